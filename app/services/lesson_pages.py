"""What a Learn lesson shows, without Qt: the page computed for its position and the
exercise whose answer the engines give (see :mod:`app.services.lessons`)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.search import WIN


@dataclass(frozen=True, slots=True)
class Exercise:
    """A question with choices; ``answer`` is the right choice's index."""

    question: str
    choices: tuple[str, ...]
    answer: int
    explanation: str
    """Why the answer is right, shown after any answer."""

    def feedback(self, choice: int) -> str:
        """What the learner reads after choosing ``choice``."""
        right = self.choices[self.answer]
        verdict = "Right." if choice == self.answer else f"Not quite: the answer is {right}."
        return f"{verdict} {self.explanation}"


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


def verdict(score: int, side: str, other: str) -> str:
    """A proven score from ``side``'s point of view in words: ``a win for Red in 9 plies``."""
    word = outcome_word(score)
    if word == "draw":
        return "a draw"
    winner = side if word == "win" else other
    return f"a win for {winner} in {plies_to_end(score)} plies"


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """An HTML table with a header row."""
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table cellpadding='1'><tr>{head}</tr>{body}</table>"


FACTORS = (2, 4, 10, 40)
"""The factors a "how many times fewer" exercise offers."""


def factor_exercise(question: str, ratio: float, explanation: str) -> Exercise:
    """Which of :data:`FACTORS` is nearest to ``ratio`` (on a logarithmic scale)."""
    nearest = min(FACTORS, key=lambda factor: abs(math.log(ratio / factor)))
    return Exercise(
        question=question,
        choices=tuple(f"about {factor} times fewer" for factor in FACTORS),
        answer=FACTORS.index(nearest),
        explanation=explanation,
    )
