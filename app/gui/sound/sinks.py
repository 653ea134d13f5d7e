"""Who plays the sounds: Qt's multimedia module when it loads and finds an audio output,
otherwise a silent sink that says why; a recording sink lets tests hear what was played.

``PyQt6.QtMultimedia`` is imported only here and only when a sink is opened: on a machine
without its libraries (PulseAudio's, say) or without an audio output (a server, CI) the
window opens all the same and plays nothing, with one line in the log.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PyQt6.QtCore import QCoreApplication, QObject, QUrl

from app.gui.sound.events import SoundEvent

if TYPE_CHECKING:
    from PyQt6.QtMultimedia import QSoundEffect

log = logging.getLogger(__name__)

OFFSCREEN = "offscreen"
"""Qt's platform for drawing without a screen (tests, screenshots): nobody listens there."""


class SoundSink(Protocol):
    """Plays a sound event's sound."""

    @property
    def unavailable(self) -> str:
        """Why nothing can be heard (``""``: sounds play)."""
        ...

    def play(self, event: SoundEvent, volume: float) -> None:
        """Play ``event``'s sound at ``volume`` (0 silent to 1 the sound's own loudness)."""


@dataclass(frozen=True, slots=True)
class SilentSink:
    """Plays nothing, because of :attr:`unavailable`."""

    unavailable: str

    def play(self, event: SoundEvent, volume: float) -> None:
        """Nothing to play on."""


@dataclass(slots=True)
class RecordingSink:
    """Plays nothing and remembers what it was asked to play, for tests."""

    played: list[tuple[SoundEvent, float]] = field(default_factory=list)
    """``(event, volume)`` in the order asked."""
    unavailable: str = ""

    def play(self, event: SoundEvent, volume: float) -> None:
        self.played.append((event, volume))

    @property
    def events(self) -> list[SoundEvent]:
        """The events played, in order."""
        return [event for event, _ in self.played]


class QtSoundSink:
    """Plays each event through its own ``QSoundEffect`` (loaded once, low latency)."""

    unavailable = ""

    def __init__(self, effects: dict[SoundEvent, QSoundEffect]) -> None:
        self._effects = effects

    def play(self, event: SoundEvent, volume: float) -> None:
        effect = self._effects[event]
        effect.setVolume(volume)
        effect.play()


def sound_file(event: SoundEvent) -> Path:
    """The file of ``event``'s sound among the shipped resources."""
    return Path(str(resources.files("resources").joinpath("sounds", event.file_name)))


def open_sink(platform_name: str, parent: QObject | None = None) -> SoundSink:
    """The sink to play on with Qt's platform ``platform_name``: Qt's multimedia when it can
    play, otherwise a :class:`SilentSink` saying why (logged once)."""
    if platform_name == OFFSCREEN:
        return SilentSink(
            QCoreApplication.translate("SoundSinks", "no sound while drawing offscreen")
        )
    try:
        from PyQt6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as error:
        return _silent(
            QCoreApplication.translate("SoundSinks", "Qt's multimedia module could not be loaded"),
            str(error),
        )
    if not QMediaDevices.audioOutputs():
        return _silent(QCoreApplication.translate("SoundSinks", "no audio output was found"), "")
    effects: dict[SoundEvent, QSoundEffect] = {}
    for event in SoundEvent:
        effect = QSoundEffect(parent)
        effect.setSource(QUrl.fromLocalFile(str(sound_file(event))))
        effects[event] = effect
    return QtSoundSink(effects)


def _silent(reason: str, detail: str) -> SilentSink:
    """A sink saying ``reason`` in the menu; the log says ``detail`` too (a library's error)."""
    log.info("Sounds are off: %s%s.", reason, f" ({detail})" if detail else "")
    return SilentSink(reason)
