"""Labelled chess positions for tuning the evaluation: quiet positions from games that
Stockfish plays against itself with some variety, each labelled with Stockfish's score.

    python -m tools.tune.chess_positions --games 800 --seed 1 --out /tmp/tune/chess.csv

Each game starts from a random line of the public-domain Lichess openings (seeded, as
the match tools draw them); then every move is drawn (seeded) among Stockfish's best
three at ``--play-depth`` that are within :data:`VARIETY_CENTIPAWNS` of the best, so
the games differ and stay reasonable.  A position is kept with probability
``--keep`` when it is quiet: the side to move is not in check, the move that led to it
took nothing, and Stockfish's best move there takes nothing and promotes nothing (the
static evaluation is fitted, which a capture in the air would mislead).  Each kept
position's label is Stockfish's score at ``--label-depth`` (centipawns from White, a
mate as ±:data:`MATE_CENTIPAWNS`).  One CSV row a position: ``fen,score``.
"""

from __future__ import annotations

import argparse
import csv
import random
import shutil
import sys
from pathlib import Path

import chess
import chess.engine

from tools.match.chess_uci import openings

VARIETY_CENTIPAWNS = 40
MATE_CENTIPAWNS = 2000
MAX_PLIES = 200


def white_score(info: chess.engine.InfoDict) -> int:
    """Stockfish's score in centipawns from White, a mate as ±:data:`MATE_CENTIPAWNS`."""
    return info["score"].white().score(mate_score=MATE_CENTIPAWNS)


def quiet(board: chess.Board, best: chess.Move) -> bool:
    """Whether the position suits a static evaluation (see the module docstring)."""
    if board.is_check() or best.promotion or board.is_capture(best):
        return False
    if not board.move_stack:
        return True
    before = board.copy()
    last = before.pop()
    return not before.is_capture(last)


def varied_move(
    engine: chess.engine.SimpleEngine, board: chess.Board, depth: int, rng: random.Random
) -> chess.Move:
    """A move drawn among Stockfish's best three within :data:`VARIETY_CENTIPAWNS`."""
    lines = engine.analyse(board, chess.engine.Limit(depth=depth), multipv=3)
    best = lines[0]["score"].relative.score(mate_score=MATE_CENTIPAWNS)
    near = [
        line["pv"][0]
        for line in lines
        if "pv" in line
        and best - line["score"].relative.score(mate_score=MATE_CENTIPAWNS) <= VARIETY_CENTIPAWNS
    ]
    return rng.choice(near)


def positions_of_game(
    engine: chess.engine.SimpleEngine,
    opening: list[chess.Move],
    args: argparse.Namespace,
    rng: random.Random,
) -> list[tuple[str, int]]:
    """The labelled quiet positions kept from one game from ``opening``."""
    board = chess.Board()
    for move in opening:
        board.push(move)
    kept = []
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        if rng.random() < args.keep:
            info = engine.analyse(board, chess.engine.Limit(depth=args.label_depth))
            best = info.get("pv", [None])[0]
            if best is not None and quiet(board, best):
                kept.append((board.fen(), white_score(info)))
        board.push(varied_move(engine, board, args.play_depth, rng))
    return kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--keep", type=float, default=0.25, help="chance a position is kept")
    parser.add_argument("--play-depth", type=int, default=6)
    parser.add_argument("--label-depth", type=int, default=10)
    parser.add_argument("--stockfish", default=shutil.which("stockfish") or "/usr/games/stockfish")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    engine = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    engine.configure({"Threads": 1, "Hash": 16})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    try:
        with args.out.open("w", newline="") as out:
            writer = csv.writer(out)
            writer.writerow(["fen", "score"])
            for number, opening in enumerate(openings(rng, args.games), start=1):
                rows = positions_of_game(engine, opening, args, rng)
                writer.writerows(rows)
                count += len(rows)
                if number % 50 == 0:
                    print(f"{number} games, {count} positions", flush=True)
    finally:
        engine.quit()
    print(f"{count} positions from {args.games} games in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
