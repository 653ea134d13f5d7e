"""*Computer > Engine match…* (chess): two engines, Plyboard's at any level or any UCI engine
of the list, play a number of games on a board of their own, with a live results table,
and the games are saved as PGN.

The games are the arena's (:func:`app.services.arena.play_game`: colours alternate, each
pair of games starts from the same random opening plies or the same line of the shipped
opening set, each move on a time per move or both players on a clock); they run one after
another on a thread of their own, which shows each position as it is played and stops
after the move being thought when asked.  The window is not modal: the game in the main
window goes on.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, pyqtSignal, pyqtSlot
from PyQt6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.gui.board.view import BoardView
from app.gui.session.worker_thread import StopsWithParent, WorkerThread
from app.gui.texts import level_title, said
from app.protocols.uci.client import UCI, engine_label
from app.services.arena import GameRecord, GameTask, default_opening_plies, match_tasks, play_game
from app.services.elo import Tally
from app.services.match_openings import OpeningSetError, shipped_openings
from games.base import BoardState
from games.chess.pgn import write_pgn
from games.registry import get_game

translate = QCoreApplication.translate

GAME = "chess"
MAX_GAMES = 200
COLUMNS = (
    QT_TRANSLATE_NOOP("EngineMatchWindow", "Game"),
    QT_TRANSLATE_NOOP("EngineMatchWindow", "White"),
    QT_TRANSLATE_NOOP("EngineMatchWindow", "Black"),
    QT_TRANSLATE_NOOP("EngineMatchWindow", "Result"),
    QT_TRANSLATE_NOOP("EngineMatchWindow", "How"),
)
OFF_THE_BOARD = ("move limit", "stopped")
"""Ends the final position does not show, written after the last move."""


CLOCKS = (
    (QT_TRANSLATE_NOOP("EngineMatchWindow", "Time per move"), ""),
    (QT_TRANSLATE_NOOP("EngineMatchWindow", "10 s + 0.1 s a move"), "10+0.1"),
    (QT_TRANSLATE_NOOP("EngineMatchWindow", "1 min + 1 s a move"), "60+1"),
    (QT_TRANSLATE_NOOP("EngineMatchWindow", "3 min + 2 s a move"), "180+2"),
    (QT_TRANSLATE_NOOP("EngineMatchWindow", "40 moves in 1 min"), "40/60"),
)
"""The *Clock* choices: title and time control (none: the UCI engines' time per move)."""


def player_label(spec: str) -> str:
    """``expert``, ``stockfish (1 s)`` or ``stockfish (60+1)`` for a player spec (the name
    the saved games give it)."""
    if not spec.startswith(UCI):
        return spec
    for marker, unit in ((",time=", " s"), (",tc=", "")):
        command, found, limit = spec[len(UCI) :].rpartition(marker)
        if found:
            return f"{engine_label(command)} ({limit}{unit})"
    return engine_label(spec[len(UCI) :])


def shown_player(spec: str) -> str:
    """A player spec as the window shows it: a level in the player's language (``Experte``),
    an engine as :func:`player_label` names it."""
    return player_label(spec) if spec.startswith(UCI) else level_title(spec)


class MatchWorker(QObject):
    """Plays the match's games in turn on its thread; signals each position and result."""

    position = pyqtSignal(object, int, int)
    """A position of the game being played, that game's number (from 0) and its plies."""
    game_finished = pyqtSignal(object)
    """A :class:`~app.services.arena.GameRecord`."""
    match_finished = pyqtSignal()

    def __init__(self, tasks: Sequence[GameTask]) -> None:
        super().__init__()
        self.tasks = tuple(tasks)
        self.stop = threading.Event()

    @pyqtSlot()
    def run(self) -> None:
        for task in self.tasks:
            if self.stop.is_set():
                break

            def shown(state: BoardState, moves: tuple[str, ...], index: int = task.index) -> None:
                self.position.emit(state, index, len(moves))

            self.game_finished.emit(play_game(task, on_move=shown, stop=self.stop))
        self.match_finished.emit()


class EngineMatchWindow(StopsWithParent, QDialog):
    """Chooses the two players and the games, plays them, shows the results."""

    def __init__(self, players: Sequence[str], parent: QWidget | None = None) -> None:
        """``players``: the player specs to choose from (levels and ``uci:`` engines)."""
        super().__init__(parent)
        self.setWindowTitle(translate("EngineMatchWindow", "Engine match"))
        self.setModal(False)
        self.first = QComboBox()
        self.second = QComboBox()
        for box in (self.first, self.second):
            for spec in players:
                box.addItem(shown_player(spec), spec)
            box.setAccessibleName(translate("EngineMatchWindow", "Player"))
        self.second.setCurrentIndex(min(1, len(players) - 1))
        self.games = QSpinBox()
        self.games.setRange(2, MAX_GAMES)
        self.games.setSingleStep(2)
        self.games.setValue(10)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.1, 60.0)
        self.seconds.setValue(1.0)
        self.seconds.setSuffix(translate("EngineMatchWindow", " s"))
        self.seconds.setToolTip(
            translate(
                "EngineMatchWindow",
                "Time per move of the UCI engines (Plyboard's levels keep theirs)",
            )
        )
        self.clock = QComboBox()
        for title, control in CLOCKS:
            self.clock.addItem(translate("EngineMatchWindow", title), control)
        self.clock.setToolTip(
            translate(
                "EngineMatchWindow",
                "A clock for both players: each shares out its time, and a fallen flag loses",
            )
        )
        self.openings = QComboBox()
        self.openings.addItem(translate("EngineMatchWindow", "Random opening moves"), False)
        self.openings.addItem(translate("EngineMatchWindow", "Balanced opening set"), True)
        self.openings.setToolTip(
            translate(
                "EngineMatchWindow",
                "Each pair of games starts from the next line of Plyboard's set of balanced, "
                "named openings (resources/chess/match-openings.txt)",
            )
        )
        self.start_button = QPushButton(translate("EngineMatchWindow", "&Start"))
        self.stop_button = QPushButton(translate("EngineMatchWindow", "S&top"))
        self.stop_button.setEnabled(False)
        self.save_button = QPushButton(translate("EngineMatchWindow", "Save &games…"))
        self.save_button.setEnabled(False)
        self.board = BoardView()
        self.board.setAccessibleName(translate("EngineMatchWindow", "Match board"))
        self.board.setMinimumSize(300, 300)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [translate("EngineMatchWindow", column) for column in COLUMNS]
        )
        self.table.setAccessibleName(translate("EngineMatchWindow", "Match results"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        vertical, horizontal = self.table.verticalHeader(), self.table.horizontalHeader()
        if vertical is not None:
            vertical.setVisible(False)
        if horizontal is not None:
            horizontal.setStretchLastSection(True)
        self.score = QLabel(translate("EngineMatchWindow", "No games yet."))
        self.score.setWordWrap(True)
        self.progress = QLabel("")
        self.progress.setAccessibleName(translate("EngineMatchWindow", "Match progress"))
        form = QFormLayout()
        form.addRow(translate("EngineMatchWindow", "Player &A:"), self.first)
        form.addRow(translate("EngineMatchWindow", "Player &B:"), self.second)
        form.addRow(translate("EngineMatchWindow", "&Games:"), self.games)
        form.addRow(translate("EngineMatchWindow", "&Clock:"), self.clock)
        form.addRow(translate("EngineMatchWindow", "UCI engines' &time per move:"), self.seconds)
        form.addRow(translate("EngineMatchWindow", "&Openings:"), self.openings)
        buttons = QHBoxLayout()
        for button in (self.start_button, self.stop_button, self.save_button):
            buttons.addWidget(button)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addLayout(buttons)
        side.addWidget(self.progress)
        side.addWidget(self.score)
        side.addWidget(self.table, 1)
        row = QHBoxLayout(self)
        row.addWidget(self.board, 1)
        row.addLayout(side, 1)
        self.records: list[GameRecord] = []
        self.pgn = ""
        """Every finished game as PGN, one after another."""
        self._thread: WorkerThread | None = None
        self._worker: MatchWorker | None = None
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.save_button.clicked.connect(self.on_save)
        self.clock.currentIndexChanged.connect(self._on_clock_chosen)
        self.board.set_position(get_game(GAME).new_state(), get_game(GAME).player_names, GAME)

    # --- running ------------------------------------------------------------------------

    def players(self) -> tuple[str, str]:
        """The two player specs: both on the chosen clock, else UCI engines with the time
        per move."""
        control = str(self.clock.currentData())

        def spec(box: QComboBox) -> str:
            chosen = str(box.currentData())
            if control:
                return f"{chosen}{',' if chosen.startswith(UCI) else ':'}tc={control}"
            if chosen.startswith(UCI):
                return f"{chosen},time={self.seconds.value():g}"
            return chosen

        return spec(self.first), spec(self.second)

    @pyqtSlot()
    def _on_clock_chosen(self) -> None:
        self.seconds.setEnabled(not self.clock.currentData())

    @pyqtSlot()
    def start(self) -> None:
        """Play the chosen games (on a thread of their own)."""
        if self.running:
            return
        spec = get_game(GAME)
        players = self.players()
        try:
            openings = shipped_openings(spec) if self.openings.currentData() else ()
        except OpeningSetError as error:
            self.score.setText(translate("EngineMatchWindow", "Cannot start: {}.").format(error))
            return
        plies = 0 if openings else default_opening_plies(spec)
        tasks = match_tasks(GAME, players, self.games.value(), "window", plies, openings=openings)
        self.records, self.pgn = [], ""
        self.table.setRowCount(0)
        self._worker = MatchWorker(tasks)
        self._thread = WorkerThread(self, self._worker, "engine-match")
        self._thread.thread.started.connect(self._worker.run)
        self._worker.position.connect(self.on_position)
        self._worker.game_finished.connect(self.on_game_finished)
        self._worker.match_finished.connect(self.on_match_finished)
        self._thread.start()
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.score.setText(
            translate("EngineMatchWindow", "{first} against {second}…").format(
                first=shown_player(players[0]), second=shown_player(players[1])
            )
        )

    @pyqtSlot()
    def stop(self) -> None:
        """End the match after the move being thought (that game counts as stopped)."""
        if self._worker is not None:
            self._worker.stop.set()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.thread.isRunning()

    def shutdown(self) -> None:
        """Stop the match and wait for its thread (the window or the main window closes)."""
        self.stop()
        if self._thread is not None:
            self._thread.stop()

    # --- what the thread reports ---------------------------------------------------------

    @pyqtSlot(object, int, int)
    def on_position(self, state: BoardState, index: int, plies: int) -> None:
        self.board.set_position(state, get_game(GAME).player_names, GAME)
        self.progress.setText(
            translate("EngineMatchWindow", "Game {game} of {games}: move {move}").format(
                game=index + 1, games=self.games.value(), move=(plies + 1) // 2
            )
        )

    @pyqtSlot(object)
    def on_game_finished(self, record: GameRecord) -> None:
        self.records.append(record)
        task = record.task
        white, black = (task.players[task.player_of_colour(colour)] for colour in (0, 1))
        result = {0: "1-0", 1: "0-1", None: "1/2-1/2"}[record.winner]
        row = self.table.rowCount()
        self.table.insertRow(row)
        names = (shown_player(white), shown_player(black))
        cells = (str(task.index + 1), *names, result, said(record.reason))
        for column, text in enumerate(cells):
            self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.pgn += (
            write_pgn(
                record.moves,
                white=player_label(white),
                black=player_label(black),
                result=result,
                termination=record.reason
                if record.forfeit or record.reason in OFF_THE_BOARD
                else None,
                event="Plyboard engine match",
                round_text=str(task.index + 1),
            )
            + "\n"
        )
        self.score.setText(self.tally_text())
        self.save_button.setEnabled(True)

    @pyqtSlot()
    def on_match_finished(self) -> None:
        if self._thread is not None:
            self._thread.stop()
        self._thread = None
        self.start_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.score.setText(
            translate("EngineMatchWindow", "Match over. {}").format(self.tally_text())
        )

    def tally(self) -> Tally:
        """Player A's wins, draws and losses so far."""
        results = [record.result_for(0) for record in self.records]
        return Tally(results.count("win"), results.count("draw"), results.count("loss"))

    def tally_text(self) -> str:
        tally = self.tally()
        a, b = (shown_player(spec) for spec in self.players())
        return translate("EngineMatchWindow", "{a} {wins}, {b} {losses}, {draws} drawn").format(
            a=a, wins=tally.wins, b=b, losses=tally.losses, draws=tally.draws
        )

    # --- saving ---------------------------------------------------------------------------

    def save_games(self, path: Path) -> bool:
        """Write the finished games to ``path`` as PGN; ``False`` (and a line) if it fails."""
        try:
            path.write_text(self.pgn, encoding="utf-8")
        except OSError as error:
            self.score.setText(
                translate("EngineMatchWindow", "Could not save the games: {}.").format(
                    error.strerror or error
                )
            )
            return False
        self.score.setText(
            translate("EngineMatchWindow", "Saved {count} games to {file}. {tally}").format(
                count=len(self.records), file=path.name, tally=self.tally_text()
            )
        )
        return True

    @pyqtSlot()
    def on_save(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the match"), "", "PGN (*.pgn)")
        if name:
            self.save_games(Path(name))
