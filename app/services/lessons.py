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

from app.services.lesson_pages import LessonPage
from app.services.lessons_games import (
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
    make: Callable[[GameSpec, BoardState], LessonPage]

    @property
    def spec(self) -> GameSpec:
        return get_game(self.game)

    def state(self) -> BoardState:
        return self.spec.replay(self.moves)

    def page(self) -> LessonPage:
        """The page, computed now from the lesson's position (once per lesson)."""
        return _page(self)


@cache
def _page(lesson: Lesson) -> LessonPage:
    return lesson.make(lesson.spec, lesson.state())


ALLIS = "Allis, Searching for Solutions in Games and Artificial Intelligence (thesis, 1994)"

LESSONS: Sequence[Lesson] = (
    Lesson(
        "minimax",
        "Game trees and minimax",
        "tictactoe",
        ("a1", "b2", "c3"),
        (
            "Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on "
            "adversarial search (minimax on tic-tac-toe)",
        ),
        minimax_page,
    ),
    Lesson(
        "evaluation",
        "Depth limits and evaluation functions",
        "connect4",
        ("4", "1", "4", "4", "2", "1", "5", "3", "1", "7", "5", "5", "5", "2", "7", "2"),
        (
            "Shannon, Programming a Computer for Playing Chess (1950), on evaluation "
            "functions and a limited look-ahead",
            ALLIS + ", on Connect Four",
        ),
        evaluation_page,
    ),
    Lesson(
        "alphabeta",
        "Alpha-beta: the branches not searched",
        "tictactoe",
        ("b2", "a1"),
        ("Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)",),
        alphabeta_page,
    ),
    Lesson(
        "ordering",
        "Move ordering and iterative deepening",
        "connect4",
        ("4", "4", "3"),
        (
            "Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), "
            "on iterative deepening",
            "Knuth and Moore (1975), on the best case of alpha-beta with the best move first",
        ),
        ordering_page,
    ),
    Lesson(
        "tables",
        "Transposition tables and symmetry",
        "tictactoe",
        (),
        (
            "Zobrist, A New Hashing Method with Application for Game Playing (1970)",
            "Greenblatt, Eastlake and Crocker, The Greenblatt Chess Program (1967), on "
            "remembering positions already searched",
        ),
        tables_page,
    ),
    Lesson(
        "mcts",
        "Monte Carlo tree search and UCT",
        "tictactoe",
        ("b2", "a1", "c3"),
        ("Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)",),
        mcts_page,
    ),
    Lesson(
        "solving",
        "Solving a game: bitboards and retrograde tables",
        "connect4",
        ("3", "5", "6", "5", "3", "5", "5", "6", "2", "6", "7", "5", "6"),
        (
            ALLIS + ", on solving Connect Four",
            "Pons, Solving Connect 4: how to build a perfect AI (blog and solver, 2019), "
            "on bitboards",
            "Thompson, Retrograde Analysis of Certain Endgames (1986)",
        ),
        solving_page,
    ),
    Lesson(
        "threats",
        "Threats: wins by fours",
        "gomoku",
        (
            "h8",
            "j6",
            "h6",
            "h5",
            "j8",
            "g5",
            "g8",
            "i8",
            "i5",
            "g7",
            "h7",
            "h9",
            "i6",
            "f9",
            "k4",
            "j5",
            "i9",
            "j4",
            "j3",
            "k6",
            "j7",
            "i4",
            "l7",
            "i7",
            "k7",
            "h10",
        ),
        (ALLIS + ", on threat-space search and Go-Moku",),
        threats_page,
    ),
    Lesson(
        "chess",
        "A chess engine: quiescence and perft",
        f"chess-fen {QUIESCENCE_FEN}",
        (),
        (
            "Shannon, Programming a Computer for Playing Chess (1950)",
            "The Chess Programming Wiki's pages on quiescence search and perft",
        ),
        chess_page,
    ),
    Lesson(
        "strength",
        "Measuring strength: matches and Elo",
        "tictactoe",
        (),
        (
            "Elo, The Rating of Chessplayers, Past and Present (1978)",
            "Agresti and Coull, Approximate Is Better than Exact for Interval Estimation "
            "of Binomial Proportions (1998), on the interval",
        ),
        strength_page,
    ),
)
"""The course, in order."""
