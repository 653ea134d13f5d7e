"""Move numbers on the stones: *View > Move numbers* (off, the last ten moves, all).

A stone carries the number of the move that placed it (1 for the game's first move) for as
long as it stays where it was placed: a move that lifts or slides pieces (Teeko's second
phase) takes the numbers off the cells it touches.  Numbers are drawn on stones drawn as
discs (Gomoku, Renju, Connect Four, Teeko's drops), not on X and O glyphs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Protocol

from PyQt6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter

from app.gui import style
from app.gui.board.pieces import disc_colour
from games.base import BoardLayout, Piece

LAST_MOVES = 10
"""How many of the last moves keep their numbers in :attr:`MoveNumbers.LAST`."""
TEXT_SHARE = 0.85
"""The number's height, as a share of the stone's radius (two digits)."""
LONG_TEXT_SHARE = 0.62
"""The same for numbers of three digits, so that they stay inside the stone."""
GLYPH_NAMES = ("X", "O")
"""Players whose stones are letters (:func:`app.gui.board.pieces.paint_piece`): unnumbered."""


class MoveNumbers(StrEnum):
    """Which stones show their move number."""

    OFF = "off"
    LAST = "last"
    ALL = "all"

    @property
    def title(self) -> str:
        """The View menu's text."""
        return {
            "off": QCoreApplication.translate("MoveNumbers", "&Off"),
            "last": QCoreApplication.translate("MoveNumbers", "&Last {} moves").format(LAST_MOVES),
            "all": QCoreApplication.translate("MoveNumbers", "&All moves"),
        }[self]


def numbered_cells(moves_cells: Sequence[Sequence[int]], shown: MoveNumbers) -> dict[int, int]:
    """The move number (1 for the first move) of each cell's stone, after the moves whose
    cells are ``moves_cells`` (one tuple per move, as ``state.move_cells`` gives them), for
    the stones ``shown`` numbers."""
    if shown is MoveNumbers.OFF:
        return {}
    numbers: dict[int, int] = {}
    for number, cells in enumerate(moves_cells, start=1):
        if len(cells) == 1:
            numbers[cells[0]] = number
        else:
            for cell in cells:
                numbers.pop(cell, None)
    if shown is MoveNumbers.LAST:
        first_shown = len(moves_cells) - LAST_MOVES + 1
        numbers = {cell: number for cell, number in numbers.items() if number >= first_shown}
    return numbers


def number_colour(stone: QColor) -> QColor:
    """Ink that reads on a stone of colour ``stone``: light on dark stones, dark on light."""
    return QColor("#f6f1e7") if stone.lightnessF() < 0.55 else QColor("#2d2a26")


class NumberedScene(Protocol):
    """What :func:`paint_move_numbers` reads of a board's scene."""

    @property
    def layout(self) -> BoardLayout: ...
    @property
    def pieces(self) -> tuple[Piece | None, ...]: ...
    @property
    def player_names(self) -> tuple[str, str]: ...
    @property
    def palette(self) -> style.Palette: ...
    @property
    def font(self) -> QFont: ...
    @property
    def move_numbers(self) -> Mapping[int, int]: ...
    @property
    def last_move(self) -> tuple[int, ...]: ...


def is_numbered(scene: NumberedScene, cell: int) -> bool:
    """Whether ``cell``'s move number is written: it has one and a stone drawn as a disc."""
    piece = scene.pieces[cell] if cell < len(scene.pieces) else None
    if cell not in scene.move_numbers or piece is None or piece.kind != "stone":
        return False
    return scene.player_names[piece.owner].upper() not in GLYPH_NAMES


def written_numbers(scene: NumberedScene) -> dict[int, int]:
    """The scene's move numbers that are written (see :func:`is_numbered`)."""
    return {cell: n for cell, n in scene.move_numbers.items() if is_numbered(scene, cell)}


def paint_move_numbers(
    painter: QPainter,
    point: Callable[[float, float], QPointF],
    scene: NumberedScene,
    radius: float,
) -> None:
    """Write the scene's move numbers on its stones drawn as discs, each in the ink of its
    stone's colour, the last move's in the palette's last-move colour (it stands for the
    last-move dot there); ``point`` maps board units to widget pixels, ``radius`` is in
    pixels."""
    for cell, number in written_numbers(scene).items():
        piece = scene.pieces[cell]
        assert piece is not None
        text = str(number)
        number_font = QFont(scene.font)
        share = TEXT_SHARE if len(text) < 3 else LONG_TEXT_SHARE
        number_font.setPixelSize(max(7, round(share * radius)))
        number_font.setBold(True)
        painter.setFont(number_font)
        if cell in scene.last_move:
            painter.setPen(scene.palette.last_move_dot)
        else:
            name = scene.player_names[piece.owner]
            painter.setPen(number_colour(disc_colour(name, piece.owner, scene.palette)))
        centre = point(*scene.layout.centres[cell])
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
