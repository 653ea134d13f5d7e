"""Hint reasons: the game's own words (the ``hint_reason`` hook) and the generic ones."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.services.hints import game_reason, hint_reason, make_hint
from engine.search import WIN, MoveScore, SearchResult
from games.base import BoardStateBase
from games.registry import get_game


def reason(game: str, moves: list[str], move: str) -> str | None:
    """What the game says about playing ``move`` after ``moves``."""
    state = get_game(game).replay(moves)
    return game_reason(state, state.parse_move(move))


@pytest.mark.parametrize(
    ("game", "moves", "move", "expected"),
    [
        ("tictactoe", ["a1", "b1", "a2", "b2"], "a3", "completes three in a row"),
        (
            "tictactoe",
            ["a1", "b2", "a2"],
            "a3",
            "blocks three in a row and threatens three in a row",
        ),
        (
            "tictactoe",
            ["a1", "b2", "c3", "c1"],
            "a3",
            "blocks three in a row and makes two threats",
        ),
        ("tictactoe", ["b2"], "a1", None),
        ("mnk-5-5-4", ["a1", "e5", "b1", "e4"], "c1", "threatens four in a row"),
        ("gomoku", ["h8", "a1", "i8", "a3", "j8", "a5"], "k8", "makes an open four"),
        ("gomoku", ["h8", "g8", "i8", "a3", "j8", "a5"], "k8", "makes a four"),
        ("gomoku", ["h8", "g8", "i8", "a3", "j8", "a5", "k8"], "l8", "blocks a four"),
        (
            "gomoku",
            ["h8", "g8", "i8", "a3", "j8", "a5", "k8", "a7"],
            "l8",
            "completes five in a row",
        ),
        ("connect4", list("121212"), "1", "completes four in a row"),
        ("connect4", list("12121"), "1", "blocks a four"),
        ("connect4", list("3344"), "5", "makes two threats"),
        ("connect4", list("3244"), "5", "threatens four in a row"),
        ("connect4", [], "4", None),
    ],
)
def test_games_say_what_a_move_does(game: str, moves: list[str], move: str, expected: str) -> None:
    assert reason(game, moves, move) == expected


def test_an_overline_completes_nothing_in_standard_gomoku() -> None:
    # Black has h8-k8 and m8: l8 makes six in a row, which wins only in free-style gomoku.
    six = ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "m8", "a9"]
    assert reason("gomoku", six, "l8") == "completes five in a row"
    assert reason("gomoku-standard", six, "l8") is None


def test_games_keeping_the_default_hook_give_no_game_reason() -> None:
    state = get_game("teeko").new_state()
    assert type(state).hint_reason is BoardStateBase.hint_reason
    assert game_reason(state, state.legal_moves()[0]) is None


def exact(move: object, plies_or_draw: int | None) -> MoveScore:
    """An exact move score: a win in ``n`` plies (``n > 0``), a loss (``n < 0``) or a draw."""
    if plies_or_draw is None:
        return MoveScore(move, 0, exact=True)
    sign = 1 if plies_or_draw > 0 else -1
    return MoveScore(move, sign * (WIN - abs(plies_or_draw)), exact=True)


def test_generic_reasons_come_from_exact_values_and_estimates() -> None:
    win = SearchResult(1, WIN - 3, exact=True, move_scores=(exact(1, 3), exact(2, None)))
    assert hint_reason(win) == "wins in 3 plies"
    loss = SearchResult(1, -(WIN - 4), exact=True, move_scores=(exact(1, -4), exact(2, -2)))
    assert hint_reason(loss) == "loses in 4 plies (the longest resistance)"
    only = SearchResult(1, 0, exact=True, move_scores=(exact(1, None), exact(2, -5)))
    assert hint_reason(only) == "the only move that does not lose"
    draw = SearchResult(1, 0, exact=True, move_scores=(exact(1, None), exact(2, None)))
    assert hint_reason(draw) == "keeps the draw"
    estimate = SearchResult(1, 1234)
    assert hint_reason(estimate) == "best by the engine's estimate (score +1,234)"


def test_a_hint_says_what_the_move_does_and_what_it_is_worth() -> None:
    state = get_game("connect4").replay(list("12121"))
    block = state.parse_move("1")
    others = tuple(exact(move, -2) for move in state.legal_moves() if move != block)
    result = SearchResult(block, 0, exact=True, move_scores=(exact(block, None), *others))
    hint = make_hint(state, result)
    assert hint.reason == "blocks a four, the only move that does not lose"
    assert hint.describe() == "1 — blocks a four, the only move that does not lose"


def test_a_hint_without_game_words_keeps_the_generic_reason() -> None:
    state = get_game("tictactoe").new_state()
    centre = state.parse_move("b2")
    result = SearchResult(centre, 0, exact=True, move_scores=(exact(centre, None),))
    assert make_hint(state, result).reason == "keeps the draw"


def test_the_window_shows_the_game_reason_with_a_hint(make_window, qtbot) -> None:
    window = make_window("tictactoe", "easy", computer=())
    for text in ("a1", "b2", "a2"):
        window.controller.play_move(window.controller.state.parse_move(text))
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000):
        window.menus.hint.trigger()
    assert window.hints.current is not None
    assert window.hints.current.move_text == "a3"
    assert window.panel.hint.text().startswith("a3 — blocks three in a row")
    assert "the only move that does not lose" in window.panel.hint.text()


DOUBLE_THREE = ["h8", "a1", "i8", "a3", "j9", "a5", "j10"]
"""Black's h8 i8 and j9 j10: j8 makes two open threes (White to move here)."""


FALSE_THREE = "h10 e5 i11 f9 i7 f7 e11 e6 h8 g5"
"""Black to move: f8 makes a three whose only open-four point, g9, renju forbids."""


@pytest.mark.parametrize(
    ("game", "moves", "move", "expected"),
    [
        # The tactics suite's positions (docs/gomoku-suite.md).
        ("gomoku", "h8 i9 g7 i10 i8 j8 h10 h9 e9 e11 f8 d10 g9 e7", "g8", "makes a four-three"),
        ("gomoku", "e7 h8 f8 g9 f10 f9 e9 g7", "e8", "makes an open three"),
        ("gomoku", "a15 e5 o15 f5 a1 g5", "d5", "blocks an open three"),
        # the far end of e5-g5 leaves h5, which still makes an open four
        ("gomoku", "a15 e5 o15 f5 a1 g5", "c5", None),
        # an end of the broken three e5 f5 _ h5 stops it (g5 no longer opens)
        ("gomoku", "a15 e5 o15 f5 a1 h5", "d5", "blocks an open three"),
        ("gomoku", "d5 e5 g6 f5 i7 g5 a1 h6 o1 h7", "h5", "stops a four-three"),
        ("gomoku", " ".join([*DOUBLE_THREE, "a7"]), "j8", "makes a double three"),
        ("gomoku", " ".join(DOUBLE_THREE), "j8", "stops a double three"),
        # Renju: Black's double three is forbidden, so no threat of Black's to stop.
        ("gomoku-renju", " ".join(DOUBLE_THREE), "j8", None),
        # Renju: f8 would make f8-h10-i11 an open three, but its open-four point g9 is
        # then a double four, forbidden for Black: no three (in free-style it is one).
        ("gomoku-renju", FALSE_THREE, "f8", None),
        ("gomoku", FALSE_THREE, "f8", "makes an open three"),
        ("gomoku", "h8 a1 i8 a3 j8 a5 k9 a7 k10 a9 k11", "k8", "blocks an open three"),
    ],
)
def test_gomoku_names_the_threat_a_move_makes_or_stops(
    game: str, moves: str, move: str, expected: str | None
) -> None:
    assert reason(game, moves.split(), move) == expected


def test_a_gomoku_hint_says_a_proven_win_is_by_fours_or_by_threes() -> None:
    def win(moves: str, line_text: str) -> tuple[object, SearchResult]:
        state = get_game("gomoku").replay(moves.split(" "))
        line = tuple(state.parse_move(text) for text in line_text.split(" "))
        return state, SearchResult(line[0], WIN - len(line), pv=line, exact=True)

    state, result = win("h8 i9 g7 i10 i8 j8 h10 h9 e9 e11 f8 d10 g9 e7", "g8 e8 g6 g5 g10")
    assert make_hint(state, result).reason == "makes a four-three, wins in 5 plies by fours"
    state, result = win("e7 h8 f8 g9 f10 f9 e9 g7", "e8 e10 d8 e5 c8 b8 g8")
    assert make_hint(state, result).reason == (
        "makes an open three, wins in 7 plies by fours and threes"
    )
    # A line that does not end in five on the board gets no words (the engine's claim alone).
    short = replace(result, pv=result.pv[:3])
    assert make_hint(state, short).reason == "makes an open three, wins in 7 plies"
