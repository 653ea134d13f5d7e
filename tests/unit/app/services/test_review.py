"""Game review without Qt: exact values before each ply and the first move that changed them."""

from __future__ import annotations

import threading

import pytest

from app.services.review import Mistake, proves_values, review_game
from engine.search import Limits
from games.base import GameSpec
from games.registry import get_game

TICTACTOE_EDGE_REPLY = ("a1", "b1", "b2", "c3", "a3", "a2", "c1")
"""X opens in a corner, O answers on an edge (losing), X wins on the c1-a3 diagonal."""

HARE_HOUNDS_SLIP = ("1-6", "8-3", "4-1")
"""The hounds' third move lets their win slip; the hare then wins with perfect play."""


def parse_game(spec: GameSpec, texts: tuple[str, ...]) -> list:
    state, moves = spec.new_state(), []
    for text in texts:
        move = state.parse_move(text)
        moves.append(move)
        state = state.play(move)
    return moves


def finish_perfectly(spec: GameSpec, texts: tuple[str, ...]) -> list:
    """``texts`` then the strongest engine's moves for both sides to the end."""
    moves = parse_game(spec, texts)
    state = spec.new_state()
    for move in moves:
        state = state.play(move)
    searcher = spec.searcher("auto")
    while state.outcome() is None:
        move = searcher.search(state, Limits()).best_move
        moves.append(move)
        state = state.play(move)
    return moves


def test_the_edge_reply_to_a_corner_opening_loses_the_draw() -> None:
    spec = get_game("tictactoe")
    moves = parse_game(spec, TICTACTOE_EDGE_REPLY)
    progress: list[tuple[int, int]] = []
    review = review_game(
        spec, moves, lambda: spec.searcher("auto"), on_progress=lambda *p: progress.append(p)
    )
    assert review.values[:3] == ("draw", "draw", "win")
    assert review.values[-1] == "loss"  # O to move, X has three in a row
    assert review.mistake == Mistake(1, 1, "b1", "draw", "loss")
    assert review.mistake.describe(spec.player_names) == "Move 2 (O b1) lost the draw"
    assert review.proven_from == 0 and not review.cancelled
    assert progress[-1] == (8, 8)


def test_a_game_without_mistakes_has_none() -> None:
    spec = get_game("tictactoe")
    review = review_game(spec, finish_perfectly(spec, ()), lambda: spec.searcher("auto"))
    assert set(review.values[:-1]) == {"draw"}
    assert review.mistake is None


def test_hare_and_hounds_finds_where_the_hounds_let_the_win_slip() -> None:
    spec = get_game("hare-hounds")
    moves = finish_perfectly(spec, HARE_HOUNDS_SLIP)
    review = review_game(spec, moves, lambda: spec.searcher("auto"))
    assert review.values[:4] == ("win", "loss", "win", "win")
    mistake = review.mistake
    assert mistake is not None
    assert (mistake.ply, mistake.player, mistake.move_text) == (2, 0, "4-1")
    assert mistake.describe() == "Move 3 (4-1) let the win slip (and lost)"


def test_a_stopped_review_says_so_and_keeps_what_it_found() -> None:
    spec = get_game("tictactoe")
    stop = threading.Event()

    def stop_after_three(done: int, total: int) -> None:
        if done == 3:
            stop.set()

    moves = parse_game(spec, TICTACTOE_EDGE_REPLY)
    review = review_game(
        spec, moves, lambda: spec.searcher("auto"), stop=stop, on_progress=stop_after_three
    )
    assert review.cancelled
    assert review.values[:5] == (None,) * 5 and None not in review.values[5:]
    assert review.mistake is None


def test_positions_the_engine_cannot_prove_are_left_unknown() -> None:
    spec = get_game("tictactoe")
    moves = parse_game(spec, TICTACTOE_EDGE_REPLY)
    # One node per position: only the finished game at the end is known.
    review = review_game(spec, moves, lambda: spec.searcher("auto"), limits=Limits(nodes=1))
    assert review.values[:-1] == (None,) * 7 and review.values[-1] == "loss"
    assert review.proven_from == 7 and review.mistake is None


@pytest.mark.parametrize(
    ("game", "proves"),
    [
        ("tictactoe", True),
        ("connect4", True),
        ("teeko", True),
        ("hare-hounds", True),
        ("mnk-7-7-5", False),
        ("gomoku", False),
    ],
)
def test_review_is_offered_only_where_the_strongest_engine_proves_values(
    game: str, proves: bool
) -> None:
    assert proves_values(get_game(game)) is proves
