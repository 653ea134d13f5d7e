"""The balanced openings: the three-stone family, its five-stone extensions, the stored
file and its scores."""

from __future__ import annotations

import sys

import pytest

from games.mnk.openings import (
    Opening,
    balanced_openings,
    candidate_openings,
    canonical,
    cell_of,
    extended_openings,
    parse_openings,
    position_key,
)
from games.registry import get_game
from tests.support import FAKES
from tools.build.gomoku_openings import MARGIN, brain_value, score_opening


def cells(moves: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(cell_of(move) for move in moves)


def near_centre(moves: tuple[str, ...]) -> bool:
    return all(abs(column - 7) <= 2 and abs(row - 7) <= 2 for column, row in cells(moves))


def test_the_family_is_the_26_renju_openings_shape() -> None:
    openings = candidate_openings()
    assert len(openings) == 26
    assert len({canonical(cells(moves)) for moves in openings}) == 26
    direct = [moves for moves in openings if moves[1] == "h9"]
    assert len(direct) == 13  # 13 with White next to h8 in a line, 13 on a diagonal
    for moves in openings:
        state = get_game("gomoku").replay(list(moves))
        assert state.to_move == 1 and state.outcome() is None
        assert near_centre(moves)


def test_symmetric_openings_share_a_canonical_form() -> None:
    # h8 h9 f6 mirrored left to right is h8 h9 j6; turned a quarter anticlockwise: h8 g8 j6.
    base = canonical(cells(("h8", "h9", "f6")))
    assert canonical(cells(("h8", "h9", "j6"))) == base
    assert canonical(cells(("h8", "g8", "j6"))) == base
    assert canonical(cells(("h8", "h9", "g6"))) != base


def test_a_position_key_ignores_move_order_and_symmetry() -> None:
    key = position_key(("h8", "h9", "g7", "i7", "f6"))
    assert position_key(("h8", "i7", "f6", "h9", "g7")) == key  # Black's stones swapped
    assert position_key(("h8", "h9", "i7", "g7", "j6")) == key  # mirrored left to right
    assert position_key(("h9", "h8", "i7", "g7", "f6")) != key  # colours swapped


def test_extensions_add_a_white_and_a_black_stone_near_the_centre_once_each() -> None:
    bases = [("h8", "h9", "g7"), ("h8", "i9", "j10")]
    extensions = extended_openings(bases)
    assert len({position_key(moves) for moves in extensions}) == len(extensions)
    for moves in extensions:
        assert moves[:3] in bases and len(moves) == 5 and len(set(moves)) == 5
        assert near_centre(moves)
    # h8 i9 j10 is symmetric about its diagonal: a mirrored pair of stones counts once
    mirrored = (("h8", "i9", "j10", "g7", "h6"), ("h8", "i9", "j10", "g7", "f8"))
    assert sum(moves in extensions for moves in mirrored) == 1
    # every pair of stones near the centre is there, as itself or as an image
    keys = {position_key(moves) for moves in extensions}
    centre = [f"{column}{row}" for column in "fghij" for row in range(6, 11)]
    for white in centre:
        for black in centre:
            moves = ("h8", "h9", "g7", white, black)
            assert len(set(moves)) < 5 or position_key(moves) in keys


def test_the_stored_openings_are_balanced_extensions_of_the_family() -> None:
    stored = balanced_openings()
    family = set(candidate_openings())
    assert len(stored) >= 50  # a 100-game match meets 50 positions, each with both colours
    assert len({position_key(opening.moves) for opening in stored}) == len(stored)
    for opening in stored:
        assert len(opening.moves) == 5 and opening.moves[:3] in family
        assert near_centre(opening.moves)
        assert abs(opening.score) <= MARGIN
        state = get_game("gomoku").replay(list(opening.moves))
        assert state.to_move == 1 and state.outcome() is None


@pytest.mark.slow
def test_the_build_is_reproducible_and_a_stored_opening_still_balanced() -> None:
    """The search is limited by nodes only, so a score is the same every time; today's
    engine still rates the first stored opening within the margin (the stored scores are
    those of the engine that built the file: ``--check`` re-scores them)."""
    first = balanced_openings()[0]
    score = score_opening(first.moves, first.nodes)
    assert score == score_opening(first.moves, first.nodes)
    assert score.moves == first.moves and score.nodes == first.nodes
    assert abs(score.score) <= MARGIN


def test_parse_round_trip_and_errors() -> None:
    opening = Opening(("h8", "h9", "g7"), -12, 60_000)
    assert parse_openings("# header\n" + opening.line() + "\n") == [opening]
    try:
        parse_openings("h8 h9 g7  # no score here\n")
    except ValueError as error:
        assert "line 1" in str(error)
    else:
        raise AssertionError("a line without a score must be refused")


def test_a_brains_value_is_read_from_its_report() -> None:
    fake = [sys.executable, str(FAKES / "gomocup_fake_brain.py")]
    opening = ("h8", "h9", "g7", "i7", "f6")
    assert brain_value([*fake, "rated"], opening, 1.0) == -17
    assert brain_value([*fake, "first"], opening, 1.0) is None  # it reports no value
