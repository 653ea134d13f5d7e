"""Connect Four for the registry: board sizes, levels and rules text."""

from __future__ import annotations

from functools import cache, partial

from engine.player import Level
from engine.search import Limits, Searcher
from games.base import GameSpec
from games.connect4.evaluation import heuristic, order_moves
from games.connect4.rules import PLAYER_NAMES, Connect4State, geometry
from games.kernels.warmup import warm_up_module

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
last solve proved.  A heuristic search (the levels' alpha-beta, compiled) runs beside
the solver on a second thread; should the solver not finish (on 8x7, which has no
book, before about a dozen stones), expert plays that search's best move and says
``exact=False``.

Below ``expert`` every level has controlled randomness: ``beginner`` and ``easy``
make random moves, ``medium`` and ``hard`` pick at random among the moves within
``margin`` heuristic points of their best (an open two is worth 4), so that they
vary their play without throwing a game away."""

SIZE_LEVELS = {
    (6, 5): {"hard": Level("alphabeta", Limits(depth=12, time=0.8), margin=2)},
}
"""Where a board size's levels differ from :data:`LEVELS`.  On 6x5 a game lasts at most
30 plies and depth 8 was too close to ``medium``'s 5 (64% in 200 games); depth 12
scored 75.5% against ``medium`` (BENCHMARKS.md)."""


def _rules(width: int, height: int) -> str:
    return (
        f"Two players take turns dropping a disc into one of the {width} columns of an upright "
        f"board {height} rows high; Red moves first. The disc falls to the lowest free cell "
        "of that column, and a full column cannot be chosen. The first to line up four of "
        "their discs across, up and down, or diagonally wins. When the board fills up "
        "without four in a row, the game is a draw."
    )


WARM_UP_EXPERT = partial(warm_up_module, "games.connect4.searcher")
"""Compiles (or loads from numba's cache) ``expert``'s kernels; may take seconds the first
time.  One for every board size: a process warms them once."""
OPENING_PROOF_NODES = 4_000_000
"""Nodes the solver may spend proving a random opening move lost where the book does
not know it: on 6x5 every position of two stones takes at most 2.4 million; on 8x7
it proves nothing that early (BENCHMARKS.md)."""


def sound_openings(state: Connect4State, proof_nodes: int = OPENING_PROOF_NODES) -> list[int]:
    """The legal columns not known to lose for the side playing them (a match's random
    openings: a lost first move would decide the game before the players start).

    The opening book knows the standard board; elsewhere the solver tries to prove each
    reply a win for the opponent within ``proof_nodes``.  Every legal column when all
    of them lose or none is proven lost.
    """
    from games.connect4.book import shipped_book

    book = shipped_book(state.geometry.width, state.geometry.height)
    moves = state.legal_moves()
    sound = []
    for move in moves:
        reply = state.play(move)
        known = book.lookup(reply)  # scored for the opponent, who moves next
        if known is not None:
            lost = known.score > 0
        else:
            lost = _proven_won(
                reply.geometry.width, reply.geometry.height, reply.stones, proof_nodes
            )
        if not lost:
            sound.append(move)
    return sound or list(moves)


@cache
def _proven_won(width: int, height: int, stones: tuple[int, int], proof_nodes: int) -> bool:
    """Whether the solver proves the position of ``stones`` won for its side to move."""
    from games.connect4.compiled.solver import Solver

    solver = Solver(width, height)
    try:
        state = Connect4State(geometry(width, height), stones)
        return solver.solve(state, weak=True, node_limit=proof_nodes).low > 0
    finally:
        solver.release_table()


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
        levels={**LEVELS, **SIZE_LEVELS.get((width, height), {})},
        rules=rules,
        searchers={"perfect": lambda: _perfect_searcher(width, height)},
        default_algorithm="perfect",
        warm_up=WARM_UP_EXPERT,
        opening_moves=sound_openings,
        family="connect4",
    )


def specs() -> list[GameSpec]:
    """Every board size, the standard one first."""
    return [spec(width, height) for width, height in SIZES]
