"""The Gomoku opening rules (swap, swap2) as a phase value, and the computer's choices."""

import pytest

from games.mnk.opening_rules import (
    OPENER,
    RESPONDER,
    Choice,
    OpeningError,
    OpeningPhase,
    OpeningRule,
    decide,
    opening_stones,
    two_more_stones,
)
from games.mnk.rules import MnkState


def gomoku() -> MnkState:
    return MnkState.new(15, 15, 5)


def placed(phase: OpeningPhase, state: MnkState, *moves: str) -> tuple[OpeningPhase, MnkState]:
    for move in moves:
        cell = state.parse_move(move)
        phase, state = phase.place(cell), state.play(cell)
    return phase, state


def test_free_is_settled_from_the_start() -> None:
    phase = OpeningPhase.start(OpeningRule.FREE)
    assert phase.settled and phase.black == OPENER and phase.placer() is None


def test_swap_opener_places_three_then_responder_takes_white() -> None:
    phase, _ = placed(OpeningPhase.start(OpeningRule.SWAP), gomoku(), "h8", "h9", "i9")
    assert phase.chooser == RESPONDER
    assert phase.choices() == (Choice.TAKE_BLACK, Choice.TAKE_WHITE)
    settled = phase.choose(Choice.TAKE_WHITE)
    assert settled.black == OPENER and settled.placer() is None


def test_swap2_place_two_passes_the_choice_back() -> None:
    phase, state = placed(OpeningPhase.start(OpeningRule.SWAP2), gomoku(), "h8", "h9", "i9")
    assert Choice.PLACE_TWO in phase.choices()
    phase = phase.choose(Choice.PLACE_TWO)
    assert phase.placer() == RESPONDER
    phase, state = placed(phase, state, "g7", "j10")
    assert phase.chooser == OPENER
    assert Choice.PLACE_TWO not in phase.choices()
    assert phase.choose(Choice.TAKE_BLACK).black == OPENER
    assert state.to_move == 1


def test_illegal_steps_are_refused_with_a_message() -> None:
    phase, state = placed(OpeningPhase.start(OpeningRule.SWAP), gomoku(), "h8", "h9", "i9")
    with pytest.raises(OpeningError, match="colour must be chosen"):
        phase.place(state.parse_move("a1"))
    with pytest.raises(OpeningError, match="not a choice"):
        phase.choose(Choice.PLACE_TWO)
    with pytest.raises(OpeningError, match="already taken"):
        OpeningPhase.start(OpeningRule.SWAP).place(0).place(0)
    with pytest.raises(OpeningError, match="settled"):
        phase.choose(Choice.TAKE_BLACK).place(0)


def test_computer_opens_with_three_stones_and_decides_with_a_reason() -> None:
    state = gomoku()
    phase = OpeningPhase.start(OpeningRule.SWAP2)
    for cell in opening_stones(state):
        phase, state = phase.place(cell), state.play(cell)
    decision = decide(phase, state)
    assert decision.choice in phase.choices()
    assert decision.reason.startswith("I ")


def test_a_strong_black_shape_makes_the_computer_take_black() -> None:
    phase, state = placed(OpeningPhase.start(OpeningRule.SWAP), gomoku(), "h8", "a1", "h9")
    decision = decide(phase, state)
    assert decision.choice is Choice.TAKE_BLACK
    assert "Black" in decision.reason


def test_two_more_stones_are_empty_and_distinct() -> None:
    _, state = placed(OpeningPhase.start(OpeningRule.SWAP2), gomoku(), "h8", "h9", "i9")
    white, black = two_more_stones(state)
    occupied = state.stones[0] | state.stones[1]
    assert white != black and not (occupied >> white & 1) and not (occupied >> black & 1)


def test_close_to_par_swap2_places_two_and_swap_takes_white() -> None:
    def even(_: MnkState) -> int:
        return 0

    for rule, expected in (
        (OpeningRule.SWAP2, Choice.PLACE_TWO),
        (OpeningRule.SWAP, Choice.TAKE_WHITE),
    ):
        phase, state = placed(OpeningPhase.start(rule), gomoku(), "h8", "h9", "i9")
        decision = decide(phase, state, even)
        assert decision.choice is expected
        assert "+0.0" in decision.reason


def test_no_decision_without_a_pending_choice() -> None:
    with pytest.raises(OpeningError, match="no colour choice"):
        decide(OpeningPhase.start(OpeningRule.SWAP2), gomoku())
