"""The opening rules' reasons and refusals (written in English by
:mod:`games.mnk.opening_rules` and :mod:`games.mnk.rif`) in the player's language."""

from __future__ import annotations

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.gui.texts import Phrases, said, sentence

translate = QCoreApplication.translate

_REFUSALS = (
    QT_TRANSLATE_NOOP("Openings", "the opening is settled"),
    QT_TRANSLATE_NOOP("Openings", "a colour must be chosen first"),
    QT_TRANSLATE_NOOP("Openings", "Black proposes two points for the 5th stone first"),
    QT_TRANSLATE_NOOP("Openings", "the 5th stone must be one of Black's two proposals"),
    QT_TRANSLATE_NOOP("Openings", "that point is already taken"),
    QT_TRANSLATE_NOOP("Openings", "that point is proposed already"),
    QT_TRANSLATE_NOOP("Openings", "no proposal for the 5th stone is due now"),
    QT_TRANSLATE_NOOP("Openings", "there are no two proposals to pick from now"),
    QT_TRANSLATE_NOOP("Openings", "no colour choice is pending"),
    QT_TRANSLATE_NOOP("Openings", "the 1st stone goes on the centre point"),
    QT_TRANSLATE_NOOP(
        "Openings", "the 2nd stone goes next to the centre point (the central 3x3 square)"
    ),
    QT_TRANSLATE_NOOP("Openings", "the 3rd stone goes within the central 5x5 square"),
    QT_TRANSLATE_NOOP(
        "Openings",
        "the two proposals are the same move mirrored or turned on this position: they must "
        "differ in all respects",
    ),
)

OPENING_WORDS = Phrases(
    dict.fromkeys(_REFUSALS, "Openings"),
    (
        sentence(
            r"I propose (?P<first>[a-z]\d+) and (?P<second>[a-z]\d+) for the 5th stone: my two "
            r"best points that differ \((?P<first_score>[-+][\d.]+) and "
            r"(?P<second_score>[-+][\d.]+) for White\)",
            lambda: translate(
                "Openings",
                "I propose {first} and {second} for the 5th stone: my two best points that "
                "differ ({first_score} and {second_score} for White)",
            ),
        ),
        sentence(
            r"I pick (?P<best>[a-z]\d+) for Black's 5th stone: it leaves White "
            r"(?P<best_score>[-+][\d.]+), (?P<other>[a-z]\d+) would leave "
            r"(?P<other_score>[-+][\d.]+)",
            lambda: translate(
                "Openings",
                "I pick {best} for Black's 5th stone: it leaves White {best_score}, {other} "
                "would leave {other_score}",
            ),
        ),
    ),
)
"""The refusals whole, the RIF placements' reasons by template (the colour choices' reasons
are among :data:`app.gui.texts.WORDS`)."""


def opening_words(text: str) -> str:
    """An opening rule's reason or refusal in the player's language."""
    return said(text, OPENING_WORDS)
