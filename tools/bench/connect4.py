"""Benchmark the Connect Four solver on Pascal Pons' public test positions.

Solves every position of the benchmark files (``../shared/data/connect4`` from
the repository root) with the transposition table cleared before each one, as
the reference measurement did, checks each score against the file, and prints
a Markdown table beside the reference C++ times of that folder's README.

    /work/venv/bin/python -m tools.bench.connect4            # the five fast sets
    /work/venv/bin/python -m tools.bench.connect4 --hard 50  # plus 50 of Test_L1_R3

Times are per position: wall clock and CPU time (the CPU time is less
disturbed by other programs on a shared machine).  Ratios are ours divided by
the reference: below 1 is faster than the C++ solver.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from games.connect4.compiled.solver import WARM_UP, Solver  # noqa: E402
from games.connect4.rules import Connect4State  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402

DEFAULT_DATA = REPO.parent / "shared" / "data" / "connect4"
FAST_SETS = ("Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2")
HARD_SET = "Test_L1_R3"


@dataclass(frozen=True)
class Reference:
    """Pons' C++ solver on this machine class (README of the data folder)."""

    nodes: float
    mean: float
    """Seconds per position."""
    median: float
    """Seconds per position."""


REFERENCE = {
    "Test_L3_R1": Reference(51, 13.5e-6, 7e-6),
    "Test_L2_R1": Reference(449, 88e-6, 14e-6),
    "Test_L2_R2": Reference(39_808, 6.8e-3, 2.0e-3),
    "Test_L1_R1": Reference(3_296, 0.52e-3, 39e-6),
    "Test_L1_R2": Reference(1.19e6, 216e-3, 82e-3),
    "Test_L1_R3": Reference(48.7e6, 8.6, 2.7),
}


@dataclass(frozen=True)
class SetResult:
    name: str
    positions: int
    wrong: int
    nodes: list[int]
    wall: list[float]
    cpu: list[float]


def read_positions(path: Path, limit: int | None) -> list[tuple[Connect4State, int]]:
    """``(position, public score)`` pairs of one benchmark file."""
    positions = []
    for line in path.read_text().splitlines()[:limit]:
        moves, score = line.split()
        state = Connect4State.new()
        for column in moves:
            state = state.play(state.parse_move(column))
        positions.append((state, int(score)))
    return positions


def run_set(solver: Solver, name: str, path: Path, limit: int | None) -> SetResult:
    nodes, wall, cpu = [], [], []
    wrong = 0
    for state, expected in read_positions(path, limit):
        solver.clear()
        started_wall, started_cpu = time.perf_counter(), time.process_time()
        solution = solver.solve(state)
        wall.append(time.perf_counter() - started_wall)
        cpu.append(time.process_time() - started_cpu)
        nodes.append(solution.nodes)
        if solution.score != expected:
            wrong += 1
            print(f"WRONG {name}: {state.to_text()} solved {solution.score}, file says {expected}")
    return SetResult(name, len(nodes), wrong, nodes, wall, cpu)


def format_time(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} us"


def table(results: list[SetResult]) -> str:
    header = (
        "| set | positions | wrong | mean nodes (ref) | mean time | median time | mean CPU "
        "| ref mean (median) | ratio mean | ratio median | ratio mean CPU |"
    )
    rows = [header, "|---" * (header.count("|") - 1) + "|"]
    for result in results:
        reference = REFERENCE[result.name]
        mean_wall = statistics.fmean(result.wall)
        median_wall = statistics.median(result.wall)
        mean_cpu = statistics.fmean(result.cpu)
        rows.append(
            f"| {result.name} | {result.positions} | {result.wrong} "
            f"| {statistics.fmean(result.nodes):,.0f} ({reference.nodes:,.0f}) "
            f"| {format_time(mean_wall)} | {format_time(median_wall)} | {format_time(mean_cpu)} "
            f"| {format_time(reference.mean)} ({format_time(reference.median)}) "
            f"| {mean_wall / reference.mean:.2f} | {median_wall / reference.median:.2f} "
            f"| {mean_cpu / reference.mean:.2f} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="benchmark folder")
    parser.add_argument("--limit", type=int, default=None, help="positions per fast set")
    parser.add_argument("--hard", type=int, default=0, help=f"positions of {HARD_SET} (slow)")
    parser.add_argument("--sets", nargs="*", default=list(FAST_SETS), help="fast sets to run")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        print(f"no benchmark folder at {args.data}", file=sys.stderr)
        return 2

    started = time.perf_counter()
    warm_up(WARM_UP)
    print(f"kernels ready in {time.perf_counter() - started:.1f} s", flush=True)
    solver = Solver()
    runs = [(name, args.limit) for name in args.sets]
    if args.hard:
        runs.append((HARD_SET, args.hard))
    results = []
    for name, limit in runs:
        result = run_set(solver, name, args.data / name, limit)
        results.append(result)
        print(f"{name}: {result.positions} positions, {result.wrong} wrong", flush=True)
    print()
    print(table(results))
    return 1 if any(result.wrong for result in results) else 0


if __name__ == "__main__":
    sys.exit(main())
