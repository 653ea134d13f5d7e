"""Gomoku opening rules (Gomocup's): free, swap and swap2, as an immutable phase value.

*swap*: the opener places three stones (Black, White, Black); the other player
chooses a colour, and White plays the 4th stone. *swap2*: the other player may
instead place two more stones (White, Black) and pass the choice back to the opener.
The stones alternate colours in the order placed, so they are played on the game's
state as ordinary moves. Participants are ``OPENER`` (0) and ``RESPONDER`` (1).

The computer's decisions (:func:`opening_stones`, :func:`decide`) score the position
with White to move by a short search of the game's engine, from White's point of view,
against *par*: the score of the computer's own balanced opening (free-style Gomoku
favours Black, so even a balanced opening scores below 0). Scores are reported in
hundreds of evaluation units.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from engine.search import Limits
from games.mnk.evaluation import shape_heuristic
from games.mnk.openings import SIZE as OPENINGS_SIZE
from games.mnk.openings import balanced_openings, cell_of
from games.mnk.rules import MnkState
from games.mnk.search import GomokuSearcher
from games.mnk.spec import SEARCHERS

OPENER = 0
RESPONDER = 1
BLACK = 0
WHITE = 1
OPENING_STONES = 3
SWAP2_EXTRA_STONES = 2
CLOSE_CALL = 100
"""Evaluation units from par within which swap2's responder finds the position too
close to pick a colour and places two more stones instead."""
SEARCH_NODES = 4000
"""The short search's node budget (a node budget keeps the choice reproducible)."""
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
    """A short search's score of ``state`` (White to move) for White (evaluation units)."""
    searcher = GomokuSearcher(SEARCHERS["threats"], "threats")
    score = searcher.search(state, Limits(nodes=SEARCH_NODES)).score
    return score if state.to_move == WHITE else -score


def par_score(state: MnkState, evaluate: Callable[[MnkState], int] = white_score) -> int:
    """``evaluate`` of the computer's own balanced opening on ``state``'s board."""
    empty = type(state)(state.geometry)
    for cell in opening_stones(empty):
        empty = empty.play(cell)
    return evaluate(empty)


def decide(
    phase: OpeningPhase, state: MnkState, evaluate: Callable[[MnkState], int] = white_score
) -> Decision:
    """The computer's choice as :attr:`OpeningPhase.chooser` in ``state`` (the stones
    placed): the colour ``evaluate`` (White's score) finds better than par, or, under
    swap2 and close to par, two more stones."""
    choices = phase.choices()
    if not choices:
        raise OpeningError("no colour choice is pending")
    margin = evaluate(state) - par_score(state, evaluate)
    shown = f"{margin / SCORE_SCALE:+.1f}"
    if Choice.PLACE_TWO in choices and abs(margin) <= CLOSE_CALL:
        return Decision(
            Choice.PLACE_TWO,
            f"I place two more: the three stones are close to even ({shown} for White)",
        )
    if margin >= 0:
        return Decision(
            Choice.TAKE_WHITE,
            f"I take White: Black's stones give White the better game, {shown}",
        )
    return Decision(
        Choice.TAKE_BLACK, f"I take Black: Black's stones are worth more, {shown} for White"
    )


def opening_stones(state: MnkState) -> tuple[int, ...]:
    """The three stones the computer opens with: the first three of the most balanced
    stored opening (its search score nearest 0), centred on ``state``'s board."""
    best = min(balanced_openings(), key=lambda opening: abs(opening.score))
    width, height = state.geometry.width, state.geometry.height
    shift_x, shift_y = (width - OPENINGS_SIZE) // 2, (height - OPENINGS_SIZE) // 2
    cells = []
    for move in best.moves[:OPENING_STONES]:
        column, row = cell_of(move)
        cells.append((row + shift_y) * width + column + shift_x)
    return tuple(cells)


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
