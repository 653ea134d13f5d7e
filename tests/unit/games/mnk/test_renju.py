"""Renju: Black's forbidden points on known positions, the registered game, and an engine
that never plays a forbidden move as Black."""

from __future__ import annotations

import random

import pytest

from app.gui.board.clicks import BoardInput, Played, Rejected
from engine.game_api import IllegalMoveError
from engine.search import Limits
from games.base import BoardStateBase
from games.mnk.forbidden import (
    DOUBLE_FOUR,
    DOUBLE_THREE,
    OVERLINE,
    ForbiddenPoint,
    forbidden_points,
    forbidden_reason,
)
from games.mnk.patterns import Board
from games.mnk.renju import RenjuState
from games.mnk.rules import geometry
from games.mnk.search import GomokuSearcher
from games.mnk.spec import SEARCHERS
from games.registry import get_game

G = geometry(15, 15, 5)
RENJU = get_game("gomoku-renju")


def cell(name: str) -> int:
    return G.names.index(name)


def board(black: str, white: str = "") -> list[int]:
    """A flat board (``-1`` empty, ``0`` Black, ``1`` White) from cell names."""
    stones = [-1] * G.cells
    for player, names in ((0, black), (1, white)):
        for name in names.split():
            stones[cell(name)] = player
    return stones


def reason(black: str, white: str, point: str) -> str | None:
    stones = board(black, white)
    before = list(stones)
    found = forbidden_reason(G, stones, cell(point))
    assert stones == before, "the check must leave the board as it was"
    return found


# --- the rules on known positions --------------------------------------------------------


def test_double_three_is_forbidden() -> None:
    # h8 makes h8-h10 (open both ways) and h8-j8: two open threes.
    assert reason("h9 h10 i8 j8", "", "h8") == DOUBLE_THREE


def test_a_split_three_counts() -> None:
    # h8 h10 with h9 empty is a broken three: h9 makes the straight four h7?-... h8-h11.
    assert reason("h10 h11 i8 j8", "", "h8") == DOUBLE_THREE


def test_one_three_is_allowed() -> None:
    assert reason("h9 h10", "", "h8") is None


def test_three_blocked_at_one_end_is_no_three() -> None:
    # White at h11 and h5: h8-h10 can only become h7-h10 (ends h6 and h11: h11 is White).
    assert reason("h9 h10 i8 j8", "h11 h5", "h8") is None


def test_three_that_can_only_make_an_overline_is_false() -> None:
    # Black e8 and m8: g8 makes g8-j8 whose left five point f8 makes six (e8-j8), k8 makes
    # h8-k8 whose right five point l8 makes six (h8-m8): no straight four, so no three.
    assert reason("i8 j8 e8 m8 h9 h10", "", "h8") is None
    # Without e8 the three is real again (g8 then makes a straight four).
    assert reason("i8 j8 m8 h9 h10", "", "h8") == DOUBLE_THREE


def test_three_whose_only_straight_four_point_is_forbidden_is_false() -> None:
    # Horizontal h8 i8 j8 with White at f8: only k8 makes a straight four (h8-k8).  Black's
    # k9 k10 k11 make k8 a double-four (h8-k8 and k8-k11), so k8 is forbidden and the
    # horizontal three is false: h8 makes one real three (h8-h10) and is allowed.
    black = "i8 j8 h9 h10 k9 k10 k11"
    assert reason(black, "f8", "h8") is None
    with_h8 = board(black + " h8", "f8")
    assert forbidden_reason(G, with_h8, cell("k8")) == DOUBLE_FOUR
    # Take k11 away and k8 is allowed again (a four and a three): h8 is a double-three.
    assert reason("i8 j8 h9 h10 k9 k10", "f8", "h8") == DOUBLE_THREE


def test_four_three_is_allowed() -> None:
    assert reason("h9 h10 h11 i8 j8", "", "h8") is None


def test_double_four_is_forbidden() -> None:
    assert reason("h9 h10 h11 i8 j8 k8", "", "h8") == DOUBLE_FOUR


def test_double_four_blocked_at_the_ends_still_counts() -> None:
    # Fours need not be open: each line only needs one point that makes five.
    assert reason("h9 h10 h11 i8 j8 k8", "h12 l8", "h8") == DOUBLE_FOUR


def test_two_fours_in_one_line_are_a_double_four() -> None:
    # c8 . e8 [f8] g8 . i8: d8 and h8 both make exactly five.
    assert reason("c8 e8 g8 i8", "", "f8") == DOUBLE_FOUR
    # bb.[b]b.bb: a8 b8 . d8 e8 . g8 h8, c8 and f8 make exactly five.
    assert reason("a8 b8 d8 g8 h8", "", "e8") == DOUBLE_FOUR


def test_overline_is_forbidden() -> None:
    assert reason("d8 e8 f8 h8 i8", "", "g8") == OVERLINE
    assert reason("c8 d8 e8 f8 h8 i8", "", "g8") == OVERLINE


def test_a_five_beats_a_double_four() -> None:
    # h8 makes exactly five (h8-h12) and fours across and on the diagonal.
    assert reason("h9 h10 h11 h12 i8 j8 k8 i9 j10 k11", "", "h8") is None


def test_a_five_beats_an_overline_in_another_line() -> None:
    assert reason("h9 h10 h11 h12 c8 d8 e8 f8 g8", "", "h8") is None


def test_a_five_beats_a_double_three() -> None:
    assert reason("h9 h10 h11 h12 i8 j8 i9 j10", "", "h8") is None


def test_forbidden_points_lists_each_with_its_reason() -> None:
    stones = board("h9 h10 i8 j8 d3 e3 f3 h3 i3")
    points = forbidden_points(G, stones)
    assert ForbiddenPoint(cell("h8"), DOUBLE_THREE) in points
    assert ForbiddenPoint(cell("g3"), OVERLINE) in points


def test_board_allowed_agrees_with_the_rules_on_random_positions() -> None:
    """The engine's prefilter (:meth:`Board.allowed`) may never let a forbidden point through."""
    rng = random.Random(5)
    checked = forbidden = 0
    for _ in range(40):
        stones = [-1] * G.cells
        centre = [
            r * 15 + c for r in range(3, 12) for c in range(3, 12)
        ]  # a crowded middle makes many shapes
        for index, point in enumerate(rng.sample(centre, rng.randint(8, 30))):
            stones[point] = index % 2
        engine_board = Board(G, renju=True)
        for point, stone in enumerate(stones):
            if stone >= 0:
                engine_board.place(point, stone)
        for point in range(G.cells):
            if stones[point] < 0:
                truth = forbidden_reason(G, stones, point)
                checked += 1
                forbidden += truth is not None
                assert engine_board.allowed(point, 0) == (truth is None), G.name(point)
                assert engine_board.allowed(point, 1)
    assert forbidden >= 10, "the random positions should include forbidden points"
    assert checked > 5000


# --- the registered game -----------------------------------------------------------------


def replay(moves: str) -> RenjuState:
    state = RENJU.replay(moves.split())
    assert isinstance(state, RenjuState)
    return state


DOUBLE_THREE_GAME = "h9 a1 h10 a2 i8 a3 j8 a15"
"""Black to move; h8 is a double-three."""


def test_registered_as_15x15_black_first() -> None:
    state = RENJU.new_state()
    assert RENJU.name == "gomoku-renju"
    assert state.to_move == 0 and len(state.legal_moves()) == 225
    assert "forbidden" in RENJU.rules and "exactly five" in RENJU.rules


def test_legal_moves_leave_out_forbidden_points_for_black_only() -> None:
    state = replay(DOUBLE_THREE_GAME)
    assert cell("h8") not in state.legal_moves()
    assert len(state.legal_moves()) == 225 - 8 - 1
    assert [point.cell for point in state.forbidden_points()] == [cell("h8")]
    white = state.play(cell("o15"))
    assert cell("h8") in white.legal_moves()  # White may play there
    assert white.forbidden_points() == state.forbidden_points()  # still marked for Black


def test_parse_move_refuses_a_forbidden_point_with_the_reason() -> None:
    state = replay(DOUBLE_THREE_GAME)
    with pytest.raises(IllegalMoveError, match="h8 is forbidden for Black: double-three"):
        state.parse_move("h8")
    assert state.explain_click(cell("h8")) == "h8 is forbidden for Black: double-three"
    assert state.explain_click(cell("h7")) is None
    with pytest.raises(IllegalMoveError, match="move 9: h8 is forbidden"):
        RENJU.replay([*DOUBLE_THREE_GAME.split(), "h8"])


def test_black_wins_with_exactly_five_white_with_an_overline() -> None:
    black_five = replay("a1 a15 b1 b15 c1 c15 d1 d15 e1")
    assert black_five.outcome() is not None and black_five.outcome().winner == 0
    # Black's five that is also a double-four wins.
    five = "h9 a1 h10 a3 h11 a5 h12 a7 i8 a9 j8 a11 k8 a13 i9 c1 j10 c3 k11 c5 h8"
    won = replay(five)
    assert won.outcome() is not None and won.outcome().winner == 0
    white_six = replay("a1 b1 a15 c1 b15 d1 c15 f1 d15 g1 n15 e1")
    assert white_six.outcome() is not None and white_six.outcome().winner == 1


def test_text_round_trip() -> None:
    state = replay(DOUBLE_THREE_GAME)
    again = RENJU.from_text(state.to_text())
    assert isinstance(again, RenjuState)
    assert again.key() == state.key() and cell("h8") not in again.legal_moves()
    with pytest.raises(ValueError, match="15,15,5"):
        RENJU.from_text("3,3,3 .../.../... x")


# --- the engine --------------------------------------------------------------------------


def test_engine_does_not_play_the_forbidden_block() -> None:
    """White's four d4-g4 (c4 Black) wins at h4, where Black's h5-h7 and j4-l4 make a
    double-four: Black has lost, and the engine still plays a legal move."""
    state = replay("h6 d4 h7 e4 h5 f4 j4 g4 k4 a15 l4 b15 c4 o1")
    assert state.to_move == 0 and cell("h4") not in state.legal_moves()
    result = GomokuSearcher(SEARCHERS["threats"]).search(state, Limits(nodes=3_000))
    assert result.best_move in state.legal_moves()
    assert result.score < 0


def test_white_wins_through_a_forbidden_block() -> None:
    # Black h5 h6 h7 and j4 k4 l4: h4 is a double-four.  White has d4 e4 f4 (c4 Black)
    # and plays g4, a four whose only block h4 is forbidden: a win in two.
    state = replay("h6 d4 h7 e4 h5 f4 j4 a15 k4 b15 l4 c15 c4")
    assert state.to_move == 1
    result = GomokuSearcher(SEARCHERS["threats"]).search(state, Limits(nodes=5_000))
    assert state.move_text(result.best_move) == "g4"
    assert result.exact and result.score > 0


@pytest.mark.slow
def test_engine_never_plays_a_forbidden_move_in_self_play(caplog: pytest.LogCaptureFixture) -> None:
    """Seeded self-play with random openings: every Black move the engine chooses is legal
    under renju, and some positions on the way had forbidden points to avoid.  The searches
    themselves must avoid them: the last-resort replacement (which logs an error) is not
    allowed to be what saves a move."""
    rng = random.Random(25)
    positions_with_forbidden = 0
    for game in range(3):
        state = RENJU.new_state()
        searchers = [GomokuSearcher(SEARCHERS["threats"]), GomokuSearcher(SEARCHERS["threats"])]
        for _ in range(rng.randint(3, 7)):  # a random opening around the centre
            options = [
                m for m in state.legal_moves() if abs(m // 15 - 7) <= 3 and abs(m % 15 - 7) <= 3
            ]
            state = state.play(rng.choice(options))
        while state.outcome() is None and len(state.legal_moves()) > 225 - 40:
            legal = state.legal_moves()
            if state.to_move == 0 and state.forbidden_points():
                positions_with_forbidden += 1
            result = searchers[state.to_move].search(state, Limits(nodes=800 + 200 * game))
            assert result.best_move in legal, (game, state.move_text(result.best_move))
            state = state.play(result.best_move)
    assert positions_with_forbidden >= 1
    assert "forbidden move" not in caplog.text


def test_a_click_on_a_forbidden_point_is_refused_with_the_reason() -> None:
    """The board's click handling (Qt-free) refuses h8 and says why; White may play it."""
    state = replay(DOUBLE_THREE_GAME)
    clicks = BoardInput()
    clicks.set_position(state)
    refused = clicks.click(cell("h8"))
    assert isinstance(refused, Rejected)
    assert refused.reason == "h8 is forbidden for Black: double-three"
    assert isinstance(clicks.click(cell("h7")), Played)
    clicks.set_position(state.play(cell("o15")))
    assert clicks.click(cell("h8")) == Played(cell("h8"))


@pytest.mark.parametrize("level_name", ["medium", "hard", "expert"])
def test_levels_do_not_play_the_forbidden_block_and_win_through_one(level_name: str) -> None:
    """The two positions above with the searching levels' own engines and node limits
    (``hard`` and ``expert`` play the compiled engine under renju)."""
    level = RENJU.level(level_name)
    engine = RENJU.searcher(level.algorithm)
    limits = Limits(nodes=level.limits.nodes)
    lost = replay("h6 d4 h7 e4 h5 f4 j4 g4 k4 a15 l4 b15 c4 o1")
    result = engine.search(lost, limits)
    assert result.best_move in lost.legal_moves() and result.score < 0
    won = replay("h6 d4 h7 e4 h5 f4 j4 a15 k4 b15 l4 c15 c4")
    result = engine.search(won, limits)
    assert won.move_text(result.best_move) == "g4"
    assert result.exact and result.score > 0


def test_a_line_is_checked_move_by_move_as_the_legal_moves_say() -> None:
    """``allows`` and ``san_line`` (one forbidden-point test a move) agree with
    ``legal_moves`` (every point at once) in crowded positions full of forbidden points."""
    rng = random.Random(7)
    checked_forbidden = 0
    for _ in range(3):
        state = RenjuState.new_game()
        while state.outcome() is None and bin(state.stones[0] | state.stones[1]).count("1") < 60:
            near = [
                cell for cell in state.legal_moves() if abs(cell % 15 - 7) + abs(cell // 15 - 7) < 7
            ]
            state = state.play(rng.choice(near))
            fresh = RenjuState(state.geometry, state.stones, state.to_move, state.last_move)
            legal = set(fresh.legal_moves())
            assert {cell for cell in range(225) if fresh.allows(cell)} == legal
            checked_forbidden += state.to_move == 0 and len(state.forbidden_points()) > 0
            line = [rng.randrange(225) for _ in range(3)] + rng.sample(
                sorted(legal), min(5, len(legal))
            )
            fresh = RenjuState(state.geometry, state.stones, state.to_move, state.last_move)
            assert fresh.san_line(line) == BoardStateBase.san_line(state, line)
    assert checked_forbidden >= 5  # the positions did have forbidden points to refuse
