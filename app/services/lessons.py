"""The Learn course's lessons, without Qt: each lesson's position, the figures the engines
compute for it live, the page that shows them, and an exercise whose answer the engines
give.

Nothing a lesson shows is typed in: :meth:`Lesson.page` searches the lesson's position
(minimax over the whole tree, alpha-beta recording its cut-offs, the solvers, the threat
search, a short match) and the page and the exercise are written from those figures
(:mod:`app.services.lessons_search`, :mod:`app.services.lessons_games`).  The words are
ours; each lesson names the work it retells (:attr:`Lesson.sources`).  A lesson is known
by its :attr:`Lesson.key` (the remembered progress uses it), never by its place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from app.services.lesson_pages import LessonPage, Translate, untranslated
from app.services.lessons_games import (
    THREATS_MOVES,
    chess_page,
    evaluation_page,
    solving_page,
    strength_page,
    threats_page,
)
from app.services.lessons_search import (
    alphabeta_page,
    mcts_page,
    minimax_page,
    ordering_page,
    tables_page,
)
from games.base import BoardState, GameSpec
from games.registry import get_game

QUIESCENCE_FEN = "4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1"
"""The chess lesson's position: a pawn that a queen can take, defended by a pawn."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: a position of a game and how its page is made from the engines."""

    key: str
    title: str
    game: str
    """The game's registry name (``chess-fen …`` for a chess position)."""
    moves: tuple[str, ...]
    """The position: these moves from the game's start."""
    sources: tuple[str, ...]
    make: Callable[[GameSpec, BoardState, Translate], LessonPage]

    @property
    def spec(self) -> GameSpec:
        return get_game(self.game)

    def state(self) -> BoardState:
        return self.spec.replay(self.moves)

    def page(self, translate: Translate = untranslated) -> LessonPage:
        """The page, computed now from the lesson's position (once per lesson and
        ``translate``: the window's language is fixed while it runs)."""
        return _page(self, translate)


@cache
def _page(lesson: Lesson, translate: Translate) -> LessonPage:
    return lesson.make(lesson.spec, lesson.state(), translate)


translate = untranslated
"""Marks the titles and sources below for the translations' extractor; the window puts
them into the reader's language (context "Lessons")."""


LESSONS: Sequence[Lesson] = (
    Lesson(
        "minimax",
        translate("Lessons", "Game trees and minimax"),
        "tictactoe",
        ("a1", "b2", "c3"),
        (
            translate(
                "Lessons",
                "Russell and Norvig, Artificial Intelligence: A Modern Approach, "
                "chapter on adversarial search (minimax on tic-tac-toe)",
            ),
        ),
        minimax_page,
    ),
    Lesson(
        "evaluation",
        translate("Lessons", "Depth limits and evaluation functions"),
        "connect4",
        ("4", "1", "4", "4", "2", "1", "5", "3", "1", "7", "5", "5", "5", "2", "7", "2"),
        (
            translate(
                "Lessons",
                "Shannon, Programming a Computer for Playing Chess (1950), on "
                "evaluation functions and a limited look-ahead",
            ),
            translate(
                "Lessons",
                "Allis, Searching for Solutions in Games and Artificial "
                "Intelligence (thesis, 1994), on Connect Four",
            ),
        ),
        evaluation_page,
    ),
    Lesson(
        "alphabeta",
        translate("Lessons", "Alpha-beta: the branches not searched"),
        "tictactoe",
        ("b2", "a1"),
        (
            translate(
                "Lessons",
                "Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial "
                "Intelligence 6 (1975)",
            ),
        ),
        alphabeta_page,
    ),
    Lesson(
        "ordering",
        translate("Lessons", "Move ordering and iterative deepening"),
        "connect4",
        ("4", "4", "3"),
        (
            translate(
                "Lessons",
                "Slate and Atkin, Chess 4.5, the Northwestern University chess "
                "program (1977), on iterative deepening",
            ),
            translate(
                "Lessons",
                "Knuth and Moore (1975), on the best case of alpha-beta with the best move first",
            ),
        ),
        ordering_page,
    ),
    Lesson(
        "tables",
        translate("Lessons", "Transposition tables and symmetry"),
        "tictactoe",
        (),
        (
            translate(
                "Lessons",
                "Zobrist, A New Hashing Method with Application for Game Playing (1970)",
            ),
            translate(
                "Lessons",
                "Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program "
                "(1967), on remembering positions already searched",
            ),
        ),
        tables_page,
    ),
    Lesson(
        "mcts",
        translate("Lessons", "Monte Carlo tree search and UCT"),
        "tictactoe",
        ("b2", "a1", "c3"),
        (
            translate(
                "Lessons",
                "Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)",
            ),
        ),
        mcts_page,
    ),
    Lesson(
        "solving",
        translate("Lessons", "Solving a game: bitboards and retrograde tables"),
        "connect4",
        ("3", "5", "6", "5", "3", "5", "5", "6", "2", "6", "7", "5", "6"),
        (
            translate(
                "Lessons",
                "Allis, Searching for Solutions in Games and Artificial "
                "Intelligence (thesis, 1994), on solving Connect Four",
            ),
            translate(
                "Lessons",
                "Pons, Solving Connect 4: how to build a perfect AI (blog and "
                "solver, 2019), on bitboards",
            ),
            translate(
                "Lessons",
                "Thompson, Retrograde Analysis of Certain Endgames (1986)",
            ),
        ),
        solving_page,
    ),
    Lesson(
        "threats",
        translate("Lessons", "Threats: wins by fours and by threes"),
        "gomoku",
        THREATS_MOVES,
        (
            translate(
                "Lessons",
                "Allis, Searching for Solutions in Games and Artificial "
                "Intelligence (thesis, 1994), on threat-space search and Go-Moku",
            ),
        ),
        threats_page,
    ),
    Lesson(
        "chess",
        translate("Lessons", "A chess engine: quiescence and perft"),
        f"chess-fen {QUIESCENCE_FEN}",
        (),
        (
            translate(
                "Lessons",
                "Shannon, Programming a Computer for Playing Chess (1950)",
            ),
            translate(
                "Lessons",
                "The Chess Programming Wiki's pages on quiescence search and perft",
            ),
        ),
        chess_page,
    ),
    Lesson(
        "strength",
        translate("Lessons", "Measuring strength: matches and Elo"),
        "tictactoe",
        (),
        (
            translate(
                "Lessons",
                "Elo, The Rating of Chessplayers, Past and Present (1978)",
            ),
            translate(
                "Lessons",
                "Agresti and Coull, Approximate Is Better than Exact for Interval "
                "Estimation of Binomial Proportions (1998), on the interval",
            ),
        ),
        strength_page,
    ),
)
"""The course, in order."""
