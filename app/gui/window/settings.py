"""What Plyboard remembers between runs, kept with ``QSettings`` in an INI file.

The last game (its registry name, which includes its rule options), who the
computer plays, the level and engine, the window's geometry, the View toggles, and
what the games' plug-ins keep (:attr:`app.gui.extensions.GamePlugin.remembered`).  A file
that cannot be read, or holds values of the wrong type or for games that do not
exist, never stops the app: each such value falls back to its default and
:attr:`LoadedPreferences.notice` says what was reset.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PyQt6.QtCore import QByteArray, QSettings, QStandardPaths

from app.gui.board.animation import AnimationSpeed
from app.gui.board.move_numbers import MoveNumbers
from app.gui.board.themes import THEMES, WOOD, StoneStyle
from app.gui.extensions import read_flag, shown
from app.gui.games import remembered_settings
from app.gui.session.controller import ALGORITHM_CHOICES, AUTO, DEFAULT_LEVEL
from app.gui.sound.events import DEFAULT_VOLUME, VOLUMES
from app.gui.style import PALETTE_CHOICES, SYSTEM
from app.services.analysis_lines import DEFAULT_LINE_COUNT, LINE_COUNTS
from engine.game_api import Player
from games.registry import UnknownGameError, all_games, get_game

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.ini"
"""The settings file, in the platform's configuration directory."""
SIDES = {
    "second": frozenset({1}),
    "first": frozenset({0}),
    "none": frozenset(),
    "both": frozenset({0, 1}),
}
"""How the settings file names who the computer plays (players: 0 moves first)."""


def default_settings_path() -> Path:
    """Where Plyboard keeps its settings: the platform's application configuration directory."""
    location = QStandardPaths.StandardLocation.AppConfigLocation
    return Path(QStandardPaths.writableLocation(location)) / SETTINGS_NAME


def plugin_defaults() -> dict[str, Any]:
    """The default of each value the registered games' plug-ins keep, by settings key."""
    return {setting.key: setting.default for setting in remembered_settings()}


@dataclass(frozen=True, slots=True)
class Preferences:
    """Everything Plyboard remembers; the defaults are a first start's choices."""

    game: str = field(default_factory=lambda: all_games()[0].name)
    """A registry name, rule options included (``gomoku-standard``, ``mnk-7-7-5``)."""
    level: str = DEFAULT_LEVEL
    computer_players: frozenset[Player] = frozenset({1})
    algorithm: str = AUTO
    analysis_overlay: bool = False
    animation: AnimationSpeed = AnimationSpeed.NORMAL
    """How fast moves are animated (*View > Animation*)."""
    best_move_arrow: bool = True
    """Whether the engine's best move is drawn while it analyses (*View > Best move arrow*)."""
    coordinates: bool = True
    """Whether boards name their columns and rows (*View > Coordinates*)."""
    announce_moves: bool = True
    """Whether each move is said in words (*View > Announce moves*)."""
    move_numbers: MoveNumbers = MoveNumbers.OFF
    """Which stones carry their move number (*View > Move numbers*)."""
    analysis_lines: int = DEFAULT_LINE_COUNT
    sounds: bool = True
    """Whether sounds play (*View > Sounds > Sounds on*)."""
    sound_volume: int = DEFAULT_VOLUME
    """The sounds' volume in percent (one of :data:`app.gui.sound.events.VOLUMES`)."""
    """How many best lines the analysis panel shows (one of :data:`LINE_COUNTS`)."""
    palette: str = SYSTEM
    """One of :data:`app.style.PALETTE_CHOICES`."""
    board_theme: str = WOOD.name
    """A name of :data:`app.gui.board.themes.THEMES` (*View > Board theme*)."""
    stone_style: StoneStyle = StoneStyle.SHADED
    """How stones are drawn (*View > Stone style*)."""
    window_geometry: bytes = b""
    """``QWidget.saveGeometry()``; empty: the window's own default size."""
    window_state: bytes = b""
    """``QMainWindow.saveState()``: where the docks (the analysis panel) and toolbars are."""
    plugin_values: Mapping[str, Any] = field(default_factory=lambda: plugin_defaults())
    """The games' plug-ins' values by settings key (``chess/flip_board``); a key the file
    does not hold has its default."""


@dataclass(frozen=True, slots=True)
class LoadedPreferences:
    """Preferences read from a file, and what in it could not be used."""

    preferences: Preferences
    problems: tuple[str, ...] = ()
    """One phrase per value that was reset to its default."""

    @property
    def notice(self) -> str:
        """A status-bar line about the values that were reset (empty when all were fine)."""
        if not self.problems:
            return ""
        return f"Some settings could not be read and were reset: {'; '.join(self.problems)}."


class Settings:
    """Reads and writes :class:`Preferences` in the INI file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._store = QSettings(str(path), QSettings.Format.IniFormat)

    def load(self) -> LoadedPreferences:
        """The saved preferences, each unreadable value replaced by its default."""
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            return LoadedPreferences(
                Preferences(), (f"{self.path.name} is not a settings file; using the defaults",)
            )
        stored = self._keys()
        plugin_keys = remembered_settings()
        known = (*KEYS, LEVEL_KEY, OLD_ANIMATION_KEY, *(setting.key for setting in plugin_keys))
        if not any(key in stored for key in known) and _has_content(self.path):
            return LoadedPreferences(
                Preferences(), (f"{self.path.name} holds no Plyboard settings; using the defaults",)
            )
        problems: list[str] = []
        values: dict[str, Any] = {}
        for key, (name, parse, _) in KEYS.items():
            if key not in stored:
                continue
            try:
                values[name] = parse(self._value(key))
            except ValueError as error:
                problems.append(f"{key} ({error})")
        plugin_values = plugin_defaults()
        for setting in plugin_keys:
            if setting.key not in stored:
                continue
            try:
                plugin_values[setting.key] = setting.read(self._value(setting.key))
            except ValueError as error:
                problems.append(f"{setting.key} ({error})")
        if ANIMATION_KEY not in stored and OLD_ANIMATION_KEY in stored:
            values["animation"] = self._old_animation()
        preferences = replace(Preferences(), **values, plugin_values=plugin_values)
        if LEVEL_KEY in stored:
            try:
                raw = self._value(LEVEL_KEY)
            except ValueError:
                raw = None
            levels = get_game(preferences.game).levels
            if isinstance(raw, str) and raw in levels:
                preferences = replace(preferences, level=raw)
            else:
                problems.append(f"{LEVEL_KEY} ({shown(raw)} is no level of {preferences.game})")
        for problem in problems:
            log.warning("settings %s: reset %s", self.path, problem)
        return LoadedPreferences(preferences, tuple(problems))

    def _old_animation(self) -> AnimationSpeed:
        """The speed an older version's *Animate drops* (true or false) stands for; normal
        when it holds neither."""
        try:
            animated = read_flag(self._value(OLD_ANIMATION_KEY))
        except ValueError:
            return AnimationSpeed.NORMAL
        return AnimationSpeed.NORMAL if animated else AnimationSpeed.OFF

    def _keys(self) -> list[str]:
        """Every key in the file.  When a stored Python object could not be rebuilt while
        the file was read, PyQt reports it at the next call, this one: it is asked again, and
        :meth:`_value` reports that key."""
        try:
            return self._store.allKeys()
        except SystemError:
            return self._store.allKeys()

    def _value(self, key: str) -> object:
        """The value stored under ``key``; raises ``ValueError`` when Qt cannot turn it back
        into a Python value (a Python object another program, or another version, stored)."""
        try:
            return self._store.value(key)
        except TypeError as error:
            raise ValueError(f"an unreadable value ({error})") from None

    def save(self, preferences: Preferences) -> bool:
        """Write ``preferences``; ``False`` (and a logged warning) when the file is unwritable."""
        self._store.setValue(LEVEL_KEY, preferences.level)
        self._store.remove(OLD_ANIMATION_KEY)  # read once: the speed is kept from now on
        for key, (name, _, write) in KEYS.items():
            self._store.setValue(key, write(getattr(preferences, name)))
        for setting in remembered_settings():
            if setting.key in preferences.plugin_values:
                value = preferences.plugin_values[setting.key]
                self._store.setValue(setting.key, setting.write(value))
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            log.warning("could not save the settings to %s: %s", self.path, self._store.status())
            return False
        return True


def _has_content(path: Path) -> bool:
    """Whether a file is at ``path`` and holds anything."""
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _game_name(raw: object) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"{shown(raw)} is no game name")
    try:
        return get_game(raw).name
    except UnknownGameError:
        raise ValueError(f"no game is called {shown(raw)}") from None


def _sides(raw: object) -> frozenset[Player]:
    if isinstance(raw, str) and raw in SIDES:
        return SIDES[raw]
    raise ValueError(f"{shown(raw)} is not one of {', '.join(SIDES)}")


def _one_of(choices: tuple[str, ...]) -> Callable[[object], str]:
    def parse(raw: object) -> str:
        if isinstance(raw, str) and raw in choices:
            return raw
        raise ValueError(f"{shown(raw)} is not one of {', '.join(choices)}")

    return parse


def _move_numbers(raw: object) -> MoveNumbers:
    return MoveNumbers(_one_of(tuple(MoveNumbers))(raw))


def _stone_style(raw: object) -> StoneStyle:
    return StoneStyle(_one_of(tuple(StoneStyle))(raw))


def _animation(raw: object) -> AnimationSpeed:
    return AnimationSpeed(_one_of(tuple(AnimationSpeed))(raw))


def _line_count(raw: object) -> int:
    try:
        count = int(str(raw))
    except ValueError:
        count = 0
    if count not in LINE_COUNTS:
        raise ValueError(f"{shown(raw)} is not one of {', '.join(map(str, LINE_COUNTS))}")
    return count


def _volume(raw: object) -> int:
    try:
        percent = int(str(raw))
    except ValueError:
        percent = 0
    if percent not in VOLUMES:
        raise ValueError(f"{shown(raw)} is not one of {', '.join(map(str, VOLUMES))}")
    return percent


def _bytes(raw: object) -> bytes:
    if isinstance(raw, QByteArray | bytes):
        return bytes(raw)
    raise ValueError(f"{shown(raw)} is no saved window layout")


def _sides_word(players: frozenset[Player]) -> str:
    return next(word for word, sides in SIDES.items() if sides == players)


def _as_is(value: Any) -> Any:
    return value


KEYS: dict[str, tuple[str, Callable[[object], Any], Callable[[Any], object]]] = {
    "game/name": ("game", _game_name, _as_is),
    "game/computer": ("computer_players", _sides, _sides_word),
    "game/algorithm": ("algorithm", _one_of(ALGORITHM_CHOICES), _as_is),
    "view/analysis_overlay": ("analysis_overlay", read_flag, _as_is),
    "view/animation": ("animation", _animation, str),
    "view/best_move_arrow": ("best_move_arrow", read_flag, _as_is),
    "view/coordinates": ("coordinates", read_flag, _as_is),
    "view/announce_moves": ("announce_moves", read_flag, _as_is),
    "view/move_numbers": ("move_numbers", _move_numbers, str),
    "view/analysis_lines": ("analysis_lines", _line_count, _as_is),
    "view/palette": ("palette", _one_of(PALETTE_CHOICES), _as_is),
    "view/board_theme": ("board_theme", _one_of(tuple(THEMES)), _as_is),
    "view/stone_style": ("stone_style", _stone_style, str),
    "view/sounds": ("sounds", read_flag, _as_is),
    "view/sound_volume": ("sound_volume", _volume, _as_is),
    "window/geometry": ("window_geometry", _bytes, QByteArray),
    "window/state": ("window_state", _bytes, QByteArray),
}
"""Each stored key but the level: the :class:`Preferences` field it fills, how to read the
stored value (raising ``ValueError`` with the reason) and how to store the field."""
LEVEL_KEY = "game/level"
"""Read after the game, whose levels it must name."""
ANIMATION_KEY = "view/animation"
OLD_ANIMATION_KEY = "view/animate_drops"
"""Where versions before *View > Animation* kept *Animate drops*: read when the file holds
no speed yet, removed at the next save."""
