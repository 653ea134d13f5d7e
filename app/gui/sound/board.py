"""What is heard during a game: :class:`SoundBoard` listens to the game controller (moves,
the end, hints) and to the boards (a refused click or drop flashes its cell), and plays
each event's sound unless sounds are off.

A move sounds as its game's plug-in says (:meth:`app.gui.extensions.GamePlugin.move_sound`:
chess's check), or by the generic rule: a move after which the opponent has fewer pieces is
a capture.  The end of a game sounds from the person's point of view: the computer winning
is a loss; with the computer on both sides or on neither a decisive end is a win.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QGuiApplication

from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin
from app.gui.session.controller import GameController
from app.gui.sound.events import SoundEvent
from app.gui.sound.menu import SoundMenu
from app.gui.sound.sinks import SoundSink, open_sink
from engine.game_api import Outcome, Player
from games.base import BoardState


class Plugins(Protocol):
    """The games' plug-ins and boards: the plug-in of the game played now, and every board."""

    @property
    def active(self) -> GamePlugin: ...

    @property
    def boards(self) -> Sequence[BoardView]: ...


def pieces_of(state: BoardState, player: Player) -> int:
    """How many of ``player``'s pieces are on the board."""
    return sum(1 for piece in state.pieces() if piece is not None and piece.owner == player)


def generic_move_sound(before: BoardState, after: BoardState) -> SoundEvent:
    """A capture when the player who moved left the opponent fewer pieces, else a move."""
    opponent = 1 - before.to_move
    taken = pieces_of(after, opponent) < pieces_of(before, opponent)
    return SoundEvent.CAPTURE if taken else SoundEvent.MOVE


def end_sound(outcome: Outcome, computer_players: frozenset[Player]) -> SoundEvent:
    """The sound of ``outcome`` for the person: a loss when only the computer won."""
    if outcome.winner is None:
        return SoundEvent.DRAW
    person_lost = outcome.winner in computer_players and len(computer_players) == 1
    return SoundEvent.LOSS if person_lost else SoundEvent.WIN


class SoundBoard(QObject):
    """Plays the sounds of ``controller``'s game on ``sink`` (``None``: Qt's multimedia when
    it can play), as ``menu`` (*View > Sounds*) says."""

    def __init__(
        self,
        controller: GameController,
        menu: SoundMenu,
        plugins: Plugins,
        sink: SoundSink | None = None,
    ) -> None:
        super().__init__(controller)
        self.controller = controller
        self.menu = menu
        self._plugins = plugins
        self.sink = sink if sink is not None else open_sink(QGuiApplication.platformName(), self)
        menu.show_unavailable(self.sink.unavailable)
        self._shown = controller.state
        """The position the board showed last: the one a move is played from."""
        self._plies: int | None = len(controller.moves)
        self._moved = False
        """A move was played since the last position shown."""
        self._end_is_new = False
        """The game's end just came about (not reached again by undo, redo or browsing)."""
        controller.game_started.connect(self.on_game_started)
        controller.move_played.connect(self.on_move_played)
        controller.state_changed.connect(self.on_state_changed)
        controller.game_over.connect(self.on_game_over)
        controller.hint_ready.connect(self.on_hint_ready)
        for board in plugins.boards:
            board.refused.connect(self.on_refused)

    def play(self, event: SoundEvent) -> None:
        """Play ``event``'s sound at the chosen volume, unless sounds are off."""
        if self.menu.on.isChecked():
            self.sink.play(event, self.menu.volume / 100)

    @pyqtSlot()
    def on_game_started(self) -> None:
        self._plies = None

    @pyqtSlot(int, str)
    def on_move_played(self, _player: Player, _text: str) -> None:
        before, after = self._shown, self.controller.state
        move: Any = self.controller.moves[-1]
        event = self._plugins.active.move_sound(before, after, move)
        self.play(event if event is not None else generic_move_sound(before, after))
        self._moved = True

    @pyqtSlot()
    def on_state_changed(self) -> None:
        plies = len(self.controller.moves)
        self._end_is_new = self._moved or plies == self._plies  # a move, or a flag fall
        self._moved = False
        self._plies = plies
        self._shown = self.controller.state

    @pyqtSlot(object)
    def on_game_over(self, outcome: Outcome) -> None:
        if self._end_is_new:
            self.play(end_sound(outcome, self.controller.computer_players))

    @pyqtSlot(object)
    def on_hint_ready(self, _hint: object) -> None:
        self.play(SoundEvent.HINT)

    @pyqtSlot(int)
    def on_refused(self, _cell: int) -> None:
        self.play(SoundEvent.ILLEGAL)
