"""Games in and out of the main window: open, save, copy, paste, and resume the autosave.

Plyboard's own format serves every game; a game's plug-in may add its own text formats
(:class:`~app.gui.extensions.GameTextFormat`: chess's PGN and FEN), which open and paste
whatever game is played.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QObject, pyqtSignal, pyqtSlot
from PyQt6.QtWidgets import QApplication, QFileDialog, QWidget

from app.gui.extensions import GameTextError, GameTextFormat
from app.gui.session.controller import ALGORITHM_CHOICES, DEFAULT_LEVEL, GameController
from app.gui.texts import game_title
from app.services.record import (
    LoadedGame,
    SavedGame,
    SavedGameError,
    position_text,
    read_game,
    read_position_text,
    to_json,
    write_atomic,
)

log = logging.getLogger(__name__)

PLYBOARD_FILTER = QT_TRANSLATE_NOOP("GameFiles", "Plyboard games (*.plyboard.json *.json)")
ALL_FILES_FILTER = QT_TRANSLATE_NOOP("GameFiles", "All files (*)")


def unfinished_game(path: Path) -> LoadedGame | None:
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


class GameFiles(QObject):
    """Loads games into one window's controller and saves its game.

    On a problem it changes nothing and says why through :attr:`failed`; what it did
    goes out through :attr:`announced`.  The window connects both.
    """

    announced = pyqtSignal(str)
    """A line for the status bar: what was opened, saved, copied or pasted."""
    failed = pyqtSignal(str, str)
    """A title and a sentence: why a file or a text could not be used."""
    game_loaded = pyqtSignal()
    """A game from a file, the clipboard or the autosave replaced the one on the board."""
    marks_loaded = pyqtSignal(object)
    """Right after :attr:`game_loaded`: the :class:`SavedGame` loaded, for its tree (with
    the arrows and circles on its positions) and its extras."""

    def __init__(
        self,
        controller: GameController,
        resumable: LoadedGame | None,
        window: QWidget,
        formats: Sequence[GameTextFormat] = (),
        game_format: Callable[[], GameTextFormat | None] = lambda: None,
    ) -> None:
        """``resumable`` is the unfinished autosaved game to offer (see :func:`unfinished_game`);
        ``window`` is the parent of the file dialogs; ``formats`` are the games' own text
        formats and ``game_format`` gives the one of the game played (``None``: none)."""
        super().__init__(window)
        self.controller = controller
        self.resumable = resumable
        self._window = window
        self._formats = tuple(formats)
        self._game_format = game_format

    def _file_format(self, path: Path) -> GameTextFormat | None:
        """The game's own format ``path`` is in by its name's ending (``None``: Plyboard's)."""
        suffix = path.suffix.lower()
        return next((form for form in self._formats if form.suffix == suffix), None)

    def _filter(self) -> str:
        lines = (
            self.tr(PLYBOARD_FILTER),
            *(self.tr(form.file_filter) for form in self._formats),
            self.tr(ALL_FILES_FILTER),
        )
        return ";;".join(lines)

    def _load(self, loaded: LoadedGame) -> None:
        self.controller.load_game(loaded)
        self.game_loaded.emit()
        self.marks_loaded.emit(loaded.saved)

    def open_game_file(self, path: Path) -> bool:
        """Open the saved game at ``path`` (PGN by its ``.pgn`` extension); on any problem
        say why and change nothing."""
        try:
            data = path.read_bytes()
            form = self._file_format(path)
            if form is not None:
                loaded = form.read_file(data.decode("utf-8", "replace"), self.saved_game())
            else:
                loaded = read_game(data, ALGORITHM_CHOICES)
        except OSError as error:
            self.failed.emit(
                self.tr("Cannot open game"),
                self.tr("{file}: {reason}.").format(file=path.name, reason=error.strerror or error),
            )
            return False
        except GameTextError as error:
            self.failed.emit(
                self.tr("Cannot open game"),
                self.tr("{file}: {reason}. Nothing changed.").format(file=path.name, reason=error),
            )
            return False
        except SavedGameError as error:
            self.failed.emit(
                self.tr("Cannot open game"),
                self.tr("{file} cannot be opened: {reason}.\nNothing changed.").format(
                    file=path.name, reason=error
                ),
            )
            return False
        self._load(loaded)
        self.announced.emit(
            self.tr("Opened {file}: %n move(s)", None, len(loaded.moves)).format(file=path.name)
        )
        return True

    def save_game_file(self, path: Path) -> bool:
        """Save the game so far to ``path``; ``False`` (with a message) when it cannot."""
        try:
            form = self._file_format(path)
            saved = self.saved_game()
            if form is not None:
                if form is not self._game_format():
                    self.failed.emit(self.tr("Cannot save game"), self.tr(form.save_refusal))
                    return False
                write_atomic(path, form.write_file(self.controller, saved))
            else:
                write_atomic(path, to_json(saved))
        except OSError as error:
            self.failed.emit(
                self.tr("Cannot save game"),
                self.tr("{file}: {reason}.").format(file=path, reason=error.strerror or error),
            )
            return False
        self.announced.emit(self.tr("Saved to {file}").format(file=path.name))
        return True

    def paste_position(self, text: str) -> bool:
        """Play on from the position in ``text`` (also in a game's own format: a chess FEN or
        PGN); on a problem say why and change nothing."""
        for form in self._formats:
            try:
                pasted = form.paste(text, self.saved_game())
            except GameTextError as error:
                self.failed.emit(
                    self.tr("Cannot paste {}").format(error.kind),
                    self.tr("{}. Nothing changed.").format(error),
                )
                return False
            if pasted is not None:
                loaded, said = pasted
                self._load(loaded)
                self.announced.emit(said)
                return True
        try:
            loaded = read_position_text(
                text, self.controller.saved_game(), DEFAULT_LEVEL, ALGORITHM_CHOICES
            )
        except SavedGameError as error:
            self.failed.emit(
                self.tr("Cannot paste position"),
                self.tr("The text is no position: {reason}.\nNothing changed.").format(
                    reason=error
                ),
            )
            return False
        self._load(loaded)
        self.announced.emit(
            self.tr("Pasted {game}: %n move(s)", None, len(loaded.moves)).format(
                game=game_title(loaded.spec)
            )
        )
        return True

    def saved_game(self) -> SavedGame:
        """The game as a save writes it (its tree has what is drawn on its positions)."""
        return self.controller.saved_game()

    @pyqtSlot()
    def on_copy(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            form = self._game_format()
            text = None if form is None else form.copy_text(self.controller, self.saved_game())
            if text is None:
                text = position_text(self.controller.saved_game())
            clipboard.setText(text)
            self.announced.emit(self.tr("Copied: {text}").format(text=text))

    @pyqtSlot()
    def on_paste(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            self.paste_position(clipboard.text())

    @pyqtSlot()
    def on_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self._window, self.tr("Open game"), "", self._filter()
        )
        if name:
            self.open_game_file(Path(name))

    @pyqtSlot()
    def on_save(self) -> None:
        form = self._game_format()
        suggestion = f"{self.controller.spec.name}.plyboard.json"
        if form is not None:
            suggestion = form.save_name
        name, _ = QFileDialog.getSaveFileName(
            self._window, self.tr("Save game"), suggestion, self._filter()
        )
        if name:
            self.save_game_file(Path(name))

    @pyqtSlot()
    def on_resume(self) -> None:
        """Play on from the autosaved game (once)."""
        if self.resumable is not None:
            loaded, self.resumable = self.resumable, None
            self._load(loaded)

    @pyqtSlot()
    def on_discard_resume(self) -> None:
        self.resumable = None
