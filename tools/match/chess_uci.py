"""A colour-paired match between two UCI engines: by default ``plyboard uci`` (our
compiled engine, as ``expert``) against sunfish.

    python -m tools.match.chess_uci --pairs 10 --seconds 0.5
    python -m tools.match.chess_uci --pairs 100 --clock 10+0.1

Each pair plays one opening (a random line of the Lichess openings in
``../shared/data/chess/``, seeded, or the next line of ``--openings shipped|FILE``, the
balanced set the arena plays) twice, our engine White then Black, at a fixed time
per move (``--seconds``) or on a clock of base seconds plus an increment per move
(``--clock``; the tool keeps both clocks by the wall clock, pipes included, and a flag
fall loses unless the other side cannot mate).  Both engines are separate processes
driven through python-chess's ``chess.engine``.  A game ends by the rules (draws
claimed as python-chess allows), after ``--max-plies`` (a draw), or by adjudication when
our engine's score stays beyond ``--adjudicate`` centipawns (either way) for four of its
moves in a row.  Prints one line per game and the total with an Elo estimate.

``--option NAME=VALUE`` (repeatable) configures the opponent, e.g. Stockfish's
``UCI_LimitStrength=true`` and ``UCI_Elo=2000``; ``--pgn FILE`` appends every game, our
moves commented with our engine's score (centipawns, our point of view) and depth as
``{ours +35/12}`` for ``tools.match.chess_losses``, and on a clock every move with the
mover's time left, ``[%clk 0:00:58.3]``, for ``tools.match.clock_use``.
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
import chess.pgn

from engine.clock import TimeControl

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "chess"
if not DATA.exists():
    DATA = Path("/work/shared/data/chess")
ADJUDICATION_MOVES = 4
OURS = [sys.executable, "-m", "app", "uci"]


def game_clock(text: str) -> TimeControl:
    """``--clock``: a time control for the whole game plus an increment (``10+0.1``); this
    tool keeps no periods (``40/60`` is refused)."""
    control = TimeControl.parse(text)
    if control.moves is not None:
        raise ValueError(f"{text!r}: give seconds for the game plus an increment, e.g. 10+0.1")
    return control


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


def opening_set(source: str) -> list[list[chess.Move]]:
    """``--openings``: the shipped balanced set (``shipped``) or a file of one opening a
    line (:mod:`app.services.match_openings`), in its order."""
    from app.services.match_openings import named_openings
    from games.chess.spec import spec as chess_spec

    chosen = named_openings(chess_spec(), source)
    lines = []
    for opening in chosen:
        board = chess.Board()
        lines.append([board.push_san(move) for move in opening.moves])
    return lines


def clock_comment(seconds: float) -> str:
    """The PGN clock annotation of ``seconds`` left after a move, ``[%clk 0:00:58.3]``."""
    seconds = max(0.0, seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"[%clk {int(hours)}:{int(minutes):02d}:{seconds:04.1f}]"


def limit(
    args: argparse.Namespace, clocks: dict[chess.Color, float], ours: bool = True
) -> chess.engine.Limit:
    """The ``go`` limits of the next move (``ours``, or the opponent's): a number of
    nodes, a time per move or both clocks."""
    if not ours and args.opponent_nodes is not None:
        return chess.engine.Limit(nodes=args.opponent_nodes)
    if args.nodes is not None:
        return chess.engine.Limit(nodes=args.nodes)
    if args.clock is None:
        return chess.engine.Limit(time=args.seconds)
    return chess.engine.Limit(
        white_clock=clocks[chess.WHITE],
        black_clock=clocks[chess.BLACK],
        white_inc=args.clock.increment,
        black_inc=args.clock.increment,
    )


def flag_result(board: chess.Board, flagged: chess.Color, our_colour: chess.Color) -> float:
    """Our score when ``flagged`` ran out of time: a loss for it, a draw if the other
    side has too little material to mate."""
    if board.has_insufficient_material(not flagged):
        return 0.5
    return 0.0 if flagged == our_colour else 1.0


def our_comment(info: chess.engine.InfoDict, our_colour: chess.Color) -> str:
    """``ours SCORE/DEPTH``: our engine's score in centipawns from our point of view (a
    mate as +-100000) and its depth, as the PGN records it; empty without a score."""
    if "score" not in info:
        return ""
    score = info["score"].pov(our_colour).score(mate_score=100_000)
    return f"ours {score:+d}/{info.get('depth', 0)}"


def parse_our_comment(comment: str) -> tuple[int, int] | None:
    """Score (centipawns, our point of view) and depth from :func:`our_comment`'s text."""
    for word in comment.split("ours ")[1:]:
        score, _, depth = word.split()[0].partition("/")
        try:
            return int(score), int(depth or 0)
        except ValueError:
            return None
    return None


def play_game(
    engines: dict[chess.Color, chess.engine.SimpleEngine],
    opening: list[chess.Move],
    our_colour: chess.Color,
    args: argparse.Namespace,
    record: list[tuple[chess.Move, str]] | None = None,
) -> tuple[float, str]:
    """Our score (1, 0.5, 0) and how the game ended; ``engines`` by colour.  ``record``
    receives each move after the opening with its comment (ours from :func:`our_comment`)."""
    board = chess.Board()
    for move in opening:
        board.push(move)
    if record is None:
        record = []
    game_id = object()
    base = args.clock.seconds if args.clock else 0.0
    clocks = {chess.WHITE: base, chess.BLACK: base}
    streak = 0
    while True:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            if outcome.winner is None:
                return 0.5, outcome.termination.name.lower()
            return (1.0 if outcome.winner == our_colour else 0.0), outcome.termination.name.lower()
        if board.ply() >= args.max_plies:
            return 0.5, "move limit"
        mover = board.turn
        started = time.perf_counter()
        played = engines[mover].play(
            board,
            limit(args, clocks, mover == our_colour),
            game=game_id,
            info=chess.engine.INFO_SCORE,
        )
        if args.clock is not None:
            clocks[mover] -= time.perf_counter() - started
            if clocks[mover] < 0:
                return flag_result(board, mover, our_colour), "time forfeit"
            clocks[mover] += args.clock.increment
        if played.move is None:
            return (0.0 if mover == our_colour else 1.0), "resigned"
        board.push(played.move)
        comment = our_comment(played.info, our_colour) if mover == our_colour else ""
        if args.clock is not None:
            comment = f"{comment} {clock_comment(clocks[mover])}".strip()
        record.append((played.move, comment))
        if mover != our_colour or "score" not in played.info:
            continue
        score = played.info["score"].pov(our_colour).score(mate_score=100_000)
        sign = 1 if score >= args.adjudicate else -1 if score <= -args.adjudicate else 0
        streak = streak + sign if sign and (streak == 0 or (streak > 0) == (sign > 0)) else sign
        if abs(streak) >= ADJUDICATION_MOVES:
            return (1.0 if streak > 0 else 0.0), "adjudicated"


def game_record(
    opening: list[chess.Move],
    record: list[tuple[chess.Move, str]],
    our_colour: chess.Color,
    score: float,
    how: str,
    opponent: str,
    control: TimeControl | None = None,
) -> chess.pgn.Game:
    """The PGN game of one match game: the opening then the played moves, commented (the
    clocks after each move as ``[%clk]`` when played on ``control``)."""
    game = chess.pgn.Game()
    ours, theirs = "plyboard", opponent
    game.headers["White"], game.headers["Black"] = (
        (ours, theirs) if our_colour == chess.WHITE else (theirs, ours)
    )
    our_result = {1.0: "1", 0.5: "1/2", 0.0: "0"}[score]
    their_result = {1.0: "0", 0.5: "1/2", 0.0: "1"}[score]
    game.headers["Result"] = (
        f"{our_result}-{their_result}"
        if our_colour == chess.WHITE
        else f"{their_result}-{our_result}"
    )
    game.headers["Termination"] = how
    game.headers["PlyCount"] = str(len(opening) + len(record))
    game.headers["OpeningPlies"] = str(len(opening))
    if control is not None:
        game.headers["TimeControl"] = f"{control.seconds:g}+{control.increment:g}"
    node: chess.pgn.GameNode = game
    for move in opening:
        node = node.add_variation(move)
    for move, comment in record:
        node = node.add_variation(move, comment=comment)
    return game


def elo(score: float) -> float:
    """Elo difference for an expected score in (0, 1)."""
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=0.5, help="per move, both engines")
    parser.add_argument(
        "--clock", type=game_clock, default=None, metavar="BASE+INC",
        help="a clock for both instead of --seconds, e.g. 10+0.1 (seconds)",
    )  # fmt: skip
    parser.add_argument(
        "--nodes", type=int, default=None, help="nodes a move for both instead of a time"
    )
    parser.add_argument(
        "--opponent-nodes", type=int, default=None, help="the opponent's nodes a move instead"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--openings", default=None, metavar="shipped|FILE",
        help="play the openings of a set in order (default: random Lichess lines by --seed)",
    )  # fmt: skip
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE",
        help="a UCI option of the opponent (repeatable), e.g. UCI_Elo=2000",
    )  # fmt: skip
    parser.add_argument("--pgn", type=Path, default=None, help="append the games to this file")
    parser.add_argument(
        "--ours", default=" ".join(OURS), help="our engine's command (default: plyboard uci)"
    )
    parser.add_argument("--ours-cwd", type=Path, default=REPO, help="its working directory")
    parser.add_argument("--adjudicate", type=int, default=1000, help="centipawns")
    parser.add_argument(
        "--opponent", default=str(Path(sys.executable).with_name("sunfish-uci")),
        help="UCI engine command (default: sunfish-uci beside this Python)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    # no timeout: the first answer may wait minutes for a cold compile of the kernels
    ours = chess.engine.SimpleEngine.popen_uci(args.ours.split(), cwd=args.ours_cwd, timeout=None)
    theirs = chess.engine.SimpleEngine.popen_uci(args.opponent.split())
    theirs.configure(dict(option.split("=", 1) for option in args.option))
    ours.ping()  # the first answer waits for the engine's kernels
    control = f"{args.seconds:g} s a move"
    if args.clock is not None:
        control = f"{args.clock.seconds:g}+{args.clock.increment:g}"
    scores: list[float] = []
    started = time.perf_counter()
    try:
        if args.openings is None:
            lines = openings(random.Random(args.seed), args.pairs)
        else:
            lines = opening_set(args.openings)[: args.pairs]
        for pair, opening in enumerate(lines):
            line = chess.Board().variation_san(opening)
            for colour in (chess.WHITE, chess.BLACK):
                engines = {colour: ours, not colour: theirs}
                record: list[tuple[chess.Move, str]] = []
                score, how = play_game(engines, opening, colour, args, record)
                scores.append(score)
                if args.pgn is not None:
                    game = game_record(
                        opening, record, colour, score, how, args.opponent, args.clock
                    )
                    with args.pgn.open("a") as out:
                        print(game, end="\n\n", file=out)
                side = "White" if colour == chess.WHITE else "Black"
                print(f"pair {pair + 1} ours {side}: {score:g} ({how}) after {line}", flush=True)
    finally:
        ours.quit()
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
        f"\n{len(scores)} games at {control}: +{wins} ={draws} -{losses}, "
        f"score {100 * mean:.1f}%, Elo {elo(mean):+.0f} ({interval}), "
        f"{time.perf_counter() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
