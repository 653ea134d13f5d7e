"""Time controls and game clocks (engine/clock.py)."""

from __future__ import annotations

import pytest

from engine.clock import (
    DEFAULT_MOVES_TO_GO,
    INCREMENT_SHARE,
    MOVE_OVERHEAD,
    ClockReading,
    GameClock,
    TimeControl,
    TimeControlError,
)
from engine.search import Limits


@pytest.mark.parametrize(
    ("text", "control", "shown"),
    [
        ("10+0.1", TimeControl(10, 0.1), "10+0.1"),
        ("40/60", TimeControl(60, 0, 40), "40/60"),
        ("40/60+0.5", TimeControl(60, 0.5, 40), "40/60+0.5"),
        ("2:30+1", TimeControl(150, 1), "150+1"),
        (" 60 ", TimeControl(60), "60"),
    ],
)
def test_the_forms_of_a_time_control(text: str, control: TimeControl, shown: str) -> None:
    assert TimeControl.parse(text) == control
    assert control.text == shown
    assert TimeControl.parse(shown) == control


@pytest.mark.parametrize("text", ["", "fast", "10+", "+1", "0+1", "0/60", "40/", "1:2:3"])
def test_what_is_not_a_time_control(text: str) -> None:
    with pytest.raises(TimeControlError, match=r"time control|must be positive"):
        TimeControl.parse(text)


def test_moves_to_go_count_down_each_period() -> None:
    control = TimeControl(60, 0, 40)
    assert [control.moves_to_go(made) for made in (0, 1, 39, 40, 41)] == [40, 39, 1, 40, 39]
    assert TimeControl(10, 0.1).moves_to_go(5) is None


def test_a_move_takes_its_share_of_the_time_left() -> None:
    sudden = ClockReading(own=60.0, opponent=60.0)
    assert sudden.move_seconds == pytest.approx(60 / DEFAULT_MOVES_TO_GO - MOVE_OVERHEAD)
    period = ClockReading(own=30.0, opponent=1.0, own_increment=1.0, moves_to_go=10)
    assert period.move_seconds == pytest.approx(3.0 + INCREMENT_SHARE * 1.0 - MOVE_OVERHEAD)
    last_move = ClockReading(own=4.0, opponent=1.0, moves_to_go=1)
    assert last_move.move_seconds == pytest.approx(2.0 - MOVE_OVERHEAD)  # never half or more
    assert ClockReading(own=0.01, opponent=1.0).move_seconds > 0


def test_limits_on_a_clock_keep_depth_and_take_the_share_as_time() -> None:
    reading = ClockReading(own=30.0, opponent=20.0, moves_to_go=10)
    limits = Limits(depth=6).on_clock(reading)
    assert limits.depth == 6 and limits.clock == reading
    assert limits.time == pytest.approx(reading.move_seconds)


def test_a_game_clock_adds_increments_and_new_periods() -> None:
    clock = GameClock.start((TimeControl(10, 0.5), TimeControl(60, 0, 2)))
    assert clock.left == (10.0, 60.0)
    clock = clock.after_move(0, 2.0).after_move(1, 20.0)
    assert clock.left == (8.5, 40.0)
    assert clock.reading(1) == ClockReading(40.0, 8.5, 0.0, 0.5, moves_to_go=1)
    clock = clock.after_move(0, 1.0).after_move(1, 10.0)
    assert clock.left == (8.0, 90.0)  # Black's second move ends a period of two
    assert not clock.flagged(0) and not clock.flagged(1)


def test_a_flag_falls_and_no_increment_saves_it() -> None:
    clock = GameClock.start((TimeControl(1, 5), None)).after_move(0, 1.5)
    assert clock.flagged(0) and clock.left[0] == pytest.approx(-0.5)


def test_a_side_without_a_control_has_no_clock() -> None:
    clock = GameClock.start((None, TimeControl(5)))
    assert clock.reading(0) is None and clock.after_move(0, 1e6) == clock
    assert not clock.flagged(0)
    assert clock.reading(1) == ClockReading(5.0, 0.0)
