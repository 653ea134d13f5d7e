"""Moves said in words, for a player who cannot see the board.

After each move played, by either side, :class:`MoveAnnouncer` says the move in the game's
words ("You play e4.", "Computer plays Nf3, check.", "Red drops in column 4."), then the
side to move ("Black to move.") or the game's end ("Game over: Red wins (four in a row).").
An undo, a redo or a jump in the move list says how far it went ("Took back 2 moves.
White to move.").  It says it twice, in the two places Qt passes on to assistive
technology: the board's accessible description and the status bar.  *View > Announce
moves* turns it off; the keyboard cursor's descriptions (:mod:`app.gui.board.play`) stay.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal, pyqtSlot
from PyQt6.QtGui import QAction

from app.gui.board.view import BoardView
from app.gui.session.controller import GameController
from app.gui.texts import outcome_words, said, side_name
from app.gui.window.status_bar import StatusBar
from engine.game_api import Outcome, Player
from games.base import BoardState, GameSpec, Mover

translate = QCoreApplication.translate


def mover_of(controller: GameController, player: Player) -> Mover:
    """How an announcement names ``player``: "you" and "computer" when a person plays the
    computer, else the side's name."""
    computers = controller.computer_players
    if len(computers) != 1:
        return Mover.SIDE
    return Mover.COMPUTER if player in computers else Mover.YOU


def after_move_text(spec: GameSpec, state: BoardState, outcome: Outcome | None) -> str:
    """What follows a move's sentence: "Black to move." or "Game over: X wins (…)."."""
    if outcome is None:
        return translate("MoveAnnouncer", "{player} to move.").format(
            player=side_name(spec, state.to_move)
        )
    return translate("MoveAnnouncer", "Game over: {outcome}.").format(
        outcome=outcome_words(spec, outcome)
    )


def browsed_text(before: int, after: int) -> str:
    """What a move taken back, replayed or jumped to says: "Took back 2 moves." or
    "Replayed 1 move." (``before`` and ``after``: moves in the positions shown)."""
    count = abs(after - before)
    if after < before:
        if count == 1:
            return translate("MoveAnnouncer", "Took back 1 move.")
        return translate("MoveAnnouncer", "Took back {count} moves.").format(count=count)
    if count == 1:
        return translate("MoveAnnouncer", "Replayed 1 move.")
    return translate("MoveAnnouncer", "Replayed {count} moves.").format(count=count)


class MoveAnnouncer(QObject):
    """Announces ``controller``'s moves on the board ``board()`` returns (the one shown) and
    in ``status_bar`` while ``toggle`` (*View > Announce moves*) is checked."""

    announced = pyqtSignal(str)
    """The announcement of a move (and what follows it), or of a game ended off the board."""

    def __init__(
        self,
        controller: GameController,
        toggle: QAction,
        status_bar: StatusBar,
        board: Callable[[], BoardView],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.toggle = toggle
        self._board = board
        self._before: BoardState = controller.state
        """The position the controller showed last: before the move being played."""
        self._sentence: str | None = None
        """The sentence of the move just played, until the position after it is shown."""
        self._end_said = False
        """Whether the last announcement said the game's end already."""
        self._plies: int | None = len(controller.moves)
        """Moves in the position shown last; ``None`` right after a game started."""
        controller.game_started.connect(self.on_game_started)
        controller.move_played.connect(self.on_move_played)
        controller.state_changed.connect(self.on_state_changed)
        controller.game_over.connect(self.on_game_over)
        self.announced.connect(status_bar.announce)

    @pyqtSlot(int, str)
    def on_move_played(self, player: Player, _text: str) -> None:
        """Word the move (the controller played it: its position comes next)."""
        controller = self.controller
        side = controller.spec.player_names[player]
        move = controller.moves[-1]
        self._sentence = said(self._before.move_sentence(move, mover_of(controller, player), side))

    @pyqtSlot()
    def on_game_started(self) -> None:
        self._plies = None

    @pyqtSlot()
    def on_state_changed(self) -> None:
        controller = self.controller
        self._before = controller.state
        sentence, self._sentence = self._sentence, None
        shown, self._plies = self._plies, len(controller.moves)
        self._end_said = False
        if sentence is None and shown is not None and shown != self._plies:
            sentence = browsed_text(shown, self._plies)
        if sentence is None:
            return
        outcome = controller.outcome
        self._end_said = outcome is not None
        self._say(f"{sentence} {after_move_text(controller.spec, controller.state, outcome)}")

    @pyqtSlot(object)
    def on_game_over(self, outcome: Outcome) -> None:
        """A game ended without a move (a flag fell, a finished game was loaded)."""
        if not self._end_said:
            self._say(
                self.tr("Game over: {outcome}.").format(
                    outcome=outcome_words(self.controller.spec, outcome)
                )
            )

    def _say(self, text: str) -> None:
        if self.toggle.isChecked():
            self._board().setAccessibleDescription(text)
            self.announced.emit(text)
