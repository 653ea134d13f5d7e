"""Setting up a position by hand: each game writes the pieces' text, checks it with one
clear message, and plays on from it; the registry knows the game from a position by name."""

from __future__ import annotations

import pytest

from games.base import FROM_POSITION, Piece
from games.registry import UnknownGameError, get_game

BLACK, WHITE = Piece(0), Piece(1)


def set_up(game: str, placed: dict[int, Piece], to_move: int) -> str:
    """The position text of ``game``'s board with ``placed`` pieces by cell."""
    state = get_game(game).new_state()
    pieces = [None] * len(state.pieces())
    for cell, piece in placed.items():
        pieces[cell] = piece
    text = state.position_text(pieces, to_move)
    assert text is not None
    return text


LEGAL = [
    ("tictactoe", {4: BLACK}, 1),
    ("gomoku", {112: BLACK, 113: WHITE, 127: BLACK}, 1),
    ("gomoku-renju", {112: BLACK}, 1),
    ("connect4", {3: BLACK, 10: WHITE, 4: BLACK}, 1),
    ("teeko", {12: BLACK, 13: WHITE}, 0),
    (
        "hare-hounds",
        {0: Piece(0, "hound"), 1: Piece(0, "hound"), 2: Piece(0, "hound"), 9: Piece(1, "hare")},
        1,
    ),
    ("chess", {4: Piece(0, "king"), 60: Piece(1, "king"), 0: Piece(0, "rook")}, 0),
    ("chess960-0", {6: Piece(0, "king"), 62: Piece(1, "king"), 7: Piece(0, "rook")}, 0),
]


@pytest.mark.parametrize(("game", "placed", "to_move"), LEGAL)
def test_a_legal_position_is_played_on_and_named_for_the_registry(game, placed, to_move):
    spec = get_game(game)
    text = set_up(game, placed, to_move)
    started = spec.from_position(text)
    state = started.new_state()
    assert state.to_move == to_move
    assert [state.pieces()[cell] for cell in placed] == list(placed.values())
    assert get_game(started.name) == started  # the engine process finds it by name
    assert started.family == (spec.family or spec.name)
    move = state.legal_moves()[0]
    assert state.play(move).to_move != to_move or game.startswith("hare")


def test_castling_rights_follow_the_pieces_on_their_squares():
    text = set_up(
        "chess",
        {4: Piece(0, "king"), 0: Piece(0, "rook"), 7: Piece(0, "rook"), 60: Piece(1, "king")},
        0,
    )
    assert text == "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"


ILLEGAL = [
    ("tictactoe", {0: BLACK, 1: BLACK}, 1, "stone counts do not match the side to move"),
    ("gomoku", {0: WHITE}, 0, "stone counts do not match the side to move"),
    ("connect4", {10: BLACK}, 1, "a stone floats above an empty cell"),
    ("teeko", {0: WHITE}, 0, "while markers are dropped"),
    ("hare-hounds", {0: Piece(0, "hound"), 9: Piece(1, "hare")}, 1, "three hounds"),
    (
        "hare-hounds",
        {0: Piece(0, "hound"), 2: Piece(0, "hound"), 5: Piece(0, "hound"), 1: Piece(1, "hare")},
        0,
        "no game reaches this position with the hounds to move",
    ),
    (
        "chess",
        {4: Piece(0, "king"), 5: Piece(0, "king"), 60: Piece(1, "king")},
        0,
        "too many kings",
    ),
    (
        "chess",
        {4: Piece(0, "king"), 60: Piece(1, "king"), 3: Piece(0, "pawn")},
        0,
        "pawns on backrank",
    ),
    ("tictactoe", {0: BLACK, 1: BLACK, 2: BLACK, 3: WHITE, 4: WHITE}, 1, "already over"),
]


@pytest.mark.parametrize(("game", "placed", "to_move", "message"), ILLEGAL)
def test_an_illegal_position_says_what_is_wrong(game, placed, to_move, message):
    text = set_up(game, placed, to_move)
    with pytest.raises(ValueError, match=message):
        get_game(game).from_position(text)
    with pytest.raises(UnknownGameError, match=f"bad position for {game}|bad chess game"):
        get_game(f"{game}{FROM_POSITION}{text}" if game != "chess" else f"chess-fen {text}")


def test_the_start_position_is_the_game_itself():
    spec = get_game("connect4")
    assert spec.from_position(spec.new_state().to_text()) is spec
