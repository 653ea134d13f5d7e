"""Nodes per second of the compiled gomoku search beside the Python one (issue 25, acceptance 2).

On each fixed position (openings and middle games, free-style rule, none of
them solved within the node limits) both engines search from scratch, limited by nodes:
``python`` is ``expert``'s engine (:class:`games.mnk.search.GomokuSearcher`, the
``threats`` settings), ``compiled`` is :class:`games.mnk.compiled.searcher.
CompiledGomokuSearcher`.  A node is a position the search visits (alpha-beta and
threat searches alike, as each engine counts them).  The two engines alternate
position by position, ``--repeats`` times, so that the machine's load falls on both
alike; a rate is the median over the repeats, the ratio is that of the medians.

    nice -n 5 /work/main/.venv/bin/python -m tools.bench.gomoku_search
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from engine.search import Limits  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402
from games.mnk.compiled.searcher import WARM_UP, CompiledGomokuSearcher  # noqa: E402
from games.mnk.search import GomokuSearcher  # noqa: E402
from games.mnk.spec import SEARCHERS  # noqa: E402
from games.registry import get_game  # noqa: E402

POSITIONS = {
    "opening": "h8 i9 i8 h9 j9 g7",
    "crossing": "h8 h9 i8 g8 i9",
    "broken lines": "h8 g9 g8 f8 h10 f11 d10",
    "threes": "e7 h8 f8 g9 f10 f9",
    "middle game": "f7 k7 g7 e7 f6 f8 e5 h8 d4 c3",
}
"""Positions (moves from the start) that neither engine solves within its nodes."""


def rate(searcher, state, nodes: int) -> float:
    """Nodes per second of one search from scratch."""
    searcher.clear()
    started = time.perf_counter()
    result = searcher.search(state, Limits(nodes=nodes))
    return result.nodes / (time.perf_counter() - started)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python-nodes", type=int, default=20_000)
    parser.add_argument("--compiled-nodes", type=int, default=400_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    warm_up(WARM_UP)
    spec = get_game("gomoku")
    engines = {
        "python": (GomokuSearcher(SEARCHERS["threats"], "threats"), args.python_nodes),
        "compiled": (CompiledGomokuSearcher(), args.compiled_nodes),
    }
    rates: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.repeats):
        for name, moves in POSITIONS.items():
            state = spec.replay(moves.split())
            for engine, (searcher, nodes) in engines.items():
                rates.setdefault((name, engine), []).append(rate(searcher, state, nodes))
    print("| position | python nodes/s | compiled nodes/s | ratio |")
    print("|---|---:|---:|---:|")
    ratios = []
    for name in POSITIONS:
        python = statistics.median(rates[name, "python"])
        compiled = statistics.median(rates[name, "compiled"])
        ratios.append(compiled / python)
        print(f"| {name} | {python:,.0f} | {compiled:,.0f} | {compiled / python:.1f}x |")
    print(f"median ratio: {statistics.median(ratios):.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
