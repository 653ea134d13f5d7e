"""Which GUI plug-in serves which game: the games' rooms of the front end.

A plug-in is registered for a game family (:attr:`games.base.GameSpec.family`, or the game's
name when it has none); a game without an entry is served by the generic
:class:`~app.gui.extensions.GamePlugin` and board.  :func:`register_plugin` adds one at run
time (a window opened afterwards makes it).
"""

from __future__ import annotations

from app.gui.extensions import GamePlugin, RememberedSetting
from app.gui.games.chess.plugin import ChessPlugin
from app.gui.games.connect4.plugin import ConnectFourPlugin
from app.gui.games.mnk.plugin import MnkPlugin
from games.base import GameSpec

_PLUGINS: dict[str, type[GamePlugin]] = {
    "chess": ChessPlugin,
    "connect4": ConnectFourPlugin,
    "mnk": MnkPlugin,
}


def family_of(spec: GameSpec) -> str:
    """The key ``spec``'s plug-in is registered under."""
    return spec.family or spec.name


def register_plugin(family: str, plugin: type[GamePlugin]) -> None:
    """Serve the games of ``family`` with ``plugin`` in windows opened from now on."""
    _PLUGINS[family] = plugin


def plugin_kinds() -> dict[str, type[GamePlugin]]:
    """Every registered plug-in by family."""
    return dict(_PLUGINS)


def remembered_settings() -> tuple[RememberedSetting, ...]:
    """What the registered plug-ins keep in the settings file."""
    return tuple(setting for plugin in _PLUGINS.values() for setting in plugin.remembered)
