"""Each colour's ladder: every pair of players with each on each side, for games whose
sides differ (Hare and Hounds): ``plyboard arena --colour-matrix``."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from app.services.arena import DEFAULT_SEED, ProgressCallback, run_match
from app.services.elo import Pairing, Tally
from app.services.players import PlayerSpec
from engine.search import MAX_PLIES
from games.base import GameSpec


@dataclass(frozen=True)
class ColourMatrix:
    """How the first colour fares for every pair of players, each also against itself:
    the ladder of each side, for games where the sides differ (Hare and Hounds)."""

    game: GameSpec
    players: tuple[str, ...]
    tallies: dict[Pairing, Tally]
    """(first colour's player, second colour's player) -> the first colour's results."""
    interrupted: bool

    def out_of_order(self) -> list[str]:
        """Cells where a level does worse, on either side, than the level below it."""
        first, second = self.game.player_names
        levels = [name for name in self.players if name in self.game.levels]
        found = []
        for weaker, stronger in itertools.pairwise(levels):
            for other in self.players:
                if self.tallies[stronger, other].score < self.tallies[weaker, other].score:
                    found.append(f"{stronger} as {first} below {weaker} against {other}")
                if self.tallies[other, stronger].score > self.tallies[other, weaker].score:
                    found.append(f"{stronger} as {second} below {weaker} against {other}")
        return found


def run_colour_matrix(
    game: GameSpec,
    players: Sequence[PlayerSpec],
    games_per_side: int,
    *,
    jobs: int = 1,
    seed: int = DEFAULT_SEED,
    opening_plies: int | None = None,
    max_plies: int = MAX_PLIES,
    on_progress: ProgressCallback | None = None,
    ray_address: str | None = None,
) -> ColourMatrix:
    """Play every pair of ``players`` ``games_per_side`` times with each on each side, and
    each player against itself ``games_per_side`` times: one match per pair, seeded with
    ``seed`` as :func:`run_match` seeds it."""
    names = tuple(player.text for player in players)
    pairs = [*itertools.combinations(players, 2), *((player, player) for player in players)]
    tallies = {(a, b): Tally() for a in names for b in names}
    for a, b in pairs:
        games = games_per_side if a is b else 2 * games_per_side
        match = run_match(
            game,
            (a, b),
            games,
            jobs=jobs,
            seed=seed,
            opening_plies=opening_plies,
            max_plies=max_plies,
            on_progress=on_progress,
            ray_address=ray_address,
        )
        for record in match.records:
            first = record.task.players[record.task.player_of_colour(0)]
            second = record.task.players[record.task.player_of_colour(1)]
            pairing = (first, second)
            tallies[pairing] = tallies[pairing].record(
                record.result_for(record.task.player_of_colour(0))
            )
        if match.interrupted:
            return ColourMatrix(game, names, tallies, interrupted=True)
    return ColourMatrix(game, names, tallies, interrupted=False)
