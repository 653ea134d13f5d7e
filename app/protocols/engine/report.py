"""A search result as the JSON object the engine protocol carries, and back.

:func:`analysis_report` is the object the server sends after each iteration and with
its answer, and what ``plyboard analyze --json`` prints; :func:`result_from_report`
is the client's way back to a :class:`~engine.search.SearchResult`.  Moves are the
game's move texts; scores, outcomes and distances are from the side to move's point
of view; times in seconds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.search import MOVE_LINES, MoveScore, SearchResult, StopReason
from games.base import BoardState, GameSpec


def move_texts(state: BoardState, line: Sequence[Any]) -> list[str]:
    """The texts of ``line``'s moves, played forward from ``state``."""
    texts = []
    for move in line:
        texts.append(state.move_text(move))
        state = state.play(move)
    return texts


def parse_line(state: BoardState, texts: Sequence[str]) -> tuple[Any, ...]:
    """The inverse of :func:`move_texts` (a chess state reads the whole line on one board:
    a fraction of the time); raises the game's ``IllegalMoveError`` at a bad text."""
    return tuple(state.parse_line(texts))


def _move_entry(state: BoardState, entry: MoveScore, with_line: bool) -> dict[str, Any]:
    item = {
        "move": state.move_text(entry.move),
        "score": entry.score,
        "exact": entry.exact,
        "outcome": entry.outcome,
        "plies_to_end": entry.plies_to_end,
    }
    if entry.visits is not None:
        item["visits"] = entry.visits
    if entry.pv and with_line:
        item["pv"] = move_texts(state, entry.pv)
    return item


def analysis_report(spec: GameSpec, state: BoardState, result: SearchResult) -> dict[str, Any]:
    """What ``analyze --json`` prints; scores and outcomes are for the side to move.  The
    best :data:`~engine.search.MOVE_LINES` moves carry their own line (``pv``) when the
    engine gave one (the engine process sends this too: the window reads no more)."""
    return {
        "game": spec.name,
        "position": state.to_text(),
        "to_move": state.to_move,
        "exact": result.exact,
        "outcome": result.outcome,
        "plies_to_end": result.plies_to_end,
        "score": result.score,
        "best": state.move_text(result.best_move),
        "pv": move_texts(state, result.pv),
        "moves": [
            _move_entry(state, entry, rank < MOVE_LINES)
            for rank, entry in enumerate(result.move_scores)
        ],
        "depth": result.depth,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "algorithm": result.algorithm,
        "stop_reason": result.stop_reason.value,
        "note": result.note,
    }


def result_from_report(state: BoardState, report: Mapping[str, Any]) -> SearchResult:
    """The :class:`SearchResult` an :func:`analysis_report` of a
    search of ``state`` describes (moves parsed with ``state.parse_move``)."""
    scores = tuple(
        MoveScore(
            state.parse_move(entry["move"]),
            int(entry["score"]),
            bool(entry["exact"]),
            entry.get("visits"),
            parse_line(state, entry.get("pv", ())),
        )
        for entry in report.get("moves", ())
    )
    return SearchResult(
        best_move=state.parse_move(report["best"]),
        score=int(report["score"]),
        pv=parse_line(state, report.get("pv", ())),
        depth=int(report["depth"]),
        nodes=int(report["nodes"]),
        seconds=float(report["seconds"]),
        exact=bool(report["exact"]),
        stop_reason=StopReason(report["stop_reason"]),
        move_scores=scores,
        algorithm=report.get("algorithm") or "",
        note=report.get("note") or "",
    )
