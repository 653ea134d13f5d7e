"""Gomoku shapes, kept up to date stone by stone.

For every empty cell, every direction and both players, :class:`Board` keeps
the *shape the player would make* by playing there: five, open four (two
winning points), four (one), open three (a move away from an open four), three,
open two, two.  A shape depends only on the four cells on each side of the
cell along the line; those eight cells are packed into a base-3 code
(0 empty, 1 the player's stone, 2 blocked: the other's stone or off the board)
and looked up in a table built once per rule.  Placing a stone changes the
codes of at most 32 cells per player by one digit each, so a move costs about
a hundred additions instead of a fresh scan of the board.  The compiled engine keeps
the same bookkeeping in numba kernels (:mod:`games.mnk.compiled.board`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources

from games.mnk.forbidden import forbidden_reason
from games.mnk.rules import Geometry, MnkState

NONE, TWO, OPEN_TWO, THREE, OPEN_THREE, FOUR, OPEN_FOUR, FIVE = range(8)
"""Shapes a move makes in one direction, weakest first."""
SHAPE_NAMES = ("none", "two", "open two", "three", "open three", "four", "open four", "five")
REACH = 4
"""Cells looked at on each side of a move along a line."""
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
"""(row step, column step): across, up, the two diagonals."""
EMPTY, BLOCKED = 0, 2
TRACKED = (FIVE, OPEN_FOUR, FOUR, OPEN_THREE)
"""Shapes whose cells :class:`Board` lists, per player, for threat searches."""

SHAPE_VALUE = (0, 2, 12, 10, 60, 70, 1_000, 20_000)
"""Evaluation weight of one (cell, direction) shape a player could make."""
MOVE_VALUE = (0, 3, 20, 30, 400, 500, 20_000, 1_000_000)
"""Ordering weight of a move making the shape (a four and an open three outrank an open three)."""


def _makes_five(cells: tuple[int, ...], exact: bool) -> bool:
    left = 0
    while left < REACH and cells[REACH - 1 - left] == 1:
        left += 1
    right = 0
    while right < REACH and cells[REACH + 1 + right] == 1:
        right += 1
    run = left + right + 1
    return run == 5 if exact else run >= 5


@cache
def _classify(cells: tuple[int, ...], exact: bool) -> int:
    """The shape of ``cells`` (nine, the centre being the player's new stone)."""
    if _makes_five(cells, exact):
        return FIVE
    empties = [i for i, value in enumerate(cells) if value == EMPTY]
    filled = [(*cells[:i], 1, *cells[i + 1 :]) for i in empties]
    fives = sum(_makes_five(window, exact) for window in filled)
    if fives >= 2:
        return OPEN_FOUR
    if fives == 1:
        return FOUR
    best = max((_classify(window, exact) for window in filled), default=NONE)
    return {OPEN_FOUR: OPEN_THREE, FOUR: THREE, OPEN_THREE: OPEN_TWO, THREE: TWO}.get(best, NONE)


def prepare_tables(g: Geometry, renju: bool = False) -> None:
    """Build the tables a board of ``g`` reads (half a second the first time in a process),
    so that no search waits for them: the ``warm_up`` of the games played on such boards."""
    Board(g, renju)


SHAPES_FILE = "shapes.bin"
"""In ``resources/gomoku/`` (package data): :func:`classified_shapes` for five or more,
then for exactly five, one byte a code; ``tools/build/gomoku_shapes.py`` writes it."""
CODES = 3 ** (2 * REACH)
"""Base-3 codes of the eight cells around a move."""


@cache
def shape_table(exact: bool) -> tuple[int, ...]:
    """Shape for each base-3 code of the eight neighbours (offsets -4..-1 then 1..4), read
    from :data:`SHAPES_FILE` (a millisecond; classifying them takes 0.1-0.3 s)."""
    data = resources.files("resources").joinpath("gomoku", SHAPES_FILE).read_bytes()
    if len(data) != 2 * CODES:
        raise RuntimeError(f"resources/gomoku/{SHAPES_FILE} is damaged: {len(data)} bytes")
    start = CODES if exact else 0
    return tuple(data[start : start + CODES])


def classified_shapes(exact: bool) -> tuple[int, ...]:
    """Shape for each base-3 code of the eight neighbours, classified from the rules."""
    table = []
    for code in range(CODES):
        digits = []
        for _ in range(8):
            code, digit = divmod(code, 3)
            digits.append(digit)
        table.append(_classify((*digits[:4], 1, *digits[4:]), exact))
    return tuple(table)


@cache
def _rays(g: Geometry) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """For each cell: (neighbour, its code index, weight of this cell's digit in that code)
    for every neighbour up to :data:`REACH` steps away in each direction."""
    rays = []
    for cell in range(g.cells):
        row, column = divmod(cell, g.width)
        triples = []
        for d, (d_row, d_column) in enumerate(DIRECTIONS):
            for step in (*range(-REACH, 0), *range(1, REACH + 1)):
                r, c = row + d_row * step, column + d_column * step
                if 0 <= r < g.height and 0 <= c < g.width:
                    # This cell sits at offset -step from the neighbour.
                    index = REACH - step if step > 0 else REACH - 1 - step
                    other = r * g.width + c
                    triples.append((other, (other << 2) | d, 3**index))
        rays.append(tuple(triples))
    return tuple(rays)


@cache
def _initial_codes(g: Geometry) -> tuple[int, ...]:
    """Codes of the empty board: off-board neighbours count as blocked."""
    codes = []
    for cell in range(g.cells):
        row, column = divmod(cell, g.width)
        for d_row, d_column in DIRECTIONS:
            code = 0
            for index, step in enumerate((*range(-REACH, 0), *range(1, REACH + 1))):
                r, c = row + d_row * step, column + d_column * step
                if not (0 <= r < g.height and 0 <= c < g.width):
                    code += BLOCKED * 3**index
            codes.append(code)
    return tuple(codes)


@cache
def near_cells(g: Geometry, radius: int = 2) -> tuple[tuple[int, ...], ...]:
    """For each cell, the cells at most ``radius`` steps away (king moves), itself excluded."""
    zones = []
    for cell in range(g.cells):
        row, column = divmod(cell, g.width)
        zones.append(
            tuple(
                r * g.width + c
                for r in range(max(0, row - radius), min(g.height, row + radius + 1))
                for c in range(max(0, column - radius), min(g.width, column + radius + 1))
                if (r, c) != (row, column)
            )
        )
    return tuple(zones)


@cache
def _zobrist(cells: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    import random

    rng = random.Random(20260522)
    return tuple(rng.getrandbits(64) for _ in range(cells)), tuple(
        rng.getrandbits(64) for _ in range(cells)
    )


class Board:
    """A mutable gomoku position with shapes, candidate cells and a Zobrist key.

    :meth:`play` and :meth:`undo` must be paired (last in, first out).  Players
    are 0 and 1; ``stones[cell]`` is -1 for an empty cell.
    """

    def __init__(self, g: Geometry, renju: bool = False) -> None:
        if g.k != 5:
            raise ValueError(f"gomoku shapes need five in a row, got k={g.k}")
        self.geometry = g
        self.renju = renju
        """Renju: Black (0) wins only with exactly five and may not play forbidden points
        (:meth:`allowed`); White wins with five or more."""
        self.exact = (True, False) if renju else (not g.overline_wins,) * 2
        """Per player: whether only exactly five wins."""
        self.tables = (shape_table(self.exact[0]), shape_table(self.exact[1]))
        """Per player: the shape table of that player's rule."""
        self.overline_table = shape_table(False)
        self.rays = _rays(g)
        self.zone = near_cells(g)
        self.zobrist = _zobrist(g.cells)
        self.stones = [-1] * g.cells
        codes = list(_initial_codes(g))
        self.codes = [codes, list(codes)]
        self.shapes = [[self.tables[p][code] for code in codes] for p in (0, 1)]
        self.value = [0, 0]
        """Sum of :data:`SHAPE_VALUE` over each player's shapes on empty cells."""
        self.tracked: list[dict[int, dict[int, int]]] = [{s: {} for s in TRACKED} for _ in (0, 1)]
        """Per player and tracked shape: cell -> number of directions making it."""
        self.near = [0] * g.cells
        self.candidates: set[int] = set()
        self.history: list[int] = []
        self.key = 0
        for player in (0, 1):
            for index, shape in enumerate(self.shapes[player]):
                self._add(player, index >> 2, shape)

    @classmethod
    def from_stones(cls, g: Geometry, black: int, white: int, renju: bool = False) -> Board:
        """A board holding the stones of two bit masks."""
        board = cls(g, renju)
        for cell in range(g.cells):
            if (black | white) >> cell & 1:
                board.place(cell, 0 if black >> cell & 1 else 1)
        return board

    @classmethod
    def of_state(cls, state: MnkState) -> Board:
        """The board of an m,n,k ``state``, under its rules (Black's forbidden points when
        ``state.renju``)."""
        renju = state.renju
        return cls.from_stones(state.geometry, *state.stones, renju=renju)

    def _add(self, player: int, cell: int, shape: int, sign: int = 1) -> None:
        self.value[player] += sign * SHAPE_VALUE[shape]
        if shape >= OPEN_THREE:
            cells = self.tracked[player][shape]
            count = cells.get(cell, 0) + sign
            if count:
                cells[cell] = count
            else:
                del cells[cell]

    def place(self, cell: int, player: int) -> None:
        """Put ``player``'s stone on the empty ``cell``."""
        stones = self.stones
        for p in (0, 1):
            shapes = self.shapes[p]
            base = cell << 2
            for d in range(4):
                self._add(p, cell, shapes[base + d], -1)
        stones[cell] = player
        self._update(cell, player, 1)
        self.key ^= self.zobrist[player][cell]
        self.history.append(cell)
        for other in self.zone[cell]:
            self.near[other] += 1
            if stones[other] < 0:
                self.candidates.add(other)
        self.candidates.discard(cell)

    def undo(self) -> None:
        """Take back the last stone."""
        cell = self.history.pop()
        player = self.stones[cell]
        stones = self.stones
        self._update(cell, player, -1)
        stones[cell] = -1
        self.key ^= self.zobrist[player][cell]
        for p in (0, 1):
            shapes = self.shapes[p]
            base = cell << 2
            for d in range(4):
                self._add(p, cell, shapes[base + d])
        for other in self.zone[cell]:
            self.near[other] -= 1
            if not self.near[other]:
                self.candidates.discard(other)
        if self.near[cell]:
            self.candidates.add(cell)

    def _update(self, cell: int, player: int, sign: int) -> None:
        """Add (``sign`` 1) or remove (-1) ``player``'s stone at ``cell`` in neighbours' codes.

        The hot loop of every search: :meth:`_add` is inlined here.
        """
        stones = self.stones
        for p, digit in ((player, sign), (1 - player, 2 * sign)):
            table = self.tables[p]
            codes = self.codes[p]
            shapes = self.shapes[p]
            tracked = self.tracked[p]
            change = 0
            for other, index, weight in self.rays[cell]:
                code = codes[index] + digit * weight
                codes[index] = code
                shape = table[code]
                old = shapes[index]
                if shape != old:
                    shapes[index] = shape
                    if stones[other] < 0:
                        change += SHAPE_VALUE[shape] - SHAPE_VALUE[old]
                        if old >= OPEN_THREE:
                            cells = tracked[old]
                            count = cells[other] - 1
                            if count:
                                cells[other] = count
                            else:
                                del cells[other]
                        if shape >= OPEN_THREE:
                            cells = tracked[shape]
                            cells[other] = cells.get(other, 0) + 1
            self.value[p] += change

    # --- questions the searches ask ------------------------------------------------

    def shape_at(self, cell: int, player: int) -> tuple[int, int, int, int]:
        """The shapes ``player`` makes by playing ``cell``, per direction."""
        shapes = self.shapes[player]
        base = cell << 2
        return shapes[base], shapes[base + 1], shapes[base + 2], shapes[base + 3]

    def cells_making(self, player: int, shape: int) -> Iterator[int]:
        """Empty cells where ``player`` makes ``shape`` (a tracked one) in some direction."""
        return iter(self.tracked[player][shape])

    def five_cells(self, player: int) -> list[int]:
        """Cells where ``player`` wins at once."""
        cells = list(self.tracked[player][FIVE])
        if not self.exact[player]:
            return cells
        return [cell for cell in cells if self._exactly_five(cell, player)]

    def allowed(self, cell: int, player: int) -> bool:
        """Whether ``player`` may play the empty ``cell``: always, except Black's forbidden
        points under renju (:func:`games.mnk.forbidden.forbidden_reason`)."""
        if not self.renju or player != 0:
            return True
        shapes = self.shapes[0]
        base = cell << 2
        # The shape tables see four cells aside: a forbidden point needs two directions with
        # a three or better, or one with an open four (two fours in a line) or a five (which
        # may be an overline, or a five that makes the point allowed).
        strong = 0
        for d in range(4):
            shape = shapes[base + d]
            if shape >= OPEN_FOUR or self.overline_table[self.codes[0][base + d]] == FIVE:
                strong = 2
                break
            if shape >= OPEN_THREE:
                strong += 1
        if strong < 2:
            return True
        return forbidden_reason(self.geometry, self.stones, cell) is None

    def allowed_cells(self, cells: Iterable[int], player: int) -> list[int]:
        """Those of ``cells`` that ``player`` may play (see :meth:`allowed`)."""
        if not self.renju or player != 0:
            return list(cells)
        return [cell for cell in cells if self.allowed(cell, player)]

    def _exactly_five(self, cell: int, player: int) -> bool:
        """Standard rule: whether ``cell`` makes exactly five (the table sees four cells aside)."""
        g, stones = self.geometry, self.stones
        row, column = divmod(cell, g.width)
        for d_row, d_column in DIRECTIONS:
            run = 1
            for sign in (1, -1):
                r, c = row + sign * d_row, column + sign * d_column
                while 0 <= r < g.height and 0 <= c < g.width and stones[r * g.width + c] == player:
                    run += 1
                    r, c = r + sign * d_row, c + sign * d_column
            if run == 5:
                return True
        return False

    def four_cells(self, player: int) -> list[int]:
        """Cells where ``player`` makes a four or an open four (but not five)."""
        tracked = self.tracked[player]
        fives = tracked[FIVE]
        cells = [c for c in tracked[OPEN_FOUR] if c not in fives]
        cells += [c for c in tracked[FOUR] if c not in fives and c not in tracked[OPEN_FOUR]]
        return cells

    def move_value(self, cell: int, player: int) -> int:
        """How promising ``cell`` is for ``player``: own shapes plus the other's it blocks."""
        base = cell << 2
        mine, theirs = self.shapes[player], self.shapes[1 - player]
        return (
            MOVE_VALUE[mine[base]]
            + MOVE_VALUE[mine[base + 1]]
            + MOVE_VALUE[mine[base + 2]]
            + MOVE_VALUE[mine[base + 3]]
            + (
                MOVE_VALUE[theirs[base]]
                + MOVE_VALUE[theirs[base + 1]]
                + MOVE_VALUE[theirs[base + 2]]
                + MOVE_VALUE[theirs[base + 3]]
            )
            * 4
            // 5
        )

    def evaluate(self, player: int) -> int:
        """Static value for ``player`` (to move): shapes each side could make, the mover's x1.5."""
        return self.value[player] * 3 // 2 - self.value[1 - player]
