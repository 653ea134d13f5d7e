"""Marks as values: toggling, and their JSON in saved games (old files without them load)."""

from __future__ import annotations

import json

import pytest

from app.services.marks import (
    NO_MARKS,
    Arrow,
    Circle,
    MarkColour,
    Marks,
    marks_from_json,
    marks_to_json,
    move_mark,
)
from app.services.record import SavedGame, SavedGameError, from_json, read_game, to_json

RED = MarkColour.RED


def test_drawing_a_mark_adds_it_again_removes_it_and_another_colour_recolours_it() -> None:
    marks = NO_MARKS.toggled(Arrow(1, 2)).toggled(Circle(3)).toggled(Arrow(4, 5))
    assert marks == Marks((Arrow(1, 2), Arrow(4, 5)), (Circle(3),))
    assert marks.toggled(Arrow(1, 2)) == Marks((Arrow(4, 5),), (Circle(3),))
    assert marks.toggled(Circle(3, RED)) == Marks((Arrow(1, 2), Arrow(4, 5)), (Circle(3, RED),))
    assert marks.toggled(Arrow(2, 1)).arrows[-1] == Arrow(2, 1)  # the other way is another
    assert marks.cells() == {1, 2, 3, 4, 5}
    assert marks.toggled(Circle(3)).toggled(Arrow(1, 2)).toggled(Arrow(4, 5)).empty


def test_a_move_is_an_arrow_from_its_first_cell_to_its_last_or_a_circle() -> None:
    assert move_mark((12, 28)) == Marks(arrows=(Arrow(12, 28),))
    assert move_mark((7,)) == Marks(circles=(Circle(7),))
    assert move_mark(()) == NO_MARKS


def test_marks_by_ply_round_trip_through_json() -> None:
    by_ply = {0: Marks(circles=(Circle(4, RED),)), 3: Marks((Arrow(0, 8, MarkColour.YELLOW),))}
    document = marks_to_json({**by_ply, 5: NO_MARKS})
    assert document == {
        "0": {"arrows": [], "circles": [[4, "R"]]},
        "3": {"arrows": [[0, 8, "Y"]], "circles": []},
    }
    assert marks_from_json(json.loads(json.dumps(document))) == by_ply


def saved(**fields) -> SavedGame:
    values = dict(
        game="tictactoe",
        computer_players=frozenset({1}),
        level="easy",
        algorithm="auto",
        moves=("b2", "a1"),
    )
    return SavedGame(**{**values, **fields})


def test_a_saved_game_keeps_its_marks_and_one_without_writes_none() -> None:
    plain = to_json(saved())
    assert "marks" not in json.loads(plain)
    assert from_json(plain).marks == {}  # files from before marks load
    marked = saved(marks={1: Marks((Arrow(4, 0),), (Circle(8, RED),))}, notes={0: "a start"})
    loaded = read_game(to_json(marked), ("auto",))
    assert loaded.saved == marked


@pytest.mark.parametrize(
    ("marks", "says"),
    [
        ([], "must be an object"),
        ({"x": {}}, "cannot be read"),
        ({"1": {"arrows": [[1, "G"]]}}, "not a list of 3"),
        ({"1": {"arrows": [[1, True, "G"]]}}, "names no cell"),
        ({"1": {"circles": [[1, "P"]]}}, "colour 'P'"),
        ({"1": {"circles": "G1"}}, "must be a list"),
        ({"3": {"circles": [[1, "G"]]}}, "marks after move 3"),
        ({"1": {"circles": [[9, "G"]]}}, "off the board"),
    ],
)
def test_bad_marks_are_refused_with_a_reason(marks: object, says: str) -> None:
    document = json.loads(to_json(saved()))
    document["marks"] = marks
    with pytest.raises(SavedGameError, match=says):
        read_game(json.dumps(document), ("auto",))


@pytest.mark.parametrize(
    ("notes", "says"),
    [(["x"], "must map plies"), ({"1": 7}, "must map plies"), ({"4": "late"}, "a note after")],
)
def test_bad_notes_are_refused_with_a_reason(notes: object, says: str) -> None:
    document = json.loads(to_json(saved()))
    document["notes"] = notes
    with pytest.raises(SavedGameError, match=says):
        read_game(json.dumps(document), ("auto",))
