"""Lesson 2's *Play against these weights*: a Connect Four game from the lesson's position
against a depth-limited search with the evaluation weights the learner chose.

The learner sets the points for an open line with two and with three discs and for a
disc in the centre column, and the depth; clicks play a move; the computer's reply is
searched, and judged by the solver, on a thread of its own
(:func:`app.services.lessons_play.weights_reply`), so the window never waits.  Each
reply is shown with its search score and what the solver says of it; *Undo* takes back
the learner's last move and the reply, *New game* starts again from the lesson's
position.  The main window's game is not touched.
"""

from __future__ import annotations

from PyQt6.QtCore import Qt, pyqtSlot
from PyQt6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.gui.board.move_taker import MoveTaker, board_beside
from app.gui.board.view import BoardView
from app.gui.session.errand import Errand
from app.gui.texts import said, side_name
from app.services.lessons_games import EVALUATION_DEPTH
from app.services.lessons_play import WeightsReply, weights_reply
from games.base import BoardState, GameSpec

MAX_WEIGHT = 20
MAX_DEPTH = 8


class WeightsGameWindow(QWidget):
    """A game against the chosen weights from ``start`` (the lesson's position)."""

    def __init__(
        self,
        spec: GameSpec,
        start: BoardState,
        weights: tuple[int, int, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.spec = spec
        self.start = start
        self.states: list[BoardState] = [start]
        self.replies: list[WeightsReply] = []
        self._ticket = 0
        self._errand = Errand("weights-reply")
        self._errand.done.connect(self.on_reply)
        self.setWindowTitle(self.tr("Play against your weights"))
        self.weight_boxes = [self._spin(value, MAX_WEIGHT) for value in weights]
        self.depth = self._spin(EVALUATION_DEPTH, MAX_DEPTH, minimum=1)
        self.side = QComboBox()
        for player in range(len(spec.player_names)):
            self.side.addItem(side_name(spec, player), player)
        self.side.setCurrentIndex(1 - start.to_move)  # the weights play the lesson's move
        self.board = BoardView()
        self.board.setAccessibleName(self.tr("Board of the game against your weights"))
        self.board.setMinimumSize(240, 220)
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.new_button = QPushButton(self.tr("&New game"))
        self.undo_button = QPushButton(self.tr("&Undo"))
        self._build()
        self.taker = MoveTaker(self.board, self)
        self.taker.played.connect(self.on_played)
        self.taker.refused.connect(self._say)
        self.new_button.clicked.connect(self.new_game)
        self.undo_button.clicked.connect(self.undo)
        self.side.currentIndexChanged.connect(self.new_game)
        self.new_game()

    def _spin(self, value: int, maximum: int, minimum: int = 0) -> QSpinBox:
        box = QSpinBox()
        box.setRange(minimum, maximum)
        box.setValue(value)
        return box

    def _build(self) -> None:
        form = QFormLayout()
        labels = (
            self.tr("Points for &two in an open line:"),
            self.tr("Points for t&hree in an open line:"),
            self.tr("Points for a disc in the &centre column:"),
        )
        for label, box in zip(labels, self.weight_boxes, strict=True):
            form.addRow(label, box)
        form.addRow(self.tr("Search &depth (plies):"), self.depth)
        form.addRow(self.tr("You &play:"), self.side)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.undo_button)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addLayout(buttons)
        side.addWidget(self.status, 1)
        board_beside(self, self.board, side, 380)
        self.resize(880, 520)

    @property
    def state(self) -> BoardState:
        return self.states[-1]

    @property
    def weights(self) -> tuple[int, int, int]:
        two, three, centre = (box.value() for box in self.weight_boxes)
        return two, three, centre

    @property
    def person(self) -> int:
        return int(self.side.currentData())

    @pyqtSlot()
    def new_game(self) -> None:
        """Start again from the lesson's position (the weights as they are set now)."""
        self.states = [self.start]
        self.replies = []
        self._turn(self.tr("Your move."))

    @pyqtSlot()
    def undo(self) -> None:
        """Take back the learner's last move and the computer's reply to it."""
        self._ticket += 1  # a reply under way no longer applies
        if len(self.states) > 1:
            self.states.pop()
        while len(self.states) > 1 and self.state.to_move != self.person:
            self.states.pop()
        played = sum(1 for state in self.states[:-1] if state.to_move != self.person)
        self.replies = self.replies[:played]
        self._turn(self.tr("Took back a move. Your move."))

    def _turn(self, text: str) -> None:
        """Show the position; the computer thinks when it is its move."""
        state = self.state
        self.board.set_position(state, self.spec.player_names, self.spec.family or self.spec.name)
        self.undo_button.setEnabled(len(self.states) > 1)
        if state.outcome() is not None:
            self.taker.refuse(self.tr("The game is over: New game plays again."))
            self.status.setText(self._ended_text())
        elif state.to_move == self.person:
            self.taker.take(state)
            self.status.setText(self._replies_text() + text)
        else:
            self.taker.refuse(self.tr("Wait: your weights are searching."))
            self.status.setText(self._replies_text() + self.tr("Your weights are searching…"))
            self._ticket += 1
            spec, weights, depth = self.spec, self.weights, self.depth.value()
            self._errand.run(self._ticket, lambda: weights_reply(spec, state, weights, depth))

    @pyqtSlot(object)
    def on_played(self, move: object) -> None:
        self.states.append(self.state.play(move))
        self._turn("")

    @pyqtSlot(str)
    def _say(self, reason: str) -> None:
        self.status.setText(self._replies_text() + reason)

    @pyqtSlot(int, object)
    def on_reply(self, ticket: int, reply: WeightsReply) -> None:
        if ticket != self._ticket:
            return  # a position left since (undo, a new game)
        self.replies.append(reply)
        state = self.state
        self.states.append(state.play(state.parse_move(reply.move)))
        self.board.set_highlights(state.move_cells(state.parse_move(reply.move)), ())
        self._turn(self.tr("Your move."))

    def reply_text(self, reply: WeightsReply) -> str:
        """``Yellow plays 4: +12 for Yellow at depth 6; the solver: keeps the win``."""
        mover = self.spec.player_names[1 - self.person]
        return self.tr("{0} plays {1}: {2:+d} for {0} at depth {3}; the solver: {4}.").format(
            said(mover), reply.move, reply.score, reply.depth, said(reply.judgement())
        )

    def _replies_text(self) -> str:
        lines = [self.reply_text(reply) for reply in self.replies[-4:]]
        return "".join(f"{line}\n" for line in lines)

    def _ended_text(self) -> str:
        mistakes = [reply for reply in self.replies if reply.mistake]
        ended = self.tr("The game is over.")
        if mistakes:
            first = mistakes[0]
            return (
                ended
                + " "
                + self.tr(
                    "Your weights' first mistake: {0}, which {1}; the search saw {2:+d} there."
                ).format(first.move, said(first.judgement()), first.score)
            )
        return ended + " " + self.tr("The solver found no mistake by your weights.")
