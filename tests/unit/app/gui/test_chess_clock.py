"""Chess clocks without Qt: running, increments, flag falls and the computer's time plan."""

import pytest

from app.gui.games.chess.clock import (
    ON_TIME,
    TIMEOUT_DRAW,
    ChessClock,
    TimeControl,
    clock_text,
    flag_outcome,
    planned_level,
    planned_seconds,
)
from engine.player import Level
from engine.search import Limits
from games.chess.rules import ChessState


def test_clock_runs_for_the_side_to_move_and_adds_the_increment():
    now = [0.0]
    clock = ChessClock(TimeControl(1, 2), lambda: now[0])
    assert clock.running is None and clock.remaining(0) == 60
    clock.start(0)
    now[0] = 10
    assert clock.remaining(0) == 50 and clock.remaining(1) == 60
    clock.moved(0)
    assert clock.running == 1 and clock.remaining(0) == 52
    now[0] = 71
    assert clock.flagged() == 1
    clock.stop()
    now[0] = 1000
    assert clock.remaining(1) == pytest.approx(-1)


def test_time_control_checks_its_values():
    assert TimeControl(10, 5).label == "10+5"
    with pytest.raises(ValueError, match="minutes above 0"):
        TimeControl(0, 5)


def test_flag_outcome_is_a_draw_only_when_the_opponent_cannot_mate():
    rook = ChessState.from_text("8/8/8/4k3/8/8/3K4/7R w - - 0 1")
    assert flag_outcome(rook, 1).winner == 0 and flag_outcome(rook, 1).reason == ON_TIME
    assert flag_outcome(rook, 0).winner is None
    assert flag_outcome(rook, 0).reason == TIMEOUT_DRAW


def test_planned_time_and_level():
    assert planned_seconds(300, 2) == pytest.approx(12)
    assert planned_seconds(4, 10) == pytest.approx(2)  # never more than half of what is left
    capped = Level("alphabeta", Limits(depth=3, time=1.0))
    assert planned_level(capped, 300, 0) is capped
    planned = planned_level(Level("alphabeta", Limits(depth=4, nodes=100)), 60, 0)
    assert planned.limits == Limits(depth=4, nodes=100, time=2.0)


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(300, "5:00"), (61.9, "1:01"), (9.44, "0:09.4"), (-3, "0:00.0"), (3725, "1:02:05")],
)
def test_clock_text(seconds, text):
    assert clock_text(seconds) == text
