"""A search result in words and as the JSON object ``plyboard analyze --json`` prints.

Scores, outcomes and distances are from the point of view of the side to move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.search import (
    MOVE_LINES,
    MoveScore,
    SearchResult,
    StopReason,
    is_proven,
    outcome_word,
    plies_to_end,
)
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
    return state.parse_line(texts)


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


def value_text(score: int, exact: bool) -> str:
    """``"win in 5 plies"``, ``"draw"``, ``"loss (distance not proven)"`` (a proven outcome
    whose distance is not: a weak book entry, say), or ``"score +120"`` (not proven)."""
    if not exact:
        if is_proven(score):
            return f"{outcome_word(score)} (distance not proven)"
        return f"score {score:+d}"
    if score == 0:
        return "draw"
    plies = plies_to_end(score)
    word = outcome_word(score)
    if plies is None:
        return word
    return f"{word} in {plies} {'ply' if plies == 1 else 'plies'}"


def summary_line(result: SearchResult) -> str:
    """Depth, nodes, seconds, engine and why it stopped, on one line."""
    return (
        f"depth {result.depth}, {result.nodes:,} nodes, {result.seconds:.3f} s, "
        f"{result.algorithm or 'engine'}, stopped: {result.stop_reason.value}"
    )


def book_text(state: BoardState, result: SearchResult) -> str | None:
    """``"Book move e5: 1,033 of 1,901 named lines play it"`` (chess: SAN) for an opening
    book's answer that weighs its moves (``visits``), else ``None``."""
    weights = {entry.move: entry.visits for entry in result.move_scores}
    if result.stop_reason is not StopReason.BOOK or not all(weights.values()):
        return None
    total = sum(weight or 0 for weight in weights.values())
    played = weights.get(result.best_move) or 0
    lines = "line plays" if played == 1 else "lines play"
    return (
        f"Book move {state.san(result.best_move)}: "
        f"{played:,} of {total:,} named {lines} it"
    )
