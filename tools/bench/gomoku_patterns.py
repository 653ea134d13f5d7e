"""Speed of the gomoku pattern evaluator: Python ``Board`` against the numba kernels.

One "node" here is what a search does per node for the evaluator: place a stone,
evaluate for the side to move, and (at the end of the line) take it back.  The same
seeded move sequences (``--lines`` lines of ``--length`` stones near the centre) go
through three evaluators in one run:

- ``python``: :class:`games.mnk.patterns.Board`;
- ``compiled, per call``: :class:`games.mnk.compiled.board.CompiledBoard` (the same
  bookkeeping: shapes, threat cells, candidates, key), one Python call per place,
  evaluate and undo (what a Python search calling the kernels pays);
- ``compiled, batch``: one compiled call per line (what a compiled search would pay).

Each figure is the median of ``--repeats`` timed runs; the kernels are compiled (or
loaded from numba's cache) before timing.

    nice -n 5 /work/main/.venv/bin/python -m tools.bench.gomoku_patterns
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]

from games.mnk.compiled.board import CompiledBoard  # noqa: E402
from games.mnk.patterns import Board  # noqa: E402
from games.mnk.rules import geometry  # noqa: E402


def lines_of_play(count: int, length: int, seed: int) -> list[list[int]]:
    """Seeded sequences of distinct cells within four of the centre of 15x15."""
    rng = random.Random(seed)
    centre = [r * 15 + c for r in range(3, 12) for c in range(3, 12)]
    return [rng.sample(centre, length) for _ in range(count)]


def run_python(lines: list[list[int]]) -> int:
    board = Board(geometry(15, 15, 5))
    total = 0
    for line in lines:
        for index, cell in enumerate(line):
            board.place(cell, index % 2)
            total += board.evaluate(1 - index % 2)
        for _ in line:
            board.undo()
    return total


def run_per_call(lines: list[list[int]]) -> int:
    patterns = CompiledBoard(geometry(15, 15, 5))
    total = 0
    for line in lines:
        for index, cell in enumerate(line):
            patterns.place(cell, index % 2)
            total += patterns.evaluate(1 - index % 2)
        for _ in line:
            patterns.undo()
    return total


def batch_runner(lines: list[list[int]]) -> Callable[[list[list[int]]], int]:
    arrays = [np.array(line, dtype=np.int32) for line in lines]
    players = [np.arange(len(line), dtype=np.int32) % 2 for line in lines]

    def run(_: list[list[int]]) -> int:
        patterns = CompiledBoard(geometry(15, 15, 5))
        return sum(
            patterns.replay_evaluations(cells, side)
            for cells, side in zip(arrays, players, strict=True)
        )

    return run


def warm_up() -> None:
    """Compile the board kernels (or load them from numba's cache) on a tiny sequence."""
    board = CompiledBoard(geometry(15, 15, 5))
    board.place(112, 0)
    board.undo()
    board.replay_evaluations(np.array([112], dtype=np.int32), np.array([0], dtype=np.int32))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=200)
    parser.add_argument("--length", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=25)
    args = parser.parse_args()
    warm_up()
    lines = lines_of_play(args.lines, args.length, args.seed)
    nodes = args.lines * args.length
    runners = {
        "python": run_python,
        "compiled, per call": run_per_call,
        "compiled, batch": batch_runner(lines),
    }
    totals = set()
    rates = {}
    for name, run in runners.items():
        seconds = []
        for _ in range(args.repeats):
            started = time.perf_counter()
            totals.add(run(lines))
            seconds.append(time.perf_counter() - started)
        rates[name] = nodes / statistics.median(seconds)
    if len(totals) != 1:
        print(f"the evaluators disagree: {sorted(totals)}", file=sys.stderr)
        return 1
    base = rates["python"]
    print(f"{nodes:,} nodes (place + evaluate, then undo), median of {args.repeats} runs")
    print("| evaluator | nodes/s | vs python |")
    print("|---|---:|---:|")
    for name, rate in rates.items():
        print(f"| {name} | {rate:,.0f} | {rate / base:.1f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
