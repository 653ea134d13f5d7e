"""The analysis panel, its evaluation graph, Move now and the game review, in the real window."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import Qt

from app.gui.panels.eval_graph import PROVEN_LEVEL, graph_points
from app.gui.session.controller import Evaluation, EvaluationSource
from app.gui.window.main_window import MainWindow
from app.protocols.engine.report import parse_line
from engine.search import WIN, MoveScore, SearchResult, StopReason
from games.registry import get_game
from tests.gui.windows import SLOW_GAME, WindowFactory, cell_named, click, wait_for_human_turn
from tests.unit.app.services.test_review import (
    HARE_HOUNDS_SLIP,
    TICTACTOE_EDGE_REPLY,
    finish_perfectly,
)


def open_panel(window: MainWindow) -> None:
    window.analysis_dock.show()
    assert window.analysis_panel.isVisible()


def play_texts(window: MainWindow, texts) -> None:
    controller = window.controller
    for text in texts:
        assert controller.play_move(controller.state.parse_move(text)), text


def is_running_computer_search(evaluation: Evaluation) -> bool:
    return evaluation.source == EvaluationSource.COMPUTER and not evaluation.final


# --- analysis while thinking and on demand ------------------------------------------------


@pytest.mark.parametrize(("game", "first"), [("connect4", "4"), ("teeko", "c3")])
def test_analysis_updates_arrive_while_the_computer_thinks(
    qtbot, make_window: WindowFactory, game: str, first: str
) -> None:
    window = make_window(game=game, level="expert")
    open_panel(window)
    panel = window.analysis_panel
    controller = window.controller
    controller.set_algorithm("minimax")  # thinks for seconds: the updates come while it does
    with qtbot.waitSignal(
        controller.evaluation_updated, timeout=10_000, check_params_cb=is_running_computer_search
    ) as update:
        play_texts(window, [first])
    assert controller.thinking
    assert update.args[0].ply == 1 and update.args[0].state == controller.state
    evaluation = controller.advisor.evaluations()[1]  # the newest report (more may have come)
    assert panel.shown is evaluation
    assert not evaluation.final and "RUNNING" in panel.source.text()
    assert panel.search.text().startswith(f"depth {evaluation.result.depth} · ")
    assert panel.score.text().startswith(f"For {controller.spec.player_names[1]} (to move): ")
    assert panel.proven.text().startswith("Proven: ")
    assert panel.lines_title.text() == "BEST LINE"  # the computer's own search: its line
    assert len(panel.lines.texts()) == 1
    assert [point.ply for point in panel.graph.points] == [1]
    controller.computer_turn.move_now()
    wait_for_human_turn(qtbot, window)
    assert panel.shown is not None and panel.shown.final
    assert "RUNNING" not in panel.source.text()


def test_analyse_position_runs_the_strongest_engine_without_playing(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=())
    open_panel(window)
    panel = window.analysis_panel
    controller = window.controller
    play_texts(window, ["a1"])
    with qtbot.waitSignal(
        controller.analysis_running_changed,
        timeout=10_000,
        check_params_cb=lambda running: not running,
    ):
        qtbot.mouseClick(panel.analyse_button, Qt.MouseButton.LeftButton)
        assert controller.analysing and panel.analyse_button.text() == "Stop analysis"
    assert controller.moves == (cell_named(window, "a1"),)  # nothing was played
    assert panel.shown is not None and panel.shown.source == EvaluationSource.ANALYSIS
    assert panel.score.text() == "For O (to move): draw (proven)"
    assert panel.proven.text().startswith("Proven: yes")
    assert panel.lines_title.text() == "BEST 3 LINES"  # every move scored: the best three
    assert panel.lines.texts()[0].startswith("draw  b2 ")
    assert panel.analyse_button.text() == "Analyse position"
    assert [(point.ply, point.value, point.proven) for point in panel.graph.points] == [
        (1, 0.0, True)
    ]


def test_a_finished_analysis_fits_the_panel_as_it_opens(make_window: WindowFactory) -> None:
    """Three best lines, the score and the search's summary, with no scrolling: the last
    line was cut in half at the dock's first height (a long Gomoku analysis, shown as the
    panel receives it)."""
    window = make_window(game="gomoku", level="easy", computer=())
    window.resize(900, 650)
    open_panel(window)
    play_texts(window, ["h8", "h9", "g6", "h7", "j8", "g8", "i6", "f7", "e6", "f9", "g9", "f6"])
    state = window.controller.state
    lines = [
        (630, "f8 e10 d11 f10 i7 i10 j11 h10 g10"),
        (-103, "f10 i7 g7 e11 f8 e10 d11"),
        (-1173, "f5 f10 f8 h10 g10 j11 i10 g7"),
    ]
    scored = tuple(
        MoveScore(state.parse_move(line.split()[0]), score, pv=parse_line(state, line.split()))
        for score, line in lines
    )
    result = SearchResult(
        scored[0].move, 630, scored[0].pv, depth=11, nodes=5_644_309, seconds=6.04,
        stop_reason=StopReason.TIME, move_scores=scored, algorithm="compiled",
    )  # fmt: skip
    panel = window.analysis_panel
    panel.on_evaluation_updated(Evaluation(12, state, result, EvaluationSource.ANALYSIS, True))
    assert panel.lines_title.text() == "BEST 3 LINES" and panel.search.text()
    area = window.analysis_dock.widget()
    assert panel.heightForWidth(panel.width()) <= area.height()


def test_an_analysis_can_be_stopped_and_reports_what_it_found(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME, computer=())
    panel = window.analysis_panel
    controller = window.controller
    play_texts(window, ["d4"])
    with qtbot.waitSignal(controller.evaluation_updated, timeout=10_000):
        assert controller.advisor.request_analysis()
    with qtbot.waitSignal(
        controller.analysis_running_changed,
        timeout=5000,
        check_params_cb=lambda running: not running,
    ):
        panel.analyse_button.click()  # "Stop analysis"
    assert not controller.analysing
    final = controller.advisor.evaluations()[1]
    assert final.final and final.result.stop_reason is StopReason.CANCELLED


# --- the evaluation graph -------------------------------------------------------------------


def test_the_graph_has_a_point_per_searched_ply_and_truncates_on_undo(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window()  # tic-tac-toe, the computer plays O perfectly
    open_panel(window)
    graph = window.analysis_panel.graph
    controller = window.controller
    for _ in range(3):
        wait_for_human_turn(qtbot, window)
        click(qtbot, window, controller.state.legal_moves()[0])
    wait_for_human_turn(qtbot, window)
    assert len(controller.moves) == 6
    assert sorted(controller.advisor.evaluations()) == [1, 3, 5]
    assert [point.ply for point in graph.points] == [1, 3, 5]
    assert all(point.proven for point in graph.points)  # tic-tac-toe is solved at once
    controller.undo()  # takes back the person's move and the computer's reply: 4 plies left
    assert sorted(controller.advisor.evaluations()) == [1, 3]
    assert [point.ply for point in graph.points] == [1, 3]
    controller.new_game()
    assert graph.points == () and controller.advisor.evaluations() == {}


def test_graph_values_are_from_the_first_players_view_with_proven_results_in_the_bands() -> None:
    spec = get_game("tictactoe")
    start = spec.new_state()
    after_one = start.play(start.legal_moves()[0])
    evaluations = {
        0: Evaluation(0, start, SearchResult(0, 40), EvaluationSource.COMPUTER, True),
        1: Evaluation(1, after_one, SearchResult(0, 20), EvaluationSource.COMPUTER, True),
        3: Evaluation(
            3, after_one, SearchResult(0, WIN - 4, exact=True), EvaluationSource.ANALYSIS, True
        ),
    }
    points = graph_points(evaluations, 3)
    assert [point.ply for point in points] == [0, 1, 3]  # ply 2 is a gap
    assert points[0].value > 0 > points[1].value  # O's +20 is X's -20
    assert points[0].value == -2 * points[1].value
    assert points[2].proven and points[2].value == -PROVEN_LEVEL  # O wins
    assert [point.ply for point in graph_points(evaluations, 1)] == [0, 1]


# --- Move now ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "first", "algorithm", "press_space"),
    [
        ("connect4", "4", "minimax", True),  # minimax: 3 s of budget, far from depth's end
        ("teeko", "c3", "minimax", False),
        # expert's own engine reports only when it ends: see the compiled test below
        ("gomoku", "h8", "alphabeta", False),  # alpha-beta on gomoku's shapes, 4 s cap
    ],
)
@pytest.mark.slow
def test_move_now_plays_the_best_move_found_so_far(
    qtbot, make_window: WindowFactory, game: str, first: str, algorithm: str, press_space: bool
) -> None:
    window = make_window(game=game, level="expert")
    controller = window.controller
    controller.set_algorithm(algorithm)
    assert not window.menus.move_now.isEnabled()
    assert not window.analysis_panel.move_now_button.isEnabled()
    with qtbot.waitSignal(controller.worker.info, timeout=10_000) as running:
        play_texts(window, [first])
    request_id = running.args[0]
    assert window.menus.move_now.isEnabled() and window.analysis_panel.move_now_button.isEnabled()
    with qtbot.waitSignal(
        controller.worker.finished,
        timeout=5000,
        check_params_cb=lambda answered, decision: answered == request_id,
    ):
        if press_space:
            window.board.setFocus()
            qtbot.keyClick(window.board, Qt.Key.Key_Space)
        else:
            window.analysis_panel.move_now_button.click()
    assert len(controller.moves) == 2
    result = controller.last_result
    assert result is not None and result.stop_reason is StopReason.CANCELLED
    assert controller.moves[1] in get_game(game).replay([first]).legal_moves()
    assert not window.menus.move_now.isEnabled()
    assert controller.advisor.evaluations()[1].result == result  # the graph got the search's value


@pytest.mark.parametrize(
    ("game", "first_move", "algorithm"),
    [
        # The perfect searcher (3 s) on the 8x7 board: no opening book, and far too big
        # to solve after one move.
        ("connect4-8x7", "4", "perfect"),
        # Expert's compiled engine: Move now comes as soon as the computer starts
        # thinking (500,000 nodes: a second or more), most likely inside a kernel call.
        ("gomoku", "h8", "compiled"),
    ],
)
@pytest.mark.slow
def test_move_now_stops_experts_own_search(
    qtbot, make_window: WindowFactory, game: str, first_move: str, algorithm: str
) -> None:
    window = make_window(game=game, level="expert")
    controller = window.controller
    # A fresh clone compiles the kernels first (a minute or more on a busy machine): the
    # test is about stopping the search, not about how fast the engine gets ready.
    qtbot.waitUntil(lambda: not controller.preparing, timeout=600_000)
    # The engine's own answer, however long it takes to stop on a loaded machine (by
    # default Move now plays a quick move after 50 ms without one: tests/gui/test_move_now.py).
    controller.move_now_patience = None
    with qtbot.waitSignal(controller.thinking_started, timeout=60_000):
        play_texts(window, [first_move])
    with qtbot.waitSignal(controller.state_changed, timeout=300_000):  # a hang guard only
        window.menus.move_now.trigger()
    decision = controller.last_decision
    assert decision is not None and decision.result is not None
    assert decision.result.algorithm == algorithm
    assert decision.result.stop_reason is StopReason.CANCELLED
    assert len(controller.moves) == 2
    assert controller.moves[1] in get_game(game).replay([first_move]).legal_moves()


def test_space_goes_to_the_board_when_the_computer_is_not_thinking(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=())
    board = window.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Space)  # places at the cursor (the centre)
    assert window.controller.move_texts() == ("b2",)


# --- review -------------------------------------------------------------------------------------


def test_review_after_a_tictactoe_game_finds_the_edge_reply_and_jumps_there(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=())
    open_panel(window)
    panel = window.analysis_panel
    controller = window.controller
    with qtbot.waitSignal(controller.review_finished, timeout=10_000) as finished:
        play_texts(window, TICTACTOE_EDGE_REPLY)  # the game ends: the review starts itself
    review = finished.args[0]
    assert review.mistake is not None and review.mistake.ply == 1
    assert panel.review_text.text() == "Move 2 (O b1) lost the draw."
    assert panel.jump_button.isVisible() and panel.jump_button.text() == "Go to move 2"
    qtbot.mouseClick(panel.jump_button, Qt.MouseButton.LeftButton)
    assert controller.move_texts() == ("a1",)
    assert controller.can_redo()


@pytest.mark.slow
def test_review_of_a_hare_and_hounds_game_on_demand(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", computer=())
    panel = window.analysis_panel
    controller = window.controller
    for move in finish_perfectly(get_game("hare-hounds"), HARE_HOUNDS_SLIP):
        assert controller.play_move(move)
    assert controller.state.outcome() is not None
    assert not panel.isVisible()  # nothing reviewed while the panel is hidden
    with qtbot.waitSignal(controller.review_finished, timeout=20_000) as finished:
        window.analysis_panel.review_action.trigger()  # Game > Review also opens the panel
    assert panel.isVisible()
    assert finished.args[0].mistake.ply == 2
    assert panel.review_text.text() == "Move 3 (Hounds 4-1) let the win slip (and lost)."
    panel.jump_button.click()
    assert len(controller.moves) == 2
    window.close()
    assert not controller.review_thread.isRunning()


def test_review_is_not_available_where_values_are_estimates(make_window: WindowFactory) -> None:
    window = make_window(game="gomoku", computer=())
    panel = window.analysis_panel
    play_texts(window, ["h8"])
    assert not panel.review_action.isEnabled() and not panel.review_button.isEnabled()
    assert panel.review_text.text().startswith("Review is not available for Gomoku")
    assert not window.controller.advisor.request_review()


def test_a_hidden_panel_catches_up_when_shown(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="tictactoe", level="expert")
    panel = window.analysis_panel
    controller = window.controller
    assert not panel.isVisible()
    with qtbot.waitSignal(controller.thinking_finished, timeout=60_000):
        play_texts(window, ["b2"])
    assert panel.shown is not None  # kept, not drawn: the texts and graph wait
    assert panel.graph.points == ()
    open_panel(window)
    assert panel.score.text().startswith("For O (to move): ")
    assert [point.ply for point in panel.graph.points] == [1]
