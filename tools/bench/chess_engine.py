"""Measure Plyboard's compiled chess engine (``games/chess/compiled/``).

    python -m tools.bench.chess_engine perft               # depth 5 on every perft.tsv row
    python -m tools.bench.chess_engine games --games 10000 # movegen vs python-chess
    python -m tools.bench.chess_engine speed               # nodes/s, ours and sunfish's
    python -m tools.bench.chess_engine bk --seconds 1      # Bratko-Kopec, ours and sunfish's

``speed`` and ``bk`` run sunfish through its UCI command (``pip install sunfish`` puts
``sunfish-uci`` beside the Python; ``--sunfish PATH`` otherwise, ``--sunfish ''`` to skip).

Prints Markdown tables; run under ``nice -n 5`` on a shared machine.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from pathlib import Path

import chess
import chess.engine

REPO = Path(__file__).resolve().parents[2]

from engine.search import Limits  # noqa: E402
from games.chess.compiled.position import Position  # noqa: E402
from games.chess.compiled.searcher import WARM_UP, CompiledChessSearcher  # noqa: E402
from games.chess.compiled.selfcheck import compare_random_games  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402

DATA = REPO.parent / "shared" / "data" / "chess"
if not DATA.exists():
    DATA = Path("/work/shared/data/chess")


def perft(args: argparse.Namespace) -> int:
    Position(chess.Board()).perft(2)  # compile (or load the cache) before timing
    lines = (DATA / "perft.tsv").read_text().splitlines()[1:]
    print(f"| position | perft {args.depth} | expected | agrees | seconds | leaves/s |")
    print("|---|---:|---:|---|---:|---:|")
    rates, failures = [], 0
    for line in lines:
        name, fen, *counts = line.split("\t")
        expected = int(counts[args.depth - 1])
        position = Position(chess.Board(fen))
        started = time.perf_counter()
        leaves = position.perft(args.depth)
        seconds = time.perf_counter() - started
        rates.append(leaves / seconds)
        failures += leaves != expected
        print(
            f"| {name} | {leaves:,} | {expected:,} | {'yes' if leaves == expected else 'NO'} "
            f"| {seconds:.2f} | {leaves / seconds:,.0f} |"
        )
    print(f"\nmedian {statistics.median(rates):,.0f} leaves/s; {failures} rows disagree")
    return 1 if failures else 0


def games(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    agreement = compare_random_games(args.games, random.Random(args.seed))
    seconds = time.perf_counter() - started
    print(
        f"{agreement.games:,} random games (seed {args.seed}), {agreement.positions:,} positions, "
        f"{len(agreement.disagreements)} disagreements, {seconds:.0f} s"
    )
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(agreement.endings.items())))
    for disagreement in agreement.disagreements[:10]:
        print(f"  {disagreement.fen}: {disagreement.what}")
    return 1 if agreement.disagreements else 0


BRATKO_KOPEC = DATA / "bratko-kopec.epd"
_OPERATION = re.compile(r'\w+(?:\s+(?:"[^"]*"|[^;"]+))?;')
"""One EPD operation: an opcode, its operands (or a quoted string), a semicolon."""
_OPCODES_READ = ("bm", "id")
"""The operations a suite's positions are read with."""


def suite_positions(path: Path = BRATKO_KOPEC) -> list[tuple[str, chess.Board, list[chess.Move]]]:
    """The positions of an EPD test suite with best moves (``bm``): id, board, best moves;
    by default the 24 Bratko-Kopec positions.  Other operations are not read (a suite's
    ``pv`` may hold moves python-chess cannot parse)."""
    found = []
    for line in path.read_text().splitlines():
        if line.strip():
            fields = line.split(maxsplit=4)
            operations_read = [
                op for op in _OPERATION.findall(fields[4]) if op.split()[0] in _OPCODES_READ
            ]
            kept = " ".join(operations_read)
            board, operations = chess.Board.from_epd(" ".join([*fields[:4], kept]))
            found.append((str(operations["id"]), board, list(operations["bm"])))
    return found


def open_sunfish(path: str) -> chess.engine.SimpleEngine | None:
    if not path:
        return None
    return chess.engine.SimpleEngine.popen_uci([path])


def speed(args: argparse.Namespace) -> int:
    """Nodes per second on ``--positions`` Bratko-Kopec positions from BK.02 (BK.01 is a
    quick mate; the others are middlegames):
    ours over a fixed node budget, by wall clock and by this process's CPU time;
    sunfish's as it reports them after ``--seconds`` of search."""
    warm_up(WARM_UP)
    sunfish = open_sunfish(args.sunfish)
    print("| position | our nodes | our nodes/s (wall) | our nodes/s (CPU) | sunfish nodes/s |")
    print("|---|---:|---:|---:|---:|")
    ours_wall, ours_cpu, theirs = [], [], []
    try:
        for name, board, _ in suite_positions()[1 : 1 + args.positions]:
            searcher = CompiledChessSearcher()
            wall, cpu = time.perf_counter(), time.process_time()
            result = searcher.search(board, Limits(nodes=args.nodes))
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            ours_wall.append(result.nodes / wall)
            ours_cpu.append(result.nodes / cpu)
            sunfish_rate = float("nan")
            if sunfish is not None:
                info = sunfish.analyse(board, chess.engine.Limit(time=args.seconds))
                sunfish_rate = info.get("nodes", 0) / max(info.get("time", args.seconds), 1e-9)
                theirs.append(sunfish_rate)
            print(
                f"| {name} | {result.nodes:,} | {ours_wall[-1]:,.0f} | {ours_cpu[-1]:,.0f} "
                f"| {sunfish_rate:,.0f} |"
            )
    finally:
        if sunfish is not None:
            sunfish.quit()
    wall_median, cpu_median = statistics.median(ours_wall), statistics.median(ours_cpu)
    print(f"\nours: median {wall_median:,.0f} nodes/s wall clock, {cpu_median:,.0f} per CPU second")
    if theirs:
        sunfish_median = statistics.median(theirs)
        print(
            f"sunfish: median {sunfish_median:,.0f} nodes/s; "
            f"ratio {wall_median / sunfish_median:,.0f}x (wall clock)"
        )
    return 0


def bk(args: argparse.Namespace) -> int:
    """Best moves of a test suite (Bratko-Kopec, or ``--epd FILE``: Win At Chess...)
    found within ``--seconds`` each (ours: or ``--nodes``, reproducible on a busy
    machine), ours and sunfish's."""
    warm_up(WARM_UP)
    sunfish = open_sunfish(args.sunfish)
    searcher = CompiledChessSearcher()
    positions = suite_positions(args.epd)
    print("| position | best | ours | depth | sunfish |")
    print("|---|---|---|---:|---|")
    ours_found = theirs_found = 0
    try:
        for name, board, best in positions:
            searcher.clear()
            limits = Limits(nodes=args.nodes) if args.nodes else Limits(time=args.seconds)
            result = searcher.search(board, limits)
            ours_found += result.best_move in best
            their_move = None
            if sunfish is not None:
                their_move = sunfish.play(board, chess.engine.Limit(time=args.seconds)).move
                theirs_found += their_move in best
            mark = {True: " ✓", False: ""}
            print(
                f"| {name} | {' '.join(board.san(m) for m in best)} "
                f"| {board.san(result.best_move)}{mark[result.best_move in best]} "
                f"| {result.depth} "
                f"| {'-' if their_move is None else board.san(their_move)}"
                f"{mark[their_move in best] if their_move else ''} |"
            )
    finally:
        if sunfish is not None:
            sunfish.quit()
    total = len(positions)
    print(f"\nours {ours_found}/{total}" + (f", sunfish {theirs_found}/{total}" if sunfish else ""))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    perft_parser = commands.add_parser("perft", help="perft per row of perft.tsv")
    perft_parser.add_argument("--depth", type=int, default=5, choices=range(1, 6))
    perft_parser.set_defaults(run=perft)
    games_parser = commands.add_parser("games", help="legal moves, check, outcome vs python-chess")
    games_parser.add_argument("--games", type=int, default=10_000)
    games_parser.add_argument("--seed", type=int, default=1)
    games_parser.set_defaults(run=games)
    default_sunfish = str(Path(sys.executable).with_name("sunfish-uci"))
    speed_parser = commands.add_parser("speed", help="nodes per second, ours and sunfish's")
    speed_parser.add_argument("--positions", type=int, default=10)
    speed_parser.add_argument("--nodes", type=int, default=2_000_000, help="our budget")
    speed_parser.add_argument("--seconds", type=float, default=2.0, help="sunfish's budget")
    speed_parser.add_argument("--sunfish", default=default_sunfish)
    speed_parser.set_defaults(run=speed)
    bk_parser = commands.add_parser("bk", help="a test suite's best moves, ours and sunfish's")
    bk_parser.add_argument(
        "--epd", type=Path, default=BRATKO_KOPEC, help="EPD with bm (default Bratko-Kopec)"
    )
    bk_parser.add_argument("--seconds", type=float, default=1.0)
    bk_parser.add_argument("--sunfish", default=default_sunfish)
    bk_parser.add_argument(
        "--nodes", type=int, default=0, help="our budget in nodes instead of --seconds"
    )
    bk_parser.set_defaults(run=bk)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
