"""The move list's context menu: promote, demote and delete a variation, a comment and
NAGs on a move, and the comment before a variation's first move
(:mod:`app.services.game_tree`).  A comment's embedded commands (a clock's
``[%clk ...]``) are not offered for editing and stay as they are.

A right click acts on the move under the pointer (the last link the list reported
hovering), or on the position shown when the pointer is on no move.  Every edit is kept
(autosave) and shown at once through :meth:`GameController.tree_edited`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPoint, Qt, pyqtSlot
from PyQt6.QtWidgets import QInputDialog, QLabel, QMenu, QWidget

from app.gui.panels.move_tree import node_of_link
from app.gui.session.controller import GameController
from app.services.game_tree import (
    NAG_GLYPHS,
    Node,
    TreeError,
    comment_words,
    delete,
    demote,
    promote,
    with_words,
)

NAG_NAMES = {
    1: QT_TRANSLATE_NOOP("MoveTreeMenu", "good move"),
    2: QT_TRANSLATE_NOOP("MoveTreeMenu", "mistake"),
    3: QT_TRANSLATE_NOOP("MoveTreeMenu", "brilliant move"),
    4: QT_TRANSLATE_NOOP("MoveTreeMenu", "blunder"),
    5: QT_TRANSLATE_NOOP("MoveTreeMenu", "interesting move"),
    6: QT_TRANSLATE_NOOP("MoveTreeMenu", "dubious move"),
    10: QT_TRANSLATE_NOOP("MoveTreeMenu", "equal position"),
    13: QT_TRANSLATE_NOOP("MoveTreeMenu", "unclear position"),
    14: QT_TRANSLATE_NOOP("MoveTreeMenu", "slight advantage for the first player"),
    15: QT_TRANSLATE_NOOP("MoveTreeMenu", "slight advantage for the second player"),
    16: QT_TRANSLATE_NOOP("MoveTreeMenu", "clear advantage for the first player"),
    17: QT_TRANSLATE_NOOP("MoveTreeMenu", "clear advantage for the second player"),
    18: QT_TRANSLATE_NOOP("MoveTreeMenu", "winning for the first player"),
    19: QT_TRANSLATE_NOOP("MoveTreeMenu", "winning for the second player"),
}
"""What each NAG the menu offers means (translated where it is shown)."""


class CommentPlace(Enum):
    """Which of a node's comments is edited."""

    AFTER_MOVE = "after"
    BEFORE_VARIATION = "before"

    def of(self, node: Node) -> str:
        """``node``'s comment at this place."""
        return node.starting_comment if self is CommentPlace.BEFORE_VARIATION else node.comment

    def set(self, node: Node, comment: str) -> None:
        if self is CommentPlace.BEFORE_VARIATION:
            node.starting_comment = comment
        else:
            node.comment = comment


class MoveTreeMenu(QObject):
    """The context menu of ``record`` (the move list label) for ``controller``'s tree."""

    def __init__(self, record: QLabel, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self._record = record
        self._controller = controller
        self._parent = parent
        self._hovered = ""
        self.menu: QMenu | None = None
        """The menu shown last (tests trigger its actions)."""
        self.comment_dialog: QInputDialog | None = None
        record.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        record.customContextMenuRequested.connect(self.show_menu)
        record.linkHovered.connect(self.on_link_hovered)

    @pyqtSlot(str)
    def on_link_hovered(self, link: str) -> None:
        self._hovered = link

    def target(self) -> Node:
        """The move the menu acts on (see the module docstring)."""
        if self._hovered.startswith("node:"):
            try:
                return node_of_link(self._controller.tree, self._hovered)
            except (TreeError, ValueError):
                pass
        return self._controller.current_node

    def build(self, node: Node) -> QMenu:
        """The menu for ``node``."""
        menu = QMenu(self._parent)
        has_move = node.parent is not None
        for title, verb in (
            (self.tr("&Promote variation"), promote),
            (self.tr("&Demote variation"), demote),
        ):
            action = menu.addAction(title)
            action.setEnabled(has_move)
            action.triggered.connect(lambda _=False, v=verb: self._edit(node, v))
        delete_action = menu.addAction(self.tr("De&lete from here"))
        delete_action.setEnabled(has_move)
        delete_action.triggered.connect(lambda: self._delete(node))
        menu.addSeparator()
        comment = menu.addAction(
            self.tr("&Edit comment…") if comment_words(node.comment) else self.tr("Add &comment…")
        )
        comment.triggered.connect(lambda: self.ask_comment(node))
        before = menu.addAction(
            self.tr("Edit comment &before this variation…")
            if comment_words(node.starting_comment)
            else self.tr("Add comment &before this variation…")
        )
        before.setEnabled(node.starts_variation or bool(node.starting_comment))
        before.triggered.connect(lambda: self.ask_comment(node, CommentPlace.BEFORE_VARIATION))
        nags = menu.addMenu(self.tr("&Annotation"))
        assert nags is not None
        nags.setEnabled(has_move)
        for nag, glyph in NAG_GLYPHS.items():
            meaning = QCoreApplication.translate("MoveTreeMenu", NAG_NAMES[nag])
            action = nags.addAction(f"{glyph}  {meaning}")
            action.setCheckable(True)
            action.setChecked(nag in node.nags)
            action.setData(nag)
            action.triggered.connect(lambda _=False, n=nag: self._nag(node, n))
        return menu

    @pyqtSlot(QPoint)
    def show_menu(self, position: QPoint) -> None:
        self.menu = self.build(self.target())
        self.menu.popup(self._record.mapToGlobal(position))

    def _edit(self, node: Node, verb: Callable[[Node], None]) -> None:
        try:
            verb(node)
        except TreeError as error:
            self._controller.error.emit(str(error))
            return
        self._controller.tree_edited()

    def _delete(self, node: Node) -> None:
        """Delete ``node``'s line; when the position shown is in it, first go to the move
        before it."""
        if node.parent is None:
            return
        controller = self._controller
        if controller.current_node.comes_after(node):
            controller.go_to_node(node.parent)
        if controller.current_node.comes_after(node):
            controller.error.emit(self.tr("Go to a position outside that line first."))
            return
        delete(node)
        controller.tree_edited()

    def _nag(self, node: Node, nag: int) -> None:
        node.set_nag(nag)
        self._controller.tree_edited()

    def ask_comment(self, node: Node, place: CommentPlace = CommentPlace.AFTER_MOVE) -> None:
        """Ask for ``node``'s comment at ``place`` in a window-modal box that does not block
        (its words only: embedded commands are kept as they are)."""
        dialog = QInputDialog(self._parent)
        dialog.setWindowTitle(self.tr("Comment"))
        if place is CommentPlace.BEFORE_VARIATION:
            dialog.setLabelText(self.tr("Comment before this variation (empty: none):"))
        else:
            dialog.setLabelText(self.tr("Comment on this move (empty: none):"))
        dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setTextValue(comment_words(place.of(node)))
        dialog.textValueSelected.connect(lambda text: self.set_comment(node, text, place))
        self.comment_dialog = dialog
        dialog.open()

    def set_comment(
        self, node: Node, text: str, place: CommentPlace = CommentPlace.AFTER_MOVE
    ) -> None:
        place.set(node, with_words(place.of(node), text))
        self._controller.tree_edited()

