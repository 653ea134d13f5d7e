"""How pieces look: shaded discs in the players' colours, X and O glyphs, and icons.

A piece is drawn around a centre (widget pixels) with a radius (pixels) that the
board drawing chooses.  Stones of players named X and O are glyphs; other stones are
discs; a piece of another kind is its icon ``resources/icons/<kind>.svg`` on a pale
disc, or a disc with the kind's initial when there is no icon.
"""

from __future__ import annotations

from importlib import resources

from PyQt6.QtCore import QObject, QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PyQt6.QtSvg import QSvgRenderer

from app.gui import style
from app.gui.board.themes import StoneStyle
from games.base import Piece

NAMED_DISC_COLOURS = {
    "red": QColor("#d33b2c"),
    "yellow": QColor("#f3c623"),
    "white": QColor("#f6f1e7"),
    "black": QColor("#2d2a26"),
    "blue": QColor("#2f6db5"),
    "green": QColor("#3c8d4f"),
}
"""Friendlier shades for players named after a colour (Connect Four's Red and Yellow)."""
PALE_DISC_LIGHTNESS = 0.8
"""Discs at least this light (0..1) get a much darker rim (see :func:`disc_rim`)."""


def disc_colour(player_name: str, owner: int, palette: style.Palette = style.LIGHT) -> QColor:
    """The disc colour for a player: their name when it is a colour, else ``palette``'s."""
    key = player_name.strip().lower()
    if key in NAMED_DISC_COLOURS:
        return NAMED_DISC_COLOURS[key]
    if QColor.isValidColorName(key):
        return QColor(key)
    return palette.disc_colours[owner % 2]


def disc_rim(colour: QColor, palette: style.Palette) -> QColor:
    """The ring around a disc of ``colour``: the palette's outline, else a darker shade
    (much darker for pale discs, so that they stand out on a light board)."""
    if palette.piece_outline is not None:
        return palette.piece_outline
    return colour.darker(150 if colour.lightnessF() < PALE_DISC_LIGHTNESS else 250)


class PieceIcons:
    """The icons of piece kinds (``resources/icons/<kind>.svg``), each loaded once."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent
        self._renderers: dict[str, QSvgRenderer | None] = {}

    def get(self, kind: str) -> QSvgRenderer | None:
        """The renderer for ``kind``'s icon, or ``None`` when there is none."""
        if kind not in self._renderers:
            renderer = None
            icon = resources.files("resources").joinpath("icons", f"{kind}.svg")
            if icon.is_file():
                loaded = QSvgRenderer(icon.read_bytes(), self._parent)
                renderer = loaded if loaded.isValid() else None
            self._renderers[kind] = renderer
        return self._renderers[kind]


def paint_piece(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    piece: Piece,
    player_name: str,
    palette: style.Palette,
    font: QFont,
    icons: PieceIcons,
    stones: StoneStyle = StoneStyle.SHADED,
) -> None:
    """Draw ``piece`` (owned by the player called ``player_name``) at ``centre``; pixels.
    Stones and discs are drawn in the style ``stones``."""
    if piece.kind == "stone" and player_name.upper() in ("X", "O"):
        paint_glyph(painter, centre, radius, player_name.upper(), piece.owner, palette)
        return
    colour = disc_colour(player_name, piece.owner, palette)
    if piece.kind == "stone":
        paint_disc(painter, centre, radius, colour, palette, stones)
        return
    icon = icons.get(piece.kind)
    if icon is None:
        paint_disc(painter, centre, radius, colour, palette, stones)
        text_colour = QColor("#ffffff") if colour.lightnessF() < 0.55 else QColor("#000000")
        letter_font = QFont(font)
        letter_font.setPixelSize(max(8, round(radius)))
        letter_font.setBold(True)
        painter.setFont(letter_font)
        painter.setPen(text_colour)
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, piece.kind[:1].upper())
        return
    paint_disc(painter, centre, radius, style.LIGHT.panel, palette, stones)  # icons are dark
    inner = 0.82 * radius
    icon.render(painter, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner))


def paint_glyph(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    letter: str,
    owner: int,
    palette: style.Palette,
) -> None:
    """An X (two crossed strokes) or an O (a ring) in ``palette``'s glyph colour for ``owner``."""
    pen = QPen(palette.glyph_colours[owner % 2], 0.26 * radius)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if letter == "X":
        reach = 0.66 * radius
        x, y = centre.x(), centre.y()
        painter.drawLine(QPointF(x - reach, y - reach), QPointF(x + reach, y + reach))
        painter.drawLine(QPointF(x - reach, y + reach), QPointF(x + reach, y - reach))
    else:
        painter.drawEllipse(centre, 0.7 * radius, 0.7 * radius)


def paint_disc(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    colour: QColor,
    palette: style.Palette,
    stones: StoneStyle = StoneStyle.SHADED,
) -> None:
    """A disc of ``colour`` in the style ``stones``, with a darker rim, or the palette's
    strong outline when it has one."""
    painter.setPen(Qt.PenStyle.NoPen)
    if stones is not StoneStyle.FLAT:
        painter.setBrush(QColor(40, 25, 10, 60 if stones is StoneStyle.SHADED else 85))
        painter.drawEllipse(centre + QPointF(0.06 * radius, 0.1 * radius), radius, radius)
    painter.setBrush(_stone_brush(centre, radius, colour, stones))
    rim = disc_rim(colour, palette)
    painter.setPen(QPen(rim, max(1.0, 0.06 * radius * palette.outline_scale)))
    painter.drawEllipse(centre, radius, radius)
    if stones is StoneStyle.GLOSSY:
        _paint_shine(painter, centre, radius, colour)


def _stone_brush(
    centre: QPointF, radius: float, colour: QColor, stones: StoneStyle
) -> QColor | QRadialGradient:
    """The fill of a disc: one colour (flat) or lit from the upper left."""
    if stones is StoneStyle.FLAT:
        return colour
    light = centre - QPointF(0.35 * radius, 0.4 * radius)
    gradient = QRadialGradient(light, 1.5 * radius)
    if stones is StoneStyle.SHADED:
        gradient.setColorAt(0.0, colour.lighter(135))
        gradient.setColorAt(1.0, colour.darker(115))
        return gradient
    pale = colour.lightnessF() >= PALE_DISC_LIGHTNESS
    gradient = QRadialGradient(centre, 1.05 * radius, light)
    gradient.setColorAt(0.0, colour.lighter(112) if pale else colour.lighter(260))
    gradient.setColorAt(0.55, colour)
    gradient.setColorAt(1.0, colour.darker(140 if pale else 170))
    return gradient


def _paint_shine(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """The bright spot of a glossy stone, up and left of its centre."""
    spot = centre - QPointF(0.36 * radius, 0.4 * radius)
    shine = QRadialGradient(spot, 0.42 * radius)
    strength = 200 if colour.lightnessF() < PALE_DISC_LIGHTNESS else 150
    shine.setColorAt(0.0, QColor(255, 255, 255, strength))
    shine.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shine)
    painter.drawEllipse(spot, 0.42 * radius, 0.42 * radius)
