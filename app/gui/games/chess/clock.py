"""Chess clocks, without Qt: a time control, two clocks, the flag fall and the
computer's time budget.

Time comes from a ``now`` function (seconds, monotonic), so tests drive the clocks with
a fake time source; the window reads them on a timer.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import chess

from engine.game_api import Outcome, Player
from engine.player import Level
from games.chess.rules import ChessState

MOVES_TO_PLAN = 30
"""The computer plans each move as if this many were still to come on its clock."""
SAFETY_SHARE = 0.5
"""The computer never plans more than this share of the time it has left."""
ON_TIME = "on time"
TIMEOUT_DRAW = "time out, but the opponent cannot mate"
"""Outcome reasons of a flag fall."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    """``minutes`` on each clock at the start, ``increment`` seconds added after each move."""

    minutes: float
    increment: float = 0.0

    def __post_init__(self) -> None:
        if self.minutes <= 0 or self.increment < 0:
            raise ValueError(
                f"a time control needs minutes above 0 and an increment of 0 s or more, "
                f"got {self.minutes} min + {self.increment} s"
            )

    @property
    def label(self) -> str:
        """``10+5``: minutes, then increment seconds."""
        return f"{self.minutes:g}+{self.increment:g}"


TIME_CONTROLS = (TimeControl(5, 0), TimeControl(10, 5), TimeControl(15, 10))
"""The time controls offered besides none and a custom one."""
NO_CLOCK = "none"
"""How :func:`time_control_text` writes "no time control"."""


def time_control_text(control: TimeControl | None) -> str:
    """``10+5``, or :data:`NO_CLOCK` (for the settings file)."""
    return NO_CLOCK if control is None else control.label


def parse_time_control(text: str) -> TimeControl | None:
    """The inverse of :func:`time_control_text`; raises ``ValueError`` naming what is wrong."""
    if text == NO_CLOCK:
        return None
    minutes, plus, increment = text.partition("+")
    try:
        if not plus:
            raise ValueError("minutes+seconds expected")
        return TimeControl(float(minutes), float(increment))
    except ValueError as error:
        raise ValueError(f"{text!r} is no time control such as 10+5 ({error})") from None


class ChessClock:
    """Both players' clocks; at most one runs (the side to move's)."""

    def __init__(self, control: TimeControl, now: Callable[[], float] = time.monotonic) -> None:
        self.control = control
        self._now = now
        self._left = [60.0 * control.minutes, 60.0 * control.minutes]
        self._running: Player | None = None
        self._since = 0.0

    @property
    def running(self) -> Player | None:
        """The player whose clock runs, or ``None``."""
        return self._running

    def remaining(self, player: Player) -> float:
        """Seconds ``player`` has left (below 0 once the flag fell)."""
        left = self._left[player]
        if player == self._running:
            left -= self._now() - self._since
        return left

    def start(self, player: Player) -> None:
        """Run ``player``'s clock (and stop the other's)."""
        self.stop()
        self._running = player
        self._since = self._now()

    def set_remaining(self, seconds: tuple[float, float]) -> None:
        """Set both clocks (seconds left, White's first), stopped."""
        self._running = None
        self._left = list(seconds)

    def stop(self) -> None:
        """Stop the running clock, keeping the time used."""
        if self._running is not None:
            self._left[self._running] = self.remaining(self._running)
            self._running = None

    def moved(self, player: Player) -> None:
        """``player`` completed a move: their clock stops and gains the increment, the
        opponent's starts."""
        if self._running == player:
            self.stop()
        self._left[player] += self.control.increment
        self.start(1 - player)

    def flagged(self) -> Player | None:
        """The player whose time ran out, or ``None``."""
        for player in (0, 1):
            if self.remaining(player) <= 0:
                return player
        return None


def flag_outcome(state: ChessState, flagged: Player) -> Outcome:
    """The result when ``flagged``'s time runs out in ``state``: the opponent wins, unless
    they have too little material to mate by any series of legal moves (a draw)."""
    opponent = 1 - flagged
    colour = chess.WHITE if opponent == 0 else chess.BLACK
    if state.board.has_insufficient_material(colour):
        return Outcome(None, TIMEOUT_DRAW)
    return Outcome(opponent, ON_TIME)


def planned_seconds(remaining: float, increment: float) -> float:
    """Seconds to think on a move with ``remaining`` seconds left on the clock:
    ``remaining / 30 + increment``, never more than half of what is left."""
    if remaining <= 0:
        return 0.05
    return max(0.05, min(remaining / MOVES_TO_PLAN + increment, SAFETY_SHARE * remaining))


def planned_level(level: Level, remaining: float, increment: float) -> Level:
    """``level`` with its time limit lowered to :func:`planned_seconds` (its depth and
    node limits stay: the level still caps how deep it looks)."""
    seconds = planned_seconds(remaining, increment)
    limit = level.limits.time
    if limit is not None and limit <= seconds:
        return level
    return replace(level, limits=replace(level.limits, time=seconds))


def clock_text(seconds: float) -> str:
    """``4:59``, ``0:09.4`` under ten seconds, ``0:00.0`` once the flag fell."""
    seconds = max(0.0, seconds)
    if seconds < 10:
        return f"0:{seconds:04.1f}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"
