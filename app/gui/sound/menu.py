"""*View > Sounds*: sounds on or off, their volume, and why none can be heard when so."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal
from PyQt6.QtGui import QAction, QActionGroup
from PyQt6.QtWidgets import QMenu

from app.gui.sound.events import DEFAULT_VOLUME, VOLUMES

translate = QCoreApplication.translate


class SoundMenu(QObject):
    """The *Sounds* submenu of ``view_menu``: a checkable *Sounds on*, a *Volume* submenu
    (:data:`~app.gui.sound.events.VOLUMES`, in percent) and a note, hidden unless sounds are
    unavailable."""

    changed = pyqtSignal()
    """Sounds were switched on or off, or another volume was chosen (the person's choice)."""

    def __init__(self, view_menu: QMenu) -> None:
        super().__init__(view_menu)
        self.menu = view_menu.addMenu(translate("SoundMenu", "&Sounds"))
        self.on = QAction(translate("SoundMenu", "Sounds &on"), self.menu)
        self.on.setCheckable(True)
        self.on.setChecked(True)
        self.on.setToolTip(
            translate(
                "SoundMenu", "Play a sound for each move, a capture, check, a hint and the end"
            )
        )
        self.menu.addAction(self.on)
        volume_menu = self.menu.addMenu(translate("SoundMenu", "&Volume"))
        self.volume_group = QActionGroup(self.menu)
        self.volumes: dict[int, QAction] = {}
        for percent in VOLUMES:
            action = QAction(f"&{percent}%", self.volume_group)
            action.setCheckable(True)
            action.setData(percent)
            volume_menu.addAction(action)
            self.volumes[percent] = action
        self.volumes[DEFAULT_VOLUME].setChecked(True)
        self.note = QAction("", self.menu)
        self.note.setEnabled(False)
        self.note.setVisible(False)
        self.menu.addSeparator()
        self.menu.addAction(self.note)
        self.on.toggled.connect(self.changed)
        self.volume_group.triggered.connect(self.changed)

    @property
    def volume(self) -> int:
        """The chosen volume in percent."""
        checked = self.volume_group.checkedAction()
        return checked.data() if checked is not None else DEFAULT_VOLUME

    def set_volume(self, percent: int) -> None:
        """Check ``percent`` (one of :data:`VOLUMES`) as the volume."""
        self.volumes[percent].setChecked(True)

    def show_unavailable(self, reason: str) -> None:
        """Say in the menu why no sound can be heard (``""``: say nothing)."""
        self.note.setText(
            translate("SoundMenu", "Unavailable: {}").format(reason) if reason else ""
        )
        self.note.setToolTip(reason)
        self.note.setVisible(bool(reason))
