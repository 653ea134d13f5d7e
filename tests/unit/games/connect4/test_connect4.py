"""Connect Four rules, notation, levels and the perfect searcher's analysis."""

from __future__ import annotations

import random

import pytest

from engine.game_api import IllegalMoveError
from engine.player import choose_move
from engine.search import HEURISTIC_BOUND, WIN, Limits, StopReason
from games.base import BoardKind
from games.connect4 import spec, specs, split_moves
from games.connect4.evaluation import heuristic, order_moves
from games.connect4.rules import BoardSizeError, Connect4State, geometry
from games.connect4.spec import LEVELS, SIZE_LEVELS, SIZES

DRAWN_GAME = "547125662261271266215743771576315353334444"
"""A full board without four in a row (found by random play)."""


def replay(record: str, width: int = 7, height: int = 6) -> Connect4State:
    state = Connect4State.new(width, height)
    for text in split_moves(record):
        state = state.play(state.parse_move(text))
    return state


def cell(column: int, row: int) -> int:
    """Drawing cell of ``column`` and ``row`` (both from 1, row 1 at the bottom) on 7x6."""
    return (row - 1) * 7 + column - 1


@pytest.mark.parametrize(
    ("record", "winner", "four"),
    [
        ("1122334", 0, [(1, 1), (2, 1), (3, 1), (4, 1)]),  # across
        ("1212121", 0, [(1, 1), (1, 2), (1, 3), (1, 4)]),  # up
        ("12233434544", 0, [(1, 1), (2, 2), (3, 3), (4, 4)]),  # rising diagonal
        ("76655454344", 0, [(7, 1), (6, 2), (5, 3), (4, 4)]),  # falling diagonal
        ("71122334", 1, [(1, 1), (2, 1), (3, 1), (4, 1)]),  # Yellow across
    ],
)
def test_four_in_a_row_wins_in_every_direction(
    record: str, winner: int, four: list[tuple[int, int]]
) -> None:
    state = replay(record)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == winner
    assert state.legal_moves() == []
    assert state.winning_cells() == tuple(sorted(cell(c, r) for c, r in four))
    assert replay(record[:-1]).outcome() is None


def test_five_in_a_row_highlights_all_five() -> None:
    state = replay("1122445" + "53")  # Red fills 1, 2, 4, 5, then 3 joins them
    assert state.outcome() is not None and state.outcome().winner == 0
    assert state.winning_cells() == tuple(cell(c, 1) for c in range(1, 6))


def test_a_full_board_without_four_is_a_draw() -> None:
    state = replay(DRAWN_GAME)
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is None
    assert state.winning_cells() == ()
    assert state.legal_moves() == []


def test_full_column_and_bad_texts_are_refused() -> None:
    state = replay("444444")
    assert 3 not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="column 4 is full"):
        state.parse_move("4")
    for text in ("0", "8", "x", "", "4.5", "-1", "\u0664"):
        with pytest.raises(IllegalMoveError, match="not a column"):
            state.parse_move(text)
    assert state.parse_move(" 5 ") == 4
    with pytest.raises(IllegalMoveError, match="game is over"):
        replay("1212121").parse_move("3")


def test_spec_replay_names_the_move_that_fails() -> None:
    with pytest.raises(IllegalMoveError, match="move 7: column 4 is full"):
        spec().replay(split_moves("4444444"))


def test_compact_records_split_into_moves() -> None:
    assert split_moves("4453") == ["4", "4", "5", "3"]
    assert split_moves(" 4 4,5, 3 ") == ["4", "4", "5", "3"]
    assert Connect4State.new().split_moves("12") == ["1", "2"]
    for text in ("44a3", "4-4", "", "\u0664"):
        with pytest.raises(IllegalMoveError, match="not a Connect Four record"):
            split_moves(text)


def test_move_text_and_landing_cells() -> None:
    state = replay("44")
    assert [state.move_text(move) for move in state.legal_moves()] == list("1234567")
    assert all(state.parse_move(state.move_text(move)) == move for move in state.legal_moves())
    assert state.move_cells(3) == (cell(4, 3),)
    assert state.move_cells(0) == (cell(1, 1),)
    pieces = state.pieces()
    assert pieces[cell(4, 1)].owner == 0 and pieces[cell(4, 2)].owner == 1
    assert sum(piece is not None for piece in pieces) == 2


def test_layout_labels_columns_and_rows() -> None:
    layout = Connect4State.new().layout()
    assert layout.kind is BoardKind.SLOTS
    assert (layout.columns, layout.rows) == (7, 6)
    assert layout.column_labels == tuple("1234567")
    assert layout.row_labels == tuple("654321")
    assert layout.centres[cell(1, 1)] == (0.0, 5.0)  # bottom left, y grows downwards
    assert layout.cell_names[cell(4, 1)] == "column 4, row 1"


def test_text_round_trips_through_random_games() -> None:
    rng = random.Random(7)
    for width, height in ((7, 6), (6, 5), (8, 7)):
        state = Connect4State.new(width, height)
        while state.outcome() is None:
            again = Connect4State.from_text(state.to_text())
            assert again.key() == state.key() and again.to_move == state.to_move
            state = state.play(rng.choice(state.legal_moves()))
        again = Connect4State.from_text(state.to_text())
        assert again.outcome() == state.outcome()
        assert again.winning_cells() == state.winning_cells()


def test_text_format_is_checked() -> None:
    assert replay("4").to_text() == "7x6 ......./......./......./......./......./...r... y"
    bad = {
        "7x6 ......./......./......./......./...r.../....... y": "floats",
        "7x6 ......./......./......./......./......./...r... r": "counts",
        "7x6 ......./......./......./......./......./...q... y": "unknown cell",
        "7x6 ......./......./......./......./...... y": "rows",
        "9x9 ........./ r": "fit",
        "7x6 y/y/y/y/y/y": "expected",
        "7x6 ......./......./r....../ry...../ry...../ry..y.. r": "already has four",
    }
    for text, reason in bad.items():
        with pytest.raises(ValueError, match=reason):
            Connect4State.from_text(text)
    with pytest.raises(ValueError, match="expected a 7x6 board"):
        spec().from_text(Connect4State.new(6, 5).to_text())


def test_board_sizes_fit_the_bitboards() -> None:
    assert geometry(8, 7).cells == 56
    with pytest.raises(BoardSizeError, match="64-bit"):
        geometry(9, 7)
    with pytest.raises(BoardSizeError, match="columns"):
        geometry(3, 6)
    assert [s.name for s in specs()] == ["connect4", "connect4-6x5", "connect4-8x7"]


def test_play_does_not_change_the_state() -> None:
    state = replay("4453")
    before = (state.to_text(), state.key())
    state.play(0)
    assert (state.to_text(), state.key()) == before


def test_heuristic_sees_threats_and_stays_bounded() -> None:
    rng = random.Random(3)
    for _ in range(50):
        state = Connect4State.new()
        while state.outcome() is None:
            assert abs(heuristic(state)) < HEURISTIC_BOUND
            state = state.play(rng.choice(state.legal_moves()))
    # Red, to move, has 1, 2 and 3 on the bottom row: a win next move, column 4 first.
    threat = replay("152535")
    assert heuristic(threat) > 0
    assert order_moves(threat, threat.legal_moves())[0] == 3
    # Yellow, to move, must block column 4 and sees the danger.
    assert heuristic(replay("15253")) < 0
    assert order_moves(replay("15253"), list(range(7)))[0] == 3


def test_levels_name_engines_the_spec_knows() -> None:
    game = spec()
    assert list(game.levels) == ["beginner", "easy", "medium", "hard", "expert"]
    assert game.level("expert").algorithm == "perfect"
    assert game.level("expert").limits.time is not None
    assert game.default_algorithm == "perfect"
    assert game.searcher("auto").name == "perfect"
    assert game.searcher("alphabeta").name == "alphabeta"
    assert game.player_names == ("Red", "Yellow")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_size_has_the_five_levels_with_its_own_where_it_needs_them(
    width: int, height: int
) -> None:
    game = spec(width, height)
    own = SIZE_LEVELS.get((width, height), {})
    assert list(game.levels) == list(LEVELS)
    for name, level in LEVELS.items():
        assert game.level(name) == own.get(name, level)
    depths = [game.level(name).limits.depth for name in ("beginner", "easy", "medium", "hard")]
    assert depths == sorted(depths)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_vary_their_play_but_take_a_win(level: str) -> None:
    """Controlled randomness: different games from the same opening, never a win missed."""
    game = spec()
    searcher = game.searcher(game.level(level).algorithm)
    quiet = replay("444444")  # symmetric: each column ties with its mirror image
    moves = {
        choose_move(searcher, quiet, game.level(level), random.Random(seed)).move
        for seed in range(6)
    }
    assert len(moves) > 1
    winning = replay("445566")  # Red completes 1-2-3-4 on the bottom row in column 3 or 7
    for seed in range(3):
        move = choose_move(searcher, winning, game.level(level), random.Random(seed)).move
        assert winning.play(move).outcome() is not None


# --- the perfect searcher's analysis ----------------------------------------------------

# Every column's exact score (engine convention, side to move) after random games of 30
# moves; the generic alpha-beta engine searched to the end gives the same numbers.
ANALYSES = {
    # Red wins with column 3 at once; everything else lets Yellow win with its next stone.
    "471226111474265245267257515531": {
        2: WIN - 1,
        3: -(WIN - 2),
        5: -(WIN - 2),
        6: -(WIN - 2),
    },
    # Lost whatever Red does: the best columns (1 and 4) only delay it by two plies.
    "537742113642734733641265773521": {
        0: -(WIN - 4),
        1: -(WIN - 2),
        3: -(WIN - 4),
        4: -(WIN - 2),
        5: -(WIN - 12),
    },
    "211177541421653543321323236766": {
        1: -(WIN - 4),
        3: -(WIN - 8),
        4: -(WIN - 8),
        5: -(WIN - 4),
        6: -(WIN - 2),
    },
}


@pytest.fixture(scope="module")
def perfect():
    return spec().searcher("perfect")


@pytest.mark.parametrize(("record", "expected"), list(ANALYSES.items()))
def test_perfect_analysis_scores_every_column(
    perfect, record: str, expected: dict[int, int]
) -> None:
    state = replay(record)
    result = perfect.search(state, Limits(time=30), score_all_moves=True)
    assert result.exact and result.stop_reason is StopReason.SOLVED
    assert {entry.move: entry.score for entry in result.move_scores} == expected
    assert all(entry.exact for entry in result.move_scores)
    assert [entry.score for entry in result.move_scores] == sorted(expected.values())[::-1]
    assert result.score == max(expected.values())
    assert expected[result.best_move] == result.score
    assert result.plies_to_end == WIN - abs(result.score)
    assert result.pv[0] == result.best_move and len(result.pv) == result.plies_to_end


def test_perfect_searcher_takes_the_fastest_win(perfect) -> None:
    state = replay("471226111474265245267257515531")
    result = perfect.search(state, Limits(time=30))
    assert result.best_move == 2 and result.score == WIN - 1 and result.exact
