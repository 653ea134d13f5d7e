"""Seconds per move a Gomocup brain takes by the wall clock, seen from the manager.

Asks the brain for ``--moves`` moves in a row from ``h8 h9 f10`` (it plays both sides,
each position sent as the protocol requires) at ``--time`` seconds per move and prints
the seconds of each reply after the first (which includes starting the brain).

    nice -n 5 /work/main/.venv/bin/python -m tools.bench.gomoku_brain_time --brain BRAIN --time 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.client import BrainSettings, GomocupSearcher  # noqa: E402
from engine.search import Limits  # noqa: E402
from games.registry import get_game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--brain", required=True, help="the brain's executable")
    parser.add_argument("--time", type=float, default=2.0)
    parser.add_argument("--moves", type=int, default=10)
    args = parser.parse_args()
    settings = BrainSettings(turn_ms=int(args.time * 1000), tolerance=30.0)
    brain = GomocupSearcher([args.brain], settings)
    state = get_game("gomoku").replay(["h8", "h9", "f10"])
    seconds = []
    try:
        while len(seconds) < args.moves and state.outcome() is None:
            started = time.perf_counter()
            move = brain.search(state, Limits(time=args.time)).best_move
            seconds.append(time.perf_counter() - started)
            state = state.play(move)
    finally:
        brain.close()
    later = seconds[1:]
    print("seconds per move:", " ".join(f"{value:.2f}" for value in seconds))
    if later:
        print(f"median after the first: {statistics.median(later):.2f} s of {args.time:g} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
