"""Compare the search algorithms on one position, for learners (``plyboard compare``).

The same position is searched to the same depth by plain minimax, by alpha-beta
without help, with the game's move ordering, and with ordering and a
transposition table; then MCTS is given more and more playouts until it picks
the move alpha-beta picked.  The table shows how much work each idea saves.

Qt-free: the command line and the app's "Compare algorithms" window both call
:func:`compare`, which takes a stop event and reports each row as it is done.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.alphabeta import AlphaBeta
from engine.mcts import MAX_PLAYOUT_PLIES, MCTS
from engine.minimax import Minimax
from engine.search import Limits, Searcher, SearchResult, StopReason
from games.base import BoardState, GameSpec

DEFAULT_DEPTH = 4
MAX_DEPTH = 12
"""Deepest tree search offered (plies)."""
MCTS_BUDGETS = (100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800)
"""Playouts tried in turn until MCTS agrees with alpha-beta."""
MCTS_SEED = 1
MCTS_NAME = "MCTS"

SUGGESTION_PROBES = 16
"""Random lines played from the position to estimate the work (see :func:`estimate_work`)."""
PROBE_NODES = 5_000
"""Nodes of minimax timed to measure the cost of a node: enough to reach the depths where
most of a search's nodes are (the first few hundred are cheaper)."""
PROBE_SECONDS = 0.25
"""Seconds the timed minimax may take at most (on games with a slow heuristic)."""
TREE_SECONDS = 1.5
"""Seconds minimax, the slowest tree search, may be expected to take at the suggested depth."""
MCTS_SECONDS = 2.0
"""Seconds all the MCTS budgets up to the suggested cap may be expected to take together."""

RowCallback = Callable[["Row"], None]


@dataclass(frozen=True, slots=True)
class Row:
    """One engine's work on the position."""

    engine: str
    best: str
    score: int | None
    """From the side to move; ``None`` for MCTS (it estimates, see ``best``)."""
    nodes: int
    """Nodes searched (MCTS: playouts)."""
    seconds: float

    @property
    def is_mcts(self) -> bool:
        """MCTS counts playouts (whole random games), not nodes."""
        return self.score is None


@dataclass(frozen=True, slots=True)
class Settings:
    """How far one comparison searches."""

    depth: int
    """Plies for the tree searches."""
    max_playouts: int
    """The largest MCTS budget to try (one of :data:`MCTS_BUDGETS`)."""


def tree_searchers(spec: GameSpec) -> dict[str, Searcher]:
    """The depth-limited engines, from no pruning to every idea at once."""
    return {
        "minimax": Minimax(spec.heuristic),
        "alpha-beta": AlphaBeta(spec.heuristic, None, use_table=False),
        "alpha-beta + ordering": AlphaBeta(spec.heuristic, spec.order_moves, use_table=False),
        "alpha-beta + ordering + table": AlphaBeta(spec.heuristic, spec.order_moves),
    }


def engine_names(spec: GameSpec) -> list[str]:
    """The engines :func:`compare` runs, in order (MCTS last)."""
    return [*tree_searchers(spec), MCTS_NAME]


def mcts_budgets(max_playouts: int) -> tuple[int, ...]:
    """The budgets of :data:`MCTS_BUDGETS` up to ``max_playouts`` (at least the first)."""
    return tuple(budget for budget in MCTS_BUDGETS if budget <= max_playouts) or MCTS_BUDGETS[:1]


def compare(
    spec: GameSpec,
    state: BoardState,
    depth: int,
    *,
    max_playouts: int = MCTS_BUDGETS[-1],
    stop: threading.Event | None = None,
    on_row: RowCallback | None = None,
) -> list[Row]:
    """Search ``state`` ``depth`` plies deep with each engine; MCTS until it agrees.

    MCTS tries the budgets of :data:`MCTS_BUDGETS` up to ``max_playouts``.  Each row
    is passed to ``on_row`` as soon as it is done.  Setting ``stop`` cancels the
    running search within milliseconds; the rows finished before it are returned.
    """
    rows: list[Row] = []

    def add(row: Row) -> None:
        rows.append(row)
        if on_row is not None:
            on_row(row)

    target = None
    for name, searcher in tree_searchers(spec).items():
        result = searcher.search(state, Limits(depth=depth), stop=stop)
        if _cancelled(result):
            return rows
        add(
            Row(name, state.move_text(result.best_move), result.score, result.nodes, result.seconds)
        )
        target = result.best_move
    budgets = mcts_budgets(max_playouts)
    for playouts in budgets:
        result = MCTS(random.Random(MCTS_SEED)).search(state, Limits(nodes=playouts), stop=stop)
        if _cancelled(result):
            return rows
        if result.best_move == target or playouts == budgets[-1]:
            verdict = "agrees" if result.best_move == target else "still differs"
            add(
                Row(
                    f"{MCTS_NAME} ({verdict})",
                    state.move_text(result.best_move),
                    None,
                    result.nodes,
                    result.seconds,
                )
            )
            break
    return rows


def _cancelled(result: SearchResult) -> bool:
    return result.stop_reason is StopReason.CANCELLED


@dataclass(frozen=True, slots=True)
class WorkEstimate:
    """How much work searching a position takes, measured on this machine."""

    nodes_at_depth: tuple[float, ...]
    """Estimated positions exactly ``d`` plies below the root, at index ``d`` (index 0: 1)."""
    seconds_per_node: float
    """Of minimax, over its first :data:`PROBE_NODES` nodes or :data:`PROBE_SECONDS`."""
    seconds_per_playout: float
    """Of one random game from the position to its end."""


def estimate_work(spec: GameSpec, state: BoardState, seed: int = 0) -> WorkEstimate:
    """Measure the work of searching ``state`` (takes a fraction of a second).

    Plays :data:`SUGGESTION_PROBES` random lines to the end.  The product of the
    branching factors along a line is an unbiased estimate of the number of
    positions at each depth (Knuth's 1975 estimator); the lines are averaged.
    The lines' cost is that of MCTS playouts; a short minimax search gives the
    cost of a node.
    """
    rng = random.Random(seed)
    nodes_at_depth = [1.0] + [0.0] * MAX_DEPTH
    started = time.perf_counter()
    for _ in range(SUGGESTION_PROBES):
        line = state
        width = 1.0
        for ply in range(MAX_PLAYOUT_PLIES):
            moves = line.legal_moves()
            if not moves:
                break
            if ply < MAX_DEPTH:
                width *= len(moves)
                nodes_at_depth[ply + 1] += width / SUGGESTION_PROBES
            line = line.play(rng.choice(moves))
    seconds_per_playout = (time.perf_counter() - started) / SUGGESTION_PROBES
    probe = Minimax(spec.heuristic).search(state, Limits(time=PROBE_SECONDS, nodes=PROBE_NODES))
    return WorkEstimate(
        tuple(nodes_at_depth), probe.seconds / max(probe.nodes, 1), seconds_per_playout
    )


def suggest_settings(estimate: WorkEstimate) -> Settings:
    """The deepest search and the largest MCTS cap expected to fit :data:`TREE_SECONDS` and
    :data:`MCTS_SECONDS`; minimax's nodes are summed over iterative deepening."""
    depth = 1
    iteration_nodes = estimate.nodes_at_depth[1]
    spent = iteration_nodes
    for next_depth in range(2, len(estimate.nodes_at_depth)):
        if estimate.nodes_at_depth[next_depth] == 0:  # every line ended sooner
            break
        iteration_nodes += estimate.nodes_at_depth[next_depth]
        spent += iteration_nodes
        if spent * estimate.seconds_per_node > TREE_SECONDS:
            break
        depth = next_depth
    max_playouts = MCTS_BUDGETS[0]
    tried = 0
    for playouts in MCTS_BUDGETS:
        tried += playouts
        if tried * estimate.seconds_per_playout > MCTS_SECONDS:
            break
        max_playouts = playouts
    return Settings(depth, max_playouts)


def format_rows(rows: list[Row]) -> str:
    """A table of the rows, with each tree search's nodes as a share of minimax's
    (MCTS counts playouts, each a whole random game: not comparable, so no share)."""
    baseline = rows[0].nodes or 1
    lines = [
        f"{'engine':<31} {'best':>6} {'score':>8} {'nodes':>10} {'of minimax':>10} {'seconds':>8}"
    ]
    for row in rows:
        score = "" if row.score is None else str(row.score)
        share = "playouts" if row.is_mcts else f"{row.nodes / baseline:.1%}"
        lines.append(
            f"{row.engine:<31} {row.best:>6} {score:>8} {row.nodes:>10,} {share:>10} "
            f"{row.seconds:>8.3f}"
        )
    return "\n".join(lines)


MOVES_NAMED = 8
"""Moves listed in a heading; a longer game is given as its number of moves."""


def position_text(moves: Sequence[str]) -> str:
    """``after b2 a1``, ``at the start``, or ``after 23 moves`` for a long game."""
    if not moves:
        return "at the start"
    if len(moves) > MOVES_NAMED:
        return f"after {len(moves)} moves"
    return f"after {' '.join(moves)}"


def chart_title(spec: GameSpec, moves: Sequence[str], depth: int) -> str:
    """The heading of the table and the chart: game, position and depth (plies)."""
    return f"{spec.title} {position_text(moves)}, depth {depth}"
