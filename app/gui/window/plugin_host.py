"""The window's side of the GUI extension API: the games' plug-ins and their boards.

:class:`PluginHost` makes one plug-in of each kind registered in :mod:`app.gui.games`, offers
them :class:`~app.gui.extensions.WindowParts` (and nothing else of the window), and when a game
starts makes its plug-in the active one: its board is shown (swapped in the window), the
person's moves are settled by its chooser, the computer's level planned by it, and the
panels write scores and moves its way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.gui.board.play import BoardPlay
from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin, GameTextFormat, MenuPlaces
from app.gui.games import family_of, plugin_kinds
from app.gui.panels.analysis import AnalysisPanel
from app.gui.panels.eval_bar import BoardWithBar, EvaluationBar
from app.gui.panels.hints import HintDisplay
from app.gui.panels.side_panel import SidePanel
from app.gui.session.controller import GameController
from app.gui.style import Palette
from app.gui.window.game_files import GameFiles
from app.gui.window.menus import WindowMenus
from app.gui.window.status_bar import StatusBar
from app.services.record import SavedGame


class HostWindow(Protocol):
    """The parts of the main window the host hands on to the plug-ins."""

    controller: GameController
    colours: Palette
    menus: WindowMenus
    panel: SidePanel
    analysis_panel: AnalysisPanel
    status_bar: StatusBar
    eval_bar: EvaluationBar
    board_frame: BoardWithBar
    board_play: BoardPlay
    hints: HintDisplay
    files: GameFiles

    def addAction(self, action: QAction | None) -> None: ...

    def on_file_failed(self, title: str, text: str) -> QMessageBox: ...

    def save_settings(self) -> None: ...


class PluginHost(QObject):
    """The plug-ins of one window, the one of the game played, and the board it shows.

    It is the window's :class:`~app.gui.extensions.WindowParts`."""

    def __init__(self, window: HostWindow, parent: QObject | None = None) -> None:
        """Makes the plug-ins and the generic board (none is installed yet: see
        :meth:`install`)."""
        super().__init__(parent)
        self._window = window
        self.plugins = {family: kind() for family, kind in plugin_kinds().items()}
        """One plug-in per registered game family."""
        self.generic = GamePlugin(self)
        """Serves every game without a plug-in of its own."""
        self.active = self.generic
        self.generic_board = BoardView()
        self.boards = [self.generic_board]
        """Every board the window may show, the generic one first."""
        for plugin in self.plugins.values():
            plugin.setParent(self)
            board = plugin.board_view()
            if board is not None:
                self.boards.append(board)

    def install(self) -> None:
        """Let each plug-in add its parts to the window (once, after the window is built);
        the boards not shown yet wait, hidden, in the window's board frame."""
        for board in self.boards:
            if board.parent() is None:
                board.setParent(self._window.board_frame)
                board.hide()
        for plugin in self.plugins.values():
            plugin.install(self)

    def plugin(self, family: str) -> GamePlugin:
        """The plug-in registered for ``family`` (``KeyError`` when there is none)."""
        return self.plugins[family]

    def all_plugins(self) -> Sequence[GamePlugin]:
        return tuple(self.plugins.values())

    def text_formats(self) -> tuple[GameTextFormat, ...]:
        """The plug-ins' own text formats."""
        return tuple(
            plugin.text_format
            for plugin in self.plugins.values()
            if plugin.text_format is not None
        )

    def board(self) -> BoardView:
        """The board the game played is shown on."""
        return self.active.board_view() or self.generic_board

    @pyqtSlot()
    def on_game_started(self) -> None:
        """The game's plug-in becomes the active one, with its board; before anything else
        hears of the new game."""
        window = self._window
        chosen = self.plugins.get(family_of(window.controller.spec), self.generic)
        for plugin in self.plugins.values():
            if plugin is not chosen and plugin.active:
                plugin.set_active(False)
        self.active = chosen
        chosen.set_active(True)
        board = self.board()
        window.board_frame.set_board(board)
        window.board_play.board = board
        window.board_play.choose_move = chosen.choose_move
        window.hints.board = board
        window.controller.plan_level = chosen.plan_level
        window.controller.save_extras = chosen.saved_extras
        window.panel.game_plugin = chosen
        window.analysis_panel.game_plugin = chosen

    def set_palette(self, palette: Palette) -> None:
        """Paint every board with ``palette`` and tell the plug-ins."""
        for board in self.boards:
            board.set_palette(palette)
        for plugin in self.plugins.values():
            plugin.set_palette(palette)

    def text_format(self) -> GameTextFormat | None:
        """The game played's own text format (``None``: only Plyboard's)."""
        return self.active.text_format

    # --- WindowParts ------------------------------------------------------------------

    @property
    def controller(self) -> GameController:
        return self._window.controller

    @property
    def colours(self) -> Palette:
        return self._window.colours

    @property
    def menu_places(self) -> MenuPlaces:
        return self._window.menus.places()

    @property
    def eval_bar(self) -> EvaluationBar:
        return self._window.eval_bar

    def play_move(self, move: Any) -> None:
        self._window.board_play.play_chosen(move)

    def refresh_input(self) -> None:
        self._window.board_play.refresh()

    def refresh_turn(self) -> None:
        self._window.refresh_turn()

    def add_shortcut(self, action: QAction) -> None:
        self._window.addAction(action)

    def add_panel_widget(self, widget: QWidget) -> None:
        self._window.panel.add_game_widget(widget)

    def announce(self, text: str) -> None:
        self._window.status_bar.announce(text)

    def refuse(self, text: str) -> None:
        self._window.status_bar.refuse(text)

    def warn(self, title: str, text: str) -> QMessageBox:
        return self._window.on_file_failed(title, text)

    def save_settings(self) -> None:
        self._window.save_settings()

    def dialog_parent(self) -> QWidget:
        parent = self._window.status_bar.window()
        assert parent is not None
        return parent

    def saved_game(self) -> SavedGame:
        return self._window.files.saved_game()
