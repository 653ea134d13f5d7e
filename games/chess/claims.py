"""The computer's draw claims: a searcher that claims a draw when one may be claimed
and its search judges the position no better than a draw for the side to move.

Every level's engine is wrapped (``spec.searchers["alphabeta"]``), so the arena, the
command line and the app's computer player claim without knowing about chess: the
claim comes back as the pseudo-move :data:`~games.chess.rules.CLAIM_DRAW` (text
``claim``), which ``ChessState.play`` turns into the claimed draw.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Hashable
from dataclasses import replace

from engine.alphabeta import AlphaBeta
from engine.search import InfoCallback, Limits, MoveScore, Searcher, SearchResult
from games.chess.book import with_book
from games.chess.evaluation import (
    heuristic,
    order_moves,
    short_sighted_heuristic,
)
from games.chess.rules import CLAIM_DRAW, ChessState
from games.chess.tablebase import with_tablebases


class ClaimingSearcher:
    """Searches with ``inner``; where a draw may be claimed and the best move scores at
    most 0 (centipawns, from the side to move), answers with :data:`CLAIM_DRAW`, scored
    as the exact draw it is (and listed first among the per-move scores)."""

    def __init__(self, inner: Searcher) -> None:
        self.inner = inner
        self.name = inner.name

    def search(
        self,
        state: ChessState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        result = self.inner.search(
            state,
            limits,
            stop=stop,
            on_info=on_info,
            history=history,
            score_all_moves=score_all_moves,
        )
        if state.claimable_draw() is None or result.score > 0:
            return result
        claim = MoveScore(CLAIM_DRAW, 0, exact=True)
        return replace(
            result,
            best_move=CLAIM_DRAW,
            score=0,
            pv=(CLAIM_DRAW,),
            exact=True,
            move_scores=(claim, *result.move_scores) if result.move_scores else (),
        )


def claiming_alphabeta() -> ClaimingSearcher:
    """The generic alpha-beta with the chess heuristic and move order, claiming draws."""
    return ClaimingSearcher(AlphaBeta(heuristic, order_moves))


def claiming_short_sighted() -> ClaimingSearcher:
    """The generic alpha-beta seeing one capture beyond its leaves
    (:func:`~games.chess.evaluation.short_sighted_heuristic`), claiming draws: the horizon
    of ``beginner`` and ``easy``."""
    return ClaimingSearcher(AlphaBeta(short_sighted_heuristic, order_moves))


def claiming_compiled() -> ClaimingSearcher:
    """Plyboard's compiled chess engine (:mod:`games.chess.compiled`) behind the opening
    book (:func:`~games.chess.book.with_book`) and the process's Syzygy tablebases
    (:data:`games.chess.tablebase.SHARED`), claiming draws (imported here: numba loads
    only when the engine is wanted)."""
    from games.chess.compiled.searcher import CompiledChessSearcher

    return ClaimingSearcher(with_tablebases(with_book(CompiledChessSearcher())))
