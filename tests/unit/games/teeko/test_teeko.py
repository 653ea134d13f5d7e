"""Teeko's rules, notation, repetition draw, variant, heuristic and levels."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from engine.game_api import IllegalMoveError
from engine.player import LEVEL_NAMES, choose_move
from engine.search import HEURISTIC_BOUND, Limits
from games.teeko import LEVELS, spec, specs
from games.teeko.board import CELL_NAMES, SYMMETRIES, WINNING_PATTERNS, transform
from games.teeko.evaluation import heuristic

STANDARD = spec()
NO_CENTRE = spec(no_centre_first=True)
FILLED = ["a1", "e5", "b1", "d5", "a2", "e4", "b3", "d3"]
"""Eight drops: Black a1 b1 a2 b3, White e5 d5 e4 d3; no pattern yet; Black to move."""


def cells(*names: str) -> tuple[int, ...]:
    return tuple(CELL_NAMES.index(name) for name in names)


def test_there_are_44_winning_patterns_each_of_four_cells():
    assert len(WINNING_PATTERNS) == 10 + 10 + 8 + 16
    assert len(set(WINNING_PATTERNS)) == 44
    assert all(pattern.bit_count() == 4 for pattern in WINNING_PATTERNS)


def test_symmetries_map_patterns_onto_patterns():
    assert len(set(SYMMETRIES)) == 8
    for permutation in SYMMETRIES:
        assert {transform(pattern, permutation) for pattern in WINNING_PATTERNS} == set(
            WINNING_PATTERNS
        )


def test_drops_then_slides():
    state = STANDARD.new_state()
    assert len(state.legal_moves()) == 25
    assert state.legal_moves()[0] == (0,)
    state = STANDARD.replay(FILLED)
    assert state.to_move == 0 and not state.dropping
    assert state.outcome() is None
    # a1 (b2 free), b1 (c1, c2, b2), a2 (b2, a3), b3 (a3, a4, b4, c4, c3, c2, b2)
    moves = {state.move_text(move) for move in state.legal_moves()}
    assert "a1-b2" in moves and "b3-c4" in moves and "a1-a2" not in moves
    assert len(moves) == 1 + 3 + 2 + 7
    after = state.play(state.parse_move("b3-c4"))
    assert after.to_text() == "...ww/..b.w/...w./b..../bb... w"


@pytest.mark.parametrize(
    ("black", "name"),
    [
        (("a1", "b1", "c1", "d1"), "row"),
        (("e1", "e2", "e3", "e4"), "column"),
        (("b1", "c2", "d3", "e4"), "diagonal"),
        (("a4", "b3", "c2", "d1"), "anti-diagonal"),
        (("c3", "d3", "c4", "d4"), "square"),
    ],
)
def test_four_in_a_row_or_a_square_wins(black, name):
    white = ("a5", "b5", "e5", "a3")
    state = STANDARD.new_state()
    for own, other in zip(black[:3], white[:3], strict=True):
        state = state.play(state.parse_move(own)).play(state.parse_move(other))
    state = state.play(state.parse_move(black[3]))
    assert state.outcome() is not None, name
    assert state.outcome().winner == 0
    assert state.legal_moves() == []
    assert sorted(state.winning_cells()) == sorted(cells(*black))


def test_a_larger_square_does_not_win():
    state = STANDARD.from_text("b.b../...../b.b../...../www.. w")
    assert state.outcome() is None


def test_a_slide_can_win():
    state = STANDARD.from_text("w...w/...../.bbb./b..../..w.w b")
    won = state.play(state.parse_move("a2-a3"))
    assert won.outcome() is not None and won.outcome().winner == 0
    assert sorted(won.winning_cells()) == sorted(cells("a3", "b3", "c3", "d3"))


def test_threefold_repetition_draws():
    state = STANDARD.replay(FILLED)
    shuffle = ["a1-b2", "e5-d4", "b2-a1", "d4-e5"]
    for _ in range(2):
        for text in shuffle:
            assert state.outcome() is None
            state = state.play(state.parse_move(text))
    assert state.repetitions == 3
    assert state.outcome() is not None and state.outcome().winner is None
    assert "three times" in state.outcome().reason
    assert state.legal_moves() == []
    assert state.status_note() == ""
    # the same board twice is no draw yet, and a drop forgets the history
    twice = STANDARD.replay(FILLED + shuffle)
    assert twice.outcome() is None and "2 times" in twice.status_note()
    assert twice.key() == STANDARD.replay(FILLED).key()


@pytest.mark.parametrize(
    ("moves", "text", "message"),
    [
        ([], "c3-d4", "still has 4 markers to drop"),
        (["c3"], "c3", "c3 is occupied"),
        (FILLED, "c3", "dropped all four markers"),
        (FILLED, "a1-a3", "a3 is not next to a1"),
        (FILLED, "a1-a2", "a2 is occupied"),
        (FILLED, "c3-c4", "c3 is empty"),
        (FILLED, "e5-e3", "other side's marker"),
        ([], "f6", "not a cell"),
        ([], "hello", "not a move"),
    ],
)
def test_parse_move_explains_what_is_wrong(moves, text, message):
    state = STANDARD.replay(moves)
    with pytest.raises(IllegalMoveError, match=message):
        state.parse_move(text)


def test_notation_round_trips_and_is_case_insensitive():
    state = STANDARD.replay(FILLED)
    for move in state.legal_moves():
        assert state.parse_move(state.move_text(move).upper()) == move
        assert state.move_cells(move) == move
    assert state.parse_move(" b3 - c4 ") == cells("b3", "c4")


def test_the_variant_forbids_only_blacks_first_drop_on_the_centre():
    state = NO_CENTRE.new_state()
    assert (12,) not in state.legal_moves() and len(state.legal_moves()) == 24
    with pytest.raises(IllegalMoveError, match="centre"):
        state.parse_move("c3")
    state = state.play(state.parse_move("b2"))
    assert (12,) in state.legal_moves()
    assert "centre" in NO_CENTRE.rules and NO_CENTRE.name == "teeko-no-centre"
    assert [game.name for game in specs()] == ["teeko", "teeko-no-centre"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("...../...../..b../...../..... b", "Black moves when both have as many"),
        ("bbbbb/...../...../...../wwww. w", "at most 4"),
        ("bbbb./...../...../...../wwww. b", "already won"),
        ("...../...../...../...../.....", "five rows and the side"),
        ("..... b", "5 rows of 5 cells"),
        ("...../...../..x../...../..... b", "unknown cell"),
        ("...../...../...../...../..... x", "side to move"),
    ],
)
def test_from_text_rejects_impossible_positions(text, message):
    with pytest.raises(ValueError, match=message):
        STANDARD.from_text(text)


def test_rules_state_the_repetition_draw():
    assert "third time" in STANDARD.rules and "draw" in STANDARD.rules


def test_heuristic_stays_in_bounds_and_likes_a_near_win():
    rng = random.Random(7)
    for _ in range(30):
        state = STANDARD.new_state()
        for _ in range(rng.randrange(1, 40)):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            assert abs(heuristic(state)) < HEURISTIC_BOUND
    # Black has three of a row with its fourth cell free; White is scattered.
    strong = STANDARD.from_text("w...w/...../bbb../...../w..bw b")
    assert heuristic(strong) > 0


def test_levels_run_weakest_first_and_expert_reads_the_table():
    assert tuple(LEVELS) == LEVEL_NAMES
    assert LEVELS["expert"].algorithm == STANDARD.default_algorithm == "perfect"
    depths = [LEVELS[name].limits.depth for name in LEVEL_NAMES[:-1]]
    assert depths == sorted(depths)


def test_every_level_below_expert_makes_random_choices():
    for name in LEVEL_NAMES[:-1]:
        assert LEVELS[name].blunder > 0 or LEVELS[name].margin > 0, name
    assert LEVELS["beginner"].blunder > LEVELS["easy"].blunder > LEVELS["hard"].blunder
    assert (LEVELS["expert"].blunder, LEVELS["expert"].margin) == (0, 0)


def test_levels_are_limited_by_depth_and_nodes_not_time():
    """So a level plays the same moves on a loaded machine as on an idle one."""
    for name, level in LEVELS.items():
        assert level.limits.time is None, name


@pytest.mark.parametrize("level", ["beginner", "easy", "medium"])
def test_lower_levels_take_an_immediate_win(level):
    state = STANDARD.from_text("...../..w../bbb../...w./.w... b")
    rng = random.Random(1)
    wins = 0
    for _ in range(10):
        decision = choose_move(STANDARD.searcher("alphabeta"), state, LEVELS[level], rng)
        wins += state.play(decision.move).outcome() is not None
    assert wins >= 5


def test_alphabeta_finds_the_win_in_the_move_phase():
    # Black to move wins with d2-d3 (a3 b3 c3 d3).
    state = STANDARD.from_text("...w./...../bbb.w/...b./...ww b")
    result = STANDARD.searcher("alphabeta").search(state, Limits(depth=2))
    assert result.exact and result.plies_to_end == 1
    assert state.play(result.best_move).outcome().winner == 0


def test_importing_the_game_loads_no_table_and_no_compiler():
    code = (
        "import sys, games.teeko, games.registry; "
        "print('numba' in sys.modules, 'games.teeko.compiled.retrograde' in sys.modules)"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert output.split() == ["False", "False"]
