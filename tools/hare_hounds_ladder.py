"""Hare and Hounds: how often the hounds win, for every hounds level against every hare level.

The game is asymmetric (the hounds win with perfect play), so each side's ladder is
read separately: down a column the hounds get stronger and should win more often;
along a row the hare gets stronger and the hounds should win less often.  ``random``
is a uniformly random mover.  Every game is seeded from ``--seed`` and its pairing.

Usage: ``python tools/hare_hounds_ladder.py [--games 200] [--seed 1] [--json]``
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.player import Level, choose_move
from games.hare_hounds import HARE, HOUNDS, spec
from games.hare_hounds.rules import HareHoundsState

PLAYERS = ("random", "beginner", "easy", "medium", "hard", "expert")
"""Weakest first."""


def play(hounds: str, hare: str, rng: random.Random) -> HareHoundsState:
    """One game of the classic rules between the named players; the final position."""
    game = spec()
    state = game.new_state()
    players = {}
    for role, name in ((HOUNDS, hounds), (HARE, hare)):
        level = Level("random") if name == "random" else game.level(name)
        players[state.variant.player_of(role)] = (game.searcher(level.algorithm, rng), level)
    while state.outcome() is None:
        searcher, level = players[state.to_move]
        state = state.play(choose_move(searcher, state, level, rng).move)
    return state


def hounds_win_rates(games: int, seed: int) -> dict[str, dict[str, float]]:
    """``rates[hounds][hare]``: the share of ``games`` games the hounds won."""
    rates: dict[str, dict[str, float]] = {}
    for hounds in PLAYERS:
        rates[hounds] = {}
        for hare in PLAYERS:
            rng = random.Random(f"{seed} {hounds} {hare}")
            ends = [play(hounds, hare, rng) for _ in range(games)]
            won = sum(end.outcome().winner == end.variant.player_of(HOUNDS) for end in ends)
            rates[hounds][hare] = won / games
    return rates


def ladder_breaks(rates: dict[str, dict[str, float]]) -> list[str]:
    """Where a stronger level does worse than the one below it, for either side."""
    breaks = []
    for weaker, stronger in itertools.pairwise(PLAYERS):
        for other in PLAYERS:
            if rates[stronger][other] < rates[weaker][other]:
                breaks.append(f"hounds {stronger} < {weaker} against hare {other}")
            if rates[other][stronger] > rates[other][weaker]:
                breaks.append(f"hare {stronger} < {weaker} against hounds {other}")
    return breaks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the rates as JSON")
    args = parser.parse_args()
    started = time.perf_counter()
    rates = hounds_win_rates(args.games, args.seed)
    if args.json:
        print(json.dumps(rates))
        return 0
    print(f"Hounds' wins out of {args.games} games (rows: hounds, columns: hare)")
    print(f"{'':10}" + "".join(f"{name:>10}" for name in PLAYERS))
    for hounds in PLAYERS:
        cells = "".join(f"{rates[hounds][hare]:>10.1%}" for hare in PLAYERS)
        print(f"{hounds:10}{cells}")
    breaks = ladder_breaks(rates)
    print("ladder holds for both sides" if not breaks else "ladder breaks: " + "; ".join(breaks))
    print(f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
