"""The protocol every game implements, and the small values it speaks in.

Positions are immutable: :meth:`GameState.play` returns a new state and never
changes the one it was called on.  Player ``0`` moves first, player ``1`` second.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol, Self, TypeVar

Player = int
"""0 for the side that moves first, 1 for the other."""

MoveT = TypeVar("MoveT")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winner (``None`` for a draw) and why."""

    winner: Player | None
    reason: str

    def result_for(self, player: Player) -> str:
        """``"win"``, ``"draw"`` or ``"loss"`` from ``player``'s point of view."""
        if self.winner is None:
            return "draw"
        return "win" if self.winner == player else "loss"


class IllegalMoveError(ValueError):
    """A move text that does not name a legal move here; the message says why."""


class GameState(Protocol[MoveT]):
    """An immutable position of a two-player, zero-sum, perfect-information game."""

    @property
    def to_move(self) -> Player:
        """The player whose turn it is."""
        ...

    def legal_moves(self) -> Sequence[MoveT]:
        """Every legal move; empty exactly when :meth:`outcome` is not ``None``."""
        ...

    def play(self, move: MoveT) -> Self:
        """The position after ``move``; trusts that ``move`` is legal."""
        ...

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        ...

    def key(self) -> Hashable:
        """A value equal for equal positions (used by transposition tables)."""
        ...


Heuristic = Callable[[GameState], int]
"""Static evaluation of a non-terminal position, from the side to move.

Must stay well inside ``±engine.search.HEURISTIC_BOUND`` so that it can never
be mistaken for a proven win or loss.
"""

MoveOrder = Callable[[GameState, Sequence[MoveT]], list[MoveT]]
"""A game's hint for search: the given moves, most promising first."""
