"""Five in a row (gomoku and the m,n,5 boards): the m,n,k state that speaks gomoku's
words in hints (:mod:`games.mnk.words`: fours, threes and the forks they make)."""

from __future__ import annotations

from collections.abc import Sequence

from games.mnk.rules import MnkState
from games.mnk.words import move_reasons, win_words


class GomokuState(MnkState):
    """An :class:`MnkState` with five in a row whose hints name gomoku's shapes."""

    __slots__ = ()

    def threat_reason(self, move: int) -> str | None:
        """What ``move``, which makes no five, makes or stops (``makes a four-three``), or
        ``None``."""
        return " and ".join(move_reasons(self, move)) or None

    def win_reason(self, line: Sequence[int]) -> str | None:
        """How ``line``, a proven win for the side to move, wins (``by fours``), or ``None``;
        for hints."""
        return win_words(self, line)
