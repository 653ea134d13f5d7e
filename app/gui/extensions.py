"""What a game may give the main window, and what the window offers it: the GUI extension API.

A game whose board, menus or files need more than every game's gets a :class:`GamePlugin`
subclass in its own room, ``app/gui/games/<game>/``, registered for its
:attr:`~games.base.GameSpec.family` in :mod:`app.gui.games`.  Every method of the base class
has a default that gives nothing, so a game without a plug-in is served by ``GamePlugin()``
and the generic :class:`~app.gui.board.view.BoardView`.

The window makes one plug-in of each registered kind when it opens, calls
:meth:`GamePlugin.install` once with :class:`WindowParts` (the only view of the window a
plug-in gets, as qutebrowser's components see only ``qutebrowser.api``), and
:meth:`GamePlugin.set_active` whenever a game starts.  Scores are the engine's integers
(docs/architecture.md, section 5); a "first player's score" is from the point of view of player 0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PyQt6.QtCore import QObject
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QMenu, QMessageBox, QWidget

from app.gui.sound.events import SoundEvent
from app.gui.style import Palette

if TYPE_CHECKING:
    from app.gui.board.motion import Motion
    from app.gui.board.view import BoardView
    from app.gui.session.controller import GameController
    from app.services.record import LoadedGame, SavedGame
    from engine.player import Level
    from games.base import BoardState, GameSpec


@dataclass(frozen=True, slots=True)
class MenuPlaces:
    """The window's menus a plug-in adds to, and the actions that mark places in them."""

    game: QMenu
    """Game: new, open, save, undo… copy, paste… quit."""
    view: QMenu
    computer: QMenu
    add_game_choice: Callable[[QAction, Callable[[GameSpec], bool]], None]
    """Put a checkable action in the Games menu, ticked while a game it ``matches`` is
    played (Chess960 from any start); the plug-in starts the game when it is triggered."""
    anchors: Mapping[str, QAction]
    """Standard actions by name, to insert before or after: ``copy``, ``paste`` (Game),
    ``move_now`` (Computer), ``analysis_overlay``, ``palette`` and ``stone_style`` (the
    Palette and Stone style submenus' actions, View)."""


class ShareBar(Protocol):
    """The bar beside the board that shows who is better (chess GUIs' evaluation bar)."""

    score_text: str
    """What the bar says now (``""``: nothing)."""

    def set_value(self, share: float, score_text: str) -> None:
        """Give the first player ``share`` of the bar (0 to 1) and say ``score_text``."""

    def clear(self) -> None:
        """Show no evaluation."""

    def set_flipped(self, flipped: bool) -> None:
        """Draw the first player's part from the top (the board is turned round)."""

    def setVisible(self, visible: bool) -> None: ...


class WindowParts(Protocol):
    """What the main window offers a plug-in (nothing else of the window is its business)."""

    @property
    def controller(self) -> GameController:
        """The game controller: the game record, its signals, who plays."""
        ...

    @property
    def colours(self) -> Palette:
        """The palette the window paints with now."""
        ...

    @property
    def menu_places(self) -> MenuPlaces: ...

    @property
    def eval_bar(self) -> ShareBar:
        """The evaluation bar beside the board (hidden unless a plug-in shows it)."""
        ...

    def play_move(self, move: Any) -> None:
        """Play ``move`` for the person, once a chooser settled which move they meant."""

    def refresh_input(self) -> None:
        """Take the person's clicks afresh for the position shown (a chooser was cancelled)."""

    def refresh_turn(self) -> None:
        """Say again whose turn it is (the plug-in's :meth:`GamePlugin.turn_words` changed)."""

    def add_shortcut(self, action: QAction) -> None:
        """Let ``action``'s shortcut work while the menus are closed."""

    def add_panel_widget(self, widget: QWidget) -> None:
        """Put ``widget`` in the side panel, under the game's note."""

    def announce(self, text: str) -> None:
        """Say ``text`` in the status bar for a while."""

    def refuse(self, text: str) -> None:
        """Say in the status bar why something the person asked for did not happen."""

    def warn(self, title: str, text: str) -> QMessageBox:
        """A window-modal warning that does not block the caller (shown already)."""
        ...

    def save_settings(self) -> None:
        """Remember the settings now (a plug-in's among them)."""

    def dialog_parent(self) -> QWidget:
        """The widget dialogs are opened over."""
        ...

    def saved_game(self) -> SavedGame:
        """The game as *Save* writes it: its tree, and the arrows and circles drawn on it."""
        ...


def read_flag(raw: object) -> bool:
    """A stored ``true`` or ``false``; raises ``ValueError`` for anything else."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    raise ValueError(f"{shown(raw)} is neither true nor false")


def with_mnemonics(texts: Sequence[str], taken: set[str]) -> list[str]:
    """``texts`` for one menu, each with a mnemonic (Alt+letter, or the letter in an open
    menu) not in ``taken`` (lower case), which they join: first a word's initial, in menu
    order; then, for the texts left, another letter or digit, the texts with the fewest free
    ones first; none when all are taken.  An ``&`` stays an ampersand."""
    escaped = [text.replace("&", "&&") for text in texts]
    marks: dict[int, int] = {}

    def free(number: int, initials_only: bool) -> list[int]:
        text = escaped[number]
        return [
            index
            for index, char in enumerate(text)
            if char.isalnum()
            and char.lower() not in taken
            and (not initials_only or index == 0 or not text[index - 1].isalnum())
        ]

    def mark(number: int, initials_only: bool) -> None:
        choices = free(number, initials_only)
        if choices:
            marks[number] = choices[0]
            taken.add(escaped[number][choices[0]].lower())

    for number in range(len(escaped)):
        mark(number, initials_only=True)
    left = [number for number in range(len(escaped)) if number not in marks]
    for number in sorted(left, key=lambda number: len(free(number, False))):
        mark(number, initials_only=False)
    return [
        f"{text[: marks[number]]}&{text[marks[number] :]}" if number in marks else text
        for number, text in enumerate(escaped)
    ]


def shown(raw: object) -> str:
    """A stored value as a person reads it, cut short."""
    text = repr(raw)
    return text if len(text) <= 40 else f"{text[:37]}..."


@dataclass(frozen=True, slots=True)
class RememberedSetting:
    """One value a plug-in keeps in the settings file between runs."""

    key: str
    """The settings file's key, ``group/name`` (``chess/flip_board``)."""
    default: Any
    read: Callable[[object], Any]
    """The value from what the file holds; raises ``ValueError`` saying what is wrong."""
    write: Callable[[Any], object] = lambda value: value
    """What to put in the file for a value."""


class GameTextError(ValueError):
    """Text of a game's own format that cannot be opened or pasted; the message is one line."""

    def __init__(self, message: str, kind: str = "") -> None:
        """``kind`` names the format (``FEN``) when the reader knows it."""
        super().__init__(message)
        self.kind = kind


class GameTextFormat:
    """A game's own text formats for files and the clipboard (chess: PGN and FEN).

    Every format may be opened or pasted whatever game is played; only the plug-in's own
    game is saved in it."""

    suffix: ClassVar[str] = ""
    """The file name ending of its files, lower case (``.pgn``)."""
    file_filter: ClassVar[str] = ""
    """The file dialogs' filter line (``Chess games (*.pgn)``), in English, marked for the
    translations in the context ``GameFiles``."""
    save_refusal: ClassVar[str] = ""
    """Why another game cannot be saved in this format (a sentence, marked like
    :attr:`file_filter`)."""
    save_name: ClassVar[str] = ""
    """The file name the save dialog suggests for this format's game."""

    def read_file(self, text: str, current: SavedGame) -> LoadedGame:
        """The game in the file's ``text``; who plays and the level as in ``current`` unless
        the file says.  Raises :class:`GameTextError`."""
        raise GameTextError("this format cannot be read")

    def write_file(self, controller: GameController, drawn: SavedGame) -> str:
        """The game so far as this format's file, with what ``drawn`` (the game as saved)
        holds: its tree (variations, comments, NAGs) and the arrows and circles on its
        positions, where the format can keep them."""
        raise NotImplementedError

    def paste(self, text: str, current: SavedGame) -> tuple[LoadedGame, str] | None:
        """The game in pasted ``text`` and a status line saying what was pasted, or ``None``
        when ``text`` is not in this format.  Raises :class:`GameTextError` naming its
        :attr:`~GameTextError.kind` when it is but cannot be read."""
        return None

    def copy_text(self, controller: GameController, drawn: SavedGame) -> str | None:
        """What *Copy position* puts on the clipboard for this game (``drawn`` as in
        :meth:`write_file`); ``None``: the generic ``GAME MOVE...`` text."""
        return None


class GamePlugin(QObject):
    """What a game gives the window beyond every game's; the defaults give nothing.

    The window makes one of each kind for its lifetime; :meth:`install` is called once,
    then :meth:`set_active` each time a game starts (``True`` while this plug-in's game is
    played).  :meth:`restore`, :meth:`values_to_remember` and :meth:`set_palette` are asked
    of every plug-in; the game's hooks from :meth:`saved_extras` on only of the active one.
    """

    remembered: ClassVar[tuple[RememberedSetting, ...]] = ()
    """The settings this kind of plug-in keeps between runs."""
    text_format: GameTextFormat | None = None
    """The game's own text formats (files, clipboard); ``None``: only Plyboard's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.active = False
        """Whether this plug-in's game is played now."""

    def install(self, window: WindowParts) -> None:
        """Add actions, menus and panel widgets and connect to the controller (once).
        Actions added to menus should be hidden by :meth:`set_active` while another game
        is played."""

    def board_view(self) -> BoardView | None:
        """This game's own board widget, made once (``None``: the generic board)."""
        return None

    def set_active(self, active: bool) -> None:
        """This plug-in's game starts (``True``) or another one does; called before the
        window shows the new game."""
        self.active = active

    def set_palette(self, palette: Palette) -> None:
        """The window paints with ``palette`` from now on."""

    def restore(self, values: Mapping[str, Any]) -> str:
        """Apply the remembered values (by :attr:`RememberedSetting.key`; each read or its
        default); returns a status-bar sentence (``""``: nothing to say)."""
        return ""

    def values_to_remember(self) -> dict[str, Any]:
        """The values of :attr:`remembered` now, by key."""
        return {}

    def saved_extras(self) -> dict[str, Any]:
        """What this game keeps in a saved game beyond its moves, JSON values by name
        (:attr:`~app.services.record.SavedGame.extras`; Gomoku: the opening rule's stage in
        the middle of an opening); ``{}``: nothing.  Asked at every save and autosave."""
        return {}

    def open_extras(self, extras: Mapping[str, Any]) -> str:
        """A game of this plug-in's was opened (a file, the autosave) holding ``extras``
        (what :meth:`saved_extras` wrote, or a damaged or older file's: check it); returns a
        status-bar sentence (``""``: nothing to say)."""
        return ""

    def choose_move(self, move: Any) -> bool:
        """The person's clicks completed ``move``: ``True`` when the plug-in asks which of
        the moves sharing its cells they mean (chess: the promotion piece) and will play
        the chosen one itself; ``False``: play ``move`` at once."""
        return False

    def plan_level(self, level: Level) -> Level:
        """The computer's level for its next move (chess: its time planned from its clock)."""
        return level

    def move_motion(self, motion: Motion) -> Motion:
        """How a move just played moves on the board, given the ``motion`` planned from the
        positions before and after it (pieces slide, placed ones fade in, captured ones fade
        out): default as planned."""
        return motion

    def move_sound(self, before: BoardState, after: BoardState, move: Any) -> SoundEvent | None:
        """The sound of ``move``, played from ``before`` to ``after`` (chess: check);
        ``None``: the generic rule (a capture when the opponent has fewer pieces after)."""
        return None

    def turn_words(self, controller: GameController) -> str | None:
        """The turn line while the plug-in runs a phase of its own (an opening rule's stones
        and choices); ``None``: whose move it is, as for every game."""
        return None

    def first_player_score_text(self, score: int) -> str | None:
        """``score`` (the engine's units, chess: centipawns; the first player's point of
        view) as this game writes scores (chess: pawns and mates from White's view,
        ``+0.35``, ``#3``); ``None``: the generic text from the side to move's view."""
        return None

    def score_view(self) -> str:
        """Whose point of view :meth:`first_player_score_text` takes (``White's``)."""
        return ""

    def score_legend(self) -> str:
        """A tooltip sentence's end for the analysis lines' scores ("White's point of view:
        + is good for White, …"); ``""``: the generic legend."""
        return ""

    def move_texts(self, controller: GameController) -> tuple[Sequence[str], Sequence[str], int]:
        """The moves played and those taken back (redo order) as the move list writes them,
        and the plies before the first (a game from a position): default the game's notation."""
        return controller.move_texts(), controller.undone_move_texts(), 0
