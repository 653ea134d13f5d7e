"""``plyboard gomocup``: ``INFO rule`` (free-style, exactly five, renju) and the time per move."""

from __future__ import annotations

import pytest

from app.protocols.gomocup.server import (
    FAST_SECONDS,
    MIN_MOVES_LEFT,
    MOVES_LEFT_ESTIMATE,
    SAFETY_MS,
    TURN_SHARE,
    GomocupBrain,
    turn_seconds,
)
from games.mnk.renju import RenjuState

# Ours (field 1): h9 h10 and i8 j8, so h8 (x=7, y=7) is a double-three for Black;
# theirs (field 2) far away.  Four stones each: we are Black, to move.
OURS = ["7,6,1", "7,5,1", "8,7,1", "9,7,1"]
THEIRS = ["0,0,2", "2,0,2", "0,14,2", "14,14,2"]


def brain_with(rule: int, size: int = 15) -> GomocupBrain:
    brain = GomocupBrain()
    assert brain.handle(f"START {size}") == ["OK"]
    assert brain.handle("INFO timeout_turn 300") == []
    assert brain.handle(f"INFO rule {rule}") == []
    return brain


def board(brain: GomocupBrain) -> list[str]:
    replies = []
    for line in ["BOARD", *OURS, *THEIRS, "DONE"]:
        replies += brain.handle(line)
    return replies


@pytest.mark.parametrize(
    ("rule", "renju", "exact"),
    [(0, False, False), (1, False, True), (4, True, False), (5, True, False)],
)
def test_rule_bits_choose_the_rules(rule: int, renju: bool, exact: bool) -> None:
    brain = brain_with(rule)
    brain.handle("BOARD")
    for line in [*OURS, *THEIRS]:
        brain.handle(line)
    state = brain.state()
    assert isinstance(state, RenjuState) == renju
    if not renju:
        assert state.geometry.overline_wins != exact


def test_under_renju_black_never_plays_a_forbidden_point() -> None:
    """h8 makes two open threes: a winning fork in free-style, forbidden under renju."""
    brain = brain_with(4)
    reply = board(brain)
    assert len(reply) == 1 and reply[0] != "7,7"
    assert (7, 7) not in brain.own


def test_renju_needs_15x15() -> None:
    brain = brain_with(4, size=20)
    assert brain.handle("BEGIN")[0].startswith("ERROR renju is played on 15x15")


def test_the_time_per_move_uses_most_of_timeout_turn() -> None:
    assert turn_seconds(2_000) == pytest.approx((2_000 * TURN_SHARE - SAFETY_MS) / 1000)
    assert 1.6 < turn_seconds(2_000) < 2.0
    assert turn_seconds(0) == FAST_SECONDS  # 0: as fast as possible
    brain = brain_with(0)
    brain.handle("INFO timeout_turn 2000")
    assert brain.seconds() == turn_seconds(2_000)  # no match clock


def test_the_match_clock_is_shared_out() -> None:
    brain = brain_with(0)
    brain.handle("INFO timeout_turn 5000")
    brain.handle("INFO timeout_match 60000")
    brain.handle("INFO time_left 9000")
    assert brain.seconds() == pytest.approx((9_000 / MOVES_LEFT_ESTIMATE - SAFETY_MS) / 1000)
    brain.own.extend((x, 0) for x in range(15))  # late in a game: fewer moves left
    brain.handle("INFO time_left 3000")
    expected = (3_000 / max(MIN_MOVES_LEFT, MOVES_LEFT_ESTIMATE - 15) - SAFETY_MS) / 1000
    assert brain.seconds() == pytest.approx(expected)
