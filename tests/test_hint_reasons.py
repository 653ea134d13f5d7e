"""Hint reasons: the game's own words (the ``hint_reason`` hook) and the generic ones."""

from __future__ import annotations

import pytest

from app.services.hints import game_reason, hint_reason, make_hint
from engine.search import WIN, MoveScore, SearchResult
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
        ("gomoku", ["h8", "a1", "i8", "a3", "j8", "a5"], "k8", "makes two threats"),
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


def test_games_without_the_hook_give_no_game_reason() -> None:
    state = get_game("teeko").new_state()
    assert not hasattr(state, "hint_reason")
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
