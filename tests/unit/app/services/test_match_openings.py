"""Opening sets for matches (app/services/match_openings.py) and matches played from them."""

from __future__ import annotations

import pytest

from app.services.arena import GameTask, match_tasks, play_game
from app.services.match_openings import (
    Opening,
    OpeningSetError,
    load_openings,
    read_openings,
    shipped_openings,
)
from games.registry import get_game
from tools.build import match_openings

CHESS = get_game("chess")
CONNECT4 = get_game("connect4")


def test_a_set_skips_numbers_comments_and_blank_lines() -> None:
    text = "# a set\n\n1. e4 e5 2. Nf3 Nc6  # Open Game\n1.d4 d5 2.c4 3... \nc2c4\n"
    assert read_openings(CHESS, text, "set.txt") == (
        Opening(("e2e4", "e7e5", "g1f3", "b8c6"), "Open Game"),
        Opening(("d2d4", "d7d5", "c2c4"), ""),
        Opening(("c2c4",), ""),  # SAN or UCI read, written as the game writes moves (UCI)
    )


def test_other_games_write_their_own_moves() -> None:
    assert read_openings(CONNECT4, "4 4 3\n", "c4.txt") == (Opening(("4", "4", "3")),)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("e4 e5\ne4 e4\n", "set.txt, line 2: 'e4'"),
        ("f3 e5 g4 Qh4#\n", "set.txt, line 1: the game is over after Qh4#"),
        ("# only a comment\n\n", "set.txt: no opening in it"),
    ],
)
def test_a_bad_set_is_refused_with_its_line(text: str, message: str) -> None:
    with pytest.raises(OpeningSetError, match=message):
        read_openings(CHESS, text, "set.txt")


def test_files_that_cannot_be_read(tmp_path) -> None:
    with pytest.raises(OpeningSetError, match=r"cannot read the openings .*missing\.txt"):
        load_openings(CHESS, tmp_path / "missing.txt")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe e4")
    with pytest.raises(OpeningSetError, match="not UTF-8 text"):
        load_openings(CHESS, binary)


def test_the_shipped_chess_set() -> None:
    openings = shipped_openings(CHESS)
    assert len(openings) == 100 and len(set(openings)) == 100
    assert all(6 <= len(opening.moves) <= 10 and opening.name for opening in openings)
    assert openings[0].name.startswith("B28 Sicilian Defense")
    with pytest.raises(OpeningSetError, match="no opening set for connect4"):
        shipped_openings(CONNECT4)


def test_the_shipped_gomoku_set_is_three_stones_near_the_centre(tmp_path) -> None:
    gomoku = get_game("gomoku")
    openings = shipped_openings(gomoku)
    assert len(openings) == 100 and len(set(openings)) == 100
    for opening in openings:
        gomoku.replay(list(opening.moves))  # legal, one after another
        state = gomoku.new_state()
        cells = [state.parse_move(move) for move in opening.moves]
        size = state.geometry.width
        assert len(cells) == 3 and all(
            abs(cell // size - 7) <= 3 >= abs(cell % size - 7) for cell in cells
        )
    made = tmp_path / "gomoku.txt"
    assert match_openings.main(["gomoku", "--output", str(made)]) == 0
    assert (
        read_openings(gomoku, made.read_text(), "made") == openings
    )  # the same seed, the same set


def test_pairs_share_an_opening_and_the_set_starts_again() -> None:
    openings = read_openings(CONNECT4, "4\n3 3\n", "c4.txt")
    tasks = match_tasks("connect4", ("easy", "beginner"), 6, "s", 0, openings=openings)
    assert [task.opening for task in tasks] == [
        ("4",),
        ("4",),
        ("3", "3"),
        ("3", "3"),
        ("4",),
        ("4",),
    ]
    assert [task.first for task in tasks] == [0, 1] * 3


def test_a_game_starts_with_its_opening_then_its_random_plies() -> None:
    task = GameTask("connect4", ("beginner", "beginner"), "o", 0, 2, 12, ("1", "7", "1"))
    record = play_game(task)
    assert record.moves[:3] == ("1", "7", "1") and len(record.moves) >= 5
    assert len(record.thinking) == len(record.moves) - 5  # nobody chose the first five
