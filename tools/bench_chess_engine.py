"""Measure Plyboard's compiled chess engine (``games/chess/compiled/``).

    python tools/bench_chess_engine.py perft               # depth 5 on every perft.tsv row
    python tools/bench_chess_engine.py games --games 10000 # movegen vs python-chess

Prints Markdown tables; run under ``nice -n 5`` on a shared machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import chess

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from games.chess.compiled.position import Position  # noqa: E402
from games.chess.compiled.selfcheck import compare_random_games  # noqa: E402

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
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
