"""A search's report on a position of the game, kept for the analysis panel and its graph."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.search import SearchResult, is_proven
from games.base import BoardState


class EvaluationSource(StrEnum):
    """Which kind of search an :class:`Evaluation` comes from."""

    COMPUTER = "computer"
    """The computer choosing its move."""
    ANALYSIS = "analysis"
    """An analysis the person asked for."""
    HINT = "hint"
    """A hint search (the strongest engine, every move scored)."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A search's report on the position after ``ply`` moves of the game."""

    ply: int
    state: BoardState
    """The position searched (``result`` is from its side to move's point of view)."""
    result: SearchResult
    source: EvaluationSource
    final: bool
    """The search has ended; otherwise this is its last completed iteration so far."""

    @property
    def proven(self) -> bool:
        """Whether the value is a proven game-theoretic one (a win or loss, or an exact draw)."""
        return self.result.exact or is_proven(self.result.score)

    @property
    def first_player_score(self) -> int:
        """The score from the first player's point of view (player 0)."""
        return self.result.score if self.state.to_move == 0 else -self.result.score
