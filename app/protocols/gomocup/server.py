"""The brain's side of Gomocup, ``plyboard gomocup``: the gomoku engine as a Gomocup
(Piskvork) brain on stdin/stdout.

The manager sends one command per line; the brain answers with one line
(``OK``, a move ``x,y``, ``ERROR message`` or ``UNKNOWN message``).  Protocol
coordinates are 0-based from the top-left corner: ``x`` is the column, ``y``
the row counted downwards, so ``y`` = 0 is our top row (row number ``size``).
Malformed commands are answered with ``ERROR`` and the loop goes on; ``END``
or the end of input stops it.  No Qt here: this runs headless.

``INFO rule`` is read as the Gomocup manual defines it, a sum of bits: 1 exactly
five wins (standard gomoku), 4 renju (15x15; Black's forbidden points are never
played and a forbidden move by the opponent is the manager's to judge); 2
(continuous game) and 8 (caro) are not supported and are ignored with a warning.
A move searches for :data:`TURN_SHARE` of ``timeout_turn`` less a safety margin,
and no more than a share of ``time_left`` when the match has a clock.

The engine is ``expert``'s, the compiled one (:mod:`games.mnk.compiled`).  Its
kernels are loaded (or, the first time on a machine, compiled: about a minute) on a
background thread from ``START`` on; a move asked for before they are ready is played
by the Python engine (``threats``, the old ``expert``) within :data:`WARMING_SHARE` of
the time.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TextIO

from app.protocols.gomocup import swap2
from app.protocols.gomocup.messages import (
    RULE_EXACT_FIVE,
    RULE_RENJU,
    RULE_UNSUPPORTED,
    cell_of,
    point_of,
)
from engine.search import Limits, Searcher
from games.kernels.warmup import warm_up
from games.mnk.forbidden import SIZE as RENJU_SIZE
from games.mnk.renju import RenjuState
from games.mnk.rules import MAX_SIDE, STONE_CHARS, MnkState
from games.mnk.search import GomokuSearcher
from games.mnk.spec import SEARCHERS, K, compiled_searcher

logger = logging.getLogger(__name__)

ABOUT = 'name="Plyboard", version="0.1", author="Plyboard authors", country="", www=""'
DEFAULT_TURN_MS = 5_000
"""Time per move when the manager sends no ``timeout_turn``."""
TURN_SHARE = 0.9
"""Part of ``timeout_turn`` the search may use; the rest covers the search's clock checks
(about every 50 ms), building the board and the reply on a busy machine."""
SAFETY_MS = 80
"""Milliseconds kept back for start-up, communication and building the board."""
MOVES_LEFT_ESTIMATE = 30
"""The match clock is shared out as if this many of our moves were still to come at the
start of a game (fewer as the game goes on, never under :data:`MIN_MOVES_LEFT`)."""
MIN_MOVES_LEFT = 10
FAST_SECONDS = 0.05
"""``timeout_turn 0`` means "play as fast as possible": this long."""
MIN_SECONDS = 0.02
WARMING_SHARE = 0.5
"""Part of a move's seconds the Python engine searches while the compiled kernels are
still loading: the loading thread holds the interpreter lock for long stretches, so the
search's clock checks come late (a 0.82 s search took 0.96 s beside a cached load)."""

_kernels_ready = threading.Event()
_kernels_lock = threading.Lock()
_kernels_thread: threading.Thread | None = None


def warm_up_kernels() -> None:
    """Start loading the compiled engine's kernels on a daemon thread (once per process);
    :func:`kernels_ready` tells when they are."""
    global _kernels_thread
    with _kernels_lock:
        if _kernels_thread is not None:
            return
        _kernels_thread = threading.Thread(
            target=_load_kernels, name="gomocup-warm-up", daemon=True
        )
        _kernels_thread.start()


def _load_kernels() -> None:
    from games.mnk.compiled.searcher import WARM_UP

    try:
        warm_up(WARM_UP)
    except Exception:  # the Python engine goes on playing
        logger.exception("the compiled engine could not be prepared; playing the Python one")
        return
    _kernels_ready.set()


def kernels_ready() -> bool:
    """Whether the compiled engine's kernels are loaded (see :func:`warm_up_kernels`)."""
    return _kernels_ready.is_set()


_PAIR = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*")
_TRIPLE = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*")


class ProtocolError(ValueError):
    """A command the brain cannot act on; the message follows ``ERROR``."""


@dataclass
class GomocupBrain:
    """The protocol state: board size, rule, clocks, the position and the engine."""

    size: int = 0
    exact_five: bool = False
    renju: bool = False
    turn_ms: int = DEFAULT_TURN_MS
    match_ms: int = 0
    """0: no match limit."""
    time_left_ms: int | None = None
    own: list[tuple[int, int]] = field(default_factory=list)
    theirs: list[tuple[int, int]] = field(default_factory=list)
    moves: list[tuple[int, tuple[int, int]]] = field(default_factory=list)
    """(0 own / 1 theirs, (x, y)) in the order played, for TAKEBACK."""
    board_lines: list[str] | None = None
    """While between ``BOARD`` (or ``SWAP2BOARD``) and ``DONE``: the lines received."""
    board_command: str = "BOARD"
    """The command whose block :attr:`board_lines` collects."""
    searcher: Searcher | None = None
    """The compiled engine for this game and rule (``None``: a fresh one is made)."""
    fallback: Searcher | None = None
    """The Python engine, for moves asked for before the compiled kernels are ready."""
    finished: bool = False

    # --- commands --------------------------------------------------------------------

    def handle(self, line: str) -> list[str]:
        """The reply lines to one input line (often one, none for ``INFO``)."""
        text = line.strip()
        if self.board_lines is not None:
            if text.upper() == "DONE":
                lines, self.board_lines = self.board_lines, None
                done = self._swap2 if self.board_command == swap2.COMMAND else self._board
                return self._reply(lambda: done(lines))
            self.board_lines.append(text)
            return []
        if not text:
            return []
        command, _, rest = text.partition(" ")
        command = command.upper()
        handler = {
            "START": self._start,
            "RESTART": self._restart,
            "BEGIN": self._begin,
            "TURN": self._turn,
            "BOARD": self._board_start,
            swap2.COMMAND: self._swap2_start,
            "INFO": self._info,
            "TAKEBACK": self._takeback,
            "ABOUT": lambda _: [ABOUT],
            "END": self._end,
        }.get(command)
        if handler is None:
            return [f"UNKNOWN command {command!r}"]
        return self._reply(lambda: handler(rest.strip()))

    def _reply(self, action: Callable[[], list[str]]) -> list[str]:
        try:
            return action()
        except ProtocolError as error:
            return [f"ERROR {error}"]

    def _start(self, argument: str) -> list[str]:
        try:
            size = int(argument)
        except ValueError:
            raise ProtocolError(f"START needs a board size, got {argument!r}") from None
        if not K <= size <= MAX_SIDE:
            raise ProtocolError(f"unsupported board size {size}; use {K}..{MAX_SIDE}")
        self.size = size
        self._clear()
        warm_up_kernels()
        return ["OK"]

    def _restart(self, _: str) -> list[str]:
        self._require_started()
        self._clear()
        return ["OK"]

    def _clear(self) -> None:
        self.own.clear()
        self.theirs.clear()
        self.moves.clear()
        self.searcher = self.fallback = None

    def _begin(self, _: str) -> list[str]:
        self._require_started()
        if self.own or self.theirs:
            raise ProtocolError("BEGIN is only for an empty board (use BOARD)")
        return [self._play_own()]

    def _turn(self, argument: str) -> list[str]:
        self._require_started()
        point = self._point(argument)
        self._require_empty(point)
        self.theirs.append(point)
        self.moves.append((1, point))
        return [self._play_own()]

    def _board_start(self, _: str) -> list[str]:
        self._require_started()
        self.board_lines, self.board_command = [], "BOARD"
        return []

    def _swap2_start(self, _: str) -> list[str]:
        self._require_started()
        self.board_lines, self.board_command = [], swap2.COMMAND
        return []

    def _swap2(self, lines: list[str]) -> list[str]:
        """The swap2 answer (see :mod:`app.protocols.gomocup.swap2`); the board stays
        set up only when we take White and move, otherwise ``BOARD`` follows."""
        self._clear()
        try:
            points = swap2.parse_points(lines)
            for x, y in points:
                self._point(f"{x},{y}")
            empty = self.state()
            self.theirs.extend(points[0::2])
            self.own.extend(points[1::2])
            self.moves.extend((index % 2 ^ 1, each) for index, each in enumerate(points))
            reply = swap2.answer(points, empty, self.cell, self.point, self._play_own)
        except swap2.Swap2Error as error:
            self._clear()
            raise ProtocolError(str(error)) from None
        if reply == swap2.SWAP or len(self.own) == len(points[1::2]):
            self._clear()
        return [reply]

    def _board(self, lines: Iterable[str]) -> list[str]:
        self._clear()
        for line in lines:
            match = _TRIPLE.fullmatch(line)
            if match is None:
                self._clear()
                raise ProtocolError(f"BOARD line {line!r} is not x,y,field")
            point = self._point(f"{match[1]},{match[2]}")
            stone = int(match[3])
            if stone not in (1, 2):
                self._clear()
                raise ProtocolError(f"field {stone} in {line!r} is not supported (1 own, 2 theirs)")
            if point in self.own or point in self.theirs:
                self._clear()
                raise ProtocolError(f"{point[0]},{point[1]} is given twice")
            (self.own if stone == 1 else self.theirs).append(point)
            self.moves.append((stone - 1, point))
        return [self._play_own()]

    def _info(self, argument: str) -> list[str]:
        key, _, value = argument.partition(" ")
        key = key.lower()
        try:
            number = int(value.strip())
        except ValueError:
            raise ProtocolError(f"INFO {key} needs a whole number, got {value.strip()!r}") from None
        if key == "timeout_turn":
            self.turn_ms = number
        elif key == "timeout_match":
            self.match_ms = number
        elif key == "time_left":
            self.time_left_ms = number
        elif key == "rule":
            self.exact_five = bool(number & RULE_EXACT_FIVE)
            self.renju = bool(number & RULE_RENJU)
            for bit, name in RULE_UNSUPPORTED.items():
                if number & bit:
                    logger.warning(
                        "INFO rule %d: %s is not supported; playing without it", number, name
                    )
            self.searcher = self.fallback = None
        # max_memory, game_type, folder and unknown keys need nothing from us.
        return []

    def _takeback(self, argument: str) -> list[str]:
        self._require_started()
        point = self._point(argument)
        if not self.moves or self.moves[-1][1] != point:
            raise ProtocolError(f"TAKEBACK {argument}: not the last move")
        who, _ = self.moves.pop()
        (self.own if who == 0 else self.theirs).remove(point)
        return ["OK"]

    def _end(self, _: str) -> list[str]:
        self.finished = True
        return []

    # --- helpers -----------------------------------------------------------------------

    def _require_started(self) -> None:
        if not self.size:
            raise ProtocolError("send START size first")

    def _point(self, text: str) -> tuple[int, int]:
        match = _PAIR.fullmatch(text)
        if match is None:
            raise ProtocolError(f"expected x,y, got {text!r}")
        x, y = int(match[1]), int(match[2])
        if not (0 <= x < self.size and 0 <= y < self.size):
            raise ProtocolError(f"{x},{y} is off the {self.size}x{self.size} board")
        return x, y

    def _require_empty(self, point: tuple[int, int]) -> None:
        if point in self.own or point in self.theirs:
            raise ProtocolError(f"{point[0]},{point[1]} is already taken")

    def cell(self, point: tuple[int, int]) -> int:
        """Our cell index for protocol ``(x, y)`` (y counts down from the top)."""
        return cell_of(*point, self.size)

    def point(self, cell: int) -> tuple[int, int]:
        """Protocol ``(x, y)`` of our cell index."""
        return point_of(cell, self.size)

    def state(self) -> MnkState:
        """The position with us to move; raises :class:`ProtocolError` if there is none."""
        own_first = len(self.own) == len(self.theirs)
        if not own_first and len(self.theirs) != len(self.own) + 1:
            raise ProtocolError(
                f"{len(self.own)} own and {len(self.theirs)} opponent stones: not our turn"
            )
        black, white = (self.own, self.theirs) if own_first else (self.theirs, self.own)
        rows = [["."] * self.size for _ in range(self.size)]
        for char, points in zip(STONE_CHARS, (black, white), strict=True):
            for x, y in points:
                rows[y][x] = char
        side = STONE_CHARS[0 if own_first else 1]
        text = f"{self.size},{self.size},{K} {'/'.join(''.join(row) for row in rows)} {side}"
        if self.renju and self.size != RENJU_SIZE:
            raise ProtocolError(f"renju is played on {RENJU_SIZE}x{RENJU_SIZE}, not {self.size}")
        try:
            if self.renju:
                state: MnkState = RenjuState.from_text(text)
            else:
                state = MnkState.from_text(text, overline_wins=not self.exact_five)
        except ValueError as error:
            raise ProtocolError(str(error)) from None
        if state.outcome() is not None:
            raise ProtocolError(f"the game is over: {state.outcome().reason}")
        return state

    def seconds(self) -> float:
        """Seconds of search for this move: most of ``timeout_turn`` (see :func:`turn_seconds`),
        and no more than a fair share of ``time_left`` when the match has a clock."""
        budget = turn_seconds(self.turn_ms)
        if self.match_ms > 0 and self.time_left_ms is not None:
            moves_left = max(MIN_MOVES_LEFT, MOVES_LEFT_ESTIMATE - len(self.own))
            budget = min(budget, (self.time_left_ms / moves_left - SAFETY_MS) / 1000)
        return max(MIN_SECONDS, budget)

    def engine(self) -> Searcher:
        """The searcher for the next move: the compiled engine once its kernels are ready,
        the Python one before; a new game or rule gets fresh transposition tables."""
        if kernels_ready():
            if self.searcher is None:
                self.searcher = compiled_searcher()
            return self.searcher
        if self.fallback is None:
            self.fallback = GomokuSearcher(SEARCHERS["threats"], "threats")
        return self.fallback

    def _play_own(self) -> str:
        state = self.state()
        engine = self.engine()
        seconds = self.seconds() if engine is self.searcher else self.seconds() * WARMING_SHARE
        result = engine.search(state, Limits(time=max(MIN_SECONDS, seconds)))
        logger.info(
            "%s: depth %d, %d nodes, %.3f s, score %d",
            result.algorithm,
            result.depth,
            result.nodes,
            result.seconds,
            result.score,
        )
        point = self.point(result.best_move)
        self.own.append(point)
        self.moves.append((0, point))
        return f"{point[0]},{point[1]}"


def turn_seconds(turn_ms: int) -> float:
    """Seconds of search a move gets from ``timeout_turn`` alone (milliseconds; 0: as fast as
    possible): :data:`TURN_SHARE` of it, less :data:`SAFETY_MS`."""
    if turn_ms <= 0:
        return FAST_SECONDS
    return max(MIN_SECONDS, (turn_ms * TURN_SHARE - SAFETY_MS) / 1000)


def serve(source: TextIO, sink: TextIO) -> None:
    """Answer commands from ``source`` on ``sink`` until ``END`` or the end of input."""
    brain = GomocupBrain()
    for line in source:
        for reply in brain.handle(line):
            sink.write(reply + "\n")
        sink.flush()
        if brain.finished:
            break
