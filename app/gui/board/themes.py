"""Board themes and stone styles: how boards look, chosen in *View > Board theme* and
*View > Stone style*, independent of the palette.

A :class:`BoardTheme` is a small set of board colours (:class:`BoardColours`: the frame,
the playing surface, tiles and chequered squares, lines, coordinates and a slots board's
frame and holes) for light and for dark palettes.  The palette still decides everything
that is not the board's wood: text, the last move, the win, hints, the cursor, the pieces'
outlines.  The *wood* theme is the palettes' own board.  The high-contrast palette keeps
its own black board with white lines and black-and-white squares whatever the theme: its
contrast is its point, and a tinted board would lower it.

A :class:`BoardLooks` (theme and stone style) is a value a board view is given and passes
into every :class:`~app.gui.board.drawing.BoardScene` it paints.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PyQt6.QtGui import QColor

from app.gui import style


@dataclass(frozen=True, slots=True)
class BoardColours:
    """The colours of a board (not of the marks on it) under one palette."""

    frame: QColor
    frame_edge: QColor
    surface: QColor
    """The playing area under the cells (between the tiles, around the crossings)."""
    tile: QColor
    tile_hover: QColor
    line: QColor
    """Grid lines, star points, a points board's lines and names."""
    label: QColor
    """Coordinates, written on the frame."""
    squares: tuple[QColor, QColor]
    """Light and dark squares of a chequered board (chess)."""
    slot_frame: QColor
    """The upright frame of a slots board (Connect Four)."""
    slot_hole: QColor


WOOD_SQUARES = {
    style.LIGHT.name: (QColor("#f0d9b5"), QColor("#b58863")),
    style.DARK.name: (QColor("#b8a17f"), QColor("#7a5b3e")),
    style.HIGH_CONTRAST.name: (QColor("#ffffff"), QColor("#7a7a7a")),
}
"""The classic wood-brown squares by palette name: a dimmer pair on the dark palette,
white and grey for high contrast."""


def palette_board(palette: style.Palette) -> BoardColours:
    """The board ``palette`` itself describes: the wood theme, and high contrast's board."""
    fallback = style.DARK if palette.dark else style.LIGHT
    squares = WOOD_SQUARES.get(palette.name, WOOD_SQUARES[fallback.name])
    return BoardColours(
        frame=palette.board_frame,
        frame_edge=palette.board_frame_edge,
        surface=palette.board_surface,
        tile=palette.tile,
        tile_hover=palette.tile_hover,
        line=palette.board_line,
        label=palette.label,
        squares=squares,
        slot_frame=palette.slot_frame,
        slot_hole=palette.slot_hole,
    )


def _colours(
    *,
    frame: str,
    edge: str,
    surface: str,
    tile: str,
    hover: str,
    line: str,
    label: str,
    light: str,
    dark: str,
    slot_frame: str,
    hole: str,
) -> BoardColours:
    """:class:`BoardColours` from colour names (``light`` and ``dark``: the squares)."""
    return BoardColours(
        frame=QColor(frame),
        frame_edge=QColor(edge),
        surface=QColor(surface),
        tile=QColor(tile),
        tile_hover=QColor(hover),
        line=QColor(line),
        label=QColor(label),
        squares=(QColor(light), QColor(dark)),
        slot_frame=QColor(slot_frame),
        slot_hole=QColor(hole),
    )


@dataclass(frozen=True, slots=True)
class BoardTheme:
    """A board theme: its colours on light and on dark palettes (``None``: the palette's
    own board, that is the wood)."""

    name: str
    """Stored in the settings file."""
    title: str
    """Shown in *View > Board theme*."""
    light: BoardColours | None = None
    dark: BoardColours | None = None

    def colours(self, palette: style.Palette) -> BoardColours:
        """This theme's board under ``palette`` (high contrast keeps its own board)."""
        if palette.name == style.HIGH_CONTRAST.name:
            return palette_board(palette)
        chosen = self.dark if palette.dark else self.light
        return chosen if chosen is not None else palette_board(palette)


WOOD = BoardTheme("wood", QT_TRANSLATE_NOOP("BoardTheme", "&Wood"))
BLUE = BoardTheme(
    "blue",
    QT_TRANSLATE_NOOP("BoardTheme", "&Blue"),
    light=_colours(
        frame="#4f7299",
        edge="#35516f",
        surface="#c3d5e8",
        tile="#dbe6f2",
        hover="#eef4fa",
        line="#1f3550",
        label="#f2f7fc",
        light="#dee3e6",
        dark="#8ca2ad",
        slot_frame="#3f7196",
        hole="#eef2f6",
    ),
    dark=_colours(
        frame="#2b3f55",
        edge="#1b2837",
        surface="#4a627c",
        tile="#405770",
        hover="#56708c",
        line="#0f1b28",
        label="#dbe7f3",
        light="#93a6b5",
        dark="#4f6a80",
        slot_frame="#1e3d5c",
        hole="#141a21",
    ),
)
GREEN = BoardTheme(
    "green",
    QT_TRANSLATE_NOOP("BoardTheme", "&Green"),
    light=_colours(
        frame="#557a45",
        edge="#3a572d",
        surface="#c6dbb2",
        tile="#dcead0",
        hover="#edf5e5",
        line="#243a1b",
        label="#f2f8ec",
        light="#eeeed2",
        dark="#769656",
        slot_frame="#3e7a4e",
        hole="#f1f4ec",
    ),
    dark=_colours(
        frame="#2d4326",
        edge="#1c2b17",
        surface="#526b46",
        tile="#485f3d",
        hover="#5c7851",
        line="#121e0e",
        label="#dfead3",
        light="#a7b394",
        dark="#58723f",
        slot_frame="#28513a",
        hole="#151a14",
    ),
)
GREY = BoardTheme(
    "grey",
    QT_TRANSLATE_NOOP("BoardTheme", "G&rey"),
    light=_colours(
        frame="#6f747b",
        edge="#4d5157",
        surface="#d3d5d8",
        tile="#e4e5e7",
        hover="#f3f4f5",
        line="#2a2e33",
        label="#f6f7f8",
        light="#e3e3e3",
        dark="#9a9da3",
        slot_frame="#5d6570",
        hole="#f2f2f2",
    ),
    dark=_colours(
        frame="#393c41",
        edge="#24262a",
        surface="#5f636a",
        tile="#53575d",
        hover="#686c73",
        line="#141618",
        label="#e3e5e8",
        light="#aaadb2",
        dark="#676b72",
        slot_frame="#3b424b",
        hole="#16171a",
    ),
)

THEMES = {theme.name: theme for theme in (WOOD, BLUE, GREEN, GREY)}
"""Every board theme by name, the default first."""


class StoneStyle(StrEnum):
    """How stones and discs are drawn (*View > Stone style*)."""

    SHADED = "shaded"
    """A soft light from the upper left and a small shadow (the first look)."""
    FLAT = "flat"
    """One colour and a rim, no light or shadow: the plainest to read."""
    GLOSSY = "glossy"
    """Slate and shell: a strong light from the upper left with a bright spot."""

    @property
    def title(self) -> str:
        """The View menu's text."""
        return {
            "shaded": QCoreApplication.translate("StoneStyle", "&Shaded"),
            "flat": QCoreApplication.translate("StoneStyle", "&Flat"),
            "glossy": QCoreApplication.translate("StoneStyle", "&Glossy"),
        }[self]


@dataclass(frozen=True, slots=True)
class BoardLooks:
    """What a board looks like beyond the palette: its theme and its stones."""

    theme: BoardTheme = WOOD
    stones: StoneStyle = StoneStyle.SHADED


DEFAULT_LOOKS = BoardLooks()
"""A first start's looks: the wood theme and shaded stones."""
