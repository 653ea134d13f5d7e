"""An opening in progress as JSON values: written, read back at the same stage, and a
damaged one refused with what is wrong."""

import pytest

from games.mnk.opening_rules import (
    OPENER,
    RESPONDER,
    Choice,
    OpeningError,
    OpeningPhase,
    OpeningRule,
)
from games.mnk.opening_saves import SavedOpening
from games.mnk.rules import MnkState

STATE = MnkState.new(15, 15, 5)


def cells(*texts: str) -> list[int]:
    return [STATE.parse_move(text) for text in texts]


def round_trip(saved: SavedOpening) -> SavedOpening:
    document = saved.to_json(STATE.move_text)
    return SavedOpening.from_json(document, saved.phase.stones, STATE.parse_move)


def test_a_swap2_choice_pending_comes_back_pending() -> None:
    phase = OpeningPhase.replay(OpeningRule.SWAP2, cells("h8", "h9", "i9"))
    saved = SavedOpening(phase, frozenset({RESPONDER}), "")
    document = saved.to_json(STATE.move_text)
    assert document == {
        "rule": "swap2",
        "stones": ["h8", "h9", "i9"],
        "choices": [],
        "proposals": [],
        "computer": ["responder"],
        "reason": "",
    }
    again = round_trip(saved)
    assert again == saved and again.phase.chooser == RESPONDER


def test_two_more_stones_being_placed_come_back_with_the_reason() -> None:
    phase = OpeningPhase.replay(
        OpeningRule.SWAP2, cells("h8", "h9", "i9", "g7"), (Choice.PLACE_TWO,)
    )
    saved = SavedOpening(phase, frozenset({OPENER}), "I place two more: close")
    again = round_trip(saved)
    assert again.phase.placer() == RESPONDER and again.reason == "I place two more: close"
    assert again.computer == frozenset({OPENER})


def test_rif_proposals_come_back() -> None:
    phase = OpeningPhase.replay(
        OpeningRule.RIF, cells("h8", "h9", "j10", "a1"), (Choice.TAKE_WHITE,), cells("g7")
    )
    again = round_trip(SavedOpening(phase, frozenset(), ""))
    assert again.phase.proposals == tuple(cells("g7")) and again.phase.proposer() == OPENER


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ([], "not an object"),
        ({"rule": "swap3"}, "names no rule"),
        ({"rule": "swap", "choices": ["Take Grey"]}, "names no rule, choice"),
        ({"rule": "swap", "computer": ["referee"]}, "names no rule, choice or player"),
        ({"rule": "swap", "stones": "h8"}, "'stones' are not a list of texts"),
        ({"rule": "swap", "stones": ["z99"]}, "not on the board"),
        ({"rule": "swap", "stones": ["h8", "h8"]}, "already taken"),
        ({"rule": "swap", "stones": ["h8"], "choices": ["Take White"]}, "more colour choices"),
        ({"rule": "rif", "stones": ["a1"]}, "centre point"),
        ({"rule": "swap", "stones": ["h8", "h9", "i9"], "choices": ["Take White"]}, "over"),
        ({"rule": "swap", "reason": 3}, "reason is not a text"),
    ],
)
def test_a_damaged_opening_is_refused_with_what_is_wrong(document, message) -> None:
    moves = cells(*document.get("stones", [])) if _readable(document) else []
    with pytest.raises(OpeningError, match=message):
        SavedOpening.from_json(document, moves, STATE.parse_move)


def test_stones_that_are_not_the_games_moves_are_refused() -> None:
    document = {"rule": "swap", "stones": ["h8", "h9"]}
    with pytest.raises(OpeningError, match="not the game's moves"):
        SavedOpening.from_json(document, cells("h8", "a1"), STATE.parse_move)


def _readable(document: object) -> bool:
    """Whether ``document``'s stones read as points (the game's moves are then those)."""
    if not isinstance(document, dict) or not isinstance(document.get("stones", []), list):
        return False
    try:
        cells(*document.get("stones", []))
    except ValueError:
        return False
    return True
