"""The perfect-play table: loading it, reading it, and the searcher that plays by it.

One byte per position (see :mod:`games.teeko.index` for where), from the side
to move: ``0`` a draw, ``v > 0`` the game ends ``v - 1`` plies away with best
play, a win for the side to move when that distance is odd and a loss when it
is even.  Values treat any cycle as a draw and ignore the repetition rule, as
Steele's solution does; a player that follows them never needs it (a winner's
distance falls with every move, so its positions cannot repeat).

The table ships compressed in ``resources/teeko/`` (12.8 MB with xz, built by
``tools/build/teeko_table.py`` in a few minutes): building it at first use
would keep a user waiting minutes on two cores, while reading it takes about
a second.  It is read on first use, never on import, and then kept in memory
(97 MB).  Without it the searcher falls back to alpha-beta on the heuristic.
"""

from __future__ import annotations

import importlib.resources
import logging
import lzma
import threading
import time
from collections.abc import Collection, Hashable
from functools import cache

import numpy as np

from engine.alphabeta import AlphaBeta
from engine.search import (
    WIN,
    InfoCallback,
    Limits,
    MoveScore,
    SearchResult,
    StopReason,
)
from games.teeko.evaluation import heuristic, order_moves
from games.teeko.rules import Move, TeekoState

logger = logging.getLogger(__name__)

RESOURCE_PACKAGE = "resources"
TABLE_FILE = "teeko-table.xz"
FALLBACK_SECONDS = 2.0
"""Alpha-beta's time per move (seconds) when the table is missing and no limit is given."""
PV_PLIES = 24
"""Longest principal variation reported."""

_load_lock = threading.Lock()


class TableMissingError(RuntimeError):
    """The table file is not installed; build it with ``tools/build/teeko_table.py``."""


def table_path():
    """Where the shipped table lives (an ``importlib.resources`` traversable)."""
    return importlib.resources.files(RESOURCE_PACKAGE).joinpath("teeko", TABLE_FILE)


def decompress(data: bytes) -> np.ndarray:
    """The table's bytes from the shipped file's contents."""
    return np.frombuffer(lzma.decompress(data), dtype=np.uint8)


def compress(values: np.ndarray) -> bytes:
    return lzma.compress(values.tobytes(), preset=6)


@cache
def _load() -> np.ndarray:
    from games.teeko.index import TABLE_SIZE

    path = table_path()
    if not path.is_file():
        raise TableMissingError(
            f"the Teeko table {TABLE_FILE} is not installed; run tools/build/teeko_table.py"
        )
    started = time.perf_counter()
    values = decompress(path.read_bytes())
    if values.size != TABLE_SIZE:
        raise TableMissingError(f"{TABLE_FILE} holds {values.size} positions, not {TABLE_SIZE}")
    logger.info("read the Teeko table in %.1f s", time.perf_counter() - started)
    return values


def load_table() -> np.ndarray:
    """The whole table (about 97 MB in memory); read once, then shared."""
    with _load_lock:
        return _load()


def prepare_table() -> None:
    """Read the table now when it is installed (a second), so that no search waits for it."""
    if table_available():
        load_table()


def table_available() -> bool:
    """Whether the table can be read (without reading it)."""
    return table_path().is_file()


def byte_score(value: int) -> int:
    """A table byte as an engine score for the side to move (``WIN - plies`` for a win)."""
    if value == 0:
        return 0
    plies = value - 1
    return -(WIN - plies) if plies % 2 == 0 else WIN - plies


def position_score(values: np.ndarray, state: TeekoState) -> int:
    """The table's score of ``state`` (not over), from its side to move."""
    from games.teeko.index import position_index

    return byte_score(int(values[position_index(state.mover, state.opponent)]))


def move_score(values: np.ndarray, state: TeekoState, move: Move) -> int:
    """The score of playing ``move`` in ``state``, from ``state``'s side to move."""
    child = state.play(move)
    outcome = child.outcome()
    if outcome is not None:
        return 0 if outcome.winner is None else WIN - 1
    score = -position_score(values, child)
    if score > 0:
        return score - 1
    if score < 0:
        return score + 1
    return 0


class PerfectPlay:
    """Plays from the table: the quickest win, the slowest loss, never a draw given away.

    Among equally good moves it prefers the one that leaves the opponent the most
    losing replies, then the one the heuristic likes best, so a drawn game keeps
    pressure on a fallible opponent.  When the table is
    not installed it searches with alpha-beta instead (not exact).
    """

    name = "perfect"

    def __init__(self) -> None:
        self._fallback = AlphaBeta(heuristic, order_moves)

    def search(
        self,
        state: TeekoState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        moves = state.legal_moves()
        if not moves:
            raise ValueError("cannot search a finished game")
        try:
            values = load_table()
        except TableMissingError as error:
            logger.warning("%s; searching with alpha-beta instead", error)
            if limits.time is None and limits.depth is None and limits.nodes is None:
                limits = Limits(time=FALLBACK_SECONDS)
            return self._fallback.search(
                state,
                limits,
                stop=stop,
                on_info=on_info,
                history=history,
                score_all_moves=score_all_moves,
            )
        started = time.perf_counter()
        scored = ranked_moves(values, state)
        best_score, best_move = scored[0]
        pv = principal_variation(values, state, best_move, stop)
        result = SearchResult(
            best_move,
            best_score,
            pv,
            depth=len(pv),
            nodes=len(moves),
            seconds=time.perf_counter() - started,
            exact=True,
            stop_reason=StopReason.SOLVED,
            move_scores=tuple(MoveScore(move, score, exact=True) for score, move in scored),
            algorithm=self.name,
        )
        if on_info is not None:
            on_info(result)
        return result


def ranked_moves(values: np.ndarray, state: TeekoState) -> list[tuple[int, Move]]:
    """Every legal move with its score, best first.

    Among the moves tied for the best score, the one that leaves the opponent the
    largest share of losing replies comes first (the most chances to go wrong),
    then the one the heuristic likes best; other ties go by the heuristic alone.
    """
    entries = []
    for move in state.legal_moves():
        child = state.play(move)
        tiebreak = 0 if child.outcome() is not None else heuristic(child)
        entries.append((move_score(values, state, move), tiebreak, move))
    entries.sort(key=lambda entry: (-entry[0], entry[1]))
    best = [entry for entry in entries if entry[0] == entries[0][0]]
    if len(best) > 1:
        best.sort(key=lambda entry: -pitfall_share(values, state.play(entry[2])))
        entries[: len(best)] = best  # a stable sort: the heuristic still breaks equal shares
    return [(score, move) for score, _, move in entries]


def pitfall_share(values: np.ndarray, state: TeekoState) -> float:
    """The share of the legal moves in ``state`` that lose for its side to move (0 when over)."""
    replies = state.legal_moves()
    if not replies:
        return 0.0
    return sum(move_score(values, state, reply) < 0 for reply in replies) / len(replies)


def principal_variation(
    values: np.ndarray, state: TeekoState, first: Move, stop: threading.Event | None = None
) -> tuple[Move, ...]:
    """Best play from ``state`` starting with ``first``: to the end or a repeated position.

    At most :data:`PV_PLIES` plies (each about 10 ms), fewer once ``stop`` is set (Move now).
    """
    line = [first]
    seen = {state.key()}
    state = state.play(first)
    while state.outcome() is None and len(line) < PV_PLIES and state.key() not in seen:
        if stop is not None and stop.is_set():
            break
        seen.add(state.key())
        move = ranked_moves(values, state)[0][1]
        line.append(move)
        state = state.play(move)
    return tuple(line)
