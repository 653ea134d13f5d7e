"""The real window with its engine process: killed mid-search, warming up, and seeded.

Searches are limited by depth or nodes, or stopped by the test (Move now); the only
waits are for signals, with generous timeouts.
"""

from __future__ import annotations

import os
import signal

import pytest

from app.gui.panels.side_panel import turn_text
from app.gui.session.evaluation import EvaluationSource
from app.gui.session.worker import IN_PROCESS_VARIABLE, shared_engine
from app.protocols.engine.messages import EngineNotice
from engine.search import StopReason
from tests.gui.windows import SLOW_GAME, WindowFactory, cell_named, click


def test_killing_the_engine_mid_search_is_reported_and_the_game_goes_on(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME, computer=(1,))
    controller = window.controller
    engine = controller.worker.client
    # Until the engine process is up, games without kernels search in the window's.
    qtbot.waitUntil(lambda: engine.responsive, timeout=60_000)
    click(qtbot, window, cell_named(window, "a1"))
    with qtbot.waitSignal(controller.state_changed, timeout=10_000):
        window.menus.move_now.trigger()
    with qtbot.waitSignal(controller.worker.info, timeout=10_000) as running:
        assert controller.play_move(controller.state.legal_moves()[0])  # the computer replies
    killed = running.args[0]
    moves, texts = controller.moves, controller.move_texts()
    pid = engine.pid
    assert pid is not None
    with qtbot.waitSignal(controller.error, timeout=10_000) as reported:
        os.kill(pid, signal.SIGKILL)
    assert "stopped unexpectedly" in reported.args[0]
    assert "SIGKILL" in reported.args[0]
    assert "stopped unexpectedly" in window.panel.error.text()
    assert controller.moves == moves and controller.move_texts() == texts
    assert controller.can_undo()
    # The computer thinks again (in this process while the new engine process starts,
    # this game having no kernels to prepare) and plays on.
    assert controller.thinking
    with qtbot.waitSignal(
        controller.worker.info,
        timeout=30_000,
        check_params_cb=lambda request_id, result: request_id != killed,
    ):
        pass
    assert engine.pid not in (None, pid)
    with qtbot.waitSignal(controller.state_changed, timeout=10_000):
        window.menus.move_now.trigger()
    assert controller.moves[: len(moves)] == moves
    assert len(controller.moves) == len(moves) + 1
    window.menus.undo.trigger()  # the undo history survived: back to before the last move
    assert controller.moves == moves[:-1]


@pytest.mark.slow
def test_the_engine_preparing_a_game_is_shown_until_it_is_ready(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="connect4", computer=())
    controller = window.controller
    statuses: list[str] = []
    controller.engine_status.connect(statuses.append)
    # A new engine process prepares connect4 again (warmed before the restart).
    engine = controller.worker.client
    pid = engine.pid
    assert pid is not None and "connect4" in engine._warm_games
    with qtbot.waitSignal(controller.engine_status, timeout=10_000):
        os.kill(pid, signal.SIGKILL)
        engine.process_exit_code(timeout=10)
        engine.start()
    assert statuses[0].startswith("Preparing the solver…")
    assert controller.preparing
    qtbot.waitUntil(lambda: not controller.preparing, timeout=120_000)
    assert statuses[-1] == ""
    # Another game's notices are not this window's business.
    notices = shared_engine()[1]
    with qtbot.waitSignal(notices.notice, timeout=1000):
        notices.notice.emit(EngineNotice("progress", "teeko", 0.5))
    assert not controller.preparing
    with qtbot.waitSignal(controller.engine_status, timeout=1000) as shown:
        notices.notice.emit(EngineNotice("progress", "connect4", 0.5))
    assert shown.args == ["Preparing the solver… 50%"] and controller.preparing
    assert window.status_bar.line_text() == "Preparing the solver… 50%"  # what the person sees
    notices.notice.emit(EngineNotice("ready", "connect4", seconds=1.0))
    assert not controller.preparing
    assert window.status_bar.line_text() == turn_text(controller)
    notices.notice.emit(EngineNotice("progress", "connect4"))
    with qtbot.waitSignal(controller.engine_status, timeout=1000) as shown:
        notices.notice.emit(EngineNotice("error", "connect4", message="no compiler"))
    assert shown.args == ["The solver could not be prepared: no compiler"]
    assert window.status_bar.line_text() == "The solver could not be prepared: no compiler"
    assert not controller.preparing


def test_the_engine_process_plays_the_moves_the_same_seed_plays_in_process(
    qtbot, make_window: WindowFactory, monkeypatch
) -> None:
    """The controller's seed reaches the engine process: a seeded game with random
    levels (medium blunders and picks among near-best moves) is the same either way."""

    def computer_game() -> tuple[str, ...]:
        window = make_window(game="tictactoe", level="medium", computer=(0, 1))
        controller = window.controller
        qtbot.waitUntil(lambda: controller.state.outcome() is not None, timeout=60_000)
        return controller.move_texts()

    remote = computer_game()
    monkeypatch.setenv(IN_PROCESS_VARIABLE, "1")
    local = computer_game()
    assert remote == local


def test_until_the_engine_process_is_up_games_without_kernels_search_here(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="tictactoe", computer=(1,))
    controller = window.controller
    engine = controller.worker.client
    qtbot.waitUntil(lambda: engine.responsive, timeout=60_000)
    engine.kill()
    qtbot.waitUntil(lambda: not engine.responsive, timeout=60_000)
    with qtbot.waitSignal(controller.thinking_finished, timeout=60_000):
        click(qtbot, window, cell_named(window, "b2"))
        request = controller._desk.live(EvaluationSource.COMPUTER)
        assert request is not None and request.local is not None  # searched here
        assert engine.pid is not None  # and the engine process is starting again
    assert len(controller.moves) == 2


def test_move_now_after_a_completed_iteration_plays_it_at_once(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME, computer=(1,))
    controller = window.controller
    with qtbot.waitSignal(controller.search_info, timeout=30_000) as running:
        click(qtbot, window, cell_named(window, "a1"))
    assert running.args[0] is not None
    reported = controller.last_result  # the newest iteration (more may have come)
    assert reported is not None
    window.menus.move_now.trigger()  # no event processed in between: played at once
    assert len(controller.moves) == 2 and not controller.thinking
    assert controller.moves[1] == reported.best_move
    assert controller.last_result is not None
    assert controller.last_result.stop_reason is StopReason.CANCELLED
    assert controller.last_result.pv == reported.pv
    assert controller.advisor.evaluations()[1].result == controller.last_result
