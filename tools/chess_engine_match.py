"""A colour-paired match: Plyboard's compiled chess engine against a UCI engine (sunfish).

    python tools/chess_engine_match.py --pairs 10 --seconds 0.5

Each pair plays one opening (a random line of the Lichess openings in
``../shared/data/chess/``, seeded) twice, our engine White then Black, at a fixed time
per move for both.  A game ends by the rules (draws claimed as python-chess allows),
after ``--max-plies`` (a draw), or by adjudication when our engine's score stays beyond
``--adjudicate`` centipawns (either way) for four of its moves in a row.  Prints one line
per game and the total with an Elo estimate.
"""

from __future__ import annotations

import argparse
import csv
import math
import random
import sys
import time
from pathlib import Path

import chess
import chess.engine

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from engine.search import Limits  # noqa: E402
from games.chess.compiled.searcher import CompiledChessSearcher, warm_up  # noqa: E402

DATA = REPO.parent / "shared" / "data" / "chess"
if not DATA.exists():
    DATA = Path("/work/shared/data/chess")
ADJUDICATION_MOVES = 4


def openings(rng: random.Random, count: int, min_plies: int = 6) -> list[list[chess.Move]]:
    """``count`` distinct opening lines of at least ``min_plies`` plies."""
    lines = []
    for name in "abcde":
        with (DATA / f"{name}.tsv").open() as table:
            lines += [row["pgn"] for row in csv.DictReader(table, delimiter="\t")]
    chosen: list[list[chess.Move]] = []
    for pgn in rng.sample(lines, len(lines)):
        board = chess.Board()
        moves = []
        for token in pgn.split():
            if not token[0].isdigit():
                moves.append(board.push_san(token))
        if len(moves) >= min_plies:
            chosen.append(moves)
        if len(chosen) == count:
            break
    return chosen


def play_game(
    ours: CompiledChessSearcher,
    theirs: chess.engine.SimpleEngine,
    opening: list[chess.Move],
    our_colour: chess.Color,
    args: argparse.Namespace,
) -> tuple[float, str]:
    """Our score (1, 0.5, 0) and how the game ended."""
    ours.clear()
    board = chess.Board()
    for move in opening:
        board.push(move)
    game_id = object()
    streak = 0
    while True:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            if outcome.winner is None:
                return 0.5, outcome.termination.name.lower()
            return (1.0 if outcome.winner == our_colour else 0.0), outcome.termination.name.lower()
        if board.ply() >= args.max_plies:
            return 0.5, "move limit"
        if board.turn == our_colour:
            result = ours.search(board, Limits(time=args.seconds))
            board.push(result.best_move)
            sign = (
                1
                if result.score >= args.adjudicate
                else -1
                if result.score <= -args.adjudicate
                else 0
            )
            streak = streak + sign if sign and (streak == 0 or (streak > 0) == (sign > 0)) else sign
            if abs(streak) >= ADJUDICATION_MOVES:
                return (1.0 if streak > 0 else 0.0), "adjudicated"
        else:
            played = theirs.play(board, chess.engine.Limit(time=args.seconds), game=game_id)
            if played.move is None:
                return 1.0, "opponent resigned"
            board.push(played.move)


def elo(score: float) -> float:
    """Elo difference for an expected score in (0, 1)."""
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=0.5, help="per move, both engines")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--adjudicate", type=int, default=1000, help="centipawns")
    parser.add_argument(
        "--opponent", default=str(Path(sys.executable).with_name("sunfish-uci")),
        help="UCI engine command (default: sunfish-uci beside this Python)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    warm_up()
    ours = CompiledChessSearcher()
    theirs = chess.engine.SimpleEngine.popen_uci([args.opponent])
    scores: list[float] = []
    started = time.perf_counter()
    try:
        for pair, opening in enumerate(openings(random.Random(args.seed), args.pairs)):
            line = chess.Board().variation_san(opening)
            for colour in (chess.WHITE, chess.BLACK):
                score, how = play_game(ours, theirs, opening, colour, args)
                scores.append(score)
                side = "White" if colour == chess.WHITE else "Black"
                print(f"pair {pair + 1} ours {side}: {score:g} ({how}) after {line}", flush=True)
    finally:
        theirs.quit()
    wins, draws = scores.count(1.0), scores.count(0.5)
    losses = len(scores) - wins - draws
    mean = sum(scores) / len(scores)
    spread = math.sqrt(sum((s - mean) ** 2 for s in scores) / max(1, len(scores) - 1))
    margin = 1.96 * spread / math.sqrt(len(scores))
    if wins == len(scores):  # no spread to estimate: the exact binomial bound instead
        interval = f"all won: 95% lower bound Elo {elo(0.025 ** (1 / len(scores))):+.0f}"
    else:
        interval = f"95% from {elo(mean - margin):+.0f} to {elo(mean + margin):+.0f}"
    print(
        f"\n{len(scores)} games at {args.seconds:g} s per move: +{wins} ={draws} -{losses}, "
        f"score {100 * mean:.1f}%, Elo {elo(mean):+.0f} ({interval}), "
        f"{time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
