"""The search tree, recorded from a searcher's observer events (written out by engine.tree_format).

:class:`TreeRecorder` is an observer (see :mod:`engine.observer`): attach it to a
searcher, run the search, and read :attr:`TreeRecorder.roots` (one tree per iteration of
iterative deepening; one tree for MCTS) and :attr:`TreeRecorder.steps` (every event with
the node it concerns, in order, for a step-by-step replay).  Trees are capped at
``max_nodes`` nodes: the search goes on, the recorder counts what it no longer keeps,
and :attr:`TreeRecorder.note` says so.

Values are from the side to move at the node (negamax), like the engines' scores.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.alphabeta import AlphaBeta
from engine.game_api import GameState, Heuristic, MoveOrder
from engine.mcts import MCTS, SCORE_SCALE
from engine.minimax import Minimax
from engine.observer import (
    BackedUp,
    CutOff,
    Expanded,
    IterationAborted,
    IterationFinished,
    IterationStarted,
    LeafKind,
    NodeEntered,
    NodeLeft,
    PlayedOut,
    SearchEvent,
    SearchObserver,
    Selected,
    TableHit,
    ValueBound,
    classify,
)
from engine.search import INFINITY, Limits, Searcher, SearchResult

DEFAULT_MAX_NODES = 20_000
"""Nodes a recorded tree keeps (roots not counted) before it stops growing."""
STEPS_PER_NODE = 5
"""Replay steps kept per node of the cap (a tree search makes at most four per node)."""

TREE_ALGORITHMS = ("minimax", "alphabeta", "alphabeta-ordered", "alphabeta-table", "mcts")
"""The searches a tree can be recorded of: plain alpha-beta tries moves in the game's
order and keeps no table; ``-ordered`` adds the game's move ordering; ``-table`` adds
the transposition table to that (the engine the levels play with)."""

MoveText = Callable[[GameState, Any], str]
"""How a move is written in a position (``lambda state, move: state.move_text(move)``)."""


@dataclass(eq=False, slots=True)
class TreeNode:
    """One recorded position.  Built while the search runs, hence mutable."""

    id: int
    """Order of creation; 0 is the first root."""
    move: Any
    """The move into this position (``None`` at a root)."""
    parent: TreeNode | None = field(default=None, repr=False)
    depth: int | None = None
    """Plies left to search below (a root: the iteration's depth)."""
    alpha: int | None = None
    """Window from the side to move here (tree searches)."""
    beta: int | None = None
    value: int | None = None
    """From the side to move here; ``None`` until left (or when the budget ran out inside)."""
    leaf: LeafKind | None = None
    cutoff: CutOff | None = None
    table_hit: TableHit | None = None
    visits: int = 0
    """MCTS: playouts through this node."""
    wins: float = 0.0
    """MCTS: summed results for the player who moved into this node (1 win, 0.5 draw)."""
    playouts: int = 0
    """MCTS: playouts that started here (its own, not its descendants')."""
    proven: int | None = None
    """MCTS: +1, 0, -1 for the player who moved into this node once proven."""
    uct: float | None = None
    """MCTS: UCT value when the node was last selected (or created)."""
    children: list[TreeNode] = field(default_factory=list)

    @property
    def bound(self) -> ValueBound | None:
        """How :attr:`value` relates to the window (tree searches)."""
        if self.value is None or self.alpha is None or self.beta is None:
            return None
        return classify(self.value, self.alpha, self.beta)

    @property
    def ply(self) -> int:
        """Plies from the root."""
        count, node = 0, self
        while node.parent is not None:
            count, node = count + 1, node.parent
        return count

    def path(self) -> tuple[Any, ...]:
        """The moves from the root to this node."""
        moves: list[Any] = []
        node: TreeNode | None = self
        while node is not None and node.parent is not None:
            moves.append(node.move)
            node = node.parent
        return tuple(reversed(moves))

    def walk(self) -> Iterator[TreeNode]:
        """This node and every recorded node below it, depth first."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def size(self) -> int:
        """Recorded nodes below this one (itself not counted)."""
        return sum(1 for _ in self.walk()) - 1

    def mcts_value(self) -> int | None:
        """MCTS: the mean result from the side to move here, scaled like the engine's
        scores (``SCORE_SCALE`` for always winning); ``None`` before the first visit."""
        if not self.visits:
            return None
        return round((1 - 2 * self.wins / self.visits) * SCORE_SCALE)


@dataclass(frozen=True, slots=True)
class Step:
    """One event of the search and the recorded node it concerns."""

    event: SearchEvent
    node: TreeNode


@dataclass(slots=True)
class IterationRecord:
    """One root search of iterative deepening."""

    depth: int
    root: TreeNode
    nodes: int = 0
    """Nodes the engine visited in this iteration (recorded or not)."""
    completed: bool = False
    stop: str | None = None
    """Why it did not complete (``nodes``, ``time``, ``cancelled``)."""
    best_move: Any = None
    dropped: bool = False
    """Its tree was dropped to make room for a later iteration's (only the root is left)."""


class TreeRecorder:
    """An observer that builds the searched tree (see the module docstring)."""

    def __init__(self, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        if max_nodes < 1:
            raise ValueError(f"max_nodes must be at least 1, got {max_nodes}")
        self.max_nodes = max_nodes
        self.max_steps = STEPS_PER_NODE * max_nodes
        self.iterations: list[IterationRecord] = []
        self.steps: list[Step] = []
        self.nodes_seen = 0
        """Nodes the search visited: ``NodeEntered`` events, or MCTS expansions."""
        self.recorded = 0
        """Nodes kept in the trees (roots not counted)."""
        self.playouts = 0
        self.steps_dropped = 0
        self._stack: list[TreeNode | None] = []
        self._mcts_nodes: dict[tuple[Any, ...], TreeNode] = {}
        self._next_id = 0

    # --- what was recorded ---------------------------------------------------------

    @property
    def roots(self) -> list[TreeNode]:
        """One tree per iteration (tree searches) or the one MCTS tree."""
        return [iteration.root for iteration in self.iterations]

    def shown_iteration(self) -> IterationRecord:
        """The tree to show first: the last completed iteration (the one the result comes
        from), else the last one; the MCTS tree."""
        if not self.iterations:
            raise ValueError("nothing was recorded: the search has not run")
        completed = [record for record in self.iterations if record.completed]
        return completed[-1] if completed else self.iterations[-1]

    @property
    def capped(self) -> bool:
        """Whether the search visited nodes the trees do not hold."""
        return self.nodes_seen > self.recorded

    @property
    def note(self) -> str | None:
        """A sentence for people when the trees are incomplete, else ``None``."""
        if self.capped:
            dropped = [record.depth for record in self.iterations if record.dropped]
            kept = (
                f"; the trees of iterations {_depths(dropped)} were dropped to keep the later ones"
                if dropped
                else ""
            )
            return (
                f"tree capped at {self.max_nodes:,} nodes: the search visited "
                f"{self.nodes_seen:,} and the trees keep {self.recorded:,}{kept} (the values "
                "of the nodes kept still include what was searched below them)"
            )
        if self.steps_dropped:
            return (
                f"replay capped at {self.max_steps:,} steps: {self.steps_dropped:,} later "
                "events were not kept (the tree's statistics include them)"
            )
        return None

    # --- the observer --------------------------------------------------------------

    def __call__(self, event: SearchEvent) -> None:
        handler = self._HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _new_node(self, move: Any, parent: TreeNode | None) -> TreeNode:
        node = TreeNode(self._next_id, move, parent)
        self._next_id += 1
        if parent is not None:
            parent.children.append(node)
            self.recorded += 1
        return node

    def _step(self, event: SearchEvent, node: TreeNode | None) -> None:
        if node is None:
            return
        if len(self.steps) < self.max_steps:
            self.steps.append(Step(event, node))
        else:
            self.steps_dropped += 1

    def _on_iteration_started(self, event: IterationStarted) -> None:
        root = self._new_node(None, None)
        root.depth, root.alpha, root.beta = event.depth, -INFINITY, INFINITY
        self.iterations.append(IterationRecord(event.depth, root))
        self._stack = [root]
        self._step(event, root)

    def _on_node_entered(self, event: NodeEntered) -> None:
        self.nodes_seen += 1
        self.iterations[-1].nodes += 1
        parent = self._stack[-1]
        node = None
        if parent is not None and self._make_room():
            node = self._new_node(event.move, parent)
            node.depth, node.alpha, node.beta = event.depth, event.alpha, event.beta
        self._stack.append(node)
        self._step(event, node)

    def _make_room(self) -> bool:
        """Whether one more node fits, after dropping the oldest earlier iteration's tree if
        the cap is reached (the last iteration, the one a result comes from, matters most)."""
        if self.recorded < self.max_nodes:
            return True
        for record in self.iterations[:-1]:
            if record.root.children:
                gone = {node.id for node in record.root.walk() if node is not record.root}
                record.root.children = []
                record.dropped = True
                self.recorded -= len(gone)
                self.steps = [step for step in self.steps if step.node.id not in gone]
                return True
        return False

    def _on_table_hit(self, event: TableHit) -> None:
        node = self._stack[-1]
        if node is not None:
            node.table_hit = event
            if event.used:
                node.leaf = LeafKind.TABLE
        self._step(event, node)

    def _on_cutoff(self, event: CutOff) -> None:
        node = self._stack[-1]
        if node is not None:
            node.cutoff = event
        self._step(event, node)

    def _on_node_left(self, event: NodeLeft) -> None:
        node = self._stack.pop()
        if node is not None:
            node.value = event.value
            if event.leaf is not None:
                node.leaf = event.leaf
        self._step(event, node)

    def _on_iteration_finished(self, event: IterationFinished) -> None:
        record = self.iterations[-1]
        record.root.value = event.value
        record.completed, record.best_move = True, event.best_move
        self._stack = []
        self._step(event, record.root)

    def _on_iteration_aborted(self, event: IterationAborted) -> None:
        record = self.iterations[-1]
        record.stop = event.reason
        self._stack = []
        self._step(event, record.root)

    def _mcts_root(self) -> TreeNode:
        if not self.iterations:
            root = self._new_node(None, None)
            self._mcts_nodes[()] = root
            self.iterations.append(IterationRecord(0, root))
        return self.iterations[0].root

    def _on_selected(self, event: Selected) -> None:
        self._mcts_root()
        node = self._mcts_nodes.get(event.path)
        for length, uct in enumerate(event.uct, start=1):
            on_path = self._mcts_nodes.get(event.path[:length])
            if on_path is not None:
                on_path.uct = uct
        self._step(event, node)

    def _on_expanded(self, event: Expanded) -> None:
        self.nodes_seen += 1
        self.iterations[0].nodes += 1
        parent = self._mcts_nodes.get(event.path[:-1])
        node = None
        if parent is not None and self.recorded < self.max_nodes:
            node = self._new_node(event.path[-1], parent)
            node.uct = math.inf
            self._mcts_nodes[event.path] = node
        self._step(event, node)

    def _on_played_out(self, event: PlayedOut) -> None:
        self.playouts += 1
        node = self._mcts_nodes.get(event.path)
        if node is not None:
            node.playouts += 1
        self._step(event, node)

    def _on_backed_up(self, event: BackedUp) -> None:
        node = None
        for length in range(len(event.path) + 1):
            node = self._mcts_nodes.get(event.path[:length])
            if node is None:
                break
            node.visits = event.visits[length]
            node.wins = event.wins[length]
            node.proven = event.proven[length]
        self._step(event, self._mcts_nodes.get(event.path))

    _HANDLERS: ClassVar[dict[type, Callable[[TreeRecorder, Any], None]]] = {
        IterationStarted: _on_iteration_started,
        NodeEntered: _on_node_entered,
        TableHit: _on_table_hit,
        CutOff: _on_cutoff,
        NodeLeft: _on_node_left,
        IterationFinished: _on_iteration_finished,
        IterationAborted: _on_iteration_aborted,
        Selected: _on_selected,
        Expanded: _on_expanded,
        PlayedOut: _on_played_out,
        BackedUp: _on_backed_up,
    }


# --- searching with a recorder --------------------------------------------------------


def tree_searcher(
    algorithm: str,
    heuristic: Heuristic,
    order_moves: MoveOrder | None = None,
    rng: random.Random | None = None,
    observer: SearchObserver | None = None,
) -> Searcher:
    """A new engine ``algorithm`` (one of :data:`TREE_ALGORITHMS`) reporting to ``observer``."""
    if algorithm == "minimax":
        return Minimax(heuristic, observer=observer)
    if algorithm == "alphabeta":
        return AlphaBeta(heuristic, None, use_table=False, observer=observer)
    if algorithm == "alphabeta-ordered":
        return AlphaBeta(heuristic, order_moves, use_table=False, observer=observer)
    if algorithm == "alphabeta-table":
        return AlphaBeta(heuristic, order_moves, use_table=True, observer=observer)
    if algorithm == "mcts":
        return MCTS(rng, observer=observer)
    raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(TREE_ALGORITHMS)}")


def record_search(
    algorithm: str,
    state: GameState,
    limits: Limits,
    heuristic: Heuristic,
    order_moves: MoveOrder | None = None,
    rng: random.Random | None = None,
    max_nodes: int = DEFAULT_MAX_NODES,
    stop: threading.Event | None = None,
) -> tuple[SearchResult, TreeRecorder]:
    """Search ``state`` with ``algorithm`` within ``limits`` (``stop`` cancels it: the last
    completed iteration stands) and record the tree."""
    recorder = TreeRecorder(max_nodes)
    searcher = tree_searcher(algorithm, heuristic, order_moves, rng, recorder)
    return searcher.search(state, limits, stop=stop), recorder


# --- reading a tree -------------------------------------------------------------------


def principal_path(root: TreeNode) -> list[TreeNode]:
    """The nodes of the expected line below ``root``: in a tree search each step is the
    first child whose value is the negation of its parent's; in MCTS a proven win for the
    mover or else the most visited child."""
    line: list[TreeNode] = []
    node = root
    while node.children:
        if node.visits:
            node = max(node.children, key=lambda child: (child.proven == 1, child.visits))
        else:
            matching = [
                child
                for child in node.children
                if child.value is not None and node.value is not None and -child.value == node.value
            ]
            if not matching:
                break
            node = matching[0]
        line.append(node)
    return line


def _depths(depths: list[int]) -> str:
    """``1-4`` for consecutive depths, else ``1, 3``."""
    if len(depths) > 1 and depths == list(range(depths[0], depths[-1] + 1)):
        return f"{depths[0]}-{depths[-1]}"
    return ", ".join(str(depth) for depth in depths)
