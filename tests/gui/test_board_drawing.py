"""The board drawings: one per kind of board, chosen by the layout, replaceable per kind."""

from __future__ import annotations

import pytest
from PyQt6.QtGui import QPixmap

from app.gui.board import kinds as board_drawing
from app.gui.board.kinds import (
    DRAWINGS,
    PointsDrawing,
    SlotsDrawing,
    SquaresDrawing,
    drawing_for,
    register_drawing,
)
from app.gui.board.pieces import PieceIcons
from app.gui.board.view import BoardView
from games.base import BoardKind, BoardLayout
from games.registry import get_game

pytestmark = pytest.mark.usefixtures("qapp")  # pixmaps and icons need the application


def test_every_kind_of_board_has_a_drawing() -> None:
    assert set(BoardKind) <= set(DRAWINGS)  # and games with their own (chess)


def test_the_layout_chooses_the_drawing() -> None:
    icons = PieceIcons()
    assert type(drawing_for(get_game("tictactoe").new_state().layout(), icons)) is SquaresDrawing
    assert type(drawing_for(get_game("connect4").new_state().layout(), icons)) is SlotsDrawing


def test_square_cells_reach_their_corners_and_round_ones_do_not() -> None:
    layout = BoardLayout(BoardKind.SQUARES, 2, 1, ((0.0, 0.0), (1.0, 0.0)), ("a", "b"))
    corner = (0.45, 0.45)  # inside cell a's square, outside the disc of radius 0.48
    assert SquaresDrawing(PieceIcons()).cell_at(layout, *corner) == 0
    assert PointsDrawing(PieceIcons()).cell_at(layout, *corner) is None
    assert SquaresDrawing(PieceIcons()).cell_at(layout, 0.6, 0.0) == 1


class CountingDrawing(SquaresDrawing):
    """Squares that count how often the pieces layer and the frame layer are drawn."""

    pieces_drawn = 0
    frames_painted = 0

    def paint_pieces(self, painter, frame, scene) -> None:
        type(self).pieces_drawn += 1
        super().paint_pieces(painter, frame, scene)

    def paint_frame(self, painter, frame, scene) -> None:
        type(self).frames_painted += 1
        super().paint_frame(painter, frame, scene)


def test_a_registered_drawing_draws_its_kind(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(board_drawing, "DRAWINGS", dict(DRAWINGS))
    register_drawing(BoardKind.SQUARES, CountingDrawing)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.set_position(get_game("tictactoe").new_state(), ("X", "O"))
    view.render(QPixmap(view.size()))
    assert CountingDrawing.pieces_drawn == 1


def test_a_game_with_its_own_drawing_wins_over_its_kind(monkeypatch) -> None:
    monkeypatch.setattr(board_drawing, "DRAWINGS", dict(DRAWINGS))
    register_drawing("tictactoe", CountingDrawing)
    layout = get_game("tictactoe").new_state().layout()
    assert type(drawing_for(layout, PieceIcons(), "tictactoe")) is CountingDrawing
    assert type(drawing_for(layout, PieceIcons(), "mnk-5-5-4")) is SquaresDrawing
    assert type(drawing_for(layout, PieceIcons())) is SquaresDrawing


def test_a_kind_without_a_drawing_is_named(monkeypatch) -> None:
    monkeypatch.setattr(board_drawing, "DRAWINGS", {})
    layout = get_game("tictactoe").new_state().layout()
    with pytest.raises(KeyError, match="SQUARES"):
        drawing_for(layout, PieceIcons())


def test_the_frame_is_painted_once_per_size_and_palette(qtbot, monkeypatch) -> None:
    from app.gui import style

    monkeypatch.setattr(board_drawing, "DRAWINGS", dict(DRAWINGS))
    register_drawing(BoardKind.SQUARES, CountingDrawing)
    monkeypatch.setattr(CountingDrawing, "frames_painted", 0)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.set_position(get_game("tictactoe").new_state(), ("X", "O"))
    first = QPixmap(view.size())
    view.render(first)
    view.set_highlights((4,), ())
    view.render(QPixmap(view.size()))  # a new highlight: the same frame
    assert CountingDrawing.frames_painted == 1
    view.resize(320, 300)
    view.render(QPixmap(view.size()))
    assert CountingDrawing.frames_painted == 2
    view.set_palette(style.DARK if view.colours != style.DARK else style.LIGHT)
    view.render(QPixmap(view.size()))
    assert CountingDrawing.frames_painted == 3
