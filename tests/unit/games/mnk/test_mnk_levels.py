"""The m,n,k boards' level tables: which table a board gets, and that its matches replay."""

import pytest

from app.services.arena import run_match
from app.services.players import parse_player
from engine.player import LEVEL_NAMES
from games.mnk.spec import (
    FIVE_BY_FIVE_LEVELS,
    FIVE_IN_A_ROW_LEVELS,
    LARGE_BOARD_LEVELS,
    SMALL_BOARD_LEVELS,
    TICTACTOE_LEVELS,
    levels_for,
)
from games.registry import MNK_PRESETS, get_game


@pytest.mark.parametrize(
    ("size", "table"),
    [
        ((3, 3, 3), TICTACTOE_LEVELS),
        ((4, 4, 4), SMALL_BOARD_LEVELS),
        ((4, 3, 3), SMALL_BOARD_LEVELS),
        ((5, 5, 4), FIVE_BY_FIVE_LEVELS),
        ((7, 7, 5), FIVE_IN_A_ROW_LEVELS),
        ((9, 9, 5), FIVE_IN_A_ROW_LEVELS),
        ((6, 5, 4), LARGE_BOARD_LEVELS),
        ((8, 8, 4), LARGE_BOARD_LEVELS),
    ],
)
def test_each_board_gets_its_table(size, table):
    assert levels_for(*size) is table
    assert get_game("mnk-{}-{}-{}".format(*size)).levels is table


@pytest.mark.parametrize("size", MNK_PRESETS)
def test_every_level_of_a_preset_has_an_engine(size):
    spec = get_game("mnk-{}-{}-{}".format(*size))
    assert tuple(spec.levels) == LEVEL_NAMES
    # Hints, analysis and review ask for the "auto" engine: expert's own.
    assert spec.searcher("auto").name == spec.level("expert").algorithm
    for name in LEVEL_NAMES:
        searcher = spec.searcher(spec.level(name).algorithm)
        assert searcher.name == spec.level(name).algorithm


@pytest.mark.parametrize("table", [FIVE_BY_FIVE_LEVELS, FIVE_IN_A_ROW_LEVELS])
def test_calibrated_levels_are_limited_by_depth_or_nodes(table):
    """So that a ladder measures the levels and not the machine's load (a time limit
    only caps a slow machine)."""
    for name, level in table.items():
        assert level.limits.depth is not None or level.limits.nodes is not None, name


@pytest.mark.slow
def test_a_5x5_match_between_expert_and_hard_replays_from_its_seed():
    spec = get_game("mnk-5-5-4")
    players = (parse_player("expert", spec), parse_player("hard", spec))
    first = run_match(spec, players, 2, seed=7)
    again = run_match(spec, players, 2, seed=7)
    assert [record.moves for record in first.records] == [record.moves for record in again.records]
    assert all(record.result_for(0) != "loss" for record in first.records)
