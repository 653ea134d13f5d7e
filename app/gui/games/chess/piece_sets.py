"""Chess piece sets: how the pieces look, chosen in *View > Piece set*.

- *Classic*: python-chess's SVG pieces (Colin M.L. Burnett's set, as python-chess ships it).
- *Silhouettes*: flat shapes drawn here in SVG, one fill and one outline, no inner lines:
  they stay readable small.
- *Letters*: the piece's letter (K Q R B N P) in a disc of its side's colour, for people who
  find figurines hard to tell apart.

A set paints a piece into a square box of widget pixels; White is owner 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import chess
import chess.svg
from PyQt6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPen
from PyQt6.QtSvg import QSvgRenderer
from PyQt6.QtWidgets import QApplication

from games.base import Piece
from games.chess.rules import PIECE_KINDS

PIECE_TYPES = {kind: piece_type for piece_type, kind in PIECE_KINDS.items()}
"""python-chess piece type of each ``Piece.kind``."""

SIDE_COLOURS = ((QColor("#fafafa"), QColor("#262626")), (QColor("#262626"), QColor("#e8e8e8")))
"""Fill and outline of White's (owner 0) and Black's pieces in the sets drawn here."""

SILHOUETTES = {
    chess.PAWN: (
        '<circle cx="22.5" cy="13.5" r="5.2"/>'
        '<path d="M16 35 C16 28 19.5 25 20 20.5 L25 20.5 C25.5 25 29 28 29 35 Z"/>'
        '<rect x="16.5" y="18.8" width="12" height="3.2" rx="1.4"/>'
    ),
    chess.ROOK: (
        '<path d="M11.5 16 L11.5 8 L16 8 L16 11.5 L20 11.5 L20 8 L25 8 L25 11.5 L29 11.5'
        ' L29 8 L33.5 8 L33.5 16 Z"/>'
        '<path d="M14.5 15 L30.5 15 L31.5 33 L13.5 33 Z"/>'
    ),
    chess.KNIGHT: (
        '<path d="M13 36 C13 30 16.5 27 19 24.5 C17 24 15 24.5 13 26.5 C11 27 9 26 8.5 23.5'
        " C10 18.5 13 14 17 10.5 L16.5 6 L20 9 L21.5 5.5 L23.5 9.5 C30.5 11 35 18 35 26"
        ' C35 30 34.5 33 34 36 Z"/>'
    ),
    chess.BISHOP: (
        '<circle cx="22.5" cy="8.5" r="2.6"/>'
        '<path d="M22.5 10.5 C15.5 15 14.5 22 17 27.5 L28 27.5 C30.5 22 29.5 15 22.5 10.5 Z"/>'
        '<rect x="15.5" y="26.5" width="14" height="3.5" rx="1.5"/>'
        '<path d="M18.5 30 L26.5 30 L28 35 L17 35 Z"/>'
    ),
    chess.QUEEN: (
        '<path d="M12 31 L8.5 13.5 L14.5 23 L16 10 L20 22 L22.5 8.5 L25 22 L29 10 L30.5 23'
        ' L36.5 13.5 L33 31 Z"/>'
        '<circle cx="8.5" cy="12.5" r="2.3"/><circle cx="16" cy="9" r="2.3"/>'
        '<circle cx="22.5" cy="7.5" r="2.3"/><circle cx="29" cy="9" r="2.3"/>'
        '<circle cx="36.5" cy="12.5" r="2.3"/>'
        '<rect x="12" y="30" width="21" height="5" rx="1.5"/>'
    ),
    chess.KING: (
        '<rect x="21.2" y="3.5" width="2.6" height="10"/>'
        '<rect x="18.5" y="6" width="8" height="2.6"/>'
        '<path d="M12 31 C6.5 24 10 15.5 17 16.5 C19.5 17 21.5 18.5 22.5 20.5'
        ' C23.5 18.5 25.5 17 28 16.5 C35 15.5 38.5 24 33 31 Z"/>'
        '<ellipse cx="22.5" cy="16" rx="3.2" ry="4"/>'
        '<rect x="12" y="30" width="21" height="5" rx="1.5"/>'
    ),
}
"""Each piece's shapes on a 45-unit square, drawn as one silhouette (their union)."""

SILHOUETTE_BASE = '<rect x="9.5" y="34.5" width="26" height="5" rx="2"/>'
"""The plinth every silhouette stands on."""

SILHOUETTE_DETAILS = {
    chess.KNIGHT: '<circle cx="24.5" cy="15.5" r="1.5"/>',
    chess.BISHOP: '<path d="M25 15 L20.5 21" stroke-width="1.6" stroke-linecap="round"/>',
}
"""Marks drawn in the outline colour over the fill (the knight's eye, the bishop's slit)."""


def silhouette_svg(piece_type: int, white: bool) -> bytes:
    """A silhouette piece as SVG: its shapes outlined (drawn thick in the outline colour),
    then filled over, so that only the union's edge shows."""
    fill, outline = (colour.name() for colour in SIDE_COLOURS[0 if white else 1])
    shapes = SILHOUETTES[piece_type] + SILHOUETTE_BASE
    details = SILHOUETTE_DETAILS.get(piece_type, "")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45" width="45" height="45">'
        f'<g fill="{outline}" stroke="{outline}" stroke-width="3" stroke-linejoin="round">'
        f"{shapes}</g>"
        f'<g fill="{fill}" stroke="none">{shapes}</g>'
        f'<g fill="{outline}" stroke="{outline}">{details}</g>'
        "</svg>"
    ).encode()


def classic_svg(piece_type: int, white: bool) -> bytes:
    """python-chess's own SVG of the piece."""
    colour = chess.WHITE if white else chess.BLACK
    return chess.svg.piece(chess.Piece(piece_type, colour)).encode()


@dataclass(frozen=True, slots=True)
class PieceSet:
    """A chess piece set: a name stored in the settings, a menu title, and how it paints."""

    name: str
    title: str
    """Shown in *View > Piece set*."""

    def paint(self, painter: QPainter, box: QRectF, piece: Piece) -> None:
        """Draw ``piece`` filling the square ``box`` (widget pixels)."""
        _renderer(self.name, piece.owner, piece.kind).render(painter, box)


@dataclass(frozen=True, slots=True)
class LetterSet(PieceSet):
    """Letters in discs: drawn with the painter, not from SVG."""

    def paint(self, painter: QPainter, box: QRectF, piece: Piece) -> None:
        fill, outline = SIDE_COLOURS[piece.owner % 2]
        radius = 0.44 * box.width()
        centre = box.center()
        painter.setPen(QPen(outline, max(1.0, 0.05 * box.width())))
        painter.setBrush(fill)
        painter.drawEllipse(centre, radius, radius)
        font = QFont(painter.font())
        font.setPixelSize(max(6, round(0.56 * box.width())))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(outline)
        letter = chess.piece_symbol(PIECE_TYPES[piece.kind]).upper()
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)


SVG_SETS = {"classic": classic_svg, "silhouettes": silhouette_svg}
"""The SVG of each piece, by the name of the set drawn from SVG."""

CLASSIC = PieceSet("classic", QT_TRANSLATE_NOOP("PieceSet", "&Classic"))
SILHOUETTE_SET = PieceSet("silhouettes", QT_TRANSLATE_NOOP("PieceSet", "&Silhouettes"))
LETTER_SET = LetterSet("letters", QT_TRANSLATE_NOOP("PieceSet", "&Letters"))
PIECE_SETS = {piece_set.name: piece_set for piece_set in (CLASSIC, SILHOUETTE_SET, LETTER_SET)}
"""Every piece set by name, the default first."""


@cache
def _renderer(set_name: str, owner: int, kind: str) -> QSvgRenderer:
    """A renderer of a piece's SVG, made once per set and piece (kept by the application)."""
    svg = SVG_SETS[set_name](PIECE_TYPES[kind], owner == 0)
    return QSvgRenderer(QByteArray(svg), QApplication.instance())
