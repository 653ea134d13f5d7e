"""The m,n,k solver and the ``perfect`` searcher: exact values, traps, budgets."""

import threading

import pytest

from engine.alphabeta import AlphaBeta
from engine.search import WIN, Limits, StopReason
from games.mnk.evaluation import heuristic, order_moves
from games.mnk.rules import MnkState
from games.mnk.solver import PerfectSearcher, move_classes, symmetries
from games.registry import get_game
from tests.unit.engine.test_search_oracle import open_positions


@pytest.mark.parametrize(
    ("size", "stones", "count"),
    [((3, 3, 3), 0, 1), ((3, 3, 3), 3, 6), ((4, 3, 3), 4, 6), ((4, 4, 3), 6, 4)],
)
def test_every_move_scores_like_the_plain_alphabeta_solve(size, stones, count):
    for state in open_positions(seed=stones, size=size, stones=stones, count=count):
        oracle = AlphaBeta(heuristic, order_moves).search(state, Limits(), score_all_moves=True)
        result = PerfectSearcher().search(state, Limits(), score_all_moves=True)
        assert oracle.exact and result.exact
        assert result.score == oracle.score, state.to_text()
        assert {m.move: m.score for m in result.move_scores} == {
            m.move: m.score for m in oracle.move_scores
        }, state.to_text()


@pytest.mark.slow
def test_four_in_a_row_on_4x4_is_a_draw_from_every_first_move():
    result = PerfectSearcher().search(MnkState.new(4, 4, 4), Limits(), score_all_moves=True)
    assert result.exact and result.stop_reason is StopReason.SOLVED
    assert result.score == 0
    assert sorted(entry.move for entry in result.move_scores) == list(range(16))
    assert {entry.score for entry in result.move_scores} == {0}


@pytest.mark.slow
def test_an_open_three_on_5x5_is_a_win_in_three_plies():
    # X: b2 b3; playing b4 makes b2-b4 with both b1 and b5 open: two cells complete it.
    state = get_game("mnk-5-5-4").replay(["b2", "d4", "b3", "e5", "a5", "e1"])
    result = PerfectSearcher().search(state, Limits(), score_all_moves=True)
    assert result.exact
    assert result.score == WIN - 3
    assert state.move_text(result.best_move) in {"b4", "b1", "b5"}
    assert result.pv[0] == result.best_move
    assert len(result.pv) == 3  # the open three, a block, the winning stone


def test_symmetric_moves_share_a_class():
    empty = MnkState.new(4, 4, 4)
    classes = move_classes(empty)
    assert sorted(len(group) for group in classes.values()) == [4, 4, 8]  # centre, corners, edges
    assert len(symmetries(empty.geometry)) == 8
    assert len(symmetries(MnkState.new(5, 4, 4).geometry)) == 4
    lopsided = empty.play(0)  # a1: only the diagonal mirror keeps it
    assert sum(len(group) for group in move_classes(lopsided).values()) == 15
    assert len(move_classes(lopsided)) == 9


def test_among_drawing_moves_the_expert_sets_the_most_traps():
    # Every first move of tic-tac-toe draws; after a corner, 7 of O's 8 replies lose
    # (only the centre holds), after the centre 4 (the edges), after an edge fewer.
    result = PerfectSearcher().search(MnkState.new(), Limits())
    assert result.exact and result.score == 0
    assert result.best_move in {0, 2, 6, 8}


def test_an_open_position_is_searched_to_a_depth_instead():
    # X: b3 c3.  X at d3 would make b3-d3 with a3 and e3 both completing it, so every
    # O move but a3, d3 and e3 loses (O has no threat of its own to answer with).
    state = get_game("mnk-5-5-4").replay(["b3", "e5", "c3"])
    result = PerfectSearcher().search(state, Limits(nodes=3_000))
    assert not result.exact
    assert result.depth >= 2
    assert result.stop_reason is StopReason.NODES
    assert state.move_text(result.best_move) in {"a3", "d3", "e3"}


def test_cancelling_returns_a_legal_move():
    stop = threading.Event()
    stop.set()
    state = MnkState.new(7, 7, 5)
    result = PerfectSearcher().search(state, Limits(), stop=stop)
    assert result.best_move in state.legal_moves()
    assert result.stop_reason is StopReason.CANCELLED


def test_a_level_plays_the_same_moves_again():
    state = get_game("mnk-5-5-4").replay(["c3", "b2", "c2"])
    moves = {PerfectSearcher().search(state, Limits(nodes=20_000)).best_move for _ in range(3)}
    assert len(moves) == 1
