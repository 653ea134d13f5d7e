"""View > Move numbers: which stones carry their move number, in the real window, drawn,
taken back with the move, and remembered between runs."""

from PyQt6.QtGui import QImage

from app.gui.board.move_numbers import LAST_MOVES, MoveNumbers, numbered_cells
from app.gui.window.settings import Settings
from tests.gui.windows import WindowFactory, cell_named, click

OPENING = ("h8", "h9", "i8", "i9", "g8", "j9", "f8", "a1", "b1", "c1", "d1", "e1")
"""Twelve stones, no five: enough to tell the last ten from all."""


def test_the_numbers_follow_the_placing_moves() -> None:
    drops = [(5,), (6,), (7,)]
    assert numbered_cells(drops, MoveNumbers.OFF) == {}
    assert numbered_cells(drops, MoveNumbers.ALL) == {5: 1, 6: 2, 7: 3}
    slid = [*drops, (5, 9)]  # the first stone slides away: its cells lose their numbers
    assert numbered_cells(slid, MoveNumbers.ALL) == {6: 2, 7: 3}
    many = [(cell,) for cell in range(LAST_MOVES + 2)]
    last = numbered_cells(many, MoveNumbers.LAST)
    assert sorted(last.values()) == list(range(3, LAST_MOVES + 3))


def play(qtbot, window, names) -> None:
    for name in names:
        click(qtbot, window, cell_named(window, name))


def stone_box(window, image: QImage, name: str) -> list[int]:
    """The pixels around the centre of cell ``name`` in a grab of the board (a third of a
    cell across)."""
    board = window.board
    centre = board.cell_centre(cell_named(window, name))
    ratio = image.devicePixelRatio()
    half = max(2, round(board.cell_centre(cell_named(window, "i8")).x() - centre.x()) // 6)
    x, y = round(centre.x() * ratio), round(centre.y() * ratio)
    return [image.pixel(x + dx, y + dy) for dx in range(-half, half) for dy in range(-half, half)]


def test_each_mode_numbers_its_stones_and_draws_them(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="gomoku", computer=())
    play(qtbot, window, OPENING)
    board, menus = window.board, window.menus
    assert board.scene().move_numbers == {}

    plain = board.grab().toImage()
    menus.move_numbers[MoveNumbers.ALL].trigger()
    numbers = board.scene().move_numbers
    assert numbers[cell_named(window, "h8")] == 1 and numbers[cell_named(window, "e1")] == 12
    assert len(numbers) == len(OPENING)
    numbered = board.grab().toImage()
    assert stone_box(window, plain, "h8") != stone_box(window, numbered, "h8")  # "1" written

    menus.move_numbers[MoveNumbers.LAST].trigger()
    numbers = board.scene().move_numbers
    assert sorted(numbers.values()) == list(range(3, 13))
    assert cell_named(window, "h8") not in numbers
    last_ten = board.grab().toImage()
    assert stone_box(window, last_ten, "h8") == stone_box(window, plain, "h8")
    assert stone_box(window, last_ten, "i8") != stone_box(window, plain, "i8")

    menus.move_numbers[MoveNumbers.OFF].trigger()
    assert board.scene().move_numbers == {}


def test_undo_takes_the_number_with_the_stone(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="gomoku", computer=())
    window.menus.move_numbers[MoveNumbers.ALL].trigger()
    play(qtbot, window, OPENING[:3])
    assert window.board.scene().move_numbers[cell_named(window, "i8")] == 3
    window.menus.undo.trigger()
    assert window.controller.move_texts() == OPENING[:2]
    assert cell_named(window, "i8") not in window.board.scene().move_numbers


def test_the_choice_is_remembered(qtbot, make_window: WindowFactory, tmp_path) -> None:
    settings_path = tmp_path / "settings.ini"
    first = make_window("gomoku", "easy", (), settings=Settings(settings_path))
    first.menus.move_numbers[MoveNumbers.LAST].trigger()
    assert Settings(settings_path).load().preferences.move_numbers is MoveNumbers.LAST
    first.close()
    again = make_window("gomoku", "easy", (), settings=Settings(settings_path))
    assert again.menus.move_numbers_shown() is MoveNumbers.LAST
    play(qtbot, again, ("h8",))
    assert again.board.scene().move_numbers == {cell_named(again, "h8"): 1}
