"""The compiled alpha-beta of Connect Four's expert against the generic engine it mirrors."""

from __future__ import annotations

import random
import threading

import pytest

from engine.alphabeta import AlphaBeta
from engine.search import Limits, SearchResult, StopReason
from games.connect4.compiled.alphabeta import WARM_UP, CompiledAlphaBeta
from games.connect4.compiled.solver import Solver, engine_score
from games.connect4.evaluation import heuristic, order_moves
from games.connect4.rules import Connect4State
from games.kernels.warmup import warm_up
from tests.unit.games.connect4.test_connect4_solver import random_position


def scores(result: SearchResult) -> dict[int, tuple[int, bool]]:
    return {entry.move: (entry.score, entry.exact) for entry in result.move_scores}


@pytest.mark.parametrize(
    ("width", "height", "stones"), [(4, 4, 3), (5, 4, 6), (7, 6, 8), (7, 6, 20), (8, 7, 10)]
)
@pytest.mark.parametrize("depth", [1, 2, 4, 5])
def test_every_column_scores_what_the_generic_engine_scores(
    width: int, height: int, stones: int, depth: int
) -> None:
    """Same heuristic, same depth, fresh tables: the same score (and exactness) per column."""
    rng = random.Random(width * 1000 + stones * 10 + depth)
    for _ in range(4):
        state = random_position(rng, width, height, stones)
        limits = Limits(depth=depth)
        oracle = AlphaBeta(heuristic, order_moves).search(state, limits, score_all_moves=True)
        ours = CompiledAlphaBeta(width, height).search(state, limits, score_all_moves=True)
        assert (ours.score, ours.exact, ours.depth) == (oracle.score, oracle.exact, oracle.depth)
        assert scores(ours) == scores(oracle), state.to_text()


@pytest.mark.parametrize(("width", "height", "stones", "depth"), [(7, 6, 6, 6), (8, 7, 6, 8)])
@pytest.mark.slow
def test_the_best_move_and_its_line_match_the_generic_engine(
    width: int, height: int, stones: int, depth: int
) -> None:
    """The expected line is read from the table: the deep slot of a bucket keeps it."""
    rng = random.Random(7)
    for _ in range(10):
        state = random_position(rng, width, height, stones)
        oracle = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=depth))
        ours = CompiledAlphaBeta(width, height).search(state, Limits(depth=depth))
        assert (ours.best_move, ours.score) == (oracle.best_move, oracle.score)
        assert ours.pv == oracle.pv, state.to_text()


def test_searched_to_the_end_it_finds_the_solvers_value() -> None:
    rng = random.Random(3)
    solver = Solver(5, 4)
    for _ in range(5):
        state = random_position(rng, 5, 4, 4)
        result = CompiledAlphaBeta(5, 4).search(state, Limits())
        assert result.exact and result.stop_reason is StopReason.SOLVED
        value = solver.solve(state).score
        assert result.score == engine_score(value, state.moves_played, state.geometry.cells)
        line = state
        for move in result.pv:
            line = line.play(move)
        assert line.outcome() is not None, "an exact line plays the game out"


def test_the_table_kept_between_searches_saves_nodes() -> None:
    state = Connect4State.new(8, 7).play(3).play(4)
    search = CompiledAlphaBeta(8, 7)
    first = search.search(state, Limits(depth=9))
    again = search.search(state, Limits(depth=9))
    assert again.best_move == first.best_move
    assert again.nodes < first.nodes / 10
    search.clear()
    assert search.search(state, Limits(depth=9)).nodes == first.nodes


def test_a_node_limit_returns_the_last_completed_depth() -> None:
    state = Connect4State.new(8, 7)
    result = CompiledAlphaBeta(8, 7).search(state, Limits(nodes=200_000))
    assert result.stop_reason is StopReason.NODES
    assert 200_000 <= result.nodes < 200_000 + 4096  # the kernel looks every 4096 nodes
    deepest = CompiledAlphaBeta(8, 7).search(state, Limits(depth=result.depth))
    assert (result.best_move, result.score, result.pv) == (
        deepest.best_move,
        deepest.score,
        deepest.pv,
    )


def _search_until_cancelled(search: CompiledAlphaBeta, delay: float) -> SearchResult:
    """Search the empty 8x7 board without limits and set the stop event after ``delay``
    seconds (on a thread, so that a search that ignores it fails the test instead of
    hanging it)."""
    stop = threading.Event()
    answers: list[SearchResult] = []
    thinking = threading.Thread(
        target=lambda: answers.append(search.search(Connect4State.new(8, 7), Limits(), stop=stop)),
        daemon=True,
    )
    thinking.start()
    threading.Timer(delay, stop.set).start()
    thinking.join(timeout=60)
    assert not thinking.is_alive(), "the search did not stop when cancelled"
    (result,) = answers
    assert result.stop_reason is StopReason.CANCELLED
    assert result.depth >= 1 and result.pv[0] == result.best_move
    return result


@pytest.mark.slow
def test_cancelling_stops_the_kernel() -> None:
    """Without any limit only the stop event ends the search, and it ends it inside an
    iteration: more nodes than the depth returned took, fewer than finishing the next one
    would have (a search that only looked at the stop event between iterations would have
    finished it).  On a busy machine a stop can land between two iterations; then the
    test tries again later in the search, a few times."""
    warm_up(WARM_UP)  # not compiling when the stop comes
    search = CompiledAlphaBeta(8, 7)
    stopped_inside = False
    for delay in (0.3, 0.7, 1.5, 3.0):
        result = _search_until_cancelled(search, delay)
        completed, next_one = (
            CompiledAlphaBeta(8, 7).search(Connect4State.new(8, 7), Limits(depth=depth)).nodes
            for depth in (result.depth, result.depth + 1)
        )
        assert completed <= result.nodes < next_one
        if completed < result.nodes:
            stopped_inside = True
            break
    assert stopped_inside, "every stop waited for the end of an iteration"
    # The next search is not stopped by the last one's cancel.
    assert search.search(Connect4State.new(8, 7), Limits(depth=3)).stop_reason is StopReason.DEPTH


def test_a_board_of_another_size_is_refused() -> None:
    with pytest.raises(ValueError, match="8x7"):
        CompiledAlphaBeta(8, 7).search(Connect4State.new(), Limits(depth=1))
