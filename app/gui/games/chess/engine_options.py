"""A UCI engine's own options, set in a dialog built from its ``option`` lines (chess).

:class:`OptionsReader` starts the engine on a thread of its own (starting may take seconds:
the window never waits) and hands its options back through a signal.
:class:`EngineOptionsDialog` shows one field per option the person may set: a number box
(spin), a tick (check), a list (combo), a line of text (string), and for a button a tick
that presses it each time the engine starts; options the program manages itself (MultiPV,
UCI_Chess960, Ponder…) are left out.  The values that differ from the engine's defaults
become the engine's preset: its command with ``,option.NAME=VALUE`` items
(:func:`~app.protocols.uci.client.with_options`), which the engine list remembers.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping

import chess.engine
from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal
from PyQt6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.protocols.uci.client import (
    PRESS,
    UciEngineError,
    UciSearcher,
    engine_label,
    split_options,
    with_options,
)

translate = QCoreApplication.translate

OptionField = QSpinBox | QCheckBox | QComboBox | QLineEdit
"""The widget of one option."""


class OptionsReader(QObject):
    """Reads an engine's options off the GUI thread: :attr:`read` carries them (a mapping
    of name to ``chess.engine.Option``), :attr:`failed` one line saying why it could not."""

    read = pyqtSignal(object)
    failed = pyqtSignal(str)

    def start(self, command: str) -> None:
        """Start the engine ``command`` names (its options aside), read its options, end it."""
        threading.Thread(target=self._read, args=(command,), daemon=True).start()

    def _read(self, command: str) -> None:
        engine = UciSearcher(split_options(command)[0])
        try:
            options = dict(engine.options())
        except UciEngineError as error:
            self.failed.emit(
                self.tr("Could not read the options of {engine}: {error}.").format(
                    engine=engine_label(command), error=error
                )
            )
            return
        finally:
            engine.close()
        self.read.emit(options)


def settable(options: Mapping[str, chess.engine.Option]) -> list[chess.engine.Option]:
    """The options a person may set, in the engine's order (managed ones left out)."""
    return [option for option in options.values() if not option.is_managed()]


class EngineOptionsDialog(QDialog):
    """The options of the engine ``command`` names, filled in from ``command``'s preset."""

    def __init__(
        self,
        command: str,
        options: Mapping[str, chess.engine.Option],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.base, preset = split_options(command)
        self.setWindowTitle(
            translate("EngineOptionsDialog", "Options of {}").format(engine_label(command))
        )
        self.options = settable(options)
        self.fields: dict[str, OptionField] = {}
        form_widget = QWidget()
        form = QFormLayout(form_widget)
        for option in self.options:
            field = self._field(option, preset.get(option.name))
            field.setAccessibleName(option.name)
            self.fields[option.name] = field
            form.addRow(f"{option.name}:", field)
        if not self.options:
            form.addRow(
                QLabel(translate("EngineOptionsDialog", "This engine offers no options to set."))
            )
        scroll = QScrollArea()
        scroll.setWidget(form_widget)
        scroll.setWidgetResizable(True)
        answer = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        answer.accepted.connect(self.accept)
        answer.rejected.connect(self.reject)
        restore = answer.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        if restore is not None:
            restore.clicked.connect(self.restore_defaults)
        column = QVBoxLayout(self)
        column.addWidget(scroll)
        column.addWidget(answer)

    @staticmethod
    def _field(option: chess.engine.Option, preset: str | None) -> OptionField:
        if option.type == "spin":
            box = QSpinBox()
            box.setRange(int(option.min or 0), int(option.max or 0))
            box.setValue(int(preset if preset is not None else option.default or 0))
            return box
        if option.type == "button":
            tick = QCheckBox(translate("EngineOptionsDialog", "press when the engine starts"))
            tick.setChecked(preset == PRESS)
            return tick
        if option.type == "check":
            tick = QCheckBox()
            ticked = preset.lower() == "true" if preset is not None else bool(option.default)
            tick.setChecked(ticked)
            return tick
        if option.type == "combo":
            combo = QComboBox()
            combo.addItems(list(option.var or []))
            combo.setCurrentText(preset if preset is not None else str(option.default))
            return combo
        line = QLineEdit(preset if preset is not None else str(option.default or ""))
        return line

    def restore_defaults(self) -> None:
        for option in self.options:
            field = self.fields[option.name]
            if isinstance(field, QSpinBox):
                field.setValue(int(option.default or 0))
            elif isinstance(field, QCheckBox):
                field.setChecked(option.type == "check" and option.default is True)
            elif isinstance(field, QComboBox):
                field.setCurrentText(str(option.default))
            else:
                field.setText(str(option.default or ""))

    def values(self) -> dict[str, str]:
        """The options that differ from the engine's defaults, as UCI text."""
        changed = {}
        for option in self.options:
            field = self.fields[option.name]
            if isinstance(field, QSpinBox):
                value, default = str(field.value()), str(option.default)
            elif isinstance(field, QCheckBox) and option.type == "button":
                value, default = (PRESS if field.isChecked() else ""), ""
            elif isinstance(field, QCheckBox):
                value, default = str(field.isChecked()).lower(), str(option.default).lower()
            elif isinstance(field, QComboBox):
                value, default = field.currentText(), str(option.default)
            else:
                value, default = field.text(), str(option.default or "")
            if value != default:
                changed[option.name] = value
        return changed

    def command(self) -> str:
        """The engine's command with the chosen options (its preset)."""
        return with_options(self.base, self.values())
