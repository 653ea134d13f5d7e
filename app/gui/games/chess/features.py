"""What the chess plug-in adds to the window beyond every game's: the chess GUIs' conventions.

:class:`ChessFeatures` adds *Claim draw*, *Copy FEN*, *Copy PGN* and *Time control* to the
Game menu and *Flip board* (F) and *Show legal moves* to the View menu
(shown while chess is played), the promotion chooser, the opening's ECO code and name and
both clocks in the side panel, the evaluation bar beside the board, and the flag fall
(taking moves back after it restores the clocks of that position, and the game goes on).
The chess plug-in makes it when the window installs it and wires it with
:meth:`ChessFeatures.connect`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, Qt, QTimer, pyqtSlot
from PyQt6.QtGui import QAction, QActionGroup, QKeySequence
from PyQt6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from app.gui.extensions import WindowParts, with_mnemonics
from app.gui.games.chess.board import ChessBoardView
from app.gui.games.chess.clock import (
    TIME_CONTROLS,
    ChessClock,
    TimeControl,
    clock_text,
    flag_outcome,
    planned_level,
)
from app.gui.games.chess.files import pgn_text
from app.gui.games.chess.promotion import PromotionChooser, needs_choice
from engine.player import Level
from games.chess.openings import OpeningIndexError, opening_name
from games.chess.rules import ChessState

translate = QCoreApplication.translate

CLOCK_TICK_MILLISECONDS = 100
"""How often the clocks are redrawn and the flags checked."""
LOW_TIME_SECONDS = 20.0
"""A clock with less time left is drawn in the warning colour."""
RESUME_SECONDS = 10.0
"""Least time a clock holds when moves are taken back after a flag fall."""


class TimeControlDialog(QDialog):
    """Custom time control: minutes on each clock and increment seconds per move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("TimeControlDialog", "Custom time control"))
        self.minutes = QDoubleSpinBox()
        self.minutes.setRange(0.5, 600)
        self.minutes.setValue(3)
        self.minutes.setSuffix(translate("TimeControlDialog", " min"))
        self.increment = QDoubleSpinBox()
        self.increment.setRange(0, 600)
        self.increment.setValue(2)
        self.increment.setSuffix(translate("TimeControlDialog", " s"))
        form = QFormLayout(self)
        form.addRow(translate("TimeControlDialog", "Time on each clock:"), self.minutes)
        form.addRow(translate("TimeControlDialog", "Increment per move:"), self.increment)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def control(self) -> TimeControl:
        return TimeControl(self.minutes.value(), self.increment.value())


class ChessBox(QFrame):
    """The side panel's chess lines: the opening and the two clocks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chessBox")
        self.opening = QLabel()
        self.opening.setObjectName("openingLine")
        self.opening.setWordWrap(True)
        self.clock_names = (
            QLabel(translate("ChessBox", "White")),
            QLabel(translate("ChessBox", "Black")),
        )
        self.clocks = (QLabel(), QLabel())
        for clock in self.clocks:
            clock.setObjectName("clock")
            clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = clock.font()
            font.setPointSizeF(font.pointSizeF() * 1.5)
            font.setBold(True)
            font.setStyleHint(font.StyleHint.Monospace)
            clock.setFont(font)
        self.clock_grid = QWidget()
        grid = QGridLayout(self.clock_grid)
        grid.setContentsMargins(0, 0, 0, 0)
        for row, (name, clock) in enumerate(zip(self.clock_names, self.clocks, strict=True)):
            grid.addWidget(name, row, 0)
            grid.addWidget(clock, row, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 2, 0, 2)
        column.setSpacing(3)
        column.addWidget(self.opening)
        column.addWidget(self.clock_grid)


class ChessFeatures(QObject):
    """Chess actions, clocks, the chooser and the panel lines of one main window."""

    def __init__(
        self,
        window: WindowParts,
        board: ChessBoardView,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        """``board`` is the chess plug-in's board; ``now`` is the clocks' time source
        (seconds; tests pass a fake one)."""
        super().__init__(board)  # lives and dies with the chess board
        self.window = window
        self.board = board
        self.active = False
        """Whether chess is played now (see :meth:`set_active`)."""
        self.controller = window.controller
        self.now = now
        self.clock: ChessClock | None = None
        """The clocks of the game on the board, when it is played with a time control."""
        self._clock_times: dict[int, tuple[float, float]] = {}
        """Both clocks' seconds left when the position after N plies arose."""
        self._flag_fell = False
        """A flag fell in this game and no move was taken back since."""
        self.time_control: TimeControl | None = None
        """The time control of new games (``None``: no clocks)."""
        self.chooser = PromotionChooser(board)
        self.box = ChessBox()
        window.add_panel_widget(self.box)
        self.timer = QTimer(self)
        self.timer.setInterval(CLOCK_TICK_MILLISECONDS)
        self._make_actions()

    def _make_actions(self) -> None:
        window = self.window
        self.claim_draw = QAction(translate("ChessFeatures", "Claim &draw"), self)
        self.claim_draw.setToolTip(
            translate(
                "ChessFeatures", "Claim a draw by threefold repetition or the fifty-move rule"
            )
        )
        self.copy_fen = QAction(translate("ChessFeatures", "Copy &FEN"), self)
        self.copy_fen.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_pgn = QAction(translate("ChessFeatures", "Copy P&GN"), self)
        self.flip = QAction(translate("ChessFeatures", "&Flip board"), self)
        self.flip.setShortcut(QKeySequence("F"))
        self.flip.setCheckable(True)
        self.flip.setToolTip(translate("ChessFeatures", "Turn the board round (F)"))
        self.show_legal = self._toggle(
            translate("ChessFeatures", "Show &legal moves"),
            translate(
                "ChessFeatures",
                "Mark where the selected piece may go: dots, rings on captures (chess)",
            ),
        )
        self.time_group = QActionGroup(self)
        self.time_actions: dict[str, QAction] = {}
        labels = with_mnemonics([tc.label for tc in TIME_CONTROLS], taken={"n", "c"})
        for key, label, control in (
            ("No clock", translate("ChessFeatures", "&No clock"), None),  # and Custom… below
            *(
                (label.replace("&", ""), label, tc)
                for label, tc in zip(labels, TIME_CONTROLS, strict=True)
            ),
            ("Custom…", translate("ChessFeatures", "&Custom…"), "custom"),
        ):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(control)
            self.time_group.addAction(action)
            self.time_actions[key] = action
        self.time_actions["No clock"].setChecked(True)
        places = window.menu_places
        game, view, anchors = places.game, places.view, places.anchors
        game.insertAction(anchors["copy"], self.claim_draw)
        self.time_menu = QMenu(translate("ChessFeatures", "&Time control"), game)
        self.time_menu.addActions(list(self.time_actions.values()))
        game.insertMenu(anchors["copy"], self.time_menu)
        game.insertSeparator(anchors["copy"])
        after_paste = game.actions()[game.actions().index(anchors["paste"]) + 1]
        game.insertActions(after_paste, [self.copy_fen, self.copy_pgn])
        view.insertAction(anchors["palette"], self.show_legal)
        view.addSeparator()
        view.addAction(self.flip)
        for action in (self.claim_draw, self.copy_fen, self.copy_pgn, self.flip):
            window.add_shortcut(action)  # their shortcuts work with the menus closed
        self.chess_actions = (
            self.claim_draw,
            self.copy_fen,
            self.copy_pgn,
            self.flip,
            self.show_legal,
            self.time_menu.menuAction(),
        )

    def _toggle(self, text: str, tip: str) -> QAction:
        """A checkable View action, on at first."""
        action = QAction(text, self)
        action.setCheckable(True)
        action.setChecked(True)
        action.setToolTip(tip)
        return action

    def connect(self) -> None:
        """Wire the chess parts (called once from the window's wiring)."""
        controller = self.controller
        controller.game_started.connect(self.on_game_started)
        controller.settings_changed.connect(self.on_settings_changed)
        controller.state_changed.connect(self.on_state_changed)
        controller.move_played.connect(self.on_move_played)
        controller.game_over.connect(self.on_game_over)
        self.claim_draw.triggered.connect(self.on_claim_draw)
        self.copy_fen.triggered.connect(self.on_copy_fen)
        self.copy_pgn.triggered.connect(self.on_copy_pgn)
        self.flip.toggled.connect(self.on_flip_toggled)
        self.show_legal.toggled.connect(self.board.set_show_legal_moves)
        self.board.set_show_legal_moves(self.show_legal.isChecked())
        for toggle in (self.show_legal, self.flip):
            toggle.toggled.connect(self.window.save_settings)
        self.time_group.triggered.connect(self.on_time_control_chosen)
        self.timer.timeout.connect(self.on_tick)
        self.chooser.chosen.connect(self.window.play_move)
        self.chooser.cancelled.connect(self.window.refresh_input)
        self.board.drop_refused.connect(self.on_drop_refused)

    def set_active(self, active: bool) -> None:
        """Chess starts (``True``) or another game does: the chess actions show or hide."""
        self.active = active

    # --- the promotion chooser and the computer's time -------------------------------

    def ask_choice(self, move: Any) -> bool:
        """Ask for the promotion piece when ``move`` promotes (see ``BoardPlay.choose_move``)."""
        if not needs_choice(move):
            return False
        self.chooser.ask(move, self.controller.state.to_move)
        return True

    def plan_level(self, level: Level) -> Level:
        """The computer's level for its next move, its time planned from its clock."""
        clock = self.clock
        if clock is None or not self.active:
            return level
        player = self.controller.state.to_move
        return planned_level(level, clock.remaining(player), clock.control.increment)

    # --- controller signals --------------------------------------------------------

    @pyqtSlot()
    def on_game_started(self) -> None:
        chess_game = self.active
        for action in self.chess_actions:
            action.setVisible(chess_game)
        self.box.setVisible(chess_game)
        self.chooser.cancel()
        self.clock = None
        self._flag_fell = False
        if chess_game and self.time_control is not None:
            self.clock = ChessClock(self.time_control, self.now)
            self._clock_times = {len(self.controller.moves): self._clock_left(self.clock)}
            if self.controller.outcome is None and self.controller.moves:
                self.clock.start(self.controller.state.to_move)
        self._orient()
        self.show_clocks()

    @pyqtSlot()
    def on_settings_changed(self) -> None:
        self._orient()

    @pyqtSlot()
    def on_state_changed(self) -> None:
        controller = self.controller
        if not self.active:
            return
        state = controller.state
        assert isinstance(state, ChessState)
        self.chooser.cancel()  # the position it was asked for is gone
        plies = len(controller.moves)
        self.claim_draw.setEnabled(
            controller.human_to_move() and state.claimable_draw() is not None
        )
        self._show_opening()
        clock = self.clock
        running = None if clock is None else clock.running
        ended = controller.outcome is not None
        if clock is not None and not ended and self._flag_fell:
            self._resume_after_flag(clock, plies, state.to_move)
        elif clock is not None and not ended and running not in (None, state.to_move):
            clock.start(state.to_move)  # moves taken back or browsed
        self.show_clocks()

    @pyqtSlot(int, str)
    def on_move_played(self, player: int, text: str) -> None:
        controller = self.controller
        if not self.active:
            return
        if self.clock is not None:
            self.clock.moved(player)
            self._clock_times[len(controller.moves)] = self._clock_left(self.clock)
            if controller.outcome is not None:
                self.clock.stop()
            self.show_clocks()

    @pyqtSlot(object)
    def on_game_over(self, outcome: object) -> None:
        if self.clock is not None:
            self.clock.stop()
            self.show_clocks()
        self.claim_draw.setEnabled(False)

    # --- the person's actions ------------------------------------------------------

    @pyqtSlot()
    def on_claim_draw(self) -> None:
        if not self.controller.play_text("claim"):
            self.window.refuse(translate("ChessFeatures", "No draw can be claimed now."))

    @pyqtSlot()
    def on_copy_fen(self) -> None:
        state = self.controller.state
        clipboard = QApplication.clipboard()
        if clipboard is not None and isinstance(state, ChessState):
            clipboard.setText(state.to_text())
            self.window.announce(
                translate("ChessFeatures", "Copied FEN: {}").format(state.to_text())
            )

    @pyqtSlot()
    def on_copy_pgn(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None and self.active:
            clipboard.setText(pgn_text(self.controller, self.window.saved_game()))
            self.window.announce(
                translate("ChessFeatures", "Copied the game as PGN: {} moves").format(
                    len(self.controller.moves)
                )
            )

    @pyqtSlot(bool)
    def on_flip_toggled(self, checked: bool) -> None:
        self._orient()

    @pyqtSlot(int)
    def on_drop_refused(self, square: int) -> None:
        name = self.controller.state.layout().cell_names[square]
        self.window.refuse(translate("ChessFeatures", "That piece cannot go to {}.").format(name))

    @pyqtSlot(QAction)
    def on_time_control_chosen(self, action: QAction) -> None:
        """A time control for the next games; a new game starts at once with it."""
        control = action.data()
        if control == "custom":
            dialog = TimeControlDialog()
            if dialog.exec() != QDialog.DialogCode.Accepted:
                self._check_time_control()
                return
            control = dialog.control()
        self.set_time_control(control)

    def remember_time_control(self, control: TimeControl | None) -> None:
        """Play new games with ``control`` (a setting read at start): a chess game without
        moves yet gets the clocks at once, any other keeps going."""
        self.time_control = control
        self._check_time_control()
        if self.active and not self.controller.moves:
            self.on_game_started()

    def set_time_control(self, control: TimeControl | None) -> None:
        """Play new games with ``control`` (``None``: without clocks); starts a new game."""
        self.time_control = control
        self._check_time_control()
        if self.active:
            self.controller.new_game()

    @pyqtSlot()
    def on_tick(self) -> None:
        """Redraw the clocks; a flag that fell ends the game."""
        clock = self.clock
        controller = self.controller
        if clock is None or controller.outcome is not None:
            return
        flagged = clock.flagged()
        if flagged is not None:
            clock.stop()
            self._flag_fell = True
            state = controller.state
            assert isinstance(state, ChessState)
            self.show_clocks()
            controller.end_game(flag_outcome(state, flagged))
            return
        self.show_clocks()

    # --- inside ---------------------------------------------------------------------

    def _orient(self) -> None:
        """Black at the bottom when the person plays Black alone, turned by *Flip board*."""
        controller = self.controller
        plays_black = controller.computer_players == frozenset({0})
        flipped = self.active and plays_black != self.flip.isChecked()
        self.board.set_flipped(flipped)
        self.window.eval_bar.set_flipped(flipped)

    @staticmethod
    def _clock_left(clock: ChessClock) -> tuple[float, float]:
        return clock.remaining(0), clock.remaining(1)

    def _resume_after_flag(self, clock: ChessClock, plies: int, to_move: int) -> None:
        """Moves were taken back after a flag fell: the clocks of that position (at least
        :data:`RESUME_SECONDS` each) run again for the side to move."""
        white, black = self._clock_times.get(plies, self._clock_left(clock))
        clock.set_remaining((max(white, RESUME_SECONDS), max(black, RESUME_SECONDS)))
        clock.start(to_move)
        self._flag_fell = False

    def _check_time_control(self) -> None:
        """Tick the time control of new games (a custom one names itself in the menu)."""
        control = self.time_control
        for action in self.time_actions.values():
            data = action.data()
            if data == control:
                action.setChecked(True)
            elif data == "custom" and control is not None and control not in TIME_CONTROLS:
                action.setChecked(True)
                action.setText(translate("ChessFeatures", "&Custom ({})…").format(control.label))

    def _show_opening(self) -> None:
        controller = self.controller
        if controller.spec.name != "chess":
            self.box.opening.setText(translate("ChessFeatures", "Opening: from a set-up position"))
            return
        states = [controller.spec.new_state()]
        for move in controller.moves:
            states.append(states[-1].play(move))
        try:
            name = opening_name(states)
        except OpeningIndexError as error:
            self.box.opening.setText(
                translate("ChessFeatures", "Opening names unavailable: {}").format(error)
            )
            return
        self.box.opening.setText(
            translate("ChessFeatures", "Opening: —") if name is None else f"{name[0]} · {name[1]}"
        )

    def show_clocks(self) -> None:
        """Redraw the clocks, in the window's palette now."""
        clock = self.clock
        self.box.clock_grid.setVisible(clock is not None)
        if clock is None:
            self.timer.stop()
            return
        colours = self.window.colours
        for player, label in enumerate(self.box.clocks):
            left = clock.remaining(player)
            label.setText(clock_text(left))
            running = clock.running == player
            ink = colours.illegal if left < LOW_TIME_SECONDS else colours.text
            if running:
                label.setStyleSheet(
                    f"color: {ink.name()}; background: {colours.result_fill.name()};"
                    f" border: 1px solid {colours.result_border.name()};"
                    " border-radius: 4px; padding: 0 6px;"
                )
            else:
                muted = ink if left < LOW_TIME_SECONDS else colours.muted_text
                label.setStyleSheet(f"color: {muted.name()}; padding: 0 7px;")
            label.setAccessibleDescription(
                translate("ChessFeatures", "running")
                if running
                else translate("ChessFeatures", "stopped")
            )
        if clock.running is not None and self.controller.outcome is None:
            if not self.timer.isActive():
                self.timer.start()
        else:
            self.timer.stop()
