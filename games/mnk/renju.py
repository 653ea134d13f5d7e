"""Renju: gomoku on 15x15 where Black, who moves first, may not play forbidden points
(the rule: :mod:`games.mnk.forbidden`)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.game_api import IllegalMoveError
from games.mnk.forbidden import (
    BLACK,
    EMPTY,
    SIZE,
    WHITE,
    ForbiddenPoint,
    K,
    exact_ends,
    forbidden_points,
    forbidden_reason,
)
from games.mnk.gomoku import GomokuState
from games.mnk.rules import Geometry, MnkState, geometry


class RenjuState(GomokuState):
    """A renju position: a :class:`~games.mnk.gomoku.GomokuState` on 15x15 with Black's
    forbidden points.

    :meth:`legal_moves` leaves them out when Black is to move and :meth:`parse_move`
    refuses them with the reason; :meth:`forbidden_points` lists them for the board.
    """

    __slots__ = ("_forbidden",)

    renju = True
    """Marks the rule for engines (the gomoku searcher checks Black's moves)."""

    def __init__(
        self,
        geometry: Geometry,
        stones: tuple[int, int] = (0, 0),
        to_move: int = 0,
        last_move: int | None = None,
    ) -> None:
        self._forbidden: dict[int, str] | None = None
        super().__init__(geometry, stones, to_move, last_move)  # type: ignore[arg-type]

    @classmethod
    def new_game(cls) -> RenjuState:
        """The empty 15x15 board, Black to move."""
        return cls(geometry(SIZE, SIZE, K))

    def _find_win(self) -> int:
        """A line the last mover completed: exactly five for Black, five or more for White."""
        if self.last_move is None:
            return 0
        player = 1 - self.to_move
        mine = self.stones[player]
        ends = exact_ends()
        for line in self.geometry.lines_through[self.last_move]:
            if mine & line == line and (player == WHITE or not mine & ends[line]):
                return line
        return 0

    def _with_detected_win(self) -> MnkState:
        ends = exact_ends()
        for line in self.geometry.lines:
            for player in (BLACK, WHITE):
                stones = self.stones[player]
                if stones & line == line and (player == WHITE or not stones & ends[line]):
                    if player == self.to_move:
                        raise ValueError("the side to move has already won")
                    return RenjuState(
                        self.geometry, self.stones, self.to_move, line.bit_length() - 1
                    )
        return self

    def play(self, move: int) -> RenjuState:
        stones = list(self.stones)
        stones[self.to_move] |= 1 << move
        return RenjuState(self.geometry, (stones[0], stones[1]), 1 - self.to_move, move)

    def cells(self) -> list[int]:
        """The board as a flat list: ``-1`` empty, ``0`` Black, ``1`` White."""
        black, white = self.stones
        return [
            BLACK if black >> cell & 1 else WHITE if white >> cell & 1 else EMPTY
            for cell in range(self.geometry.cells)
        ]

    def _forbidden_map(self) -> dict[int, str]:
        if self._forbidden is None:
            points = forbidden_points(self.geometry, self.cells())
            self._forbidden = {point.cell: point.reason for point in points}
        return self._forbidden

    def forbidden_points(self) -> tuple[ForbiddenPoint, ...]:
        """Black's forbidden points now, whoever is to move (none once the game is over).

        For the board view to mark; computed once per position.
        """
        if self.outcome() is not None:
            return ()
        return tuple(ForbiddenPoint(cell, reason) for cell, reason in self._forbidden_map().items())

    def forbidden_reason(self, cell: int) -> str | None:
        """Why Black may not play ``cell`` now, or ``None``."""
        if self.outcome() is not None:
            return None
        return self._forbidden_map().get(cell)

    def legal_moves(self) -> list[int]:
        moves = super().legal_moves()
        if self.to_move != BLACK or not moves:
            return moves
        forbidden = self._forbidden_map()
        return [cell for cell in moves if cell not in forbidden]

    def allows(self, move: int) -> bool:
        """Whether ``move`` is legal here: one forbidden-point test for a Black move, not
        every point of the board as :meth:`legal_moves` finds them (until it has)."""
        if move not in GomokuState.legal_moves(self):
            return False
        if self.to_move != BLACK:
            return True
        if self._forbidden is not None:
            return move not in self._forbidden
        return forbidden_reason(self.geometry, self.cells(), move) is None

    def san_line(self, moves: Iterable[int]) -> list[str]:
        """The base's :meth:`~games.base.BoardStateBase.san_line`, each move checked by
        :meth:`allows`: the analysis panel writes every line of every engine update, and
        finding all of Black's forbidden points down a line took a fifth of the window's
        time in a renju game."""
        texts = []
        state = self
        for move in moves:
            if not state.allows(move):
                break
            texts.append(state.san(move))
            state = state.play(move)
        return texts

    def parse_move(self, text: str) -> int:
        """The cell ``text`` names; raises :class:`IllegalMoveError`, also for Black's
        forbidden points (``h8 is forbidden for Black: double-three``)."""
        cell = super().parse_move(text)
        if self.to_move == BLACK:
            reason = self.forbidden_reason(cell)
            if reason is not None:
                raise IllegalMoveError(
                    f"{self.geometry.name(cell)} is forbidden for Black: {reason}"
                )
        return cell

    def explain_click(self, cell: int) -> str | None:
        """Why a click on ``cell`` plays nothing (a forbidden point), for the board input."""
        if self.to_move == BLACK and self.outcome() is None:
            reason = self.forbidden_reason(cell)
            if reason is not None:
                return f"{self.geometry.name(cell)} is forbidden for Black: {reason}"
        return None

    @classmethod
    def from_text(cls, text: str, *, overline_wins: bool = True) -> RenjuState:
        """Reads :meth:`to_text`'s format (a 15,15,5 board); raises ``ValueError``."""
        state = super().from_text(text, overline_wins=True)
        if state.geometry != geometry(SIZE, SIZE, K):
            raise ValueError(f"expected a {SIZE},{SIZE},{K} board, got {text.split()[0]}")
        assert isinstance(state, RenjuState)
        return state
