"""The balanced three-stone openings: the family, the stored file and its scores."""

from __future__ import annotations

from games.gomoku.openings import (
    Opening,
    balanced_openings,
    candidate_openings,
    canonical,
    parse_openings,
)
from games.registry import get_game
from tools.build_gomoku_openings import MARGIN, score_opening


def cells(moves: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((ord(move[0]) - ord("a"), int(move[1:]) - 1) for move in moves)


def test_the_family_is_the_26_renju_openings_shape() -> None:
    openings = candidate_openings()
    assert len(openings) == 26
    assert len({canonical(cells(moves)) for moves in openings}) == 26
    direct = [moves for moves in openings if moves[1] == "h9"]
    assert len(direct) == 13  # 13 with White next to h8 in a line, 13 on a diagonal
    for moves in openings:
        state = get_game("gomoku").replay(list(moves))
        assert state.to_move == 1 and state.outcome() is None
        assert all(abs(column - 7) <= 2 and abs(row - 7) <= 2 for column, row in cells(moves))


def test_symmetric_openings_share_a_canonical_form() -> None:
    # h8 h9 f6 mirrored left to right is h8 h9 j6; turned a quarter anticlockwise: h8 g8 j6.
    base = canonical(cells(("h8", "h9", "f6")))
    assert canonical(cells(("h8", "h9", "j6"))) == base
    assert canonical(cells(("h8", "g8", "j6"))) == base
    assert canonical(cells(("h8", "h9", "g6"))) != base


def test_the_stored_openings_are_balanced_members_of_the_family() -> None:
    stored = balanced_openings()
    family = set(candidate_openings())
    assert len(stored) >= 8
    assert len({opening.moves for opening in stored}) == len(stored)
    for opening in stored:
        assert opening.moves in family
        assert abs(opening.score) <= MARGIN


def test_a_stored_score_is_what_the_search_gives() -> None:
    """The build is reproducible: the search is limited by nodes only."""
    first = balanced_openings()[0]
    assert score_opening(first.moves, first.nodes) == first


def test_parse_round_trip_and_errors() -> None:
    opening = Opening(("h8", "h9", "g7"), -12, 60_000)
    assert parse_openings("# header\n" + opening.line() + "\n") == [opening]
    try:
        parse_openings("h8 h9 g7  # no score here\n")
    except ValueError as error:
        assert "line 1" in str(error)
    else:
        raise AssertionError("a line without a score must be refused")
