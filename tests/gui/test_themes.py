"""Board themes, chess piece sets and stone styles: each draws every game, each differs from
the others, each combines with every palette, and the choices survive a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PyQt6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PyQt6.QtGui import QColor, QImage, QPainter

from app.gui import style
from app.gui.board.themes import THEMES, WOOD, BoardColours, BoardLooks, StoneStyle
from app.gui.board.view import BoardView
from app.gui.games.chess.piece_set_menu import PIECE_SET
from app.gui.games.chess.piece_sets import PIECE_SETS
from app.gui.games.chess.plugin import ChessPlugin
from app.gui.style import contrast_ratio
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Preferences, Settings
from games.base import BoardKind, Piece
from games.chess.rules import PIECE_KINDS

GAMES = ("tictactoe", "mnk-7-7-5", "connect4", "hare-hounds", "teeko", "gomoku", "chess")
"""One game of each board the window draws (tiles, slots, points, crossings, chess)."""
LIGHT_AND_DARK = (style.LIGHT, style.DARK)
AA_GRAPHICS = 3.0
"""WCAG AA contrast for graphical objects and large text (coordinates are bold)."""


def board_image(board: BoardView) -> QImage:
    return board.grab().toImage()


def pixel(image: QImage, point: QPointF | QPoint) -> QColor:
    at = point.toPoint() if isinstance(point, QPointF) else point
    return QColor(image.pixelColor(at).rgb())


def empty_cell_point(window: MainWindow) -> tuple[QPoint, str]:
    """A point inside the first empty cell where the board shows only the board's own
    colour, and which of :class:`BoardColours`' colours that is."""
    board, state = window.board, window.controller.state
    layout = state.layout()
    cell = next(cell for cell, piece in enumerate(state.pieces()) if piece is None)
    centre = board.cell_centre(cell)
    if window.controller.spec.family == "chess":
        return centre, "square"
    if layout.kind is BoardKind.SLOTS:
        return centre, "slot_hole"
    if layout.kind is BoardKind.INTERSECTIONS:  # the middle of a grid square, off the lines
        diagonal = board.cell_centre(cell + layout.columns + 1)
        return (centre + diagonal) / 2, "surface"
    return centre, "tile"  # a tile, or the disc of a point


def expected(colours: BoardColours, what: str, window: MainWindow, point: QPoint) -> QColor:
    if what != "square":
        return getattr(colours, what)
    cell = window.board.cell_at(QPointF(point))
    assert cell is not None
    file, rank = cell % 8, cell // 8
    return colours.squares[0 if (file + rank) % 2 == 1 else 1]


def frame_point(board: BoardView) -> QPoint:
    """The middle of the frame's top band (no coordinates are written there)."""
    outline = board.frame_rect()
    assert outline is not None
    return QPointF(outline.center().x(), outline.top() + 4).toPoint()


def frame_colour(colours: BoardColours, window: MainWindow) -> QColor:
    if window.controller.state.layout().kind is BoardKind.SLOTS:
        return colours.slot_frame
    return colours.frame


@pytest.fixture
def two_people(make_window):
    def make(game: str) -> MainWindow:
        window = make_window(game, "easy", ())
        window.resize(640, 480)
        return window

    return make


@pytest.mark.parametrize("game", GAMES)
def test_each_theme_paints_the_cells_and_frame_of_every_game(two_people, game: str) -> None:
    window = two_people(game)
    point, what = empty_cell_point(window)
    seen = set()
    for palette in LIGHT_AND_DARK:
        window.apply_palette_choice(palette.name)
        for name, theme in THEMES.items():
            window.menus.themes[name].trigger()
            image = board_image(window.board)
            colours = theme.colours(palette)
            assert pixel(image, point) == expected(colours, what, window, point), (name, what)
            assert pixel(image, frame_point(window.board)) == frame_colour(colours, window)
            seen.add(pixel(image, point).name())
    assert len(seen) == 2 * len(THEMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_theme_and_stone_style_draws_in_every_palette(two_people, game: str) -> None:
    """The frame follows the theme; high contrast keeps its own cells whatever the theme."""
    window = two_people(game)
    point, _ = empty_cell_point(window)
    for palette in style.PALETTES.values():
        window.apply_palette_choice(palette.name)
        cells = set()
        for name, theme in THEMES.items():
            window.menus.themes[name].trigger()
            for stones in StoneStyle:
                window.menus.stone_styles[stones].trigger()
                assert window.board.looks == BoardLooks(theme, stones)
                image = board_image(window.board)
                framed = pixel(image, frame_point(window.board))
                assert framed == frame_colour(theme.colours(palette), window)
                cells.add(pixel(image, point).name())
        assert len(cells) == (1 if palette is style.HIGH_CONTRAST else len(THEMES))


@pytest.mark.parametrize("theme", THEMES.values(), ids=THEMES.keys())
@pytest.mark.parametrize("palette", LIGHT_AND_DARK, ids=("light", "dark"))
def test_marks_coordinates_and_lines_stay_visible(theme, palette) -> None:
    colours = theme.colours(palette)
    assert contrast_ratio(colours.label, colours.frame) >= (2.5 if theme is WOOD else 4.0)
    assert contrast_ratio(colours.line, colours.surface) >= 2.5
    assert contrast_ratio(*colours.squares) >= 2.0
    assert contrast_ratio(palette.hint, colours.surface) >= 2.4
    for mark in (palette.last_move, palette.winning, palette.selected):
        assert mark.name() not in (colours.tile.name(), colours.surface.name())
    if palette.dark:
        for colour in (colours.surface, colours.tile, colours.frame):
            assert style.relative_luminance(colour) < 0.25  # not glaring


def test_each_piece_set_draws_every_piece_differently(qapp) -> None:
    side = 64
    drawn: dict[str, list[QImage]] = {}
    for name, pieces in PIECE_SETS.items():
        drawn[name] = []
        for owner in (0, 1):
            for kind in PIECE_KINDS.values():
                image = QImage(side, side, QImage.Format.Format_ARGB32)
                image.fill(Qt.GlobalColor.transparent)
                painter = QPainter(image)
                pieces.paint(painter, QRectF(0, 0, side, side), Piece(owner, kind))
                painter.end()
                inked = sum(
                    image.pixelColor(x, y).alpha() > 0
                    for x in range(0, side, 4)
                    for y in range(0, side, 4)
                )
                assert inked > 20, (name, owner, kind)
                drawn[name].append(image)
        for index, image in enumerate(drawn[name]):  # no two pieces of a set alike
            assert all(image != other for other in drawn[name][index + 1 :]), name
    names = list(drawn)
    for index, first in enumerate(names):
        for second in names[index + 1 :]:
            for mine, theirs in zip(drawn[first], drawn[second], strict=True):
                assert mine != theirs, (first, second)


def test_the_piece_set_is_chosen_in_the_view_menu_while_chess_is_played(two_people) -> None:
    window = two_people("chess")
    plugin = window.plugins.plugin("chess")
    assert isinstance(plugin, ChessPlugin)
    menu = plugin.piece_sets.menu.menuAction()
    assert menu is not None and menu.isVisible()
    centre = window.board.cell_centre(4)  # White's king on e1
    king = QRect(centre - QPoint(15, 15), centre + QPoint(15, 15))
    kings = []
    for name, action in plugin.piece_sets.actions.items():
        action.trigger()
        assert window.board.piece_set is PIECE_SETS[name]
        kings.append(board_image(window.board).copy(king))
    for index, image in enumerate(kings):
        assert all(image != other for other in kings[index + 1 :])
    window.menus.games["tictactoe"].trigger()
    assert not menu.isVisible()


def test_stone_styles_draw_stones_differently(two_people) -> None:
    window = two_people("gomoku")
    controller = window.controller
    controller.play_move(controller.state.parse_move("h8"))
    controller.play_move(controller.state.parse_move("h9"))
    window.board.finish_animation()  # the last stone fades in: draw it in place
    stones = {}
    for cell in (controller.state.layout().cell_names.index(name) for name in ("h8", "h9")):
        centre = window.board.cell_centre(cell)
        box = QRect(centre - QPoint(8, 8), centre + QPoint(8, 8))
        for style_name, action in window.menus.stone_styles.items():
            action.trigger()
            stones[cell, style_name] = board_image(window.board).copy(box)
    for (cell, first), image in stones.items():
        for (other_cell, second), other in stones.items():
            if cell == other_cell and first != second:
                assert image != other, (cell, first, second)


def test_the_looks_are_remembered_across_a_restart(make_window, tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.ini"
    window = make_window("chess", "easy", (), settings=Settings(path))
    plugin = window.plugins.plugin("chess")
    assert isinstance(plugin, ChessPlugin)
    window.menus.themes["green"].trigger()
    window.menus.stone_styles[StoneStyle.GLOSSY].trigger()
    plugin.piece_sets.actions["letters"].trigger()
    window.close()
    saved = Settings(path).load().preferences
    assert (saved.board_theme, saved.stone_style) == ("green", StoneStyle.GLOSSY)
    assert saved.plugin_values[PIECE_SET] == "letters"

    again = make_window("tictactoe", "easy", (), settings=Settings(path))
    assert again.menus.themes["green"].isChecked()
    assert again.menus.stone_styles[StoneStyle.GLOSSY].isChecked()
    expected_looks = BoardLooks(THEMES["green"], StoneStyle.GLOSSY)
    assert all(board.looks == expected_looks for board in again.plugins.boards)
    chess = again.plugins.plugin("chess")
    assert isinstance(chess, ChessPlugin)
    assert chess.board.piece_set is PIECE_SETS["letters"]
    assert chess.piece_sets.actions["letters"].isChecked()


def test_bad_stored_looks_fall_back_to_the_defaults(make_window, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[view]\nboard_theme=tartan\nstone_style=wobbly\n[chess]\npiece_set=runes\n")
    loaded = Settings(path).load()
    assert loaded.preferences.board_theme == Preferences().board_theme == "wood"
    assert loaded.preferences.stone_style is StoneStyle.SHADED
    assert loaded.preferences.plugin_values[PIECE_SET] == "classic"
    for key in ("view/board_theme", "view/stone_style", "chess/piece_set"):
        assert key in loaded.notice
    window = make_window("chess", "easy", (), settings=Settings(path))
    assert window.board.looks == BoardLooks()
    assert window.menus.themes["wood"].isChecked()


def test_screenshots_keep_their_colours_in_256(qapp, tmp_path: Path) -> None:
    """The theme screenshots' 256-colour PNGs: a picture of few colours comes back exact,
    a gradient close."""
    from tools.gui.small_png import save_small_png

    image = QImage(300, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#4f7299"))
    for x in range(256):
        for y in range(20, 40):
            image.setPixelColor(x, y, QColor(x, 255 - x, 128))
    image.setPixelColor(299, 0, QColor("#f6dc7e"))
    saved = QImage(str(save_small_png(image, tmp_path / "shot.png")))
    assert saved.format() == QImage.Format.Format_Indexed8
    assert saved.pixelColor(10, 5) == QColor("#4f7299")
    assert saved.pixelColor(299, 0) == QColor("#f6dc7e")
    worst = max(
        abs(saved.pixelColor(x, 30).red() - x) + abs(saved.pixelColor(x, 30).green() - (255 - x))
        for x in range(256)
    )
    assert worst <= 12
