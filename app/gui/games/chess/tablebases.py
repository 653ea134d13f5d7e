"""Computer > Tablebases folder… and No tablebases: the Syzygy tables chess searches
probe at the root.

The folder is remembered in the settings (the chess plug-in's ``computer/tablebases``)
and handed to both places chess is searched: this process (local searches) and the
engine process.  A folder without readable tables is refused with a clear message and
the engine goes on without tables.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QFileDialog

from app.gui.extensions import WindowParts
from app.gui.session.worker import shared_engine
from games.chess.tablebase import SHARED, TablebaseError, Tablebases

translate = QCoreApplication.translate


class TablebaseFolder(QObject):
    """The tablebases folder of the app (``""``: none), chosen by the person."""

    announced = pyqtSignal(str)
    """A status-bar line: which tables are in use, or why none are."""
    changed = pyqtSignal()
    """The person chose another folder (save the settings)."""
    refused = pyqtSignal(str, str)
    """``(title, text)``: the chosen folder holds no readable tables (nothing changed)."""

    def __init__(self, window: WindowParts, parent: QObject | None = None) -> None:
        """Adds *Tablebases folder…* and *No tablebases* at the end of the Computer menu."""
        super().__init__(parent)
        self._window = window
        self.folder = ""
        """The remembered folder (in use unless its tables could not be read)."""
        self.choose_action = QAction(translate("TablebaseFolder", "&Tablebases folder…"), self)
        self.off_action = QAction(translate("TablebaseFolder", "&No tablebases"), self)
        self.off_action.setEnabled(False)
        window.menu_places.computer.addActions([self.choose_action, self.off_action])

    def connect(self) -> None:
        """Wire the menu action, the status bar and the settings (from the window's wiring)."""
        window = self._window
        self.choose_action.triggered.connect(self.on_choose)
        self.off_action.triggered.connect(self.on_turn_off)
        self.announced.connect(window.announce)
        self.refused.connect(window.warn)
        self.changed.connect(window.save_settings)

    def use(self, folder: str) -> str:
        """Probe ``folder``'s tables from now on (``""``: none); returns what to tell the
        person.  A folder without readable tables is remembered but not used."""
        self.folder = folder
        self.off_action.setEnabled(bool(folder))
        shared_engine()[0].use_tablebases(folder)
        try:
            tablebases = SHARED.use(folder)
        except TablebaseError as error:
            return self.tr("{}; the engine goes on without tablebases").format(error)
        if tablebases is None:
            return self.tr("Chess tablebases: none")
        return self.tr(
            "Chess tablebases: {files} Syzygy tables up to {pieces} pieces in {folder}"
        ).format(files=tablebases.files, pieces=tablebases.pieces, folder=tablebases.folder)

    def restore(self, folder: str) -> str:
        """Use the remembered ``folder``; what to tell the person (``""`` for none)."""
        return self.use(folder) if folder else ""

    @pyqtSlot()
    def on_choose(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._window.dialog_parent(),
            self.tr("Syzygy tablebases folder (files such as KQvK.rtbw)"),
            self.folder,
        )
        if not folder:
            return
        try:
            Tablebases(folder).close()
        except TablebaseError as error:
            self.refused.emit(self.tr("Tablebases folder"), f"{error}.")
            return
        self.announced.emit(self.use(folder))
        self.changed.emit()

    @pyqtSlot()
    def on_turn_off(self) -> None:
        """Computer > No tablebases: searches go on without tables (remembered)."""
        self.announced.emit(self.use(""))
        self.changed.emit()
