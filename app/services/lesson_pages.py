"""What a Learn lesson shows, without Qt: the page computed for its position and the
exercise whose answer the engines give (see :mod:`app.services.lessons`).

The words are written in English and pass through a :data:`Translate` the window hands
in (Qt's ``QCoreApplication.translate``): every text is a whole sentence or paragraph in
one ``translate("Lessons", …)`` call, with named ``{placeholders}`` for the figures, so
the translations' extractor finds it (``python -m tools.gui.i18n``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.search import WIN
from games.base import BoardState, GameSpec

Translate = Callable[[str, str], str]
"""Puts an English text of a context ("Lessons", "Sides", "Games") into the reader's
language."""


def untranslated(context: str, text: str) -> str:
    """English, as written: the :data:`Translate` of tests and tools."""
    return text


def sides(spec: GameSpec, state: BoardState, translate: Translate) -> tuple[str, str]:
    """The side to move's name and the other side's, in the reader's language."""
    names = spec.player_names
    return translate("Sides", names[state.to_move]), translate("Sides", names[1 - state.to_move])


@dataclass(frozen=True, slots=True)
class Exercise:
    """A question with choices; ``answer`` is the right choice's index."""

    question: str
    choices: tuple[str, ...]
    answer: int
    explanation: str
    """Why the answer is right, shown after any answer."""

    def feedback(self, choice: int, translate: Translate = untranslated) -> str:
        """What the learner reads after choosing ``choice``."""
        if choice == self.answer:
            return translate("Lessons", "Right. {why}").format(why=self.explanation)
        return translate("Lessons", "Not quite: the answer is {right}. {why}").format(
            right=self.choices[self.answer], why=self.explanation
        )


@dataclass(frozen=True, slots=True)
class LessonPage:
    """What one lesson shows, computed for its position."""

    html: str
    exercise: Exercise
    figures: Mapping[str, Any]
    """The numbers on the page, by name (tests compare them with the engines)."""
    focus: tuple[Any, ...] = ()
    """The moves from the lesson's position to the node the page talks about (the search
    tree opens on it)."""
    marked: tuple[str, ...] = ()
    """The moves (texts, from the lesson's position) the answer names, shown on the board
    once an answer is checked."""


def outcome_word(score: int) -> str:
    """``win``, ``draw`` or ``loss`` for a proven score from the side to move."""
    if score >= WIN // 2:
        return "win"
    if score <= -(WIN // 2):
        return "loss"
    return "draw"


def plies_to_end(score: int) -> int:
    """Plies to the end of the game for a proven win or loss score (``WIN - plies``)."""
    return WIN - abs(score)


def value_words(word: str, side: str, translate: Translate) -> str:
    """An outcome word (:func:`outcome_word`) for ``side`` in words: ``a win for X``."""
    templates = {
        "win": translate("Lessons", "a win for {side}"),
        "draw": translate("Lessons", "a draw for {side}"),
        "loss": translate("Lessons", "a loss for {side}"),
    }
    return templates[word].format(side=side)


def verdict(score: int, side: str, other: str, translate: Translate = untranslated) -> str:
    """A proven score from ``side``'s point of view in words: ``a win for Red in 9 plies``."""
    word = outcome_word(score)
    if word == "draw":
        return translate("Lessons", "a draw")
    winner = side if word == "win" else other
    return translate("Lessons", "a win for {side} in {plies} plies").format(
        side=winner, plies=plies_to_end(score)
    )


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """An HTML table with a header row."""
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table cellpadding='3'><tr>{head}</tr>{body}</table>"


FACTORS = (2, 4, 10, 40)
"""The factors a "how many times fewer" exercise offers."""


def factor_exercise(
    question: str, ratio: float, explanation: str, translate: Translate = untranslated
) -> Exercise:
    """Which of :data:`FACTORS` is nearest to ``ratio`` (on a logarithmic scale)."""
    nearest = min(FACTORS, key=lambda factor: abs(math.log(ratio / factor)))
    about = translate("Lessons", "about {factor} times fewer")
    return Exercise(
        question=question,
        choices=tuple(about.format(factor=factor) for factor in FACTORS),
        answer=FACTORS.index(nearest),
        explanation=explanation,
    )
