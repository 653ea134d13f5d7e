"""Alpha-beta against the minimax oracle, and proof detection, on small m,n,k boards."""

import random

import pytest

from engine.alphabeta import AlphaBeta
from engine.minimax import Minimax
from engine.search import WIN, Limits, StopReason
from games.mnk.evaluation import heuristic, order_moves
from games.mnk.rules import MnkState


def random_position(rng: random.Random, size: tuple[int, int, int], stones: int) -> MnkState:
    """A position reached by ``stones`` random moves (fewer if the game ends first)."""
    state = MnkState.new(*size)
    for _ in range(stones):
        moves = state.legal_moves()
        if not moves or state.outcome() is not None:
            break
        state = state.play(rng.choice(moves))
    return state


def open_positions(seed: int, size: tuple[int, int, int], stones: int, count: int):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = random_position(rng, size, stones)
        if state.outcome() is None:
            found.append(state)
    return found


@pytest.mark.parametrize("use_table", [True, False])
@pytest.mark.parametrize(
    ("size", "stones", "count"),
    [((3, 3, 3), 0, 1), ((3, 3, 3), 2, 3), ((3, 3, 3), 4, 8), ((4, 3, 3), 5, 6)],
)
@pytest.mark.slow
def test_alphabeta_solves_like_minimax(size, stones, count, use_table):
    for state in open_positions(seed=stones, size=size, stones=stones, count=count):
        oracle = Minimax(heuristic).search(state, Limits(), score_all_moves=True)
        result = AlphaBeta(heuristic, order_moves, use_table=use_table).search(
            state, Limits(), score_all_moves=True
        )
        assert oracle.exact and result.exact
        assert result.score == oracle.score, state.to_text()
        assert {m.move: m.score for m in result.move_scores} == {
            m.move: m.score for m in oracle.move_scores
        }


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_depth_limited_alphabeta_without_table_equals_minimax(depth):
    for state in open_positions(seed=depth, size=(4, 4, 3), stones=3, count=5):
        oracle = Minimax(heuristic).search(state, Limits(depth=depth))
        result = AlphaBeta(heuristic, order_moves, use_table=False).search(
            state, Limits(depth=depth)
        )
        assert result.score == oracle.score
        assert result.depth == oracle.depth == depth


def test_empty_tictactoe_is_an_exact_draw():
    result = AlphaBeta(heuristic, order_moves).search(MnkState.new(), Limits())
    assert result.exact
    assert result.outcome == "draw"
    assert result.plies_to_end is None
    assert result.stop_reason is StopReason.SOLVED


def test_win_in_one_is_proven_with_its_distance():
    # X to move with x on a1 and b1: c1 wins at once.
    state = MnkState.from_text("3,3,3 .../oo./xx. x")
    result = AlphaBeta(heuristic, order_moves).search(state, Limits(), score_all_moves=True)
    assert state.move_text(result.best_move) == "c1"
    assert result.score == WIN - 1
    assert result.outcome == "win" and result.plies_to_end == 1
    losing = [m for m in result.move_scores if m.outcome == "loss"]
    # A move that neither wins nor blocks c2 lets O complete a2-b2-c2 at once.
    assert all(m.plies_to_end == 2 for m in losing)


def test_forced_loss_is_proven_with_its_distance():
    # O to move; X threatens both c1 (a1-b1) and a3 (a1-a2): whatever O does, X wins next.
    state = MnkState.from_text("3,3,3 .o./xo./xx. o")
    result = AlphaBeta(heuristic, order_moves).search(state, Limits(), score_all_moves=True)
    assert result.exact
    assert result.outcome == "loss" and result.plies_to_end == 2
    assert result.score == -(WIN - 2)
    assert all(m.outcome == "loss" for m in result.move_scores)


def test_principal_variation_is_playable():
    state = MnkState.new(4, 4, 3)
    result = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=4))
    assert result.pv[0] == result.best_move
    for move in result.pv:
        assert move in state.legal_moves()
        state = state.play(move)


@pytest.mark.parametrize("salt_seed", [13, 18, 33, 38])
@pytest.mark.slow
def test_grafted_table_values_do_not_fake_an_exact_distance(salt_seed):
    """Hare and Hounds has many transpositions: proven table entries reached by a
    shorter path can show a win beyond the nominal depth.  Such a win is real but
    maybe not the fastest, so the search must keep deepening.  These heuristics
    (noise keyed by position) once made it stop at a win in 25 or 27 instead of 23.
    """
    from games.registry import get_game

    spec = get_game("hare-hounds")
    start = spec.new_state()
    truth = spec.searcher("perfect").search(start, Limits())
    salt = random.Random(salt_seed).getrandbits(64)

    def noise(state) -> int:
        return hash((state.key(), salt)) % 2001 - 1000

    result = AlphaBeta(noise, spec.order_moves).search(start, Limits())
    assert truth.exact and result.exact
    assert result.score == truth.score
