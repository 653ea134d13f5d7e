"""Monte Carlo tree search: tactics with a fixed seed, proofs, and reported statistics."""

import random

from engine.mcts import MCTS
from engine.search import WIN, Limits, StopReason
from games.mnk.rules import MnkState


def test_takes_a_win_in_one():
    state = MnkState.from_text("3,3,3 .../oo./xx. x")
    result = MCTS(random.Random(7)).search(state, Limits(nodes=300))
    assert state.move_text(result.best_move) == "c1"
    assert result.exact and result.score == WIN - 1


def test_blocks_a_loss_in_one():
    # X to move; O threatens c2 (a2-b2).  X has no win of its own.
    state = MnkState.from_text("3,3,3 x../oo./x.. x")
    result = MCTS(random.Random(3)).search(state, Limits(nodes=2000))
    assert state.move_text(result.best_move) == "c2"


def test_blocks_a_loss_in_one_on_a_bigger_board():
    # 5x5, four in a row: O's b3-c3-d3 is blocked at a3, so e3 is the only defence.
    state = MnkState.from_text("5,5,4 ....x/...../xooo./...../x.... x")
    result = MCTS(random.Random(11)).search(state, Limits(nodes=4000))
    assert state.move_text(result.best_move) == "e3"


def test_proves_a_small_endgame_and_stops():
    # O to move with four cells left; best play draws.
    state = MnkState.from_text("3,3,3 x../oxx/.o. o")
    result = MCTS(random.Random(1)).search(state, Limits(nodes=100_000))
    assert result.stop_reason is StopReason.SOLVED
    assert result.exact and result.outcome == "draw"
    assert result.nodes < 100_000


def test_reports_visits_for_every_explored_move_and_respects_playouts():
    state = MnkState.new(4, 4, 4)
    result = MCTS(random.Random(5)).search(state, Limits(nodes=500))
    assert result.nodes == 500
    assert result.stop_reason is StopReason.NODES
    assert sum(entry.visits for entry in result.move_scores) == 500
    assert result.best_move == max(result.move_scores, key=lambda m: m.visits).move
    assert not result.exact


def test_same_seed_same_result():
    state = MnkState.new(4, 4, 3)
    first = MCTS(random.Random(42)).search(state, Limits(nodes=400))
    second = MCTS(random.Random(42)).search(state, Limits(nodes=400))
    assert first.move_scores == second.move_scores
