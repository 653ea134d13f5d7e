"""*Computer > Engine…*: external UCI engines as the computer's opponent or analyser (chess).

:class:`EngineDialog` keeps the list of engines the person added (remembered in the
settings), and chooses which plays the computer's moves, at the level's time or a
time per move, and which answers hints and analyses; *Options…* sets an engine's own
options (:mod:`~app.gui.games.chess.engine_options`).  :class:`EngineMenu` puts
*Engine…* and *Use Plyboard's engine* in the Computer menu (shown while chess is
played) and hands the choice to the controller, which searches with the engines on
its worker thread and falls back to Plyboard's engine when one fails
(:mod:`app.gui.session.computer_turn`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import chess.engine
from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QWidget,
)

from app.gui.board.view import BoardView
from app.gui.extensions import WindowParts
from app.gui.games.chess.engine_match import EngineMatchWindow
from app.gui.games.chess.engine_options import EngineOptionsDialog, OptionsReader
from app.gui.session.engine_choice import EngineChoice
from app.protocols.uci.client import (
    OPTION,
    UCI,
    UciEngineError,
    engine_command,
    engine_label,
    split_options,
)

translate = QCoreApplication.translate

PLYBOARD_ENGINE = QT_TRANSLATE_NOOP("EngineMenu", "Plyboard's engine")
MAX_SECONDS = 600.0
"""Longest time per move the dialog offers."""
ROLE = Qt.ItemDataRole.UserRole
"""Where a list item keeps its engine's command line."""


class EngineDialog(QDialog):
    """The UCI engines Plyboard knows, which one plays, which one analyses, and the
    opponent's time per move."""

    def __init__(
        self, engines: Sequence[str], choice: EngineChoice, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EngineDialog", "Chess engines"))
        self.list = QListWidget()
        self.list.setAccessibleName(translate("EngineDialog", "UCI engines"))
        self.add_button = QPushButton(translate("EngineDialog", "&Add…"))
        self.add_button.setToolTip(
            translate("EngineDialog", "Choose a UCI engine's executable (Stockfish, for one)")
        )
        self.remove_button = QPushButton(translate("EngineDialog", "&Remove"))
        self.options_button = QPushButton(translate("EngineDialog", "&Options…"))
        self.options_button.setToolTip(
            translate("EngineDialog", "Set the chosen engine's own options (its preset)")
        )
        self.options_reader = OptionsReader(self)
        self.options_dialog: EngineOptionsDialog | None = None
        """The open options dialog, if any (tests answer it)."""
        self._options_row = -1
        """The list row whose engine's options are being read or set."""
        self.opponent = QComboBox()
        self.analyser = QComboBox()
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.0, MAX_SECONDS)
        self.seconds.setDecimals(1)
        self.seconds.setSingleStep(0.5)
        self.seconds.setSuffix(translate("EngineDialog", " s"))
        self.seconds.setSpecialValueText(translate("EngineDialog", "the level's time"))
        self.seconds.setValue(choice.seconds or 0.0)
        self.message = QLabel()
        self.message.setObjectName("engineMessage")
        self.message.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.options_button)
        buttons.addStretch(1)
        answer = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        form = QFormLayout(self)
        form.addRow(QLabel(translate("EngineDialog", "UCI engines (chess):")))
        form.addRow(self.list)
        form.addRow(buttons)
        form.addRow(translate("EngineDialog", "Plays the computer's moves:"), self.opponent)
        form.addRow(translate("EngineDialog", "Time per move:"), self.seconds)
        form.addRow(translate("EngineDialog", "Hints and analysis:"), self.analyser)
        form.addRow(self.message)
        form.addRow(answer)
        for command in engines:
            self._append(command)
        self._fill_choices(choice)
        self.add_button.clicked.connect(self.on_add)
        self.remove_button.clicked.connect(self.on_remove)
        self.options_button.clicked.connect(self.on_options)
        self.options_reader.read.connect(self.on_options_read)
        self.options_reader.failed.connect(self.message.setText)
        answer.accepted.connect(self.accept)
        answer.rejected.connect(self.reject)

    def engines(self) -> tuple[str, ...]:
        """The command lines listed, in order."""
        return tuple(self.list.item(row).data(ROLE) for row in range(self.list.count()))

    def choice(self) -> EngineChoice:
        """The engines chosen (``None``: Plyboard's) and the time per move."""
        return EngineChoice(
            opponent=self.opponent.currentData(),
            analyser=self.analyser.currentData(),
            seconds=self.seconds.value() or None,
        )

    def add_engine(self, command: str) -> bool:
        """List the engine ``command`` names; ``False`` (and a message saying why) when it
        names no executable file.  Whether it speaks UCI shows at its first search."""
        try:
            engine_command(split_options(command)[0])
        except UciEngineError as error:
            self.message.setText(translate("EngineDialog", "Not added: {}.").format(error))
            return False
        if command not in self.engines():
            self._append(command)
            self._fill_choices(self.choice())
        self.message.setText(translate("EngineDialog", "Added {}.").format(engine_label(command)))
        return True

    @pyqtSlot()
    def on_add(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a UCI engine")
        if path:
            self.add_engine(path)

    @pyqtSlot()
    def on_remove(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            choice = self.choice()
            item = self.list.takeItem(row)
            self.message.setText(
                translate("EngineDialog", "Removed {}.").format(item.text())
                if item
                else translate("EngineDialog", "Removed the engine.")
            )
            self._fill_choices(choice)

    @pyqtSlot()
    def on_options(self) -> None:
        """Read the chosen engine's options (it starts on a thread of its own)."""
        item = self.list.currentItem()
        if item is None:
            self.message.setText(translate("EngineDialog", "Choose an engine in the list first."))
            return
        self.message.setText(
            translate("EngineDialog", "Reading the options of {}…").format(
                engine_label(item.data(ROLE))
            )
        )
        self._options_row = self.list.row(item)
        self.options_reader.start(item.data(ROLE))

    @pyqtSlot(object)
    def on_options_read(self, options: Mapping[str, chess.engine.Option]) -> None:
        item = self.list.item(self._options_row)
        if item is None:
            return
        self.message.setText("")
        self.options_dialog = EngineOptionsDialog(item.data(ROLE), options, self)
        self.options_dialog.accepted.connect(self.on_options_accepted)
        self.options_dialog.open()

    @pyqtSlot()
    def on_options_accepted(self) -> None:
        dialog, item = self.options_dialog, self.list.item(self._options_row)
        if dialog is None or item is None:
            return
        old, new = item.data(ROLE), dialog.command()
        choice = self.choice()
        self._show(item, new)
        self._fill_choices(
            EngineChoice(
                opponent=new if choice.opponent == old else choice.opponent,
                analyser=new if choice.analyser == old else choice.analyser,
                seconds=choice.seconds,
            )
        )
        self.message.setText(
            translate("EngineDialog", "Options of {engine}: {options}.").format(
                engine=engine_label(new), options=options_text(new)
            )
        )

    def _append(self, command: str) -> None:
        item = QListWidgetItem()
        self._show(item, command)
        self.list.addItem(item)

    @staticmethod
    def _show(item: QListWidgetItem, command: str) -> None:
        """``item`` stands for ``command`` (with its options)."""
        suffix = f" ({options_text(command)})" if OPTION in command else ""
        item.setText(engine_label(command) + suffix)
        item.setData(ROLE, command)
        item.setToolTip(command)

    def _fill_choices(self, choice: EngineChoice) -> None:
        """Offer Plyboard's engine and every listed one in both roles, keeping ``choice``
        where its engines are still listed."""
        for box, chosen in ((self.opponent, choice.opponent), (self.analyser, choice.analyser)):
            box.clear()
            box.addItem(translate("EngineMenu", PLYBOARD_ENGINE), None)
            for command in self.engines():
                box.addItem(engine_label(command), command)
            box.setCurrentIndex(max(0, box.findData(chosen)))


class EngineMenu(QObject):
    """*Engine…* and *Use Plyboard's engine* in the window's Computer menu (chess only)."""

    def __init__(
        self, window: WindowParts, board: BoardView, parent: QObject | None = None
    ) -> None:
        """``board``: the game's board, whose palette and looks the match board takes."""
        super().__init__(parent)
        self.window = window
        self.board = board
        self.controller = window.controller
        self.active = False
        """Whether chess is played now."""
        self.uci_engines: tuple[str, ...] = ()
        """The command lines of the UCI engines the person added (remembered)."""
        self.choice = EngineChoice()
        """What the person chose; applied while chess is played."""
        self.dialog: EngineDialog | None = None
        self.warning: QMessageBox | None = None
        """The last engine failure's message box (window-modal, never blocking)."""
        self.engine_action = QAction(translate("EngineMenu", "&Engine…"), self)
        self.engine_action.setToolTip(
            translate(
                "EngineMenu", "Play against or analyse with a UCI chess engine (Stockfish, for one)"
            )
        )
        self.match_action = QAction(translate("EngineMenu", "Engine &match…"), self)
        self.match_action.setToolTip(
            translate(
                "EngineMenu",
                "Two engines play games against each other: Plyboard's levels and your UCI engines",
            )
        )
        self.match_window: EngineMatchWindow | None = None
        """The open match window, if any."""
        self.plyboard_action = QAction(
            translate("EngineMenu", "Use &{}").format(translate("EngineMenu", PLYBOARD_ENGINE)),
            self,
        )
        self.plyboard_action.setCheckable(True)
        self.plyboard_action.setChecked(True)
        menu = window.menu_places.computer
        before = window.menu_places.anchors["move_now"]
        menu.insertActions(before, [self.engine_action, self.match_action, self.plyboard_action])
        self.separator = menu.insertSeparator(before)

    def connect(self) -> None:
        """Wire the menu (called once from the window's wiring)."""
        self.controller.game_started.connect(self.on_game_started)
        self.controller.settings_changed.connect(self.on_settings_changed)
        self.controller.engine_failed.connect(self.on_engine_failed)
        self.engine_action.triggered.connect(self.on_engine_dialog)
        self.match_action.triggered.connect(self.on_match)
        self.plyboard_action.triggered.connect(self.on_use_plyboard)

    def set_choice(self, choice: EngineChoice) -> None:
        """Use ``choice`` from the computer's next search on (in chess games)."""
        self.choice = choice
        if self.active:
            self.controller.set_engines(choice)
        self._show_choice()
        self.window.announce(choice_text(choice))

    # --- slots -----------------------------------------------------------------------

    @pyqtSlot()
    def on_game_started(self) -> None:
        chess_game = self.active
        for action in (self.engine_action, self.match_action, self.plyboard_action, self.separator):
            action.setVisible(chess_game)
        wanted = self.choice if chess_game else EngineChoice()
        if self.controller.engines != wanted:
            self.controller.set_engines(wanted)

    @pyqtSlot()
    def on_settings_changed(self) -> None:
        """Follow the controller (it goes back to Plyboard's engine when one fails)."""
        if self.active:
            self.choice = self.controller.engines
            self._show_choice()

    @pyqtSlot(str)
    def on_engine_failed(self, message: str) -> None:
        self.warning = self.window.warn(translate("EngineMenu", "Chess engine failed"), message)

    @pyqtSlot()
    def on_engine_dialog(self) -> None:
        """Open the dialog (window-modal, without blocking)."""
        if self.dialog is not None:
            self.dialog.deleteLater()
        parent = self.window.dialog_parent()
        self.dialog = EngineDialog(self.uci_engines, self.choice, parent)
        self.dialog.accepted.connect(self.on_dialog_accepted)
        self.dialog.open()

    @pyqtSlot()
    def on_dialog_accepted(self) -> None:
        dialog = self.dialog
        assert dialog is not None
        self.uci_engines = dialog.engines()
        self.window.save_settings()
        self.set_choice(dialog.choice())

    @pyqtSlot()
    def on_match(self) -> None:
        """Open the match window (not modal) with Plyboard's levels and the UCI engines."""
        if self.match_window is not None and self.match_window.running:
            self.match_window.raise_()
            return
        parent = self.window.dialog_parent()
        levels = tuple(reversed(self.controller.spec.levels))  # strongest first
        engines = tuple(UCI + command for command in self.uci_engines)
        self.match_window = EngineMatchWindow((*levels, *engines), parent)
        self.match_window.board.set_palette(self.board.colours)
        self.match_window.board.set_looks(self.board.looks)
        parent.installEventFilter(self.match_window)
        self.match_window.show()

    @pyqtSlot()
    def on_use_plyboard(self) -> None:
        self.set_choice(EngineChoice(seconds=self.choice.seconds))

    def _show_choice(self) -> None:
        plyboard = self.choice.opponent is None and self.choice.analyser is None
        self.plyboard_action.setChecked(plyboard)
        self.engine_action.setStatusTip(choice_text(self.choice))


def options_text(command: str) -> str:
    """The options set in ``command``, for people: ``Skill=5, Style=Wild`` (or ``defaults``)."""
    try:
        _, options = split_options(command)
    except UciEngineError as error:
        return str(error)
    return ", ".join(f"{name}={value}" for name, value in options.items()) or "defaults"


def choice_text(choice: EngineChoice) -> str:
    """One line saying who plays and who analyses, for the status bar."""

    def name(command: str | None) -> str:
        return (
            translate("EngineMenu", PLYBOARD_ENGINE) if command is None else engine_label(command)
        )

    names = {"opponent": name(choice.opponent), "analyser": name(choice.analyser)}
    if choice.opponent and choice.seconds:
        return translate(
            "EngineMenu",
            "The computer's moves: {opponent} ({seconds} s a move); "
            "hints and analysis: {analyser}.",
        ).format(seconds=f"{choice.seconds:g}", **names)
    return translate(
        "EngineMenu", "The computer's moves: {opponent}; hints and analysis: {analyser}."
    ).format(**names)
