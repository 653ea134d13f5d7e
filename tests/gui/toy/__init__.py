"""A toy game for the plug-in test: two stones side by side on a strip of four cells win.

Players take turns putting a stone on an empty cell of the strip ``a``..``d``; whoever
first owns two neighbouring cells wins; a full strip without such a pair is a draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.game_api import IllegalMoveError, Outcome, Player
from engine.player import Level
from engine.search import Limits
from games.base import BoardKind, BoardLayout, BoardStateBase, GameSpec, Piece

CELLS = 4
NAMES = tuple("abcd"[:CELLS])
LAYOUT = BoardLayout(
    kind=BoardKind.SQUARES,
    columns=CELLS,
    rows=1,
    centres=tuple((float(cell), 0.0) for cell in range(CELLS)),
    cell_names=NAMES,
)


@dataclass(frozen=True, slots=True)
class StripState(BoardStateBase):
    """Who owns each cell (``None``: empty); player 0 moves first."""

    owners: tuple[Player | None, ...] = (None,) * CELLS

    @property
    def to_move(self) -> Player:
        return sum(owner is not None for owner in self.owners) % 2

    def pair(self) -> tuple[int, ...]:
        """The first two neighbouring cells of one owner (empty when there are none)."""
        for cell in range(CELLS - 1):
            owner = self.owners[cell]
            if owner is not None and self.owners[cell + 1] == owner:
                return (cell, cell + 1)
        return ()

    def outcome(self) -> Outcome | None:
        pair = self.pair()
        if pair:
            return Outcome(self.owners[pair[0]], "two side by side")
        if None not in self.owners:
            return Outcome(None, "the strip is full")
        return None

    def legal_moves(self) -> Sequence[int]:
        if self.outcome() is not None:
            return ()
        return tuple(cell for cell, owner in enumerate(self.owners) if owner is None)

    def play(self, move: int) -> StripState:
        owners = list(self.owners)
        owners[move] = self.to_move
        return StripState(tuple(owners))

    def key(self) -> tuple[Player | None, ...]:
        return self.owners

    def layout(self) -> BoardLayout:
        return LAYOUT

    def pieces(self) -> Sequence[Piece | None]:
        return tuple(None if owner is None else Piece(owner) for owner in self.owners)

    def move_cells(self, move: int) -> tuple[int, ...]:
        return (move,)

    def winning_cells(self) -> tuple[int, ...]:
        return self.pair()

    def move_text(self, move: int) -> str:
        return NAMES[move]

    def parse_move(self, text: str) -> int:
        name = text.strip().lower()
        if name not in NAMES or NAMES.index(name) not in self.legal_moves():
            raise IllegalMoveError(f"{text!r} is no empty cell of {', '.join(NAMES)}")
        return NAMES.index(name)

    def to_text(self) -> str:
        return "".join("." if owner is None else str(owner) for owner in self.owners)


def from_text(text: str) -> StripState:
    return StripState(tuple(None if char == "." else int(char) for char in text.strip()))


def spec() -> GameSpec:
    """The toy game; its plug-in is registered for the family ``toy``."""
    return GameSpec(
        name="toy-strip",
        title="Toy strip",
        player_names=("Red", "Blue"),
        new_state=StripState,
        from_text=from_text,
        heuristic=lambda state: 0,
        levels={"easy": Level("random", Limits())},
        rules="Put stones in turn; two of yours side by side win.",
        family="toy",
    )
