"""Pieces of the GUI on their own: texts, dialogs, slides, drawing, engine limits, run_gui."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from PyQt6.QtCore import QPointF, Qt, QTimer
from PyQt6.QtGui import QPixmap
from PyQt6.QtWidgets import QApplication, QDialog

from app.gui.board.pieces import disc_colour
from app.gui.board.view import BoardView
from app.gui.panels.analysis import line_text
from app.gui.panels.score_texts import evaluation_text
from app.gui.panels.side_panel import record_text
from app.gui.session.controller import USER_ENGINE_TIME_CAP, level_for_engine
from app.gui.window.dialogs import CustomGameDialog, about_box, rules_box
from app.gui.window.launch import run_gui
from app.gui.window.main_window import MainWindow
from engine.player import Level
from engine.search import WIN, Limits, SearchResult
from games.base import BoardKind, BoardLayout, BoardStateBase, GameSpec, Piece
from games.registry import game_names, get_game


def test_evaluation_text_speaks_in_results_when_proven() -> None:
    assert evaluation_text(SearchResult(0, WIN - 3, exact=True)) == "win in 3 plies (proven)"
    assert evaluation_text(SearchResult(0, -(WIN - 1), exact=True)) == "loss in 1 ply (proven)"
    assert evaluation_text(SearchResult(0, 0, exact=True)) == "draw (proven)"
    weak_win = SearchResult(0, WIN - 40, exact=False)  # a weak book entry's value
    assert evaluation_text(weak_win) == "win (proven, distance not)"
    assert evaluation_text(SearchResult(0, 1234)) == "+1,234 (estimate)"


def test_line_text_plays_the_line_forward_in_the_games_notation() -> None:
    state = get_game("tictactoe").new_state()
    assert line_text(state, (4, 0, 8)) == "b2 a1 c3"
    assert line_text(state, (4, 4)) == "b2"  # stops at a move that is not legal
    assert line_text(state, (4, 0, 8, 1), limit=2) == "b2 a1 …"


def test_record_text_numbers_full_moves() -> None:
    assert record_text(("b2", "a1", "c3")) == "1. b2 a1   2. c3"
    assert record_text(tuple("abcdef"), limit=2) == "…  2. c d   3. e f"


def test_a_chosen_engine_keeps_the_levels_limits_but_never_runs_unbounded() -> None:
    solver = Level("alphabeta", Limits())
    assert level_for_engine(solver, "auto") is solver
    assert level_for_engine(solver, "alphabeta") is solver
    minimax = level_for_engine(solver, "minimax")
    assert minimax.algorithm == "minimax"
    assert minimax.limits == Limits(time=USER_ENGINE_TIME_CAP)
    shallow = Level("alphabeta", Limits(depth=2), blunder=0.25)
    mcts = level_for_engine(shallow, "mcts")
    assert mcts.limits.nodes is not None and mcts.limits.time is None
    assert mcts.blunder == 0.25
    timed = Level("alphabeta", Limits(time=1.0))
    assert level_for_engine(timed, "minimax").limits == Limits(time=1.0)


def test_named_players_get_their_colour_and_others_the_palette() -> None:
    assert disc_colour("Red", 0).red() > 150
    assert disc_colour("Hounds", 0) != disc_colour("Hare", 1)


def test_custom_game_dialog_accepts_only_real_boards(qtbot) -> None:
    dialog = CustomGameDialog(size=(6, 6, 4))
    qtbot.addWidget(dialog)
    assert dialog.spec is not None and dialog.spec.name == "mnk-6-6-4"
    dialog.k_box.setValue(9)
    assert dialog.spec is None
    assert "k must be 1..6" in dialog.message.text()
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    dialog.k_box.setValue(5)
    assert dialog.spec is not None and dialog.spec.name == "mnk-6-6-5"


def test_rules_and_about_show_the_game_and_the_licence(qtbot) -> None:
    window = MainWindow(get_game("tictactoe"), "easy", rng=random.Random(1))
    qtbot.addWidget(window)
    assert rules_box(window.controller.spec, window).text() == get_game("tictactoe").rules
    assert "GPL-3.0-or-later" in about_box(window).text()
    window.close()


def test_run_gui_opens_the_window_and_returns_when_it_closes(qtbot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    seen: list[str] = []

    def close_it() -> None:
        seen.extend(
            widget.windowTitle()
            for widget in app.topLevelWidgets()
            if isinstance(widget, MainWindow)
        )
        app.closeAllWindows()

    QTimer.singleShot(0, close_it)
    assert run_gui("mnk-4-4-4", "beginner") == 0
    assert any(title.endswith("4 in a row (4\u00d74)") for title in seen)


def test_run_gui_rejects_unknown_names_before_opening_a_window() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        run_gui("no-such-game")
    with pytest.raises(ValueError, match="unknown level"):
        run_gui("tictactoe", "grandmaster")


@dataclass(frozen=True)
class PiecesOnPoints(BoardStateBase):
    """A drawing-only position: two points joined by an edge, with unusual piece kinds."""

    def layout(self) -> BoardLayout:
        return BoardLayout(
            BoardKind.POINTS, 2, 1, ((0.0, 0.0), (1.0, 0.0)), ("1", "2"), edges=((0, 1),)
        )

    def pieces(self) -> tuple[Piece | None, ...]:
        return Piece(0, "hound"), Piece(1, "zebra")


def test_the_board_draws_icons_letters_and_finds_cells(qtbot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.set_position(PiecesOnPoints(), ("Hounds", "Zebras"))  # type: ignore[arg-type]
    view.set_highlights((1,), (0, 1))
    pixmap = QPixmap(view.size())
    view.render(pixmap)
    assert not pixmap.toImage().isNull()
    for cell in (0, 1):
        assert view.cell_at(QPointF(view.cell_centre(cell))) == cell
    assert view.cell_at(QPointF(1, 1)) is None


def test_slides_are_played_with_two_clicks_on_a_points_board(qtbot) -> None:
    if "hare-hounds" not in game_names():
        pytest.skip("Hare and Hounds is not registered")
    window = MainWindow(
        get_game("hare-hounds"), "beginner", computer_players=(), rng=random.Random(1)
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    move = controller.state.legal_moves()[0]
    start, end = controller.state.move_cells(move)
    board = window.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(start))
    assert board.selection == (start,)
    assert end in board.targets
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selection == ()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(start))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(end))
    assert controller.moves == (move,)
    assert board.selection == ()
    assert controller.last_move_cells() == (start, end)
    window.close()


class BrokenSearcher:
    """A searcher that fails, as a buggy game-specific engine might."""

    name = "broken"

    def search(self, state, limits, **options) -> SearchResult:
        raise RuntimeError("the table file is missing")


def spec_with_level(level: Level, **changes) -> GameSpec:
    tictactoe = get_game("tictactoe")
    levels = {name: level for name in tictactoe.levels}
    return replace(tictactoe, levels=levels, **changes)


def open_window(qtbot, spec: GameSpec) -> MainWindow:
    window = MainWindow(spec, "medium", rng=random.Random(5))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_random_move_is_reported_as_such(qtbot) -> None:
    window = open_window(qtbot, spec_with_level(Level("alphabeta", Limits(depth=1), blunder=1.0)))
    controller = window.controller
    with qtbot.waitSignal(controller.thinking_finished, timeout=5000):
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(4))
    assert len(controller.moves) == 2
    assert controller.last_decision is not None and controller.last_decision.result is None
    assert "random" in window.panel.search.text()
    window.close()


def test_a_failing_search_is_shown_and_leaves_the_position_alone(qtbot) -> None:
    spec = spec_with_level(Level("broken"), searchers={"broken": BrokenSearcher})
    window = open_window(qtbot, spec)
    controller = window.controller
    with qtbot.waitSignal(controller.error, timeout=5000) as failed:
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(4))
    assert "the table file is missing" in failed.args[0]
    assert controller.moves == (4,)
    assert not controller.thinking
    assert window.panel.error.isVisible()
    window.close()


@pytest.mark.parametrize("accepted", [True, False])
def test_the_custom_game_menu_starts_the_chosen_board_or_keeps_the_game(
    qtbot, monkeypatch, accepted: bool
) -> None:
    answer = QDialog.DialogCode.Accepted if accepted else QDialog.DialogCode.Rejected
    monkeypatch.setattr(CustomGameDialog, "exec", lambda dialog: answer)
    window = open_window(qtbot, get_game("tictactoe"))
    window.menus.custom_game.trigger()
    if accepted:
        assert window.controller.spec.name == "mnk-6-6-4"
        assert window.menus.custom_game.isChecked()
        assert window.windowTitle() == "Plyboard — 4 in a row (6\u00d76)"
    else:
        assert window.controller.spec.name == "tictactoe"
        assert window.menus.games["tictactoe"].isChecked()
    window.close()
