"""The Connect Four plug-in: a disc dropped into a column falls into place."""

from __future__ import annotations

from collections.abc import Sequence

from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin


class ConnectFourPlugin(GamePlugin):
    """Connect Four (any size) on the generic board, with its discs falling."""

    def animate_move(self, board: BoardView, cells: Sequence[int], drops: bool) -> None:
        """Let the disc fall to the cell it landed on, while View > *Animate drops* is on."""
        if drops:
            board.animate_drop(cells[-1])
