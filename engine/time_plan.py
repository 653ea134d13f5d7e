"""How long one move thinks: a target time, stretched while the search is unsure of its
move and shortened when it is sure, and a hard limit it never passes.

Iterative deepening asks :meth:`TimePlan.allows_iteration` before each new depth,
with the :class:`Unrest` of the iterations so far (:meth:`Unrest.after` each completed
one).  On a clock (:meth:`TimePlan.on_clock`) the target is the move's share of the
time left (:attr:`~engine.clock.ClockReading.move_seconds`) and the hard limit a few
times more, never more than a part of the time left; a move with a fixed time
(:meth:`TimePlan.fixed`) neither stretches nor shortens.  Times are seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.clock import MOVE_OVERHEAD, ClockReading
from engine.search import Limits

NEXT_ITERATION_SHARE = 0.55
"""No new iteration starts after this part of the (stretched) target: the next one
would most likely not finish in time."""
MOST_TIMES_TARGET = 4.0
"""On a clock, the hard limit is at most this many targets ..."""
MOST_OF_CLOCK = 0.25
"""... and at most this part of the time left."""
CHANGE_STRETCH = 0.5
"""The target grows by this part for each recent change of the best move."""
CHANGE_MEMORY = 0.5
"""The part of the earlier changes still counted after each iteration."""
DROP_STRETCH = 0.5
"""The target grows by this part when the score fell by :data:`DROP_CENTIPAWNS` or more
since the previous iteration (less for a smaller fall)."""
DROP_CENTIPAWNS = 50
STABLE_ITERATIONS = 4
"""Iterations in a row with the same best move after which the move counts as sure ..."""
STABLE_SHRINK = 0.7
"""... and the target shrinks to this part."""
MOST_STRETCH = 2.5
"""The target never grows beyond this many times."""


@dataclass(frozen=True, slots=True)
class Unrest:
    """How unsure the search is of its move after the iterations so far: recent changes
    of the best move (older ones counting less), how far the score last fell
    (centipawns, from the side to move), and for how many iterations the best move has
    stayed."""

    changes: float = 0.0
    fall: int = 0
    stable: int = 0
    best_move: Any = None
    score: int | None = None

    def after(self, best_move: Any, score: int) -> Unrest:
        """The unrest after an iteration that chose ``best_move`` with ``score``."""
        if self.score is None:
            return Unrest(best_move=best_move, score=score, stable=1)
        changed = best_move != self.best_move
        return Unrest(
            changes=self.changes * CHANGE_MEMORY + (1.0 if changed else 0.0),
            fall=max(0, self.score - score),
            stable=1 if changed else self.stable + 1,
            best_move=best_move,
            score=score,
        )

    @property
    def stretch(self) -> float:
        """The factor the target is multiplied by (below 1 when the move is sure)."""
        factor = 1.0 + CHANGE_STRETCH * self.changes
        factor *= 1.0 + DROP_STRETCH * min(1.0, self.fall / DROP_CENTIPAWNS)
        if self.stable >= STABLE_ITERATIONS and self.fall == 0:
            factor *= STABLE_SHRINK
        return min(factor, MOST_STRETCH)


@dataclass(frozen=True, slots=True)
class TimePlan:
    """A move's ``target`` time and the ``most`` it may take; ``flexible`` when the
    target may stretch and shrink (a game on a clock)."""

    target: float
    most: float
    flexible: bool = False

    @classmethod
    def of(cls, limits: Limits) -> TimePlan | None:
        """The plan for ``limits``: on their clock when they have one, else their fixed
        time; ``None`` without a time limit."""
        if limits.time is None:
            return None
        return cls.fixed(limits.time) if limits.clock is None else cls.on_clock(limits.clock)

    @classmethod
    def fixed(cls, seconds: float) -> TimePlan:
        """Exactly ``seconds`` at most, no stretching (a time per move)."""
        return cls(seconds, seconds)

    @classmethod
    def on_clock(cls, reading: ClockReading) -> TimePlan:
        """The plan for a move of a game on time: the move's share of the time left as
        the target; the hard limit :data:`MOST_TIMES_TARGET` targets, but a stretch
        never beyond :data:`MOST_OF_CLOCK` of the time left."""
        target = reading.move_seconds
        most = min(MOST_TIMES_TARGET * target, MOST_OF_CLOCK * reading.own - MOVE_OVERHEAD)
        return cls(target, max(target, most), flexible=True)

    def forced(self) -> TimePlan:
        """The plan for a move with one legal answer: no time beyond the first iteration
        on a clock (a fixed time is kept: it was asked for)."""
        return TimePlan(0.0, self.most, flexible=True) if self.flexible else self

    def allows_iteration(self, elapsed: float, unrest: Unrest) -> bool:
        """Whether a new iteration may start after ``elapsed`` seconds of thinking."""
        target = self.target * unrest.stretch if self.flexible else self.target
        return elapsed < NEXT_ITERATION_SHARE * min(target, self.most)
