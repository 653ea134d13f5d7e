"""*View > Board theme* and *View > Stone style*: every board of the window takes the looks
the menus tick (:class:`~app.gui.board.themes.BoardLooks`), and the choice is remembered."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt6.QtCore import QObject, pyqtSlot

from app.gui.board.view import BoardView
from app.gui.window.menus import WindowMenus


class BoardLooksChoice(QObject):
    """Gives ``boards`` the looks ``menus`` tick whenever one is chosen, then calls ``save``."""

    def __init__(
        self,
        menus: WindowMenus,
        boards: Sequence[BoardView],
        save: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._menus = menus
        self._boards = boards
        for group in (menus.theme_group, menus.stone_style_group):
            group.triggered.connect(self.apply)
            group.triggered.connect(save)

    @pyqtSlot()
    def apply(self) -> None:
        """Paint every board with the looks ticked now."""
        looks = self._menus.chosen_looks()
        for board in self._boards:
            board.set_looks(looks)
