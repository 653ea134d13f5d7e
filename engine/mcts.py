"""Monte Carlo tree search: UCT with random playouts and proven values.

Each iteration walks down the tree by the UCB1 rule, adds one new node, plays
the game out at random from there and backs the result up.  When a node's game
is over its value is *proven*; proven wins and losses are backed up too (a node
with a winning child is a proven win; one whose children all lose is a proven
loss), so MCTS never walks into a loss it has seen and plays a win it has found.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Collection, Hashable
from typing import Any

from engine.game_api import GameState
from engine.observer import BackedUp, Expanded, PlayedOut, SearchObserver, Selected
from engine.search import (
    WIN,
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    StopReason,
    clamp_heuristic,
)

SCORE_SCALE = 1000
"""An unproven node scoring ``q`` in [-1, 1] is reported as ``round(q * SCORE_SCALE)``."""
MAX_PLAYOUT_PLIES = 400
"""A playout still going after this many plies counts as a draw."""
INFO_INTERVAL = 0.25
"""Seconds between two progress reports."""
DEFAULT_EXPLORATION = math.sqrt(2)
"""The UCB1 constant: how much an unvisited-looking child is worth trying."""


class Node:
    """One position in the tree.

    ``total`` sums the playout results (1 win, 0.5 draw, 0 loss) from the point of
    view of the player who made ``move``; ``proven`` is +1 (that player wins),
    0 (draw) or -1 (loses) once known, with ``plies`` to the end.
    """

    __slots__ = (
        "state",
        "move",
        "parent",
        "children",
        "untried",
        "visits",
        "total",
        "proven",
        "plies",
    )

    def __init__(
        self, state: GameState, move: Any, parent: Node | None, rng: random.Random
    ) -> None:
        self.state = state
        self.move = move
        self.parent = parent
        self.children: list[Node] = []
        self.visits = 0
        self.total = 0.0
        self.proven: int | None = None
        self.plies = 0
        outcome = state.outcome()
        if outcome is None:
            self.untried = list(state.legal_moves())
            rng.shuffle(self.untried)
        else:
            self.untried = []
            mover = 1 - state.to_move
            self.proven = 0 if outcome.winner is None else (1 if outcome.winner == mover else -1)

    def mean(self) -> float:
        """Average result for the player who made ``move``, in [0, 1]."""
        return self.total / self.visits if self.visits else 0.5

    def path(self) -> tuple[Any, ...]:
        """The moves from the root to this node."""
        moves = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            moves.append(node.move)
            node = node.parent
        return tuple(reversed(moves))


class MCTS:
    """UCT search; ``rng`` makes it reproducible, ``exploration`` is the UCB1 constant.

    ``observer`` (see :mod:`engine.observer`) hears each playout's selection, expansion,
    result and backup.
    """

    name = "mcts"

    def __init__(
        self,
        rng: random.Random | None = None,
        *,
        exploration: float = DEFAULT_EXPLORATION,
        observer: SearchObserver | None = None,
    ) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.exploration = exploration
        self.observer = observer

    def search(
        self,
        state: GameState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        budget = Budget(Limits(time=limits.time), stop)
        root = Node(state, None, None, self.rng)
        playouts = 0
        deepest = 0
        stop_reason = StopReason.SOLVED
        next_info = time.perf_counter() + INFO_INTERVAL
        while root.proven is None:
            if limits.nodes is not None and playouts >= limits.nodes:
                stop_reason = StopReason.NODES
                break
            try:
                budget.check()
            except SearchAborted as aborted:
                stop_reason = aborted.reason
                break
            deepest = max(deepest, self._iterate(root))
            playouts += 1
            budget.nodes = playouts
            if on_info is not None and time.perf_counter() >= next_info:
                next_info = time.perf_counter() + INFO_INTERVAL
                on_info(self._result(root, playouts, deepest, budget, StopReason.TIME))
        return self._result(root, playouts, deepest, budget, stop_reason)

    def _iterate(self, root: Node) -> int:
        """One selection, expansion, playout and backup; returns the depth reached."""
        observer = self.observer
        node = root
        depth = 0
        while not node.untried and node.children and node.proven is None:
            node = self._select(node)
            depth += 1
        if observer is not None:
            observer(Selected(node.path(), self._uct_along(node)))
        if node.untried and node.proven is None:
            move = node.untried.pop()
            child = Node(node.state.play(move), move, node, self.rng)
            node.children.append(child)
            node = child
            depth += 1
            if observer is not None:
                observer(Expanded(node.path()))
        result = self._playout(node)
        if observer is not None:
            observer(PlayedOut(node.path(), result))
        self._backup(node, result)
        if observer is not None:
            observer(_backed_up(node))
        return depth

    def uct(self, child: Node) -> float:
        """``child``'s UCB1 value as :meth:`_select` weighs it (a proven loss for the player
        who moves into it counts -1, a proven win is chosen at once: infinite); infinite
        before its first visit."""
        if child.proven == -1:
            return -1.0
        if child.proven == 1:
            return math.inf
        parent = child.parent
        if child.visits == 0 or parent is None or parent.visits == 0:
            return math.inf
        return child.mean() + self.exploration * math.sqrt(math.log(parent.visits) / child.visits)

    def _uct_along(self, node: Node) -> tuple[float, ...]:
        """The UCT value of each node from the root's child down to ``node``."""
        values = []
        while node.parent is not None:
            values.append(self.uct(node))
            node = node.parent
        return tuple(reversed(values))

    def _select(self, node: Node) -> Node:
        """The child with the best UCB1 value, avoiding proven losses for the mover."""
        log_visits = math.log(node.visits)
        best_child = node.children[0]
        best_value = -math.inf
        for child in node.children:
            if child.proven == 1:
                return child
            if child.proven == -1:
                value = -1.0
            else:
                value = child.mean() + self.exploration * math.sqrt(log_visits / child.visits)
            if value > best_value:
                best_child, best_value = child, value
        return best_child

    def _playout(self, node: Node) -> float:
        """Result in [0, 1] for the player who made ``node.move``."""
        if node.proven is not None:
            return (node.proven + 1) / 2
        mover = 1 - node.state.to_move
        state = node.state
        for _ in range(MAX_PLAYOUT_PLIES):
            outcome = state.outcome()
            if outcome is not None:
                if outcome.winner is None:
                    return 0.5
                return 1.0 if outcome.winner == mover else 0.0
            state = state.play(self.rng.choice(state.legal_moves()))
        return 0.5

    def _backup(self, node: Node | None, result: float) -> None:
        while node is not None:
            node.visits += 1
            node.total += result
            result = 1.0 - result
            parent = node.parent
            if parent is not None and parent.proven is None and node.proven is not None:
                self._prove(parent)
            node = parent

    @staticmethod
    def _prove(node: Node) -> None:
        """Mark ``node`` proven when its children settle its value."""
        children = node.children
        winning = [child.plies for child in children if child.proven == 1]
        if winning:
            node.proven, node.plies = -1, min(winning) + 1
            return
        if node.untried or any(child.proven is None for child in children):
            return
        best = max(child.proven for child in children if child.proven is not None)
        if best == 0:
            node.proven, node.plies = 0, 0
        else:
            node.proven, node.plies = 1, max(child.plies for child in children) + 1

    def _result(
        self, root: Node, playouts: int, deepest: int, budget: Budget, reason: StopReason
    ) -> SearchResult:
        scored = sorted(
            (self._move_score(child) for child in root.children), key=_rank, reverse=True
        )
        best = scored[0] if scored else MoveScore(root.untried[-1], 0, visits=0)
        line = [best.move]
        node = next((child for child in root.children if child.move == best.move), None)
        while node is not None and node.children:
            node = max(node.children, key=lambda child: (child.proven == 1, child.visits))
            line.append(node.move)
        exact = root.proven is not None or (best.exact and best.score > 0)
        return SearchResult(
            best_move=best.move,
            score=best.score,
            pv=tuple(line),
            depth=deepest,
            nodes=playouts,
            seconds=budget.elapsed,
            exact=exact,
            stop_reason=reason,
            move_scores=tuple(scored),
            algorithm=self.name,
        )

    def _move_score(self, child: Node) -> MoveScore:
        """A root child's value from the root's side to move."""
        if child.proven is not None:
            plies = child.plies + 1
            score = 0 if child.proven == 0 else child.proven * (WIN - plies)
            return MoveScore(child.move, score, True, child.visits)
        q = 2 * child.mean() - 1
        return MoveScore(child.move, clamp_heuristic(q * SCORE_SCALE), False, child.visits)


def _rank(entry: MoveScore) -> tuple[int, int]:
    """Proven wins first (fastest first), then open moves by visits, proven losses last."""
    if entry.exact and entry.score > 0:
        return 2, entry.score
    if entry.exact and entry.score < 0:
        return 0, entry.score
    return 1, entry.visits or 0


def _backed_up(node: Node) -> BackedUp:
    """The statistics from the root down to ``node``, as an observer event."""
    chain = []
    current: Node | None = node
    while current is not None:
        chain.append(current)
        current = current.parent
    chain.reverse()
    return BackedUp(
        node.path(),
        tuple(each.visits for each in chain),
        tuple(each.total for each in chain),
        tuple(each.proven for each in chain),
    )
