"""The m,n,k games' plug-in: renju's forbidden points crossed on the board."""

from __future__ import annotations

from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin
from games.base import BoardState
from games.mnk.renju import RenjuState


class ForbiddenPointsBoard(BoardView):
    """The generic board, with Black's forbidden points crossed in a renju game."""

    def forbidden_cells(self, state: BoardState) -> tuple[int, ...]:
        """Renju's forbidden points for the side to move that are no legal move (none once
        the game is over)."""
        if not isinstance(state, RenjuState) or state.outcome() is not None:
            return ()
        legal = {cell for move in state.legal_moves() for cell in state.move_cells(move)}
        return tuple(point.cell for point in state.forbidden_points() if point.cell not in legal)


class MnkPlugin(GamePlugin):
    """Gomoku and renju on the generic board, renju's forbidden points marked."""

    def __init__(self) -> None:
        super().__init__()
        self.board = ForbiddenPointsBoard()

    def board_view(self) -> BoardView:
        return self.board
