"""The words the Qt-free layers name sides, games and levels with, in the window's
language.

The games, the engine and the services speak English and stay free of Qt; the window
translates their words where it shows them (:func:`game_word`).  Each word is listed
here with ``QT_TRANSLATE_NOOP`` so that ``python -m tools.gui.i18n --update`` finds it;
a word not listed (a custom m,n,k title) is shown as it is.
"""

from __future__ import annotations

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "GameWords"

WORDS = (
    # sides
    QT_TRANSLATE_NOOP("GameWords", "Black"),
    QT_TRANSLATE_NOOP("GameWords", "White"),
    QT_TRANSLATE_NOOP("GameWords", "Red"),
    QT_TRANSLATE_NOOP("GameWords", "Yellow"),
    QT_TRANSLATE_NOOP("GameWords", "Hare"),
    QT_TRANSLATE_NOOP("GameWords", "Hounds"),
    # games
    QT_TRANSLATE_NOOP("GameWords", "Tic-tac-toe"),
    QT_TRANSLATE_NOOP("GameWords", "4 in a row (5×5)"),  # noqa: RUF001
    QT_TRANSLATE_NOOP("GameWords", "5 in a row (7×7)"),  # noqa: RUF001
    QT_TRANSLATE_NOOP("GameWords", "Connect Four"),
    QT_TRANSLATE_NOOP("GameWords", "Connect Four (6×5)"),  # noqa: RUF001
    QT_TRANSLATE_NOOP("GameWords", "Connect Four (8×7)"),  # noqa: RUF001
    QT_TRANSLATE_NOOP("GameWords", "Hare and Hounds"),
    QT_TRANSLATE_NOOP("GameWords", "Hare and Hounds (hare first)"),
    QT_TRANSLATE_NOOP("GameWords", "Hare and Hounds (hare in the centre)"),
    QT_TRANSLATE_NOOP("GameWords", "Hare and Hounds (hare to the tip)"),
    QT_TRANSLATE_NOOP("GameWords", "Hare and Hounds (40-ply limit)"),
    QT_TRANSLATE_NOOP("GameWords", "Teeko"),
    QT_TRANSLATE_NOOP("GameWords", "Teeko (no centre first)"),
    QT_TRANSLATE_NOOP("GameWords", "Gomoku"),
    QT_TRANSLATE_NOOP("GameWords", "Gomoku (standard)"),
    QT_TRANSLATE_NOOP("GameWords", "Gomoku (renju)"),
    QT_TRANSLATE_NOOP("GameWords", "Chess"),
    # levels
    QT_TRANSLATE_NOOP("GameWords", "beginner"),
    QT_TRANSLATE_NOOP("GameWords", "easy"),
    QT_TRANSLATE_NOOP("GameWords", "medium"),
    QT_TRANSLATE_NOOP("GameWords", "hard"),
    QT_TRANSLATE_NOOP("GameWords", "expert"),
)
"""Every word :func:`game_word` translates (the extractor reads this list)."""


def game_word(text: str) -> str:
    """``text``, a side's, game's or level's name from the Qt-free layers, in the
    window's language (as it is when it has no translation)."""
    return QCoreApplication.translate(CONTEXT, text)
