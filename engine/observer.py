"""What a search reports to an observer while it runs: the events a learner can watch.

An observer is any callable taking one :data:`SearchEvent`.  The searchers accept one
through their constructor (``Minimax(heuristic, observer=...)``) or their ``observer``
attribute; with none attached (the default) the hot loop only tests a local variable
against ``None`` once per child, so the search runs as fast as without the hook.

Tree searches (minimax, alpha-beta) report, per iteration of iterative deepening::

    IterationStarted(depth)
      NodeEntered(move, depth, alpha, beta)      # a child of the node open last
        TableHit(...)                            # its transposition-table entry, if any
        ... NodeEntered / NodeLeft of its children ...
        CutOff(move, value, beta, pruned)        # a child's value reached beta
      NodeLeft(value, alpha, beta, leaf)
    IterationFinished(depth, value, best_move)   # or IterationAborted when the budget ran out

The root is not a node the engines count (``SearchResult.nodes`` counts the
``NodeEntered`` events).  Values are from the side to move at the node, and so are
its window ``[alpha, beta]``: negamax negates both on the way down.

Monte Carlo tree search reports per playout: :class:`Selected` (the path the UCT rule
chose), :class:`Expanded` (the node added), :class:`PlayedOut` (the random game's
result) and :class:`BackedUp` (the statistics along the path afterwards).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any


class ValueBound(Enum):
    """How a node's value relates to the true (depth-limited) value, from its window."""

    EXACT = "exact"
    """alpha < value < beta: the value itself."""
    LOWER = "lower"
    """value >= beta (fail high, a cut-off): the true value is at least this."""
    UPPER = "upper"
    """value <= alpha (fail low, no move reached alpha): the true value is at most this."""


class LeafKind(Enum):
    """Why a node has no searched children."""

    TERMINAL = "terminal"
    """The game is over there."""
    HORIZON = "horizon"
    """No plies left: the heuristic judged it."""
    REPETITION = "repetition"
    """The position is on the path already: scored as a draw."""
    TABLE = "table"
    """The transposition table gave a value that settled the window."""


def classify(value: int, alpha: int, beta: int) -> ValueBound:
    """The bound ``value`` is, returned by a fail-soft search with window ``[alpha, beta]``."""
    if value <= alpha:
        return ValueBound.UPPER
    if value >= beta:
        return ValueBound.LOWER
    return ValueBound.EXACT


@dataclass(frozen=True, slots=True)
class IterationStarted:
    """A new root search, ``depth`` plies deep, with the full window."""

    depth: int


@dataclass(frozen=True, slots=True)
class NodeEntered:
    """The search goes into the position after ``move`` (a child of the open node)."""

    move: Any
    depth: int
    """Plies left to search below this node."""
    alpha: int
    """Window from the side to move at this node."""
    beta: int


@dataclass(frozen=True, slots=True)
class TableHit:
    """The open node's position was in the transposition table."""

    score: int
    """Stored value, from the side to move there, as seen from this node's ply."""
    bound: ValueBound
    depth: int
    """Plies the stored value was searched."""
    best_move: Any
    proven: bool
    used: bool
    """The stored value settled the node (deep enough and its bound fits the window);
    otherwise only its best move was tried first."""


@dataclass(frozen=True, slots=True)
class CutOff:
    """A child's value reached beta in the open node: its remaining moves are not searched."""

    move: Any
    """The move whose value caused the cut-off."""
    value: int
    """That move's value, from the side to move at the open node."""
    beta: int
    pruned: tuple[Any, ...]
    """The moves not searched, in the order they would have been."""


@dataclass(frozen=True, slots=True)
class NodeLeft:
    """The open node's search is over."""

    value: int
    """From the side to move at the node (fail-soft: may lie outside the window)."""
    alpha: int
    beta: int
    leaf: LeafKind | None
    """Why the node was not expanded when its position says so (game over, repetition,
    horizon); ``None`` for a searched node or one the table settled (see :class:`TableHit`)."""

    @property
    def bound(self) -> ValueBound:
        return classify(self.value, self.alpha, self.beta)


@dataclass(frozen=True, slots=True)
class IterationFinished:
    """The root search of ``depth`` plies completed."""

    depth: int
    value: int
    """From the side to move at the root."""
    best_move: Any


@dataclass(frozen=True, slots=True)
class IterationAborted:
    """The budget ran out inside the iteration of ``depth`` plies: nodes still open end here."""

    depth: int
    reason: str
    """A :class:`engine.search.StopReason` value: ``nodes``, ``time`` or ``cancelled``."""


@dataclass(frozen=True, slots=True)
class Selected:
    """MCTS walked down the tree by the UCT rule."""

    path: tuple[Any, ...]
    """Moves from the root to the node where selection stopped."""
    uct: tuple[float, ...]
    """The UCT value of each node on ``path`` when it was chosen (its mean result for the
    player who moved into it, plus the exploration term)."""


@dataclass(frozen=True, slots=True)
class Expanded:
    """MCTS added the node at the end of ``path`` to the tree."""

    path: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class PlayedOut:
    """A random game from the node at ``path`` ended: ``result`` for the player who moved into
    that node (1 win, 0.5 draw, 0 loss); a proven node's value stands in for a playout."""

    path: tuple[Any, ...]
    result: float


@dataclass(frozen=True, slots=True)
class BackedUp:
    """The statistics of every node on ``path`` (root first) after the playout's backup."""

    path: tuple[Any, ...]
    visits: tuple[int, ...]
    """One more than before for each node, root included (``len(path) + 1`` entries)."""
    wins: tuple[float, ...]
    """Summed results for the player who moved into each node (the root's: its opponent)."""
    proven: tuple[int | None, ...]
    """+1, 0 or -1 for that player once the node's value is proven, else ``None``."""


SearchEvent = (
    IterationStarted
    | NodeEntered
    | TableHit
    | CutOff
    | NodeLeft
    | IterationFinished
    | IterationAborted
    | Selected
    | Expanded
    | PlayedOut
    | BackedUp
)

SearchObserver = Callable[[SearchEvent], None]
"""Receives each event as it happens, on the searching thread."""
