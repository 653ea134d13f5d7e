"""Difficulty levels: an engine, its limits, and a controlled dose of randomness."""

from __future__ import annotations

import random
import threading
from collections.abc import Collection, Hashable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from engine.game_api import GameState
from engine.search import (
    InfoCallback,
    Limits,
    Searcher,
    SearchResult,
    StopReason,
    is_proven,
)

LEVEL_NAMES = ("beginner", "easy", "medium", "hard", "expert")
"""The levels every game has, weakest first; a game may add its own between them (chess
has ``advanced`` and ``strong`` between ``hard`` and ``expert``)."""


@dataclass(frozen=True, slots=True)
class Level:
    """How the computer plays at one difficulty.

    With probability ``blunder`` it plays a uniformly random legal move without
    searching.  Otherwise it searches; with ``margin > 0`` it then picks at random
    among the moves scoring within ``margin`` of the best (in score units, from
    the side to move), which needs per-move scores and so costs a wider search.
    A proven best score is played as found: the fastest win, the slowest loss (a
    margin of a few points would otherwise let it take a win several plies later).
    """

    algorithm: str = "alphabeta"
    limits: Limits = field(default_factory=Limits)
    blunder: float = 0.0
    margin: int = 0
    rating: int | None = None
    """Measured strength on an outside scale where the game has one (chess: Elo on
    Stockfish's ``UCI_Elo`` scale), shown with the level's name; ``None`` elsewhere."""

    def __post_init__(self) -> None:
        if not 0.0 <= self.blunder <= 1.0:
            raise ValueError(f"blunder must be a probability, got {self.blunder}")
        if self.margin < 0:
            raise ValueError(f"margin must not be negative, got {self.margin}")
        if self.rating is not None and self.rating <= 0:
            raise ValueError(f"rating must be positive, got {self.rating}")

    def describe(self) -> str:
        """One line for people, e.g. ``alphabeta, depth 3, 10% random moves``."""
        parts = [self.algorithm]
        if self.limits.depth is not None:
            parts.append(f"depth {self.limits.depth}")
        if self.limits.nodes is not None:
            parts.append(f"{self.limits.nodes:,} nodes")
        if self.limits.time is not None:
            parts.append(f"{self.limits.time:g} s")
        if self.blunder:
            parts.append(f"{self.blunder:.0%} random moves")
        if self.margin:
            parts.append(f"picks within {self.margin} of the best")
        return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class Decision:
    """The move a level chose and the search behind it (``None`` for a random move)."""

    move: Any
    result: SearchResult | None


def choose_move(
    searcher: Searcher,
    state: GameState,
    level: Level,
    rng: random.Random,
    *,
    stop: threading.Event | None = None,
    on_info: InfoCallback | None = None,
    history: Collection[Hashable] = (),
) -> Decision:
    """The move ``level`` plays in ``state``, using ``searcher`` and ``rng``.

    An opening book's answer that weighs several moves (``visits``) has one drawn with
    ``rng`` by weight; the decision's result then names it as the best move.
    """
    moves = list(state.legal_moves())
    if not moves:
        raise ValueError("cannot choose a move in a finished game")
    if level.blunder and rng.random() < level.blunder:
        return Decision(rng.choice(moves), None)
    result = searcher.search(
        state,
        level.limits,
        stop=stop,
        on_info=on_info,
        history=history,
        score_all_moves=level.margin > 0,
    )
    if result.stop_reason is StopReason.BOOK:
        result = drawn_from_book(result, rng)
        return Decision(result.best_move, result)
    candidates = within_margin(result, level)
    if candidates:
        return Decision(rng.choice(candidates), result)
    return Decision(result.best_move, result)


def within_margin(result: SearchResult, level: Level) -> list[Any]:
    """The moves ``level`` picks among at random after ``result`` (those scoring within its
    margin of the best); empty when it plays the best move (no margin, no per-move
    scores, or a proven score)."""
    if not level.margin or not result.move_scores or is_proven(result.score):
        return []
    best = max(entry.score for entry in result.move_scores)
    return [entry.move for entry in result.move_scores if entry.score >= best - level.margin]


def book_weights(result: SearchResult) -> dict[Any, int]:
    """An opening book's moves by weight (their ``visits``) when the book weighs several,
    else empty."""
    entries = result.move_scores
    if len(entries) < 2 or not all(entry.visits for entry in entries):
        return {}
    return {entry.move: entry.visits or 0 for entry in entries}


def drawn_from_book(result: SearchResult, rng: random.Random) -> SearchResult:
    """``result`` naming one of an opening book's moves drawn by weight with ``rng``,
    when the book weighs several (their ``visits``); ``result`` itself otherwise."""
    weights = book_weights(result)
    if not weights:
        return result
    move = rng.choices(list(weights), list(weights.values()))[0]
    return replace(result, best_move=move, pv=(move,))


def move_chances(searcher: Searcher, state: GameState, level: Level) -> dict[Any, float]:
    """Each legal move's chance of being :func:`choose_move`'s choice for ``level`` in
    ``state`` with ``searcher`` (they sum to 1; moves it never plays are left out),
    from one search: its random moves, the book's weights, or the moves within its margin."""
    moves = list(state.legal_moves())
    if not moves:
        raise ValueError("cannot choose a move in a finished game")
    chances = dict.fromkeys(moves, level.blunder / len(moves)) if level.blunder else {}
    searched = 1.0 - level.blunder
    if not searched:
        return chances
    result = searcher.search(state, level.limits, score_all_moves=level.margin > 0)
    weights = book_weights(result) if result.stop_reason is StopReason.BOOK else {}
    if not weights:
        weights = dict.fromkeys(within_margin(result, level) or [result.best_move], 1)
    total = sum(weights.values())
    for move, weight in weights.items():
        chances[move] = chances.get(move, 0.0) + searched * weight / total
    return chances


class NamesMoves(Protocol):
    """A position that writes its moves in the game's notation (games' states do)."""

    def move_text(self, move: Any) -> str: ...

    def san(self, move: Any) -> str:
        """The move in the notation people read (chess: SAN); games without one give
        :meth:`move_text`."""
        ...


def book_text(state: NamesMoves, result: SearchResult) -> str | None:
    """``"Book move e5: 1,033 of 1,901 named lines play it"`` (chess: SAN) for an opening
    book's answer that weighs its moves (``visits``), else ``None``; ``result`` is a
    search of ``state``, whose ``san`` names the move."""
    weights = {entry.move: entry.visits for entry in result.move_scores}
    if result.stop_reason is not StopReason.BOOK or not all(weights.values()):
        return None
    total = sum(weight or 0 for weight in weights.values())
    played = weights.get(result.best_move) or 0
    lines = "line plays" if played == 1 else "lines play"
    return f"Book move {state.san(result.best_move)}: {played:,} of {total:,} named {lines} it"
