"""RIF's opening rule for renju: every step of the phase and every refusal, the symmetry
of two proposals, taking stones back, and the computer's part with its reasons."""

import pytest

from games.mnk.opening_rules import (
    OPENER,
    RESPONDER,
    Choice,
    OpeningError,
    OpeningPhase,
    OpeningRule,
    distance_from_centre,
    mirrored,
)
from games.mnk.renju import RenjuState
from games.mnk.rif import fourth_stone, pick_fifth, propose_fifth, rif_opening_stones


def renju() -> RenjuState:
    return RenjuState.new_game()


def cell(text: str) -> int:
    return renju().parse_move(text)


def rif(*moves: str, made: tuple[Choice, ...] = (), proposals: tuple[str, ...] = ()):
    """The RIF phase after ``moves`` with ``made`` and ``proposals``, and the position."""
    stones = [cell(move) for move in moves]
    phase = OpeningPhase.replay(OpeningRule.RIF, stones, made, [cell(point) for point in proposals])
    state = renju()
    for stone in stones:
        state = state.play(stone)
    return phase, state


FIRST_THREE = ("h8", "h9", "j10")
"""Black on the centre, White beside it, Black two points out: an opening RIF allows."""


def test_the_opener_places_three_stones_near_the_centre_then_the_responder_chooses() -> None:
    phase = OpeningPhase.start(OpeningRule.RIF)
    assert not phase.settled and phase.placer() == OPENER
    phase, _ = rif(*FIRST_THREE)
    assert phase.chooser == RESPONDER
    assert phase.choices() == (Choice.TAKE_BLACK, Choice.TAKE_WHITE)
    assert phase.describe() == "rif: the responder chooses"


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ((), "1st stone goes on the centre point"),
        (("h8",), "2nd stone goes next to the centre point"),
        (("h8", "h9"), "3rd stone goes within the central 5x5 square"),
    ],
)
def test_a_stone_too_far_from_the_centre_is_refused_with_the_square(moves, message) -> None:
    phase, _ = rif(*moves)
    with pytest.raises(OpeningError, match=message):
        phase.place(cell("a1"))


def test_white_places_the_fourth_stone_and_black_proposes_two_fifths() -> None:
    phase, _ = rif(*FIRST_THREE, made=(Choice.TAKE_WHITE,))
    assert phase.black == OPENER and not phase.settled
    assert phase.placer() == RESPONDER  # White places the 4th stone anywhere
    phase = phase.place(cell("a1"))
    assert phase.placer() is None and phase.proposer() == OPENER and phase.picker() is None
    assert phase.describe() == "rif: the opener proposes a 5th stone"
    phase = phase.propose(cell("g7")).propose(cell("k7"))
    assert phase.proposer() is None and phase.picker() == RESPONDER
    assert phase.describe() == "rif: the responder picks the 5th stone"
    settled = phase.place(cell("k7"))
    assert settled.settled and settled.proposals == () and len(settled.stones) == 5
    assert settled.placer() is None and settled.picker() is None


def test_taking_black_makes_the_responder_black() -> None:
    phase, _ = rif(*FIRST_THREE, "f4", made=(Choice.TAKE_BLACK,))
    assert phase.black == RESPONDER and phase.proposer() == RESPONDER


def test_every_refusal_of_the_fifth_stone_says_why() -> None:
    phase, _ = rif(*FIRST_THREE, "f4", made=(Choice.TAKE_WHITE,))
    with pytest.raises(OpeningError, match="proposes two points for the 5th stone first"):
        phase.place(cell("a1"))
    with pytest.raises(OpeningError, match="already taken"):
        phase.propose(cell("h9"))
    once = phase.propose(cell("g7"))
    with pytest.raises(OpeningError, match="proposed already"):
        once.propose(cell("g7"))
    twice = once.propose(cell("a1"))
    with pytest.raises(OpeningError, match="no proposal for the 5th stone is due"):
        twice.propose(cell("b2"))
    with pytest.raises(OpeningError, match="must be one of Black's two proposals"):
        twice.place(cell("b2"))
    with pytest.raises(OpeningError, match="no proposal"):
        OpeningPhase.start(OpeningRule.RIF).propose(cell("h8"))


def test_two_proposals_mirrored_on_the_position_are_refused() -> None:
    # every stone on column h: mirroring across it keeps them, so g8 mirrors i8
    phase, _ = rif("h8", "h9", "h10", "h6", made=(Choice.TAKE_WHITE,))
    once = phase.propose(cell("g8"))
    with pytest.raises(OpeningError, match="mirrored or turned"):
        once.propose(cell("i8"))
    assert once.propose(cell("j7")).proposals == (cell("g8"), cell("j7"))


def test_mirrored_needs_a_symmetry_that_keeps_every_stone() -> None:
    stones = (cell("h8"), cell("h9"), cell("h10"), cell("h6"))
    assert mirrored(stones, cell("g8"), cell("i8"))
    lopsided = (cell("h8"), cell("i9"), cell("h10"), cell("h6"))
    assert not mirrored(lopsided, cell("g8"), cell("i8"))
    assert distance_from_centre(cell("h8")) == 0 and distance_from_centre(cell("j10")) == 2


def test_a_colour_choice_is_refused_before_its_time_and_stones_after_it() -> None:
    phase, _ = rif(*FIRST_THREE)
    with pytest.raises(OpeningError, match="colour must be chosen"):
        phase.place(cell("a1"))
    with pytest.raises(OpeningError, match="not a choice"):
        phase.choose(Choice.PLACE_TWO)
    fifth_due, _ = rif(*FIRST_THREE, "a1", made=(Choice.TAKE_WHITE,), proposals=("g7", "k7"))
    settled = fifth_due.place(cell("g7"))
    with pytest.raises(OpeningError, match="settled"):
        settled.place(cell("b2"))


def test_replay_refuses_leftover_choices_and_rewinding_takes_back_later_choices() -> None:
    with pytest.raises(OpeningError, match="more colour choices"):
        rif("h8", made=(Choice.TAKE_WHITE,))
    phase, _ = rif(*FIRST_THREE, "a1", made=(Choice.TAKE_WHITE,), proposals=("g7",))
    kept = phase.rewound(phase.stones)
    assert kept.black == OPENER and kept.proposals == ()  # the proposals go, the colour stays
    back = phase.rewound(phase.stones[:3])
    assert back.chooser == RESPONDER and back.made == ()


def test_swap2_rewound_before_the_two_more_stones_offers_the_choice_again() -> None:
    stones = [cell(text) for text in ("h8", "h9", "i9", "g7", "j10")]
    phase = OpeningPhase.replay(OpeningRule.SWAP2, stones, (Choice.PLACE_TWO,))
    assert phase.chooser == OPENER
    assert phase.rewound(tuple(stones[:4])).placer() == RESPONDER
    again = phase.rewound(tuple(stones[:3]))
    assert again.chooser == RESPONDER and Choice.PLACE_TWO in again.choices()


def test_the_computer_opens_within_the_squares() -> None:
    stones = rif_opening_stones(renju())
    phase = OpeningPhase.start(OpeningRule.RIF)
    for stone in stones:
        phase = phase.place(stone)  # each would be refused if out of its square
    assert phase.chooser == RESPONDER


def test_the_computer_places_the_fourth_on_an_empty_point() -> None:
    _, state = rif(*FIRST_THREE)
    assert fourth_stone(state) in state.legal_moves()


def test_the_computer_proposes_two_points_that_differ_and_says_so() -> None:
    phase, state = rif("h8", "h9", "h10", "h6", made=(Choice.TAKE_WHITE,))

    def symmetric_taste(position: RenjuState) -> int:  # g8 and j8 best, mirrored
        return -10 if position.last_move in (cell("g8"), cell("i8")) else 0

    placement = propose_fifth(phase, state, symmetric_taste)
    first, second = placement.cells
    assert first in (cell("g8"), cell("i8")) and second not in (cell("g8"), cell("i8"))
    assert not mirrored(phase.stones, first, second)
    for point in placement.cells:
        phase = phase.propose(point)
    assert placement.reason.startswith("I propose ") and "for the 5th stone" in placement.reason


def test_the_computer_picks_the_proposal_better_for_white() -> None:
    phase, state = rif(*FIRST_THREE, "f4", made=(Choice.TAKE_WHITE,), proposals=("g7", "k7"))

    def likes_k7(position: RenjuState) -> int:
        return 150 if position.last_move == cell("k7") else -50

    placement = pick_fifth(phase, state, likes_k7)
    assert placement.cells == (cell("k7"),)
    assert placement.reason == (
        "I pick k7 for Black's 5th stone: it leaves White +1.5, g7 would leave -0.5"
    )
    with pytest.raises(OpeningError, match="no two proposals"):
        pick_fifth(OpeningPhase.start(OpeningRule.RIF), state, likes_k7)
    with pytest.raises(OpeningError, match="no proposal"):
        propose_fifth(phase, state, likes_k7)
