"""Arrows and circles a person draws on a board, as immutable values (no Qt).

A :class:`Marks` value is what is drawn on one position: arrows from cell to cell and
circles on cells, each in one of four :class:`MarkColour`s, cells being indices into the
game's :class:`~games.base.BoardLayout`.  Drawing a mark again takes it off; drawing it
in another colour recolours it (as chess sites do).  A game's marks belong to the
positions of its tree (:attr:`app.services.game_tree.Node.marks`), each saved in
Plyboard's JSON as :func:`position_marks_to_json` writes them (older saves kept them by
ply, :func:`marks_from_json`); chess writes them in PGN as ``[%cal ...]`` and
``[%csl ...]`` instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class MarkColour(StrEnum):
    """The four colours, by their letter in PGN's ``%cal``/``%csl`` commands."""

    GREEN = "G"
    RED = "R"
    BLUE = "B"
    YELLOW = "Y"


class MarksError(ValueError):
    """Saved marks that cannot be read; the message says why."""


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from cell ``start`` to cell ``end``."""

    start: int
    end: int
    colour: MarkColour = MarkColour.GREEN

    def same_place(self, other: Arrow | Circle) -> bool:
        return isinstance(other, Arrow) and (other.start, other.end) == (self.start, self.end)


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle around ``cell``."""

    cell: int
    colour: MarkColour = MarkColour.GREEN

    def same_place(self, other: Arrow | Circle) -> bool:
        return isinstance(other, Circle) and other.cell == self.cell


Mark = Arrow | Circle


@dataclass(frozen=True, slots=True)
class Marks:
    """The arrows and circles on one position, in the order they were drawn."""

    arrows: tuple[Arrow, ...] = ()
    circles: tuple[Circle, ...] = ()

    @property
    def empty(self) -> bool:
        return not self.arrows and not self.circles

    def toggled(self, mark: Mark) -> Marks:
        """With ``mark`` drawn: added, taken off when it is there in its colour, recoloured
        when it is there in another."""
        if isinstance(mark, Arrow):
            kept = tuple(arrow for arrow in self.arrows if not mark.same_place(arrow))
            arrows = kept if mark in self.arrows else (*kept, mark)
            return Marks(arrows, self.circles)
        kept_circles = tuple(circle for circle in self.circles if not mark.same_place(circle))
        circles = kept_circles if mark in self.circles else (*kept_circles, mark)
        return Marks(self.arrows, circles)

    def with_mark(self, mark: Mark | None) -> Marks:
        """These marks and ``mark`` on top (the one being drawn), whatever is there."""
        if mark is None or mark in self.arrows or mark in self.circles:
            return self
        if isinstance(mark, Arrow):
            return Marks((*self.arrows, mark), self.circles)
        return Marks(self.arrows, (*self.circles, mark))

    def cells(self) -> frozenset[int]:
        """Every cell a mark touches."""
        ends = {cell for arrow in self.arrows for cell in (arrow.start, arrow.end)}
        return frozenset(ends | {circle.cell for circle in self.circles})


NO_MARKS = Marks()


def move_mark(cells: tuple[int, ...], colour: MarkColour = MarkColour.GREEN) -> Marks:
    """A move's cells as a mark: an arrow from the first to the last, a circle for one cell
    (a placement); none for no cells."""
    if not cells:
        return NO_MARKS
    if len(cells) > 1 and cells[0] != cells[-1]:
        return Marks(arrows=(Arrow(cells[0], cells[-1], colour),))
    return Marks(circles=(Circle(cells[-1], colour),))


def position_marks_to_json(marks: Marks) -> dict[str, Any]:
    """The marks of one position as JSON values:
    ``{"arrows": [[12, 28, "G"]], "circles": [[27, "R"]]}``."""
    return {
        "arrows": [[arrow.start, arrow.end, str(arrow.colour)] for arrow in marks.arrows],
        "circles": [[circle.cell, str(circle.colour)] for circle in marks.circles],
    }


def position_marks_from_json(value: object) -> Marks:
    """The marks :func:`position_marks_to_json` wrote; raises :class:`MarksError`."""
    if not isinstance(value, dict):
        raise MarksError("the marks of a position must be an object")
    arrows = tuple(Arrow(start, end, colour) for start, end, colour in _entries(value, "arrows", 3))
    circles = tuple(Circle(cell, colour) for cell, colour in _entries(value, "circles", 2))
    return Marks(arrows, circles)


def marks_to_json(by_ply: Mapping[int, Marks]) -> dict[str, Any]:
    """``by_ply`` for a saved game's ``marks`` field: ``{"3": {"arrows": [[12, 28, "G"]],
    "circles": [[27, "R"]]}}``; positions without marks are left out."""
    return {
        str(ply): position_marks_to_json(marks)
        for ply, marks in sorted(by_ply.items())
        if not marks.empty
    }


def marks_from_json(document: object) -> dict[int, Marks]:
    """The marks by ply of a saved game's ``marks`` field; raises :class:`MarksError`."""
    if not isinstance(document, dict):
        raise MarksError("the field 'marks' must be an object of positions")
    by_ply: dict[int, Marks] = {}
    for key, value in document.items():
        if not (isinstance(key, str) and key.isdigit()) or not isinstance(value, dict):
            raise MarksError(f"the marks of position {key!r} cannot be read")
        by_ply[int(key)] = position_marks_from_json(value)
    return by_ply


def _entries(value: Mapping[str, Any], name: str, size: int) -> list[tuple[Any, ...]]:
    """The ``[cell, ..., colour]`` lists of ``value[name]``, checked."""
    entries = value.get(name, [])
    if not isinstance(entries, list):
        raise MarksError(f"the {name} of a position must be a list")
    checked = []
    for entry in entries:
        if not isinstance(entry, list) or len(entry) != size:
            raise MarksError(f"one of the {name} is not a list of {size} values")
        *cells, letter = entry
        if not all(
            isinstance(cell, int) and not isinstance(cell, bool) and cell >= 0 for cell in cells
        ):
            raise MarksError(f"one of the {name} names no cell")
        if letter not in tuple(MarkColour):
            raise MarksError(f"colour {letter!r} is not one of {', '.join(MarkColour)}")
        checked.append((*cells, MarkColour(letter)))
    return checked
