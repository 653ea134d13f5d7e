"""Clocks for games between programs: a time control, both sides' time left, and the
share of it one move may take.

A :class:`TimeControl` is written as match tools write it: ``10+0.1`` (10 seconds for
the game, 0.1 added after each move), ``40/60`` (40 moves in 60 seconds, then 60 more for
the next 40), ``40/60+0.5``, ``2:30+1`` (minutes and seconds) or ``60`` (sudden death).
:class:`GameClock` keeps both sides' seconds as a game goes; a side whose clock runs
below zero has lost on time.  Times are seconds of wall-clock time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TypeVar

DEFAULT_MOVES_TO_GO = 30
"""Moves the time left is shared among when the control names no number of moves."""
MOVE_OVERHEAD = 0.05
"""Seconds kept back from every move's time for starting and stopping the search and
passing the move on (a UCI engine's pipes)."""
INCREMENT_SHARE = 0.5
"""The part of the increment a move may spend on top of its share of the time left: the
rest builds a reserve (with 0.8, games of 60-150 moves at 60+0.6 ended with 3-8 s of
the clock, spending 89-97% of it; issue 48 asks at most 90%)."""
_T = TypeVar("_T")

_CONTROL = re.compile(
    r"^(?:(?P<moves>\d+)/)?(?:(?P<minutes>\d+):)?(?P<seconds>\d+(?:\.\d+)?)"
    r"(?:\+(?P<increment>\d+(?:\.\d+)?))?$"
)


class TimeControlError(ValueError):
    """A time control that cannot be read; the message shows the forms that can."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Seconds for a period of ``moves`` moves (the whole game when ``None``), and the
    ``increment`` added after each move."""

    seconds: float
    increment: float = 0.0
    moves: int | None = None

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The control ``text`` writes (see the module's forms); raises
        :class:`TimeControlError`."""
        found = _CONTROL.match("".join(text.split()))
        if found is None:
            raise TimeControlError(
                f"{text!r} is not a time control: write 10+0.1 (seconds + increment), "
                "40/60 (moves / seconds), 40/60+0.5 or 2:30+1 (minutes:seconds)"
            )
        seconds = float(found["seconds"]) + 60 * int(found["minutes"] or 0)
        moves = None if found["moves"] is None else int(found["moves"])
        if seconds <= 0 or moves == 0:
            raise TimeControlError(f"{text!r}: the time and the number of moves must be positive")
        return cls(seconds, float(found["increment"] or 0), moves)

    @property
    def text(self) -> str:
        """The control in the form :meth:`parse` reads, e.g. ``40/60+0.5``."""
        moves = "" if self.moves is None else f"{self.moves}/"
        increment = f"+{self.increment:g}" if self.increment else ""
        return f"{moves}{self.seconds:g}{increment}"

    def moves_to_go(self, moves_made: int) -> int | None:
        """Moves left in the current period after ``moves_made`` of one's own moves."""
        return None if self.moves is None else self.moves - moves_made % self.moves


@dataclass(frozen=True, slots=True)
class ClockReading:
    """What a side is told before it thinks: both clocks and increments, own first."""

    own: float
    opponent: float
    own_increment: float = 0.0
    opponent_increment: float = 0.0
    moves_to_go: int | None = None

    @property
    def move_seconds(self) -> float:
        """The share of the time left this move may take: an even share over the moves to
        go (:data:`DEFAULT_MOVES_TO_GO` without a number), most of the increment on top,
        never more than half of what is left, less :data:`MOVE_OVERHEAD`."""
        moves = self.moves_to_go or DEFAULT_MOVES_TO_GO
        share = self.own / moves + INCREMENT_SHARE * self.own_increment
        return max(0.001, min(share, self.own / 2) - MOVE_OVERHEAD)


@dataclass(frozen=True, slots=True)
class GameClock:
    """Both sides' clocks in one game, by colour (0 moves first); a side without a time
    control has no clock (``None``) and is never short of time."""

    controls: tuple[TimeControl | None, TimeControl | None]
    left: tuple[float, float]
    moves_made: tuple[int, int] = (0, 0)

    @classmethod
    def start(cls, controls: tuple[TimeControl | None, TimeControl | None]) -> GameClock:
        """Both clocks full."""
        full = tuple(0.0 if control is None else control.seconds for control in controls)
        return cls(controls, (full[0], full[1]))

    def reading(self, colour: int) -> ClockReading | None:
        """What ``colour`` is told before its move; ``None`` when it has no clock."""
        control = self.controls[colour]
        if control is None:
            return None
        other = self.controls[1 - colour]
        return ClockReading(
            own=self.left[colour],
            opponent=self.left[1 - colour],
            own_increment=control.increment,
            opponent_increment=0.0 if other is None else other.increment,
            moves_to_go=control.moves_to_go(self.moves_made[colour]),
        )

    def after_move(self, colour: int, seconds: float) -> GameClock:
        """The clocks after ``colour`` spent ``seconds`` on a move: its increment added and,
        at the end of a period, the period's time again (only while time is left)."""
        control = self.controls[colour]
        if control is None:
            return self
        left = self.left[colour] - seconds
        made = self.moves_made[colour] + 1
        if left >= 0:
            left += control.increment
            if control.moves is not None and made % control.moves == 0:
                left += control.seconds
        return replace(
            self,
            left=_with(self.left, colour, left),
            moves_made=_with(self.moves_made, colour, made),
        )

    def flagged(self, colour: int) -> bool:
        """Whether ``colour``'s time ran out."""
        return self.controls[colour] is not None and self.left[colour] < 0


def _with(pair: tuple[_T, _T], index: int, value: _T) -> tuple[_T, _T]:
    return (value, pair[1]) if index == 0 else (pair[0], value)
