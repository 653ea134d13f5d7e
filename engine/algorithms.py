"""The generic engines by name, built with a game's heuristic and move hint."""

from __future__ import annotations

import random
import threading
from collections.abc import Collection, Hashable

from engine.alphabeta import AlphaBeta
from engine.game_api import GameState, Heuristic, MoveOrder
from engine.mcts import MCTS
from engine.minimax import Minimax
from engine.search import InfoCallback, Limits, Searcher, SearchResult, StopReason

ALGORITHMS = ("minimax", "alphabeta", "mcts", "random")
"""Names of the generic engines, for menus and player specifications."""


class RandomMover:
    """Plays a uniformly random legal move: the floor every level must beat."""

    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()

    def search(
        self,
        state: GameState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        move = self.rng.choice(list(state.legal_moves()))
        return SearchResult(move, 0, (move,), stop_reason=StopReason.DEPTH, algorithm=self.name)


def make_searcher(
    algorithm: str,
    heuristic: Heuristic,
    order_moves: MoveOrder | None = None,
    rng: random.Random | None = None,
) -> Searcher:
    """A new engine called ``algorithm`` (one of :data:`ALGORITHMS`)."""
    if algorithm == "minimax":
        return Minimax(heuristic)
    if algorithm == "alphabeta":
        return AlphaBeta(heuristic, order_moves)
    if algorithm == "mcts":
        return MCTS(rng)
    if algorithm == "random":
        return RandomMover(rng)
    raise ValueError(f"unknown algorithm {algorithm!r}; choose one of {', '.join(ALGORITHMS)}")
