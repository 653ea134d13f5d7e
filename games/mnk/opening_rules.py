"""Gomoku and Renju opening rules as an immutable phase value: free, swap, swap2 and RIF's.

*swap*: the opener places three stones (Black, White, Black); the other player
chooses a colour, and White plays the 4th stone. *swap2*: the other player may
instead place two more stones (White, Black) and pass the choice back to the opener.
*RIF* (the Renju International Federation's rule of 1996-2008): the opener places the
first three stones, Black on the centre point, White within the central 3x3 square,
Black within the central 5x5; the other player chooses a colour; White places the 4th
stone anywhere; Black proposes two points for the 5th stone that differ in all respects
(no symmetry of the position maps one onto the other); White picks one, which is played,
and the game goes on with White's 6th stone.
The stones alternate colours in the order placed, so they are played on the game's
state as ordinary moves; RIF's proposals are not stones until one is picked.
Participants are ``OPENER`` (0) and ``RESPONDER`` (1).

The computer's decisions (:func:`opening_stones`, :func:`decide`; RIF's in
:mod:`games.mnk.rif`) score the position
with White to move by a short search of the game's engine, from White's point of view,
against *par*: the score of the computer's own balanced opening (free-style Gomoku
favours Black, so even a balanced opening scores below 0). Scores are reported in
hundreds of evaluation units.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
RIF_STONES_BEFORE_FIFTH = 4
RIF_PROPOSALS = 2
BOARD_SIDE = 15
"""Points along a side of the boards the rules are played on."""
RIF_SQUARES = (0, 1, 2)
"""How far from the centre point (in columns and rows) RIF lets the 1st, 2nd and 3rd
stones go: the centre, the central 3x3 square, the central 5x5 square."""
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
    RIF = "rif"


class Choice(Enum):
    TAKE_BLACK = "Take Black"
    TAKE_WHITE = "Take White"
    PLACE_TWO = "Place two more"


class OpeningError(ValueError):
    """A step the opening rule does not allow now; the message says why."""


@dataclass(frozen=True, slots=True)
class OpeningPhase:
    """Where an opening stands: the stones placed (cells, in order), the colour choices
    made, RIF's proposals for the 5th stone, who places next or whose colour choice is
    pending, and which participant plays Black once the colours are chosen."""

    rule: OpeningRule
    stones: tuple[int, ...] = ()
    chooser: int | None = None
    """The participant whose colour choice is pending (``None``: none is)."""
    black: int | None = None
    """The participant playing Black once the colours are chosen (``None``: not yet)."""
    made: tuple[Choice, ...] = ()
    """The colour choices made so far, in order."""
    proposals: tuple[int, ...] = ()
    """RIF: the points Black proposed for the 5th stone so far."""
    side: int = BOARD_SIDE

    @classmethod
    def start(cls, rule: OpeningRule, side: int = BOARD_SIDE) -> OpeningPhase:
        """A new opening; under the free rule it is settled at once, the opener Black."""
        return cls(rule, black=OPENER if rule is OpeningRule.FREE else None, side=side)

    @classmethod
    def replay(
        cls,
        rule: OpeningRule,
        stones: Iterable[int],
        made: Iterable[Choice] = (),
        proposals: Iterable[int] = (),
        side: int = BOARD_SIDE,
    ) -> OpeningPhase:
        """The opening after ``stones``, making the choices ``made`` in order where one is
        pending, then ``proposals``.  Raises :class:`OpeningError` for any step the rule
        refuses, and for choices or proposals left over."""
        phase, left = cls.start(rule, side), list(made)
        for cell in stones:
            if phase.chooser is not None and left:
                phase = phase.choose(left.pop(0))
            phase = phase.place(cell)
        if phase.chooser is not None and left:
            phase = phase.choose(left.pop(0))
        if left:
            raise OpeningError("more colour choices than the stones allow")
        for cell in proposals:
            phase = phase.propose(cell)
        return phase

    def rewound(self, stones: tuple[int, ...]) -> OpeningPhase:
        """This opening with only ``stones`` (a beginning of :attr:`stones`) on the board:
        the choices and proposals made after the last of them are taken back too."""
        made = self._made_before(len(stones))
        return OpeningPhase.replay(self.rule, stones, made, side=self.side)

    def _made_before(self, count: int) -> tuple[Choice, ...]:
        """The choices made before the stone after the first ``count`` was placed."""
        before = OpeningPhase.start(self.rule, self.side)
        made = []
        for cell in self.stones[:count]:
            if before.chooser is not None:
                made.append(self.made[len(made)])
                before = before.choose(made[-1])
            before = before.place(cell)
        return tuple(made)

    @property
    def settled(self) -> bool:
        """Whether the opening is over and the game goes on by the ordinary rules."""
        if self.black is None:
            return False
        return self.rule is not OpeningRule.RIF or len(self.stones) > RIF_STONES_BEFORE_FIFTH

    def placer(self) -> int | None:
        """The participant who places the next opening stone (``None``: nobody does)."""
        if self.settled or self.chooser is not None:
            return None
        if len(self.stones) < OPENING_STONES:
            return OPENER
        if self.rule is not OpeningRule.RIF:
            return RESPONDER
        assert self.black is not None
        if len(self.stones) < RIF_STONES_BEFORE_FIFTH:
            return 1 - self.black
        return None

    def proposer(self) -> int | None:
        """RIF: the participant (Black) who proposes a point for the 5th stone now."""
        if self._fifth_to_come() and len(self.proposals) < RIF_PROPOSALS:
            return self.black
        return None

    def picker(self) -> int | None:
        """RIF: the participant (White) who picks one of Black's proposals now."""
        if self._fifth_to_come() and len(self.proposals) == RIF_PROPOSALS:
            assert self.black is not None
            return 1 - self.black
        return None

    def _fifth_to_come(self) -> bool:
        return (
            self.rule is OpeningRule.RIF
            and self.black is not None
            and len(self.stones) == RIF_STONES_BEFORE_FIFTH
        )

    def choices(self) -> tuple[Choice, ...]:
        """The choices open to :attr:`chooser` (empty when no choice is pending)."""
        if self.chooser is None:
            return ()
        if self.rule is OpeningRule.SWAP2 and len(self.stones) == OPENING_STONES:
            return (Choice.TAKE_BLACK, Choice.TAKE_WHITE, Choice.PLACE_TWO)
        return (Choice.TAKE_BLACK, Choice.TAKE_WHITE)

    def place(self, cell: int) -> OpeningPhase:
        """The phase after the next opening stone on ``cell`` (RIF's 5th: the proposal
        White picks)."""
        if self.picker() is not None:
            if cell not in self.proposals:
                raise OpeningError("the 5th stone must be one of Black's two proposals")
            return replace(self, stones=(*self.stones, cell), proposals=())
        if self.placer() is None:
            raise OpeningError(self._why_no_stone())
        if cell in self.stones:
            raise OpeningError("that point is already taken")
        self._check_rif_square(cell)
        stones = (*self.stones, cell)
        if len(stones) == OPENING_STONES:
            return replace(self, stones=stones, chooser=RESPONDER)
        if self.rule is OpeningRule.SWAP2 and len(stones) == OPENING_STONES + SWAP2_EXTRA_STONES:
            return replace(self, stones=stones, chooser=OPENER)
        return replace(self, stones=stones)

    def _why_no_stone(self) -> str:
        if self.settled:
            return "the opening is settled"
        if self.chooser is not None:
            return "a colour must be chosen first"
        return "Black proposes two points for the 5th stone first"

    def _check_rif_square(self, cell: int) -> None:
        """Raise :class:`OpeningError` when RIF keeps the next of the first three stones
        nearer the centre than ``cell``."""
        number = len(self.stones)
        if self.rule is not OpeningRule.RIF or number >= OPENING_STONES:
            return
        if distance_from_centre(cell, self.side) > RIF_SQUARES[number]:
            raise OpeningError(
                (
                    "the 1st stone goes on the centre point",
                    "the 2nd stone goes next to the centre point (the central 3x3 square)",
                    "the 3rd stone goes within the central 5x5 square",
                )[number]
            )

    def propose(self, cell: int) -> OpeningPhase:
        """RIF: the phase after Black proposes ``cell`` for the 5th stone."""
        if self.proposer() is None:
            raise OpeningError("no proposal for the 5th stone is due now")
        if cell in self.stones:
            raise OpeningError("that point is already taken")
        if cell in self.proposals:
            raise OpeningError("that point is proposed already")
        if self.proposals and mirrored(self.stones, self.proposals[0], cell, self.side):
            raise OpeningError(
                "the two proposals are the same move mirrored or turned on this position: "
                "they must differ in all respects"
            )
        return replace(self, proposals=(*self.proposals, cell))

    def choose(self, choice: Choice) -> OpeningPhase:
        """The phase after :attr:`chooser` makes ``choice``."""
        if choice not in self.choices():
            raise OpeningError(f"{choice.value!r} is not a choice now")
        assert self.chooser is not None
        made = (*self.made, choice)
        if choice is Choice.PLACE_TWO:
            return replace(self, chooser=None, made=made)
        other = 1 - self.chooser
        black = self.chooser if choice is Choice.TAKE_BLACK else other
        return replace(self, chooser=None, black=black, made=made)

    def describe(self) -> str:
        """One line for the status bar, naming participants 'opener' and 'responder'."""
        names = ("the opener", "the responder")
        if self.settled:
            return f"{self.rule.value}: opening settled, {names[self.black or 0]} plays Black"
        if self.chooser is not None:
            return f"{self.rule.value}: {names[self.chooser]} chooses"
        proposer, picker = self.proposer(), self.picker()
        if proposer is not None:
            return f"{self.rule.value}: {names[proposer]} proposes a 5th stone"
        if picker is not None:
            return f"{self.rule.value}: {names[picker]} picks the 5th stone"
        placer = self.placer() or 0
        return f"{self.rule.value}: {names[placer]} places stone {len(self.stones) + 1}"


def distance_from_centre(cell: int, side: int = BOARD_SIDE) -> int:
    """How many columns or rows (the larger) ``cell`` lies from the board's centre point."""
    row, column = divmod(cell, side)
    centre = side // 2
    return max(abs(row - centre), abs(column - centre))


def symmetries(side: int = BOARD_SIDE) -> tuple[Callable[[int], int], ...]:
    """The eight turns and mirrors of the square board about its centre, as maps of cells."""
    last = side - 1

    def make(swap: bool, flip_x: bool, flip_y: bool) -> Callable[[int], int]:
        def move(cell: int) -> int:
            y, x = divmod(cell, side)
            if swap:
                x, y = y, x
            return (last - y if flip_y else y) * side + (last - x if flip_x else x)

        return move

    return tuple(
        make(swap, flip_x, flip_y)
        for swap in (False, True)
        for flip_x in (False, True)
        for flip_y in (False, True)
    )


def mirrored(stones: tuple[int, ...], first: int, second: int, side: int = BOARD_SIDE) -> bool:
    """Whether a turn or mirror of the board that keeps ``stones`` (Black's and White's
    alternately, Black first) where they are maps ``first`` onto ``second``."""
    black, white = set(stones[0::2]), set(stones[1::2])
    for move in symmetries(side):
        keeps = {move(cell) for cell in black} == black and {move(cell) for cell in white} == white
        if keeps and move(first) == second:
            return True
    return False


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
