"""The main window: it assembles the board, the side panel, the menus and the status bar,
and wires every signal between them and the game controller in :meth:`MainWindow._connect`.

Its parts live in their own modules: :mod:`app.gui.board.view` (the board),
:mod:`app.gui.window.menus` (actions, menus, toolbar), :mod:`app.gui.panels.side_panel` (what is
shown beside the board), :mod:`app.gui.window.game_files` (open, save, copy, paste, resume),
:mod:`app.gui.window.plugin_host` (the games' plug-ins: their boards, menus and panels) and
:mod:`app.gui.window.dialogs`.  The game itself is
:class:`~app.gui.session.controller.GameController`'s.  The window knows no game by name.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QStandardPaths, pyqtSlot
from PyQt6.QtGui import QAction, QCloseEvent, QResizeEvent
from PyQt6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
)

from app.gui import style
from app.gui.board.animation import MoveAnimator
from app.gui.board.move_numbers import numbered_cells
from app.gui.board.play import BoardPlay
from app.gui.board.view import BoardView
from app.gui.panels.analysis import AnalysisPanel, analysis_dock
from app.gui.panels.eval_bar import BoardWithBar, EvaluationBar
from app.gui.panels.hints import HintDisplay
from app.gui.panels.move_tree import node_of_link
from app.gui.panels.move_tree_menu import MoveTreeMenu
from app.gui.panels.side_panel import ResumeBar, SidePanel
from app.gui.session.controller import DEFAULT_LEVEL, GameController
from app.gui.sound.board import SoundBoard
from app.gui.texts import game_title, outcome_words
from app.gui.window.announcer import MoveAnnouncer
from app.gui.window.board_marks import BoardMarks
from app.gui.window.dialogs import (
    CustomGameDialog,
    count_result,
    warning_box,
)
from app.gui.window.extras_files import ExtrasFiles
from app.gui.window.game_files import GameFiles, unfinished_game
from app.gui.window.language_menu import LanguageMenu
from app.gui.window.layout import central_area
from app.gui.window.looks import BoardLooksChoice
from app.gui.window.menus import WindowMenus
from app.gui.window.plugin_host import PluginHost
from app.gui.window.puzzle_launcher import PuzzleLauncher
from app.gui.window.remembered import WindowSettings
from app.gui.window.settings import Settings
from app.gui.window.setup_dialog import PositionSetup
from app.gui.window.side_windows import SideWindows
from app.gui.window.status_bar import StatusBar
from app.gui.window.tree_files import TreeFiles
from engine.game_api import Outcome, Player
from engine.search import SearchResult
from games.base import GameSpec
from games.registry import get_game

translate = QCoreApplication.translate

PANEL_WIDTH = (210, 320)
"""Least and most pixels of side panel width; in between it takes 28% of the window."""
AUTOSAVE_NAME = "autosave.json"
"""The autosave file, in the data directory."""
STATISTICS_NAME = "statistics.json"
"""Wins, draws and losses, in the data directory."""
SETTINGS_NOTICE_MILLISECONDS = 15000
"""How long the status bar says that some settings could not be read."""


def default_data_dir() -> Path:
    """Where Plyboard keeps its autosave: the platform's application data directory."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class MainWindow(QMainWindow):
    """Plyboard's window around one game controller: the board, the side panel, the
    menus, the analysis dock and the status bar.  Every signal connection between its
    parts is made in :meth:`_connect`; the slots that are left here decide what each
    part shows when the controller reports a change."""

    def __init__(
        self,
        spec: GameSpec,
        level: str = DEFAULT_LEVEL,
        *,
        computer_players: Iterable[Player] = (1,),
        rng: random.Random | None = None,
        data_dir: Path | None = None,
        offer_resume: bool = True,
        settings: Settings | None = None,
    ) -> None:
        """``data_dir`` holds the autosave (default: :func:`default_data_dir`); with
        ``offer_resume`` an unfinished autosaved game is offered in a bar (never a modal box).
        ``settings`` restores the engine, the View toggles, the palette and the geometry, and
        keeps them and the game as they change (``None``: remember nothing).
        """
        super().__init__()
        self.palette_choice = style.SYSTEM
        self.colours = style.LIGHT
        """The palette :attr:`palette_choice` stands for now."""
        self.data_dir = data_dir if data_dir is not None else default_data_dir()
        autosave_path = self.data_dir / AUTOSAVE_NAME
        self.statistics_path = self.data_dir / STATISTICS_NAME
        resumable = unfinished_game(autosave_path) if offer_resume else None  # before autosaving
        self.controller = GameController(
            spec,
            level=level,
            computer_players=computer_players,
            rng=rng,
            autosave_path=autosave_path,
            parent=self,
        )
        looks = lambda: (self.colours, self.menus.chosen_looks())  # noqa: E731
        self.side_windows = SideWindows(self.controller, self.statistics_path, self, looks)
        self.position_setup = PositionSetup(self.controller, self, looks)
        self.plugins = PluginHost(self, self)
        self.controller.game_started.connect(self.plugins.on_game_started)  # before all else
        self.files = GameFiles(
            self.controller,
            resumable,
            self,
            self.plugins.text_formats(),
            self.plugins.text_format,
        )
        self.panel = SidePanel()
        self.analysis_panel = AnalysisPanel(self.controller)
        self.analysis_dock = analysis_dock(self.analysis_panel, self)
        self.resume_bar = ResumeBar()
        self.message_box: QMessageBox | None = None
        """The last message box shown (window-modal, never blocking; tests read it)."""
        board = self.plugins.generic_board
        self.board_play = BoardPlay(self.controller, board, self)
        self.menus = WindowMenus(self, self.analysis_panel, self.analysis_dock)
        self.looks = BoardLooksChoice(self.menus, self.plugins.boards, self.save_settings, self)
        self.animator = MoveAnimator(self.controller, self.menus.animation_speed, self)
        self.sounds = SoundBoard(self.controller, self.menus.sounds, self.plugins)
        self.hints = HintDisplay(
            self.controller, board, self.panel, self.menus.analysis_overlay, self
        )
        self.marks = BoardMarks(self.controller, self.plugins, self.menus, self)
        self.eval_bar = EvaluationBar()
        self.board_frame = BoardWithBar(board, self.eval_bar)
        central, self.panel_area = central_area(self.board_frame, self.panel, self.resume_bar)
        self.setCentralWidget(central)
        self.status_bar = StatusBar()
        self.setStatusBar(self.status_bar)
        self.announcer = MoveAnnouncer(
            self.controller, self.menus.announce_moves, self.status_bar, self.plugins.board, self
        )
        self.remembered = WindowSettings(
            settings, self, self.controller, self.menus, self.plugins.all_plugins()
        )
        self.language = LanguageMenu(self.menus.view_menu, settings, self.status_bar, self)
        self.puzzles = PuzzleLauncher(self.controller, self.menus, self.data_dir, self, looks)
        self.tree_menu = MoveTreeMenu(self.panel.record, self.controller, self)
        self.tree_files = TreeFiles(self.controller, self.files)
        self.extras_files = ExtrasFiles(self.plugins, self.files)
        self._connect()
        self.apply_palette_choice(self.remembered.loaded.preferences.palette)
        self.resize(900, 650)
        self.setMinimumSize(640, 460)
        self.controller.new_game()
        if self.files.resumable is not None:
            self.resume_bar.offer(self.files.resumable)
        notice = self.remembered.restore()
        if notice:
            self.status_bar.showMessage(notice, SETTINGS_NOTICE_MILLISECONDS)
        self.save_settings()

    def _connect(self) -> None:
        controller = self.controller
        controller.game_started.connect(self.on_game_started)
        controller.state_changed.connect(self.on_state_changed)
        controller.settings_changed.connect(self.on_settings_changed)
        controller.thinking_started.connect(self.on_thinking_changed)
        controller.thinking_finished.connect(self.on_thinking_changed)
        controller.search_info.connect(self.on_search_info)
        controller.game_over.connect(self.on_game_over)
        controller.error.connect(self.on_error)
        controller.announced.connect(self.status_bar.announce)
        controller.engine_status.connect(self.on_engine_status)
        controller.move_played.connect(self.on_move_played)
        controller.hint_ready.connect(self.hints.on_hint_ready)
        controller.review_finished.connect(self.on_review_finished)
        play = self.board_play
        for board in self.plugins.boards:
            board.cell_clicked.connect(play.on_cell_clicked)
            board.cancel_requested.connect(play.on_cancel_selection)
            board.cursor_moved.connect(play.on_cursor_moved)
        play.announced.connect(self.status_bar.announce)
        play.refused.connect(self.status_bar.refuse)
        play.move_played.connect(self.resume_bar.hide)
        self.panel.record.linkActivated.connect(self.on_record_link)
        self.hints.announced.connect(self.status_bar.announce)

        files = self.files
        files.announced.connect(self.status_bar.announce)
        files.failed.connect(self.on_file_failed)
        files.game_loaded.connect(self.resume_bar.hide)
        for button, slot in (
            (self.resume_bar.resume_button, files.on_resume),
            (self.resume_bar.discard_button, files.on_discard_resume),
        ):
            button.clicked.connect(self.resume_bar.hide)
            button.clicked.connect(slot)

        menus = self.menus
        menus.new_game.triggered.connect(self.on_new_game)
        menus.open.triggered.connect(files.on_open)
        menus.save.triggered.connect(files.on_save)
        menus.copy.triggered.connect(files.on_copy)
        menus.paste.triggered.connect(files.on_paste)
        menus.setup_position.triggered.connect(self.position_setup.open)
        side_windows = self.side_windows
        menus.statistics.triggered.connect(side_windows.on_statistics)
        menus.compare.triggered.connect(side_windows.on_compare_algorithms)
        menus.search_tree.triggered.connect(side_windows.on_search_tree)
        menus.undo.triggered.connect(self.on_undo)
        menus.redo.triggered.connect(self.on_redo)
        menus.hint.triggered.connect(self.hints.on_hint_requested)
        menus.analysis_overlay.toggled.connect(self.hints.on_overlay_toggled)
        menus.quit.triggered.connect(self.close)
        menus.move_now.triggered.connect(controller.computer_turn.move_now)
        self.analysis_panel.analyse_action.triggered.connect(self.analysis_dock.show)
        self.analysis_panel.review_action.triggered.connect(self.analysis_dock.show)
        menus.game_group.triggered.connect(self.on_game_chosen)
        menus.side_group.triggered.connect(self.on_sides_chosen)
        menus.algorithm_group.triggered.connect(self.on_algorithm_chosen)
        menus.level_group.triggered.connect(self.on_level_chosen)
        menus.palette_group.triggered.connect(self.on_palette_chosen)
        menus.line_count_group.triggered.connect(self.analysis_panel.on_line_count_chosen)
        menus.rules.triggered.connect(side_windows.on_rules)
        menus.learn.triggered.connect(side_windows.on_learn)
        menus.about.triggered.connect(side_windows.on_about)
        menus.coordinates.toggled.connect(self._show_coordinates)
        for toggle in menus.remembered_toggles:
            toggle.toggled.connect(self.save_settings)
        for changed in (controller.game_started, controller.settings_changed):
            changed.connect(self.save_settings)
        for group in (menus.line_count_group, menus.animation_group):
            group.triggered.connect(self.save_settings)
        menus.sounds.changed.connect(self.save_settings)
        menus.move_numbers_group.triggered.connect(self._show_move_numbers)
        menus.move_numbers_group.triggered.connect(self.save_settings)
        style_hints = QApplication.styleHints()
        if style_hints is not None:
            style_hints.colorSchemeChanged.connect(self.on_color_scheme_changed)
        self.plugins.install()

    # --- what the board and the status bar show ----------------------------------------------

    @property
    def board(self) -> BoardView:
        """The board shown: the game's plug-in's own, or the generic one."""
        return self.plugins.board()

    @pyqtSlot(str, str)
    def on_file_failed(self, title: str, text: str) -> QMessageBox:
        """A window-modal warning that does not block the caller (kept in :attr:`message_box`)."""
        self.message_box = warning_box(title, text, self)
        return self.message_box

    def refresh_turn(self) -> None:
        controller = self.controller
        self.panel.show_turn(controller)
        outcome = controller.outcome
        if outcome is not None:
            self.status_bar.set_line(
                self.tr("Game over: {}").format(outcome_words(controller.spec, outcome))
            )
        elif not controller.thinking:
            self.status_bar.set_line(self.panel.turn_line(controller))

    # --- controller signals ---------------------------------------------------------------

    @pyqtSlot()
    def on_game_started(self) -> None:
        spec = self.controller.spec
        self.setWindowTitle(f"Plyboard — {game_title(spec)}")
        self.board.setAccessibleName(self.tr("{game} board").format(game=game_title(spec)))
        self.menus.rebuild_levels(spec)
        self.menus.check_choices(self.controller)
        self.panel.hide_error()
        self.panel.show_game(self.controller)
        self.panel.show_search(self.controller)
        self.on_state_changed()

    @pyqtSlot()
    def on_state_changed(self) -> None:
        controller = self.controller
        board = self.board
        board.set_position(controller.state, controller.spec.player_names)
        board.set_highlights(controller.last_move_cells(), controller.state.winning_cells())
        self._show_move_numbers()
        self.animator.show_position(board, self.plugins.active.move_motion)
        self.panel.show_record(controller, self.colours)
        self.board_play.refresh()
        self.refresh_turn()
        self.panel.show_search(controller)
        self.menus.enable_for(controller)
        self.hints.on_position_changed()

    def _show_coordinates(self, shown: bool) -> None:
        for board in self.plugins.boards:
            board.set_coordinates(shown)

    def _show_move_numbers(self) -> None:
        """Write the move numbers *View > Move numbers* asks for on the board's stones."""
        shown = self.menus.move_numbers_shown()
        self.board.set_move_numbers(numbered_cells(self.controller.move_cells(), shown))

    @pyqtSlot()
    def on_settings_changed(self) -> None:
        self.menus.check_choices(self.controller)
        self.panel.show_game(self.controller)
        self.board_play.refresh()
        self.refresh_turn()

    @pyqtSlot(str)
    def on_engine_status(self, text: str) -> None:
        """The engine process preparing the game ("Preparing the solver…"), failing to, or
        ready again (``""``: the turn line comes back)."""
        if text:
            self.status_bar.set_line(text)
        else:
            self.refresh_turn()
            if self.controller.thinking:
                self.status_bar.set_line(self.panel.turn_line(self.controller))

    @pyqtSlot()
    def on_thinking_changed(self) -> None:
        thinking = self.controller.thinking
        self.menus.move_now.setEnabled(thinking)
        self.status_bar.busy.setVisible(thinking)
        if thinking:
            self.status_bar.set_line(self.panel.turn_line(self.controller))
        self.board_play.refresh()
        self.refresh_turn()
        self.panel.show_search(self.controller)
        self.menus.enable_for(self.controller)

    @pyqtSlot(object)
    def on_search_info(self, result: SearchResult) -> None:
        unit = self.tr("playouts") if result.algorithm == "mcts" else self.tr("nodes")
        self.status_bar.set_line(
            self.tr("Computer thinking… depth {}, {:,} {}").format(result.depth, result.nodes, unit)
        )
        self.panel.show_search(self.controller)

    @pyqtSlot(object)
    def on_game_over(self, outcome: Outcome) -> None:
        self.refresh_turn()

    @pyqtSlot(int, str)
    def on_move_played(self, _player: Player, _text: str) -> None:
        """Count a finished game in the statistics (:mod:`app.gui.window.announcer` says moves)."""
        outcome = self.controller.state.outcome()
        if outcome is not None:
            count_result(self.statistics_path, self.controller, outcome)

    @pyqtSlot(object)
    def on_review_finished(self, _review: object) -> None:
        """The review marks moves (``?!``, ``?``, ``??``) in the move list."""
        self.panel.show_record(self.controller, self.colours)

    @pyqtSlot(str)
    def on_error(self, message: str) -> None:
        self.panel.show_error(message)
        self.status_bar.set_line(message)

    # --- the person's actions ---------------------------------------------------------------

    @pyqtSlot()
    def on_new_game(self) -> None:
        self.controller.new_game()

    @pyqtSlot()
    def on_undo(self) -> None:
        self.controller.undo()

    @pyqtSlot()
    def on_redo(self) -> None:
        self.controller.redo()

    @pyqtSlot(str)
    def on_record_link(self, link: str) -> None:
        """``ply:N`` or ``node:PATH`` from the move list: browse to that position."""
        if link.startswith("node:"):
            self.controller.go_to_node(node_of_link(self.controller.tree, link))
        else:
            self.controller.go_to_ply(int(link.removeprefix("ply:")))

    @pyqtSlot(QAction)
    def on_game_chosen(self, action: QAction) -> None:
        if action is self.menus.custom_game:
            self._choose_custom_game()
        elif action.data() is not None:
            self.controller.new_game(get_game(action.data()))
        else:  # a plug-in's entry: the plug-in starts its game, if one is chosen
            self.menus.check_choices(self.controller)

    def _choose_custom_game(self) -> None:
        dialog = CustomGameDialog(self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if accepted and dialog.spec is not None:
            self.controller.new_game(dialog.spec)
        else:
            self.menus.check_choices(self.controller)

    @pyqtSlot(QAction)
    def on_sides_chosen(self, action: QAction) -> None:
        self.controller.set_computer_players(action.data())

    @pyqtSlot(QAction)
    def on_algorithm_chosen(self, action: QAction) -> None:
        self.controller.set_algorithm(action.data())

    @pyqtSlot(QAction)
    def on_level_chosen(self, action: QAction) -> None:
        self.controller.set_level(action.data())

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        low, high = PANEL_WIDTH
        self.panel_area.setFixedWidth(round(min(max(0.28 * self.width(), low), high)))
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.save_settings()
        self.controller.shutdown()
        super().closeEvent(event)

    # --- settings and palettes ---------------------------------------------------------------

    @pyqtSlot()
    def save_settings(self) -> None:
        """Remember the game, who plays, the engine, the View toggles and the geometry."""
        self.remembered.save(self.palette_choice)

    def apply_palette_choice(self, choice: str) -> None:
        """Paint the window, its dialogs and the board in the palette ``choice`` stands for
        (one of :data:`app.gui.style.PALETTE_CHOICES`)."""
        self.palette_choice = choice
        self.colours = style.palette_for(choice)
        style.apply_palette(self.colours)
        self.setStyleSheet(style.style_sheet(self.colours))
        self.plugins.set_palette(self.colours)
        self.eval_bar.set_palette(self.colours)
        self.menus.set_palette(choice, self.colours)
        self.panel.show_record(self.controller, self.colours)

    @pyqtSlot(QAction)
    def on_palette_chosen(self, action: QAction) -> None:
        self.apply_palette_choice(action.data())
        self.save_settings()

    @pyqtSlot()
    def on_color_scheme_changed(self) -> None:
        if self.palette_choice == style.SYSTEM:
            self.apply_palette_choice(style.SYSTEM)
