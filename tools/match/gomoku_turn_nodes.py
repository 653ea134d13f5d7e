"""Nodes our compiled gomoku engine searches in one Gomocup turn, on recorded games.

Replays games of a ``tools/match/gomoku_vs_gomocup.py`` record (``--games`` of them, chosen by
``--seed``) and searches each of our positions after the opening, but the last few, as
``plyboard gomocup`` would with ``INFO timeout_turn`` = ``--time`` (the engine and its
tables kept through a game, as the brain keeps them). The median nodes of the searches
that the time stopped is what a node limit (``--ours-nodes``) must give our engine to
play as the brain does on this machine; run it on a quiet machine.

    nice -n 5 /work/main/.venv/bin/python -m tools.match.gomoku_turn_nodes --record A.tsv --time 2
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.server import turn_seconds  # noqa: E402
from engine.search import Limits, StopReason  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402
from games.mnk.compiled.searcher import WARM_UP  # noqa: E402
from games.mnk.spec import compiled_searcher  # noqa: E402
from games.registry import get_game  # noqa: E402
from tools.match.gomoku_summary import COLOURS, read_records  # noqa: E402

LAST_MOVES_LEFT_OUT = 4
"""Positions this close to a game's end are left out (mostly a forced finish)."""


def our_positions(record: Path, games: int, seed: int) -> list[list[list[str]]]:
    """For ``games`` games of ``record`` (shuffled by ``seed``), the move lists before each
    of our moves after the opening."""
    chosen = []
    for game in read_records([record]):
        opening, ours = len(game.opening.split()), COLOURS.index(game.colour)
        plies = range(opening, len(game.moves) - LAST_MOVES_LEFT_OUT)
        chosen.append([list(game.moves[:ply]) for ply in plies if ply % 2 == ours])
    random.Random(seed).shuffle(chosen)
    return chosen[:games]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", type=Path, required=True, help="a match record (tsv)")
    parser.add_argument("--time", type=float, default=2.0, help="timeout_turn, seconds")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--game", default="gomoku", help="gomoku, gomoku-standard or -renju")
    args = parser.parse_args()
    spec = get_game(args.game)
    seconds = turn_seconds(int(args.time * 1000))
    warm_up(WARM_UP)
    searcher = compiled_searcher()
    results = []
    for game in our_positions(args.record, args.games, args.seed):
        searcher.clear()
        for moves in game:
            started = time.perf_counter()
            result = searcher.search(spec.replay(moves), Limits(time=seconds))
            results.append((result, time.perf_counter() - started))
    walls = [wall for _, wall in results]
    timed = [(r.nodes, wall) for r, wall in results if r.stop_reason is StopReason.TIME]
    reasons = Counter(result.stop_reason.name for result, _ in results)
    print(f"turn of {args.time:g} s: {seconds:.2f} s of search; {len(results)} searches")
    print("  by stop reason: " + ", ".join(f"{k} {n}" for k, n in sorted(reasons.items())))
    print(f"  seconds: median {statistics.median(walls):.3f}, mean {statistics.mean(walls):.3f}")
    if timed:
        nodes = [n for n, _ in timed]
        print(
            f"  stopped by the time: median {statistics.median(nodes):,.0f} nodes "
            f"(mean {statistics.mean(nodes):,.0f}), {statistics.median(w for _, w in timed):.3f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
