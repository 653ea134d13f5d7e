"""External UCI engines: the searcher over ``chess.engine``, the ``uci:COMMAND`` player spec,
forfeits in the arena, and Stockfish when it is installed."""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import shutil
import sys
import threading
from dataclasses import replace
from pathlib import Path

import chess.engine
import pytest

from app.cli.arena import format_match
from app.protocols.uci import client as uci_client
from app.protocols.uci.client import (
    UciEngineError,
    UciSearcher,
    engine_command,
    engine_label,
    proven_score,
)
from app.services.arena import GameTask, parse_players, play_game, run_match
from app.services.players import PlayerSpecError, make_searcher, parse_player
from engine.clock import ClockReading, TimeControl
from engine.search import WIN, Limits, SearchResult, StopReason
from games.chess.rules import ChessState
from games.registry import get_game
from tests.support import FAKES

TINY = FAKES / "uci_tiny_engine.py"
CHESS = get_game("chess")
STOCKFISH = shutil.which("stockfish") or next(
    (path for path in ("/usr/games/stockfish",) if os.access(path, os.X_OK)), None
)


def tiny(*arguments: str) -> str:
    """The command line of the tiny engine with ``arguments`` (see uci_tiny_engine.py)."""
    return shlex.join([sys.executable, str(TINY), *arguments])


def searcher(*arguments: str) -> UciSearcher:
    return UciSearcher(tiny(*arguments), tolerance=2.0, start_seconds=10.0)


def gone(pid: int | None) -> bool:
    """Whether process ``pid`` has ended and been reaped (no zombie left)."""
    return pid is not None and not Path(f"/proc/{pid}").exists()


# --- the searcher ------------------------------------------------------------------------


def test_the_engine_answers_with_its_move_and_its_info_line() -> None:
    engine = searcher()
    reports: list[SearchResult] = []
    try:
        result = engine.search(ChessState.new(), Limits(time=0.1), on_info=reports.append)
        pid = engine.pid
        assert engine.engine_id == "Tiny UCI"
    finally:
        engine.close()
    first = ChessState.new().legal_moves()[0]
    assert result.best_move == first and result.pv == (first,)
    assert result.score == 12 and not result.exact and result.depth == 1
    assert result.nodes == 20 and result.stop_reason is StopReason.TIME
    assert result.algorithm == "Tiny UCI"
    assert [report.best_move for report in reports] == [first]
    assert gone(pid)


def test_an_engine_without_chess960_is_refused_for_a_chess960_game() -> None:
    engine = searcher()
    try:
        with pytest.raises(UciEngineError, match="does not play Chess960"):
            engine.search(ChessState.chess960_start(0), Limits(time=0.1))
    finally:
        engine.close()


def test_a_mate_score_is_an_exact_result() -> None:
    engine = searcher("mate")
    try:
        result = engine.search(ChessState.new(), Limits(depth=3))
    finally:
        engine.close()
    assert result.exact and result.score == WIN - 1 and result.outcome == "win"
    assert result.plies_to_end == 1


def test_mate_distances_in_plies() -> None:
    assert proven_score(1) == WIN - 1 and proven_score(3) == WIN - 5
    assert proven_score(-1) == -(WIN - 2) and proven_score(-2) == -(WIN - 4)


def test_the_engine_is_reused_from_move_to_move() -> None:
    engine = searcher()
    state = ChessState.new()
    try:
        state = state.play(engine.search(state, Limits(time=0.05)).best_move)
        pid = engine.pid
        state = state.play(engine.search(state, Limits(time=0.05)).best_move)
        assert engine.pid == pid
    finally:
        engine.close()
    assert state.board.fullmove_number == 2 and state.to_move == 0  # two plies on


@pytest.mark.parametrize(
    ("mode", "kind", "message"),
    [
        ("crash", "crash", "the engine exited (exit code 3)"),
        ("garbage", "illegal move", "invalid uci: 'zz99'"),
        ("illegal", "illegal move", "illegal uci: 'e1e8'"),
        ("silent", "timeout", "no bestmove within"),
    ],
)
def test_a_failing_engine_raises_and_is_ended(mode: str, kind: str, message: str) -> None:
    engine = UciSearcher(tiny(mode), tolerance=0.5)
    state = ChessState.new()
    with pytest.raises(UciEngineError, match=re.escape(message)) as raised:
        engine.search(state, Limits(time=0.1))
    assert raised.value.kind == kind
    assert engine.pid is None  # ended; the next search starts it again


def test_a_program_that_is_not_a_uci_engine() -> None:
    engine = UciSearcher(tiny("--not-uci"), start_seconds=0.5)
    with pytest.raises(UciEngineError, match="is not a UCI engine") as raised:
        engine.search(ChessState.new(), Limits(time=0.1))
    assert raised.value.kind == "protocol"


def test_stop_ends_the_search_with_the_engines_answer() -> None:
    engine = searcher()
    stop = threading.Event()
    stop.set()
    try:
        result = engine.search(ChessState.new(), Limits(time=30.0), stop=stop)
    finally:
        engine.close()
    assert result.best_move in ChessState.new().legal_moves()


def test_a_missing_engine_fails_its_first_search() -> None:
    engine = UciSearcher("/no/such/engine")
    with pytest.raises(UciEngineError, match="no engine at /no/such/engine") as raised:
        engine.search(ChessState.new(), Limits(time=0.1))
    assert raised.value.kind == "missing"


def test_missing_and_unreadable_commands() -> None:
    with pytest.raises(UciEngineError, match="no engine at /no/such/engine") as raised:
        engine_command("/no/such/engine")
    assert raised.value.kind == "missing"
    with pytest.raises(UciEngineError, match="is not executable"):
        engine_command(str(Path(__file__)))
    with pytest.raises(UciEngineError, match="cannot read the command"):
        engine_command('"/unterminated')
    assert engine_label(tiny()) == "uci_tiny_engine.py"
    assert engine_label("/usr/games/stockfish") == "stockfish"


# --- the player spec and the arena -------------------------------------------------------


def test_the_spec_keeps_the_command_and_takes_limits() -> None:
    command = tiny("first")
    player = parse_player(f"uci:{command},time=0.5,Nodes=2000", CHESS)
    assert player.text == f"uci:{command},time=0.5,nodes=2000"
    level = player.level_as(1)
    assert level.algorithm == f"uci:{command}"
    assert level.limits == Limits(time=0.5, nodes=2000)
    assert parse_player(f"UCI:{command}", CHESS).level_as(0).limits == Limits(time=1.0)
    made = make_searcher(CHESS, level)
    assert isinstance(made, UciSearcher) and made.command == command


def test_the_spec_takes_the_engines_options() -> None:
    command = tiny()
    player = parse_player(f"uci:{command},time=0.2,option.Skill=33,option.Style=Wild", CHESS)
    assert player.text == f"uci:{command},option.Skill=33,option.Style=Wild,time=0.2"
    level = player.level_as(0)
    assert level.limits == Limits(time=0.2)
    engine = make_searcher(CHESS, level)
    assert isinstance(engine, UciSearcher)
    try:
        assert engine.search(ChessState.new(), level.limits).score == 33
    finally:
        engine.close()


@pytest.mark.parametrize(
    ("text", "game", "message"),
    [
        ("uci:", "chess", "give the engine's executable"),
        ("uci:/no/such/engine", "chess", "no engine at /no/such/engine"),
        (f"uci:{tiny()},speed=3", "chess", "unknown parameter 'speed'"),
        (f"uci:{tiny()},time=soon", "chess", "bad value 'soon' for time"),
        (f"uci:{tiny()},depth", "chess", "parameter 'depth' .* needs a value"),
        (f"uci:{tiny()},option.Skill", "chess", "needs NAME=VALUE"),
        (f"uci:{tiny()}", "connect4", "UCI engines play chess, not connect4"),
    ],
)
def test_bad_uci_specs(text: str, game: str, message: str) -> None:
    with pytest.raises(PlayerSpecError, match=message):
        parse_player(text, get_game(game))


def uci_game(mode: str, index: int, plies: int = 16) -> tuple[int | None, str, int, bool]:
    """(winner colour, reason, plies, forfeit) of ``beginner`` against the tiny engine
    (Black in even games), its mode acting from its third search."""
    engine = f"uci:{tiny(mode, '--after', '3')},time=0.05"
    record = play_game(GameTask("chess", ("beginner", engine), "uci", index, 0, plies))
    return record.winner, record.reason, len(record.moves), record.forfeit


def test_a_whole_game_against_the_tiny_engine() -> None:
    winner, reason, plies, forfeit = uci_game("first", index=1, plies=12)
    assert (winner, reason, plies, forfeit) == (None, "move limit", 12, False)


@pytest.mark.parametrize(
    ("mode", "index", "loser", "reason"),
    [
        ("crash", 0, "Black", "Black's engine lost by crash: the engine exited (exit code 3)"),
        ("garbage", 1, "White", "White's engine lost by illegal move: the engine answered"),
    ],
)
def test_a_failing_engine_loses_the_game(mode: str, index: int, loser: str, reason: str) -> None:
    winner, text, plies, forfeit = uci_game(mode, index)
    assert forfeit and text.startswith(reason)
    assert winner == (0 if loser == "Black" else 1)
    assert plies == 5 - index  # the engine played two moves; its third search failed


def test_the_match_goes_on_and_names_the_forfeits() -> None:
    players = parse_players(CHESS, ["beginner", f"uci:{tiny('crash', '--after', '2')},time=0.05"])
    result = run_match(CHESS, (players[0], players[1]), 2, opening_plies=0, max_plies=20)
    assert len(result.records) == 2 and result.tally().wins == 2
    assert [forfeit["game"] for forfeit in result.as_json()["forfeits"]] == [1, 2]
    assert "game 2: White's engine lost by crash" in format_match(result)


@pytest.mark.skipif(STOCKFISH is None, reason="Stockfish is not installed")
def test_a_few_moves_against_stockfish() -> None:
    assert STOCKFISH is not None
    engine = UciSearcher(STOCKFISH)
    state = ChessState.new()
    try:
        for _ in range(6):
            result = engine.search(state, Limits(time=0.05))
            assert result.best_move in state.legal_moves() and result.depth >= 1
            state = state.play(result.best_move)
        assert "Stockfish" in engine.engine_id
        pid = engine.pid
    finally:
        engine.close()
    assert gone(pid)


def test_an_engine_whose_loop_closes_between_reports_has_crashed() -> None:
    """The engine's event loop closes when it exits, which may fall between two reports
    (it did under load): scheduling the next one then says the engine ended (reported as
    a crash, like every EngineTerminatedError), not a RuntimeError."""
    loop = asyncio.new_event_loop()
    loop.close()

    async def next_report() -> None:
        return None

    step = next_report()
    with pytest.raises(chess.engine.EngineTerminatedError):
        uci_client._scheduled(step, loop)
    assert step.cr_frame is None  # closed, not left un-awaited


# --- options and MultiPV -------------------------------------------------------------------


def test_options_travel_with_the_command_and_reach_the_engine() -> None:
    command = uci_client.with_options(tiny(), {"Skill": "40", "Style": "Wild"})
    assert uci_client.split_options(command) == (tiny(), {"Skill": "40", "Style": "Wild"})
    assert engine_label(command) == "uci_tiny_engine.py"
    engine = UciSearcher(command, tolerance=2.0, start_seconds=10.0)
    try:
        offered = engine.options()
        result = engine.search(ChessState.new(), Limits(time=0.1))
    finally:
        engine.close()
    assert {"Skill", "Style", "Log", "Motto", "Clear Hash", "MultiPV"} <= set(offered)
    assert offered["Style"].var == ["Solid", "Wild"] and offered["Skill"].max == 100
    assert result.score == 40  # the tiny engine reports its Skill as its score


@pytest.mark.parametrize(
    ("options", "message"),
    [({"Colour": "blue"}, "option refused"), ({"Skill": "lots"}, "option refused")],
)
def test_a_refused_option_is_one_clear_error(options, message) -> None:
    engine = UciSearcher(uci_client.with_options(tiny(), options), start_seconds=10.0)
    try:
        with pytest.raises(UciEngineError, match=message):
            engine.search(ChessState.new(), Limits(time=0.1))
    finally:
        engine.close()


def test_scoring_every_move_asks_for_multipv_lines() -> None:
    engine = searcher()
    try:
        result = engine.search(ChessState.new(), Limits(time=0.1), score_all_moves=True)
    finally:
        engine.close()
    legal = ChessState.new().legal_moves()
    assert [line.move for line in result.move_scores] == list(legal[: uci_client.MULTI_PV_LINES])
    assert [line.score for line in result.move_scores] == [12, 11, 10, 9, 8]
    assert result.best_move == legal[0]


def test_an_engine_on_a_clock_is_told_both_clocks() -> None:
    engine = UciSearcher(tiny("clock"), tolerance=2.0, start_seconds=10.0)
    reading = ClockReading(own=12.5, opponent=3.25, own_increment=0.1, moves_to_go=7)
    try:
        white = engine.search(ChessState.new(), Limits().on_clock(reading))
        assert (white.score, white.nodes, white.depth) == (12_500, 3_250, 7)
        black_to_move = ChessState.new().play(white.best_move)
        black = engine.search(black_to_move, Limits().on_clock(replace(reading, own=2.0)))
        assert (black.score, black.nodes, black.depth) == (2_000, 3_250, 7)
    finally:
        engine.close()


def test_players_on_a_clock_play_a_game_on_time() -> None:
    engine = f"uci:{tiny('clock')},tc=40/60"
    player = parse_player(engine, CHESS)
    assert player.time_control == TimeControl(60, 0, 40) and player.text.endswith(",tc=40/60")
    assert player.level_as(0).limits == Limits()  # the clock, not a time a move
    task = GameTask("chess", ("beginner:tc=300+1", engine), "clock", 1, 0, 8)
    record = play_game(task)
    assert (record.winner, record.reason, record.forfeit) == (None, "move limit", False)
    assert len(record.moves) == 8


def test_a_fallen_flag_loses_the_game() -> None:
    # A microsecond: no search is quicker than that, on any machine.
    task = GameTask("chess", ("beginner:tc=0.000001", f"uci:{tiny()},tc=60"), "flag", 0, 0, 8)
    record = play_game(task)
    assert record.forfeit and record.winner == 1 and record.moves == ()
    assert record.reason.startswith("White lost on time (")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("expert:tc=fast", "tc in 'expert:tc=fast': 'fast' is not a time control"),
        ("expert:tc=10,tc=20", "gives tc= more than once"),
        ("expert:tc=0+1", "must be positive"),
    ],
)
def test_bad_clocks_are_refused(text: str, message: str) -> None:
    with pytest.raises(PlayerSpecError, match=re.escape(message)):
        parse_player(text, CHESS)
