"""The best lines of an analysis (MultiPV) and the evaluation bar's value, without Qt.

An :class:`AnalysisLine` is what the analysis panel shows per line: a score from the
first player's point of view (White's in chess: positive is good for White) and the
moves as a person reads them (SAN in chess).  Any analyser can feed the panel: our
engines through :func:`analysis_lines`, an external UCI engine by building the values
itself (:func:`mate_score` turns a UCI "mate N" into our score units).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.search import (
    MAX_PLIES,
    MOVE_LINES,
    WIN,
    SearchResult,
    StopReason,
    is_proven,
    plies_to_end,
)
from games.base import BoardState

DEFAULT_LINE_COUNT = 3
"""Lines the analysis panel shows unless the person chose otherwise."""
LINE_COUNTS = tuple(range(1, MOVE_LINES + 1))
"""The choices of View > Analysis lines (as many as the engines give their own lines)."""
PLIES_SHOWN = 12
"""Plies of each line shown; longer lines end in "…"."""
WIN_CHANCE_SCALE = 0.00368208
"""Per centipawn: a score ``s`` is worth a share ``1 / (1 + exp(-k s))`` of the game for
White (the logistic fit of engine scores to results that lichess publishes)."""


def display_move_text(state: BoardState, move: Any) -> str:
    """``move`` as players read it: SAN in chess, the game's own notation elsewhere."""
    return state.san(move)


def line_texts(state: BoardState, line: Iterable[Any], limit: int = PLIES_SHOWN) -> list[str]:
    """The moves of ``line`` played forward from ``state`` in :func:`display_move_text`;
    it stops at a move that is not legal, and ends in ``…`` after ``limit`` plies.

    Chess states write the whole line at once (``san_line``: one board, a fraction of
    the time), as the analysis panel does for each line of each update."""
    moves = list(line)
    texts = state.san_line(moves[:limit])
    return [*texts, "…"] if len(texts) == limit < len(moves) else texts


@dataclass(frozen=True, slots=True)
class AnalysisLine:
    """One line of an analysis."""

    score: int
    """From the first player's point of view (White in chess): centipawns or the game's
    heuristic units; a proven win ``n`` plies away is ``WIN - n`` (a loss its negation)."""
    moves: tuple[str, ...]
    """The line's moves as read by players (chess: SAN), the first being the move scored."""
    exact: bool = False
    """The score is the proven value (a draw is then a proven draw)."""


def analysis_lines(state: BoardState, result: SearchResult, count: int) -> list[AnalysisLine]:
    """The best ``count`` lines of ``result``, a search of ``state``: its per-move scores
    with their own lines when the search scored every move, else its principal variation;
    none for an opening book's answer."""
    if result.stop_reason is StopReason.BOOK:
        return []  # a book's moves are weighed, not scored
    sign = 1 if state.to_move == 0 else -1
    if not result.move_scores:
        moves = tuple(line_texts(state, result.pv))
        return [AnalysisLine(sign * result.score, moves, result.exact)]
    lines = []
    for entry in result.move_scores[:count]:
        line: Sequence[Any] = entry.pv
        if not line:
            line = result.pv if entry.move == result.best_move else (entry.move,)
        moves = tuple(line_texts(state, line))
        lines.append(AnalysisLine(sign * entry.score, moves, entry.exact))
    return lines


def mate_score(moves: int) -> int:
    """Our score for UCI's ``mate N`` (``N`` moves, negative when the side is mated)."""
    if moves > 0:
        return WIN - (2 * moves - 1)
    return -(WIN - 2 * -moves)


def chess_score_text(score: int) -> str:
    """A chess score from White's point of view as chess programs print it: ``+0.35``
    (pawns), ``#3`` (White mates in 3 moves), ``-#2`` (Black mates in 2), ``1-0`` or
    ``0-1`` for a win proven without its distance (a tablebase's verdict)."""
    plies = plies_to_end(score)
    if plies is not None and plies >= MAX_PLIES:  # proven, its distance not (a tablebase)
        return "1-0" if score > 0 else "0-1"
    if plies is not None:
        moves = (plies + 1) // 2
        return f"#{moves}" if score > 0 else f"-#{moves}"
    return f"{score / 100:+.2f}"


def generic_score_text(line: AnalysisLine, player_names: Sequence[str]) -> str:
    """The score of a line of any other game, from the first player's point of view:
    ``+120``, or a proven result in words (``X wins in 5``, ``draw``)."""
    score = line.score
    plies = plies_to_end(score)
    if plies is None:
        return "draw" if line.exact and score == 0 else f"{score:+,d}"
    winner = player_names[0] if score > 0 else player_names[1]
    return f"{winner} wins in {plies}"


def white_share(score: int) -> float:
    """The evaluation bar's value, 0..1: White's share of the game for a chess score from
    White's point of view (a mate is all of it)."""
    if is_proven(score):
        return 1.0 if score > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-WIN_CHANCE_SCALE * score))
