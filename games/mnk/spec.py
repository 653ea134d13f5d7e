"""The m,n,k games for the registry: tic-tac-toe, the m,n,k boards and gomoku's three rule
sets, with their levels and rules text."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, partial
from typing import Any

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec
from games.kernels.warmup import warm_up, warm_up_module
from games.mnk.classic import ClassicSearcher
from games.mnk.evaluation import (
    heuristic,
    order_moves,
    renju_heuristic,
    renju_order_moves,
    shape_heuristic,
    shape_order_moves,
)
from games.mnk.gomoku import GomokuState
from games.mnk.patterns import prepare_tables
from games.mnk.renju import RenjuState
from games.mnk.rules import Geometry, MnkState, geometry
from games.mnk.search import GomokuSearcher, Tuning
from games.mnk.solver import PerfectSearcher

SIZE = 15
K = 5

SEARCHERS = {
    "shallow": Tuning(width=6, vcf_moves=1, use_vct=False),
    "patterns": Tuning(width=8, vcf_moves=6, use_vct=False),
    "threats": Tuning(),
}
"""The engine's settings by algorithm name: weaker ones see fewer moves and threats."""

BEGINNER_MARGIN = 40
"""``beginner`` picks at random among moves within this many evaluation points of its best
(about two thirds of an open three); wins in one and blocks are still always played."""

EXPERT_NODES = 500_000
"""``expert``'s node budget: a search that runs to it takes about 0.5 s on a quiet machine
(the compiled engine's about 1,000,000 nodes/s; 1.4 s under load before its kernels
dropped numba's reference counting).  Most of expert's moves in a game take far less: a
proven win or loss, or a forced answer, ends the search at once (a median of 0.04 s a
move over a match against ``hard``)."""

LEVELS = {
    "beginner": Level("shallow", Limits(depth=1), margin=BEGINNER_MARGIN),
    "easy": Level("patterns", Limits(depth=1)),
    "medium": Level("threats", Limits(nodes=6_000, time=1.0)),
    "hard": Level("threats", Limits(nodes=20_000, time=1.5)),
    "expert": Level("compiled", Limits(nodes=EXPERT_NODES, time=4.0)),
}
"""Every level takes a win in one and blocks a five; from ``easy`` on it sees its own
wins by fours (VCF) and from ``medium`` on also wins by threes (VCT).  ``beginner`` to
``hard`` play the Python engine (:mod:`games.mnk.search`; renju's ``hard`` the
compiled one, see :data:`RENJU_LEVELS`); ``expert`` plays the
compiled one (:mod:`games.mnk.compiled`: its own wins by fours and by threes and the
moves that stop the opponent's at the root, then PVS with a transposition table kept
between moves, late move reductions, a quiescence search of open threes past the depth
and wins by fours looked for at its leaves, about
29 times the nodes a second on a quiet machine).
The searching levels are limited by nodes (a median of about 0.15 s, 0.5 s and 0.6 s a
search here; see :data:`EXPERT_NODES`), so that their play and a match's games do not
depend on the machine's load; the time limits, three times that or more, only cap a slow
or busy machine.

The ladder (``plyboard ladder gomoku --adjacent --games 200``, three random central
opening stones), with the Python ``expert`` (``threats``, 60,000 nodes) of before: each
level scored 70-83% against the one below, and ``expert`` 100% as Black and 92% as White
against the classic test opponent (``classic:depth=3``, BENCHMARKS.md). The compiled
engine beat that Python ``expert`` 20-0 (200,000 nodes). As ``expert`` (500,000 nodes)
it scored 83.25% against ``hard`` over 200 free-style games (98% as Black, 68.5% as
White; the Python ``expert`` scored 77.2%); with its threat searches 78-79% in
free-style and standard gomoku and 85% in renju (100 and 40 games), and 36% against
AIWine at 2 s a move over 100 games (BENCHMARKS.md, session 15); with the 1,500,000
nodes 2 s a move buys since session 16, 40% over 100 games (37 different ones: 16
openings). With late move reductions (session 17): 84.5% against ``hard`` in free-style,
84.0% in standard and 78.5% in renju (100 games each), and 44.5% against AIWine over 100
different games from 50 five-stone openings. Refuting the moves that stop the opponent's
win by threes more deeply (session 18): 44.5% against AIWine again,
82.5%, 80.0% and 77.5% against ``hard`` (free-style, renju, standard; 40 games each).
With the quiescence search of open threes (session 24): 86.5%, 77.2% and 91.0% against
``hard`` (renju's on the compiled engine; 100, 200 and 100 games), and 55.5% against
AIWine at 2 s over the same 100 games (2,000,000 nodes)."""

RENJU_HARD_NODES = 30_000
"""``hard``'s node budget under renju, where it plays the compiled engine (a median of
0.03-0.06 s a move over a match here)."""

RENJU_LEVELS = {
    **LEVELS,
    "hard": Level("compiled", Limits(nodes=RENJU_HARD_NODES, time=1.5)),
}
"""Renju's levels: free-style's, but ``hard`` plays the compiled engine at
:data:`RENJU_HARD_NODES`.  With the Python engine (20,000 nodes) renju's ``hard`` scored
only 58.5% against ``medium`` (100 games, session 23: 69% as Black, 48% as White),
below the 65% every rung must reach.  With the compiled engine at 30,000 nodes (200 games
each, session 24, BENCHMARKS.md): ``hard`` 81.0% against ``medium`` (96% as Black, 66%
as White), ``expert`` 73.2% against ``hard``; the rungs below are free-style's levels
(``easy`` 69.8% against ``beginner``, ``medium`` 72.5% against ``easy``).  With the
compiled engine's quiescence search (session 24): 85.0% and 77.2%."""

RULES = (
    "Two players take turns placing a stone on an empty intersection of a 15 by 15 board; "
    "Black moves first. The first to get five stones in an unbroken row (across, up and "
    "down, or diagonally) wins. When the board fills up without such a row, the game is a "
    "draw."
)
FREESTYLE_NOTE = " In free-style gomoku a row of six or more also wins."
STANDARD_NOTE = (
    " In standard gomoku only exactly five in a row wins: an overline of six or more does not."
)


def compiled_searcher() -> Any:
    """The compiled engine (:mod:`games.mnk.compiled`); numba loads on first use."""
    from games.mnk.compiled.searcher import CompiledGomokuSearcher

    return CompiledGomokuSearcher()


def python_searcher(tuning: Tuning, name: str, g: Geometry, renju: bool = False) -> Any:
    """The Python engine at ``tuning``, its pattern tables for ``g`` built (half a second
    the first time in a process), so that a timed search does not pay for them."""
    prepare_tables(g, renju=renju)
    return GomokuSearcher(tuning, name)


COMPILED_WARM_UP = partial(warm_up_module, "games.mnk.compiled.searcher")
"""Compiles the compiled engine's kernels (``expert``, hints and analysis) on first use
(about a minute), loads them from numba's cache after that (about a second).  A gomoku
game's ``warm_up`` also builds the Python engine's pattern tables (the lower levels, the
quick move); the app runs it off the GUI thread when the game is chosen, ``plyboard
move`` and ``analyze`` before a timed search."""


OPENING_RADIUS = 2
"""A match's random opening stones go within this many cells of the centre (both ways):
a stone far from the others is a move given away, which would hand its opponent the
initiative in every game the pair plays."""


def central_moves(state: MnkState) -> list[int]:
    """The empty cells within :data:`OPENING_RADIUS` of the centre (a match's openings)."""
    g = state.geometry
    middle_row, middle_column = g.height // 2, g.width // 2
    return [
        cell
        for cell in state.legal_moves()
        if abs(cell // g.width - middle_row) <= OPENING_RADIUS
        and abs(cell % g.width - middle_column) <= OPENING_RADIUS
    ]


def _from_text(overline_wins: bool, text: str) -> GomokuState:
    state = GomokuState.from_text(text, overline_wins=overline_wins)
    if state.geometry != geometry(SIZE, SIZE, K, overline_wins):
        raise ValueError(f"expected a {SIZE},{SIZE},{K} board, got {text.split()[0]}")
    return state


@cache
def gomoku_spec(standard: bool = False) -> GameSpec:
    """Gomoku, free-style (five or more wins) or ``standard`` (exactly five)."""
    overline_wins = not standard
    g = geometry(SIZE, SIZE, K, overline_wins)
    return GameSpec(
        name="gomoku-standard" if standard else "gomoku",
        title="Gomoku (standard)" if standard else "Gomoku",
        player_names=("Black", "White"),
        new_state=partial(GomokuState.new, SIZE, SIZE, K, overline_wins),
        from_text=partial(_from_text, overline_wins),
        heuristic=shape_heuristic,
        order_moves=shape_order_moves,
        levels=LEVELS,
        rules=RULES + (STANDARD_NOTE if standard else FREESTYLE_NOTE),
        searchers={
            **{
                name: partial(python_searcher, tuning, name, g)
                for name, tuning in SEARCHERS.items()
            },
            "classic": ClassicSearcher,
            "compiled": compiled_searcher,
        },
        default_algorithm=LEVELS["expert"].algorithm,
        warm_up=partial(warm_up, (partial(prepare_tables, g), COMPILED_WARM_UP)),
        opening_moves=central_moves,
        family="mnk",
    )


RENJU_NOTE = (
    " Renju: Black wins only with exactly five in a row, White with five or more. Black may "
    "not play a forbidden point: one that makes two open threes at once (double-three), two "
    "fours at once (double-four, also two in one line) or six or more in a row (overline). A "
    "three counts only if it can become an open four by a move that is not itself "
    "forbidden. A move that makes exactly five wins even if it also makes a forbidden shape."
)


def _renju_from_text(text: str) -> RenjuState:
    return RenjuState.from_text(text)


@cache
def renju_spec() -> GameSpec:
    """Renju: 15x15, Black first, Black's double-threes, double-fours and overlines forbidden."""
    g = geometry(SIZE, SIZE, K)
    return GameSpec(
        name="gomoku-renju",
        title="Gomoku (renju)",
        player_names=("Black", "White"),
        new_state=RenjuState.new_game,
        from_text=_renju_from_text,
        heuristic=renju_heuristic,
        order_moves=renju_order_moves,
        levels=RENJU_LEVELS,
        rules=RULES + RENJU_NOTE,
        searchers={
            **{
                name: partial(python_searcher, tuning, name, g, renju=True)
                for name, tuning in SEARCHERS.items()
            },
            "compiled": compiled_searcher,
        },
        default_algorithm=LEVELS["expert"].algorithm,
        warm_up=partial(warm_up, (partial(prepare_tables, g, renju=True), COMPILED_WARM_UP)),
        opening_moves=central_moves,
        family="mnk",
    )


def gomoku_specs() -> list[GameSpec]:
    """Free-style first, then standard, then renju."""
    return [gomoku_spec(), gomoku_spec(standard=True), renju_spec()]


TICTACTOE_LEVELS = {
    "beginner": Level("random", Limits()),
    "easy": Level("alphabeta", Limits(depth=1), margin=400_000),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.2, margin=400_000),
    "hard": Level("alphabeta", Limits(depth=5), margin=400_000),
    "expert": Level("perfect", Limits()),
}
"""Tic-tac-toe: ``expert`` solves the game on every move and sets traps among the
drawing moves.

``margin=400_000`` (more than any heuristic spread, less than a win's lead over
one) picks at random among the moves not proven won or lost within the depth:
``easy`` takes a win it sees one ply ahead, ``medium`` also blocks the
opponent's, ``hard`` sees a fork coming but not a forcing move that prepares
one, which is where ``expert``'s traps catch it.  Calibrated with
``plyboard ladder tictactoe --games 200`` (see BENCHMARKS.md).
"""

SMALL_BOARD_LEVELS = {
    "beginner": Level("random", Limits()),
    "easy": Level("alphabeta", Limits(depth=1), margin=400_000),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.2, margin=400_000),
    "hard": Level("alphabeta", Limits(depth=2)),
    "expert": Level("perfect", Limits()),
}
"""Boards up to 16 cells (4x4): ``expert`` solves every move (about a second on the
empty 4x4 board, milliseconds later) and sets traps among the drawing moves.  Four in a
row on 4x4 is so drawish that no table separates five levels by 65%: perfect play scores
only 97% against random moves (BENCHMARKS.md)."""

FIVE_BY_FIVE_LEVELS = {
    "beginner": Level("alphabeta", Limits(depth=2), blunder=0.6),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.3),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.1),
    "hard": Level("alphabeta", Limits(depth=3)),
    "expert": Level("perfect", Limits(nodes=200_000)),
}
"""Four in a row on 5x5 (a draw with perfect play): ``expert`` solves from the middle
game on (when at most 20 cells are empty) and before that searches with the solver's
threat shortcuts; the levels below differ in depth and in their share of random moves.
Limited by nodes and depth only, so matches replay from their seed.  Calibrated with
``plyboard ladder mnk-5-5-4 --adjacent --games 200`` (BENCHMARKS.md)."""

FIVE_IN_A_ROW_LEVELS = {
    "beginner": Level("alphabeta", Limits(depth=2), blunder=0.85),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.6),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.3),
    "hard": Level("alphabeta", Limits(depth=2), blunder=0.1),
    "expert": Level("threats", Limits(nodes=40_000, time=3.0)),
}
"""Five in a row on boards with more than 16 cells (7x7 in the menu): ``expert`` is Gomoku's threat
search (wins and defences by fours and threes).  Even a depth-3 alpha-beta draws nearly
every game against it on 7x7, so the levels below differ in their share of random moves.
Calibrated with ``plyboard ladder mnk-7-7-5 --adjacent --games 200`` (BENCHMARKS.md)."""

LARGE_BOARD_LEVELS = {
    **FIVE_BY_FIVE_LEVELS,
    "expert": Level("perfect", Limits(nodes=100_000, time=3.0)),
}
"""Other m,n,k boards (not calibrated): the 5x5 table's players, ``expert`` also capped
by time since bigger boards cost more per node."""


def levels_for(width: int, height: int, k: int) -> dict[str, Level]:
    """The level table of the ``width`` x ``height`` board with ``k`` in a row."""
    cells = width * height
    if cells <= 9:
        return TICTACTOE_LEVELS
    if cells <= 16:
        return SMALL_BOARD_LEVELS
    if (width, height, k) == (5, 5, 4):
        return FIVE_BY_FIVE_LEVELS
    if k == 5:
        return FIVE_IN_A_ROW_LEVELS
    return LARGE_BOARD_LEVELS


def _rules(width: int, height: int, k: int) -> str:
    return (
        f"Two players take turns placing a stone on an empty cell of a {width} by {height} "
        f"board; X moves first. The first to get {k} of their stones in an unbroken row "
        "(across, up and down, or diagonally) wins. When the board fills up without such "
        "a row, the game is a draw."
    )


def tictactoe_spec() -> GameSpec:
    """Tic-tac-toe: the 3,3,3-game under its own name."""
    return replace(
        mnk_spec(3, 3, 3),
        name="tictactoe",
        title="Tic-tac-toe",
        rules=_rules(3, 3, 3) + " With perfect play by both sides it is always a draw.",
    )


@cache
def mnk_spec(width: int, height: int, k: int) -> GameSpec:
    """The m,n,k-game on a ``width`` x ``height`` board with ``k`` in a row.

    Hints, analysis and review use ``expert``'s engine, as in the other games.
    """
    geometry(width, height, k)  # validates the size, raising ValueError
    levels = levels_for(width, height, k)
    state_class = GomokuState if k == 5 else MnkState
    return GameSpec(
        name=f"mnk-{width}-{height}-{k}",
        title=f"{k} in a row ({width}\u00d7{height})",
        player_names=("X", "O"),
        new_state=lambda: state_class.new(width, height, k),
        from_text=state_class.from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=levels,
        rules=_rules(width, height, k),
        searchers={"perfect": PerfectSearcher, **({"threats": GomokuSearcher} if k == 5 else {})},
        default_algorithm=levels["expert"].algorithm,
        warm_up=partial(prepare_tables, geometry(width, height, k)) if k == 5 else None,
    )
