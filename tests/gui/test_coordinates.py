"""View > Coordinates: every board names its columns and rows, or not, and the choice is
remembered between runs."""

import pytest

from app.gui.window.settings import Settings
from tests.gui.windows import WindowFactory, cell_named


def cell_spacing(window, first: str, second: str) -> float:
    """Pixels between the centres of two cells of one row."""
    board = window.board
    return board.cell_centre(cell_named(window, second)).x() - board.cell_centre(
        cell_named(window, first)
    ).x()


@pytest.mark.parametrize(
    ("game", "first", "second"),
    [("gomoku", "a1", "b1"), ("chess", "a1", "b1"), ("teeko", "a1", "b1")],
)
def test_hiding_the_coordinates_gives_the_board_their_room(
    qtbot, make_window: WindowFactory, game: str, first: str, second: str
) -> None:
    window = make_window(game=game, computer=())
    window.resize(900, 650)
    qtbot.waitUntil(lambda: window.board.scene() is not None)
    board = window.board
    assert board.scene().has_labels()
    with_labels = board.grab().toImage()
    spacing = cell_spacing(window, first, second)

    window.menus.coordinates.trigger()  # off
    assert not board.scene().has_labels()
    assert board.grab().toImage() != with_labels
    assert cell_spacing(window, first, second) >= spacing

    window.menus.coordinates.trigger()  # on again
    assert board.scene().has_labels()
    assert cell_spacing(window, first, second) == spacing


def test_the_choice_is_remembered_and_reaches_every_board(
    qtbot, make_window: WindowFactory, tmp_path
) -> None:
    settings_path = tmp_path / "settings.ini"
    first = make_window("tictactoe", "easy", (), settings=Settings(settings_path))
    first.menus.coordinates.trigger()
    assert Settings(settings_path).load().preferences.coordinates is False
    first.close()
    again = make_window("chess", "easy", (), settings=Settings(settings_path))
    assert not again.menus.coordinates.isChecked()
    assert not again.board.scene().has_labels()
