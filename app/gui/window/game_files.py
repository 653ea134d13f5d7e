"""Games in and out of the main window: open, save, copy, paste, and resume the autosave."""

from __future__ import annotations

import logging
from pathlib import Path

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot
from PyQt6.QtWidgets import QApplication, QFileDialog, QWidget

from app.gui.games.chess.files import (
    PGN_SUFFIX,
    ChessTextError,
    is_chess,
    loaded_from_fen,
    loaded_from_pgn,
    looks_like_fen,
    looks_like_pgn,
    pgn_text,
)
from app.gui.session.controller import ALGORITHM_CHOICES, DEFAULT_LEVEL, GameController
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

SAVE_FILTER = "Plyboard games (*.plyboard.json *.json);;Chess games (*.pgn);;All files (*)"


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

    def __init__(
        self, controller: GameController, resumable: LoadedGame | None, window: QWidget
    ) -> None:
        """``resumable`` is the unfinished autosaved game to offer (see :func:`unfinished_game`);
        ``window`` is the parent of the file dialogs."""
        super().__init__(window)
        self.controller = controller
        self.resumable = resumable
        self._window = window

    def _load(self, loaded: LoadedGame) -> None:
        self.controller.load_game(loaded)
        self.game_loaded.emit()

    def open_game_file(self, path: Path) -> bool:
        """Open the saved game at ``path`` (PGN by its ``.pgn`` extension); on any problem
        say why and change nothing."""
        try:
            data = path.read_bytes()
            if path.suffix.lower() == PGN_SUFFIX:
                loaded = loaded_from_pgn(data.decode("utf-8", "replace"), self._current())
            else:
                loaded = read_game(data, ALGORITHM_CHOICES)
        except OSError as error:
            self.failed.emit("Cannot open game", f"{path.name}: {error.strerror or error}.")
            return False
        except ChessTextError as error:
            self.failed.emit("Cannot open game", f"{path.name}: {error}. Nothing changed.")
            return False
        except SavedGameError as error:
            self.failed.emit(
                "Cannot open game", f"{path.name} cannot be opened: {error}.\nNothing changed."
            )
            return False
        self._load(loaded)
        self.announced.emit(f"Opened {path.name}: {len(loaded.moves)} moves")
        return True

    def save_game_file(self, path: Path) -> bool:
        """Save the game so far to ``path``; ``False`` (with a message) when it cannot."""
        try:
            if path.suffix.lower() == PGN_SUFFIX:
                if not is_chess(self.controller):
                    self.failed.emit("Cannot save game", "Only chess games can be saved as PGN.")
                    return False
                write_atomic(path, pgn_text(self.controller))
            else:
                write_atomic(path, to_json(self.controller.saved_game()))
        except OSError as error:
            self.failed.emit("Cannot save game", f"{path}: {error.strerror or error}.")
            return False
        self.announced.emit(f"Saved to {path.name}")
        return True

    def paste_position(self, text: str) -> bool:
        """Play on from the position in ``text`` (also a chess FEN or PGN); on a problem say
        why and change nothing."""
        if looks_like_fen(text) or looks_like_pgn(text):
            return self._paste_chess(text)
        try:
            loaded = read_position_text(
                text, self.controller.saved_game(), DEFAULT_LEVEL, ALGORITHM_CHOICES
            )
        except SavedGameError as error:
            self.failed.emit(
                "Cannot paste position", f"The text is no position: {error}.\nNothing changed."
            )
            return False
        self._load(loaded)
        self.announced.emit(f"Pasted {loaded.spec.title}: {len(loaded.moves)} moves")
        return True

    def _current(self) -> SavedGame:
        return self.controller.saved_game()

    def _paste_chess(self, text: str) -> bool:
        fen = looks_like_fen(text)
        try:
            if fen:
                loaded = loaded_from_fen(text, self._current())
            else:
                loaded = loaded_from_pgn(text, self._current())
        except ChessTextError as error:
            what = "FEN" if fen else "PGN"
            self.failed.emit(f"Cannot paste {what}", f"{error}. Nothing changed.")
            return False
        self._load(loaded)
        if fen:
            self.announced.emit("Pasted a chess position (FEN)")
        else:
            self.announced.emit(f"Pasted a chess game (PGN): {len(loaded.moves)} moves")
        return True

    @pyqtSlot()
    def on_copy(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            if is_chess(self.controller) and self.controller.spec.name != "chess":
                text = pgn_text(self.controller)  # a game from a FEN: its PGN has the FEN
            else:
                text = position_text(self.controller.saved_game())
            clipboard.setText(text)
            self.announced.emit(f"Copied: {text}")

    @pyqtSlot()
    def on_paste(self) -> None:
        clipboard = QApplication.clipboard()
        if clipboard is not None:
            self.paste_position(clipboard.text())

    @pyqtSlot()
    def on_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self._window, "Open game", "", SAVE_FILTER)
        if name:
            self.open_game_file(Path(name))

    @pyqtSlot()
    def on_save(self) -> None:
        chess_game = is_chess(self.controller)
        suggestion = "chess.pgn" if chess_game else f"{self.controller.spec.name}.plyboard.json"
        name, _ = QFileDialog.getSaveFileName(self._window, "Save game", suggestion, SAVE_FILTER)
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
