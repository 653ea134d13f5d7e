"""The puzzles' goals and the verdicts' reasons (written in English by
:mod:`app.services.puzzle_play` and the oracles) in the player's language."""

from __future__ import annotations

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.gui.texts import Phrases, said, sentence

translate = QCoreApplication.translate

_WHOLE = (
    QT_TRANSLATE_NOOP("Puzzles", "draw"),
    QT_TRANSLATE_NOOP("Puzzles", "win material"),
    QT_TRANSLATE_NOOP("Puzzles", "this only draws"),
    QT_TRANSLATE_NOOP("Puzzles", "right: it wins"),
    QT_TRANSLATE_NOOP("Puzzles", "right: it holds the draw"),
    QT_TRANSLATE_NOOP("Puzzles", "right: five in a row"),
    QT_TRANSLATE_NOOP("Puzzles", "right: checkmate"),
    QT_TRANSLATE_NOOP("Puzzles", "right: it wins material"),
    QT_TRANSLATE_NOOP("Puzzles", "this four does not lead to a win by fours"),
)

PUZZLE_WORDS = Phrases(
    dict.fromkeys(_WHOLE, "Puzzles"),
    (
        sentence(r"win in (?P<count>\d+)", lambda: translate("Puzzles", "win in {count}")),
        sentence(
            r"win by fours in (?P<count>\d+)",
            lambda: translate("Puzzles", "win by fours in {count}"),
        ),
        sentence(r"mate in (?P<count>\d+)", lambda: translate("Puzzles", "mate in {count}")),
        sentence(
            r"this lets (?P<side>\w+) win in 1 move",
            lambda: translate("Puzzles", "this lets {side} win in 1 move"),
        ),
        sentence(
            r"this lets (?P<side>\w+) win in (?P<count>\d+) moves",
            lambda: translate("Puzzles", "this lets {side} win in {count} moves"),
        ),
        sentence(
            r"right: it wins in 1 move", lambda: translate("Puzzles", "right: it wins in 1 move")
        ),
        sentence(
            r"right: it wins in 1 move, though more slowly than the best",
            lambda: translate(
                "Puzzles", "right: it wins in 1 move, though more slowly than the best"
            ),
        ),
        sentence(
            r"right: it wins in (?P<count>\d+) moves",
            lambda: translate("Puzzles", "right: it wins in {count} moves"),
        ),
        sentence(
            r"right: it wins in (?P<count>\d+) moves, though more slowly than the best",
            lambda: translate(
                "Puzzles", "right: it wins in {count} moves, though more slowly than the best"
            ),
        ),
        sentence(
            r"this lets (?P<side>\w+) make five",
            lambda: translate("Puzzles", "this lets {side} make five"),
        ),
        sentence(
            r"this is not a four: (?P<side>\w+) is free to answer anywhere",
            lambda: translate("Puzzles", "this is not a four: {side} is free to answer anywhere"),
        ),
        sentence(
            r"right: (?P<side>\w+) must block at (?P<cell>[a-z]\d+)",
            lambda: translate("Puzzles", "right: {side} must block at {cell}"),
        ),
        sentence(
            r"right: it mates in (?P<count>\d+)",
            lambda: translate("Puzzles", "right: it mates in {count}"),
        ),
        sentence(
            r"this lets the opponent mate in (?P<count>\d+)",
            lambda: translate("Puzzles", "this lets the opponent mate in {count}"),
        ),
        sentence(
            r"this does not mate in (?P<count>\d+)",
            lambda: translate("Puzzles", "this does not mate in {count}"),
        ),
        sentence(
            r"this leaves the position about even \((?P<score>[-+][\d.]+)\)",
            lambda: translate("Puzzles", "this leaves the position about even ({score})"),
        ),
    ),
)
"""Every goal and reason the puzzles give, whole or by template."""


def puzzle_words(text: str) -> str:
    """A puzzle's goal or a verdict's reason in the player's language."""
    return said(text, PUZZLE_WORDS)
