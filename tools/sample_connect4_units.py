"""Measure what book units cost on a board without a book: nodes, CPU seconds, memory.

    python tools/sample_connect4_units.py --width 8 --height 7 --stones 9 --count 6

Plays ``--count`` seeded random lines to ``--stones`` stones the way the book's walk
for Yellow goes (Red's moves free, uniformly random; Yellow's the heuristic's
favourite, standing in for the book moves not yet known), then solves each
position as a book unit would: first exactly within ``--exact-nodes`` nodes, else
win/draw/loss within ``--weak-nodes`` (a fresh table each).  Prints one line per
position and the medians; the peak memory is the process's (one solver table).
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from games.connect4.heuristic import order_moves  # noqa: E402
from games.connect4.rules import Connect4State  # noqa: E402
from games.connect4.solver import Solver, warm_up  # noqa: E402


def sample_line(width: int, height: int, stones: int, rng: random.Random) -> str | None:
    """Column digits of a walk-like line, or ``None`` when the game ended on the way."""
    state, moves = Connect4State.new(width, height), ""
    while state.moves_played < stones:
        legal = list(state.legal_moves())
        column = rng.choice(legal) if state.to_move == 0 else order_moves(state, legal)[0]
        state = state.play(column)
        moves += str(column + 1)
        if state.outcome() is not None:
            return None
    return moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--width", type=int, default=8)
    parser.add_argument("--height", type=int, default=7)
    parser.add_argument("--stones", type=int, default=9)
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exact-nodes", type=int, default=50_000_000)
    parser.add_argument("--weak-nodes", type=int, default=300_000_000)
    args = parser.parse_args(argv)
    warm_up()
    rng = random.Random(args.seed)
    solver = Solver(args.width, args.height)
    nodes_seen, seconds_seen = [], []
    done = 0
    while done < args.count:
        moves = sample_line(args.width, args.height, args.stones, rng)
        if moves is None:
            continue
        state = Connect4State.new(args.width, args.height)
        for digit in moves:
            state = state.play(state.parse_move(digit))
        solver.clear()
        before, cpu = solver.total_nodes, time.process_time()
        solution = solver.solve(state, node_limit=args.exact_nodes)
        kind = "exact"
        if not solution.complete:
            solver.clear()
            solution = solver.solve(state, weak=True, node_limit=args.weak_nodes)
            kind = "weak" if solution.complete else "open"
        nodes, cpu = solver.total_nodes - before, time.process_time() - cpu
        value = solution.score if solution.complete else f"[{solution.low}, {solution.high}]"
        print(f"{moves}  {kind:5}  value {value}  {nodes:>13,} nodes  {cpu:7.1f} s", flush=True)
        nodes_seen.append(nodes)
        seconds_seen.append(cpu)
        done += 1
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"{args.width}x{args.height}, {args.stones} stones, {done} positions: median "
        f"{statistics.median(nodes_seen):,.0f} nodes, {statistics.median(seconds_seen):.1f} s CPU "
        f"(max {max(seconds_seen):.1f} s); peak memory {peak:.0f} MiB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
