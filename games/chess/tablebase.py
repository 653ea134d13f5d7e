"""Syzygy endgame tablebases at the root: the proven value and a DTZ-optimal move.

A folder of Syzygy files (``KQvK.rtbw`` for win/draw/loss, ``KQvK.rtbz`` for DTZ) is
opened with ``chess.syzygy``.  When the position has no more pieces than the largest
table and no castling rights, :func:`root_verdict` probes every root move: it plays a
winning move that reaches a capture or pawn move soonest (DTZ), a drawing move when
there is no win, and the loss that lasts longest otherwise.

DTZ counts plies to the next *zeroing* move (a capture or a pawn move) with best play,
not plies to mate: "tablebase win in 23" means the win is kept by reaching a zeroing
move within 23 plies, after which the next table takes over.  The values follow the
50-move rule, the position's own halfmove clock included: a win the rule would turn
into a draw (``wdl`` 1, "cursed") is reported as such, and so is a "blessed" loss
(``wdl`` -1).

:func:`with_tablebases` puts the tables before a search.  The folder a
searcher uses is a :class:`TablebaseSetting`; :data:`SHARED` is the process's own (the
app's engine process sets it from the app's settings).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import chess
import chess.syzygy

from engine.search import PROVEN_BOUND, MoveScore, Searcher, SearchResult, StopReason
from engine.shortcut import ShortcutSearcher

logger = logging.getLogger(__name__)

TABLEBASE_ALGORITHM = "syzygy tablebase"
"""The ``algorithm`` of a search result the tables answered."""
FIFTY_MOVE_PLIES = 100
"""Plies without a capture or pawn move after which either side may claim a draw."""
WDL_SCORES = {2: PROVEN_BOUND, 1: 0, 0: 0, -1: 0, -2: -PROVEN_BOUND}
"""Engine scores of the WDL values, from the side to move: a win or loss is proven but
its distance to mate is not (the tables give DTZ); a cursed win or blessed loss is a
draw under the 50-move rule."""


class TablebaseError(ValueError):
    """A folder that holds no readable Syzygy tables; the message says why."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the tables say about a root position, from the side to move."""

    move: chess.Move
    """The DTZ-optimal move."""
    wdl: int
    """2 win, 1 cursed win, 0 draw, -1 blessed loss, -2 loss (50-move rule counted)."""
    dtz: int
    """Plies to the next capture or pawn move after :attr:`move`, counting it (0: draw)."""
    move_scores: tuple[MoveScore, ...]
    """Every root move's value, best first."""

    def text(self) -> str:
        """The verdict in words, e.g. ``tablebase win in 23 (DTZ: ...)``."""
        dtz_note = "(DTZ: plies to the next capture or pawn move, not to mate)"
        if self.wdl == 2:
            return f"tablebase win in {self.dtz} {dtz_note}"
        if self.wdl == -2:
            return f"tablebase loss in {self.dtz} {dtz_note}"
        if self.wdl == 1:
            return "tablebase draw: a win, but drawn under the 50-move rule"
        if self.wdl == -1:
            return "tablebase draw: a loss, but drawn under the 50-move rule"
        return "tablebase draw"


class Tablebases:
    """The Syzygy tables of one folder; raises :class:`TablebaseError` when it has none
    (or cannot be read)."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        tables = chess.syzygy.Tablebase()
        try:
            found = tables.add_directory(str(self.folder))
        except OSError as error:
            raise TablebaseError(
                f"cannot read the tablebases folder {self.folder}: {error.strerror or error}"
            ) from None
        if not tables.wdl or not tables.dtz:
            tables.close()
            raise TablebaseError(
                f"no Syzygy tables in {self.folder}: expected files such as KQvK.rtbw "
                "(win/draw/loss) and KQvK.rtbz (DTZ)"
            )
        self._tables = tables
        self.files = found
        """Table files found (WDL and DTZ)."""
        self.pieces = max(len(name) - 1 for name in tables.wdl)
        """Pieces of the largest table, kings included."""

    def describe(self) -> str:
        return f"{self.files} Syzygy tables up to {self.pieces} pieces in {self.folder}"

    def covers(self, board: chess.Board) -> bool:
        """Whether the position may be in the tables (few pieces, no castling rights)."""
        return chess.popcount(board.occupied) <= self.pieces and not board.castling_rights

    def root_verdict(self, board: chess.Board) -> Verdict | None:
        """The tables' verdict on ``board``, or ``None`` when they do not cover it (a
        table missing, or a damaged file: logged, and the caller searches instead)."""
        if not self.covers(board) or board.is_game_over():
            return None
        try:
            ranked = sorted(
                (self._move_value(board, move) for move in board.legal_moves),
                key=lambda entry: entry[0],
                reverse=True,
            )
        except KeyError:  # chess.syzygy.MissingTableError: not every table is here
            return None
        except (OSError, ValueError, IndexError) as error:
            logger.warning("tablebase probe failed in %s: %s", board.fen(), error)
            return None
        (wdl, _), move, dtz = ranked[0]
        scores = tuple(
            MoveScore(entry, WDL_SCORES[value], exact=value in (2, 0, -2))
            for (value, _), entry, _ in ranked
        )
        return Verdict(move, wdl, dtz, scores)

    def _move_value(
        self, board: chess.Board, move: chess.Move
    ) -> tuple[tuple[int, int], chess.Move, int]:
        """``((wdl, preference), move, dtz)`` of ``move`` for the side to move: the
        preference orders moves of one WDL value (sooner zeroing wins, later zeroing
        losses; mate first); ``dtz`` counts the move itself."""
        zeroing = board.is_zeroing(move)
        child = board.copy(stack=False)
        child.push(move)
        if child.is_checkmate():
            return (2, 1), move, 1
        wdl = -self._tables.probe_wdl(child)
        if wdl == 0:
            return (0, 0), move, 0
        dtz = 1 if zeroing else abs(self._tables.probe_dtz(child)) + 1
        if abs(wdl) == 2 and board.halfmove_clock + dtz > FIFTY_MOVE_PLIES:
            wdl //= 2  # the clock reaches 100 plies first: a cursed win, a blessed loss
        return (wdl, -dtz if wdl > 0 else dtz), move, dtz

    def close(self) -> None:
        self._tables.close()


class TablebaseSetting:
    """The tablebases folder searchers use (``None``: none), opened once per folder;
    thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._folder: str | None = None
        self._tablebases: Tablebases | None = None

    def use(self, folder: str | Path | None) -> Tablebases | None:
        """Use the tables of ``folder`` (``None`` or empty: none) from now on and return
        them; raises :class:`TablebaseError` (and uses none) when the folder has none."""
        name = str(folder) if folder else None
        with self._lock:
            if name == self._folder:
                return self._tablebases
            if self._tablebases is not None:
                self._tablebases.close()
            self._folder, self._tablebases = name, None
            if name is not None:
                self._tablebases = Tablebases(name)
            return self._tablebases

    @property
    def tablebases(self) -> Tablebases | None:
        with self._lock:
            return self._tablebases


SHARED = TablebaseSetting()
"""The process's tablebases folder (the app's engine process sets it per search)."""


def tablebase_result(verdict: Verdict) -> SearchResult:
    """The search result a tablebase verdict stands for (see :data:`WDL_SCORES`)."""
    return SearchResult(
        best_move=verdict.move,
        score=WDL_SCORES[verdict.wdl],
        pv=(verdict.move,),
        exact=verdict.wdl == 0,
        stop_reason=StopReason.TABLEBASE,
        move_scores=verdict.move_scores,
        algorithm=TABLEBASE_ALGORITHM,
        note=verdict.text(),
    )


class TablebaseAnswer:
    """The tables' answer in a position (an :data:`engine.shortcut.Shortcut`) with the
    folder of ``setting``, ``None`` where they do not cover it."""

    def __init__(self, setting: TablebaseSetting = SHARED) -> None:
        self.setting = setting

    def __call__(self, state: Any, score_all_moves: bool) -> SearchResult | None:
        tablebases = self.setting.tablebases
        if tablebases is None:
            return None
        board = state if isinstance(state, chess.Board) else state.board
        verdict = tablebases.root_verdict(board)
        return tablebase_result(verdict) if verdict is not None else None


def with_tablebases(inner: Searcher, setting: TablebaseSetting = SHARED) -> ShortcutSearcher:
    """``inner`` behind the Syzygy tables of ``setting`` (:class:`TablebaseAnswer`)."""
    return ShortcutSearcher(inner, TablebaseAnswer(setting))
