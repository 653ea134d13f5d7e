"""How long a move thinks (engine/time_plan.py) and the chess engine following it."""

from __future__ import annotations

import chess
import pytest

from engine.clock import MOVE_OVERHEAD, ClockReading
from engine.search import Limits, StopReason
from engine.time_plan import (
    MOST_OF_CLOCK,
    MOST_STRETCH,
    MOST_TIMES_TARGET,
    NEXT_ITERATION_SHARE,
    STABLE_ITERATIONS,
    TimePlan,
    Unrest,
)


def unrest_after(*iterations: tuple[str, int]) -> Unrest:
    unrest = Unrest()
    for move, score in iterations:
        unrest = unrest.after(move, score)
    return unrest


def test_a_fixed_time_neither_stretches_nor_shrinks() -> None:
    plan = TimePlan.of(Limits(time=2.0))
    assert plan == TimePlan.fixed(2.0)
    restless = unrest_after(("e4", 50), ("d4", -40), ("c4", -90))
    sure = unrest_after(*[("e4", 20)] * 8)
    for unrest in (restless, sure, Unrest()):
        assert plan.allows_iteration(NEXT_ITERATION_SHARE * 2.0 - 0.01, unrest)
        assert not plan.allows_iteration(NEXT_ITERATION_SHARE * 2.0 + 0.01, unrest)


def test_on_a_clock_the_target_is_the_moves_share_and_the_limit_a_few_times_more() -> None:
    reading = ClockReading(own=30.0, opponent=30.0, own_increment=0.3)
    plan = TimePlan.of(Limits().on_clock(reading))
    assert plan is not None and plan.flexible
    assert plan.target == pytest.approx(reading.move_seconds)
    assert plan.most == pytest.approx(MOST_TIMES_TARGET * reading.move_seconds)


def test_the_limit_never_takes_more_than_a_part_of_the_time_left() -> None:
    reading = ClockReading(own=4.0, opponent=30.0, own_increment=1.0)
    plan = TimePlan.on_clock(reading)
    assert plan.most == pytest.approx(MOST_OF_CLOCK * 4.0 - MOVE_OVERHEAD)
    assert plan.target < plan.most
    assert plan.most < MOST_TIMES_TARGET * plan.target


def test_no_time_limit_no_plan() -> None:
    assert TimePlan.of(Limits(depth=5, nodes=1000)) is None


def test_a_changing_best_move_and_a_falling_score_stretch_the_target() -> None:
    calm = unrest_after(("e4", 30), ("e4", 32))
    changed = unrest_after(("e4", 30), ("d4", 32))
    fallen = unrest_after(("e4", 30), ("e4", -40))
    both = unrest_after(("e4", 30), ("d4", -40))
    assert calm.stretch == 1.0
    assert 1.0 < changed.stretch < both.stretch
    assert 1.0 < fallen.stretch < both.stretch
    plan = TimePlan.on_clock(ClockReading(own=60.0, opponent=60.0))
    elapsed = NEXT_ITERATION_SHARE * plan.target * 1.1
    assert not plan.allows_iteration(elapsed, calm)
    assert plan.allows_iteration(elapsed, changed)


def test_older_changes_count_less_and_the_stretch_has_a_ceiling() -> None:
    recent = unrest_after(("e4", 0), ("e4", 0), ("e4", 0), ("d4", 0))
    older = unrest_after(("e4", 0), ("d4", 0), ("d4", 0), ("d4", 0))
    assert older.stretch < recent.stretch
    wild = unrest_after(*[(move, -100 * i) for i, move in enumerate("abababababab")])
    assert wild.stretch == MOST_STRETCH


def test_a_sure_move_shrinks_the_target() -> None:
    almost = unrest_after(*[("e4", 20)] * (STABLE_ITERATIONS - 1))
    sure = unrest_after(*[("e4", 20)] * STABLE_ITERATIONS)
    assert almost.stretch == 1.0
    assert sure.stretch < 1.0


def test_a_forced_move_on_a_clock_gets_one_iteration() -> None:
    from games.chess.compiled.searcher import CompiledChessSearcher

    # in check from the queen on f6, the black king has only Kg8 (the rook covers h7)
    board = chess.Board("7k/R7/5Q2/8/8/8/8/K7 b - - 0 1")
    assert board.legal_moves.count() == 1
    reading = ClockReading(own=300.0, opponent=300.0)
    result = CompiledChessSearcher(table_mb=1).search(board, Limits().on_clock(reading))
    assert result.best_move in board.legal_moves
    assert (result.depth, result.stop_reason) == (1, StopReason.TIME)
    fixed = CompiledChessSearcher(table_mb=1).search(board, Limits(time=300.0, depth=3))
    assert fixed.depth > 1
