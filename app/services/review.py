"""Game review: the exact value before each ply and the first move that changed it (no Qt).

For games whose strongest engine proves values (a solver, a solved table, or a
search to the end), :func:`review_game` finds where the game-theoretic value
moved against the player who moved: the first move that lost a draw or let a
win slip.  Values are searched from the last position back to the first, so
for games that are only solvable late (Connect Four without a book) the review
covers the end of the game and stops where the engine can no longer prove the
value within its budget.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.game_api import Player
from engine.search import Limits, Searcher, is_proven, outcome_word
from games.base import BoardState, GameSpec

REVIEW_SECONDS_PER_PLY = 1.0
"""Seconds the engine may spend proving the value of one position of the game."""

OUTCOME_RANK = {"loss": 0, "draw": 1, "win": 2}
"""Outcome words ordered from worst to best for the player they belong to."""
OPPOSITE = {"win": "loss", "draw": "draw", "loss": "win"}


def proves_values(spec: GameSpec) -> bool:
    """Whether ``spec``'s strongest level proves game-theoretic values, so a game can be
    reviewed.

    That is a game-specific solver or table (the ``perfect`` engine) or a search
    with no limits at all, which runs to the end of the game.  A solver proves a
    position only within its budget: on a board it cannot solve from the start
    (Connect Four 8x7) the values, and so the review, begin later in the game.
    """
    strongest = list(spec.levels.values())[-1]
    return strongest.algorithm == "perfect" or strongest.limits == Limits()


def review_limits(spec: GameSpec, seconds: float = REVIEW_SECONDS_PER_PLY) -> Limits:
    """The strongest level's limits with at most ``seconds`` of thinking per position."""
    limits = list(spec.levels.values())[-1].limits
    time = seconds if limits.time is None else min(limits.time, seconds)
    return Limits(depth=limits.depth, time=time, nodes=limits.nodes)


@dataclass(frozen=True, slots=True)
class Mistake:
    """The first move after which the mover's game-theoretic value was worse than before."""

    ply: int
    """Plies played before the move (the move is number ``ply + 1``)."""
    player: Player
    move_text: str
    before: str
    """The mover's outcome before the move: ``"win"`` or ``"draw"``."""
    after: str
    """The mover's outcome after it: ``"draw"`` or ``"loss"``."""

    @property
    def number(self) -> int:
        """The move's number, counting every ply from 1."""
        return self.ply + 1

    def verdict(self) -> str:
        """``lost the draw`` or ``let the win slip``."""
        if self.before == "win":
            return "let the win slip" if self.after == "draw" else "let the win slip (and lost)"
        return "lost the draw"

    def describe(self, player_names: Sequence[str] = ()) -> str:
        """``Move 2 (b1) lost the draw``, naming the player when names are given."""
        who = f"{player_names[self.player]} " if player_names else ""
        return f"Move {self.number} ({who}{self.move_text}) {self.verdict()}"


@dataclass(frozen=True, slots=True)
class Review:
    """Exact values of a game's positions and the first move that changed its value."""

    values: tuple[str | None, ...]
    """Per position (after 0, 1, ... plies): ``"win"``/``"draw"``/``"loss"`` for the
    side to move there, or ``None`` where it was not proven (or not searched)."""
    mistake: Mistake | None
    """The first move proven to worsen its mover's value; ``None`` when none was found."""
    cancelled: bool = False

    @property
    def proven_from(self) -> int | None:
        """The first position from which every value is proven, or ``None`` if none is."""
        first = len(self.values)
        while first > 0 and self.values[first - 1] is not None:
            first -= 1
        return first if first < len(self.values) else None


def position_value(
    searcher: Searcher,
    state: BoardState,
    limits: Limits,
    *,
    stop: threading.Event | None = None,
    history: Sequence[Any] = (),
) -> str | None:
    """The outcome for the side to move in ``state`` if proven within ``limits``, else ``None``."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return "draw"
        return "win" if outcome.winner == state.to_move else "loss"
    result = searcher.search(state, limits, stop=stop, history=history)
    if result.exact or is_proven(result.score):  # a proven win or loss, perhaps not its distance
        return outcome_word(result.score)
    return None


def mistakes(
    states: Sequence[BoardState], moves: Sequence[Any], values: Sequence[str | None]
) -> tuple[Mistake, ...]:
    """Every move whose mover's outcome is proven worse after it than before it, in order.

    ``states[i]`` is the position before ``moves[i]``; ``values[i]`` its outcome for
    the side to move (``None`` when unknown).
    """
    found = []
    for ply, move in enumerate(moves):
        before, after = values[ply], values[ply + 1]
        if before is None or after is None:
            continue
        mover = states[ply].to_move
        mover_after = after if states[ply + 1].to_move == mover else OPPOSITE[after]
        if OUTCOME_RANK[mover_after] < OUTCOME_RANK[before]:
            found.append(Mistake(ply, mover, states[ply].move_text(move), before, mover_after))
    return tuple(found)


def first_mistake(
    states: Sequence[BoardState], moves: Sequence[Any], values: Sequence[str | None]
) -> Mistake | None:
    """The first of :func:`mistakes`, or ``None``."""
    found = mistakes(states, moves, values)
    return found[0] if found else None


def review_game(
    spec: GameSpec,
    moves: Sequence[Any],
    make_searcher: Callable[[], Searcher],
    *,
    limits: Limits | None = None,
    stop: threading.Event | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Prove the value of every position of the game ``moves`` (from ``spec``'s start).

    Positions are searched from the last to the first with one searcher from
    ``make_searcher`` (its tables carry over) within ``limits`` each (default
    :func:`review_limits`); the first position that cannot be proven ends the
    search, leaving the earlier ones unknown.  ``on_progress(done, total)`` is
    called after each position; setting ``stop`` ends the review early
    (``cancelled`` is then true and the values found so far are kept).
    """
    limits = review_limits(spec) if limits is None else limits
    states = [spec.new_state()]
    for move in moves:
        states.append(states[-1].play(move))
    values: list[str | None] = [None] * len(states)
    searcher = make_searcher()
    cancelled = False
    for done, index in enumerate(reversed(range(len(states))), start=1):
        if stop is not None and stop.is_set():
            cancelled = True
            break
        history = [state.key() for state in states[:index]]
        value = position_value(searcher, states[index], limits, stop=stop, history=history)
        if stop is not None and stop.is_set():
            cancelled = True
            break
        if value is None:
            break
        values[index] = value
        if on_progress is not None:
            on_progress(done, len(states))
    return Review(tuple(values), first_mistake(states, moves, values), cancelled)
