"""*Game > Puzzles…*: the shipped puzzles of the game being played, one at a time, in a
window of their own (the game in the main window stays as it is).

The board shows the puzzle's position and takes clicks and keys as the main board does
(:class:`~app.gui.board.clicks.BoardInput`); each move is judged by the game's verifier
(:func:`app.services.puzzle_play.play`: a solver, a table, the threat search or the chess
engine) on a thread of its own, so the window never waits for it.  The verdict says why,
the computer plays the reply, and a finished puzzle moves the player's local rating
(:mod:`app.services.puzzle_history`, kept in the app's data folder).  *Retry* plays the
same puzzle again (only the first try counts), *Show solution* plays its line on the
board, *Next* draws a puzzle near the player's rating.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PyQt6.QtCore import Qt, QTimer, pyqtSlot
from PyQt6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.gui.board.looks_follower import Looks, LooksFollower
from app.gui.board.move_taker import MoveTaker, board_beside
from app.gui.board.view import BoardView
from app.gui.puzzles.verdict_words import puzzle_words
from app.gui.session.errand import Errand
from app.gui.texts import game_title, said
from app.services.analysis_lines import display_move_text
from app.services.puzzle_history import GameHistory, read_history, write_history
from app.services.puzzle_play import Attempt, Judge, Verdict, play
from app.services.puzzle_verifiers import verifier_for
from app.services.puzzles import Puzzle, PuzzleError, choose, goal_words
from games.base import BoardState, GameSpec

SOLUTION_STEP_MS = 600
"""Milliseconds between the moves of a solution played on the board."""
RECENT = 30
"""Puzzles tried lately that *Next* does not draw again."""
ALSO_RIGHT_SHOWN = 8
"""Other accepted moves named after a solution shown (the rest are counted)."""


class PuzzleJudge:
    """Judges moves with the game's verifier, or the one ``make_verifier`` makes, made on
    the first call (a table or a solver may take a moment to load); safe to call from
    several threads."""

    def __init__(self, spec: GameSpec, make_verifier: Callable[[], Judge] | None = None) -> None:
        self._spec = spec
        self._make: Callable[[], Judge] = make_verifier or (lambda: verifier_for(spec))
        self._verifier: Judge | None = None
        self._lock = threading.Lock()

    def judge(self, attempt: Attempt, move: str) -> tuple[Attempt, Verdict] | str:
        """The attempt after ``move`` and its verdict, or why it could not be judged."""
        try:
            with self._lock:
                if self._verifier is None:
                    self._verifier = self._make()
                verifier = self._verifier
            return play(verifier, attempt, move)
        except PuzzleError as error:
            return str(error)


class PuzzleWindow(QWidget):
    """The puzzles of ``spec``'s game; results kept in ``history_path``."""

    def __init__(
        self,
        spec: GameSpec,
        puzzles: Sequence[Puzzle],
        history_path: Path,
        parent: QWidget | None = None,
        looks: Looks | None = None,
        rng: random.Random | None = None,
        *,
        mistakes: bool = False,
        make_verifier: Callable[[], Judge] | None = None,
    ) -> None:
        """With ``mistakes``, ``puzzles`` are the positions before the player's own
        mistakes: *Next* takes them in order and they do not move the rating.
        ``make_verifier`` makes what judges the moves (default: the game's verifier)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.spec = spec
        self.puzzles = tuple(puzzles)
        self.mistakes = mistakes
        self._history_path = history_path
        self._histories = read_history(history_path)
        self._rng = rng or random.Random()
        self.judge = PuzzleJudge(spec, make_verifier)
        self._errand = Errand("puzzle-judge")
        self._errand.done.connect(self.on_judged)
        self._ticket = 0
        self._scored = False
        """Whether the puzzle on the board already moved the rating (first try only)."""
        self.attempt: Attempt | None = None
        self.shown_state: BoardState | None = None
        """The position on the board."""
        self._solution: list[str] = []
        self._solution_state: BoardState | None = None
        self._solution_timer = QTimer(self)
        self._solution_timer.setInterval(SOLUTION_STEP_MS)
        self._solution_timer.timeout.connect(self._solution_step)
        title = self.tr("Your mistakes · {0}") if mistakes else self.tr("Puzzles · {0}")
        self.setWindowTitle(title.format(game_title(spec)))
        self._build()
        self.taker = MoveTaker(self.board, self)
        self.taker.played.connect(self.play)
        self.taker.refused.connect(self.verdict.setText)
        self.looks = LooksFollower(self, self.board, looks)
        self.next_puzzle()

    def _build(self) -> None:
        self.board = BoardView()
        self.board.setAccessibleName(self.tr("Puzzle board"))
        self.board.setMinimumSize(240, 220)
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.goal = QLabel()
        self.goal.setObjectName("puzzleGoal")
        self.goal.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rating = QLabel()
        self.retry_button = QPushButton(self.tr("&Retry"))
        self.solution_button = QPushButton(self.tr("&Show solution"))
        self.next_button = QPushButton(self.tr("&Next"))
        self.retry_button.clicked.connect(self.retry)
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button.clicked.connect(self.next_puzzle)
        self.results = QListWidget()
        self.results.setAccessibleName(self.tr("Puzzle history"))
        buttons = QHBoxLayout()
        for button in (self.retry_button, self.solution_button, self.next_button):
            buttons.addWidget(button)
        side = QVBoxLayout()
        for widget in (self.goal, self.verdict):
            side.addWidget(widget)
        side.addLayout(buttons)
        results_title = QLabel(self.tr("Latest results:"))
        for widget in (self.rating, results_title, self.results):
            side.addWidget(widget, 1 if widget is self.results else 0)
            widget.setVisible(not self.mistakes)  # a retried mistake is not rated
        side.addStretch(1 if self.mistakes else 0)
        board_beside(self, self.board, side, 340).setMinimumWidth(220)
        self.resize(860, 560)

    # --- the puzzle on the board ----------------------------------------------------

    @property
    def history(self) -> GameHistory:
        return self._histories.get(self.spec.name, GameHistory())

    @pyqtSlot()
    def next_puzzle(self) -> None:
        """Draw a puzzle near the player's rating that was not tried lately (the next
        mistake, in order, when retrying mistakes)."""
        if self.mistakes:
            at = 0 if self.attempt is None else self.puzzles.index(self.attempt.puzzle) + 1
            self.start(self.puzzles[at % len(self.puzzles)])
            if at == len(self.puzzles):
                self.verdict.setText(self.tr("That was the last one: from the first again."))
            return
        recent = {result.id for result in self.history.results[-RECENT:]}
        fresh = [puzzle for puzzle in self.puzzles if puzzle.id not in recent] or self.puzzles
        (puzzle,) = choose(fresh, 1, self._rng, near=self.history.rating.rating)
        self._scored = False
        self.start(puzzle)

    def start(self, puzzle: Puzzle) -> None:
        """Show ``puzzle`` from its position, ready for the player's first move."""
        self._solution_timer.stop()
        self._ticket += 1
        self.attempt = Attempt(puzzle, self.spec.replay(puzzle.moves))
        goal = puzzle_words(goal_words(puzzle.goal, puzzle.game))
        to_move = said(puzzle.to_move)
        if self.mistakes:
            self.goal.setText(self.tr("<b>{0} to move: {1}</b>").format(to_move, goal))
        else:
            self.goal.setText(
                self.tr("<b>{0} to move: {1}</b><br>Puzzle rated {2}").format(
                    to_move, goal, puzzle.rating
                )
            )
        if self.mistakes:
            number = self.puzzles.index(puzzle) + 1
            self.verdict.setText(
                self.tr("Mistake {0} of {1}: find a better move.").format(number, len(self.puzzles))
            )
        else:
            self.verdict.setText(self.tr("Your move."))
        self._show(self.attempt.state, ())
        self._take_moves()
        self._show_rating()

    @pyqtSlot()
    def retry(self) -> None:
        """The same puzzle again (the rating moved on the first try only)."""
        if self.attempt is not None:
            self.start(self.attempt.puzzle)

    def _show(self, state: BoardState, last_move: Sequence[int]) -> None:
        self.shown_state = state
        self.board.set_position(state, self.spec.player_names, self.spec.family or self.spec.name)
        self.board.set_highlights(last_move, ())

    def _take_moves(self) -> None:
        attempt = self.attempt
        if attempt is not None and attempt.status == "solving":
            self.taker.take(attempt.state)
        else:
            self.taker.refuse(self.tr("The puzzle is over: Retry or Next."))

    # --- the player's moves ---------------------------------------------------------

    @pyqtSlot(object)
    def play(self, move: Any) -> None:
        """Show ``move`` at once and have it judged."""
        attempt = self.attempt
        if attempt is None:
            return
        state = attempt.state
        self._show(state.play(move), state.move_cells(move))
        self.taker.refuse(self.tr("Checking your move…"))
        self.verdict.setText(self.tr("Checking your move…"))
        judge, text = self.judge, state.move_text(move)
        self._errand.run(self._ticket, lambda: judge.judge(attempt, text))

    @pyqtSlot(int, object)
    def on_judged(self, ticket: int, judged: tuple[Attempt, Verdict] | str) -> None:
        if ticket != self._ticket:
            return  # a move of a puzzle left since
        if isinstance(judged, str):
            self.verdict.setText(self.tr("The move could not be checked: {0}").format(judged))
            if self.attempt is not None:
                self._show(self.attempt.state, ())
            self._take_moves()
            return
        after, verdict = judged
        before = self.attempt.state if self.attempt is not None else None
        self.attempt = after
        mark = "✓" if verdict.right else "✗"
        shown = (
            verdict.move
            if before is None
            else display_move_text(before, before.parse_move(verdict.move))
        )
        text = f"{mark} {shown}: {puzzle_words(verdict.reason)}"
        if verdict.reply is not None:
            text += "<br>" + self.tr("Reply: {0}. Your move.").format(verdict.reply)
        if after.status == "solved":
            text += "<br><b>" + self.tr("Solved!") + "</b>"
        elif after.status == "failed":
            text += "<br>" + self.tr("Retry, or see the solution.")
        self.verdict.setText(text)
        if verdict.reply is not None:
            assert before is not None
            before_reply = before.play(before.parse_move(verdict.move))
            last = before_reply.move_cells(before_reply.parse_move(verdict.reply))
            self._show(after.state, last)
        if after.status != "solving":
            self._score(after.status == "solved")
        self._take_moves()

    # --- the solution, the rating ---------------------------------------------------

    @pyqtSlot()
    def show_solution(self) -> None:
        """Play the puzzle's line on the board from its position, a move at a time
        (seeing it ends the try as failed when it had not ended yet)."""
        attempt = self.attempt
        if attempt is None:
            return
        puzzle = attempt.puzzle
        self._ticket += 1
        if attempt.status == "solving":
            self._score(False)
        self.attempt = Attempt(puzzle, attempt.state, attempt.played, "failed")
        start = self.spec.replay(puzzle.moves)
        others = [
            display_move_text(start, start.parse_move(move))
            for move in puzzle.solution
            if move != puzzle.line[0]
        ]
        line = start.san_line(start.parse_line(puzzle.line))
        text = self.tr("Solution: {0}").format(" ".join(line))
        if len(others) > ALSO_RIGHT_SHOWN:
            rest = len(others) - ALSO_RIGHT_SHOWN
            text += "<br>" + self.tr("Also right: {0} and {1} more").format(
                ", ".join(others[:ALSO_RIGHT_SHOWN]), rest
            )
        elif others:
            text += "<br>" + self.tr("Also right: {0}").format(", ".join(others))
        self.verdict.setText(text)
        self._solution = list(puzzle.line)
        self._solution_state = start
        self._show(self._solution_state, ())
        self._take_moves()
        self._solution_timer.start()

    def _solution_step(self) -> None:
        state = self._solution_state
        if not self._solution or state is None:
            self._solution_timer.stop()
            return
        move = state.parse_move(self._solution.pop(0))
        self._solution_state = state.play(move)
        self._show(self._solution_state, state.move_cells(move))

    def _score(self, solved: bool) -> None:
        if self._scored or self.attempt is None or self.mistakes:
            return
        self._scored = True
        self._histories[self.spec.name] = self.history.after(self.attempt.puzzle, solved)
        write_history(self._history_path, self._histories)
        self._show_rating()

    def _show_rating(self) -> None:
        history = self.history
        rating = history.rating
        self.rating.setText(
            self.tr("Your rating: {0} · streak {1} · solved {2} of {3}").format(
                rating.rating, rating.streak, history.solved, len(history.results)
            )
        )
        self.results.clear()
        for result in reversed(history.results[-50:]):
            mark = "✓" if result.solved else "✗"
            self.results.addItem(f"{mark} {result.rating}  {result.id}")
