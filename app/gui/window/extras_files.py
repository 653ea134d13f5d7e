"""What a game's plug-in keeps in saved games beyond the moves
(:attr:`app.services.record.SavedGame.extras`): the plug-in host hands the active
plug-in's :meth:`~app.gui.extensions.GamePlugin.saved_extras` to the controller, which
writes them with every save and autosave; here a game opened from a file or the
autosave hands them back to its plug-in (:meth:`~app.gui.extensions.GamePlugin.open_extras`),
whose sentence, if any, goes to the status bar after "Opened …"."""

from __future__ import annotations

from PyQt6.QtCore import QObject, QTimer, pyqtSlot

from app.gui.window.game_files import GameFiles
from app.gui.window.plugin_host import PluginHost
from app.services.record import SavedGame


class ExtrasFiles(QObject):
    """Gives the extras of each game ``files`` opens to the plug-in of its game."""

    def __init__(self, plugins: PluginHost, files: GameFiles) -> None:
        super().__init__(files)
        self._plugins = plugins
        self._files = files
        files.marks_loaded.connect(self.on_loaded)

    @pyqtSlot(object)
    def on_loaded(self, saved: SavedGame) -> None:
        said = self._plugins.active.open_extras(saved.extras)
        if said:
            QTimer.singleShot(0, lambda: self._files.announced.emit(said))  # after "Opened …"
