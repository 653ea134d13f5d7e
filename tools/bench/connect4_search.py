"""Compare the generic alpha-beta with the compiled one expert uses where its solver
cannot finish (``games/connect4/compiled/alphabeta.py``), on the same positions.

Both search with the Connect Four heuristic and move order, a fresh table for each
position.  For each position: nodes per second at a fixed depth (the two visit
nearly the same nodes), and the depth each completes within a time budget.

    python -m tools.bench.connect4_search                  # 8x7, 10 positions, 4.5 s
    python -m tools.bench.connect4_search --size 7x6 --positions 5 --seconds 1

Positions are random openings of 0, 1, 2, ... stones, reproducible from ``--seed``.
Prints a Markdown table and the medians.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from engine.alphabeta import AlphaBeta  # noqa: E402
from engine.search import Limits  # noqa: E402
from games.connect4.compiled.alphabeta import WARM_UP, CompiledAlphaBeta  # noqa: E402
from games.connect4.evaluation import heuristic, order_moves  # noqa: E402
from games.connect4.rules import Connect4State  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402


def positions(width: int, height: int, count: int, seed: int) -> list[Connect4State]:
    """``count`` open positions, the ``i``-th (from 0) with ``i`` random stones."""
    rng = random.Random(seed)
    found: list[Connect4State] = []
    while len(found) < count:
        state = Connect4State.new(width, height)
        for _ in range(len(found)):
            state = state.play(rng.choice(state.legal_moves()))
            if state.outcome() is not None:
                break
        if state.outcome() is None:
            found.append(state)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="8x7", help="board WIDTHxHEIGHT (default 8x7)")
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--depth", type=int, default=8, help="plies for the speed comparison")
    parser.add_argument("--seconds", type=float, default=4.5, help="budget for the depth race")
    args = parser.parse_args(argv)
    width, height = (int(side) for side in args.size.lower().split("x"))
    warm_up(WARM_UP)
    print(
        f"| stones | generic nodes/s | compiled nodes/s | ratio | depth in {args.seconds:g} s: "
        "generic | compiled |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    generic_rates, compiled_rates, ratios = [], [], []
    generic_depths, compiled_depths = [], []
    for state in positions(width, height, args.positions, args.seed):
        fixed = Limits(depth=args.depth)
        generic = AlphaBeta(heuristic, order_moves).search(state, fixed)
        compiled = CompiledAlphaBeta(width, height).search(state, fixed)
        timed = Limits(time=args.seconds)
        generic_depth = AlphaBeta(heuristic, order_moves).search(state, timed).depth
        compiled_depth = CompiledAlphaBeta(width, height).search(state, timed).depth
        ratio = compiled.nodes_per_second / generic.nodes_per_second
        generic_rates.append(generic.nodes_per_second)
        compiled_rates.append(compiled.nodes_per_second)
        ratios.append(ratio)
        generic_depths.append(generic_depth)
        compiled_depths.append(compiled_depth)
        print(
            f"| {state.moves_played} | {generic.nodes_per_second:,.0f} | "
            f"{compiled.nodes_per_second:,.0f} | {ratio:.0f}x | {generic_depth} | "
            f"{compiled_depth} |"
        )
    print(
        f"\nmedian nodes/s {statistics.median(generic_rates):,.0f} (generic) and "
        f"{statistics.median(compiled_rates):,.0f} (compiled), median ratio "
        f"{statistics.median(ratios):.0f}x; median depth {statistics.median(generic_depths):g} "
        f"(generic) and {statistics.median(compiled_depths):g} (compiled) in {args.seconds:g} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
