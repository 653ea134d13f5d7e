"""The manager's side of the Gomocup protocol, against tiny fake brains (gomocup_fake_brain.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.protocols.gomocup.client import BrainError, BrainSettings, GomocupSearcher
from app.protocols.gomocup.messages import RULE_RENJU
from engine.search import Limits
from games.registry import get_game
from tests.support import FAKES

FAKE = FAKES / "gomocup_fake_brain.py"
GENEROUS = BrainSettings(turn_ms=20_000)
"""A time per move no loaded machine reaches: only the failure tests depend on timeouts."""
FREESTYLE = get_game("gomoku")
RENJU = get_game("gomoku-renju")


def fake(mode: str, settings: BrainSettings | None = GENEROUS) -> GomocupSearcher:
    return GomocupSearcher([sys.executable, str(FAKE), mode], settings)


@pytest.fixture
def log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "commands.log"
    monkeypatch.setenv("GOMOCUP_FAKE_LOG", str(path))
    return path


def test_begin_then_turns_and_the_settings(log: Path) -> None:
    searcher = fake("first", BrainSettings(turn_ms=20_000, match_ms=600_000))
    try:
        state = FREESTYLE.new_state()
        first = searcher.search(state, Limits(time=1.0)).best_move
        assert state.move_text(first) == "a15"  # x=0, y=0 is the top-left corner
        state = state.play(first).play(state.parse_move("h8"))
        second = searcher.search(state, Limits(time=1.0)).best_move
        assert state.move_text(second) == "b15"
    finally:
        searcher.close()
    lines = log.read_text().splitlines()
    assert lines[:4] == [
        "START 15",
        "INFO timeout_turn 20000",
        "INFO timeout_match 600000",
        "INFO rule 0",
    ]
    assert "BEGIN" in lines
    assert "TURN 7,7" in lines  # h8 is the centre
    assert any(line.startswith("INFO time_left ") for line in lines)
    assert lines[-1] == "END"


def test_the_brains_last_message_is_the_results_note() -> None:
    searcher = fake("first")
    try:
        result = searcher.search(FREESTYLE.new_state(), Limits(time=1.0))
    finally:
        searcher.close()
    assert result.note == "thinking about it"


def test_an_opening_goes_as_a_board_in_playing_order(log: Path) -> None:
    searcher = fake("first")
    try:
        state = FREESTYLE.replay(["h8", "h9", "j8"])  # White to move: the brain is White
        move = searcher.search(state, Limits(time=1.0)).best_move
        assert state.move_text(move) == "a15"
        # A position the brain was not told move by move: RESTART and a fresh BOARD.
        other = FREESTYLE.replay(["h8", "i9"])
        searcher.search(other, Limits(time=1.0))
    finally:
        searcher.close()
    lines = log.read_text().splitlines()
    board = lines.index("BOARD")
    # Black h8, White h9, Black j8; the brain (White) owns h9: field 1.
    assert lines[board : board + 5] == ["BOARD", "7,7,2", "7,6,1", "9,7,2", "DONE"]
    again = lines.index("BOARD", board + 1)
    assert lines[again - 1] == "RESTART"
    assert lines[again : again + 4] == ["BOARD", "7,7,1", "8,6,2", "DONE"]


def test_renju_tells_the_rule(log: Path) -> None:
    searcher = fake("first")
    try:
        searcher.search(RENJU.new_state(), Limits(time=1.0))
    finally:
        searcher.close()
    assert f"INFO rule {RULE_RENJU}" in log.read_text().splitlines()


def test_a_crash_is_reported() -> None:
    searcher = fake("crash")
    with pytest.raises(BrainError, match="exited") as error:
        searcher.search(FREESTYLE.new_state(), Limits(time=1.0))
    assert error.value.kind == "crash"


def test_an_illegal_move_is_reported() -> None:
    searcher = fake("illegal")
    state = FREESTYLE.new_state()
    move = searcher.search(state, Limits(time=1.0)).best_move  # a15, fine the first time
    state = state.play(move).play(state.parse_move("h8"))
    with pytest.raises(BrainError, match="a15, which is taken") as error:
        searcher.search(state, Limits(time=1.0))
    assert error.value.kind == "illegal move"


def test_a_move_off_the_board_is_reported() -> None:
    with pytest.raises(BrainError, match="off the 15x15 board") as error:
        fake("offboard").search(FREESTYLE.new_state(), Limits(time=1.0))
    assert error.value.kind == "illegal move"


def test_a_forbidden_point_is_an_illegal_move_under_renju() -> None:
    # a15 is a double-four for Black (a12-a14 and b15-d15).
    state = RENJU.replay(
        ["a14", "h8", "a13", "h9", "a12", "h10", "b15", "j8", "c15", "j9", "d15", "j11"]
    )
    assert state.to_move == 0
    with pytest.raises(BrainError, match="a15, which is forbidden for Black: double-four"):
        fake("first").search(state, Limits(time=1.0))


def test_a_silent_brain_times_out() -> None:
    searcher = fake("silent", BrainSettings(turn_ms=100, tolerance=0.2))
    with pytest.raises(BrainError, match="no answer within") as error:
        searcher.search(FREESTYLE.new_state(), Limits(time=0.1))
    assert error.value.kind == "timeout"


def test_a_missing_brain_is_an_error() -> None:
    with pytest.raises(BrainError, match="not an executable"):
        GomocupSearcher(["/nonexistent/pbrain"]).search(FREESTYLE.new_state(), Limits(time=1.0))


@pytest.mark.parametrize("mode", ["first", "norestart"])
def test_a_new_game_restarts_the_brain_or_starts_it_again(log: Path, mode: str) -> None:
    searcher = fake(mode)
    try:
        searcher.search(FREESTYLE.replay(["h8", "h9", "j8"]), Limits(time=1.0))
        move = searcher.search(FREESTYLE.replay(["h8"]), Limits(time=1.0)).best_move
        assert FREESTYLE.new_state().move_text(move) == "a15"
    finally:
        searcher.close()
    lines = log.read_text().splitlines()
    assert "RESTART" in lines
    assert lines.count("START 15") == (1 if mode == "first" else 2)
    assert lines[-4:] == ["BOARD", "7,7,2", "DONE", "END"]
