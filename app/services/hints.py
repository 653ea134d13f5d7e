"""Hints: which move the strongest engine suggests, and why, in words (no Qt).

The reason has two parts: what the move does in the game's own terms, for
games whose states offer the optional ``hint_reason(move)`` hook ("blocks a
four", "makes two threats"), and what the search says about it, built from the
:class:`SearchResult` alone (exact values and per-move scores) for every game; a
proven win's line may be put in the game's words by the optional ``win_reason(line)``
hook ("wins in 5 plies by fours").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from app.services.analysis_lines import display_move_text
from engine.player import Level
from engine.search import SearchResult
from games.base import BoardState

HINT_TIME_CAP = 2.0
"""Seconds a hint may think at most (the strongest level's limits, capped)."""


def plies_text(plies: int) -> str:
    """``1 ply``, ``3 plies``."""
    return f"{plies} ply" if plies == 1 else f"{plies} plies"


def hint_level(strongest: Level, time_cap: float = HINT_TIME_CAP) -> Level:
    """``strongest`` without randomness, thinking at most ``time_cap`` seconds."""
    limits = strongest.limits
    seconds = time_cap if limits.time is None else min(limits.time, time_cap)
    return Level(strongest.algorithm, replace(limits, time=seconds))


def game_reason(state: BoardState, move: Any) -> str | None:
    """What ``move`` does in ``state``'s game, from its ``hint_reason`` hook (``None``: nothing
    worth saying, or the game keeps the default)."""
    return state.hint_reason(move)


def hint_reason(result: SearchResult) -> str:
    """Why ``result.best_move`` is suggested, from the side to move's point of view."""
    if result.exact and result.outcome == "win":
        return f"wins in {plies_text(result.plies_to_end or 0)}"
    if result.exact and result.outcome == "loss":
        return f"loses in {plies_text(result.plies_to_end or 0)} (the longest resistance)"
    if result.exact:
        others = [entry for entry in result.move_scores if entry.move != result.best_move]
        losing = [entry for entry in others if entry.exact and entry.score < 0]
        if others and len(losing) == len(others):
            return "the only move that does not lose"
        return "keeps the draw"
    return f"best by the engine's estimate (score {result.score:+,d})"


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move for the side to move in ``state``."""

    move: Any
    move_text: str
    """The move as players read it (chess: SAN)."""
    cells: tuple[int, ...]
    """The cells a person clicks for the move."""
    reason: str
    result: SearchResult

    def describe(self) -> str:
        """``b2 — keeps the draw``."""
        return f"{self.move_text} — {self.reason}"


def make_hint(state: BoardState, result: SearchResult) -> Hint:
    """The hint ``result`` (a search of ``state``) gives."""
    move = result.best_move
    searched = hint_reason(result)
    if result.exact and result.outcome == "win":
        words = state.win_reason(result.pv)
        searched = f"{searched} {words}" if words else searched
    reason = ", ".join(part for part in (game_reason(state, move), searched) if part)
    return Hint(move, display_move_text(state, move), tuple(state.move_cells(move)), reason, result)


def move_score_labels(state: BoardState, result: SearchResult) -> Mapping[int, str]:
    """Short per-move score labels by the move's last cell, for the analysis overlay.

    Exact values read ``W3`` (win in 3 plies), ``D`` (draw), ``L4`` (loss in 4);
    estimates are the score.  A cell reached by several moves shows its best one.
    """
    labels: dict[int, str] = {}
    for entry in result.move_scores:  # best first
        cells = state.move_cells(entry.move)
        if not cells or cells[-1] in labels:
            continue
        if entry.exact:
            word = (entry.outcome or "draw")[0].upper()
            plies = entry.plies_to_end
            labels[cells[-1]] = word if word == "D" or plies is None else f"{word}{plies}"
        else:
            labels[cells[-1]] = f"{entry.score:+d}"
    return labels
