"""Tic-tac-toe's levels: expert never loses and sets traps; hard sees forks but falls
for traps; beginner can be beaten."""

import random
from functools import cache

import pytest

from engine.player import Level, choose_move, move_chances
from engine.search import Limits
from games.mnk.rules import MnkState
from games.registry import get_game

SPEC = get_game("tictactoe")


@cache
def perfect_values() -> dict:
    """Exact value of every reachable position from the side to move: 1 win, 0, -1 loss."""
    values: dict = {}

    def solve(state: MnkState) -> int:
        key = state.key()
        if key not in values:
            outcome = state.outcome()
            if outcome is not None:
                values[key] = (
                    0 if outcome.winner is None else (1 if outcome.winner == state.to_move else -1)
                )
            else:
                values[key] = max(-solve(state.play(move)) for move in state.legal_moves())
        return values[key]

    solve(MnkState.new())
    return values


def level_searcher(name: str):
    return SPEC.searcher(SPEC.level(name).algorithm)


def expert_move(state: MnkState, searcher) -> int:
    decision = choose_move(searcher, state, SPEC.level("expert"), random.Random(0))
    return decision.move


@pytest.mark.parametrize("expert_side", [0, 1])
def test_expert_never_loses_against_any_line(expert_side):
    """Every opponent move is tried at every turn; expert answers each."""
    searcher = level_searcher("expert")
    games = 0
    stack = [MnkState.new()]
    while stack:
        state = stack.pop()
        outcome = state.outcome()
        if outcome is not None:
            games += 1
            assert outcome.winner != 1 - expert_side, state.to_text()
            continue
        if state.to_move == expert_side:
            stack.append(state.play(expert_move(state, searcher)))
        else:
            stack.extend(state.play(move) for move in state.legal_moves())
    assert games > 50  # the walk really branched over the opponent's replies


def test_expert_only_plays_value_keeping_moves():
    values = perfect_values()
    searcher = level_searcher("expert")
    rng = random.Random(5)
    for _ in range(40):
        state = SPEC.new_state()
        while state.outcome() is None:
            if rng.random() < 0.5:
                move = expert_move(state, searcher)
                assert -values[state.play(move).key()] == values[state.key()], state.to_text()
            else:
                move = rng.choice(state.legal_moves())
            state = state.play(move)


def level_replies(name: str, moves: list[str], seeds: int = 20) -> set[str]:
    """The moves level ``name`` plays after ``moves``, one game per seed."""
    state = SPEC.replay(moves)
    searcher = level_searcher(name)
    return {
        state.move_text(choose_move(searcher, state, SPEC.level(name), random.Random(s)).move)
        for s in range(seeds)
    }


def test_expert_answers_the_centre_with_a_corner():
    assert level_replies("expert", ["b2"], seeds=5) <= {"a1", "c1", "a3", "c3"}


def losing_replies(state: MnkState) -> int:
    values = perfect_values()
    return sum(values[state.play(reply).key()] == 1 for reply in state.legal_moves())


def test_expert_opens_with_the_move_that_leaves_the_most_losing_replies():
    state = SPEC.new_state()
    most = max(losing_replies(state.play(move)) for move in state.legal_moves())
    assert most == 7  # a corner: only the centre holds
    for opening in level_replies("expert", [], seeds=5):
        assert losing_replies(SPEC.replay([opening])) == most


def test_hard_sees_a_fork_one_move_away():
    # After a1 b2 c3, either free corner lets X fork with the other one.
    replies = level_replies("hard", ["a1", "b2", "c3"])
    assert replies and not replies & {"a3", "c1"}


def test_hard_can_fall_for_a_trap_that_expert_sets():
    """A forcing move and then a fork are 6 plies from O's reply, beyond hard's depth."""
    values = perfect_values()
    replies = level_replies("hard", ["a1"])
    lost = {text for text in replies if values[SPEC.replay(["a1", text]).key()] == 1}
    assert lost, "hard always found the centre: expert could not score against it"


def play(levels: tuple[Level, Level], seed: int) -> int | None:
    """The winner of one game between two levels (``None`` for a draw)."""
    rng = random.Random(seed)
    searchers = (SPEC.searcher(levels[0].algorithm), SPEC.searcher(levels[1].algorithm))
    state = SPEC.new_state()
    while state.outcome() is None:
        side = state.to_move
        state = state.play(choose_move(searchers[side], state, levels[side], rng).move)
    return state.outcome().winner


def test_beginner_loses_some_games_to_a_perfect_player():
    beginner, expert = SPEC.level("beginner"), SPEC.level("expert")
    losses = 0
    for seed in range(40):
        beginner_side = seed % 2
        pair = (beginner, expert) if beginner_side == 0 else (expert, beginner)
        winner = play(pair, seed)
        assert winner != beginner_side  # a perfect player never loses
        losses += winner == 1 - beginner_side
    assert losses >= 5


def test_margin_picks_among_near_best_moves_only():
    state = MnkState.from_text("3,3,3 .../oo./xx. x")  # c1 wins; everything else is worse
    searcher = SPEC.searcher("alphabeta")
    level = Level("alphabeta", Limits(depth=2), margin=10)
    for seed in range(10):
        assert (
            state.move_text(choose_move(searcher, state, level, random.Random(seed)).move) == "c1"
        )


def test_blunder_rate_one_plays_random_legal_moves_without_searching():
    state = MnkState.new()
    level = Level("alphabeta", Limits(), blunder=1.0)
    moves = {
        choose_move(SPEC.searcher("alphabeta"), state, level, random.Random(s)).move
        for s in range(30)
    }
    assert len(moves) > 3
    decision = choose_move(SPEC.searcher("alphabeta"), state, level, random.Random(1))
    assert decision.result is None


def test_level_validation():
    with pytest.raises(ValueError, match="probability"):
        Level(blunder=1.5)
    with pytest.raises(ValueError, match="unknown level"):
        SPEC.level("grandmaster")


def test_move_chances_give_every_move_a_level_can_play_and_sum_to_one():
    state = MnkState.from_text("3,3,3 .../oo./xx. x")  # c1 wins at once
    searcher = SPEC.searcher("alphabeta")
    careful = move_chances(searcher, state, Level("alphabeta", Limits(depth=2), margin=10))
    assert careful == {state.parse_move("c1"): 1.0}
    sloppy = Level("alphabeta", Limits(depth=2), blunder=0.4, margin=10)
    chances = move_chances(searcher, state, sloppy)
    assert sum(chances.values()) == pytest.approx(1.0)
    assert set(chances) == set(state.legal_moves())
    assert chances[state.parse_move("c1")] == pytest.approx(0.6 + 0.4 / 5)
    for seed in range(20):  # choose_move plays only moves given a chance
        chosen = choose_move(searcher, state, sloppy, random.Random(seed)).move
        assert chances[chosen] > 0


def test_move_chances_of_a_wide_margin_are_shared_among_the_near_best():
    state = MnkState.new()
    level = Level("alphabeta", Limits(depth=1), margin=1_000_000)
    chances = move_chances(SPEC.searcher("alphabeta"), state, level)
    assert chances == pytest.approx(dict.fromkeys(state.legal_moves(), 1 / 9))
