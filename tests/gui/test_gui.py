"""The main window, played through real clicks on the board (offscreen, pytest-qt)."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QTimer

from engine.search import StopReason
from tests.gui.windows import SLOW_GAME, WindowFactory, cell_named, click, wait_for_human_turn


def test_clicks_play_moves_and_the_computer_replies(qtbot, make_window: WindowFactory) -> None:
    window = make_window()
    controller = window.controller
    centre = cell_named(window, "b2")
    with qtbot.waitSignal(controller.thinking_finished, timeout=10_000):
        click(qtbot, window, centre)
    wait_for_human_turn(qtbot, window)
    assert len(controller.moves) == 2
    assert controller.moves[0] == centre
    pieces = controller.state.pieces()
    assert pieces[centre] is not None and pieces[centre].owner == 0
    reply = controller.moves[1]
    assert pieces[reply] is not None and pieces[reply].owner == 1
    assert controller.last_move_cells() == (reply,)
    assert "X to move" in window.status_bar.line_text()
    assert "b2" in window.panel.record.text()
    assert window.panel.evaluation.text().startswith("Evaluation for O: draw")


def test_an_illegal_click_flashes_the_cell_and_changes_nothing(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window()
    controller = window.controller
    centre = cell_named(window, "b2")
    click(qtbot, window, centre)
    wait_for_human_turn(qtbot, window)
    before = controller.moves
    click(qtbot, window, centre)
    assert controller.moves == before
    assert window.board.flashing_cell == centre
    status_bar = window.statusBar()
    assert status_bar is not None and status_bar.currentMessage()
    qtbot.waitUntil(lambda: window.board.flashing_cell is None, timeout=3000)


def test_switching_difficulty_mid_game_applies_to_the_next_computer_move(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(level="hard")
    controller = window.controller
    click(qtbot, window, cell_named(window, "a1"))
    wait_for_human_turn(qtbot, window)
    first = controller.last_result
    hard_depth = controller.spec.level("hard").limits.depth
    assert first is not None and first.depth <= hard_depth and not first.exact

    window.menus.levels["expert"].trigger()
    assert controller.level_name == "expert"
    assert window.menus.levels["expert"].isChecked()
    assert len(controller.moves) == 2  # the game goes on
    free = controller.state.legal_moves()[0]
    click(qtbot, window, free)
    wait_for_human_turn(qtbot, window)
    second = controller.last_result
    assert len(controller.moves) >= 3
    assert second is not None and second.exact and second.depth > hard_depth


def test_a_new_game_while_thinking_never_receives_the_old_move(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME)
    controller = window.controller
    with qtbot.waitSignal(controller.worker.info, timeout=5000) as running:
        click(qtbot, window, cell_named(window, "d4"))
    old_request = running.args[0]
    with qtbot.waitSignal(
        controller.worker.finished,
        timeout=5000,
        check_params_cb=lambda request_id, decision: request_id == old_request,
    ):
        window.menus.new_game.trigger()
        assert not controller.thinking
        assert controller.moves == ()
        click(qtbot, window, cell_named(window, "a1"))
    # The old search's answer has arrived and was dropped; the new search still runs.
    assert controller.moves == (cell_named(window, "a1"),)
    assert controller.thinking
    with qtbot.waitSignal(controller.state_changed, timeout=5000):
        window.menus.move_now.trigger()
    assert len(controller.moves) == 2
    assert controller.state.pieces()[cell_named(window, "a1")].owner == 0


def test_move_now_plays_the_best_move_so_far(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game=SLOW_GAME)
    controller = window.controller
    assert not window.menus.move_now.isEnabled()
    click(qtbot, window, cell_named(window, "d4"))
    assert window.menus.move_now.isEnabled()
    assert window.status_bar.busy.isVisible()
    with qtbot.waitSignal(controller.state_changed, timeout=2000):
        window.menus.move_now.trigger()
    assert len(controller.moves) == 2
    assert controller.last_result is not None
    assert controller.last_result.stop_reason is StopReason.CANCELLED
    assert not window.menus.move_now.isEnabled()
    assert not window.status_bar.busy.isVisible()


def test_the_window_keeps_working_while_the_computer_thinks(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME)
    controller = window.controller
    click(qtbot, window, cell_named(window, "d4"))
    seen_thinking: list[bool] = []
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: seen_thinking.append(controller.thinking))
    with qtbot.waitSignal(timer.timeout, timeout=1000):
        timer.start(30)
    assert seen_thinking == [True]
    with qtbot.waitSignal(controller.search_info, timeout=3000):
        pass
    assert "Computer thinking" in window.status_bar.line_text()
    window.board.repaint()  # paints synchronously on the GUI thread while the search runs
    assert controller.thinking
    controller.computer_turn.move_now()
    qtbot.waitUntil(lambda: not controller.thinking, timeout=2000)


def test_closing_the_window_while_thinking_stops_the_search(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME)
    click(qtbot, window, cell_named(window, "d4"))
    assert window.controller.thinking
    window.close()
    assert window.controller.search_thread.isFinished()


@pytest.mark.parametrize("computer", [(1,), (0,)], ids=["human-first", "human-second"])
def test_a_full_game_against_expert_is_never_won_by_the_person(
    qtbot, make_window: WindowFactory, computer: tuple[int, ...]
) -> None:
    window = make_window(computer=computer)
    controller = window.controller
    with qtbot.waitSignal(controller.game_over, timeout=20_000) as over:
        while controller.state.outcome() is None:
            wait_for_human_turn(qtbot, window)
            if controller.state.outcome() is None:
                click(qtbot, window, controller.state.legal_moves()[-1])
    outcome = over.args[0]
    assert outcome.winner in (None, computer[0])
    message = window.panel.result.text()
    assert window.panel.result.isVisible()
    assert ("A draw." in message) or ("The computer wins." in message)
    assert window.status_bar.line_text().startswith("Game over: ")
    before = controller.moves
    click(qtbot, window, 0)
    assert controller.moves == before


def test_the_computer_can_play_both_sides(qtbot, make_window: WindowFactory) -> None:
    window = make_window(computer=())
    controller = window.controller
    assert not controller.thinking
    with qtbot.waitSignal(controller.game_over, timeout=20_000) as over:
        window.menus.sides[frozenset({0, 1})].trigger()
    assert over.args[0].winner is None  # expert against expert draws tic-tac-toe
    assert len(controller.moves) == 9


def test_the_algorithm_menu_picks_the_engine_for_the_next_move(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(level="medium")
    controller = window.controller
    window.menus.algorithms["minimax"].trigger()
    assert controller.level.algorithm == "minimax"
    click(qtbot, window, cell_named(window, "b2"))
    wait_for_human_turn(qtbot, window)
    result = controller.last_result
    assert result is not None and result.algorithm == "minimax"


def test_choosing_a_game_starts_it(qtbot, make_window: WindowFactory) -> None:
    window = make_window()
    click(qtbot, window, cell_named(window, "b2"))
    wait_for_human_turn(qtbot, window)
    window.menus.games["mnk-5-5-4"].trigger()
    spec = window.controller.spec
    assert spec.name == "mnk-5-5-4"
    assert window.windowTitle() == f"Plyboard — {spec.title}"
    assert window.controller.moves == ()
    assert window.menus.games["mnk-5-5-4"].isChecked()
    assert set(window.menus.levels) == set(spec.levels)
    click(qtbot, window, cell_named(window, "d4"))
    assert window.controller.moves[0] == cell_named(window, "d4")
