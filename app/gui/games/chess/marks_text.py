"""Arrows and circles in PGN comments: ``[%cal Ge2e4,Rd1d8]`` and ``[%csl Gd4]`` (no Qt).

The commands Lichess and ChessBase write: ``%cal`` lists arrows (a colour letter, the
from square, the to square), ``%csl`` circled squares (a colour letter, the square); the
colours are ``G``, ``R``, ``B`` and ``Y``.  Cells are the board's squares (0 is a1).
Marks are written as Lichess writes them, circles first: ``[%csl Gd4][%cal Ge2e4]``, so
a comment read is written back the same, the rest of its text (its note) after them.
An item that names no colour or square is left out, as chess sites do.
"""

from __future__ import annotations

import re

import chess

from app.services.marks import Arrow, Circle, MarkColour, Marks

_COMMAND = re.compile(r"\[%(cal|csl)\s+([^\]]*)\]")
_ARROW = re.compile(r"([GRBY])([a-h][1-8])([a-h][1-8])")
_CIRCLE = re.compile(r"([GRBY])([a-h][1-8])")


def marks_of_comment(comment: str) -> Marks:
    """The arrows and circles a PGN comment's ``%cal`` and ``%csl`` commands draw."""
    arrows: list[Arrow] = []
    circles: list[Circle] = []
    for command, items in _COMMAND.findall(comment):
        for item in items.split(","):
            if command == "cal" and (found := _ARROW.fullmatch(item.strip())):
                colour, start, end = found.groups()
                arrows.append(
                    Arrow(chess.parse_square(start), chess.parse_square(end), MarkColour(colour))
                )
            elif command == "csl" and (found := _CIRCLE.fullmatch(item.strip())):
                colour, square = found.groups()
                circles.append(Circle(chess.parse_square(square), MarkColour(colour)))
    return Marks(tuple(arrows), tuple(circles))


def note_of_comment(comment: str) -> str:
    """A PGN comment's text without its ``%cal`` and ``%csl`` commands."""
    return " ".join(_COMMAND.sub(" ", comment).split())


def comment_text(marks: Marks, note: str) -> str:
    """The comment that draws ``marks`` and says ``note``: ``[%cal Ge2e4] the centre``."""
    return " ".join(part for part in (comment_of_marks(marks), note) if part)


def comment_of_marks(marks: Marks) -> str:
    """``marks`` as PGN comment commands: ``[%csl Gd4][%cal Ge2e4,Rd1d8]`` ("" for none)."""
    circles = ",".join(
        f"{circle.colour}{chess.square_name(circle.cell)}" for circle in marks.circles
    )
    arrows = ",".join(
        f"{arrow.colour}{chess.square_name(arrow.start)}{chess.square_name(arrow.end)}"
        for arrow in marks.arrows
    )
    return (f"[%csl {circles}]" if circles else "") + (f"[%cal {arrows}]" if arrows else "")
