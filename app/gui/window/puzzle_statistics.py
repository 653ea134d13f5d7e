"""The puzzle part of *Game > Statistics*: per game the local puzzle rating, the streak,
how many puzzles were solved and failed and the latest results, read from the puzzle
history (:mod:`app.services.puzzle_history`; a damaged file reads as none)."""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PyQt6.QtWidgets import (
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.gui.reading_table import reading_table
from app.gui.texts import game_title
from app.services.puzzle_history import KEPT_RESULTS, GameHistory, read_history
from games.registry import UnknownGameError, get_game

translate = QCoreApplication.translate
LATEST_SHOWN = 10
"""Latest results shown per game, as marks (the oldest first)."""
SOLVED_MARK, FAILED_MARK = "✓", "✗"


def latest_marks(history: GameHistory, count: int = LATEST_SHOWN) -> str:
    """``✓✓✗✓``: the last ``count`` results of ``history``, the oldest first."""
    return "".join(
        SOLVED_MARK if result.solved else FAILED_MARK for result in history.results[-count:]
    )


class PuzzleStatistics(QWidget):
    """A table of the puzzle history in ``path``, one row per game."""

    HEADERS = (
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Puzzles"),
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Rating"),
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Streak"),
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Solved"),
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Failed"),
        QT_TRANSLATE_NOOP("PuzzleStatistics", "Latest"),
    )

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.table = reading_table(
            [translate("PuzzleStatistics", header) for header in self.HEADERS]
        )
        self.table.setAccessibleName(self.tr("Puzzle history"))
        self.notice = QLabel()
        self.notice.setObjectName("noteLine")
        self.notice.setWordWrap(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table)
        column.addWidget(self.notice)
        self.refresh()

    def refresh(self) -> None:
        """Read the puzzle history again and show it."""
        rows = sorted(read_history(self.path).items())
        self.table.setRowCount(len(rows))
        for row, (game, history) in enumerate(rows):
            rating = history.rating
            failed = len(history.results) - history.solved
            cells = (
                _title(game),
                rating.rating,
                rating.streak,
                history.solved,
                failed,
                latest_marks(history),
            )
            for column, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if column > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.setVisible(bool(rows))
        if not rows:
            notice = self.tr("No puzzles tried yet (Game > Puzzles…).")
        elif any(history.rating.attempts > len(history.results) for _, history in rows):
            notice = self.tr("Solved and failed count the latest {0} puzzles of each game.")
            notice = notice.format(KEPT_RESULTS)
        else:
            notice = ""
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))


def _title(game: str) -> str:
    """The game's title for people, or its name for a game no longer known."""
    try:
        return game_title(get_game(game))
    except UnknownGameError:
        return game
