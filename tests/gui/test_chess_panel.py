"""The chess player's analysis panel: MultiPV lines in SAN with White's scores, the
evaluation bar, SAN hints, remembered chess settings and the clocks after a flag fall."""

from __future__ import annotations

import chess
import pytest

from app.gui.games.chess.clock import TimeControl, parse_time_control, time_control_text
from app.gui.session.controller import Evaluation, EvaluationSource
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Settings
from app.protocols.engine.report import analysis_report, result_from_report
from app.services.analysis_lines import (
    AnalysisLine,
    analysis_lines,
    chess_score_text,
    generic_score_text,
    mate_score,
    white_share,
)
from engine.search import PROVEN_BOUND, WIN, Limits, MoveScore, SearchResult, StopReason
from games.chess import spec
from games.chess.rules import ChessState
from tests.gui.windows import WindowFactory, chess_features, chess_plugin

MATE_IN_TWO = "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1"
"""White mates in two moves (Ra7 or Rb7, then the other rook to the eighth rank)."""
BLACK_MATES_IN_TWO = "1r4k1/r7/8/8/8/8/8/7K b - - 0 1"
"""The same with colours reversed: Black mates in two."""
ANALYSIS_TIMEOUT_MS = 180_000
"""Hang guard for an analysis in the engine process (its first run may compile kernels)."""


# --- scores and lines, without Qt -------------------------------------------------------------


def test_chess_scores_are_pawns_and_mates_from_whites_point_of_view():
    assert chess_score_text(35) == "+0.35"
    assert chess_score_text(-120) == "-1.20"
    assert chess_score_text(0) == "+0.00"
    assert chess_score_text(WIN - 3) == "#2"  # White mates on the third ply: mate in 2 moves
    assert chess_score_text(WIN - 1) == "#1"
    assert chess_score_text(-(WIN - 4)) == "-#2"  # Black mates on the fourth ply
    assert [mate_score(moves) for moves in (2, -2)] == [WIN - 3, -(WIN - 4)]
    assert chess_score_text(PROVEN_BOUND) == "1-0"  # a tablebase win: proven, distance not
    assert chess_score_text(-PROVEN_BOUND) == "0-1"


def test_an_opening_books_answer_has_no_lines():
    state = ChessState.new()
    e4, d4 = chess.Move.from_uci("e2e4"), chess.Move.from_uci("d2d4")
    book = SearchResult(
        e4, 0, (e4,), stop_reason=StopReason.BOOK,
        move_scores=(MoveScore(e4, 0, visits=9), MoveScore(d4, 0, visits=7)),
    )  # fmt: skip
    assert analysis_lines(state, book, 3) == []


def test_the_bar_share_is_even_at_zero_full_for_a_mate_and_grows_with_the_score():
    assert white_share(0) == 0.5
    assert white_share(WIN - 3) == 1.0 and white_share(-(WIN - 4)) == 0.0
    assert 0.5 < white_share(100) < white_share(300) < 1.0
    assert white_share(-300) == pytest.approx(1 - white_share(300))


def test_other_games_scores_are_from_the_first_players_view():
    names = ("X", "O")
    assert generic_score_text(AnalysisLine(120, ("b2",)), names) == "+120"
    assert generic_score_text(AnalysisLine(0, ("b2",), exact=True), names) == "draw"
    assert generic_score_text(AnalysisLine(-(WIN - 3), ("b2",), exact=True), names) == "O wins in 3"


def test_lines_take_each_moves_own_line_in_san_and_turn_scores_to_whites_view():
    state = ChessState.from_text(BLACK_MATES_IN_TWO)
    board = state.board
    ra1 = board.parse_san("Ra1+")
    rb2 = board.parse_san("Rb2")
    kg1 = chess.Move.from_uci("h1g1")
    result = SearchResult(
        best_move=rb2,
        score=WIN - 3,
        pv=(rb2, kg1, chess.Move.from_uci("a7a1")),
        move_scores=(
            MoveScore(rb2, WIN - 3, True, pv=(rb2, kg1, chess.Move.from_uci("a7a1"))),
            MoveScore(ra1, 50, False, pv=(ra1,)),
            MoveScore(chess.Move.from_uci("g8f8"), 40),
        ),
    )
    lines = analysis_lines(state, result, 2)
    assert lines == [
        AnalysisLine(-(WIN - 3), ("Rb2", "Kg1", "Ra1#"), True),
        AnalysisLine(-50, ("Ra1+",), False),
    ]
    assert analysis_lines(state, result, 5)[2] == AnalysisLine(-40, ("Kf8",), False)
    computer = SearchResult(best_move=rb2, score=WIN - 3, pv=result.pv, exact=True)
    assert analysis_lines(state, computer, 3) == [lines[0]]  # no per-move scores: one line


@pytest.mark.slow
def test_the_compiled_engine_gives_every_move_its_own_line():
    from games.chess.compiled.searcher import CompiledChessSearcher

    board = chess.Board(MATE_IN_TWO)
    result = CompiledChessSearcher(table_mb=1).search(board, Limits(depth=4), score_all_moves=True)
    best = result.move_scores[0]
    assert best.score == WIN - 3 and best.exact
    mate = board.copy()
    for move in best.pv:
        mate.push(move)
    assert len(best.pv) == 3 and mate.is_checkmate()
    for entry in result.move_scores:
        assert entry.pv[0] == entry.move
        replay = board.copy()
        for move in entry.pv:
            assert replay.is_legal(move)
            replay.push(move)
    assert sum(len(entry.pv) > 1 for entry in result.move_scores) > len(result.move_scores) // 2


@pytest.mark.parametrize("game", ["tictactoe", "teeko", "hare-hounds"])
def test_the_generic_alphabeta_gives_the_best_moves_their_own_lines(game):
    from engine.search import MOVE_LINES
    from games.registry import get_game

    spec_ = get_game(game)
    state = spec_.new_state()
    result = spec_.searcher("alphabeta").search(state, Limits(depth=3), score_all_moves=True)
    lined = result.move_scores[:MOVE_LINES]
    assert all(len(entry.pv) == 3 and entry.pv[0] == entry.move for entry in lined)
    for entry in lined:
        replay = state
        for move in entry.pv:
            assert move in replay.legal_moves()
            replay = replay.play(move)
    assert all(entry.pv == () for entry in result.move_scores[MOVE_LINES:])


def test_each_moves_line_travels_through_the_engine_protocol():
    state = ChessState.from_text(MATE_IN_TWO)
    ra7, kg8, rb8 = (chess.Move.from_uci(text) for text in ("a2a7", "h8g8", "b1b8"))
    result = SearchResult(
        ra7,
        WIN - 3,
        (ra7, kg8, rb8),
        3,
        move_scores=(MoveScore(ra7, WIN - 3, True, pv=(ra7, kg8, rb8)),),
    )
    report = analysis_report(spec(), state, result)
    assert report["moves"][0]["pv"] == ["a2a7", "h8g8", "b1b8"]
    assert result_from_report(state, report).move_scores[0].pv == (ra7, kg8, rb8)


def test_only_the_best_lines_travel_and_a_chess_line_is_parsed_on_one_board():
    from engine.game_api import IllegalMoveError
    from engine.search import MOVE_LINES

    state = ChessState.from_text(MATE_IN_TWO)
    moves = state.legal_moves()
    scores = tuple(MoveScore(move, 10 - i, pv=(move,)) for i, move in enumerate(moves))
    report = analysis_report(
        spec(), state, SearchResult(moves[0], 10, (moves[0],), 1, move_scores=scores)
    )
    assert ["pv" in entry for entry in report["moves"]] == [
        rank < MOVE_LINES for rank in range(len(moves))
    ]
    assert state.parse_line(["a2a7", "h8g8", "b1b8"]) == tuple(
        chess.Move.from_uci(text) for text in ("a2a7", "h8g8", "b1b8")
    )
    with pytest.raises(IllegalMoveError, match="a2a7 h8g8"):
        state.parse_line(["a2a7", "h8g8", "b1b9"])
    with pytest.raises(IllegalMoveError):
        state.parse_line(["a2a7", "a7a8"])  # White twice


def test_time_controls_read_back_from_their_text():
    assert parse_time_control(time_control_text(TimeControl(10, 5))) == TimeControl(10, 5)
    assert parse_time_control(time_control_text(None)) is None
    for bad in ("ten", "10", "0+5", "5+-1"):
        with pytest.raises(ValueError):
            parse_time_control(bad)


# --- in the window ---------------------------------------------------------------------------


@pytest.fixture
def two_humans(make_window: WindowFactory) -> MainWindow:
    return make_window("chess", level="beginner", computer=())


def analyse_until(qtbot, window: MainWindow, done) -> Evaluation:
    """Run an analysis until an update satisfies ``done(window)``; stop it; the update.

    It starts once the engine process has the game's kernels ready: with a cold numba cache
    their compilation would otherwise eat the analysis's time (it stops at depth 1)."""
    controller = window.controller
    window.analysis_dock.show()
    qtbot.waitUntil(lambda: not controller.preparing, timeout=ANALYSIS_TIMEOUT_MS)

    def analysis_done(evaluation: Evaluation) -> bool:
        return evaluation.source == EvaluationSource.ANALYSIS and done(window)

    with qtbot.waitSignal(
        controller.evaluation_updated, timeout=ANALYSIS_TIMEOUT_MS, check_params_cb=analysis_done
    ) as update:
        assert controller.advisor.request_analysis()
    with qtbot.waitSignal(controller.analysis_running_changed, timeout=ANALYSIS_TIMEOUT_MS):
        controller.advisor.stop_analysis()
    return update.args[0]


def test_mate_in_two_shows_mate_lines_and_a_full_bar(qtbot, two_humans):
    window = two_humans
    assert window.files.paste_position(MATE_IN_TWO)
    panel = window.analysis_panel
    analyse_until(qtbot, window, lambda w: w.analysis_panel.lines.texts()[:1] != [] and
                  w.analysis_panel.lines.texts()[0].startswith("#2 "))  # fmt: skip
    texts = panel.lines.texts()
    assert len(texts) == 3 and panel.lines_title.text() == "BEST 3 LINES"
    assert texts[0].split()[1] in ("Ra7", "Rb7") and texts[0].endswith("#")
    assert all(len(text.split()) >= 3 for text in texts)  # a score and a line of moves
    assert "White's point of view" in panel.lines.toolTip()
    bar = window.eval_bar
    assert bar.isVisible() and bar.share == 1.0 and bar.score_text == "#2"
    window.menus.line_counts[5].trigger()
    assert len(panel.lines.texts()) == 5
    window.menus.line_counts[1].trigger()
    assert len(panel.lines.texts()) == 1 and panel.lines_title.text() == "BEST LINE"


OUT_OF_BOOK = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
"""A middlegame, White to move, that no opening book knows."""


def test_the_computers_evaluation_is_from_whites_view_in_chess(qtbot, make_window):
    window = make_window("chess", level="hard", computer=(1,))  # hard: no random moves
    assert window.files.paste_position(OUT_OF_BOOK)  # the book's moves carry no evaluation
    controller = window.controller
    assert controller.play_text("h2h3")
    qtbot.waitUntil(lambda: len(controller.moves) == 2, timeout=ANALYSIS_TIMEOUT_MS)
    result = controller.last_result
    assert result is not None
    white = -result.score  # Black searched
    assert window.panel.evaluation.text() == f"Evaluation (White's view): {white / 100:+.2f}"


def test_black_mating_empties_the_bar(qtbot, two_humans):
    window = two_humans
    assert window.files.paste_position(BLACK_MATES_IN_TWO)
    analyse_until(qtbot, window, lambda w: w.eval_bar.score_text == "-#2")
    assert window.eval_bar.share == 0.0
    assert window.analysis_panel.lines.texts()[0].startswith("-#2 ")


def test_the_bar_is_for_chess_only_and_can_be_hidden(qtbot, make_window: WindowFactory):
    window = make_window("chess", level="beginner", computer=())
    assert window.eval_bar.isVisible()
    toggle = chess_plugin(window).evaluation.toggle
    toggle.trigger()
    assert not window.eval_bar.isVisible()
    toggle.trigger()
    window.controller.new_game(__import__("games.registry").registry.get_game("tictactoe"))
    assert not window.eval_bar.isVisible() and not toggle.isVisible()


@pytest.mark.parametrize("size", [(640, 480), (1400, 900)])
def test_the_bar_stands_beside_the_board_as_tall_as_its_frame(qtbot, two_humans, size):
    window = two_humans
    window.analysis_dock.show()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    bar, board = window.eval_bar, window.board
    frame = board.frame_rect()
    assert frame is not None
    frame = frame.translated(board.pos().toPointF())
    assert bar.geometry().left() >= 0 and bar.geometry().right() < frame.left()
    assert frame.left() - bar.geometry().right() < 20
    assert abs(bar.y() - frame.top()) <= 1 and abs(bar.height() - frame.height()) <= 1
    assert frame.bottom() <= board.height() and frame.right() <= board.x() + board.width()


def test_the_bar_shows_the_result_and_forgets_it_on_undo(qtbot, two_humans):
    from app.gui.panels.eval_bar import bar_text

    window = two_humans
    for text in ("f2f3", "e7e5", "g2g4", "d8h4"):  # fool's mate
        assert window.controller.play_text(text)
    bar = window.eval_bar
    assert (bar.share, bar.score_text) == (0.0, "0-1")
    window.menus.undo.trigger()
    assert (bar.share, bar.score_text) == (0.5, "")
    assert [bar_text(t) for t in ("+0.35", "-1.26", "#2", "-#3", "1-0")] == [
        "0.3",
        "1.3",
        "#2",
        "#3",
        "1-0",
    ]


def test_the_bar_turns_with_the_board(qtbot, two_humans):
    window = two_humans
    chess_features(window).flip.trigger()
    assert window.board.flipped and window.eval_bar.flipped


@pytest.mark.slow
def test_hints_name_the_move_in_san(qtbot, two_humans):
    window = two_humans
    assert window.files.paste_position(MATE_IN_TWO)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=ANALYSIS_TIMEOUT_MS) as ready:
        window.menus.hint.trigger()
    hint = ready.args[0]
    board = chess.Board(MATE_IN_TWO)
    assert hint.move_text == board.san(hint.move) and hint.move_text in ("Ra7", "Rb7")
    assert window.panel.hint.text().startswith(f"{hint.move_text} — ")


def test_flip_time_control_and_lines_are_remembered(qtbot, make_window, tmp_path):
    path = tmp_path / "settings.ini"
    window = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    chess_features(window).flip.trigger()
    chess_features(window).time_actions["10+5"].trigger()
    window.menus.line_counts[5].trigger()
    chess_plugin(window).evaluation.toggle.trigger()
    saved = Settings(path).load().preferences
    kept = saved.plugin_values
    assert kept["chess/flip_board"] and kept["chess/time_control"] == "10+5"
    assert saved.analysis_lines == 5 and not kept["view/evaluation_bar"]
    window.close()
    again = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    assert chess_features(again).flip.isChecked() and again.board.flipped
    assert chess_features(again).time_control == TimeControl(10, 5)
    assert chess_features(again).time_actions["10+5"].isChecked()
    clocks = chess_features(again)
    assert clocks.clock is not None and clocks.box.clock_grid.isVisibleTo(again)
    assert again.analysis_panel.line_count == 5 and again.menus.line_counts[5].isChecked()
    assert not chess_plugin(again).evaluation.toggle.isChecked() and not again.eval_bar.isVisible()


def test_a_custom_time_control_is_remembered(qtbot, make_window, tmp_path):
    path = tmp_path / "settings.ini"
    window = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    chess_features(window).set_time_control(TimeControl(3, 2))
    assert Settings(path).load().preferences.plugin_values["chess/time_control"] == "3+2"
    window.close()
    again = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    assert chess_features(again).time_control == TimeControl(3, 2)
    assert chess_features(again).time_actions["Custom…"].isChecked()
    assert "3+2" in chess_features(again).time_actions["Custom…"].text()


def test_unreadable_chess_settings_fall_back_to_their_defaults(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text(
        "[view]\nanalysis_lines=9\nevaluation_bar=maybe\n"
        "[chess]\nflip_board=true\ntime_control=ten minutes\n"
    )
    loaded = Settings(path).load()
    preferences = loaded.preferences
    assert preferences.plugin_values["chess/flip_board"]  # the readable value is kept
    assert preferences.analysis_lines == 3
    assert preferences.plugin_values["view/evaluation_bar"] is True
    assert preferences.plugin_values["chess/time_control"] == "none"
    assert len(loaded.problems) == 3 and "time_control" in loaded.notice


def test_undo_after_a_flag_fall_restarts_the_clocks(qtbot, two_humans):
    window = two_humans
    controller = window.controller
    now = [0.0]
    chess_features(window).now = lambda: now[0]
    chess_features(window).set_time_control(TimeControl(1, 0))
    for text in ("e2e4", "e7e5"):
        assert controller.play_text(text)
        now[0] += 5
    clock = chess_features(window).clock
    assert clock is not None and clock.remaining(0) == 55 and clock.remaining(1) == 55
    now[0] += 60  # White thinks too long
    with qtbot.waitSignal(controller.game_over):
        chess_features(window).on_tick()
    assert clock.running is None and controller.outcome is not None

    window.menus.undo.trigger()  # two people: one ply back, Black to move after 1. e4
    assert controller.outcome is None and controller.human_to_move()
    assert clock.running == 1  # the game goes on: Black's clock runs
    assert clock.remaining(0) == 60 and clock.remaining(1) == 60  # as after 1. e4
    assert chess_features(window).timer.isActive()
    now[0] += 3
    assert controller.play_text("e7e5")
    assert clock.running == 0 and clock.remaining(1) == 57
    now[0] += 2
    chess_features(window).on_tick()
    assert controller.outcome is None and clock.remaining(0) == 58
