"""Seconds and nodes per move of the chess levels, in self-play from varied openings.

    nice -n 5 python -m tools.bench.chess_level_times --levels medium hard --games 4 --plies 40

Each game starts with two random plies per side (seeded), then the level plays both
sides; prints the median and largest wall-clock seconds, CPU seconds of this process
(what the move costs on an idle core when the machine is shared) and nodes per searched
move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine.player import choose_move
from games.chess import spec


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs="+", default=["hard"])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--plies", type=int, default=40, help="plies per game at most")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    chess_spec = spec()
    for name in args.levels:
        level = chess_spec.level(name)
        seconds: list[float] = []
        cpu: list[float] = []
        nodes: list[int] = []
        for game in range(args.games):
            rng = random.Random(f"{args.seed}/{game}")
            searchers = [chess_spec.searcher(level.algorithm, rng) for _ in (0, 1)]
            state = chess_spec.new_state()
            history = []
            for ply in range(args.plies):
                if state.outcome() is not None:
                    break
                history.append(state.key())
                if ply < 4:
                    move = rng.choice(state.legal_moves())
                else:
                    started, cpu_started = time.perf_counter(), time.process_time()
                    decision = choose_move(
                        searchers[state.to_move], state, level, rng, history=history
                    )
                    move = decision.move
                    if decision.result is not None:
                        seconds.append(time.perf_counter() - started)
                        cpu.append(time.process_time() - cpu_started)
                        nodes.append(decision.result.nodes)
                state = state.play(move)
        print(
            f"{name:<9} moves {len(seconds):>4}  seconds median {statistics.median(seconds):.2f} "
            f"max {max(seconds):.2f}  cpu median {statistics.median(cpu):.2f} "
            f"max {max(cpu):.2f}  nodes median {statistics.median(nodes):,.0f} "
            f"max {max(nodes):,}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
