"""What the main window remembers between runs: the game, who plays, the engine, the
View toggles and the analysis lines, the palette, the board theme and stone style, where
the window and its docks are, and what the games' plug-ins keep (chess: *Flip board*, the
time control, its engines).

The file itself is :mod:`app.gui.window.settings`'s; :class:`WindowSettings` reads it once,
applies what the window does not choose itself, and writes it back on each change.
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QByteArray
from PyQt6.QtWidgets import QMainWindow

from app.gui.extensions import GamePlugin
from app.gui.session.controller import GameController
from app.gui.window.menus import WindowMenus
from app.gui.window.settings import LoadedPreferences, Preferences, Settings
from app.services.analysis_lines import DEFAULT_LINE_COUNT


class WindowSettings:
    """Keeps ``window``'s preferences in ``settings`` (``None``: remembers nothing).

    Nothing is saved before :meth:`restore` applied the saved preferences, so that the
    window's first, default state does not overwrite them.
    """

    def __init__(
        self,
        settings: Settings | None,
        window: QMainWindow,
        controller: GameController,
        menus: WindowMenus,
        plugins: Sequence[GamePlugin],
    ) -> None:
        self.settings = settings
        self.loaded = settings.load() if settings is not None else LoadedPreferences(Preferences())
        """The preferences read at start, and what in them could not be used."""
        self.restored = False
        self._window = window
        self._controller = controller
        self._menus = menus
        self._plugins = plugins

    def restore(self) -> str:
        """Apply the saved engine, View toggles, plug-ins' values and geometry (the window
        chose the game and the palette itself); returns a notice of the values that could not
        be read and what the plug-ins say about theirs."""
        preferences = self.loaded.preferences
        self._controller.set_algorithm(preferences.algorithm)
        self._menus.analysis_overlay.setChecked(preferences.analysis_overlay)
        self._menus.animation_speeds[preferences.animation].setChecked(True)
        self._menus.best_move_arrow.setChecked(preferences.best_move_arrow)
        self._menus.coordinates.setChecked(preferences.coordinates)
        self._menus.announce_moves.setChecked(preferences.announce_moves)
        self._menus.move_numbers[preferences.move_numbers].trigger()
        self._menus.themes[preferences.board_theme].trigger()
        self._menus.stone_styles[preferences.stone_style].trigger()
        self._menus.line_counts[preferences.analysis_lines].trigger()
        self._menus.sounds.on.setChecked(preferences.sounds)
        self._menus.sounds.set_volume(preferences.sound_volume)
        notices = [self.loaded.notice]
        for plugin in self._plugins:
            values = {setting.key: setting.default for setting in plugin.remembered}
            values.update(preferences.plugin_values)
            notices.append(plugin.restore(values))
        if preferences.window_geometry:
            self._window.restoreGeometry(QByteArray(preferences.window_geometry))
        if preferences.window_state:
            self._window.restoreState(QByteArray(preferences.window_state))
        self.restored = True
        return " ".join(filter(None, notices))

    def save(self, palette_choice: str) -> None:
        """Remember the game, who plays, the engine, the View toggles, ``palette_choice``
        (one of :data:`app.gui.style.PALETTE_CHOICES`), the plug-ins' values and the
        geometry."""
        if self.settings is None or not self.restored:
            return
        controller = self._controller
        looks = self._menus.chosen_looks()
        self.settings.save(
            Preferences(
                game=controller.spec.name,
                level=controller.level_name,
                computer_players=controller.computer_players,
                algorithm=controller.algorithm,
                analysis_overlay=self._menus.analysis_overlay.isChecked(),
                animation=self._menus.animation_speed(),
                best_move_arrow=self._menus.best_move_arrow.isChecked(),
                coordinates=self._menus.coordinates.isChecked(),
                announce_moves=self._menus.announce_moves.isChecked(),
                move_numbers=self._menus.move_numbers_shown(),
                analysis_lines=self._analysis_lines(),
                sounds=self._menus.sounds.on.isChecked(),
                sound_volume=self._menus.sounds.volume,
                palette=palette_choice,
                board_theme=looks.theme.name,
                stone_style=looks.stones,
                window_geometry=bytes(self._window.saveGeometry().data()),
                window_state=bytes(self._window.saveState().data()),
                plugin_values={
                    key: value
                    for plugin in self._plugins
                    for key, value in plugin.values_to_remember().items()
                },
            )
        )

    def _analysis_lines(self) -> int:
        checked = self._menus.line_count_group.checkedAction()
        return checked.data() if checked is not None else DEFAULT_LINE_COUNT
