"""Arrows and circles on every board: drawn with the right button in four colours, kept by
position, cleared by the next move, saved in PGN comments (chess) and in our JSON saves,
and the engine's best move drawn while it analyses (*View > Best move arrow*)."""

from __future__ import annotations

import json
from pathlib import Path

import chess
import pytest
from PyQt6.QtCore import QPoint, Qt

from app.gui.window.main_window import AUTOSAVE_NAME, MainWindow
from app.gui.window.settings import Preferences, Settings
from app.services.marks import NO_MARKS, Arrow, Circle, MarkColour, Marks
from tests.gui.windows import SLOW_GAME, WindowFactory, cell_named, click

NO_KEYS = Qt.KeyboardModifier.NoModifier


def right_drag(
    qtbot, window: MainWindow, start: int, end: int, keys: Qt.KeyboardModifier = NO_KEYS
) -> None:
    """Press the right button on ``start``, move to ``end`` and let go there."""
    board = window.board
    qtbot.mousePress(board, Qt.MouseButton.RightButton, keys, board.cell_centre(start))
    qtbot.mouseMove(board, board.cell_centre(end))
    qtbot.mouseRelease(board, Qt.MouseButton.RightButton, keys, board.cell_centre(end))


def right_click_at(qtbot, window: MainWindow, where: QPoint, keys=NO_KEYS) -> None:
    board = window.board
    qtbot.mousePress(board, Qt.MouseButton.RightButton, keys, where)
    qtbot.mouseRelease(board, Qt.MouseButton.RightButton, keys, where)


def right_click(qtbot, window: MainWindow, cell: int, keys=NO_KEYS) -> None:
    right_click_at(qtbot, window, window.board.cell_centre(cell), keys)


def shown_marks(window: MainWindow) -> Marks:
    scene = window.board.scene()
    assert scene is not None
    return scene.marks


@pytest.mark.parametrize(
    ("game", "first", "second"),
    [
        ("gomoku", "a1", "c3"),
        ("connect4", "column 1, row 1", "column 3, row 3"),
        ("teeko", "a1", "c3"),
        ("chess", "a1", "c3"),
    ],
)
def test_a_right_drag_draws_an_arrow_and_a_right_click_a_circle(
    qtbot, make_window: WindowFactory, game: str, first: str, second: str
) -> None:
    window = make_window(game=game, computer=())
    a, b = cell_named(window, first), cell_named(window, second)
    board = window.board
    qtbot.mousePress(board, Qt.MouseButton.RightButton, NO_KEYS, board.cell_centre(a))
    qtbot.mouseMove(board, board.cell_centre(b))
    assert shown_marks(window) == Marks(arrows=(Arrow(a, b),))  # drawn as the mouse goes
    assert board.marks == NO_MARKS
    qtbot.mouseRelease(board, Qt.MouseButton.RightButton, NO_KEYS, board.cell_centre(b))
    right_click(qtbot, window, b)
    assert shown_marks(window) == Marks(arrows=(Arrow(a, b),), circles=(Circle(b),))
    assert window.controller.moves == ()  # the right button plays nothing


@pytest.mark.parametrize(
    ("keys", "colour"),
    [
        (Qt.KeyboardModifier.ShiftModifier, MarkColour.RED),
        (Qt.KeyboardModifier.ControlModifier, MarkColour.BLUE),
        (Qt.KeyboardModifier.AltModifier, MarkColour.YELLOW),
        (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier,
            MarkColour.YELLOW,
        ),
    ],
)
def test_keys_held_pick_the_colour(
    qtbot, make_window: WindowFactory, keys: Qt.KeyboardModifier, colour: MarkColour
) -> None:
    window = make_window(game="gomoku", computer=())
    a, b = cell_named(window, "d4"), cell_named(window, "f6")
    right_drag(qtbot, window, a, b, keys)
    right_click(qtbot, window, a, keys)
    assert shown_marks(window) == Marks(arrows=(Arrow(a, b, colour),), circles=(Circle(a, colour),))


def test_drawing_a_mark_again_takes_it_off_and_another_colour_recolours_it(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="connect4", computer=())
    a, b = cell_named(window, "column 1, row 1"), cell_named(window, "column 4, row 4")
    right_drag(qtbot, window, a, b)
    right_click(qtbot, window, b)
    right_drag(qtbot, window, a, b, Qt.KeyboardModifier.ShiftModifier)
    assert shown_marks(window) == Marks((Arrow(a, b, MarkColour.RED),), (Circle(b),))
    right_drag(qtbot, window, a, b, Qt.KeyboardModifier.ShiftModifier)
    right_click(qtbot, window, b)
    assert shown_marks(window) == NO_MARKS


def test_a_right_click_off_the_board_clears_the_marks(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="teeko", computer=())
    right_drag(qtbot, window, cell_named(window, "a1"), cell_named(window, "b2"))
    right_click(qtbot, window, cell_named(window, "c3"))
    assert not shown_marks(window).empty
    right_click_at(qtbot, window, QPoint(2, 2))
    assert shown_marks(window) == NO_MARKS


def test_the_next_move_clears_the_marks_and_going_back_shows_them(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="gomoku", computer=())
    controller = window.controller
    a, b = cell_named(window, "h8"), cell_named(window, "j10")
    right_drag(qtbot, window, a, b)
    drawn = shown_marks(window)
    click(qtbot, window, a)
    assert controller.moves == (a,)
    assert shown_marks(window) == NO_MARKS
    window.menus.undo.trigger()
    assert shown_marks(window) == drawn  # the marks belong to the position they were drawn on
    click(qtbot, window, b)  # another move: the marks of the position before stay
    window.menus.undo.trigger()
    assert shown_marks(window) == drawn


def test_marks_on_a_flipped_chess_board_name_the_squares(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="chess", computer=())
    window.board.set_flipped(True)
    right_drag(qtbot, window, chess.E2, chess.E4)
    right_click(qtbot, window, chess.D5)
    assert shown_marks(window) == Marks((Arrow(chess.E2, chess.E4),), (Circle(chess.D5),))
    # Black is at the bottom: e2 is drawn above e4
    assert window.board.cell_centre(chess.E2).y() < window.board.cell_centre(chess.E4).y()


PGN_WITH_MARKS = """[Event "Marks"]
[Site "?"]
[Date "2026.11.28"]
[Round "-"]
[White "Player"]
[Black "Player"]
[Result "*"]

{ The open game } 1. e4 { [%csl Gd4][%cal Ge2e4,Rd1d8] } 1... e5 { [%cal Bb1c3,Yg8f6] both
develop } 2. Nf3 { attacks e5 } *
"""


def test_a_pgn_with_marks_is_shown_and_saved_with_the_same_comments_and_their_text(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="chess", computer=())
    source = tmp_path / "marked.pgn"
    source.write_text(PGN_WITH_MARKS)
    assert window.files.open_game_file(source)
    controller = window.controller
    assert len(controller.moves) == 3 and shown_marks(window) == NO_MARKS
    controller.go_to_ply(1)
    assert shown_marks(window) == Marks(
        arrows=(Arrow(chess.E2, chess.E4), Arrow(chess.D1, chess.D8, MarkColour.RED)),
        circles=(Circle(chess.D4),),
    )
    controller.go_to_ply(2)
    assert shown_marks(window) == Marks(
        arrows=(
            Arrow(chess.B1, chess.C3, MarkColour.BLUE),
            Arrow(chess.G8, chess.F6, MarkColour.YELLOW),
        )
    )
    controller.go_to_ply(3)
    saved = tmp_path / "saved.pgn"
    assert window.files.save_game_file(saved)
    text = saved.read_text()
    comments = (
        "{ The open game }",
        "{ [%csl Gd4][%cal Ge2e4,Rd1d8] }",
        "{ [%cal Bb1c3,Yg8f6] both develop }",
        "{ attacks e5 }",
    )
    assert all(comment in text for comment in comments)  # each the same, byte for byte
    line = "{} 1. e4 {} 1... e5 {} 2. Nf3 {} *".format(*comments)
    assert line in " ".join(text.split())  # in their places (PGN lines wrap anywhere)
    assert controller.play_text("b8c6")
    controller.go_to_ply(2)
    assert controller.play_text("f1c4")  # another move: a comment stays with its move
    assert window.files.save_game_file(saved)
    text = " ".join(saved.read_text().split())
    assert "both develop } 2. Nf3 { attacks e5 } ( 2. Bc4 ) 2... Nc6 *" in text


def test_marks_drawn_in_chess_are_saved_in_pgn_beside_the_end_of_the_game(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="chess", computer=())
    controller = window.controller
    for text in ("f2f3", "e7e5", "g2g4"):
        assert controller.play_text(text)
    right_drag(qtbot, window, chess.D8, chess.H4)
    assert controller.play_text("d8h4")  # mate: the arrow stays on the position before
    right_click(qtbot, window, chess.E1, Qt.KeyboardModifier.ShiftModifier)
    saved = tmp_path / "mate.pgn"
    assert window.files.save_game_file(saved)
    assert "2. g4 { [%cal Gd8h4] } 2... Qh4# { [%csl Re1] checkmate } 0-1" in saved.read_text()


def test_marks_round_trip_through_our_json_saves(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="connect4", computer=())
    controller = window.controller
    click(qtbot, window, cell_named(window, "column 4, row 1"))
    a, b = cell_named(window, "column 1, row 1"), cell_named(window, "column 4, row 4")
    right_drag(qtbot, window, a, b, Qt.KeyboardModifier.ControlModifier)
    right_click(qtbot, window, b)
    drawn = shown_marks(window)
    path = tmp_path / "game.plyboard.json"
    assert window.files.save_game_file(path)
    document = json.loads(path.read_text())
    position = {"arrows": [[a, b, "B"]], "circles": [[b, "G"]]}
    assert document["tree"]["children"][0]["marks"] == position  # the position's node's
    controller.new_game()
    assert shown_marks(window) == NO_MARKS
    assert window.files.open_game_file(path)
    assert len(controller.moves) == 1 and shown_marks(window) == drawn
    del document["tree"]
    document["marks"] = {"1": position}  # as older versions saved them: by plies played
    path.write_text(json.dumps(document))
    controller.new_game()
    assert window.files.open_game_file(path)
    assert len(controller.moves) == 1 and shown_marks(window) == drawn


def test_marks_drawn_are_autosaved_without_waiting_for_a_move(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="connect4", computer=())
    click(qtbot, window, cell_named(window, "column 4, row 1"))
    circled = cell_named(window, "column 4, row 4")
    autosave = tmp_path / AUTOSAVE_NAME

    def autosaved_marks() -> object:
        if not autosave.exists():
            return None
        children = json.loads(autosave.read_text()).get("tree", {}).get("children", [{}])
        return children[0].get("marks")

    right_click(qtbot, window, circled)
    qtbot.waitUntil(lambda: autosaved_marks() == {"arrows": [], "circles": [[circled, "G"]]})


def test_a_save_with_bad_marks_is_refused_with_a_message(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="tictactoe", computer=())
    path = tmp_path / "bad.plyboard.json"
    document = {
        "format": "plyboard-game",
        "version": 1,
        "game": "tictactoe",
        "players": {"0": "human", "1": "human"},
        "level": "easy",
        "algorithm": "auto",
        "moves": ["b2"],
        "result": None,
        "marks": {"1": {"circles": [[42, "G"]]}},
    }
    path.write_text(json.dumps(document))
    assert not window.files.open_game_file(path)
    assert window.message_box is not None and "off the board" in window.message_box.text()
    assert window.controller.moves == ()


def test_the_best_move_is_drawn_while_an_analysis_runs(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game=SLOW_GAME, computer=())
    controller = window.controller
    with qtbot.waitSignal(controller.evaluation_updated, timeout=10_000) as report:
        assert controller.advisor.request_analysis()
    best = report.args[0].result.best_move
    scene = window.board.scene()
    assert scene is not None
    assert scene.engine_marks == Marks(circles=(Circle(best),))  # a placement: a circle
    window.menus.best_move_arrow.trigger()  # off
    assert window.board.scene().engine_marks == NO_MARKS
    window.menus.best_move_arrow.trigger()  # on again
    assert window.board.scene().engine_marks != NO_MARKS
    with qtbot.waitSignal(
        controller.analysis_running_changed, timeout=5000, check_params_cb=lambda on: not on
    ):
        controller.advisor.stop_analysis()
    assert window.board.scene().engine_marks == NO_MARKS


def test_a_hint_for_a_slide_is_drawn_as_an_arrow(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", computer=(1,))
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as ready:
        window.menus.hint.trigger()
    start, end = ready.args[0].cells
    assert window.board.scene().engine_marks == Marks(arrows=(Arrow(start, end),))


def test_the_best_move_arrow_choice_is_remembered(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    settings_path = tmp_path / "settings.ini"
    assert Preferences().best_move_arrow
    first = make_window("tictactoe", "easy", (), settings=Settings(settings_path))
    first.menus.best_move_arrow.trigger()
    assert Settings(settings_path).load().preferences.best_move_arrow is False
    first.close()
    again = make_window("tictactoe", "easy", (), settings=Settings(settings_path))
    assert not again.menus.best_move_arrow.isChecked()


def test_a_bad_stored_best_move_arrow_value_falls_back_to_on(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[view]\nbest_move_arrow=sometimes\n")
    loaded = Settings(path).load()
    assert loaded.preferences.best_move_arrow is True
    assert "view/best_move_arrow" in loaded.notice
