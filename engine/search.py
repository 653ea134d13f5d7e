"""Values shared by every search algorithm: limits, results, scores and budgets.

Scores are integers from the point of view of the side to move.  A proven win
``n`` plies away scores ``WIN - n`` and a proven loss ``-(WIN - n)``, so the
engines prefer quick wins and slow losses.  Heuristic scores stay strictly
inside ``±HEURISTIC_BOUND``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Protocol, TypeVar

from engine.clock import ClockReading
from engine.game_api import GameState

WIN = 1_000_000
"""Score of a win on the spot; a win ``n`` plies away scores ``WIN - n``."""
MAX_PLIES = 10_000
"""Longest game the scores can describe."""
PROVEN_BOUND = WIN - MAX_PLIES
"""Scores at or beyond ``±PROVEN_BOUND`` are proven wins or losses."""
HEURISTIC_BOUND = PROVEN_BOUND // 2
"""Heuristics must return values strictly inside ``±HEURISTIC_BOUND``."""
INFINITY = WIN + 1

MOVE_LINES = 5
"""With every root move scored, the best this many have their own principal line
(:attr:`MoveScore.pv`: a MultiPV analysis); engines may give more."""

CHECK_INTERVAL = 1024
"""Most nodes between two looks at the clock and the stop event."""
CHECK_SECONDS = 0.01
"""Seconds aimed at between two looks, for searches slow enough (per node) to need fewer
than :data:`CHECK_INTERVAL` nodes for it."""


def is_proven(score: int) -> bool:
    """Whether ``score`` is a proven win or loss."""
    return abs(score) >= PROVEN_BOUND


def proven_within(score: int, depth: int) -> bool:
    """Whether a ``depth``-ply search that returned ``score`` settled the game's value.

    A win or loss at most ``depth`` plies away is exact: any faster win (or slower
    loss) would lie inside the horizon too.  A proven score from farther away
    (a transposition table can graft on a subtree solved elsewhere) is a true
    bound but not necessarily the best distance.
    """
    return is_proven(score) and WIN - abs(score) <= depth


def plies_to_end(score: int) -> int | None:
    """Plies until the game ends with best play, for a proven win or loss."""
    return WIN - abs(score) if is_proven(score) else None


def score_to_table(score: int, ply: int) -> int:
    """A score found ``ply`` plies below the root, made relative to its own position
    (proven distances counted from there) for a transposition table."""
    if score >= PROVEN_BOUND:
        return score + ply
    if score <= -PROVEN_BOUND:
        return score - ply
    return score


def score_from_table(score: int, ply: int) -> int:
    """The inverse of :func:`score_to_table` for a position ``ply`` plies below the root."""
    return score_to_table(score, -ply)


def clamp_heuristic(value: float) -> int:
    """``value`` rounded and kept strictly inside ``±HEURISTIC_BOUND``."""
    limit = HEURISTIC_BOUND - 1
    return max(-limit, min(limit, round(value)))


class StopReason(Enum):
    """Why a search returned."""

    DEPTH = "depth"
    TIME = "time"
    NODES = "nodes"
    CANCELLED = "cancelled"
    SOLVED = "solved"
    BOOK = "book"
    TABLEBASE = "tablebase"


@dataclass(frozen=True, slots=True)
class Limits:
    """What a search may spend; ``None`` means unbounded."""

    depth: int | None = None
    """Plies."""
    time: float | None = None
    """Seconds of wall-clock time."""
    nodes: int | None = None
    """Nodes (tree searches) or playouts (MCTS)."""
    clock: ClockReading | None = None
    """The clocks of a game played on time, for an engine that shares its time out itself
    (a UCI engine is told ``wtime``/``btime``); ``time`` is then this move's share, for
    engines that take a time per move."""

    def __post_init__(self) -> None:
        for name in ("depth", "time", "nodes"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ValueError(f"limit {name} must not be negative, got {value}")

    @property
    def bounded(self) -> bool:
        """Whether time or nodes are limited (depth alone does not bound a threat search)."""
        return self.time is not None or self.nodes is not None

    def on_clock(self, reading: ClockReading) -> Limits:
        """These limits for one move of a game on time: ``reading``, and its share of the
        time left (:attr:`ClockReading.move_seconds`) as the move's time."""
        return replace(self, clock=reading, time=reading.move_seconds)

    def share(self, fraction: float) -> Limits:
        """The part ``fraction`` of these time and node limits, for a sub-search (no depth)."""
        return Limits(
            time=None if self.time is None else self.time * fraction,
            nodes=None if self.nodes is None else max(1, int(self.nodes * fraction)),
        )


@dataclass(frozen=True, slots=True)
class MoveScore:
    """The value of one root move, from the side to move at the root."""

    move: Any
    score: int
    exact: bool = False
    """The score is the proven game-theoretic value (with distance)."""
    visits: int | None = None
    """MCTS: how often the move was explored; an opening book: how many of its lines play
    the move (its weight)."""
    pv: tuple[Any, ...] = ()
    """The principal variation this move starts (the move first), when the engine reports
    one per move (a MultiPV analysis); empty otherwise."""

    @property
    def outcome(self) -> str | None:
        """``"win"``, ``"draw"`` or ``"loss"`` when exact, else ``None``."""
        return outcome_word(self.score) if self.exact else None

    @property
    def plies_to_end(self) -> int | None:
        """Plies to the end with best play, for exact decisive values."""
        return plies_to_end(self.score) if self.exact else None


def outcome_word(score: int) -> str:
    """The outcome an exact ``score`` stands for, from the side to move."""
    if score > 0:
        return "win"
    if score < 0:
        return "loss"
    return "draw"


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search found; a value of the last *completed* iteration."""

    best_move: Any
    score: int
    """From the side to move at the root."""
    pv: tuple[Any, ...] = ()
    """Principal variation, starting with ``best_move``."""
    depth: int = 0
    """Plies of the last completed iteration (MCTS: deepest tree path)."""
    nodes: int = 0
    """Nodes visited (MCTS: playouts)."""
    seconds: float = 0.0
    exact: bool = False
    """``score`` is the proven game-theoretic value."""
    stop_reason: StopReason = StopReason.DEPTH
    move_scores: tuple[MoveScore, ...] = field(default_factory=tuple)
    """Per root move, best first, when asked for (MCTS: always)."""
    algorithm: str = ""
    note: str = ""
    """What the engine adds for people, in words (a tablebase's verdict); may be empty."""

    @property
    def outcome(self) -> str | None:
        """``"win"``, ``"draw"`` or ``"loss"`` for the side to move, when exact."""
        return outcome_word(self.score) if self.exact else None

    @property
    def plies_to_end(self) -> int | None:
        """Plies to the end with best play, when exact and decisive."""
        return plies_to_end(self.score) if self.exact else None

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


InfoCallback = Callable[[SearchResult], None]


StateT_contra = TypeVar("StateT_contra", bound=GameState, contravariant=True)
"""The states a :class:`Searcher` takes: any game's, or one game's (a solver, a brain)."""


class Searcher(Protocol[StateT_contra]):
    """Anything that picks a move: minimax, alpha-beta, MCTS, a solver, a table.

    ``Searcher[GameState]`` searches every game; ``Searcher`` alone leaves the game open.
    """

    @property
    def name(self) -> str:
        """The engine's short name (``alphabeta``, ``mcts``, ``uci``)."""
        ...

    def search(
        self,
        state: StateT_contra,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Search ``state`` (which must not be over) within ``limits``."""
        ...


@dataclass(frozen=True, slots=True)
class ScoringAllMoves:
    """A searcher that always scores every root move (hints and analysis need them all)."""

    inner: Searcher

    @property
    def name(self) -> str:
        return self.inner.name

    def search(
        self,
        state: GameState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = True,
    ) -> SearchResult:
        return self.inner.search(
            state, limits, stop=stop, on_info=on_info, history=history, score_all_moves=True
        )


class PlayerFailure(RuntimeError):
    """An external engine (a child process: a Gomocup brain, a UCI engine) gave no usable
    move: ``kind`` is ``timeout``, ``crash``, ``illegal move``, ``protocol`` or ``missing``;
    the message says what happened.  A match scores it a loss for that side."""

    player = "engine"
    """What the failed player is called in a match record ("White's engine lost by ...")."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class SearchAborted(Exception):
    """Raised inside a search when its budget runs out; caught at the root."""

    def __init__(self, reason: StopReason) -> None:
        super().__init__(reason.value)
        self.reason = reason


class Budget:
    """Counts nodes and aborts the search when a limit or the stop event says so.

    The clock and the stop event are looked at about every :data:`CHECK_SECONDS`
    (every :data:`CHECK_INTERVAL` nodes at most), so cancelling takes effect within
    a few milliseconds even where a node is slow to evaluate.
    """

    __slots__ = (
        "nodes",
        "_node_limit",
        "_deadline",
        "_stop",
        "_next_check",
        "_checked_at",
        "_checked_nodes",
        "started",
    )

    def __init__(self, limits: Limits, stop: threading.Event | None) -> None:
        self.started = time.perf_counter()
        self.nodes = 0
        self._node_limit = limits.nodes
        self._deadline = None if limits.time is None else self.started + limits.time
        self._stop = stop
        self._next_check = 1
        self._checked_at = self.started
        self._checked_nodes = 0

    def tick(self) -> None:
        """Count one node; raise :class:`SearchAborted` when the budget is spent."""
        self.nodes += 1
        if self.nodes >= self._next_check:
            now = time.perf_counter()
            interval = self.nodes - self._checked_nodes
            if now > self._checked_at:  # scale the interval to CHECK_SECONDS
                interval = int(interval * CHECK_SECONDS / (now - self._checked_at))
            self._checked_at, self._checked_nodes = now, self.nodes
            self._next_check = self.nodes + max(1, min(CHECK_INTERVAL, interval))
            self.check()
        if self._node_limit is not None and self.nodes > self._node_limit:
            raise SearchAborted(StopReason.NODES)

    def check(self) -> None:
        """Raise :class:`SearchAborted` if cancelled or out of time."""
        if self._stop is not None and self._stop.is_set():
            raise SearchAborted(StopReason.CANCELLED)
        if self._deadline is not None and time.perf_counter() >= self._deadline:
            raise SearchAborted(StopReason.TIME)

    def exhausted(self) -> StopReason | None:
        """Why no further work should start, or ``None`` when there is budget left."""
        try:
            self.check()
        except SearchAborted as aborted:
            return aborted.reason
        if self._node_limit is not None and self.nodes >= self._node_limit:
            return StopReason.NODES
        return None

    @property
    def elapsed(self) -> float:
        """Seconds since the search started."""
        return time.perf_counter() - self.started
