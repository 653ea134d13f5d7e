"""An opening in the middle of its rule, as JSON values a saved game keeps::

    {"rule": "swap2", "stones": ["h8", "h9", "i9"], "choices": ["Place two more"],
     "proposals": [], "computer": ["responder"], "reason": "I place two more: ..."}

``stones`` are the game's moves so far (in its notation), ``choices`` the colour choices
made in order, ``proposals`` RIF's points proposed for the 5th stone, ``computer`` the
participants (``opener``, ``responder``) the computer is, ``reason`` its last reason.
Where the opening stands (who places, who chooses) follows from these by the rule's own
steps, so reading checks them all: anything the rule would refuse is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.mnk.opening_rules import (
    BOARD_SIDE,
    OPENER,
    RESPONDER,
    Choice,
    OpeningError,
    OpeningPhase,
    OpeningRule,
)

PARTICIPANTS = {"opener": OPENER, "responder": RESPONDER}


@dataclass(frozen=True, slots=True)
class SavedOpening:
    """An opening being played: its phase, who the computer is in it, and its last reason."""

    phase: OpeningPhase
    computer: frozenset[int]
    """The participants (:data:`OPENER`, :data:`RESPONDER`) the computer plays."""
    reason: str = ""

    def to_json(self, move_text: Callable[[int], str]) -> dict[str, Any]:
        """The JSON values, moves written by ``move_text``."""
        names = {number: name for name, number in PARTICIPANTS.items()}
        phase = self.phase
        return {
            "rule": phase.rule.value,
            "stones": [move_text(cell) for cell in phase.stones],
            "choices": [choice.value for choice in phase.made],
            "proposals": [move_text(cell) for cell in phase.proposals],
            "computer": sorted(names[number] for number in self.computer),
            "reason": self.reason,
        }

    @classmethod
    def from_json(
        cls,
        document: object,
        moves: Sequence[int],
        parse_move: Callable[[str], int],
        side: int = BOARD_SIDE,
    ) -> SavedOpening:
        """The opening in ``document``, played as the game's ``moves`` (cells) were; moves
        read by ``parse_move`` (raising ``ValueError``).  Raises :class:`OpeningError`
        saying what is wrong."""
        if not isinstance(document, dict):
            raise OpeningError("the opening is not an object")
        choice_texts, names = _texts(document, "choices"), _texts(document, "computer")
        stone_texts, proposal_texts = _texts(document, "stones"), _texts(document, "proposals")
        try:
            rule = OpeningRule(document.get("rule"))
            choices = [Choice(text) for text in choice_texts]
            computer = frozenset(PARTICIPANTS[name] for name in names)
        except (ValueError, KeyError) as error:
            raise OpeningError(f"it names no rule, choice or player of ours ({error})") from None
        try:
            stones = [parse_move(text) for text in stone_texts]
            proposals = [parse_move(text) for text in proposal_texts]
        except ValueError as error:
            raise OpeningError(f"a point of the opening is not on the board ({error})") from None
        if tuple(stones) != tuple(moves):
            raise OpeningError("its stones are not the game's moves")
        phase = OpeningPhase.replay(rule, stones, choices, proposals, side)
        if phase.settled:
            raise OpeningError("it is over already")
        reason = document.get("reason", "")
        if not isinstance(reason, str):
            raise OpeningError("its reason is not a text")
        return cls(phase, computer, reason)


def _texts(document: dict[str, Any], name: str) -> list[str]:
    value = document.get(name, [])
    if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
        raise OpeningError(f"its {name!r} are not a list of texts")
    return value
