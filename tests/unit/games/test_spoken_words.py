"""The words a screen reader says for each game's pieces and moves (games/base.py's hooks)."""

from __future__ import annotations

import pytest

from games.base import Mover, count_words
from games.chess.rules import CLAIM_DRAW
from games.registry import all_games, get_game


def after(game: str, *texts: str):
    return get_game(game).replay(texts)


def test_counts_are_words_up_to_twelve() -> None:
    assert [count_words(n) for n in (0, 1, 3, 12, 13)] == ["no", "one", "three", "twelve", "13"]


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.name)
def test_every_cell_and_every_first_move_of_every_game_has_words(spec) -> None:
    state = spec.new_state()
    names = spec.player_names
    for cell in range(len(state.layout().cell_names)):
        words = state.cell_words(cell, names, {})
        assert ": " in words and words == words.strip()
    for move in state.legal_moves()[:3]:
        for mover in Mover:
            sentence = state.move_sentence(move, mover, names[state.to_move])
            assert sentence[0].isupper() and sentence.endswith(".")


def test_stones_say_colour_and_move_number_letters_say_themselves() -> None:
    gomoku = after("gomoku", "h8", "a1")
    assert (
        gomoku.cell_words(
            gomoku.layout().cell_names.index("h8"),
            ("Black", "White"),
            {gomoku.layout().cell_names.index("h8"): 17},
        )
        == "h8: black stone, move 17"
    )
    tictactoe = after("tictactoe", "a1", "b2")
    assert tictactoe.cell_words(4, ("X", "O"), {}) == "b2: O"


def test_a_connect_four_column_is_said_as_a_whole() -> None:
    state = after("connect4", "4", "4", "4")
    names = ("Red", "Yellow")
    column_4_top = 3 + 5 * 7
    assert state.cell_words(column_4_top, names, {}) == "column 4: three discs, red on top"
    assert state.cell_words(0, names, {}) == "column 1: empty"
    full = after("connect4", *"444444")
    assert full.cell_words(3, names, {}) == "column 4: six discs, yellow on top, full"
    assert state.move_sentence(0, Mover.SIDE, "Yellow") == "Yellow drops in column 1."


def test_chess_says_checks_mates_castling_and_draw_claims() -> None:
    state = after("chess", "e2e4", "f7f6", "d2d4", "g7g5")
    mate = state.parse_move("d1h5")
    assert state.move_sentence(mate, Mover.YOU, "White") == "You play Qh5, checkmate."
    castling = after("chess", "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6")
    assert castling.spoken_move(castling.parse_move("e1g1")) == "kingside castling"
    check = after("chess", "e2e4", "f7f5")
    assert check.spoken_move(check.parse_move("d1h5")) == "Qh5, check"
    start = after("chess")
    assert start.cell_words(11, ("White", "Black"), {}) == "d2: white pawn"
    assert start.move_sentence(CLAIM_DRAW, Mover.COMPUTER, "White") == (
        "Computer claims a draw."
    )


def test_teeko_pieces_and_hare_and_hounds_roles() -> None:
    teeko = after("teeko", "c3")
    assert teeko.cell_words(teeko.layout().cell_names.index("c3"), ("Black", "White"), {}) == (
        "c3: black piece"
    )
    hunt = after("hare-hounds")
    names = ("Hounds", "Hare")
    words = [hunt.cell_words(cell, names, {}) for cell in range(11)]
    assert "point 1: a hound" in words and "point 6: empty" in words
    assert sum(word.endswith("the hare") for word in words) == 1
    move = hunt.parse_move("1-2")
    assert (
        hunt.move_sentence(move, Mover.SIDE, "Hounds") == "A hound moves from point 1 to point 2."
    )
