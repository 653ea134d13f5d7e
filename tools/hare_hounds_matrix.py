"""How often the hounds win, for every pair of Hare and Hounds levels: each side's ladder.

Plays every pair of ``random beginner easy medium hard expert`` with the arena
(400 games, each player 200 times as the hounds) and every player against itself
(200 games), from the real opening (no random plies), and prints the matrix as a
Markdown table: hounds level by row, hare level by column, then the cells where a
stronger level does worse than the one before it.  BENCHMARKS.md, "Hare and Hounds".

    python tools/hare_hounds_matrix.py [GAME] [--seed S] [--jobs J]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.services.arena import run_match
from app.services.players import parse_player
from games.hare_hounds import HOUNDS
from games.registry import get_game

PLAYERS = ("random", "beginner", "easy", "medium", "hard", "expert")
GAMES_PER_SIDE = 200


def hounds_wins(game_name: str, seed: int, jobs: int) -> dict[tuple[str, str], float]:
    """Share of games the hounds won, by (hounds player, hare player)."""
    game = get_game(game_name)
    hounds_colour = game.new_state().variant.player_of(HOUNDS)
    won: dict[tuple[str, str], list[int]] = {}
    pairs = [*itertools.combinations(PLAYERS, 2), *((player, player) for player in PLAYERS)]
    for a, b in pairs:
        games = GAMES_PER_SIDE if a == b else 2 * GAMES_PER_SIDE
        players = (parse_player(a, game), parse_player(b, game))
        match = run_match(game, players, games, jobs=jobs, seed=seed, opening_plies=0)
        for record in match.records:
            hounds = record.task.player_of_colour(hounds_colour)
            pairing = (a, b) if hounds == 0 else (b, a)
            won.setdefault(pairing, []).append(record.winner == hounds_colour)
    return {pairing: sum(results) / len(results) for pairing, results in won.items()}


def out_of_order(won: dict[tuple[str, str], float]) -> list[str]:
    """Cells where stronger hounds win less, or a stronger hare is caught more, than the
    player before them."""
    found = []
    for weaker, stronger in itertools.pairwise(PLAYERS):
        for other in PLAYERS:
            if won[stronger, other] < won[weaker, other]:
                found.append(f"{stronger} hounds below {weaker} hounds against the {other} hare")
            if won[other, stronger] > won[other, weaker]:
                found.append(f"{stronger} hare caught more than {weaker} hare by {other} hounds")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="hare-hounds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    won = hounds_wins(args.game, args.seed, args.jobs)
    print("| hounds \\ hare | " + " | ".join(PLAYERS) + " |")
    print("|---" * (len(PLAYERS) + 1) + "|")
    for hounds in PLAYERS:
        cells = " | ".join(f"{100 * won[hounds, hare]:.1f}%" for hare in PLAYERS)
        print(f"| {hounds} | {cells} |")
    print("\nOut of order:", "; ".join(out_of_order(won)) or "none")


if __name__ == "__main__":
    main()
