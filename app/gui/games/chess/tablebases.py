"""Computer > Tablebases folder… and No tablebases: the Syzygy tables chess searches
probe at the root.

The folder is remembered in the settings (:attr:`app.gui.window.settings.Preferences.tablebases`)
and handed to both places chess is searched: this process (local searches) and the
engine process.  A folder without readable tables is refused with a clear message and
the engine goes on without tables.
"""

from __future__ import annotations

from typing import Protocol

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot
from PyQt6.QtWidgets import QFileDialog

from app.gui.session.worker import shared_engine
from app.gui.window.menus import WindowMenus
from app.gui.window.status_bar import StatusBar
from games.chess.tablebase import SHARED, TablebaseError, Tablebases


class TablebaseWindow(Protocol):
    """The parts of the main window the tablebases folder uses."""

    menus: WindowMenus
    status_bar: StatusBar

    def on_file_failed(self, title: str, text: str) -> None: ...

    def save_settings(self) -> None: ...


class TablebaseFolder(QObject):
    """The tablebases folder of the app (``""``: none), chosen by the person."""

    announced = pyqtSignal(str)
    """A status-bar line: which tables are in use, or why none are."""
    changed = pyqtSignal()
    """The person chose another folder (save the settings)."""
    refused = pyqtSignal(str, str)
    """``(title, text)``: the chosen folder holds no readable tables (nothing changed)."""

    def __init__(self, window: TablebaseWindow) -> None:
        super().__init__(window.status_bar)  # lives and dies with the window's status bar
        self._window = window
        self.folder = ""
        """The remembered folder (in use unless its tables could not be read)."""

    def connect(self) -> None:
        """Wire the menu action, the status bar and the settings (from the window's wiring)."""
        window = self._window
        window.menus.tablebases.triggered.connect(self.on_choose)
        window.menus.no_tablebases.triggered.connect(self.on_turn_off)
        self.announced.connect(window.status_bar.announce)
        self.refused.connect(window.on_file_failed)
        self.changed.connect(window.save_settings)

    def use(self, folder: str) -> str:
        """Probe ``folder``'s tables from now on (``""``: none); returns what to tell the
        person.  A folder without readable tables is remembered but not used."""
        self.folder = folder
        self._window.menus.no_tablebases.setEnabled(bool(folder))
        shared_engine()[0].use_tablebases(folder)
        try:
            tablebases = SHARED.use(folder)
        except TablebaseError as error:
            return f"{error}; the engine goes on without tablebases"
        if tablebases is None:
            return "Chess tablebases: none"
        return f"Chess tablebases: {tablebases.describe()}"

    def restore(self, folder: str) -> str:
        """Use the remembered ``folder``; what to tell the person (``""`` for none)."""
        return self.use(folder) if folder else ""

    @pyqtSlot()
    def on_choose(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._window.status_bar.window(),
            "Syzygy tablebases folder (files such as KQvK.rtbw)",
            self.folder,
        )
        if not folder:
            return
        try:
            Tablebases(folder).close()
        except TablebaseError as error:
            self.refused.emit("Tablebases folder", f"{error}.")
            return
        self.announced.emit(self.use(folder))
        self.changed.emit()

    @pyqtSlot()
    def on_turn_off(self) -> None:
        """Computer > No tablebases: searches go on without tables (remembered)."""
        self.announced.emit(self.use(""))
        self.changed.emit()
