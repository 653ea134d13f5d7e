"""Gomoku opening rules (Gomocup's): free, swap and swap2, as an immutable phase value.

*swap*: the opener places three stones (Black, White, Black); the other player
chooses a colour, and White plays the 4th stone. *swap2*: the other player may
instead place two more stones (White, Black) and pass the choice back to the opener.
The stones alternate colours in the order placed, so they are played on the game's
state as ordinary moves. Participants are ``OPENER`` (0) and ``RESPONDER`` (1).

The computer's decisions (:func:`opening_stones`, :func:`decide`) use the game's shape
evaluation of the position with White to move; scores are reported in hundreds of
evaluation units, from White's point of view.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from games.mnk.evaluation import shape_heuristic
from games.mnk.openings import balanced_openings
from games.mnk.rules import MnkState

OPENER = 0
RESPONDER = 1
BLACK = 0
WHITE = 1
OPENING_STONES = 3
SWAP2_EXTRA_STONES = 2
CLOSE_CALL = 40
"""Evaluation units within which swap2's responder finds the position too close to
pick a colour and places two more stones instead."""
SCORE_SCALE = 100
"""Evaluation units per reported point."""


class OpeningRule(Enum):
    FREE = "free"
    SWAP = "swap"
    SWAP2 = "swap2"


class Choice(Enum):
    TAKE_BLACK = "Take Black"
    TAKE_WHITE = "Take White"
    PLACE_TWO = "Place two more"


class OpeningError(ValueError):
    """A step the opening rule does not allow now; the message says why."""


@dataclass(frozen=True, slots=True)
class OpeningPhase:
    """Where an opening stands: the stones placed (cells, in order), who places next or
    whose colour choice is pending, and, once settled, which participant plays Black."""

    rule: OpeningRule
    stones: tuple[int, ...] = ()
    chooser: int | None = None
    """The participant whose colour choice is pending (``None``: none is)."""
    black: int | None = None
    """The participant playing Black once the opening is settled (``None``: not yet)."""

    @classmethod
    def start(cls, rule: OpeningRule) -> OpeningPhase:
        """A new opening; under the free rule it is settled at once, the opener Black."""
        return cls(rule, black=OPENER if rule is OpeningRule.FREE else None)

    @property
    def settled(self) -> bool:
        return self.black is not None

    def placer(self) -> int | None:
        """The participant who places the next opening stone (``None``: nobody does)."""
        if self.settled or self.chooser is not None:
            return None
        return OPENER if len(self.stones) < OPENING_STONES else RESPONDER

    def choices(self) -> tuple[Choice, ...]:
        """The choices open to :attr:`chooser` (empty when no choice is pending)."""
        if self.chooser is None:
            return ()
        if self.rule is OpeningRule.SWAP2 and len(self.stones) == OPENING_STONES:
            return (Choice.TAKE_BLACK, Choice.TAKE_WHITE, Choice.PLACE_TWO)
        return (Choice.TAKE_BLACK, Choice.TAKE_WHITE)

    def place(self, cell: int) -> OpeningPhase:
        """The phase after the next opening stone on ``cell``."""
        if self.placer() is None:
            raise OpeningError(
                "the opening is settled" if self.settled else "a colour must be chosen first"
            )
        if cell in self.stones:
            raise OpeningError("that point is already taken")
        stones = (*self.stones, cell)
        if len(stones) == OPENING_STONES:
            return replace(self, stones=stones, chooser=RESPONDER)
        if len(stones) == OPENING_STONES + SWAP2_EXTRA_STONES:
            return replace(self, stones=stones, chooser=OPENER)
        return replace(self, stones=stones)

    def choose(self, choice: Choice) -> OpeningPhase:
        """The phase after :attr:`chooser` makes ``choice``."""
        if choice not in self.choices():
            raise OpeningError(f"{choice.value!r} is not a choice now")
        assert self.chooser is not None
        if choice is Choice.PLACE_TWO:
            return replace(self, chooser=None)
        other = 1 - self.chooser
        black = self.chooser if choice is Choice.TAKE_BLACK else other
        return replace(self, chooser=None, black=black)

    def describe(self) -> str:
        """One line for the status bar, naming participants 'opener' and 'responder'."""
        names = ("the opener", "the responder")
        if self.settled:
            return f"{self.rule.value}: opening settled, {names[self.black or 0]} plays Black"
        if self.chooser is not None:
            return f"{self.rule.value}: {names[self.chooser]} chooses"
        placer = self.placer() or 0
        return f"{self.rule.value}: {names[placer]} places stone {len(self.stones) + 1}"


@dataclass(frozen=True, slots=True)
class Decision:
    """The computer's choice and the reason it gives."""

    choice: Choice
    reason: str


def white_score(state: MnkState) -> int:
    """The shape evaluation of ``state`` for White (evaluation units)."""
    score = shape_heuristic(state)
    return score if state.to_move == WHITE else -score


def decide(phase: OpeningPhase, state: MnkState) -> Decision:
    """The computer's choice as :attr:`OpeningPhase.chooser` in ``state`` (the stones placed)."""
    choices = phase.choices()
    if not choices:
        raise OpeningError("no colour choice is pending")
    score = white_score(state)
    shown = f"{score / SCORE_SCALE:+.1f}"
    if Choice.PLACE_TWO in choices and abs(score) <= CLOSE_CALL:
        return Decision(
            Choice.PLACE_TWO,
            f"I place two more: the three stones are close to even ({shown} for White)",
        )
    if score >= 0:
        return Decision(
            Choice.TAKE_WHITE,
            f"I take White: Black's stones give White the better game, {shown}",
        )
    return Decision(
        Choice.TAKE_BLACK, f"I take Black: Black's stones are worth more, {shown} for White"
    )


def opening_stones(state: MnkState) -> tuple[int, ...]:
    """The three stones the computer opens with: the first three of the most balanced
    stored opening (its search score nearest 0)."""
    best = min(balanced_openings(), key=lambda opening: abs(opening.score))
    return tuple(state.parse_move(move) for move in best.moves[:OPENING_STONES])


def two_more_stones(state: MnkState) -> tuple[int, int]:
    """A White stone, then a Black one, each the best for its side by the shape
    evaluation one move ahead (``state`` has White to move)."""
    white = _best_reply(state)
    after = state.play(white)
    return white, _best_reply(after)


def _best_reply(state: MnkState) -> int:
    """The legal move after which the opponent's evaluation is lowest."""
    occupied = state.stones[0] | state.stones[1]
    near = [cell for cell in state.legal_moves() if state.geometry.neighbours[cell] & occupied]
    return min(near or state.legal_moves(), key=lambda cell: shape_heuristic(state.play(cell)))
