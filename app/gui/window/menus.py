"""The main window's actions, menus and toolbar: what a person can ask for.

:class:`WindowMenus` makes every action and puts it in the menu bar and the toolbar;
its attributes are the actions (``menus.undo``, ``menus.levels["easy"]``).  It does not
connect them: the window wires every signal in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PyQt6.QtGui import QAction, QActionGroup, QIcon, QKeySequence, QPixmap
from PyQt6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStyle, QToolBar

from app.gui import style
from app.gui.board.animation import AnimationSpeed
from app.gui.board.move_numbers import MoveNumbers
from app.gui.board.themes import DEFAULT_LOOKS, THEMES, BoardLooks, StoneStyle
from app.gui.extensions import MenuPlaces, with_mnemonics
from app.gui.panels.analysis import AnalysisPanel
from app.gui.session.controller import ALGORITHM_CHOICES, AUTO, GameController
from app.gui.sound.menu import SoundMenu
from app.gui.texts import game_title, level_label, said
from app.services.analysis_lines import DEFAULT_LINE_COUNT, LINE_COUNTS
from engine.game_api import Player
from games.base import GameSpec
from games.registry import all_games


def resource_icon(name: str, palette: style.Palette = style.LIGHT) -> QIcon:
    """The icon ``resources/icons/<name>.svg`` in ``palette``'s ink (empty when missing)."""
    data = resources.files("resources").joinpath("icons", f"{name}.svg")
    pixmap = QPixmap()
    if data.is_file():
        pixmap.loadFromData(style.recoloured_svg(data.read_bytes(), palette), "SVG")
    return QIcon(pixmap)


translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class ComputerSides:
    """One entry of the Computer menu: who the computer plays."""

    label: str
    players: frozenset[Player]


COMPUTER_SIDES = (
    ComputerSides(QT_TRANSLATE_NOOP("WindowMenus", "Plays &second"), frozenset({1})),
    ComputerSides(QT_TRANSLATE_NOOP("WindowMenus", "Plays &first"), frozenset({0})),
    ComputerSides(QT_TRANSLATE_NOOP("WindowMenus", "Does &not play"), frozenset()),
    ComputerSides(QT_TRANSLATE_NOOP("WindowMenus", "Plays &both sides"), frozenset({0, 1})),
)
ALGORITHM_LABELS = {
    AUTO: QT_TRANSLATE_NOOP("WindowMenus", "&Auto"),
    "minimax": "&Minimax",
    "alphabeta": "Alpha-&beta",
    "mcts": "MC&TS",
}


class WindowMenus:
    """The actions of one main window, in its menu bar (Game, Games, Computer,
    Difficulty, View, Help) and its toolbar.

    The choices come in exclusive groups, each with a dict from what an action stands
    for to the action: :attr:`games` (registry names), :attr:`sides` (the computer's
    players), :attr:`algorithms`, :attr:`levels` (rebuilt per game by
    :meth:`rebuild_levels`), :attr:`line_counts` (the analysis panel's best lines),
    :attr:`animation_speeds` and :attr:`palettes`.
    """

    def __init__(
        self, window: QMainWindow, analysis_panel: AnalysisPanel, analysis_dock: QDockWidget
    ) -> None:
        self._window = window
        self._make_actions()
        self._make_choices()
        self._make_menus(analysis_panel, analysis_dock)
        self._make_toolbar()

    def _action(self, text: str, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _make_actions(self) -> None:
        icons = self._window.style()
        self.new_game = self._action(
            translate("WindowMenus", "&New game"), QKeySequence.StandardKey.New
        )
        if icons is not None:
            self.new_game.setIcon(icons.standardIcon(QStyle.StandardPixmap.SP_BrowserReload))
        self.quit = self._action(translate("WindowMenus", "&Quit"), QKeySequence.StandardKey.Quit)
        self.open = self._action(translate("WindowMenus", "&Open…"), QKeySequence.StandardKey.Open)
        self.save = self._action(translate("WindowMenus", "&Save…"), QKeySequence.StandardKey.Save)
        self.copy = self._action(
            translate("WindowMenus", "&Copy position"), QKeySequence.StandardKey.Copy
        )
        self.copy.setToolTip(
            translate("WindowMenus", "Copy the game's name and moves as text (Ctrl+C)")
        )
        self.paste = self._action(
            translate("WindowMenus", "&Paste position"), QKeySequence.StandardKey.Paste
        )
        self.setup_position = self._action(translate("WindowMenus", "Set &up position…"))
        self.setup_position.setToolTip(
            translate("WindowMenus", "Place pieces by hand and play or analyse from there")
        )
        self.paste.setToolTip(
            translate("WindowMenus", "Play from a position pasted as text: GAME MOVE... (Ctrl+V)")
        )
        self.undo = self._action(translate("WindowMenus", "&Undo"), "Ctrl+Z")
        self.undo.setToolTip(
            translate("WindowMenus", "Take back your last move and the computer's reply (Ctrl+Z)")
        )
        self.redo = self._action(translate("WindowMenus", "&Redo"), "Ctrl+Shift+Z")
        self.redo.setToolTip(
            translate("WindowMenus", "Play again the moves you took back (Ctrl+Shift+Z)")
        )
        self.statistics = self._action(translate("WindowMenus", "S&tatistics…"))
        self.hint = self._action(translate("WindowMenus", "&Hint"), "H")
        self.hint.setToolTip(
            translate("WindowMenus", "Show the move the strongest engine suggests, and why (H)")
        )
        self.coordinates = self._action(translate("WindowMenus", "&Coordinates"))
        self.coordinates.setCheckable(True)
        self.coordinates.setChecked(True)
        self.coordinates.setToolTip(
            translate("WindowMenus", "Name the columns and rows around the board")
        )
        self.analysis_overlay = self._action(translate("WindowMenus", "&Analysis overlay"), "A")
        self.analysis_overlay.setCheckable(True)
        self.analysis_overlay.setToolTip(
            translate("WindowMenus", "Show each move's score on the board after a search (A)")
        )
        self.best_move_arrow = self._action(translate("WindowMenus", "&Best move arrow"))
        self.best_move_arrow.setCheckable(True)
        self.best_move_arrow.setChecked(True)
        self.best_move_arrow.setToolTip(
            translate(
                "WindowMenus",
                "Draw the engine's best move on the board while it analyses, and a hint's move",
            )
        )
        self.announce_moves = self._action(translate("WindowMenus", "Announce &moves"))
        self.announce_moves.setCheckable(True)
        self.announce_moves.setChecked(True)
        self.announce_moves.setToolTip(
            translate(
                "WindowMenus",
                "Say each move, the side to move and the game's end in the status bar and to "
                "screen readers",
            )
        )
        self.remembered_toggles = (
            self.analysis_overlay,
            self.coordinates,
            self.announce_moves,
        )
        """The View toggles the window remembers between runs."""
        self.themed_icons = {
            self.open: "open",
            self.save: "save",
            self.undo: "undo",
            self.redo: "redo",
            self.hint: "hint",
        }
        """Actions with an icon from ``resources/icons``, drawn in the palette's ink."""
        self.move_now = self._action(translate("WindowMenus", "&Move now"))
        # Space and Esc reach the board (keyboard play) whenever this action is disabled,
        # that is whenever the computer is not thinking.
        self.move_now.setShortcuts([QKeySequence("Space"), QKeySequence("Esc")])
        self.move_now.setToolTip(
            translate(
                "WindowMenus", "Stop thinking and play the best move found so far (Space or Esc)"
            )
        )
        if icons is not None:
            self.move_now.setIcon(icons.standardIcon(QStyle.StandardPixmap.SP_MediaStop))
        self.move_now.setEnabled(False)
        self.custom_game = self._action(translate("WindowMenus", "&Custom m,n,k…"))
        self.custom_game.setCheckable(True)
        self.rules = self._action(
            translate("WindowMenus", "&Rules"), QKeySequence.StandardKey.HelpContents
        )
        self.about = self._action(translate("WindowMenus", "&About Plyboard"))
        self.learn = self._action(translate("WindowMenus", "&Learn how the computer thinks…"))
        self.learn.setToolTip(
            translate("WindowMenus", "A course with live boards: minimax, alpha-beta and more")
        )

    def _choice(self, group: QActionGroup, text: str, data: object) -> QAction:
        """A checkable action in ``group`` that stands for ``data``."""
        action = self._action(text)
        action.setCheckable(True)
        action.setData(data)
        group.addAction(action)
        return action

    def _make_choices(self) -> None:
        self.game_group = QActionGroup(self._window)
        specs = all_games()
        titles = with_mnemonics([game_title(spec) for spec in specs], taken={"c"})  # &Custom m,n,k…
        self.games = {
            spec.name: self._choice(self.game_group, title, spec.name)
            for spec, title in zip(specs, titles, strict=True)
        }
        self.game_group.addAction(self.custom_game)
        self.game_choices: list[tuple[QAction, Callable[[GameSpec], bool]]] = []
        """The plug-ins' Games menu actions and the games each stands for."""
        self.side_group = QActionGroup(self._window)
        self.sides = {
            sides.players: self._choice(
                self.side_group, translate("WindowMenus", sides.label), sides.players
            )
            for sides in COMPUTER_SIDES
        }
        self.algorithm_group = QActionGroup(self._window)
        self.algorithms = {
            name: self._choice(
                self.algorithm_group, translate("WindowMenus", ALGORITHM_LABELS[name]), name
            )
            for name in ALGORITHM_CHOICES
        }
        self.level_group = QActionGroup(self._window)
        self.levels: dict[str, QAction] = {}
        self.line_count_group = QActionGroup(self._window)
        self.line_counts = {
            count: self._choice(self.line_count_group, f"&{count}", count) for count in LINE_COUNTS
        }
        self.line_counts[DEFAULT_LINE_COUNT].setChecked(True)
        self.move_numbers_group = QActionGroup(self._window)
        self.move_numbers = {
            shown: self._choice(self.move_numbers_group, shown.title, shown)
            for shown in MoveNumbers
        }
        self.move_numbers[MoveNumbers.OFF].setChecked(True)
        self.animation_group = QActionGroup(self._window)
        self.animation_speeds = {
            speed: self._choice(self.animation_group, speed.title, speed)
            for speed in AnimationSpeed
        }
        self.animation_speeds[AnimationSpeed.NORMAL].setChecked(True)
        self.palette_group = QActionGroup(self._window)
        self.palettes = {
            name: self._choice(
                self.palette_group,
                translate("WindowMenus", "&System")
                if name == style.SYSTEM
                else translate("Palette", style.PALETTES[name].title),
                name,
            )
            for name in style.PALETTE_CHOICES
        }
        self.theme_group = QActionGroup(self._window)
        self.themes = {
            name: self._choice(self.theme_group, translate("BoardTheme", theme.title), name)
            for name, theme in THEMES.items()
        }
        self.stone_style_group = QActionGroup(self._window)
        self.stone_styles = {
            stones: self._choice(self.stone_style_group, stones.title, stones.value)
            for stones in StoneStyle
        }
        self.themes[DEFAULT_LOOKS.theme.name].setChecked(True)
        self.stone_styles[DEFAULT_LOOKS.stones].setChecked(True)

    def chosen_looks(self) -> BoardLooks:
        """The board theme and stone style *View > Board theme* and *Stone style* tick."""
        theme = self.theme_group.checkedAction()
        stones = self.stone_style_group.checkedAction()
        return BoardLooks(
            THEMES[theme.data()] if theme is not None else DEFAULT_LOOKS.theme,
            StoneStyle(stones.data()) if stones is not None else DEFAULT_LOOKS.stones,
        )

    def animation_speed(self) -> AnimationSpeed:
        """How fast *View > Animation* animates moves."""
        checked = self.animation_group.checkedAction()
        return AnimationSpeed(checked.data()) if checked is not None else AnimationSpeed.NORMAL

    def move_numbers_shown(self) -> MoveNumbers:
        """Which stones *View > Move numbers* numbers."""
        checked = self.move_numbers_group.checkedAction()
        return MoveNumbers(checked.data()) if checked is not None else MoveNumbers.OFF

    def _make_menus(self, analysis_panel: AnalysisPanel, analysis_dock: QDockWidget) -> None:
        bar = self._window.menuBar()
        assert bar is not None
        game_menu = bar.addMenu(translate("WindowMenus", "&Game"))
        self.game_menu = game_menu
        game_menu.addAction(self.new_game)
        game_menu.addAction(self.open)
        game_menu.addAction(self.save)
        game_menu.addSeparator()
        game_menu.addAction(self.undo)
        game_menu.addAction(self.redo)
        game_menu.addAction(self.hint)
        game_menu.addAction(analysis_panel.review_action)
        game_menu.addSeparator()
        game_menu.addAction(self.copy)
        game_menu.addAction(self.paste)
        game_menu.addAction(self.setup_position)
        game_menu.addSeparator()
        game_menu.addAction(self.statistics)
        game_menu.addSeparator()
        game_menu.addAction(self.quit)
        games_menu = bar.addMenu(translate("WindowMenus", "G&ames"))
        self.games_menu = games_menu
        games_menu.addActions(list(self.games.values()))
        self._games_end = games_menu.addSeparator()
        games_menu.addAction(self.custom_game)
        computer_menu = bar.addMenu(translate("WindowMenus", "&Computer"))
        self.computer_menu = computer_menu
        computer_menu.addActions(list(self.sides.values()))
        computer_menu.addSeparator()
        algorithm_menu = computer_menu.addMenu(translate("WindowMenus", "&Algorithm"))
        algorithm_menu.addActions(list(self.algorithms.values()))
        computer_menu.addSeparator()
        computer_menu.addAction(self.move_now)
        computer_menu.addAction(analysis_panel.analyse_action)
        self.compare = computer_menu.addAction(translate("WindowMenus", "&Compare algorithms…"))
        self.search_tree = computer_menu.addAction(translate("WindowMenus", "&Search tree…"))
        self.level_menu: QMenu = bar.addMenu(translate("WindowMenus", "&Difficulty"))
        self.level_menu.setToolTipsVisible(True)
        view_menu = bar.addMenu(translate("WindowMenus", "&View"))
        self.view_menu = view_menu
        view_menu.addAction(analysis_dock.toggleViewAction())
        lines_menu = view_menu.addMenu(translate("WindowMenus", "Analysis &lines"))
        lines_menu.setToolTipsVisible(True)
        lines_menu.addActions(list(self.line_counts.values()))
        view_menu.addAction(self.analysis_overlay)
        view_menu.addAction(self.best_move_arrow)
        view_menu.addAction(self.coordinates)
        animation_menu = view_menu.addMenu(translate("WindowMenus", "An&imation"))
        animation_menu.addActions(list(self.animation_speeds.values()))
        view_menu.addAction(self.announce_moves)
        numbers_menu = view_menu.addMenu(translate("WindowMenus", "Move &numbers"))
        numbers_menu.addActions(list(self.move_numbers.values()))
        self.sounds = SoundMenu(view_menu)
        self.palette_menu = view_menu.addMenu(translate("WindowMenus", "&Palette"))
        self.palette_menu.addActions(list(self.palettes.values()))
        self.theme_menu = view_menu.addMenu(translate("WindowMenus", "Board &theme"))
        self.theme_menu.addActions(list(self.themes.values()))
        self.stone_style_menu = view_menu.addMenu(translate("WindowMenus", "St&one style"))
        self.stone_style_menu.addActions(list(self.stone_styles.values()))
        help_menu = bar.addMenu(translate("WindowMenus", "&Help"))
        help_menu.addAction(self.learn)
        help_menu.addAction(self.rules)
        help_menu.addAction(self.about)

    def _make_toolbar(self) -> None:
        self.toolbar = QToolBar(translate("WindowMenus", "Game"))
        self.toolbar.setObjectName("gameToolBar")  # saveState() names what it saves
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action in (self.new_game, self.undo, self.redo, self.hint, self.move_now):
            self.toolbar.addAction(action)
        self._window.addToolBar(self.toolbar)

    def places(self) -> MenuPlaces:
        """The menus the games' plug-ins add to, and the actions that mark places in them."""
        return MenuPlaces(
            game=self.game_menu,
            view=self.view_menu,
            computer=self.computer_menu,
            add_game_choice=self.add_game_choice,
            anchors={
                "copy": self.copy,
                "paste": self.paste,
                "move_now": self.move_now,
                "analysis_overlay": self.analysis_overlay,
                "palette": self.palette_menu.menuAction(),
                "stone_style": self.stone_style_menu.menuAction(),
            },
        )

    def rebuild_levels(self, spec: GameSpec) -> None:
        """One exclusive action per level of ``spec`` in the Difficulty menu, weakest first."""
        for action in self.levels.values():
            self.level_group.removeAction(action)
            action.deleteLater()
        self.level_menu.clear()
        self.levels = {}
        for name in spec.levels:
            label = level_label(name, spec.level(name))
            action = self._choice(self.level_group, f"&{label}", name)
            action.setToolTip(said(spec.describe_level(name)))
            action.setStatusTip(said(spec.describe_level(name)))
            self.level_menu.addAction(action)
            self.levels[name] = action

    def add_game_choice(self, action: QAction, matches: Callable[[GameSpec], bool]) -> None:
        """A plug-in's Games menu entry, ticked while a game it ``matches`` is played."""
        action.setCheckable(True)
        self.game_group.addAction(action)
        self.games_menu.insertAction(self._games_end, action)
        self.game_choices.append((action, matches))

    def game_choice(self, spec: GameSpec) -> QAction:
        """The Games menu entry of ``spec``: its own, a plug-in's that matches it, or
        *Custom m,n,k…*."""
        found = self.games.get(spec.name)
        if found is not None:
            return found
        return next((a for a, matches in self.game_choices if matches(spec)), self.custom_game)

    def check_choices(self, controller: GameController) -> None:
        """Tick the game, level, computer sides and algorithm ``controller`` plays with."""
        self.game_choice(controller.spec).setChecked(True)
        level = self.levels.get(controller.level_name)
        if level is not None:
            level.setChecked(True)
        self.sides[controller.computer_players].setChecked(True)
        self.algorithms[controller.algorithm].setChecked(True)

    def enable_for(self, controller: GameController) -> None:
        """Enable undo, redo and hint when ``controller`` can do them now."""
        self.undo.setEnabled(controller.can_undo())
        self.redo.setEnabled(controller.can_redo())
        self.hint.setEnabled(controller.human_to_move())

    def set_palette(self, choice: str, palette: style.Palette) -> None:
        """Tick the palette ``choice`` and draw the themed icons in ``palette``'s ink."""
        for action, name in self.themed_icons.items():
            action.setIcon(resource_icon(name, palette))
        self.palettes[choice].setChecked(True)
