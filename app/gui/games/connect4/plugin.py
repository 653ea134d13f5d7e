"""The Connect Four plug-in: a disc dropped into a column falls into place."""

from __future__ import annotations

from app.gui.board.motion import Entrance, Motion
from app.gui.extensions import GamePlugin


class ConnectFourPlugin(GamePlugin):
    """Connect Four (any size) on the generic board, with its discs falling."""

    def move_motion(self, motion: Motion) -> Motion:
        """The disc falls to the cell it landed on."""
        return motion.entering(Entrance.DROP)
