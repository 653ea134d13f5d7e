"""Move animation in every game: *View > Animation* (off, fast, normal, slow).

:class:`MoveAnimator` watches the game controller: when the window shows the position
after a move just played (the person's or the computer's), it plans the move's
:class:`~app.gui.board.motion.Motion` from the position shown before and the new one,
lets the game's plug-in adjust it (Connect Four's discs drop) and hands it to the board,
which runs it on a :class:`~PyQt6.QtCore.QVariantAnimation`.  Undo, redo, browsing the move
list, loading or starting a game show their position at once: only a move played
animates, and only the last one.  The board ends an animation at once when the person
clicks or presses a key on it, or when it is given another position.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot

from app.gui.board.motion import Entrance, Motion, plan_motion
from app.gui.board.view import BoardView
from app.gui.session.controller import GameController
from games.base import Piece

MOVE_MILLISECONDS = 200
"""How long a move's slides and fades take at :attr:`AnimationSpeed.NORMAL`."""
DROP_MILLISECONDS = 350
"""How long a dropped piece takes to fall into place at :attr:`AnimationSpeed.NORMAL`."""


class AnimationSpeed(StrEnum):
    """How fast moves are animated (*View > Animation*)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def title(self) -> str:
        """The View menu's text."""
        return {
            "off": QCoreApplication.translate("AnimationSpeed", "&Off"),
            "fast": QCoreApplication.translate("AnimationSpeed", "&Fast"),
            "normal": QCoreApplication.translate("AnimationSpeed", "&Normal"),
            "slow": QCoreApplication.translate("AnimationSpeed", "&Slow"),
        }[self]

    def milliseconds(self, motion: Motion) -> int:
        """How long ``motion`` takes at this speed (0: it is not animated)."""
        dropping = motion.arrivals and motion.entrance is Entrance.DROP
        normal = DROP_MILLISECONDS if dropping else MOVE_MILLISECONDS
        return round(normal * _SPEED_FACTORS[self])


_SPEED_FACTORS = {
    AnimationSpeed.OFF: 0.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.SLOW: 2.0,
}
"""Each speed's durations as a multiple of the normal ones."""

GameMotion = Callable[[Motion], Motion]
"""How the game being played shows a move's planned motion (its plug-in's
:meth:`~app.gui.extensions.GamePlugin.move_motion`)."""


class MoveAnimator(QObject):
    """Animates each move played on the board that shows it, at the speed ``speed`` gives
    at that moment (*View > Animation*)."""

    def __init__(
        self,
        controller: GameController,
        speed: Callable[[], AnimationSpeed],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._speed = speed
        self._shown: tuple[Piece | None, ...] = ()
        """The pieces of the position shown last, by cell."""
        self._played_plies: int | None = None
        """How many moves the game had right after the last move played, until it is shown."""
        controller.move_played.connect(self._on_move_played)

    @pyqtSlot(int, str)
    def _on_move_played(self, _player: int, _text: str) -> None:
        self._played_plies = len(self._controller.moves)

    def show_position(self, board: BoardView, game_motion: GameMotion) -> None:
        """``board`` was just given the controller's position: animate the move that led to
        it when that move was just played and the speed is not off (``game_motion`` adjusts
        the plan for the game)."""
        controller = self._controller
        state = controller.state
        before, self._shown = self._shown, tuple(state.pieces())
        played, self._played_plies = self._played_plies, None
        speed = self._speed()
        if played != len(controller.moves) or speed is AnimationSpeed.OFF:
            return
        planned = plan_motion(
            before, self._shown, controller.last_move_cells(), state.layout().centres
        )
        motion = game_motion(planned)
        if not motion.empty:
            board.animate(motion, speed.milliseconds(motion))
