"""CPU nodes per second of the generic engines on ``plyboard bench``'s positions.

``plyboard bench`` divides nodes by wall-clock seconds, which a busy machine turns
into noise; this divides by the process's CPU seconds, so two versions of the engine
can be compared in alternating runs (the search observer's cost with none attached)::

    PYTHONPATH=. python -m tools.bench.search_hook tictactoe --nodes 40000

prints one JSON object: per engine, the nodes and CPU seconds summed over the positions
and their ratio.  Run it from the top folder of each version (``PYTHONPATH=.`` makes that
version's ``engine/`` the one imported; ``engine_file`` in the output says which).
"""

from __future__ import annotations

import argparse
import json
import random
import time

import engine.search
from app.services.bench import BENCH_SEED, bench_positions
from engine.search import Limits
from games.registry import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="tictactoe")
    parser.add_argument("--nodes", type=int, default=40_000, help="nodes per position")
    parser.add_argument("--playouts", type=int, default=2_000, help="MCTS playouts per position")
    args = parser.parse_args()
    game = get_game(args.game)
    positions = bench_positions(game)
    budgets = {
        "minimax": Limits(nodes=args.nodes),
        "alphabeta": Limits(nodes=args.nodes),
        "mcts": Limits(nodes=args.playouts),
    }
    report: dict[str, object] = {"game": game.name, "engine_file": engine.search.__file__}
    for name, limits in budgets.items():
        nodes, cpu = 0, 0.0
        for state in positions:
            searcher = game.searcher(name, random.Random(BENCH_SEED))
            started = time.process_time()
            result = searcher.search(state, limits)
            cpu += time.process_time() - started
            nodes += result.nodes
        report[name] = {
            "nodes": nodes,
            "cpu_seconds": round(cpu, 4),
            "nodes_per_cpu_second": round(nodes / cpu),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
