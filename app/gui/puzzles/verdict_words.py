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
    QT_TRANSLATE_NOOP("Puzzles", "find a better move"),
    QT_TRANSLATE_NOOP("Puzzles", "stop the win by fours"),
    QT_TRANSLATE_NOOP("Puzzles", "stop the threat"),
    QT_TRANSLATE_NOOP("Puzzles", "right: a double four wins"),
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
            r"win by threes in (?P<count>\d+)",
            lambda: translate("Puzzles", "win by threes in {count}"),
        ),
        sentence(
            r"right: (?P<side>\w+) cannot meet the threats",
            lambda: translate("Puzzles", "right: {side} cannot meet the threats"),
        ),
        sentence(
            r"this is neither a four nor an open three: (?P<side>\w+) is free to answer",
            lambda: translate(
                "Puzzles", "this is neither a four nor an open three: {side} is free to answer"
            ),
        ),
        sentence(
            r"(?P<side>\w+) can meet this threat: no win by threats follows",
            lambda: translate("Puzzles", "{side} can meet this threat: no win by threats follows"),
        ),
        sentence(
            r"(?P<side>\w+) answers at (?P<cell>[a-z]\d+) and no win by threats follows",
            lambda: translate("Puzzles", "{side} answers at {cell} and no win by threats follows"),
        ),
        sentence(
            r"right: (?P<side>\w+) has no win by fours or threes left",
            lambda: translate("Puzzles", "right: {side} has no win by fours or threes left"),
        ),
        sentence(
            r"(?P<side>\w+) still wins by fours: (?P<line>.+)",
            lambda: translate("Puzzles", "{side} still wins by fours: {line}"),
        ),
        sentence(
            r"(?P<side>\w+) still wins by threes: (?P<line>.+)",
            lambda: translate("Puzzles", "{side} still wins by threes: {line}"),
        ),
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
            r"right: (?P<move>\S+) is the review's best move",
            lambda: translate("Puzzles", "right: {move} is the review's best move"),
        ),
        sentence(
            r"this loses (?P<amount>[\d.]+) pawns against (?P<best>\S+)",
            lambda: translate("Puzzles", "this loses {amount} pawns against {best}"),
        ),
        sentence(
            r"right: within (?P<amount>[\d.]+) pawns of (?P<best>\S+)",
            lambda: translate("Puzzles", "right: within {amount} pawns of {best}"),
        ),
        sentence(
            r"right: as good as (?P<best>\S+)",
            lambda: translate("Puzzles", "right: as good as {best}"),
        ),
        sentence(
            r"this lets (?P<side>\w+) make five at (?P<cell>[a-z]\d+)",
            lambda: translate("Puzzles", "this lets {side} make five at {cell}"),
        ),
        sentence(
            r"right: (?P<side>\w+) has no win by fours now",
            lambda: translate("Puzzles", "right: {side} has no win by fours now"),
        ),
        sentence(
            r"this lets (?P<side>\w+) win by fours: (?P<line>.+)",
            lambda: translate("Puzzles", "this lets {side} win by fours: {line}"),
        ),
        sentence(
            r"right: after (?P<side>\w+) blocks at (?P<cell>[a-z]\d+), (?P=side) has no win by "
            r"fours",
            lambda: translate(
                "Puzzles", "right: after {side} blocks at {cell}, {side} has no win by fours"
            ),
        ),
        sentence(
            r"this four only delays: (?P<side>\w+) blocks at (?P<cell>[a-z]\d+) and still wins "
            r"by fours: (?P<line>.+)",
            lambda: translate(
                "Puzzles",
                "this four only delays: {side} blocks at {cell} and still wins by fours: {line}",
            ),
        ),
        sentence(
            r"(?P<cells>[a-z\d …]+) \(1 move\)",
            lambda: translate("Puzzles", "{cells} (1 move)"),
        ),
        sentence(
            r"(?P<cells>[a-z\d …]+) \((?P<count>\d+) moves\)",
            lambda: translate("Puzzles", "{cells} ({count} moves)"),
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
