"""Connect Four for the registry: board sizes, levels and rules text."""

from __future__ import annotations

from functools import cache

from engine.player import Level
from engine.search import Limits, Searcher
from games.base import GameSpec
from games.connect4.heuristic import heuristic, order_moves
from games.connect4.rules import PLAYER_NAMES, Connect4State, geometry

SIZES = ((7, 6), (6, 5), (8, 7))
"""Standard board first; every size fits the solver's 64-bit bitboards."""
EXPERT_SECONDS = 4.5
"""Budget of ``expert``: the solver gets most of it, a heuristic search the rest."""

LEVELS = {
    # level:     engine        limits                           random moves
    "beginner": Level("alphabeta", Limits(depth=1), blunder=0.3),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.1),
    "medium": Level("alphabeta", Limits(depth=5, time=1.0), margin=2),
    "hard": Level("alphabeta", Limits(depth=8, time=0.8), margin=2),
    "expert": Level("perfect", Limits(time=EXPERT_SECONDS)),
}
"""``expert`` plays perfectly: the opening book answers every position it can meet
with up to 9 stones (as Red or as Yellow, from the empty board, and as Red after a
match's random first move), and the solver
the later ones, within 90% of its budget, starting from the value the book or its
last solve proved.  Should the solver not finish, it plays the best move of the
heuristic search it falls back to, and says ``exact=False``.

Below ``expert`` every level has controlled randomness: ``beginner`` and ``easy``
make random moves, ``medium`` and ``hard`` pick at random among the moves within
``margin`` heuristic points of their best (an open two is worth 4), so that they
vary their play without throwing a game away."""


def _rules(width: int, height: int) -> str:
    return (
        f"Two players take turns dropping a disc into one of the {width} columns of an upright "
        f"board {height} rows high; Red moves first. The disc falls to the lowest free cell "
        "of that column, and a full column cannot be chosen. The first to line up four of "
        "their discs across, up and down, or diagonally wins. When the board fills up "
        "without four in a row, the game is a draw."
    )


def sound_openings(state: Connect4State) -> list[int]:
    """The legal columns that do not lose for the side playing them, by the opening book
    (a match's random openings: a lost first move would decide the game before the players
    start); every legal column when all of them lose or the book does not know."""
    from games.connect4.book import shipped_book

    book = shipped_book(state.geometry.width, state.geometry.height)
    moves = state.legal_moves()
    sound = []
    for move in moves:
        reply = book.lookup(state.play(move))  # scored for the opponent, who moves next
        if reply is None or reply.score <= 0:
            sound.append(move)
    return sound or list(moves)


def _perfect_searcher(width: int, height: int) -> Searcher:
    # Imported here so that listing the games does not load numba.
    from games.connect4.book import shipped_book
    from games.connect4.searcher import PerfectSearcher

    return PerfectSearcher(width, height, shipped_book(width, height))


@cache
def spec(width: int = 7, height: int = 6) -> GameSpec:
    """Connect Four on a ``width`` x ``height`` board (``connect4`` is the standard 7x6)."""
    geometry(width, height)  # validates the size
    standard = (width, height) == SIZES[0]

    def from_text(text: str) -> Connect4State:
        state = Connect4State.from_text(text)
        if state.geometry != geometry(width, height):
            raise ValueError(f"expected a {width}x{height} board, got {text.split()[0]}")
        return state

    rules = _rules(width, height)
    if standard:
        rules += " With perfect play the first player wins by starting in the centre column."
    return GameSpec(
        name="connect4" if standard else f"connect4-{width}x{height}",
        title="Connect Four" if standard else f"Connect Four ({width}\u00d7{height})",
        player_names=PLAYER_NAMES,
        new_state=lambda: Connect4State.new(width, height),
        from_text=from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=LEVELS,
        rules=rules,
        searchers={"perfect": lambda: _perfect_searcher(width, height)},
        default_algorithm="perfect",
        warm_up=warm_up,
        opening_moves=sound_openings,
    )


def warm_up() -> None:
    """Compile (or load from the cache) the solver's kernels; may take seconds the first time."""
    from games.connect4.solver import warm_up as warm_up_solver

    warm_up_solver()


def specs() -> list[GameSpec]:
    """Every board size, the standard one first."""
    return [spec(width, height) for width, height in SIZES]
