"""*View > Language*: the language Plyboard speaks, chosen from the languages it has
translations for (:mod:`app.gui.i18n`), kept in the settings file and applied at the next
start (the window's texts are made once, when it opens)."""

from __future__ import annotations

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QAction, QActionGroup
from PyQt6.QtWidgets import QMenu

from app.gui.extensions import with_mnemonics
from app.gui.i18n import LANGUAGES, SYSTEM_LANGUAGE, read_language, write_language
from app.gui.window.settings import Settings
from app.gui.window.status_bar import StatusBar

RESTART_NOTICE_MILLISECONDS = 10_000
"""How long the status bar says that the new language comes with the next start."""


class LanguageMenu(QObject):
    """The *Language* submenu of ``view_menu``: *System default* and one entry per language
    (named in itself), ticked as stored in ``settings`` (``None``: nothing is kept)."""

    def __init__(
        self, view_menu: QMenu, settings: Settings | None, status_bar: StatusBar, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._status_bar = status_bar
        self.menu = view_menu.addMenu(self.tr("&Language"))
        assert self.menu is not None
        self.group = QActionGroup(self)
        names = {SYSTEM_LANGUAGE: self.tr("System default"), **LANGUAGES}
        labels = with_mnemonics(list(names.values()), taken=set())
        self.choices: dict[str, QAction] = {}
        for code, name in zip(names, labels, strict=True):
            action = QAction(name, self.group)
            action.setCheckable(True)
            action.setData(code)
            self.menu.addAction(action)
            self.choices[code] = action
        stored = read_language(settings.path) if settings is not None else SYSTEM_LANGUAGE
        self.choices[stored].setChecked(True)
        self.group.triggered.connect(self.on_language_chosen)

    @pyqtSlot(QAction)
    def on_language_chosen(self, action: QAction) -> None:
        """Keep the chosen language and say that it comes with the next start."""
        if self._settings is not None:
            write_language(self._settings.path, action.data())
        self._status_bar.showMessage(
            self.tr("The language changes when Plyboard starts again."),
            RESTART_NOTICE_MILLISECONDS,
        )
