"""The main window: menus, the board, the side panel and the status bar, wired in one place."""

from __future__ import annotations

import html
import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path

from PyQt6.QtCore import QByteArray, QStandardPaths, Qt, QTimer, pyqtSlot
from PyQt6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QPixmap,
    QResizeEvent,
)
from PyQt6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.gui import style
from app.gui.analysis_panel import (
    AnalysisPanel,
    analysis_dock,
    evaluation_text,
    line_text,
    search_summary,
)
from app.gui.board_input import BoardInput, Played, Rejected
from app.gui.board_view import BoardView
from app.gui.compare_window import CompareDialog
from app.gui.controller import ALGORITHM_CHOICES, AUTO, DEFAULT_LEVEL, GameController
from app.gui.settings import LoadedPreferences, Preferences, Settings
from app.services.hints import Hint, move_score_labels
from app.services.record import (
    LoadedGame,
    SavedGameError,
    position_text,
    read_game,
    read_position_text,
    to_json,
    write_atomic,
)
from app.services.stats import EMPTY, load_statistics, save_statistics
from engine.game_api import Outcome, Player
from engine.search import Limits, SearchResult
from games.base import GameSpec, outcome_text
from games.mnk import MAX_SIDE
from games.registry import UnknownGameError, all_games, get_game

log = logging.getLogger(__name__)

PANEL_WIDTH = (210, 320)
"""Least and most pixels of side panel width; in between it takes 28% of the window."""
RECORD_MOVES_SHOWN = 30
"""Full moves (a ply by each side) of the record shown in the side panel; older ones are elided."""
HINT_MILLISECONDS = 4000
"""How long a hint stays highlighted on the board."""
ANNOUNCE_MILLISECONDS = 4000
"""How long a move or cursor announcement stays in the status bar."""
AUTOSAVE_NAME = "autosave.json"
"""The autosave file, in the data directory."""
STATISTICS_NAME = "statistics.json"
"""Wins, draws and losses, in the data directory."""
SAVE_FILTER = "Plyboard games (*.plyboard.json *.json);;All files (*)"
SETTINGS_NOTICE_MILLISECONDS = 15000
"""How long the status bar says that some settings could not be read."""


def default_data_dir() -> Path:
    """Where Plyboard keeps its autosave: the platform's application data directory."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def resource_icon(name: str, palette: style.Palette = style.LIGHT) -> QIcon:
    """The icon ``resources/icons/<name>.svg`` in ``palette``'s ink (empty when missing)."""
    data = resources.files("resources").joinpath("icons", f"{name}.svg")
    pixmap = QPixmap()
    if data.is_file():
        pixmap.loadFromData(style.recoloured_svg(data.read_bytes(), palette), "SVG")
    return QIcon(pixmap)


@dataclass(frozen=True, slots=True)
class ComputerSides:
    """One entry of the Computer menu: who the computer plays."""

    label: str
    players: frozenset[Player]


COMPUTER_SIDES = (
    ComputerSides("Plays &second", frozenset({1})),
    ComputerSides("Plays &first", frozenset({0})),
    ComputerSides("Does &not play", frozenset()),
    ComputerSides("Plays &both sides", frozenset({0, 1})),
)
ALGORITHM_LABELS = {
    AUTO: "&Auto",
    "minimax": "&Minimax",
    "alphabeta": "Alpha-&beta",
    "mcts": "MC&TS",
}


def record_text(move_texts: Sequence[str], limit: int = RECORD_MOVES_SHOWN) -> str:
    """``1. a1 b2  2. c3 b1``: numbered full moves, the last ``limit`` of them."""
    numbered = [
        f"{index // 2 + 1}. {' '.join(move_texts[index : index + 2])}"
        for index in range(0, len(move_texts), 2)
    ]
    shown = numbered[-limit:]
    return ("…  " if len(numbered) > limit else "") + "   ".join(shown)


def record_html(
    played: Sequence[str], undone: Sequence[str] = (), palette: style.Palette = style.LIGHT
) -> str:
    """The record as links (``ply:N`` goes to the position after N plies) for browsing.

    The current position's last move is bold; moves taken back (redo-able) are grey.
    """

    def link(plies: int, text: str) -> str:
        colour = palette.muted_text if plies > len(played) else palette.link
        anchor = (
            f'<a href="ply:{plies}" style="color:{colour.name()}; text-decoration:none">'
            f"{html.escape(text)}</a>"
        )
        return f"<b>{anchor}</b>" if plies == len(played) else anchor

    parts = [link(0, "Start")]
    for index, text in enumerate([*played, *undone]):
        if index % 2 == 0:
            parts.append(f"&nbsp; {index // 2 + 1}.")
        parts.append(link(index + 1, text))
    return " ".join(parts)


def application_version() -> str:
    try:
        return metadata.version("plyboard")
    except metadata.PackageNotFoundError:
        return "development version"


class CustomGameDialog(QDialog):
    """Asks for an m,n,k board: width, height and how many in a row win."""

    def __init__(self, parent: QWidget | None = None, size: tuple[int, int, int] = (6, 6, 4)):
        super().__init__(parent)
        self.setWindowTitle("Custom m,n,k game")
        self.width_box = self._spin_box(size[0], "Columns of the board")
        self.height_box = self._spin_box(size[1], "Rows of the board")
        self.k_box = self._spin_box(size[2], "Stones in a row needed to win")
        self.message = QLabel()
        self.message.setObjectName("errorLine")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("&Width (m):", self.width_box)
        form.addRow("&Height (n):", self.height_box)
        form.addRow("In a &row (k):", self.k_box)
        form.addRow(self.message)
        form.addRow(self.buttons)
        for box in (self.width_box, self.height_box, self.k_box):
            box.valueChanged.connect(self.on_size_changed)
        self._spec: GameSpec | None = None
        self.on_size_changed()

    @staticmethod
    def _spin_box(value: int, tip: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(1, MAX_SIDE)
        box.setValue(value)
        box.setToolTip(tip)
        return box

    @property
    def spec(self) -> GameSpec | None:
        """The chosen game, or ``None`` while the sizes do not make one."""
        return self._spec

    @pyqtSlot()
    def on_size_changed(self) -> None:
        name = f"mnk-{self.width_box.value()}-{self.height_box.value()}-{self.k_box.value()}"
        try:
            self._spec = get_game(name)
        except UnknownGameError as error:
            self._spec = None
            self.message.setText(f"Not possible: {str(error).split(': ', 1)[-1]}.")
        else:
            self.message.setText("")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self._spec is not None)


class SidePanel(QFrame):
    """Title, players, turn, result, level and what the computer last thought."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.title = self._label("gameTitle")
        self.players = self._label()
        self.turn = self._label("turnLine")
        self.result = self._label("resultLine")
        self.note = self._label("noteLine")
        self.level = self._label()
        self.search = self._label()
        self.evaluation = self._label()
        self.line = self._label()
        self.record = self._label()
        self.record.setTextFormat(Qt.TextFormat.RichText)
        self.record.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.record.setToolTip("Click a move to go back (or forward) to it")
        self.hint = self._label("hintLine")
        self.error = self._label("errorLine")
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 12, 14, 12)
        column.setSpacing(5)
        column.addWidget(self.title)
        column.addWidget(self.players)
        column.addSpacing(4)
        column.addWidget(self.turn)
        column.addWidget(self.result)
        column.addWidget(self.note)
        column.addWidget(self._label("sectionTitle", "COMPUTER"))
        column.addWidget(self.level)
        column.addWidget(self._label("sectionTitle", "LAST SEARCH"))
        column.addWidget(self.search)
        column.addWidget(self.evaluation)
        column.addWidget(self.line)
        self.hint_title = self._label("sectionTitle", "HINT")
        column.addWidget(self.hint_title)
        column.addWidget(self.hint)
        column.addWidget(self._label("sectionTitle", "MOVES"))
        column.addWidget(self.record)
        column.addWidget(self.error)
        column.addStretch(1)
        self.result.hide()
        self.error.hide()
        self.hint_title.hide()
        self.hint.hide()

    @staticmethod
    def _label(name: str = "", text: str = "") -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if name:
            label.setObjectName(name)
        return label

    def show_hint(self, text: str) -> None:
        """Show ``text`` under HINT, or hide the section when it is empty."""
        self.hint.setText(text)
        self.hint_title.setVisible(bool(text))
        self.hint.setVisible(bool(text))


class StatisticsDialog(QDialog):
    """Wins, draws and losses per game and level, with a button to reset them."""

    HEADERS = ("Game", "Level", "Won", "Drawn", "Lost")

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.path = path
        self.table = QTableWidget(0, len(self.HEADERS))
        self.table.setHorizontalHeaderLabels(self.HEADERS)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        rows_header = self.table.verticalHeader()
        if rows_header is not None:
            rows_header.hide()
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        columns_header = self.table.horizontalHeader()
        if columns_header is not None:
            columns_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, len(self.HEADERS)):
                columns_header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.notice = QLabel()
        self.notice.setObjectName("noteLine")
        self.notice.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = self.buttons.addButton("&Reset", QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        if self.reset_button is not None:
            self.reset_button.clicked.connect(self.on_reset)
        column = QVBoxLayout(self)
        column.addWidget(self.table)
        column.addWidget(self.notice)
        column.addWidget(self.buttons)
        self.resize(520, 320)
        self.refresh()

    def refresh(self) -> None:
        statistics, notice = load_statistics(self.path)
        rows = sorted(statistics.tallies.items())
        self.table.setRowCount(len(rows))
        for row, ((game, level), tally) in enumerate(rows):
            try:
                title = get_game(game).title
            except UnknownGameError:
                title = game
            cells = (title, level.capitalize(), tally.wins, tally.draws, tally.losses)
            for column, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if isinstance(value, int):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        if not rows and not notice:
            notice = "No games finished against the computer yet."
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))

    @pyqtSlot()
    def on_reset(self) -> None:
        try:
            save_statistics(self.path, EMPTY)
        except OSError as error:
            self.notice.setText(f"Could not reset: {error.strerror or error}.")
            self.notice.show()
            return
        self.refresh()


class ResumeBar(QFrame):
    """A non-modal offer to resume the unfinished game found in the autosave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeBar")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.resume_button = QPushButton("&Resume")
        self.discard_button = QPushButton("&Discard")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        row.addWidget(self.message, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.discard_button)
        self.hide()


class MainWindow(QMainWindow):
    """Plyboard's window; all signal connections are made in :meth:`_connect`."""

    def __init__(
        self,
        spec: GameSpec,
        level: str = DEFAULT_LEVEL,
        *,
        computer_players: Iterable[Player] = (1,),
        rng: random.Random | None = None,
        data_dir: Path | None = None,
        offer_resume: bool = True,
        settings: Settings | None = None,
    ) -> None:
        """``data_dir`` holds the autosave (default: :func:`default_data_dir`); with
        ``offer_resume`` an unfinished autosaved game is offered in a bar (never a modal box).
        ``settings`` restores the engine, the View toggles, the palette and the geometry, and
        keeps them and the game as they change (``None``: remember nothing).
        """
        super().__init__()
        self.settings = settings
        loaded = settings.load() if settings is not None else LoadedPreferences(Preferences())
        self._settings_restored = False
        """Changes are saved only once the saved settings have been applied."""
        self.palette_choice = style.SYSTEM
        self.colours = style.LIGHT
        """The palette :attr:`palette_choice` stands for now."""
        self.data_dir = data_dir if data_dir is not None else default_data_dir()
        autosave_path = self.data_dir / AUTOSAVE_NAME
        self.statistics_path = self.data_dir / STATISTICS_NAME
        self.statistics_dialog: StatisticsDialog | None = None
        self.compare_dialog: CompareDialog | None = None
        self.resumable = self._unfinished_game(autosave_path) if offer_resume else None
        self.controller = GameController(
            spec,
            level=level,
            computer_players=computer_players,
            rng=rng,
            autosave_path=autosave_path,
            parent=self,
        )
        self.board = BoardView()
        self._moves_shown = 0
        """How many moves the board showed last (a drop animates only a new move)."""
        self.panel = SidePanel()
        self.analysis_panel = AnalysisPanel(self.controller)
        self.analysis_dock = analysis_dock(self.analysis_panel, self)
        self.resume_bar = ResumeBar()
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.setInterval(HINT_MILLISECONDS)
        self.current_hint: Hint | None = None
        """The hint for the current position, once one arrived."""
        self.message_box: QMessageBox | None = None
        """The last message box shown (window-modal, never blocking; tests read it)."""
        self.status = QLabel()
        self.board_input = BoardInput()
        self.game_actions: dict[str, QAction] = {}
        self.level_actions: dict[str, QAction] = {}
        self.side_actions: dict[frozenset[Player], QAction] = {}
        self.algorithm_actions: dict[str, QAction] = {}
        self._build_actions()
        self._build_menus()
        self._build_layout()
        self._connect()
        self.apply_palette_choice(loaded.preferences.palette)
        self.resize(900, 650)
        self.setMinimumSize(640, 460)
        self.controller.new_game()
        self._offer_resume()
        self._restore_settings(loaded)

    # --- building ---------------------------------------------------------------------

    def _action(self, text: str, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _build_actions(self) -> None:
        icons = self.style()
        self.new_action = self._action("&New game", QKeySequence.StandardKey.New)
        if icons is not None:
            self.new_action.setIcon(icons.standardIcon(QStyle.StandardPixmap.SP_BrowserReload))
        self.quit_action = self._action("&Quit", QKeySequence.StandardKey.Quit)
        self.open_action = self._action("&Open…", QKeySequence.StandardKey.Open)
        self.save_action = self._action("&Save…", QKeySequence.StandardKey.Save)
        self.copy_action = self._action("&Copy position", QKeySequence.StandardKey.Copy)
        self.copy_action.setToolTip("Copy the game's name and moves as text (Ctrl+C)")
        self.paste_action = self._action("&Paste position", QKeySequence.StandardKey.Paste)
        self.paste_action.setToolTip("Play from a position pasted as text: GAME MOVE... (Ctrl+V)")
        self.undo_action = self._action("&Undo", "Ctrl+Z")
        self.undo_action.setToolTip("Take back your last move and the computer's reply (Ctrl+Z)")
        self.redo_action = self._action("&Redo", "Ctrl+Shift+Z")
        self.redo_action.setToolTip("Play again the moves you took back (Ctrl+Shift+Z)")
        self.statistics_action = self._action("S&tatistics…")
        self.hint_action = self._action("&Hint", "H")
        self.hint_action.setToolTip("Show the move the strongest engine suggests, and why (H)")
        self.drop_animation_action = self._action("Animate &drops")
        self.drop_animation_action.setCheckable(True)
        self.drop_animation_action.setChecked(True)
        self.drop_animation_action.setToolTip("Let discs fall into place (Connect Four)")
        self.analysis_action = self._action("&Analysis overlay", "A")
        self.analysis_action.setCheckable(True)
        self.analysis_action.setToolTip("Show each move's score on the board after a search (A)")
        self.resource_icons = {
            self.open_action: "open",
            self.save_action: "save",
            self.undo_action: "undo",
            self.redo_action: "redo",
            self.hint_action: "hint",
        }
        """Actions with an icon from ``resources/icons``, drawn in the palette's ink."""
        self.move_now_action = self._action("&Move now")
        # Space and Esc reach the board (keyboard play) whenever this action is disabled,
        # that is whenever the computer is not thinking.
        self.move_now_action.setShortcuts([QKeySequence("Space"), QKeySequence("Esc")])
        self.move_now_action.setToolTip(
            "Stop thinking and play the best move found so far (Space or Esc)"
        )
        if icons is not None:
            self.move_now_action.setIcon(icons.standardIcon(QStyle.StandardPixmap.SP_MediaStop))
        self.move_now_action.setEnabled(False)
        self.custom_action = self._action("&Custom m,n,k…")
        self.custom_action.setCheckable(True)
        self.rules_action = self._action("&Rules", QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action("&About Plyboard")

        self.game_group = QActionGroup(self)
        for spec in all_games():
            action = self._action(spec.title)
            action.setCheckable(True)
            action.setData(spec.name)
            self.game_group.addAction(action)
            self.game_actions[spec.name] = action
        self.game_group.addAction(self.custom_action)

        self.side_group = QActionGroup(self)
        for sides in COMPUTER_SIDES:
            action = self._action(sides.label)
            action.setCheckable(True)
            action.setData(sides.players)
            self.side_group.addAction(action)
            self.side_actions[sides.players] = action

        self.algorithm_group = QActionGroup(self)
        for name in ALGORITHM_CHOICES:
            action = self._action(ALGORITHM_LABELS[name])
            action.setCheckable(True)
            action.setData(name)
            self.algorithm_group.addAction(action)
            self.algorithm_actions[name] = action

        self.level_group = QActionGroup(self)

        self.palette_group = QActionGroup(self)
        self.palette_actions: dict[str, QAction] = {}
        for name in style.PALETTE_CHOICES:
            title = "&System" if name == style.SYSTEM else style.PALETTES[name].title
            action = self._action(title)
            action.setCheckable(True)
            action.setData(name)
            self.palette_group.addAction(action)
            self.palette_actions[name] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        assert bar is not None
        game_menu = bar.addMenu("&Game")
        game_menu.addAction(self.new_action)
        game_menu.addAction(self.open_action)
        game_menu.addAction(self.save_action)
        game_menu.addSeparator()
        game_menu.addAction(self.undo_action)
        game_menu.addAction(self.redo_action)
        game_menu.addAction(self.hint_action)
        game_menu.addAction(self.analysis_panel.review_action)
        game_menu.addSeparator()
        game_menu.addAction(self.copy_action)
        game_menu.addAction(self.paste_action)
        game_menu.addSeparator()
        game_menu.addAction(self.statistics_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        games_menu = bar.addMenu("G&ames")
        games_menu.addActions(list(self.game_actions.values()))
        games_menu.addSeparator()
        games_menu.addAction(self.custom_action)
        computer_menu = bar.addMenu("&Computer")
        computer_menu.addActions(list(self.side_actions.values()))
        computer_menu.addSeparator()
        algorithm_menu = computer_menu.addMenu("&Algorithm")
        algorithm_menu.addActions(list(self.algorithm_actions.values()))
        computer_menu.addSeparator()
        computer_menu.addAction(self.move_now_action)
        computer_menu.addAction(self.analysis_panel.analyse_action)
        self.compare_action = computer_menu.addAction("&Compare algorithms…")
        self.level_menu = bar.addMenu("&Difficulty")
        self.level_menu.setToolTipsVisible(True)
        view_menu = bar.addMenu("&View")
        view_menu.addAction(self.analysis_dock.toggleViewAction())
        view_menu.addAction(self.analysis_action)
        view_menu.addAction(self.drop_animation_action)
        palette_menu = view_menu.addMenu("&Palette")
        palette_menu.addActions(list(self.palette_actions.values()))
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

        toolbar = QToolBar("Game")
        toolbar.setObjectName("gameToolBar")  # saveState() names what it saves
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addAction(self.hint_action)
        toolbar.addAction(self.move_now_action)
        self.addToolBar(toolbar)

    def _rebuild_level_menu(self) -> None:
        """One exclusive action per level of the current game, weakest first."""
        for action in self.level_actions.values():
            self.level_group.removeAction(action)
            action.deleteLater()
        self.level_actions = {}
        self.level_menu.clear()
        spec = self.controller.spec
        for name in spec.levels:
            action = self._action(f"&{name.capitalize()}")
            action.setCheckable(True)
            action.setData(name)
            action.setToolTip(spec.describe_level(name))
            action.setStatusTip(spec.describe_level(name))
            self.level_group.addAction(action)
            self.level_menu.addAction(action)
            self.level_actions[name] = action

    def _build_layout(self) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(12, 10, 12, 10)
        row.setSpacing(12)
        row.addWidget(self.board, 1)
        self.panel_area = QScrollArea()
        self.panel_area.setObjectName("panelArea")
        self.panel_area.setWidget(self.panel)
        self.panel_area.setWidgetResizable(True)
        self.panel_area.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel_area.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        row.addWidget(self.panel_area)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.resume_bar)
        column.addLayout(row, 1)
        central = QWidget()
        central.setLayout(column)
        self.setCentralWidget(central)
        status_bar = self.statusBar()
        assert status_bar is not None
        status_bar.addWidget(self.status, 1)
        status_bar.messageChanged.connect(self.on_status_message_changed)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no known end: a moving bar while the computer thinks
        self.busy.setMaximumSize(120, 14)
        self.busy.setTextVisible(False)
        self.busy.hide()
        status_bar.addPermanentWidget(self.busy)

    def _connect(self) -> None:
        controller = self.controller
        controller.game_started.connect(self.on_game_started)
        controller.state_changed.connect(self.on_state_changed)
        controller.settings_changed.connect(self.on_settings_changed)
        controller.thinking_started.connect(self.on_thinking_changed)
        controller.thinking_finished.connect(self.on_thinking_changed)
        controller.search_info.connect(self.on_search_info)
        controller.game_over.connect(self.on_game_over)
        controller.error.connect(self.on_error)
        controller.move_played.connect(self.on_move_played)
        controller.hint_ready.connect(self.on_hint_ready)
        self.board.cell_clicked.connect(self.on_cell_clicked)
        self.board.cancel_requested.connect(self.on_cancel_selection)
        self.board.cursor_moved.connect(self.on_cursor_moved)
        self.panel.record.linkActivated.connect(self.on_record_link)
        self.hint_timer.timeout.connect(self.on_hint_expired)
        self.resume_bar.resume_button.clicked.connect(self.on_resume)
        self.resume_bar.discard_button.clicked.connect(self.on_discard_resume)
        self.new_action.triggered.connect(self.on_new_game)
        self.open_action.triggered.connect(self.on_open)
        self.save_action.triggered.connect(self.on_save)
        self.copy_action.triggered.connect(self.on_copy)
        self.statistics_action.triggered.connect(self.on_statistics)
        self.compare_action.triggered.connect(self.on_compare_algorithms)
        self.paste_action.triggered.connect(self.on_paste)
        self.undo_action.triggered.connect(self.on_undo)
        self.redo_action.triggered.connect(self.on_redo)
        self.hint_action.triggered.connect(self.on_hint)
        self.analysis_action.toggled.connect(self.on_analysis_toggled)
        self.quit_action.triggered.connect(self.close)
        self.move_now_action.triggered.connect(controller.move_now)
        self.analysis_panel.analyse_action.triggered.connect(self.analysis_dock.show)
        self.analysis_panel.review_action.triggered.connect(self.analysis_dock.show)
        self.game_group.triggered.connect(self.on_game_chosen)
        self.side_group.triggered.connect(self.on_sides_chosen)
        self.algorithm_group.triggered.connect(self.on_algorithm_chosen)
        self.level_group.triggered.connect(self.on_level_chosen)
        self.palette_group.triggered.connect(self.on_palette_chosen)
        for changed in (
            controller.game_started,
            controller.settings_changed,
            self.analysis_action.toggled,
            self.drop_animation_action.toggled,
        ):
            changed.connect(self.save_settings)
        hints = QApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(self.on_color_scheme_changed)
        self.rules_action.triggered.connect(self.on_rules)
        self.about_action.triggered.connect(self.on_about)

    # --- what the status bar and panel show ----------------------------------------------

    def status_text(self) -> str:
        """The status bar's line (tests read it)."""
        return self.status.text()

    def _role(self, player: Player) -> str:
        if not self.controller.is_computer(player):
            return "you"
        return f"computer ({self.controller.level_name})"

    def _turn_text(self) -> str:
        controller = self.controller
        state = controller.state
        name = controller.spec.player_names[state.to_move]
        if controller.thinking:
            return f"{name} to move — computer thinking…"
        if controller.is_computer(state.to_move):
            return f"{name} to move — computer"
        return f"{name} to move — your turn"

    def _refresh_panel(self) -> None:
        controller = self.controller
        spec = controller.spec
        self.panel.title.setText(spec.title)
        self.panel.players.setText(
            "\n".join(f"{spec.player_names[player]}: {self._role(player)}" for player in (0, 1))
        )
        level = controller.level
        details = level.describe()
        if level.limits == Limits():
            details += ", no limits"
        if controller.algorithm != AUTO:
            details += " (engine chosen by you)"
        self.panel.level.setText(f"Level: {controller.level_name.capitalize()}\n{details}")

    def _refresh_turn(self) -> None:
        state = self.controller.state
        outcome = state.outcome()
        if outcome is None:
            self.panel.turn.setText(self._turn_text())
            self.panel.turn.show()
            self.panel.result.hide()
            if not self.controller.thinking:
                self.status.setText(self._turn_text())
        else:
            self.panel.turn.hide()
            self.panel.result.setText(self._result_message(outcome))
            self.panel.result.show()
            self.status.setText(f"Game over: {outcome_text(self.controller.spec, outcome)}")
        note = state.status_note() if hasattr(state, "status_note") else ""
        self.panel.note.setText(note)
        self.panel.note.setVisible(bool(note))

    def _result_message(self, outcome: Outcome) -> str:
        controller = self.controller
        text = outcome_text(controller.spec, outcome)
        humans = [player for player in (0, 1) if not controller.is_computer(player)]
        if len(humans) == 1:
            if outcome.winner is None:
                verdict = "A draw."
            elif outcome.winner == humans[0]:
                verdict = "You win. Well played!"
            else:
                verdict = "The computer wins."
            text = f"{text}\n{verdict}"
        return f"{text}\nNew game: Ctrl+N"

    def _refresh_search(self) -> None:
        controller = self.controller
        result = controller.last_result
        searched = controller.searched_state
        if result is None or searched is None:
            if controller.thinking:
                summary = "Thinking…"
            elif controller.last_decision is not None:
                summary = "Played a random move: this level sometimes does."
            else:
                summary = "No search yet."
            self.panel.search.setText(summary)
            self.panel.evaluation.setText("")
            self.panel.line.setText("")
            self._hide_empty_search_lines()
            return
        mover = controller.spec.player_names[searched.to_move]
        self.panel.search.setText(f"{result.algorithm or 'search'}: {search_summary(result)}")
        self.panel.evaluation.setText(f"Evaluation for {mover}: {evaluation_text(result)}")
        line = line_text(searched, result.pv)
        text = f"Best line: {line}" if line else ""
        decision = controller.last_decision
        if decision is not None and decision.result is result and decision.move != result.best_move:
            played = searched.move_text(decision.move)
            text += f"\nPlayed {played} instead: this level picks among moves close to the best."
        self.panel.line.setText(text)
        self._hide_empty_search_lines()

    def _hide_empty_search_lines(self) -> None:
        for label in (self.panel.evaluation, self.panel.line):
            label.setVisible(bool(label.text()))

    def _refresh_input(self) -> None:
        controller = self.controller
        if controller.human_to_move():
            self.board_input.set_position(controller.state)
        elif controller.state.outcome() is not None:
            self.board_input.disable("The game is over: start a new one with Ctrl+N.")
        else:
            self.board_input.disable("Wait: it is the computer's move.")
        self._show_selection()

    def _refresh_actions(self) -> None:
        controller = self.controller
        self.undo_action.setEnabled(controller.can_undo())
        self.redo_action.setEnabled(controller.can_redo())
        self.hint_action.setEnabled(controller.human_to_move())

    def _refresh_overlay(self) -> None:
        """The per-move scores of this position's hint search, when the overlay is on."""
        labels: dict[int, str] = {}
        if self.analysis_action.isChecked() and self.current_hint is not None:
            labels = dict(move_score_labels(self.controller.state, self.current_hint.result))
        self.board.set_score_labels(labels)

    @pyqtSlot(str)
    def on_status_message_changed(self, message: str) -> None:
        """A temporary announcement replaces the turn line instead of being drawn over it."""
        self.status.setVisible(not message)

    def announce(self, text: str) -> None:
        """Say ``text`` in the status bar for a few seconds (moves, the cursor's cell)."""
        status_bar = self.statusBar()
        if status_bar is not None:
            status_bar.showMessage(text, ANNOUNCE_MILLISECONDS)

    def _show_message(self, title: str, text: str) -> QMessageBox:
        """A window-modal warning that does not block the caller (kept in :attr:`message_box`)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Close, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()
        self.message_box = box
        return box

    def _show_selection(self) -> None:
        """Show the board input's selection, its targets and the clickable cells."""
        self.board.set_selection(self.board_input.selection, self.board_input.targets())
        self.board.set_clickable(self.board_input.clickable_cells(), self.board_input.aliases)

    def _check_menus(self) -> None:
        controller = self.controller
        game_action = self.game_actions.get(controller.spec.name, self.custom_action)
        game_action.setChecked(True)
        level_action = self.level_actions.get(controller.level_name)
        if level_action is not None:
            level_action.setChecked(True)
        self.side_actions[controller.computer_players].setChecked(True)
        self.algorithm_actions[controller.algorithm].setChecked(True)

    # --- controller signals ---------------------------------------------------------------

    @pyqtSlot()
    def on_game_started(self) -> None:
        spec = self.controller.spec
        self.setWindowTitle(f"Plyboard — {spec.title}")
        self.board.setAccessibleName(f"{spec.title} board")
        self._rebuild_level_menu()
        self._check_menus()
        self.panel.error.hide()
        self._refresh_panel()
        self._refresh_search()
        self.on_state_changed()

    @pyqtSlot()
    def on_state_changed(self) -> None:
        controller = self.controller
        self.board.set_position(controller.state, controller.spec.player_names)
        self.board.set_highlights(controller.last_move_cells(), controller.state.winning_cells())
        one_move_on = len(controller.moves) == self._moves_shown + 1
        self._moves_shown = len(controller.moves)
        falls = getattr(controller.state, "discs_fall", False)
        if one_move_on and falls and self.drop_animation_action.isChecked():
            self.board.animate_drop(controller.last_move_cells()[-1])
        self._refresh_record()
        self._clear_hint()
        self._refresh_input()
        self._refresh_turn()
        self._refresh_search()
        self._refresh_actions()
        self._refresh_overlay()
        if self.analysis_action.isChecked():
            self._analyse()

    def _refresh_record(self) -> None:
        """The move list, as links in the palette's colours."""
        moves = self.controller.move_texts()
        undone = self.controller.undone_move_texts()
        self.panel.record.setText(
            record_html(moves, undone, self.colours) if moves or undone else "No moves yet."
        )
        self.panel.record.setAccessibleDescription(record_text(moves))

    @pyqtSlot()
    def on_settings_changed(self) -> None:
        self._check_menus()
        self._refresh_panel()
        self._refresh_input()
        self._refresh_turn()

    @pyqtSlot()
    def on_thinking_changed(self) -> None:
        thinking = self.controller.thinking
        self.move_now_action.setEnabled(thinking)
        self.busy.setVisible(thinking)
        if thinking:
            self.status.setText(self._turn_text())
        self._refresh_input()
        self._refresh_turn()
        self._refresh_search()
        self._refresh_actions()

    @pyqtSlot(object)
    def on_search_info(self, result: SearchResult) -> None:
        unit = "playouts" if result.algorithm == "mcts" else "nodes"
        self.status.setText(f"Computer thinking… depth {result.depth}, {result.nodes:,} {unit}")
        self._refresh_search()

    @pyqtSlot(object)
    def on_game_over(self, outcome: Outcome) -> None:
        self._refresh_turn()

    @pyqtSlot(int, str)
    def on_move_played(self, player: Player, text: str) -> None:
        if self.controller.is_computer(player) and self.controller.computer_players != {0, 1}:
            self.announce(f"Computer plays {text}")
        else:
            who = self.controller.spec.player_names[player]
            self.announce(f"{who} plays {text}")
        outcome = self.controller.state.outcome()
        if outcome is not None:
            self._count_result(outcome)

    def _count_result(self, outcome: Outcome) -> None:
        """Add a finished game between one person and the computer to the statistics."""
        controller = self.controller
        humans = [player for player in (0, 1) if not controller.is_computer(player)]
        if len(humans) != 1:
            return
        if outcome.winner is None:
            result = "draw"
        else:
            result = "win" if outcome.winner == humans[0] else "loss"
        statistics, _ = load_statistics(self.statistics_path)
        try:
            save_statistics(
                self.statistics_path,
                statistics.counted(controller.spec.name, controller.level_name, result),
            )
        except OSError as error:
            log.warning("could not save the statistics: %s", error)

    @pyqtSlot()
    def on_statistics(self) -> None:
        self.statistics_dialog = StatisticsDialog(self.statistics_path, self)
        self.statistics_dialog.open()

    @pyqtSlot()
    def on_compare_algorithms(self) -> None:
        """Open the "Compare algorithms" window on the position shown."""
        if self.compare_dialog is not None:
            self.compare_dialog.deleteLater()
        controller = self.controller
        self.compare_dialog = CompareDialog(
            controller.spec, controller.state, controller.move_texts(), self
        )
        self.compare_dialog.open()

    @pyqtSlot(object)
    def on_hint_ready(self, hint: Hint) -> None:
        self.current_hint = hint
        self.board.set_hint(hint.cells)
        self.panel.show_hint(hint.describe())
        self.announce(f"Hint: {hint.describe()}")
        self.hint_timer.start()
        self._refresh_overlay()

    @pyqtSlot()
    def on_hint_expired(self) -> None:
        self.board.set_hint(())

    def _clear_hint(self) -> None:
        self.current_hint = None
        self.hint_timer.stop()
        self.board.set_hint(())
        self.panel.show_hint("")

    @pyqtSlot(int)
    def on_cursor_moved(self, cell: int) -> None:
        state = self.controller.state
        name = state.layout().cell_names[cell]
        piece = state.pieces()[cell]
        if piece is None:
            content = "empty"
        else:
            owner = self.controller.spec.player_names[piece.owner]
            content = owner if piece.kind == "stone" else f"{owner} ({piece.kind})"
        if cell in self.board_input.targets():
            content += ", a target"
        self.board.setAccessibleDescription(f"{name}: {content}")
        self.announce(f"{name}: {content}")

    @pyqtSlot(str)
    def on_error(self, message: str) -> None:
        self.panel.error.setText(message)
        self.panel.error.show()
        self.status.setText(message)

    # --- the person's actions ---------------------------------------------------------------

    @pyqtSlot(int)
    def on_cell_clicked(self, cell: int) -> None:
        result = self.board_input.click(cell)
        match result:
            case Played(move):
                if self.controller.play_move(move):
                    self.resume_bar.hide()
            case Rejected(cell, reason):
                self.board.flash_cell(cell)
                status_bar = self.statusBar()
                if status_bar is not None:
                    status_bar.showMessage(reason, 2500)
        self._show_selection()

    @pyqtSlot()
    def on_cancel_selection(self) -> None:
        if self.board_input.cancel() is not None:
            self._show_selection()

    @pyqtSlot()
    def on_new_game(self) -> None:
        self.controller.new_game()

    @pyqtSlot()
    def on_undo(self) -> None:
        self.controller.undo()

    @pyqtSlot()
    def on_redo(self) -> None:
        self.controller.redo()

    @pyqtSlot(str)
    def on_record_link(self, link: str) -> None:
        """``ply:N`` from the move list: browse to the position after N plies."""
        self.controller.go_to_ply(int(link.removeprefix("ply:")))

    @pyqtSlot()
    def on_hint(self) -> None:
        if self.controller.request_hint():
            self.panel.show_hint("Looking for the best move…")
        else:
            self.announce("A hint is for your turn, while the game goes on.")

    @pyqtSlot(bool)
    def on_analysis_toggled(self, shown: bool) -> None:
        """With the overlay on, each position where a person is to move is analysed."""
        if shown:
            self._analyse()
        self._refresh_overlay()

    def _analyse(self) -> None:
        """Start a hint search (it scores every move) unless one ran or runs for this position."""
        controller = self.controller
        if self.current_hint is None and not controller.hinting and controller.request_hint():
            self.panel.show_hint("Looking for the best move…")

    # --- saved games ---------------------------------------------------------------------------

    def open_game_file(self, path: Path) -> bool:
        """Open the saved game at ``path``; on any problem say why and change nothing."""
        try:
            loaded = read_game(path.read_bytes(), ALGORITHM_CHOICES)
        except OSError as error:
            self._show_message("Cannot open game", f"{path.name}: {error.strerror or error}.")
            return False
        except SavedGameError as error:
            self._show_message(
                "Cannot open game", f"{path.name} cannot be opened: {error}.\nNothing changed."
            )
            return False
        self.resume_bar.hide()
        self.controller.load_game(loaded)
        self.announce(f"Opened {path.name}: {len(loaded.moves)} moves")
        return True

    def save_game_file(self, path: Path) -> bool:
        """Save the game so far to ``path``; ``False`` (with a message) when it cannot."""
        try:
            write_atomic(path, to_json(self.controller.saved_game()))
        except OSError as error:
            self._show_message("Cannot save game", f"{path}: {error.strerror or error}.")
            return False
        self.announce(f"Saved to {path.name}")
        return True

    def paste_position(self, text: str) -> bool:
        """Play on from the position in ``text``; on a problem say why and change nothing."""
        try:
            loaded = read_position_text(
                text, self.controller.saved_game(), DEFAULT_LEVEL, ALGORITHM_CHOICES
            )
        except SavedGameError as error:
            self._show_message(
                "Cannot paste position", f"The text is no position: {error}.\nNothing changed."
            )
            return False
        self.resume_bar.hide()
        self.controller.load_game(loaded)
        self.announce(f"Pasted {loaded.spec.title}: {len(loaded.moves)} moves")
        return True

    @pyqtSlot()
    def on_copy(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            text = position_text(self.controller.saved_game())
            clipboard.setText(text)
            self.announce(f"Copied: {text}")

    @pyqtSlot()
    def on_paste(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            self.paste_position(clipboard.text())

    @pyqtSlot()
    def on_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open game", "", SAVE_FILTER)
        if name:
            self.open_game_file(Path(name))

    @pyqtSlot()
    def on_save(self) -> None:
        suggestion = f"{self.controller.spec.name}.plyboard.json"
        name, _ = QFileDialog.getSaveFileName(self, "Save game", suggestion, SAVE_FILTER)
        if name:
            self.save_game_file(Path(name))

    @staticmethod
    def _unfinished_game(path: Path) -> LoadedGame | None:
        """The autosaved game at ``path`` when it is readable, unfinished and has moves."""
        try:
            loaded = read_game(path.read_bytes(), ALGORITHM_CHOICES)
        except FileNotFoundError:
            return None
        except (OSError, SavedGameError) as error:
            log.warning("ignoring the autosave %s: %s", path, error)
            return None
        if loaded.saved.finished or not loaded.moves:
            return None
        return loaded

    def _offer_resume(self) -> None:
        if self.resumable is None:
            return
        spec = self.resumable.spec
        count = len(self.resumable.moves)
        self.resume_bar.message.setText(
            f"An unfinished game of {spec.title} ({count} {'move' if count == 1 else 'moves'}) "
            "was saved. Resume it?"
        )
        self.resume_bar.show()

    @pyqtSlot()
    def on_resume(self) -> None:
        self.resume_bar.hide()
        if self.resumable is not None:
            self.controller.load_game(self.resumable)
            self.resumable = None

    @pyqtSlot()
    def on_discard_resume(self) -> None:
        self.resume_bar.hide()
        self.resumable = None

    @pyqtSlot(QAction)
    def on_game_chosen(self, action: QAction) -> None:
        if action is self.custom_action:
            self._choose_custom_game()
            return
        self.controller.new_game(get_game(action.data()))

    def _choose_custom_game(self) -> None:
        dialog = CustomGameDialog(self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if accepted and dialog.spec is not None:
            self.controller.new_game(dialog.spec)
        else:
            self._check_menus()

    @pyqtSlot(QAction)
    def on_sides_chosen(self, action: QAction) -> None:
        self.controller.set_computer_players(action.data())

    @pyqtSlot(QAction)
    def on_algorithm_chosen(self, action: QAction) -> None:
        self.controller.set_algorithm(action.data())

    @pyqtSlot(QAction)
    def on_level_chosen(self, action: QAction) -> None:
        self.controller.set_level(action.data())

    def rules_box(self) -> QMessageBox:
        """The Rules dialog for the current game (not yet shown)."""
        spec = self.controller.spec
        box = QMessageBox(
            QMessageBox.Icon.Information,
            f"Rules of {spec.title}",
            spec.rules,
            QMessageBox.StandardButton.Close,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        return box

    def about_box(self) -> QMessageBox:
        """The About dialog (not yet shown)."""
        text = (
            f"<h3>Plyboard {application_version()}</h3>"
            "<p>Classic board games against a computer that is fast, strong at the top, "
            "honest at every level, and able to show why it plays a move.</p>"
            "<p>Licence: GPL-3.0-or-later.</p>"
        )
        return QMessageBox(
            QMessageBox.Icon.NoIcon, "About Plyboard", text, QMessageBox.StandardButton.Close, self
        )

    @pyqtSlot()
    def on_rules(self) -> None:
        self.rules_box().open()

    @pyqtSlot()
    def on_about(self) -> None:
        self.about_box().open()

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        low, high = PANEL_WIDTH
        self.panel_area.setFixedWidth(round(min(max(0.28 * self.width(), low), high)))
        super().resizeEvent(event)

    # --- settings and palettes ---------------------------------------------------------------

    def _restore_settings(self, loaded: LoadedPreferences) -> None:
        """Apply the saved engine, View toggles and geometry (the caller chose the game)."""
        preferences = loaded.preferences
        self.controller.set_algorithm(preferences.algorithm)
        self.analysis_action.setChecked(preferences.analysis_overlay)
        self.drop_animation_action.setChecked(preferences.animate_drops)
        if preferences.window_geometry:
            self.restoreGeometry(QByteArray(preferences.window_geometry))
        if preferences.window_state:
            self.restoreState(QByteArray(preferences.window_state))
        status_bar = self.statusBar()
        if loaded.notice and status_bar is not None:
            status_bar.showMessage(loaded.notice, SETTINGS_NOTICE_MILLISECONDS)
        self._settings_restored = True
        self.save_settings()

    @pyqtSlot()
    def save_settings(self) -> None:
        """Remember the game, who plays, the engine, the View toggles and the geometry."""
        if self.settings is None or not self._settings_restored:
            return
        controller = self.controller
        self.settings.save(
            Preferences(
                game=controller.spec.name,
                level=controller.level_name,
                computer_players=controller.computer_players,
                algorithm=controller.algorithm,
                analysis_overlay=self.analysis_action.isChecked(),
                animate_drops=self.drop_animation_action.isChecked(),
                palette=self.palette_choice,
                window_geometry=bytes(self.saveGeometry().data()),
                window_state=bytes(self.saveState().data()),
            )
        )

    def apply_palette_choice(self, choice: str) -> None:
        """Paint the window, its dialogs and the board in the palette ``choice`` stands for
        (one of :data:`app.style.PALETTE_CHOICES`)."""
        self.palette_choice = choice
        self.colours = style.palette_for(choice)
        style.apply_palette(self.colours)
        self.setStyleSheet(style.style_sheet(self.colours))
        self.board.set_palette(self.colours)
        for action, name in self.resource_icons.items():
            action.setIcon(resource_icon(name, self.colours))
        self.palette_actions[choice].setChecked(True)
        self._refresh_record()

    @pyqtSlot(QAction)
    def on_palette_chosen(self, action: QAction) -> None:
        self.apply_palette_choice(action.data())
        self.save_settings()

    @pyqtSlot()
    def on_color_scheme_changed(self) -> None:
        if self.palette_choice == style.SYSTEM:
            self.apply_palette_choice(style.SYSTEM)

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.save_settings()
        self.controller.shutdown()
        super().closeEvent(event)
