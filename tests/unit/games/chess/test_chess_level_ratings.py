"""The chess levels' Elo labels hold against their calibration (issue 46): the tallies in
``docs/benchmarks/chess-levels-elo.tsv`` (``python -m tools.match.elo_map --pool --tsv``
over the arena records; BENCHMARKS.md, "Chess levels in Elo")."""

from __future__ import annotations

from collections import defaultdict

import pytest

from engine.player import Level
from games.chess import LEVELS
from tests.support import REPO
from tools.match.elo_map import Match, fitted_rating, matches_from_tsv

CALIBRATION = REPO / "docs" / "benchmarks" / "chess-levels-elo.tsv"
LOWEST_UCI_ELO = 1350
"""Stockfish 15.1's weakest ``UCI_Elo``."""
GAMES_A_PAIR = 100
PLACED_BY = "medium"
"""The lowest level calibrated against Stockfish, against which weaker ones are placed."""
EXTRAPOLATED = {"expert"}
"""Levels whose label comes from the node line, not from games at their own time (5 s a
move: 100 games would take most of a day on this machine)."""


def played_as(name: str, level: Level) -> str:
    """The arena spec the calibration played ``level`` as: the compiled engine at a node
    budget as ``expert:nodes=N`` (its 5 s cap never binds there), other levels by name."""
    if level.algorithm == "compiled" and level.limits.nodes is not None:
        return f"expert:nodes={level.limits.nodes}"
    return name


def calibration() -> dict[str, list[Match]]:
    by_config: dict[str, list[Match]] = defaultdict(list)
    for match in matches_from_tsv(CALIBRATION.read_text(encoding="utf-8"), CALIBRATION.name):
        by_config[match.player].append(match)
    return by_config


def against_stockfish(name: str) -> list[Match]:
    matches = calibration()[played_as(name, LEVELS[name])]
    return [match for match in matches if match.anchor.startswith("uci:")]


CALIBRATED = [name for name in LEVELS if name not in EXTRAPOLATED]
ABOVE_FLOOR = [name for name in CALIBRATED if LEVELS[name].rating >= LOWEST_UCI_ELO]
BELOW_FLOOR = [name for name in CALIBRATED if LEVELS[name].rating < LOWEST_UCI_ELO]


@pytest.mark.parametrize("name", ABOVE_FLOOR)
def test_a_level_is_rated_within_its_interval_over_two_stockfish_settings(name):
    matches = against_stockfish(name)
    games_by_anchor: dict[int, int] = defaultdict(int)
    for match in matches:
        games_by_anchor[match.anchor_elo] += match.tally.games
    assert len(games_by_anchor) >= 2, f"{name}: {dict(games_by_anchor)}"
    assert all(games >= GAMES_A_PAIR for games in games_by_anchor.values())
    rating = fitted_rating(matches)
    assert rating.lower <= LEVELS[name].rating <= rating.upper, (name, rating)


@pytest.mark.parametrize("name", BELOW_FLOOR)
def test_a_level_below_stockfish_s_floor_is_placed_by_games_against_medium(name):
    anchor = fitted_rating(against_stockfish(PLACED_BY)).elo
    placed = [m for m in calibration()[played_as(name, LEVELS[name])] if m.anchor == PLACED_BY]
    assert sum(match.tally.games for match in placed) >= GAMES_A_PAIR
    rated = [Match(m.source, m.player, m.anchor, round(anchor), m.tally) for m in placed]
    rating = fitted_rating(rated)
    assert rating.lower <= LEVELS[name].rating <= rating.upper, (name, rating)


def test_every_level_but_expert_is_calibrated():
    assert set(ABOVE_FLOOR) | set(BELOW_FLOOR) == set(LEVELS) - EXTRAPOLATED
    assert PLACED_BY in ABOVE_FLOOR
