"""The Connect Four solver: public benchmark scores, the generic engine as oracle, budgets."""

from __future__ import annotations

import random
import subprocess
import sys
import threading

import pytest

from engine.alphabeta import AlphaBeta
from engine.search import Limits, SearchResult, StopReason
from games.connect4.compiled.solver import Solver, engine_score, public_score
from games.connect4.evaluation import heuristic, order_moves
from games.connect4.rules import Connect4State
from games.connect4.searcher import PerfectSearcher
from tests.support import REPO, SHARED_DATA

DATA = SHARED_DATA / "connect4"

# (file, how many positions from the start of the file, or explicit line numbers)
SAMPLES = {
    "Test_L3_R1": range(0, 60),
    "Test_L2_R1": range(0, 40),
    "Test_L2_R2": range(0, 8),
    "Test_L1_R1": range(0, 30),
    "Test_L1_R2": range(0, 2),
    # Begin-Hard positions take seconds each; two of the quicker ones (< 1M nodes).
    "Test_L1_R3": (168, 208),
}


def replay(record: str, width: int = 7, height: int = 6) -> Connect4State:
    state = Connect4State.new(width, height)
    for text in record:
        state = state.play(state.parse_move(text))
    return state


def benchmark_positions(name: str) -> list[tuple[Connect4State, int]]:
    path = DATA / name
    if not path.is_file():
        pytest.skip(f"benchmark file {path} is absent (expected ../shared/data/connect4)")
    lines = path.read_text().splitlines()
    positions = []
    for index in SAMPLES[name]:
        record, score = lines[index].split()
        positions.append((replay(record), int(score)))
    return positions


@pytest.fixture(scope="module")
def solver() -> Solver:
    return Solver()


@pytest.fixture(scope="module")
def searcher() -> PerfectSearcher:
    return PerfectSearcher()


@pytest.mark.parametrize("name", list(SAMPLES))
def test_solver_reproduces_the_public_scores(solver: Solver, name: str) -> None:
    for state, expected in benchmark_positions(name):
        solver.clear()
        solution = solver.solve(state)
        assert solution.score == expected, state.to_text()


def test_weak_solve_tells_win_draw_and_loss(solver: Solver) -> None:
    for state, expected in benchmark_positions("Test_L2_R1")[:20]:
        solver.clear()
        sign = (expected > 0) - (expected < 0)
        assert solver.solve(state, weak=True).score == sign


def test_the_searcher_plays_a_legal_move_that_keeps_the_value(
    solver: Solver, searcher: PerfectSearcher
) -> None:
    positions = benchmark_positions("Test_L2_R1")[:10] + benchmark_positions("Test_L1_R1")[:10]
    for state, expected in positions:
        result = searcher.search(state, Limits())
        n, cells = state.moves_played, state.geometry.cells
        assert result.exact and result.stop_reason is StopReason.SOLVED
        assert result.score == engine_score(expected, n, cells)
        assert result.best_move in state.legal_moves()
        child = state.play(result.best_move)
        kept = (cells + 1 - n) // 2 if child.outcome() else -solver.solve(child).score
        assert kept == expected, state.to_text()
        assert result.pv[0] == result.best_move


def test_a_known_lower_bound_gives_the_same_score_with_fewer_nodes(solver: Solver) -> None:
    """A bound equal to the score leaves one null-window search; a lower one is only a start."""
    for state, expected in benchmark_positions("Test_L2_R2"):
        solver.clear()
        cold = solver.solve(state)
        for bound in (expected, expected - 3):
            solver.clear()
            assert solver.solve(state, at_least=bound).score == expected, (state, bound)
        solver.clear()
        assert solver.solve(state, at_least=expected).nodes < cold.nodes, state.to_text()


def test_an_interrupted_solve_from_a_bound_keeps_the_whole_range(solver: Solver) -> None:
    (state, expected), *_ = benchmark_positions("Test_L1_R2")
    solver.clear()
    partial = solver.solve(state, at_least=expected - 1, node_limit=5_000)
    assert not partial.complete
    assert partial.low == expected - 1 and partial.high > expected


def test_the_position_before_a_move_is_found_from_the_column() -> None:
    state = replay("4453")  # Red 4, Yellow 4, Red 5, Yellow 3: Red to move
    befores = [state.before_last_stone_in(column) for column in range(7)]
    assert [column for column, before in enumerate(befores) if before is not None] == [2, 3]
    assert befores[2].key() == replay("445").key()  # Yellow's last stone went in column 3
    assert befores[3].key() == replay("435").key()  # ... or its stone on top of column 4
    assert state.play(0).before_last_stone_in(0).key() == state.key()


@pytest.mark.slow
def test_the_searcher_keeps_the_exact_value_along_a_game() -> None:
    """After its own move keeping the score, any reply leaves a bound; the values stay exact."""
    searcher, fresh = PerfectSearcher(), Solver()
    state = benchmark_positions("Test_L1_R1")[0][0]
    rng = random.Random(5)
    while state.outcome() is None:
        if state.moves_played % 2 == 0:
            result = searcher.search(state, Limits())
            expected = fresh.solve(state).score
            assert result.exact and result.score == engine_score(
                expected, state.moves_played, state.geometry.cells
            ), state.to_text()
            state = state.play(result.best_move)
        else:
            state = state.play(rng.choice(state.legal_moves()))


def test_score_conventions_convert_both_ways() -> None:
    cells = 42
    for n in range(cells):
        for score in range(-((cells - n) // 2), (cells + 1 - n) // 2 + 1):
            converted = engine_score(score, n, cells)
            assert public_score(converted, n, cells) == score
            assert (converted > 0) == (score > 0) and (converted < 0) == (score < 0)
    # A win with the next stone is one ply away; a loss to the reply, two.
    assert engine_score((43 - 10) // 2, 10, 42) == 1_000_000 - 1
    assert engine_score(-((42 - 10) // 2), 10, 42) == -(1_000_000 - 2)
    # The first player wins the empty board with the last of 21 stones, ply 41.
    assert engine_score(1, 0, 42) == 1_000_000 - 41


def random_position(rng: random.Random, width: int, height: int, stones: int) -> Connect4State:
    """A position after ``stones`` random moves that is not over (retries until one is)."""
    while True:
        state = Connect4State.new(width, height)
        for _ in range(stones):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            return state


@pytest.mark.parametrize(
    ("width", "height", "stones", "count"), [(4, 4, 4, 5), (5, 4, 7, 5), (7, 6, 32, 6)]
)
def test_solver_agrees_with_generic_alpha_beta(
    width: int, height: int, stones: int, count: int
) -> None:
    """Every column's exact score equals that of the pure-Python engine searched to the end."""
    rng = random.Random(width * 100 + stones)
    searcher = PerfectSearcher(width, height)
    for _ in range(count):
        state = random_position(rng, width, height, stones)
        oracle = AlphaBeta(heuristic, order_moves).search(state, Limits(), score_all_moves=True)
        ours = searcher.search(state, Limits(), score_all_moves=True)
        assert oracle.exact and ours.exact
        assert ours.score == oracle.score, state.to_text()
        expected = {entry.move: entry.score for entry in oracle.move_scores}
        assert {entry.move: entry.score for entry in ours.move_scores} == expected
        assert all(entry.exact for entry in ours.move_scores)


def test_node_limit_leaves_valid_bounds(solver: Solver) -> None:
    (state, expected), *_ = benchmark_positions("Test_L1_R2")
    solver.clear()
    partial = solver.solve(state, node_limit=5_000)
    assert not partial.complete
    assert partial.low <= expected <= partial.high
    with pytest.raises(ValueError, match="only known to lie"):
        _ = partial.score


def test_interrupted_solver_stops_until_resumed(solver: Solver) -> None:
    (state, expected), *_ = benchmark_positions("Test_L1_R2")
    solver.clear()
    solver.interrupt()
    try:
        assert not solver.solve(state).complete
    finally:
        solver.resume()
    assert solver.solve(state).score == expected


def test_searcher_falls_back_when_the_solver_cannot_finish(searcher: PerfectSearcher) -> None:
    searcher.clear()
    empty = Connect4State.new()
    result = searcher.search(empty, Limits(nodes=3_000))
    assert not result.exact
    assert result.best_move in empty.legal_moves()
    assert result.algorithm == "perfect"


def search_until_cancelled(
    searcher: PerfectSearcher, state: Connect4State, stop: threading.Event
) -> SearchResult:
    """``searcher``'s unlimited search of ``state``, which only ``stop`` can end; on a
    thread, so that a search that ignores it fails the test instead of hanging it."""
    answers = []
    thinking = threading.Thread(
        target=lambda: answers.append(searcher.search(state, Limits(), stop=stop)), daemon=True
    )
    thinking.start()
    thinking.join(timeout=60)
    assert not thinking.is_alive(), "the search did not stop when cancelled"
    (result,) = answers
    return result


def test_searcher_answers_at_once_when_cancelled(searcher: PerfectSearcher) -> None:
    stop = threading.Event()
    stop.set()
    result = search_until_cancelled(searcher, Connect4State.new(), stop)
    assert result.stop_reason is StopReason.CANCELLED
    assert result.best_move in range(7)
    assert not result.exact


def fallback_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "connect4-fallback"]


@pytest.mark.slow
def test_searcher_stops_its_heuristic_search_once_the_solver_has_proven_the_value(
    searcher: PerfectSearcher,
) -> None:
    state = replay("4444443")  # proven in a few thousand nodes
    result = searcher.search(state, Limits(time=60))
    assert result.exact and result.stop_reason is StopReason.SOLVED
    assert fallback_threads() == []


def test_cancelling_stops_the_solver_and_the_heuristic_search_beside_it() -> None:
    searcher = PerfectSearcher(8, 7)  # no book: the empty board is far beyond the solver
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    result = search_until_cancelled(searcher, Connect4State.new(8, 7), stop)
    assert result.stop_reason is StopReason.CANCELLED and not result.exact
    assert result.best_move in range(8)
    assert fallback_threads() == []


@pytest.mark.slow
def test_importing_compiles_nothing_and_warming_up_compiles_experts_kernels() -> None:
    code = (
        "import sys, games.connect4, games.connect4.spec\n"
        "assert 'numba' not in sys.modules, 'games.connect4 loaded numba'\n"
        "from games.connect4 import searcher\n"
        "from games.connect4.compiled import alphabeta, solver\n"
        "from games.kernels.warmup import compiled\n"
        "assert not solver._negamax.signatures and not solver._narrow.signatures\n"
        "assert not alphabeta._negamax.signatures\n"
        "assert not compiled(searcher.KERNELS)\n"
        "from games.connect4.spec import WARM_UP_EXPERT\n"
        "WARM_UP_EXPERT()\n"
        "assert compiled(solver.KERNELS) and compiled(alphabeta.KERNELS)\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)


def test_the_loss_scan_marks_the_columns_a_weak_solve_proves_lost(solver: Solver) -> None:
    from tools.match.connect4_expert import columns_lost

    state = replay("11223")  # Red threatens the bottom of column 4: Yellow must block
    played = state.landing_bit(3)
    assert columns_lost(solver, state, played, 1_000) == (
        "columns (* played): 1 lost, 2 lost, 3 lost, 4* open, 5 lost, 6 lost, 7 lost"
    )
