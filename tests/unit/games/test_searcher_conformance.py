"""Every searcher of every game keeps the search contract of docs/architecture.md (section
5), in the manner of OpenSpiel's API test: one battery over all of them.

For each registered game and each algorithm it offers (the generic ones, its own
``searchers`` and those its levels name), on the start and on positions a few seeded random
moves in: the searcher returns a legal move; it honours a depth limit and a node limit (within
:data:`NODE_SLACK`); and a stop event set before the search, or during it from ``on_info``,
makes it return with a legal move and say it was cancelled (the stop during the search is
tried on the farthest position only).  Nothing here is timed: the machine is shared, so a
stop is judged by the result's stop reason, not by a clock.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest

from engine.search import InfoCallback, Limits, Searcher, SearchResult, StopReason
from games.base import BoardState, GameSpec
from games.registry import all_games

GENERIC_ALGORITHMS = ("minimax", "alphabeta", "mcts")
DEPTHLESS = frozenset({"mcts"})
"""Algorithms without iterations: the depth they report is their deepest tree path, and
only playouts (nodes) and time limit them."""
DEPTH_LIMIT = 2
"""Plies."""
NODE_LIMIT = 200
"""Nodes for a tree search."""
PLAYOUT_LIMIT = 20
"""Playouts for MCTS: each plays a whole game out, which takes long on big boards."""
DEPTH_SEARCH_NODES = 300
"""Nodes that bound the depth-limited search too, for the engines that ignore a depth
limit (a solver reaches the end anyway) and for minimax on wide boards."""
STOP_SEARCH_NODES = 20_000
"""Nodes that end a search told to stop if it does not: far more than any engine needs
before its first report."""
NODE_SLACK = 8192
"""Nodes a search may spend beyond its limit: compiled kernels look at their budget every
1,024 or 4,096 nodes, and a solver with a heuristic search beside it overruns in both."""
ANSWERED = frozenset({StopReason.BOOK, StopReason.SOLVED, StopReason.TABLEBASE})
"""Answers found without searching to a limit (a book, a table, a proven value): their depth
is the distance to the end, and a stop cannot cut them short."""
RANDOM_PLIES = (4, 9)
"""The positions besides the start: this many seeded random moves in."""

SLOW = frozenset({("gomoku-renju", "mcts")})
"""(game, algorithm) whose battery takes more than a few seconds here: random playouts
of renju check every forbidden point."""


def algorithms(spec: GameSpec) -> tuple[str, ...]:
    """Every algorithm ``spec`` offers: the generic ones, its own and its levels' (for
    either side), each once."""
    names = dict.fromkeys(GENERIC_ALGORITHMS)
    names.update(dict.fromkeys(spec.searchers))
    for level in spec.levels:
        for player in (None, 0, 1):
            names[spec.level(level, player).algorithm] = None
    return tuple(names)


def positions(spec: GameSpec) -> Iterator[BoardState]:
    """The start and the positions :data:`RANDOM_PLIES` seeded random moves in, but those
    that are over."""
    yield spec.new_state()
    for plies in RANDOM_PLIES:
        rng = random.Random(plies)
        state = spec.new_state()
        for _ in range(plies):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(list(state.legal_moves())))
        if state.outcome() is None:
            yield state


def cases(depth_limited: bool = False) -> list:
    """Every (game, algorithm) as a test case; with ``depth_limited``, only the algorithms a
    depth limit applies to."""
    return [
        pytest.param(
            spec,
            algorithm,
            id=f"{spec.name}-{algorithm}",
            marks=[pytest.mark.slow] if (spec.name, algorithm) in SLOW else [],
        )
        for spec in all_games()
        for algorithm in algorithms(spec)
        if not (depth_limited and algorithm in DEPTHLESS)
    ]


def node_limit(algorithm: str) -> int:
    """The node (or playout) limit ``algorithm`` is tried with."""
    return PLAYOUT_LIMIT if algorithm in DEPTHLESS else NODE_LIMIT


def search(
    searcher: Searcher,
    state: BoardState,
    limits: Limits,
    stop: threading.Event | None = None,
    on_info: InfoCallback | None = None,
) -> SearchResult:
    """``searcher``'s result in ``state``, its move checked to be legal."""
    result = searcher.search(state, limits, stop=stop, on_info=on_info)
    assert result.best_move in state.legal_moves(), f"illegal move {result.best_move!r}"
    return result


def new_searcher(spec: GameSpec, algorithm: str) -> Searcher:
    """One searcher for all the positions of a test (seeded): some allocate large tables."""
    return spec.searcher(algorithm, random.Random(1))


@pytest.mark.parametrize(("spec", "algorithm"), cases(depth_limited=True))
def test_a_depth_limit_is_honoured(spec, algorithm):
    limits = Limits(depth=DEPTH_LIMIT, nodes=DEPTH_SEARCH_NODES)
    searcher = new_searcher(spec, algorithm)
    for state in positions(spec):
        result = search(searcher, state, limits)
        if result.stop_reason not in ANSWERED:
            assert result.depth <= DEPTH_LIMIT, state.to_text()
        assert result.nodes <= DEPTH_SEARCH_NODES + NODE_SLACK, state.to_text()


@pytest.mark.parametrize(("spec", "algorithm"), cases())
def test_a_node_limit_is_honoured(spec, algorithm):
    limit = node_limit(algorithm)
    searcher = new_searcher(spec, algorithm)
    for state in positions(spec):
        result = search(searcher, state, Limits(nodes=limit))
        assert result.nodes <= limit + NODE_SLACK, state.to_text()


@pytest.mark.parametrize(("spec", "algorithm"), cases())
def test_a_stop_set_before_the_search_returns_a_legal_move_at_once(spec, algorithm):
    searcher = new_searcher(spec, algorithm)
    stop = threading.Event()
    stop.set()
    for state in positions(spec):
        result = search(searcher, state, Limits(nodes=STOP_SEARCH_NODES), stop)
        assert (
            result.stop_reason is StopReason.CANCELLED
            or result.stop_reason in ANSWERED
            or result.nodes == 0  # a random move: nothing searched
        ), (state.to_text(), result.stop_reason, result.nodes)


class StopAtFirstReport:
    """An ``on_info`` callback that sets its stop event at the search's first report."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.reports: list[SearchResult] = []

    def __call__(self, report: SearchResult) -> None:
        self.reports.append(report)
        self.stop.set()


@pytest.mark.parametrize(("spec", "algorithm"), cases())
def test_a_stop_set_during_the_search_cancels_it(spec, algorithm):
    # One position, the farthest from the start (out of the books): MCTS reports only every
    # quarter of a second, so that each of these searches lasts that long.
    state = list(positions(spec))[-1]
    listener = StopAtFirstReport()
    limits = Limits(nodes=STOP_SEARCH_NODES)
    result = search(new_searcher(spec, algorithm), state, limits, listener.stop, listener)
    if listener.reports and result != listener.reports[0]:  # it went on after the stop
        assert result.stop_reason is StopReason.CANCELLED or result.stop_reason in ANSWERED, (
            state.to_text(),
            result.stop_reason,
        )
