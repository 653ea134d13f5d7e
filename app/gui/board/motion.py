"""The motion of one move on the board, planned from the positions before and after it,
and painted at any moment of its animation.

:func:`plan_motion` compares the pieces of two positions cell by cell, whatever the game:
a piece that left one cell and stands on another *slides* (the move's own cells first,
then each other piece to the nearest cell it left: castling's rook), a piece that stands
where none of its kind left *arrives* (a placed stone, a promoted piece without a slide),
and a piece that left without standing anywhere else *departs* (a capture).
:func:`paint_motion` draws them over the still pieces at a progress from 0 (the position
before) to 1 (the position after).  Board units throughout, as in
:mod:`app.gui.board.drawing`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from PyQt6.QtCore import QEasingCurve
from PyQt6.QtGui import QPainter

from games.base import Piece

DROP_HEIGHT = -1.0
"""Board y a dropped piece falls from: one row over the top row."""
ARRIVAL_SCALE = 0.6
"""A fading-in piece's size when it starts to appear, as a share of its size in place."""

_SLIDE_CURVE = QEasingCurve(QEasingCurve.Type.OutCubic)
_DROP_CURVE = QEasingCurve(QEasingCurve.Type.OutBounce)
_GROW_CURVE = QEasingCurve(QEasingCurve.Type.OutBack)


class Entrance(Enum):
    """How an arriving piece comes onto the board."""

    FADE = "fade"
    """It fades in where it lands, growing into place."""
    DROP = "drop"
    """It falls from above the board into its cell (Connect Four's discs)."""


@dataclass(frozen=True, slots=True)
class Slide:
    """A piece moving from cell ``start`` to cell ``end``."""

    piece: Piece
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Motion:
    """What moves while one move is animated; cells are indices into the board's layout."""

    slides: tuple[Slide, ...] = ()
    arrivals: tuple[tuple[int, Piece], ...] = ()
    """Pieces that come onto these cells (see :attr:`entrance`)."""
    departures: tuple[tuple[int, Piece], ...] = ()
    """Pieces that leave the board from these cells, fading out (captures)."""
    entrance: Entrance = Entrance.FADE

    @property
    def moving_cells(self) -> frozenset[int]:
        """The cells of the position after whose pieces the motion draws (not in place)."""
        return frozenset(
            (*(slide.end for slide in self.slides), *(cell for cell, _ in self.arrivals))
        )

    @property
    def empty(self) -> bool:
        return not (self.slides or self.arrivals or self.departures)

    def entering(self, entrance: Entrance) -> Motion:
        """This motion with arriving pieces coming on as ``entrance`` says."""
        return replace(self, entrance=entrance)

    def settled(self) -> Motion:
        """This motion with the sliding pieces already in place and nothing fading out under
        them (a piece the person dragged there)."""
        ends = {slide.end for slide in self.slides}
        return replace(
            self,
            slides=(),
            departures=tuple(item for item in self.departures if item[0] not in ends),
        )

    def still_pieces(self, pieces: Sequence[Piece | None]) -> tuple[Piece | None, ...]:
        """``pieces`` (the position after) without those this motion draws on their way."""
        moving = self.moving_cells
        return tuple(None if cell in moving else piece for cell, piece in enumerate(pieces))


def plan_motion(
    before: Sequence[Piece | None],
    after: Sequence[Piece | None],
    move_cells: Sequence[int],
    centres: Sequence[tuple[float, float]],
) -> Motion:
    """The motion from the position ``before`` to ``after`` (pieces by cell) of the move whose
    cells are ``move_cells`` (as ``state.move_cells`` gives them: from and to for a slide);
    ``centres`` are the cells' board points, to pair the other moving pieces by distance."""
    if len(before) != len(after):
        return Motion()
    left = {
        cell: piece
        for cell, piece in enumerate(before)
        if piece is not None and piece != after[cell]
    }
    came = {
        cell: piece
        for cell, piece in enumerate(after)
        if piece is not None and piece != before[cell]
    }
    slides: list[Slide] = []
    if len(move_cells) >= 2 and move_cells[0] in left and move_cells[-1] in came:
        start, end = move_cells[0], move_cells[-1]
        slides.append(Slide(came.pop(end), start, end))
        del left[start]
    for end, piece in sorted(came.items()):
        starts = [cell for cell, gone in left.items() if gone == piece]
        if starts:
            start = min(starts, key=lambda cell: math.dist(centres[cell], centres[end]))
            slides.append(Slide(piece, start, end))
            del left[start], came[end]
    return Motion(tuple(slides), tuple(sorted(came.items())), tuple(sorted(left.items())))


PaintPieceAt = Callable[[Piece, float, float, float], None]
"""Paints a piece at a board point (x, y) at a scale of its size in place (1: as placed)."""


def paint_motion(
    painter: QPainter,
    motion: Motion,
    progress: float,
    centres: Sequence[tuple[float, float]],
    paint_piece_at: PaintPieceAt,
) -> None:
    """Draw ``motion`` at ``progress`` (0: the move begins, 1: it is done): the departing
    pieces fading out, the sliding ones on their way, the arriving ones coming on."""
    for cell, piece in motion.departures:
        painter.setOpacity(1.0 - progress)
        paint_piece_at(piece, *centres[cell], 1.0)
    painter.setOpacity(1.0)
    along = _SLIDE_CURVE.valueForProgress(progress)
    for slide in motion.slides:
        (x0, y0), (x1, y1) = centres[slide.start], centres[slide.end]
        paint_piece_at(slide.piece, x0 + (x1 - x0) * along, y0 + (y1 - y0) * along, 1.0)
    for cell, piece in motion.arrivals:
        x, y = centres[cell]
        if motion.entrance is Entrance.DROP:
            fallen = _DROP_CURVE.valueForProgress(progress)
            paint_piece_at(piece, x, DROP_HEIGHT + (y - DROP_HEIGHT) * fallen, 1.0)
            continue
        painter.setOpacity(min(1.0, 2.0 * progress))
        grown = _GROW_CURVE.valueForProgress(progress)
        paint_piece_at(piece, x, y, ARRIVAL_SCALE + (1.0 - ARRIVAL_SCALE) * grown)
    painter.setOpacity(1.0)
