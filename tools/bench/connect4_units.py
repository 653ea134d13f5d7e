"""Measure what book units cost on a board without a book: nodes, CPU seconds, memory.

    python -m tools.bench.connect4_units --width 8 --height 7 --stones 9 --count 6

Walks the book's tree to ``--stones`` stones (Yellow's for an odd number, Red's for
an even one: the opponent's moves all, the book side's the heuristic's favourite,
standing in for the book moves not yet known), prints how many positions the walk
has at each number of stones, draws a seeded sample of ``--count`` positions with
``--stones`` stones and solves each as a book unit would: first exactly within
``--exact-nodes`` nodes, else win/draw/loss within ``--weak-nodes`` (a fresh table
each; ``open`` when neither finished).  Prints one line per position and the
medians; the peak memory is the process's (one solver table).
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from games.connect4.book import BookMove, OpeningBook, book_line  # noqa: E402
from games.connect4.compiled.solver import WARM_UP, Solver  # noqa: E402
from games.connect4.evaluation import order_moves  # noqa: E402
from games.connect4.rules import Connect4State  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402


def walk(width: int, height: int, stones: int) -> dict[int, list[str]]:
    """The walk's positions (move lists) by stones, the heuristic playing the book side."""
    side = stones % 2
    book = OpeningBook(width, height)
    found: dict[int, list[str]] = {}
    for moves, state in book_line(book, side, stones):
        found.setdefault(state.moves_played, []).append(moves)
        if state not in book:
            book.add(state, BookMove(order_moves(state, state.legal_moves())[0], 0, True))
    return found


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
    warm_up(WARM_UP)
    positions = walk(args.width, args.height, args.stones)
    print("walk: " + ", ".join(f"{n} stones {len(p)}" for n, p in sorted(positions.items())))
    sample = random.Random(args.seed).sample(positions[args.stones], args.count)
    solver = Solver(args.width, args.height)
    nodes_seen, seconds_seen = [], []
    done = 0
    for moves in sample:
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
