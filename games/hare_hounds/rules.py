"""Hare and Hounds on the 11-point board: geometry, rule variants and positions.

The board has three rows of points, numbered as people say them::

        1 - 2 - 3
      / | \\ | / | \\
    4 - 5 - 6 - 7 - 8
      \\ | / | \\ | /
        9 -10 -11

Cell ``i`` is point ``i + 1``.  Columns run from 0 (point 4, the left tip) to
4 (point 8, the right tip).  Three hounds chase one hare; a hound never steps
to a point further left.  Every function here works on small integers (a
bit mask of the hounds, the hare's cell, the counters) so that the retrograde
table in :mod:`games.hare_hounds.table` reuses exactly the same rules.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar, Literal

from engine.game_api import IllegalMoveError, Outcome, Player
from games.base import BoardKind, BoardLayout, BoardStateBase, Mover, Piece

POINTS = 11
CENTRES: tuple[tuple[int, int], ...] = (
    (1, 0), (2, 0), (3, 0),
    (0, 1), (1, 1), (2, 1), (3, 1), (4, 1),
    (1, 2), (2, 2), (3, 2),
)  # fmt: skip
"""(column, row) of each cell; row 0 is the top."""
LINES: tuple[tuple[int, int], ...] = tuple(
    (a - 1, b - 1)
    for a, b in (
        (1, 2), (2, 3), (4, 5), (5, 6), (6, 7), (7, 8), (9, 10), (10, 11),  # rows
        (1, 5), (2, 6), (3, 7), (5, 9), (6, 10), (7, 11),  # verticals
        (1, 4), (4, 9), (3, 8), (8, 11), (1, 6), (6, 11), (3, 6), (6, 9),  # diagonals
    )
)  # fmt: skip
"""The board's lines as pairs of cells."""
COLUMN = tuple(x for x, _ in CENTRES)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({b for a, b in LINES if a == cell} | {a for a, b in LINES if b == cell}))
    for cell in range(POINTS)
)
"""Cells one step along a line from each cell, in point order."""
HOUND_STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(to for to in NEIGHBOURS[cell] if COLUMN[to] >= COLUMN[cell]) for cell in range(POINTS)
)
"""Steps a hound may take from each cell: never to a column further left."""
LEFT_TIP = 3
"""Cell of point 4."""
HOUNDS_START = (0, 3, 8)
"""Points 1, 4 and 9."""
HARE_START = 7
"""Point 8, the right tip."""
CENTRE = 5
"""Point 6."""
STALLING_MOVES = 10
"""Vertical hound moves in a row that lose the game for the hounds (stalling rule)."""
PLY_LIMIT = 40
"""Plies after which the hare wins, under the ply-limit variant."""

HOUNDS, HARE = 0, 1
"""Roles; which player plays which role depends on who moves first."""
ROLE_NAMES = ("hounds", "hare")
MOVE_SENTENCES = {
    (Mover.YOU, HOUNDS): "You move a hound from point {start} to point {to}.",
    (Mover.YOU, HARE): "You move the hare from point {start} to point {to}.",
    (Mover.COMPUTER, HOUNDS): "Computer moves a hound from point {start} to point {to}.",
    (Mover.COMPUTER, HARE): "Computer moves the hare from point {start} to point {to}.",
    (Mover.SIDE, HOUNDS): "A hound moves from point {start} to point {to}.",
    (Mover.SIDE, HARE): "The hare moves from point {start} to point {to}.",
}
"""The announcement of a move, by who makes it and the role that moves."""

SLIPPED_PAST = "the hare slipped past the hounds"
REACHED_TIP = "the hare reached the left tip"
TRAPPED = "the hare is trapped"
STALLED = f"the hounds stalled: {STALLING_MOVES} vertical moves in a row"
OUT_OF_PLIES = f"{PLY_LIMIT} plies without a trap"
HOUNDS_STUCK = "the hounds cannot move"
HARE_ON_ITS_POINT = (SLIPPED_PAST, REACHED_TIP, TRAPPED)
"""Reasons for which the hare's point is the one that decided the game."""

Goal = Literal["escape", "tip"]
Limit = Literal["stalling", "plies40"]
Move = tuple[int, int]
"""A step ``(from_cell, to_cell)``."""


def point(cell: int) -> int:
    """The point number (1..11) people use for ``cell``."""
    return cell + 1


def is_vertical(move: Move) -> bool:
    """Whether ``move`` runs along a vertical line (same column)."""
    return COLUMN[move[0]] == COLUMN[move[1]]


@cache
def cells_of(mask: int) -> tuple[int, ...]:
    """The cells set in ``mask``, lowest first."""
    return tuple(cell for cell in range(POINTS) if mask >> cell & 1)


def mask_of(cells: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


@dataclass(frozen=True, slots=True)
class Variant:
    """The rule options; the default is the classic game."""

    hare_first: bool = False
    """The hare makes the first move (and is then player 0)."""
    hare_centre: bool = False
    """The hare starts on point 6 instead of point 8."""
    goal: Goal = "escape"
    """``escape``: the hare wins when no hound is left of it; ``tip``: on reaching point 4."""
    limit: Limit = "stalling"
    """``stalling``: ten vertical hound moves in a row lose; ``plies40``: the hare wins
    after 40 plies without a trap."""

    def __post_init__(self) -> None:
        if self.goal not in ("escape", "tip"):
            raise ValueError(f"goal must be 'escape' or 'tip', got {self.goal!r}")
        if self.limit not in ("stalling", "plies40"):
            raise ValueError(f"limit must be 'stalling' or 'plies40', got {self.limit!r}")

    @property
    def first_role(self) -> int:
        return HARE if self.hare_first else HOUNDS

    def player_of(self, role: int) -> Player:
        """The player (0 moves first) who plays ``role``."""
        return role ^ self.first_role

    @property
    def options(self) -> tuple[str, ...]:
        """The non-default options as words, e.g. ``("hare-first", "tip")``."""
        words = []
        if self.hare_first:
            words.append("hare-first")
        if self.hare_centre:
            words.append("centre")
        if self.goal == "tip":
            words.append("tip")
        if self.limit == "plies40":
            words.append("plies40")
        return tuple(words)

    @property
    def tag(self) -> str:
        """``standard`` or the options joined by commas (the text format's ``variant=``)."""
        return ",".join(self.options) or "standard"

    @classmethod
    def from_tag(cls, tag: str) -> Variant:
        """Reads :attr:`tag`; raises ``ValueError`` naming an unknown option."""
        words = {word for word in tag.strip().lower().split(",") if word}
        unknown = words - {"standard", "hare-first", "centre", "tip", "plies40"}
        if unknown:
            raise ValueError(
                f"unknown variant option {sorted(unknown)[0]!r}; "
                "use standard or any of hare-first, centre, tip, plies40"
            )
        return cls(
            hare_first="hare-first" in words,
            hare_centre="centre" in words,
            goal="tip" if "tip" in words else "escape",
            limit="plies40" if "plies40" in words else "stalling",
        )


# --- the rules on plain integers (shared by positions and the table) --------------------


@cache
def hound_moves(hounds: int, hare: int) -> tuple[Move, ...]:
    """Every hound step: along a line, not to the left, to an empty point."""
    occupied = hounds | 1 << hare
    return tuple(
        (cell, to)
        for cell in cells_of(hounds)
        for to in HOUND_STEPS[cell]
        if not occupied >> to & 1
    )


@cache
def hare_moves(hounds: int, hare: int) -> tuple[Move, ...]:
    """Every hare step: along a line in any direction to an empty point."""
    return tuple((hare, to) for to in NEIGHBOURS[hare] if not hounds >> to & 1)


@cache
def hare_reached_goal(variant: Variant, hounds: int, hare: int) -> bool:
    """``escape``: no hound stands in a column left of the hare's; ``tip``: hare on point 4."""
    if variant.goal == "tip":
        return hare == LEFT_TIP
    column = COLUMN[hare]
    return all(COLUMN[cell] >= column for cell in cells_of(hounds))


def decide(
    variant: Variant, hounds: int, hare: int, mover: int, stall: int, ply: int
) -> tuple[int, str] | None:
    """The winning role and the reason, or ``None`` while the game goes on.

    Checked in this order: the hare's goal; a side to move without a move (a
    trapped hare; hounds that can no longer step, which only happens after the
    hare got past them); then the limit (stalling or the ply count), so that a
    trap on the last allowed move still wins for the hounds.
    """
    if hare_reached_goal(variant, hounds, hare):
        return HARE, REACHED_TIP if variant.goal == "tip" else SLIPPED_PAST
    if mover == HARE and not hare_moves(hounds, hare):
        return HOUNDS, TRAPPED
    if variant.limit == "stalling" and stall >= STALLING_MOVES:
        return HARE, STALLED
    if variant.limit == "plies40" and ply >= PLY_LIMIT:
        return HARE, OUT_OF_PLIES
    if mover == HOUNDS and not hound_moves(hounds, hare):
        return HARE, HOUNDS_STUCK
    return None


def after_move(
    variant: Variant, hounds: int, hare: int, mover: int, stall: int, ply: int, move: Move
) -> tuple[int, int, int, int, int]:
    """``(hounds, hare, mover, stall, ply)`` after ``mover`` plays ``move``.

    The stalling counter counts the hounds' vertical moves in a row: a vertical
    hound move adds one, any other hound move resets it, hare moves leave it.
    It is kept at 0 under the ply-limit variant, where it plays no part.
    """
    start, to = move
    if mover == HARE:
        return hounds, to, HOUNDS, stall, ply + 1
    if variant.limit == "stalling":
        stall = stall + 1 if is_vertical(move) else 0
    return hounds ^ (1 << start | 1 << to), hare, HARE, stall, ply + 1


# --- positions ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HareHoundsState(BoardStateBase):
    """An immutable position; moves are ``(from_cell, to_cell)`` pairs.

    ``mover`` is the role to move (:data:`HOUNDS` or :data:`HARE`); ``stall``
    counts the hounds' vertical moves in a row; ``ply`` counts plies from the
    start.  The key holds only what the rules look at: the ply count only under
    the ply-limit variant, where it decides the game.
    """

    variant: Variant
    hounds: int
    """Bit mask of the cells the hounds stand on."""
    hare: int
    mover: int
    stall: int = 0
    ply: int = 0
    decided: tuple[int, str] | None = field(init=False, repr=False, compare=False)
    """The winning role and the reason once the game is over (see :func:`decide`)."""
    winning_cells_optional: ClassVar[bool] = True
    """A win by the stalling rule or the ply limit has no cells to show."""

    def __post_init__(self) -> None:
        decided = decide(self.variant, self.hounds, self.hare, self.mover, self.stall, self.ply)
        object.__setattr__(self, "decided", decided)

    @classmethod
    def new(cls, variant: Variant | None = None) -> HareHoundsState:
        """The starting position of ``variant`` (the classic game by default)."""
        variant = variant or Variant()
        hare = CENTRE if variant.hare_centre else HARE_START
        return cls(variant, mask_of(HOUNDS_START), hare, variant.first_role)

    # --- the engine protocol ---------------------------------------------------------

    @property
    def to_move(self) -> Player:
        return self.variant.player_of(self.mover)

    def legal_moves(self) -> tuple[Move, ...]:
        if self.decided is not None:
            return ()
        if self.mover == HARE:
            return hare_moves(self.hounds, self.hare)
        return hound_moves(self.hounds, self.hare)

    def play(self, move: Move) -> HareHoundsState:
        return HareHoundsState(
            self.variant,
            *after_move(
                self.variant, self.hounds, self.hare, self.mover, self.stall, self.ply, move
            ),
        )

    def outcome(self) -> Outcome | None:
        if self.decided is None:
            return None
        role, reason = self.decided
        return Outcome(self.variant.player_of(role), reason)

    def key(self) -> int:
        """Hounds mask, hare cell, role to move and the counter that matters, in one int."""
        counter = self.ply if self.variant.limit == "plies40" else self.stall
        return position_key(self.hounds, self.hare, self.mover, counter)

    # --- notation --------------------------------------------------------------------

    def move_text(self, move: Move) -> str:
        return f"{point(move[0])}-{point(move[1])}"

    def parse_move(self, text: str) -> Move:
        """The step ``text`` names (``8-7`` or ``8 7``); raises :class:`IllegalMoveError`."""
        match = re.fullmatch(r"\s*(\d+)\s*(?:-|\s)\s*(\d+)\s*", text)
        if match is None:
            raise IllegalMoveError(
                f"{text!r} is not a move: write the point to move from and the point to "
                "move to, like 8-7"
            )
        numbers = int(match[1]), int(match[2])
        for number in numbers:
            if not 1 <= number <= POINTS:
                raise IllegalMoveError(f"point {number} is not on the board (points are 1..11)")
        start, to = numbers[0] - 1, numbers[1] - 1
        if self.decided is not None:
            raise IllegalMoveError(f"{text.strip()} cannot be played: the game is over")
        if self.mover == HARE and start != self.hare:
            raise IllegalMoveError(
                f"no piece of yours on {point(start)}: the hare is on {point(self.hare)}"
            )
        if self.mover == HOUNDS and not self.hounds >> start & 1:
            on = ", ".join(str(point(cell)) for cell in cells_of(self.hounds))
            raise IllegalMoveError(f"no piece of yours on {point(start)}: the hounds are on {on}")
        if to not in NEIGHBOURS[start]:
            steps = ", ".join(str(point(cell)) for cell in NEIGHBOURS[start])
            raise IllegalMoveError(
                f"{point(start)} and {point(to)} are not joined by a line; "
                f"from {point(start)} a piece can step to {steps}"
            )
        if self.mover == HOUNDS and COLUMN[to] < COLUMN[start]:
            raise IllegalMoveError(
                f"a hound may not move left ({point(start)} to {point(to)} goes left)"
            )
        if (self.hounds | 1 << self.hare) >> to & 1:
            raise IllegalMoveError(f"point {point(to)} is occupied")
        return start, to

    def to_text(self) -> str:
        """``hounds=1,4,9 hare=8 move=hounds stall=0 ply=0 variant=standard``.

        ``stall`` is left out under the ply-limit variant, where it plays no part.
        """
        hounds = ",".join(str(point(cell)) for cell in cells_of(self.hounds))
        parts = [f"hounds={hounds}", f"hare={point(self.hare)}", f"move={ROLE_NAMES[self.mover]}"]
        if self.variant.limit == "stalling":
            parts.append(f"stall={self.stall}")
        parts += [f"ply={self.ply}", f"variant={self.variant.tag}"]
        return " ".join(parts)

    @classmethod
    def from_text(cls, text: str, variant: Variant | None = None) -> HareHoundsState:
        """Reads :meth:`to_text`'s format; raises ``ValueError`` with the reason.

        ``variant`` is the variant expected (``variant=`` may then be left out);
        a text naming a different one is refused.
        """
        fields: dict[str, str] = {}
        for word in text.split():
            name, sep, value = word.partition("=")
            if not sep or name.lower() not in {
                "hounds", "hare", "move", "stall", "ply", "variant",
            }:  # fmt: skip
                raise ValueError(
                    f"cannot read {word!r}; expected words like hounds=1,4,9 hare=8 "
                    "move=hounds stall=0 ply=0 variant=standard"
                )
            fields[name.lower()] = value.lower()
        for required in ("hounds", "hare", "move"):
            if required not in fields:
                raise ValueError(f"missing {required}=... in {text!r}")
        tagged = Variant.from_tag(fields["variant"]) if "variant" in fields else None
        if variant is not None and tagged is not None and tagged != variant:
            raise ValueError(f"this position is for variant {tagged.tag}, not {variant.tag}")
        variant = variant or tagged or Variant()
        hound_cells = [_read_point(word, "hound") for word in fields["hounds"].split(",")]
        if len(set(hound_cells)) != 3:
            raise ValueError("there must be three hounds on three different points")
        hare = _read_point(fields["hare"], "hare")
        if hare in hound_cells:
            raise ValueError(f"the hare and a hound cannot share point {point(hare)}")
        if fields["move"] not in ROLE_NAMES:
            raise ValueError(f"move= must be hounds or hare, got {fields['move']!r}")
        mover = ROLE_NAMES.index(fields["move"])
        stall = _read_count(fields.get("stall", "0"), "stall", STALLING_MOVES)
        ply = _read_count(fields.get("ply", "0"), "ply", None)
        if variant.limit == "plies40":
            if stall:
                raise ValueError("the ply-limit variant keeps no stalling counter; drop stall=")
            if ply > PLY_LIMIT:
                raise ValueError(f"ply must be 0..{PLY_LIMIT} in the ply-limit variant")
            expected = variant.first_role ^ (ply % 2)
            if mover != expected:
                raise ValueError(
                    f"after {ply} plies it is the {ROLE_NAMES[expected]}' turn, not "
                    f"the {ROLE_NAMES[mover]}'"
                )
        return cls(variant, mask_of(hound_cells), hare, mover, stall, ply)

    # --- drawing ---------------------------------------------------------------------

    def layout(self) -> BoardLayout:
        return BOARD_LAYOUT

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str:
        """The pieces' points and the side to move, as if the game started there (no
        stalling counted, no plies played; under the ply limit the hounds move first)."""
        hounds = [cell for cell, piece in enumerate(pieces) if piece and piece.kind == "hound"]
        hares = [cell for cell, piece in enumerate(pieces) if piece and piece.kind == "hare"]
        mover = HOUNDS if self.variant.player_of(HOUNDS) == to_move else HARE
        parts = [
            f"hounds={','.join(str(point(cell)) for cell in hounds)}",
            f"hare={','.join(str(point(cell)) for cell in hares)}",
            f"move={ROLE_NAMES[mover]}",
        ]
        if self.variant.limit == "stalling":
            parts.append("stall=0")
        parts += ["ply=0", f"variant={self.variant.tag}"]
        return " ".join(parts)

    def pieces(self) -> tuple[Piece | None, ...]:
        hound = Piece(self.variant.player_of(HOUNDS), "hound")
        hare = Piece(self.variant.player_of(HARE), "hare")
        return tuple(
            hare if cell == self.hare else hound if self.hounds >> cell & 1 else None
            for cell in range(POINTS)
        )

    def piece_words(self, piece: Piece, owner: str) -> str:
        return "the hare" if piece.kind == "hare" else "a hound"

    def cell_words(self, cell: int, names: Sequence[str], move_numbers: Mapping[int, int]) -> str:
        """By point: "point 6: the hare", "point 1: a hound", "point 3: empty"."""
        piece = self.pieces()[cell]
        if piece is None:
            return f"point {point(cell)}: empty"
        return f"point {point(cell)}: {self.piece_words(piece, names[piece.owner])}"

    def move_sentence(self, move: Move, mover: Mover, side: str) -> str:
        """The step in words: "You move a hound from point 1 to point 2.", "The hare
        moves from point 6 to point 7." (the roles are said, not the sides' names)."""
        sentence = MOVE_SENTENCES[mover, self.mover]
        return sentence.format(start=point(move[0]), to=point(move[1]))

    def move_cells(self, move: Move) -> tuple[int, ...]:
        return move

    def winning_cells(self) -> tuple[int, ...]:
        """The hare's cell when it is trapped or has reached its goal; else empty.

        (A win by the stalling rule or the ply limit has no cells to show.)
        """
        if self.decided is None or self.decided[1] not in HARE_ON_ITS_POINT:
            return ()
        return (self.hare,)

    def status_note(self) -> str:
        """The counter the limit rule watches, e.g. ``Hounds' vertical moves in a row: 3 of 10``."""
        if self.variant.limit == "plies40":
            return f"Ply {self.ply} of {PLY_LIMIT}"
        return f"Hounds' vertical moves in a row: {self.stall} of {STALLING_MOVES}"


def position_key(hounds: int, hare: int, mover: int, counter: int) -> int:
    """One int for a position: 11 bits of hounds, 4 of hare, 1 of mover, then the counter."""
    return hounds | hare << 11 | mover << 15 | counter << 16


def _read_point(word: str, what: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= POINTS:
        raise ValueError(f"{what} point {word!r} is not on the board (points are 1..11)")
    return int(word) - 1


def _read_count(word: str, name: str, largest: int | None) -> int:
    if not word.isdigit() or (largest is not None and int(word) > largest):
        bound = f"0..{largest}" if largest is not None else "a whole number from 0"
        raise ValueError(f"{name}={word} is not a count ({bound})")
    return int(word)


BOARD_LAYOUT = BoardLayout(
    kind=BoardKind.POINTS,
    columns=5,
    rows=3,
    centres=tuple((float(x), float(y)) for x, y in CENTRES),
    cell_names=tuple(str(point(cell)) for cell in range(POINTS)),
    edges=LINES,
)
