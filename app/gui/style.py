"""Colours and the style sheet of the window: light, dark and high-contrast palettes.

A :class:`Palette` holds every colour the window and the board paint with.  The
light one is a warm wooden board on paper; the dark one dims the wood so a dark
desktop shows no glaring board; the high-contrast one is black with white
outlines and text that meets WCAG AA (at least 4.5:1).  ``system`` follows the
desktop's colour scheme (Qt >= 6.5), else the lightness of the platform palette.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PyQt6.QtCore import QT_TRANSLATE_NOOP, Qt
from PyQt6.QtGui import QColor, QGuiApplication, QPalette

SYSTEM = "system"
"""The palette choice that follows the desktop's light or dark colour scheme."""


@dataclass(frozen=True)
class Palette:
    """Every colour Plyboard paints with, for one look (``light``, ``dark``, ``high-contrast``)."""

    name: str
    title: str
    """Shown in the View > Palette menu."""
    dark: bool
    """Whether the window is dark (light text on a dark background)."""
    window: QColor
    panel: QColor
    panel_border: QColor
    text: QColor
    muted_text: QColor
    link: QColor
    result_text: QColor
    result_fill: QColor
    result_border: QColor
    notice_fill: QColor
    """The background of the resume bar."""

    board_frame: QColor
    board_frame_edge: QColor
    board_shadow: QColor
    board_surface: QColor
    tile: QColor
    tile_hover: QColor
    board_line: QColor
    label: QColor
    """Coordinates drawn on the board frame."""

    last_move: QColor
    winning: QColor
    winning_line: QColor
    last_move_dot: QColor
    """Marks the last stone played where stones cover the cell highlight (gomoku)."""
    selected: QColor
    target: QColor
    illegal: QColor
    hint: QColor
    hint_fill: QColor
    cursor: QColor
    score_tags: Mapping[str, QColor]
    """Analysis overlay tags by their first letter: win, loss, draw; anything else (estimates)."""
    score_text: QColor
    glyph_colours: tuple[QColor, QColor]
    """X and O glyphs (players 0 and 1)."""
    disc_colours: tuple[QColor, QColor]
    """Discs of players 0 and 1 whose names are no colour names."""
    slot_frame: QColor
    """The upright frame of a slots board (Connect Four blue)."""
    slot_hole: QColor
    """An empty hole of a slots board."""
    tile_edge: QColor | None = None
    """A line drawn round every square of a squares board (``None``: none)."""
    piece_outline: QColor | None = None
    """A ring drawn around every piece (``None``: a darker shade of the piece)."""
    outline_scale: float = 1.0
    """How much thicker than usual outlines, rings and the cursor are drawn."""
    extra_style: str = field(default="", repr=False)
    """Style sheet rules added after the common ones (strong outlines)."""


def _tags(win: str, loss: str, draw: str, estimate: str) -> dict[str, QColor]:
    return {"W": QColor(win), "L": QColor(loss), "D": QColor(draw), "": QColor(estimate)}


LIGHT = Palette(
    name="light",
    title=QT_TRANSLATE_NOOP("Palette", "&Light"),
    dark=False,
    window=QColor("#f3eee4"),
    panel=QColor("#fbf8f2"),
    panel_border=QColor("#ddd3c2"),
    text=QColor("#2f2a24"),
    muted_text=QColor("#6e6255"),
    link=QColor("#234e84"),
    result_text=QColor("#1f5f2a"),
    result_fill=QColor("#e3f1dc"),
    result_border=QColor("#b8d9a8"),
    notice_fill=QColor("#fff4d6"),
    board_frame=QColor("#b9854f"),
    board_frame_edge=QColor("#8e6136"),
    board_shadow=QColor(60, 40, 20, 45),
    board_surface=QColor("#e2bd86"),
    tile=QColor("#efd6aa"),
    tile_hover=QColor("#f8e6c4"),
    board_line=QColor("#5e3f22"),
    label=QColor("#fbeed6"),
    last_move=QColor("#f6dc7e"),
    winning=QColor("#a9d69a"),
    winning_line=QColor(46, 125, 50, 170),
    last_move_dot=QColor("#d84315"),
    selected=QColor("#2e7fb8"),
    target=QColor(46, 127, 184, 150),
    illegal=QColor("#d9412f"),
    hint=QColor("#2e8b3e"),
    hint_fill=QColor(46, 139, 62, 55),
    cursor=QColor("#6a3fb5"),
    score_tags=_tags("#e12e7d32", "#e1b03428", "#e16e5c46", "#d22f2a24"),
    score_text=QColor("#fbf8f2"),
    glyph_colours=(QColor("#234e84"), QColor("#c0392b")),
    disc_colours=(QColor("#2d2a26"), QColor("#f6f1e7")),
    slot_frame=QColor("#2d62b3"),
    slot_hole=QColor("#f3efe7"),
)

DARK = Palette(
    name="dark",
    title=QT_TRANSLATE_NOOP("Palette", "&Dark"),
    dark=True,
    window=QColor("#1e1c1a"),
    panel=QColor("#292623"),
    panel_border=QColor("#45403a"),
    text=QColor("#ece6dc"),
    muted_text=QColor("#b4aa9c"),
    link=QColor("#9cc3f2"),
    result_text=QColor("#bfe6b0"),
    result_fill=QColor("#233a22"),
    result_border=QColor("#3f6a3a"),
    notice_fill=QColor("#3d3420"),
    board_frame=QColor("#5a3f27"),
    board_frame_edge=QColor("#3b2919"),
    board_shadow=QColor(0, 0, 0, 90),
    board_surface=QColor("#8d6b45"),
    tile=QColor("#7a5c3b"),
    tile_hover=QColor("#93734d"),
    board_line=QColor("#2a1c0f"),
    label=QColor("#e9d9bd"),
    last_move=QColor("#806a1c"),
    winning=QColor("#3f6b35"),
    winning_line=QColor(150, 220, 140, 190),
    last_move_dot=QColor("#ff7043"),
    selected=QColor("#6cb6ff"),
    target=QColor(108, 182, 255, 160),
    illegal=QColor("#ff6b5a"),
    hint=QColor("#7ee08c"),
    hint_fill=QColor(126, 224, 140, 60),
    cursor=QColor("#d0a8ff"),
    score_tags=_tags("#e82e6b31", "#e89a2f25", "#e8594a39", "#e0201d1a"),
    score_text=QColor("#f4efe6"),
    glyph_colours=(QColor("#b9dcff"), QColor("#ffc1b6")),
    disc_colours=(QColor("#1f1d1b"), QColor("#efe9de")),
    slot_frame=QColor("#23477f"),
    slot_hole=QColor("#17161a"),
    piece_outline=QColor("#e6d9c4"),
)

HIGH_CONTRAST = Palette(
    name="high-contrast",
    title=QT_TRANSLATE_NOOP("Palette", "&High contrast"),
    dark=True,
    window=QColor("#000000"),
    panel=QColor("#000000"),
    panel_border=QColor("#ffffff"),
    text=QColor("#ffffff"),
    muted_text=QColor("#e6e6e6"),
    link=QColor("#7fdbff"),
    result_text=QColor("#ffffff"),
    result_fill=QColor("#004d00"),
    result_border=QColor("#ffffff"),
    notice_fill=QColor("#1a1a00"),
    board_frame=QColor("#000000"),
    board_frame_edge=QColor("#ffffff"),
    board_shadow=QColor(0, 0, 0, 0),
    board_surface=QColor("#000000"),
    tile=QColor("#000000"),
    tile_hover=QColor("#333333"),
    board_line=QColor("#ffffff"),
    label=QColor("#ffffff"),
    last_move=QColor("#1a3fa0"),
    winning=QColor("#006b00"),
    winning_line=QColor("#00ff00"),
    last_move_dot=QColor("#ff00ff"),
    selected=QColor("#00e5ff"),
    target=QColor("#00e5ff"),
    illegal=QColor("#ff3030"),
    hint=QColor("#00ff00"),
    hint_fill=QColor(0, 255, 0, 70),
    cursor=QColor("#ffff00"),
    score_tags=_tags("#006400", "#a00000", "#3a3a3a", "#000000"),
    score_text=QColor("#ffffff"),
    glyph_colours=(QColor("#ffff00"), QColor("#00e5ff")),
    disc_colours=(QColor("#000000"), QColor("#ffffff")),
    slot_frame=QColor("#000000"),
    slot_hole=QColor("#000000"),
    tile_edge=QColor("#ffffff"),
    piece_outline=QColor("#ffffff"),
    outline_scale=2.0,
    extra_style="""
QPushButton, QSpinBox, QTableWidget, QHeaderView::section, QMenu, QToolButton:hover {
    border: 2px solid #ffffff;
}
QPushButton { padding: 4px 12px; background: #000000; color: #ffffff; }
QPushButton:focus, QSpinBox:focus { border: 2px solid #ffff00; }
QHeaderView::section { background: #000000; color: #ffffff; padding: 3px; }
QMenu::item:selected { background: #ffffff; color: #000000; }
QProgressBar { border: 2px solid #ffffff; }
QProgressBar::chunk { background: #ffff00; }
""",
)

_platform_palette: list[QPalette] = []
"""The application's palette from before :func:`apply_palette` first replaced it (see
:func:`_platform`)."""

PALETTES = {palette.name: palette for palette in (LIGHT, DARK, HIGH_CONTRAST)}
PALETTE_CHOICES = (SYSTEM, *PALETTES)
"""What View > Palette offers: follow the system, or one palette by name."""


def system_prefers_dark() -> bool:
    """Whether the desktop uses a dark colour scheme.

    Qt reports the scheme (6.5 and later); where it is unknown, a platform palette whose
    window colour is dark counts as dark (the palette from before Plyboard set its own).
    """
    scheme = QGuiApplication.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown:
        return scheme == Qt.ColorScheme.Dark
    return _platform().color(QPalette.ColorRole.Window).lightnessF() < 0.5


def _platform() -> QPalette:
    """The application's palette from before Plyboard first replaced it."""
    if not _platform_palette:
        _platform_palette.append(QGuiApplication.palette())
    return _platform_palette[0]


def palette_for(choice: str) -> Palette:
    """The palette a View > Palette ``choice`` stands for (``system``: light or dark)."""
    if choice == SYSTEM:
        return DARK if system_prefers_dark() else LIGHT
    try:
        return PALETTES[choice]
    except KeyError:
        raise ValueError(
            f"unknown palette {choice!r}; choose one of {', '.join(PALETTE_CHOICES)}"
        ) from None


def qt_palette(palette: Palette) -> QPalette:
    """The Qt palette that makes standard widgets (menus, dialogs, tables) match ``palette``."""
    button = palette.panel if palette.dark else palette.panel.darker(104)
    qt = QPalette(button, palette.window)
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.WindowText, palette.text),
        (roles.Text, palette.text),
        (roles.ButtonText, palette.text),
        (roles.Base, palette.panel),
        (roles.AlternateBase, palette.window),
        (roles.ToolTipBase, palette.panel),
        (roles.ToolTipText, palette.text),
        (roles.PlaceholderText, palette.muted_text),
        (roles.Link, palette.link),
        (roles.Highlight, palette.selected if palette.dark else palette.selected.darker(130)),
        (roles.HighlightedText, palette.window if palette.dark else QColor("#ffffff")),
    ):
        qt.setColor(role, colour)
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        qt.setColor(QPalette.ColorGroup.Disabled, role, palette.muted_text)
    return qt


def apply_palette(palette: Palette) -> None:
    """Make the running application's standard widgets (dialogs, menus) use ``palette``."""
    _platform()  # remembered first, for system_prefers_dark()
    QGuiApplication.setPalette(qt_palette(palette))


def recoloured_svg(svg: bytes, palette: Palette) -> bytes:
    """An icon drawn in the light palette's text colour (its ink), redrawn in ``palette``'s."""
    ink = LIGHT.text.name().encode()
    return svg.replace(ink, palette.text.name().encode())


def style_sheet(palette: Palette) -> str:
    """The window's style sheet in ``palette``'s colours."""
    outline = round(palette.outline_scale)
    return f"""
QMainWindow, QDialog {{ background: {palette.window.name()}; }}
QScrollArea#panelArea, QScrollArea#panelArea > QWidget > QWidget {{ background: transparent; }}
QFrame#sidePanel {{
    background: {palette.panel.name()};
    border: {outline}px solid {palette.panel_border.name()};
    border-radius: 10px;
}}
QFrame#sidePanel QLabel {{ color: {palette.text.name()}; background: transparent; }}
QLabel#gameTitle {{ font-size: 15pt; font-weight: 600; }}
QLabel#sectionTitle {{
    color: {palette.muted_text.name()};
    font-size: 8pt;
    font-weight: 700;
    letter-spacing: 1px;
    padding-top: 8px;
}}
QLabel#turnLine {{ font-size: 11pt; font-weight: 600; }}
QLabel#resultLine {{
    font-size: 11pt;
    font-weight: 700;
    color: {palette.result_text.name()};
    background: {palette.result_fill.name()};
    border: {outline}px solid {palette.result_border.name()};
    border-radius: 6px;
    padding: 6px;
}}
QLabel#noteLine {{ color: {palette.muted_text.name()}; }}
QLabel#errorLine {{ color: {as_text(palette, palette.illegal).name()}; }}
QLabel#hintLine {{ color: {as_text(palette, palette.hint).name()}; font-weight: 600; }}
QFrame#resumeBar {{
    background: {palette.notice_fill.name()};
    border-bottom: {outline}px solid {palette.panel_border.name()};
}}
QFrame#resumeBar QLabel {{ color: {palette.text.name()}; }}
QStatusBar, QStatusBar QLabel {{ color: {palette.text.name()}; }}
{palette.extra_style}"""


def as_text(palette: Palette, colour: QColor) -> QColor:
    """A signal colour (hint, error) for text on ``palette``'s panel: darker on light panels,
    so that it stays readable."""
    return colour if palette.dark else colour.darker(130)


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of ``colour`` (0 black .. 1 white)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 .. 21; AA text needs 4.5)."""
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
