"""External UCI engines in the app: *Computer > Engine…* as opponent and analyser, the
fallback to Plyboard's engine when one fails or is missing, and the remembered list."""

from __future__ import annotations

import chess
import pytest
from PyQt6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from app.gui.board.themes import DEFAULT_LOOKS
from app.gui.games.chess.engine_menu import PLYBOARD_ENGINE, EngineDialog
from app.gui.session.engine_choice import EngineChoice
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Settings
from app.protocols.uci.client import with_options
from app.services.match_openings import shipped_openings
from engine.search import WIN
from games.chess.pgn import read_pgn
from games.chess.rules import ChessState
from games.registry import get_game
from tests.gui.windows import chess_plugin
from tests.integration.test_uci_engines import STOCKFISH, tiny

MOVE_SECONDS = 0.1
"""The engines' time per move in these tests."""
WAIT_MS = 30_000
"""Hang guard for a move to arrive (never reached unless something is broken)."""
MATCH_WAIT_MS = 300_000
"""Hang guard for a match's games, played in this process (with a cold numba cache the
first one waits for the chess kernels to compile)."""


def first_legal(window: MainWindow) -> chess.Move:
    """The tiny engine's answer in the window's position: its first legal move."""
    state = window.controller.state
    assert isinstance(state, ChessState)
    return next(iter(state.board.legal_moves))


def choose(window: MainWindow, command: str, *, opponent: bool = True) -> EngineDialog:
    """Add the engine ``command`` in the dialog and choose it as opponent or analyser."""
    chess_plugin(window).engine_menu.engine_action.trigger()
    dialog = chess_plugin(window).engine_menu.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.add_engine(command)
    dialog.seconds.setValue(MOVE_SECONDS)
    box = dialog.opponent if opponent else dialog.analyser
    box.setCurrentIndex(box.findData(command))
    dialog.accept()
    return dialog


def play(qtbot, window: MainWindow, uci: str) -> None:
    """The person plays ``uci``; then wait for the computer's answer."""
    plies = len(window.controller.moves)
    assert window.controller.play_move(chess.Move.from_uci(uci))
    qtbot.waitUntil(lambda: len(window.controller.moves) == plies + 2, timeout=WAIT_MS)


@pytest.fixture
def chess_window(make_window) -> MainWindow:
    return make_window("chess", level="beginner", computer=(1,))


def test_the_menu_is_shown_for_chess_only(make_window) -> None:
    window = make_window("tictactoe")
    menu = chess_plugin(window).engine_menu
    assert not menu.engine_action.isVisible() and not menu.plyboard_action.isVisible()
    window.controller.new_game(get_game("chess"))
    assert menu.engine_action.isVisible() and menu.plyboard_action.isChecked()


def test_a_uci_engine_plays_the_computers_moves(qtbot, chess_window) -> None:
    window = chess_window
    choose(window, tiny())
    assert window.controller.engines == EngineChoice(opponent=tiny(), seconds=MOVE_SECONDS)
    assert not chess_plugin(window).engine_menu.plyboard_action.isChecked()
    for uci in ("e2e4", "d2d4"):
        window.controller.play_move(chess.Move.from_uci(uci))
        expected = first_legal(window)
        qtbot.waitUntil(lambda: window.controller.state.to_move == 0, timeout=WAIT_MS)
        assert window.controller.moves[-1] == expected
        decision = window.controller.last_decision
        assert decision is not None and decision.result is not None
        assert decision.result.algorithm == "Tiny UCI" and decision.result.score == 12


def test_use_plyboards_engine_returns_to_it(qtbot, chess_window) -> None:
    window = chess_window
    choose(window, tiny())
    chess_plugin(window).engine_menu.plyboard_action.trigger()
    assert window.controller.engines == EngineChoice(seconds=MOVE_SECONDS)
    assert chess_plugin(window).engine_menu.plyboard_action.isChecked()
    play(qtbot, window, "e2e4")
    decision = window.controller.last_decision
    assert decision is not None
    assert decision.result is None or decision.result.algorithm != "Tiny UCI"


def test_a_crash_mid_game_hands_over_to_plyboards_engine(qtbot, chess_window) -> None:
    window = chess_window
    command = tiny("crash", "--after", "2")
    choose(window, command)
    play(qtbot, window, "e2e4")  # the engine's first answer
    play(qtbot, window, "d2d4")  # it crashes; Plyboard's engine answers instead
    warning = chess_plugin(window).engine_menu.warning
    assert warning is not None and warning.isVisible()
    for text in (window.panel.error.text(), warning.text()):
        assert "The engine uci_tiny_engine.py could not choose a move" in text
        assert "the engine exited (exit code 3)" in text
        assert "Plyboard's engine takes over" in text
    assert window.controller.engines == EngineChoice(seconds=MOVE_SECONDS)
    assert chess_plugin(window).engine_menu.plyboard_action.isChecked()
    assert [move.uci() for move in window.controller.moves][::2] == ["e2e4", "d2d4"]
    assert window.controller.outcome is None


def test_a_missing_engine_is_refused_with_a_message(qtbot, chess_window) -> None:
    window = chess_window
    chess_plugin(window).engine_menu.engine_action.trigger()
    dialog = chess_plugin(window).engine_menu.dialog
    assert dialog is not None
    assert not dialog.add_engine("/no/such/engine")
    assert dialog.message.text() == "Not added: no engine at /no/such/engine: no such file."
    assert dialog.engines() == ()
    assert [dialog.opponent.itemText(i) for i in range(dialog.opponent.count())] == [
        PLYBOARD_ENGINE
    ]


def test_an_engine_gone_since_it_was_chosen_falls_back(qtbot, chess_window) -> None:
    window = chess_window
    chess_plugin(window).engine_menu.set_choice(EngineChoice(opponent="/no/such/engine"))
    play(qtbot, window, "e2e4")
    assert "no engine at /no/such/engine" in window.panel.error.text()
    assert window.controller.engines == EngineChoice()


def test_the_analyser_answers_hints_and_analyses(qtbot, chess_window) -> None:
    window = chess_window
    choose(window, tiny("mate"), opponent=False)
    controller = window.controller
    with qtbot.waitSignal(controller.hint_ready, timeout=WAIT_MS) as hint:
        assert controller.advisor.request_hint()
    assert hint.args[0].move == first_legal(window)
    assert controller.advisor.request_analysis()
    qtbot.waitUntil(lambda: not controller.analysing, timeout=WAIT_MS)
    evaluation = controller.advisor.evaluations()[0]
    assert evaluation.proven and evaluation.result.score == WIN - 1
    assert evaluation.result.pv == (first_legal(window),)


def test_a_crashing_analyser_says_so_and_plyboards_engine_analyses_next(
    qtbot, chess_window
) -> None:
    window = chess_window
    choose(window, tiny("crash"), opponent=False)
    controller = window.controller
    assert controller.advisor.request_analysis()
    qtbot.waitUntil(lambda: not controller.analysing, timeout=WAIT_MS)
    assert "could not analyse the position" in window.panel.error.text()
    assert controller.engines.analyser is None


def test_the_engine_list_is_remembered(qtbot, make_window, tmp_path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    window = make_window("chess", level="beginner", settings=settings)
    choose(window, tiny())
    assert settings.load().preferences.plugin_values["engines/uci"] == (tiny(),)
    choose(window, tiny("mate"), opponent=False)
    both = (tiny(), tiny("mate"))
    assert settings.load().preferences.plugin_values["engines/uci"] == both
    window.close()
    again = make_window("chess", level="beginner", settings=Settings(tmp_path / "settings.ini"))
    chess_plugin(again).engine_menu.engine_action.trigger()
    dialog = chess_plugin(again).engine_menu.dialog
    assert dialog is not None and dialog.engines() == both
    assert again.controller.engines == EngineChoice()  # Plyboard's engine plays at first


@pytest.mark.skipif(STOCKFISH is None, reason="Stockfish is not installed")
def test_stockfish_plays_in_the_window(qtbot, chess_window) -> None:
    assert STOCKFISH is not None
    window = chess_window
    choose(window, STOCKFISH)
    for uci in ("e2e4", "g1f3"):
        play(qtbot, window, uci)
    decision = window.controller.last_decision
    assert decision is not None and decision.result is not None
    assert decision.result.algorithm.startswith("Stockfish") and decision.result.depth >= 1


def test_the_opponents_time_per_move() -> None:
    expert, hard = (get_game("chess").level(name) for name in ("expert", "hard"))
    assert EngineChoice().opponent_level(expert) == expert
    chosen = EngineChoice(opponent="/usr/games/stockfish")
    assert chosen.opponent_level(expert).limits.time == expert.limits.time
    assert chosen.opponent_level(hard).limits.time == 1.0  # hard has no time: the default
    timed = EngineChoice(opponent="/usr/games/stockfish", seconds=0.3)
    assert timed.opponent_level(expert).algorithm == "uci:/usr/games/stockfish"
    assert timed.opponent_level(expert).limits.time == 0.3
    assert timed.without("uci:/usr/games/stockfish") == EngineChoice(seconds=0.3)


def test_options_dialog_built_from_the_engines_options_keeps_a_preset(
    qtbot, make_window, tmp_path
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    window = make_window("chess", level="beginner", computer=(1,), settings=settings)
    menu = chess_plugin(window).engine_menu
    menu.engine_action.trigger()
    dialog = menu.dialog
    assert dialog is not None and dialog.add_engine(tiny())
    dialog.list.setCurrentRow(0)
    dialog.options_button.click()  # the engine starts on its own thread
    qtbot.waitUntil(lambda: dialog.options_dialog is not None, timeout=WAIT_MS)
    options = dialog.options_dialog
    assert options is not None
    assert set(options.fields) == {"Skill", "Style", "Log", "Motto", "Clear Hash"}  # no MultiPV
    skill, style = options.fields["Skill"], options.fields["Style"]
    assert isinstance(skill, QSpinBox) and (skill.minimum(), skill.maximum()) == (0, 100)
    assert isinstance(style, QComboBox) and style.currentText() == "Solid"
    skill.setValue(40)
    style.setCurrentText("Wild")
    button = options.fields["Clear Hash"]
    assert isinstance(button, QCheckBox)
    button.setChecked(True)
    options.accept()
    preset = with_options(tiny(), {"Skill": "40", "Style": "Wild", "Clear Hash": "press"})
    assert dialog.engines() == (preset,)
    assert "Skill=40" in dialog.list.item(0).text()
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(preset))
    dialog.seconds.setValue(MOVE_SECONDS)
    dialog.accept()
    play(qtbot, window, "e2e4")
    assert window.controller.last_result is not None
    assert window.controller.last_result.score == 40  # the tiny engine reports its Skill
    window.close()
    again = make_window("chess", level="beginner", settings=Settings(tmp_path / "settings.ini"))
    chess_plugin(again).engine_menu.engine_action.trigger()
    reopened = chess_plugin(again).engine_menu.dialog
    assert reopened is not None and reopened.engines() == (preset,)


def test_options_of_an_engine_that_will_not_start_say_why(qtbot, chess_window) -> None:
    menu = chess_plugin(chess_window).engine_menu
    menu.engine_action.trigger()
    dialog = menu.dialog
    assert dialog is not None and dialog.add_engine(tiny("--not-uci"))
    dialog.list.setCurrentRow(0)
    dialog.options_button.click()
    qtbot.waitUntil(lambda: "Could not read the options" in dialog.message.text(), timeout=WAIT_MS)
    assert dialog.options_dialog is None


def test_an_engine_match_of_two_tiny_engines_in_the_window(qtbot, chess_window, tmp_path) -> None:
    menu = chess_plugin(chess_window).engine_menu
    menu.uci_engines = (tiny(), tiny("first"))
    menu.match_action.trigger()
    match = menu.match_window
    assert match is not None and match.isVisible()
    match.first.setCurrentIndex(match.first.findData(f"uci:{tiny()}"))
    match.second.setCurrentIndex(match.second.findData("beginner"))
    match.games.setValue(2)
    match.seconds.setValue(MOVE_SECONDS)
    match.start_button.click()
    qtbot.waitUntil(lambda: not match.running and len(match.records) == 2, timeout=MATCH_WAIT_MS)
    assert match.table.rowCount() == 2
    assert match.table.item(0, 1).text() == "uci_tiny_engine.py (0.1 s)"  # A is White first
    assert match.table.item(1, 2).text() == "uci_tiny_engine.py (0.1 s)"
    tally = match.tally()
    assert tally.wins + tally.draws + tally.losses == 2
    assert match.pgn.count('[Event "Plyboard engine match"]') == 2
    path = tmp_path / "match.pgn"
    assert match.save_games(path)
    first_game = read_pgn(path.read_text())
    assert first_game.moves == match.records[0].moves
    assert first_game.white == "uci_tiny_engine.py (0.1 s)" and first_game.black == "beginner"


def test_a_match_on_a_clock_from_the_opening_set(qtbot, chess_window) -> None:
    plugin = chess_plugin(chess_window)
    chess_window.menus.theme_group.actions()[-1].trigger()
    menu = plugin.engine_menu
    menu.uci_engines = (tiny(),)
    menu.match_action.trigger()
    match = menu.match_window
    assert match is not None
    assert match.board.looks == plugin.board.looks != DEFAULT_LOOKS  # the window's theme
    assert match.board.colours == plugin.board.colours
    match.first.setCurrentIndex(match.first.findData(f"uci:{tiny()}"))
    match.second.setCurrentIndex(match.second.findData("beginner"))
    match.games.setValue(2)
    match.clock.setCurrentIndex(match.clock.findData("60+1"))
    assert not match.seconds.isEnabled()
    assert match.players() == (f"uci:{tiny()},tc=60+1", "beginner:tc=60+1")
    match.openings.setCurrentIndex(match.openings.findData(True))
    match.start_button.click()
    qtbot.waitUntil(lambda: not match.running and len(match.records) == 2, timeout=MATCH_WAIT_MS)
    assert match.table.item(0, 1).text() == "uci_tiny_engine.py (60+1)"
    first_line = shipped_openings(get_game("chess"))[0].moves
    assert all(record.moves[: len(first_line)] == first_line for record in match.records)
    assert all(not record.forfeit for record in match.records)


def test_stopping_a_match_ends_it_after_the_current_move(qtbot, chess_window, monkeypatch) -> None:
    from app.gui.games.chess import engine_match

    menu = chess_plugin(chess_window).engine_menu
    menu.match_action.trigger()
    match = menu.match_window
    assert match is not None
    play_game = engine_match.play_game

    def stopped_after_one_ply(task, *, on_move=None, stop=None):
        def moved(state, moves):
            on_move(state, moves)
            match.stop()  # what Stop does; it only sets an event, from any thread

        return play_game(task, on_move=moved, stop=stop)

    monkeypatch.setattr(engine_match, "play_game", stopped_after_one_ply)
    match.first.setCurrentIndex(match.first.findData("beginner"))
    match.second.setCurrentIndex(match.second.findData("easy"))
    match.games.setValue(20)
    match.start_button.click()
    qtbot.waitUntil(lambda: not match.running, timeout=MATCH_WAIT_MS)
    assert len(match.records) == 1  # the other 19 games never start
    assert match.records[0].reason == "stopped" and len(match.records[0].moves) == 1
    assert match.start_button.isEnabled() and not match.stop_button.isEnabled()
    assert "Match over" in match.score.text()
