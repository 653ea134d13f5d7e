"""The manager's side of Gomocup: a brain (an external gomoku engine) run as a child process.

The Gomocup protocol (Piskvork's "new protocol") is line based over the brain's
standard input and output.  The manager sends ``START size``, ``INFO`` lines
(``timeout_turn`` and ``timeout_match`` in milliseconds, ``time_left``, ``rule``),
then ``BEGIN`` (the brain opens on an empty board), ``TURN x,y`` (the opponent's
move) or ``BOARD`` followed by ``x,y,field`` lines in the order played (field 1:
the brain's own stone, 2: the opponent's) and ``DONE``; ``RESTART`` starts a new
game and ``END`` closes the brain.  The brain answers a move as ``x,y``; lines
starting with ``MESSAGE`` or ``DEBUG`` are comments.  Coordinates are 0-based
from the top-left corner: ``x`` the column, ``y`` the row counted downwards.

:class:`BrainProcess` speaks the protocol; :class:`GomocupSearcher` wraps it in
the :class:`~engine.search.Searcher` interface so a brain can play wherever our
engines do.  Whatever goes wrong on the brain's side (no reply within the time
per move and a tolerance, a crash, an illegal or malformed move) is raised as
:class:`BrainError` with the reason, so a match can score it as a loss.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import queue
import subprocess
import threading
import time
import weakref
from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.protocols.gomocup.messages import (
    RULE_EXACT_FIVE,
    RULE_FREESTYLE,
    RULE_RENJU,
    cell_of,
    point_of,
)
from engine.search import InfoCallback, Limits, PlayerFailure, SearchResult, StopReason
from games.mnk.rules import MnkState

logger = logging.getLogger(__name__)

START_SECONDS = 15.0
"""How long a brain may take to answer ``START`` (it may load tables)."""
TOLERANCE_SECONDS = 1.0
"""Time over ``timeout_turn`` allowed for a reply (pipes, process scheduling) before
the move counts as a timeout."""
COMMENTS = ("MESSAGE", "DEBUG", "SUGGEST")
"""Reply lines that are not answers (``SUGGEST`` is for the manager's human mode)."""


class BrainError(PlayerFailure):
    """The brain failed: ``kind`` is ``timeout``, ``crash``, ``illegal move`` or
    ``protocol``; the message says what happened, for a match record."""

    player = "brain"


@dataclass(frozen=True, slots=True)
class BrainSettings:
    """What the manager tells the brain before a game."""

    turn_ms: int = 2_000
    """``INFO timeout_turn``: milliseconds per move (0: as fast as possible)."""
    match_ms: int = 0
    """``INFO timeout_match``: milliseconds for the whole game, 0 for no limit."""
    rule: int | None = None
    """``INFO rule``; ``None``: the rule of the game being played (:func:`rule_of`)."""
    tolerance: float = TOLERANCE_SECONDS


def rule_of(state: MnkState) -> int:
    """The ``INFO rule`` value for ``state``'s rule set."""
    if state.renju:
        return RULE_RENJU
    return RULE_FREESTYLE if state.geometry.overline_wins else RULE_EXACT_FIVE


class BrainProcess:
    """One running brain.  Not thread-safe: one caller at a time.

    ``command`` is the brain's executable and its arguments; it runs in its own folder
    (brains look for their files there) with standard error discarded.
    """

    def __init__(self, command: Sequence[str], settings: BrainSettings) -> None:
        path = Path(command[0])
        if not path.is_file() or not os.access(path, os.X_OK):
            raise BrainError("crash", f"{path} is not an executable file")
        self.command = list(command)
        self.settings = settings
        self._process = subprocess.Popen(
            [str(path.resolve()), *command[1:]],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
            cwd=path.resolve().parent,
        )
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, name="gomocup-reader", daemon=True)
        self._reader.start()
        self._finalizer = weakref.finalize(self, _kill, self._process)
        self.size = 0
        self.messages: list[str] = []
        """``MESSAGE`` lines of the last reply (the brain's own report of its search)."""

    def _read(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        for line in stdout:
            self._lines.put(line.strip())
        self._lines.put(None)

    # --- sending and receiving ------------------------------------------------------

    def send(self, *lines: str) -> None:
        """Write command lines; a brain that has exited raises :class:`BrainError`."""
        stdin = self._process.stdin
        assert stdin is not None
        try:
            for line in lines:
                stdin.write(line + "\n")
            stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed() from None

    def reply(self, seconds: float) -> str:
        """The next answer line within ``seconds`` (comment lines are collected, not
        returned); raises :class:`BrainError` on a timeout, a crash or ``ERROR``."""
        deadline = time.monotonic() + seconds
        self.messages = []
        while True:
            left = deadline - time.monotonic()
            try:
                line = self._lines.get(timeout=max(0.0, left))
            except queue.Empty:
                self.close()
                raise BrainError("timeout", f"no answer within {seconds:.1f} s") from None
            if line is None:
                raise self._crashed()
            if not line:
                continue
            word = line.split(maxsplit=1)[0].upper()
            if word in COMMENTS:
                self.messages.append(line)
                continue
            if word in ("ERROR", "UNKNOWN"):
                raise BrainError("protocol", f"the brain answered {line!r}")
            return line

    def _crashed(self) -> BrainError:
        try:
            code = self._process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            code = None
        return BrainError("crash", f"the brain exited (exit code {code})")

    # --- the game ---------------------------------------------------------------------

    def start(self, size: int) -> None:
        """``START size`` and the ``INFO`` lines of :attr:`settings`."""
        self.send(f"START {size}")
        answer = self.reply(START_SECONDS)
        if answer.upper() != "OK":
            raise BrainError("protocol", f"START {size} was answered {answer!r}")
        self.size = size
        settings = self.settings
        self.send(
            f"INFO timeout_turn {settings.turn_ms}",
            f"INFO timeout_match {settings.match_ms}",
            f"INFO rule {settings.rule or 0}",
        )
        if settings.match_ms:
            self.send(f"INFO time_left {settings.match_ms}")

    def restart(self) -> None:
        """``RESTART`` for a new game on the same board."""
        self.send("RESTART")
        answer = self.reply(START_SECONDS)
        if answer.upper() != "OK":
            raise BrainError("protocol", f"RESTART was answered {answer!r}")

    def point(self, cell: int) -> str:
        """Protocol ``x,y`` of our cell index (our rows count up from the bottom)."""
        x, y = point_of(cell, self.size)
        return f"{x},{y}"

    def cell(self, text: str) -> int:
        """Our cell index of the brain's ``x,y``; raises :class:`BrainError` if malformed."""
        try:
            x_text, y_text = text.split(",")
            x, y = int(x_text), int(y_text)
        except ValueError:
            raise BrainError("illegal move", f"{text!r} is not a move x,y") from None
        if not (0 <= x < self.size and 0 <= y < self.size):
            raise BrainError("illegal move", f"{x},{y} is off the {self.size}x{self.size} board")
        return cell_of(x, y, self.size)

    def move(self, lines: Sequence[str], time_left_ms: int | None = None) -> int:
        """Send ``lines`` (``BEGIN``, ``TURN x,y`` or a ``BOARD`` block) and return the
        cell of the brain's answer, waiting the time per move plus the tolerance."""
        if time_left_ms is not None:
            self.send(f"INFO time_left {time_left_ms}")
        self.send(*lines)
        turn = self.settings.turn_ms / 1000 if self.settings.turn_ms else 5.0
        return self.cell(self.reply(turn + self.settings.tolerance))

    def close(self) -> None:
        """``END``, then stop the process if it does not exit by itself within a second."""
        if self._process.poll() is None:
            try:
                self.send("END")
                self._process.wait(timeout=1.0)
            except (BrainError, subprocess.TimeoutExpired):
                pass
        self._finalizer()


def _kill(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.kill()
        process.wait()


class GomocupSearcher:
    """A brain as a :class:`~engine.search.Searcher` for gomoku positions (15x15 and others).

    It remembers the moves it has told the brain: a position one opponent stone on from
    the last one goes as ``TURN``, anything else as ``BOARD`` (after ``RESTART``), its
    stones in an order that alternates colours as play does.  ``limits.time`` (seconds)
    is the time per move; the brain is started on the first search with ``settings``.
    Raises :class:`BrainError` when the brain fails; the result has no score (0) and, as
    its note, the brain's last ``MESSAGE`` of that move (its own report, if it gives one).
    """

    def __init__(self, command: Sequence[str], settings: BrainSettings | None = None) -> None:
        self.command = list(command)
        self.settings = settings
        self.name = "gomocup"
        self._brain: BrainProcess | None = None
        self._known: list[int] = []
        """Cells the brain knows, in the order it was told them."""
        self._used_ms = 0

    def search(
        self,
        state: MnkState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """The brain's move for the side to move in ``state``."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        started = time.perf_counter()
        try:
            brain = self._ensure_brain(state, limits)
            lines, restart = self._lines_for(state, brain)
            if restart:
                try:
                    brain.restart()
                except BrainError as error:
                    if error.kind != "protocol":
                        raise
                    # RESTART is optional in the protocol: start the brain afresh instead.
                    logger.info("the brain refused RESTART (%s): starting it again", error)
                    known = self._known
                    self.close()
                    brain = self._ensure_brain(state, limits)
                    self._known = known
            settings = brain.settings
            time_left = max(0, settings.match_ms - self._used_ms) if settings.match_ms else None
            move = brain.move(lines, time_left)
            reports = [
                line.split(maxsplit=1)[1]
                for line in brain.messages
                if line.upper().startswith("MESSAGE ")
            ]
        except BrainError:
            self.close()
            raise
        seconds = time.perf_counter() - started
        self._used_ms += int(seconds * 1000)
        if move not in state.legal_moves():
            name = state.move_text(move)
            reason = state.forbidden_reason(move)
            why = f"forbidden for Black: {reason}" if reason and state.to_move == 0 else "taken"
            self.close()
            raise BrainError("illegal move", f"the brain played {name}, which is {why}")
        self._known.append(move)
        result = SearchResult(
            best_move=move,
            score=0,
            pv=(move,),
            seconds=seconds,
            stop_reason=StopReason.TIME,
            algorithm=self.name,
            note=reports[-1] if reports else "",
        )
        if on_info is not None:
            on_info(result)
        return result

    def _ensure_brain(self, state: MnkState, limits: Limits) -> BrainProcess:
        g = state.geometry
        if g.width != g.height or g.k != 5:
            raise ValueError(
                "a Gomocup brain plays five in a row on a square board, "
                f"not {g.width}x{g.height} with k={g.k}"
            )
        if self._brain is None:
            settings = self.settings or BrainSettings(
                turn_ms=int(1000 * limits.time) if limits.time else 5_000
            )
            if settings.rule is None:
                settings = dataclasses.replace(settings, rule=rule_of(state))
            self._brain = BrainProcess(self.command, settings)
            self._brain.start(g.width)
            self._known = []
            self._used_ms = 0
        return self._brain

    def _lines_for(self, state: MnkState, brain: BrainProcess) -> tuple[list[str], bool]:
        """The commands that ask for a move in ``state``, and whether a ``RESTART`` must
        come first (the brain knows another game)."""
        black, white = state.stones
        occupied = black | white
        known = set(self._known)
        new = [
            cell
            for cell in range(state.geometry.cells)
            if occupied >> cell & 1 and cell not in known
        ]
        all_known = all(occupied >> cell & 1 for cell in known)
        mine = state.stones[state.to_move]
        if not occupied:
            restart = bool(self._known)
            self._known = []
            return ["BEGIN"], restart
        if all_known and len(new) == 1 and not mine >> new[0] & 1:
            self._known.append(new[0])
            return [f"TURN {brain.point(new[0])}"], False
        restart = bool(self._known)
        order = self._known + new if all_known else []
        if not all_known or not _alternates(order, black):
            order = _interleave(black, white, state.geometry.cells)
        self._known = list(order)
        fields = [f"{brain.point(cell)},{1 if mine >> cell & 1 else 2}" for cell in order]
        return ["BOARD", *fields, "DONE"], restart

    def close(self) -> None:
        """End the brain's process (a new one starts on the next search)."""
        if self._brain is not None:
            self._brain.close()
            self._brain = None
        self._known = []

    def clear(self) -> None:
        """Forget the game (the next search sends the whole board)."""
        self._known = []


def _alternates(order: Sequence[int], black: int) -> bool:
    """Whether ``order`` starts with Black and alternates colours."""
    return all((black >> cell & 1) == (index % 2 == 0) for index, cell in enumerate(order))


def _interleave(black: int, white: int, cells: int) -> list[int]:
    """The stones Black, White, Black, ... (Black has as many stones or one more)."""
    blacks = [cell for cell in range(cells) if black >> cell & 1]
    whites = [cell for cell in range(cells) if white >> cell & 1]
    order = []
    for index, cell in enumerate(blacks):
        order.append(cell)
        if index < len(whites):
            order.append(whites[index])
    return order
