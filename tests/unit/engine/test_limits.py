"""Every engine honours depth, node and time limits and the stop event."""

import random
import threading
from types import SimpleNamespace

import pytest

from engine import search as search_module
from engine.alphabeta import AlphaBeta
from engine.mcts import MCTS
from engine.minimax import Minimax
from engine.search import CHECK_INTERVAL, Budget, Limits, SearchAborted, SearchResult, StopReason
from games.mnk.evaluation import heuristic, order_moves
from games.mnk.rules import MnkState

BIG_BOARD = MnkState.new(7, 7, 5)

ENGINES = {
    "minimax": lambda: Minimax(heuristic),
    "alphabeta": lambda: AlphaBeta(heuristic, order_moves),
    "mcts": lambda: MCTS(random.Random(0)),
}


@pytest.mark.parametrize("name", ["minimax", "alphabeta"])
def test_depth_limit_is_the_last_completed_depth(name):
    result = ENGINES[name]().search(MnkState.new(4, 4, 4), Limits(depth=2))
    assert result.depth == 2
    assert result.stop_reason is StopReason.DEPTH
    assert not result.exact


@pytest.mark.parametrize("name", ["minimax", "alphabeta"])
def test_node_limit_stops_the_search(name):
    result = ENGINES[name]().search(BIG_BOARD, Limits(nodes=5_000))
    assert result.stop_reason is StopReason.NODES
    assert result.nodes <= 5_001
    assert result.best_move in BIG_BOARD.legal_moves()


def test_playout_limit_for_mcts():
    result = ENGINES["mcts"]().search(BIG_BOARD, Limits(nodes=50))
    assert result.stop_reason is StopReason.NODES
    assert result.nodes == 50


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_time_limit_stops_the_search(name):
    result = ENGINES[name]().search(BIG_BOARD, Limits(time=0.2))
    assert result.stop_reason is StopReason.TIME
    assert result.best_move in BIG_BOARD.legal_moves()


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_stop_event_set_before_the_search_returns_a_legal_move(name):
    stop = threading.Event()
    stop.set()
    result = ENGINES[name]().search(BIG_BOARD, Limits(), stop=stop)
    assert result.stop_reason is StopReason.CANCELLED
    assert result.best_move in BIG_BOARD.legal_moves()


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_stop_event_cancels_a_running_search_from_another_thread(name):
    stop = threading.Event()
    reports: list[SearchResult] = []

    def on_info(result: SearchResult) -> None:
        reports.append(result)
        stop.set()  # as a GUI's Stop button would, once something is known

    outcome: list[SearchResult] = []
    worker = threading.Thread(
        target=lambda: outcome.append(
            ENGINES[name]().search(BIG_BOARD, Limits(), stop=stop, on_info=on_info)
        )
    )
    worker.start()
    worker.join(timeout=60)
    assert not worker.is_alive()
    (result,) = outcome
    assert result.stop_reason is StopReason.CANCELLED
    # The answer is the last completed report, not a half-searched iteration.
    assert result.best_move == reports[-1].best_move
    assert result.depth == reports[-1].depth


def test_cancellation_is_checked_every_few_nodes():
    stop = threading.Event()
    searcher = AlphaBeta(heuristic, order_moves)
    calls = 0

    def counting_heuristic(state):
        nonlocal calls
        calls += 1
        if calls == 10:
            stop.set()
        return heuristic(state)

    searcher.heuristic = counting_heuristic
    result = searcher.search(BIG_BOARD, Limits(), stop=stop)
    assert result.stop_reason is StopReason.CANCELLED
    assert result.nodes <= 10 + 2 * CHECK_INTERVAL


@pytest.mark.parametrize(("seconds_per_node", "most_ticks"), [(0.001, 20), (1e-6, CHECK_INTERVAL)])
def test_the_budget_looks_at_the_stop_event_every_few_milliseconds(
    monkeypatch, seconds_per_node, most_ticks
):
    """On a fake clock: slow nodes are checked about every CHECK_SECONDS (10 nodes at
    1 ms), fast ones at least every CHECK_INTERVAL nodes."""
    clock = [0.0]
    monkeypatch.setattr(search_module, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    stop = threading.Event()
    budget = Budget(Limits(), stop)
    for _ in range(5_000):
        clock[0] += seconds_per_node
        budget.tick()
    stop.set()
    ticks = 0
    with pytest.raises(SearchAborted):
        while ticks <= 10 * CHECK_INTERVAL:
            clock[0] += seconds_per_node
            ticks += 1
            budget.tick()
    assert ticks <= most_ticks


def test_negative_limits_are_rejected():
    with pytest.raises(ValueError, match="depth"):
        Limits(depth=-1)


def test_a_share_of_the_limits_scales_time_and_nodes_but_not_depth():
    share = Limits(depth=3, time=2.0, nodes=1000).share(0.3)
    assert share == Limits(time=0.6, nodes=300)
    assert Limits(depth=3).share(0.5) == Limits()
    assert Limits(nodes=2).share(0.1).nodes == 1  # never an empty budget


def test_only_time_or_nodes_bound_a_search():
    assert not Limits(depth=5).bounded
    assert Limits(nodes=10).bounded and Limits(time=1.0).bounded
