"""Colours and the style sheet of the window: a warm wooden board on paper."""

from __future__ import annotations

from PyQt6.QtGui import QColor

WINDOW = QColor("#f3eee4")
PANEL = QColor("#fbf8f2")
PANEL_BORDER = QColor("#ddd3c2")
TEXT = QColor("#2f2a24")
MUTED_TEXT = QColor("#7a6e60")
LINK = QColor("#234e84")

BOARD_FRAME = QColor("#b9854f")
BOARD_FRAME_EDGE = QColor("#8e6136")
BOARD_SURFACE = QColor("#e2bd86")
TILE = QColor("#efd6aa")
TILE_HOVER = QColor("#f8e6c4")
BOARD_LINE = QColor("#5e3f22")
LABEL = QColor("#fbeed6")

LAST_MOVE = QColor("#f6dc7e")
WINNING = QColor("#a9d69a")
WINNING_LINE = QColor(46, 125, 50, 170)
LAST_MOVE_DOT = QColor("#d84315")
"""Marks the last stone played where stones cover the cell highlight (gomoku)."""
SELECTED = QColor("#2e7fb8")
TARGET = QColor(46, 127, 184, 150)
ILLEGAL = QColor("#d9412f")
HINT = QColor("#2e8b3e")
HINT_FILL = QColor(46, 139, 62, 55)
CURSOR = QColor("#6a3fb5")
SCORE_TAGS = {
    "W": QColor(46, 125, 50, 225),
    "L": QColor(176, 52, 40, 225),
    "D": QColor(110, 92, 70, 225),
    "": QColor(47, 42, 36, 210),
}
"""Analysis overlay tags by their first letter: win, loss, draw; anything else (estimates)."""
SCORE_TEXT = QColor("#fbf8f2")

GLYPH_COLOURS = (QColor("#234e84"), QColor("#c0392b"))
"""X and O glyphs (players 0 and 1)."""
DISC_COLOURS = (QColor("#2d2a26"), QColor("#f6f1e7"))
"""Discs of players 0 and 1 whose names are no colour names."""

STYLE_SHEET = f"""
QMainWindow, QDialog {{ background: {WINDOW.name()}; }}
QScrollArea#panelArea, QScrollArea#panelArea > QWidget > QWidget {{ background: transparent; }}
QFrame#sidePanel {{
    background: {PANEL.name()};
    border: 1px solid {PANEL_BORDER.name()};
    border-radius: 10px;
}}
QFrame#sidePanel QLabel {{ color: {TEXT.name()}; background: transparent; }}
QLabel#gameTitle {{ font-size: 15pt; font-weight: 600; }}
QLabel#sectionTitle {{
    color: {MUTED_TEXT.name()};
    font-size: 8pt;
    font-weight: 700;
    letter-spacing: 1px;
    padding-top: 8px;
}}
QLabel#turnLine {{ font-size: 11pt; font-weight: 600; }}
QLabel#resultLine {{
    font-size: 11pt;
    font-weight: 700;
    color: #1f5f2a;
    background: #e3f1dc;
    border: 1px solid #b8d9a8;
    border-radius: 6px;
    padding: 6px;
}}
QLabel#noteLine {{ color: {MUTED_TEXT.name()}; }}
QLabel#errorLine {{ color: {ILLEGAL.name()}; }}
QLabel#hintLine {{ color: {HINT.darker(130).name()}; font-weight: 600; }}
QFrame#resumeBar {{
    background: #fff4d6;
    border-bottom: 1px solid {PANEL_BORDER.name()};
}}
QFrame#resumeBar QLabel {{ color: {TEXT.name()}; }}
QStatusBar {{ color: {TEXT.name()}; }}
"""
