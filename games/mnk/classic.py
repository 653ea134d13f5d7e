"""A classic gomoku opponent: fixed-depth alpha-beta over a table of line patterns.

This is the yardstick issue 6 measures ``expert`` against, built the way most
small gomoku programs are: every row, column and diagonal is read as a string,
each player's patterns in it (five, open four, closed and broken fours, open
and closed threes, twos) are counted and weighted by a fixed table, and the
position is worth the mover's total minus the opponent's.  The search is
negamax with alpha-beta to a fixed depth over the empty cells at most two steps
from a stone, best ``width`` first by what a stone there adds to both sides'
patterns.  No threat search, no transposition table: it is meant to be simple
and honest, not a second engine.  Scores are from the side to move; a five
``n`` plies away scores ``WIN - n`` (never *exact*: the move list is cut).
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Hashable
from functools import cache

from engine.deepening import Iteration, deepen
from engine.search import (
    INFINITY,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    SearchResult,
    clamp_heuristic,
)
from games.mnk.patterns import DIRECTIONS, near_cells
from games.mnk.rules import Geometry, MnkState

DEFAULT_DEPTH = 3
"""Plies searched when the limits name no depth, time or node budget."""
DEFAULT_WIDTH = 12
"""Candidate moves searched per node."""
NEAR = 2
"""Candidates lie at most this many steps (king moves) from a stone."""

FIVE_VALUE = 1_000_000
PATTERNS: tuple[tuple[str, int], ...] = (
    # Read with the player's stones as 1, empty cells as 0 and the opponent's
    # stones or the board's edge as 2.
    ("11111", FIVE_VALUE),
    ("011110", 100_000),
    ("011112", 10_000),
    ("211110", 10_000),
    ("10111", 10_000),
    ("11011", 10_000),
    ("11101", 10_000),
    ("01110", 5_000),
    ("010110", 5_000),
    ("011010", 5_000),
    ("001112", 500),
    ("211100", 500),
    ("010112", 500),
    ("211010", 500),
    ("011012", 500),
    ("210110", 500),
    ("10011", 500),
    ("11001", 500),
    ("10101", 500),
    ("001100", 200),
    ("01010", 200),
    ("010010", 200),
    ("000112", 20),
    ("211000", 20),
    ("001012", 20),
    ("210100", 20),
)
"""(pattern, value) counted in every line; a five outweighs everything else."""

_FOR_PLAYER = (
    str.maketrans({"x": "1", "o": "2", ".": "0"}),
    str.maketrans({"x": "2", "o": "1", ".": "0"}),
)


@cache
def line_value(text: str, player: int) -> int:
    """Pattern total of ``player`` (0 is ``x``) in one line written with ``x``, ``o`` and ``.``."""
    line = "2" + text.translate(_FOR_PLAYER[player]) + "2"
    return sum(line.count(pattern) * value for pattern, value in PATTERNS)


@cache
def _lines(g: Geometry) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[int, int], ...]]]:
    """Every line of at least five cells, and for each cell its (line, position) pairs."""
    lines: list[tuple[int, ...]] = []
    for d_row, d_column in DIRECTIONS:
        for row in range(g.height):
            for column in range(g.width):
                before = (row - d_row, column - d_column)
                if 0 <= before[0] < g.height and 0 <= before[1] < g.width:
                    continue  # not the start of a line
                cells = []
                r, c = row, column
                while 0 <= r < g.height and 0 <= c < g.width:
                    cells.append(r * g.width + c)
                    r, c = r + d_row, c + d_column
                if len(cells) >= 5:
                    lines.append(tuple(cells))
    through: list[list[tuple[int, int]]] = [[] for _ in range(g.cells)]
    for index, cells in enumerate(lines):
        for position, cell in enumerate(cells):
            through[cell].append((index, position))
    return tuple(lines), tuple(tuple(pairs) for pairs in through)


class _LineBoard:
    """Stones as line strings with both players' pattern totals kept up to date."""

    def __init__(self, state: MnkState) -> None:
        g = state.geometry
        self.geometry = g
        self.lines, self.through = _lines(g)
        self.surroundings = near_cells(g, NEAR)
        self.texts = ["." * len(cells) for cells in self.lines]
        self.totals = [0, 0]
        """Sum of :func:`line_value` over every line, per player."""
        for text in self.texts:
            self.totals[0] += line_value(text, 0)
            self.totals[1] += line_value(text, 1)
        self.stones = [-1] * g.cells
        self.masks = [0, 0]
        """Each player's stones as a bit mask (as in :class:`MnkState`)."""
        self.near = [0] * g.cells
        for cell in range(g.cells):
            for player in (0, 1):
                if state.stones[player] >> cell & 1:
                    self.place(cell, player)

    def place(self, cell: int, player: int) -> None:
        self._set(cell, "xo"[player])
        self.stones[cell] = player
        self.masks[player] |= 1 << cell
        for other in self.surroundings[cell]:
            self.near[other] += 1

    def remove(self, cell: int) -> None:
        self._set(cell, ".")
        self.masks[self.stones[cell]] &= ~(1 << cell)
        self.stones[cell] = -1
        for other in self.surroundings[cell]:
            self.near[other] -= 1

    def _set(self, cell: int, char: str) -> None:
        texts, totals = self.texts, self.totals
        for index, position in self.through[cell]:
            old = texts[index]
            new = old[:position] + char + old[position + 1 :]
            texts[index] = new
            totals[0] += line_value(new, 0) - line_value(old, 0)
            totals[1] += line_value(new, 1) - line_value(old, 1)

    def gain(self, cell: int, player: int) -> int:
        """What a stone of ``player`` at the empty ``cell`` adds to its lines' values."""
        char = "xo"[player]
        total = 0
        for index, position in self.through[cell]:
            old = self.texts[index]
            new = old[:position] + char + old[position + 1 :]
            total += line_value(new, player) - line_value(old, player)
        return total

    def makes_five(self, cell: int, player: int) -> bool:
        """Whether the stone just placed at ``cell`` completes a winning row (by the rules)."""
        g, mine = self.geometry, self.masks[player]
        return any(mine & line == line and g.wins(mine, line) for line in g.lines_through[cell])


class ClassicSearcher:
    """Depth-limited alpha-beta with a classic pattern table (see the module docstring)."""

    def __init__(self, width: int = DEFAULT_WIDTH, name: str = "classic") -> None:
        self.width = width
        self.name = name
        self._board: _LineBoard | None = None
        self._budget: Budget | None = None

    def search(
        self,
        state: MnkState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Best move for the side to move; ``limits.depth`` in plies (default 3)."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        if state.geometry.k != 5:
            raise ValueError(f"the classic engine plays five in a row, got k={state.geometry.k}")
        if limits == Limits():
            limits = Limits(depth=DEFAULT_DEPTH)
        board = _LineBoard(state)
        budget = Budget(limits, stop)
        self._board, self._budget = board, budget
        player = state.to_move
        moves = self._moves(board, player)

        def search_depth(depth: int) -> Iteration:
            alpha, best = -INFINITY, moves[0]
            for move in moves:
                score = -self._visit(move, player, depth - 1, -INFINITY, -alpha, 1)
                if score > alpha:
                    alpha, best = score, move
            moves.remove(best)
            moves.insert(0, best)
            return Iteration(best, alpha, (best,), exact=False)

        try:
            return deepen(
                search_depth, moves[0], limits, budget, algorithm=self.name, on_info=on_info
            )
        finally:
            self._board = self._budget = None

    def _moves(self, board: _LineBoard, player: int) -> list[int]:
        """The ``width`` most promising empty cells near the stones (the centre on an empty
        board, none on a full one)."""
        g = board.geometry
        if all(stone < 0 for stone in board.stones):
            return [(g.height // 2) * g.width + g.width // 2]
        cells = [cell for cell in range(g.cells) if board.near[cell] and board.stones[cell] < 0]
        opponent = 1 - player
        cells.sort(key=lambda cell: -(board.gain(cell, player) + board.gain(cell, opponent)))
        return cells[: self.width]

    def _visit(self, move: int, player: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Value of ``player`` playing ``move``, for the opponent (who moves next)."""
        board = self._board
        assert board is not None
        board.place(move, player)
        try:
            if board.makes_five(move, player):
                return -(WIN - ply)
            return self._negamax(1 - player, depth, alpha, beta, ply)
        finally:
            board.remove(move)

    def _negamax(self, player: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        board, budget = self._board, self._budget
        assert board is not None and budget is not None
        budget.tick()
        if depth <= 0:
            return clamp_heuristic(board.totals[player] - board.totals[1 - player])
        moves = self._moves(board, player)
        if not moves:
            return 0  # a full board: a draw
        best = -INFINITY
        for move in moves:
            score = -self._visit(move, player, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best
