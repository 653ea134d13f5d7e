"""Move animation (*View > Animation*): planned from the positions before and after a move,
shown on the real board, never in the person's way, and remembered between runs."""

from __future__ import annotations

from pathlib import Path

import chess
import pytest
from PyQt6.QtCore import Qt

from app.gui.board.animation import AnimationSpeed
from app.gui.board.drawing import BoardDrawing
from app.gui.board.motion import Entrance, Motion, Slide, plan_motion
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Preferences, Settings
from games.base import Piece
from games.registry import get_game
from tests.gui.windows import WindowFactory, cell_named, click

CASTLING_FEN = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
TEEKO_DROPS = ("a1", "b3", "c1", "d3", "e1", "b5", "a5", "e5")
"""Four markers each, no four in a row or square among them."""


def motion_of(game: str, *texts: str) -> Motion:
    """The motion of the last of ``texts`` played from ``game``'s start."""
    spec = get_game(game)
    before = spec.replay(texts[:-1])
    move = before.parse_move(texts[-1])
    after = before.play(move)
    return plan_motion(
        tuple(before.pieces()),
        tuple(after.pieces()),
        before.move_cells(move),
        before.layout().centres,
    )


# --- the plan ---------------------------------------------------------------------------


def test_a_placed_stone_arrives_and_nothing_else_moves() -> None:
    cell = get_game("gomoku").new_state().layout().cell_names.index("h8")
    assert motion_of("gomoku", "h8") == Motion(arrivals=((cell, Piece(0)),))


def test_a_slid_piece_slides_from_its_cell_to_the_new_one() -> None:
    names = get_game("hare-hounds").new_state().layout().cell_names
    motion = motion_of("hare-hounds", "4-5")
    assert motion.slides == (Slide(Piece(0, "hound"), names.index("4"), names.index("5")),)
    assert not motion.arrivals and not motion.departures


def test_castling_slides_the_king_and_the_rook() -> None:
    state = get_game(f"chess-fen {CASTLING_FEN}").new_state()
    move = state.parse_move("e1g1")
    after = state.play(move)
    motion = plan_motion(
        tuple(state.pieces()), tuple(after.pieces()), state.move_cells(move), state.layout().centres
    )
    assert motion.slides == (
        Slide(Piece(0, "king"), chess.E1, chess.G1),  # the move's own piece first
        Slide(Piece(0, "rook"), chess.H1, chess.F1),
    )
    assert not motion.arrivals and not motion.departures


def test_a_capture_fades_the_captured_piece_out_under_the_capturing_one() -> None:
    motion = motion_of("chess", "e2e4", "d7d5", "e4d5")
    assert motion.slides == (Slide(Piece(0, "pawn"), chess.E4, chess.D5),)
    assert motion.departures == ((chess.D5, Piece(1, "pawn")),)


def test_en_passant_fades_the_pawn_taken_beside_the_move() -> None:
    motion = motion_of("chess", "e2e4", "a7a6", "e4e5", "d7d5", "e5d6")
    assert motion.slides == (Slide(Piece(0, "pawn"), chess.E5, chess.D6),)
    assert motion.departures == ((chess.D5, Piece(1, "pawn")),)


def test_a_dragged_piece_is_settled_and_only_other_captures_fade() -> None:
    motion = motion_of("chess", "e2e4", "a7a6", "e4e5", "d7d5", "e5d6").settled()
    assert motion.slides == () and motion.departures == ((chess.D5, Piece(1, "pawn")),)
    assert motion_of("chess", "e2e4", "d7d5", "e4d5").settled().empty


# --- on the board -----------------------------------------------------------------------


def humans(make_window: WindowFactory, game: str, speed: AnimationSpeed) -> MainWindow:
    window = make_window(game, level="beginner", computer=())
    window.menus.animation_speeds[speed].trigger()
    return window


def assert_shows_the_position(window: MainWindow) -> None:
    scene = window.board.scene()
    assert scene is not None and scene.motion is None
    assert scene.pieces == tuple(window.controller.state.pieces())


def play_teeko_slide(qtbot, window: MainWindow) -> None:
    for name in TEEKO_DROPS:
        click(qtbot, window, cell_named(window, name))
    click(qtbot, window, cell_named(window, "a1"))
    click(qtbot, window, cell_named(window, "a2"))


def play_hare_hounds_step(qtbot, window: MainWindow) -> None:
    click(qtbot, window, cell_named(window, "4"))
    click(qtbot, window, cell_named(window, "5"))


def castle(qtbot, window: MainWindow) -> None:
    assert window.files.paste_position(CASTLING_FEN)
    click(qtbot, window, chess.E1)
    click(qtbot, window, chess.G1)


def place_stone(qtbot, window: MainWindow) -> None:
    click(qtbot, window, cell_named(window, "h8"))


CASES = {
    "gomoku": (place_stone, lambda window: set()),
    "teeko": (
        play_teeko_slide,
        lambda window: {(cell_named(window, "a1"), cell_named(window, "a2"))},
    ),
    "hare-hounds": (
        play_hare_hounds_step,
        lambda window: {(cell_named(window, "4"), cell_named(window, "5"))},
    ),
    "chess": (castle, lambda window: {(chess.E1, chess.G1), (chess.H1, chess.F1)}),
}
"""Each game's move by clicks and the slides (from, to) it shows."""


@pytest.mark.parametrize("game", list(CASES))
def test_a_move_animates_and_ends_in_the_position(
    qtbot, make_window: WindowFactory, game: str
) -> None:
    window = humans(make_window, game, AnimationSpeed.SLOW)  # a wide margin on a busy machine
    play, slides = CASES[game]
    play(qtbot, window)
    board = window.board
    assert board.animating()
    scene = board.scene()
    assert scene is not None and scene.motion is not None
    assert {(slide.start, slide.end) for slide in scene.motion.slides} == slides(window)
    for cell in scene.motion.moving_cells:
        assert scene.pieces[cell] is None  # drawn on its way, not in place
    qtbot.waitUntil(lambda: not board.animating(), timeout=3_000)
    assert_shows_the_position(window)


def test_a_placed_stone_fades_in_and_a_connect_four_disc_drops(
    qtbot, make_window: WindowFactory
) -> None:
    window = humans(make_window, "gomoku", AnimationSpeed.SLOW)
    place_stone(qtbot, window)
    assert window.board.scene().motion.entrance is Entrance.FADE
    disc = humans(make_window, "connect4", AnimationSpeed.SLOW)
    click(qtbot, disc, cell_named(disc, "column 4, row 6"))
    motion = disc.board.scene().motion
    assert motion.entrance is Entrance.DROP
    assert motion.arrivals == ((cell_named(disc, "column 4, row 1"), Piece(0)),)


def test_the_frame_half_way_differs_from_both_ends(qtbot, make_window: WindowFactory) -> None:
    window = humans(make_window, "hare-hounds", AnimationSpeed.SLOW)
    board = window.board
    play_hare_hounds_step(qtbot, window)
    frames = []
    for progress in (0.0, 0.5, 1.0):
        board.hold_animation(progress)
        assert board.scene().motion_progress == pytest.approx(progress)
        frames.append(board.grab().toImage())
    assert frames[1] != frames[0] and frames[1] != frames[2]
    board.finish_animation()
    assert_shows_the_position(window)


@pytest.mark.parametrize("game", ["gomoku", "teeko"])
def test_a_click_during_an_animation_plays_at_once(
    qtbot, make_window: WindowFactory, game: str
) -> None:
    window = humans(make_window, game, AnimationSpeed.SLOW)
    controller = window.controller
    first, second = ("h8", "h9") if game == "gomoku" else ("a1", "b3")
    click(qtbot, window, cell_named(window, first))
    assert window.board.animating()
    window.board.hold_animation(0.3)  # however slow the machine, it is still running
    click(qtbot, window, cell_named(window, second))
    assert controller.move_texts() == (first, second)
    motion = window.board.scene().motion  # the first move's is over, the second's runs
    assert motion is not None and motion.arrivals == ((cell_named(window, second), Piece(1)),)


def test_a_key_during_an_animation_ends_it_and_is_taken(qtbot, make_window: WindowFactory) -> None:
    window = humans(make_window, "gomoku", AnimationSpeed.SLOW)
    place_stone(qtbot, window)
    window.board.hold_animation(0.3)
    qtbot.keyClick(window.board, Qt.Key.Key_Right)  # the cursor appears, the move is drawn
    assert not window.board.animating() and window.board.cursor_cell is not None
    assert_shows_the_position(window)


class MotionFrames:
    """Records, for each paint of the board, whether it drew a move on its way."""

    def __init__(self, monkeypatch) -> None:
        self.moving: list[bool] = []
        paint_motion = BoardDrawing.paint_motion

        def recording(drawing, painter, frame, scene) -> None:
            self.moving.append(scene.motion is not None)
            paint_motion(drawing, painter, frame, scene)

        monkeypatch.setattr(BoardDrawing, "paint_motion", recording)


@pytest.mark.parametrize(
    ("speed", "drawn_moving"), [(AnimationSpeed.OFF, False), (AnimationSpeed.SLOW, True)]
)
def test_speed_off_draws_no_intermediate_frame(
    qtbot, make_window: WindowFactory, monkeypatch, speed: AnimationSpeed, drawn_moving: bool
) -> None:
    window = humans(make_window, "teeko", speed)
    frames = MotionFrames(monkeypatch)
    click(qtbot, window, cell_named(window, "c3"))
    window.board.hold_animation(0.5)
    window.board.grab()
    assert frames.moving and any(frames.moving) is drawn_moving
    assert window.board.animating() is drawn_moving


def test_undo_redo_and_browsing_show_the_position_at_once(
    qtbot, make_window: WindowFactory
) -> None:
    window = humans(make_window, "teeko", AnimationSpeed.SLOW)
    board = window.board
    for name in TEEKO_DROPS[:3]:
        click(qtbot, window, cell_named(window, name))
    assert board.animating()
    window.menus.undo.trigger()
    assert len(window.controller.moves) == 2 and not board.animating()
    assert_shows_the_position(window)
    window.menus.redo.trigger()
    assert len(window.controller.moves) == 3 and not board.animating()
    assert_shows_the_position(window)
    window.on_record_link("ply:0")
    assert window.controller.moves == () and not board.animating()
    window.on_record_link("ply:3")
    assert len(window.controller.moves) == 3 and not board.animating()
    assert_shows_the_position(window)


def test_the_computer_s_move_animates_too(qtbot, make_window: WindowFactory) -> None:
    window = make_window("gomoku", level="beginner", computer=(1,))
    window.menus.animation_speeds[AnimationSpeed.SLOW].trigger()
    animated: list[bool] = []
    window.controller.state_changed.connect(lambda: animated.append(window.board.animating()))
    place_stone(qtbot, window)
    qtbot.waitUntil(lambda: len(window.controller.moves) == 2, timeout=20_000)
    assert animated[-2:] == [True, True]  # mine, then the computer's


# --- remembered ---------------------------------------------------------------------------


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "settings.ini"


def test_the_speed_is_remembered_across_a_restart(
    make_window: WindowFactory, settings_path: Path
) -> None:
    window = make_window("tictactoe", "easy", (1,), settings=Settings(settings_path))
    assert window.menus.animation_speed() is AnimationSpeed.NORMAL  # the first start's
    window.menus.animation_speeds[AnimationSpeed.SLOW].trigger()
    window.close()
    again = make_window("tictactoe", "easy", (1,), settings=Settings(settings_path))
    assert again.menus.animation_speed() is AnimationSpeed.SLOW
    assert again.menus.animation_speeds[AnimationSpeed.SLOW].isChecked()


@pytest.mark.parametrize(
    ("old", "speed"),
    [
        ("true", AnimationSpeed.NORMAL),
        ("false", AnimationSpeed.OFF),
        ("maybe", AnimationSpeed.NORMAL),
    ],
)
def test_the_old_animate_drops_is_read_once(
    settings_path: Path, old: str, speed: AnimationSpeed
) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(f"[view]\nanimate_drops={old}\n")
    settings = Settings(settings_path)
    loaded = settings.load()
    assert loaded.preferences.animation is speed and loaded.notice == ""
    settings.save(loaded.preferences)
    assert "animate_drops" not in settings_path.read_text()
    assert Settings(settings_path).load().preferences.animation is speed


def test_a_bad_stored_speed_falls_back_to_normal_with_a_notice(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("[view]\nanimation=warp\nanimate_drops=false\n")
    loaded = Settings(settings_path).load()
    assert loaded.preferences == Preferences()
    assert "view/animation" in loaded.notice and "warp" in loaded.notice
