"""The game tree from saved games: the controller saves the whole tree beside the line
played (:attr:`app.services.record.SavedGame.tree`, in files and the autosave alike), with
the marks, comments and NAGs of its positions, and opening a game with one grafts it back
onto the game on the board (:func:`app.services.game_tree.merge`).  A tree that cannot be
read costs only its variations and what is on them: the game itself opens, and a status
line says why.  The marks and comments older saves kept beside the line (their ``marks``
and ``notes``) become those of its positions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, QTimer, pyqtSlot

from app.gui.session.controller import GameController
from app.gui.window.game_files import GameFiles
from app.services.game_tree import TreeError, merge, tree_from_json
from app.services.record import SavedGame


class TreeFiles(QObject):
    """Grafts the tree of a game ``files`` opens onto the game on the board."""

    def __init__(self, controller: GameController, files: GameFiles) -> None:
        super().__init__(files)
        self._controller = controller
        self._files = files
        files.marks_loaded.connect(self.on_loaded)

    @pyqtSlot(object)
    def on_loaded(self, saved: SavedGame) -> None:
        if saved.tree is None and not saved.notes and not saved.marks:
            return
        controller = self._controller
        line = controller.current_node.line
        for ply, note in saved.notes.items():  # checked: no note after the line's end
            line[ply].comment = " ".join(part for part in (line[ply].comment, note) if part)
        for ply, marks in saved.marks.items():  # checked as the notes
            line[ply].marks = marks
        if saved.tree is not None:
            self._graft(saved.tree)
        controller.tree_edited()

    def _graft(self, tree: Mapping[str, Any]) -> None:
        try:
            loaded = tree_from_json(tree, self._controller.spec.new_state())
        except TreeError as error:
            text = QCoreApplication.translate(
                "TreeFiles", "The game opened without its variations, which could not be read: {0}"
            ).format(error)
            QTimer.singleShot(0, lambda: self._files.announced.emit(text))  # after "Opened …"
            return
        merge(self._controller.tree, loaded)
