"""Board input: clicks matched against legal moves' cells, with fake positions (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from app.gui.board.clicks import BoardInput, Cancelled, Played, Rejected, Selected
from games.base import BoardStateBase


@dataclass(frozen=True)
class FakeState(BoardStateBase):
    """A position whose moves are given directly as their cell sequences."""

    moves: tuple[tuple[int, ...], ...]

    def legal_moves(self) -> list[Any]:
        return [f"move{'-'.join(map(str, cells))}" for cells in self.moves]

    def move_cells(self, move: Any) -> tuple[int, ...]:
        return tuple(int(part) for part in move.removeprefix("move").split("-"))


def board_for(*moves: tuple[int, ...]) -> BoardInput:
    board = BoardInput()
    board.set_position(FakeState(moves))
    return board


def test_a_drop_is_played_with_one_click() -> None:
    board = board_for((0,), (1,), (2,))
    assert board.click(1) == Played("move1")
    assert board.selection == ()


def test_a_click_where_no_move_starts_is_rejected_and_changes_nothing() -> None:
    board = board_for((0,), (2,))
    result = board.click(1)
    assert isinstance(result, Rejected)
    assert result.cell == 1
    assert result.reason
    assert board.click(2) == Played("move2")


def test_a_slide_takes_two_clicks_and_shows_its_targets() -> None:
    board = board_for((0, 1), (0, 3), (4, 5))
    assert board.click(0) == Selected((0,), (1, 3))
    assert board.selection == (0,)
    assert board.targets() == (1, 3)
    assert board.click(3) == Played("move0-3")
    assert board.selection == ()
    assert board.targets() == ()


def test_clickable_cells_are_move_starts_and_the_selections_targets() -> None:
    board = board_for((0, 1), (0, 3), (4, 5))
    assert board.clickable_cells() == (0, 4)
    board.click(0)
    assert board.clickable_cells() == (0, 1, 3, 4)
    board.disable("Wait.")
    assert board.clickable_cells() == ()


def test_clicking_another_own_piece_reselects() -> None:
    board = board_for((0, 1), (4, 5), (4, 6))
    board.click(0)
    assert board.click(4) == Selected((4,), (5, 6))
    assert board.click(6) == Played("move4-6")


def test_clicking_elsewhere_or_the_same_piece_cancels_the_selection() -> None:
    board = board_for((0, 1), (4, 5))
    board.click(0)
    assert board.click(9) == Cancelled()
    assert board.selection == ()
    board.click(0)
    assert board.click(0) == Cancelled()
    assert board.selection == ()


def test_escape_cancels_only_a_selection() -> None:
    board = board_for((0, 1))
    assert board.cancel() is None
    board.click(0)
    assert board.cancel() == Cancelled()
    assert board.selection == ()


def test_a_target_that_is_not_a_destination_of_the_selected_piece_does_not_play() -> None:
    board = board_for((0, 1), (2, 3))
    board.click(0)
    assert board.click(3) == Cancelled()


def test_longer_sequences_are_followed_click_by_click() -> None:
    board = board_for((0, 2, 4), (0, 2, 6))
    assert board.click(0) == Selected((0,), (2,))
    assert board.click(2) == Selected((0, 2), (4, 6))
    assert board.click(6) == Played("move0-2-6")


def test_moves_sharing_their_cells_play_the_first_listed() -> None:
    class Promotions(FakeState):
        def legal_moves(self) -> list[Any]:
            return ["queen", "knight"]

        def move_cells(self, move: Any) -> tuple[int, ...]:
            return (8, 0)

    board = BoardInput()
    board.set_position(Promotions(()))
    board.click(8)
    assert board.click(0) == Played("queen")


@pytest.mark.parametrize("cell", [0, 5])
def test_a_disabled_board_rejects_every_click_with_the_reason(cell: int) -> None:
    board = board_for((0,))
    board.disable("Wait for the computer.")
    assert board.click(cell) == Rejected(cell, "Wait for the computer.")


def test_a_finished_game_rejects_clicks() -> None:
    board = board_for()
    result = board.click(0)
    assert isinstance(result, Rejected)
    assert "over" in result.reason


def test_a_new_position_drops_the_selection() -> None:
    board = board_for((0, 1))
    board.click(0)
    board.set_position(FakeState(((0, 1),)))
    assert board.selection == ()


@dataclass(frozen=True)
class ColumnState(FakeState):
    """Drops whose click may land anywhere in a 2-cell-high column (cells c and c + 3)."""

    def click_cells(self, move: Any) -> tuple[int, ...]:
        (cell,) = self.move_cells(move)
        column = cell % 3
        return (column, column + 3)


def test_a_click_anywhere_in_a_column_drops_there() -> None:
    board = BoardInput()
    board.set_position(ColumnState(((0,), (4,))))  # column 0 lands low, column 1 high
    assert board.click(3) == Played("move0")
    assert board.click(1) == Played("move4")
    assert isinstance(board.click(2), Rejected)  # column 2 is full: no move there
    assert set(board.clickable_cells()) == {0, 1, 3, 4}
