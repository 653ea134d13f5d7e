"""Exact values of small m,n,k positions, and the ``perfect`` searcher built on them.

:class:`MnkSolver` is an alpha-beta search on the two players' bit masks with
three shortcuts that make 4x4 boards instant and 5x5 ones solvable from the
middle game on: a cell that completes the mover's line wins at once; two cells
that complete the opponent's lines lose (only one can be blocked); one such
cell is the only move worth searching, and searching it does not use up depth.
A board where neither player can complete any line any more is a draw.  To the
end of the game the search is exact; with a depth it scores its leaves with
:func:`games.mnk.evaluation.line_balance`.  Scores follow the engine's convention
(``WIN - plies`` from the side to move, ``0`` for a draw).

:class:`PerfectSearcher` plays the best value and, among drawing moves, the one
that leaves the opponent the most replies that lose: against perfect play that
changes nothing, against a fallible opponent it wins games a plain solver draws.
Where the position is too open to solve within the budget it deepens the
depth-limited search instead and says ``exact=False``.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Collection, Hashable
from dataclasses import dataclass, replace
from functools import cache

from engine.deepening import Iteration, deepen
from engine.search import (
    INFINITY,
    PROVEN_BOUND,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    StopReason,
    score_from_table,
    score_to_table,
)
from games.mnk.evaluation import line_balance, near_stones_first
from games.mnk.rules import Geometry, MnkState

MAX_TABLE_ENTRIES = 500_000
"""Positions the solver remembers (about 200 bytes each, so 100 MB at most); it forgets them
all when there are more."""
SOLVER_SHARE = 0.8
"""Part of a time or node budget the solve may use; the depth-limited search gets the rest."""
SOLVE_FROM_EMPTY = 20
"""The solve is tried only when at most this many cells are empty: with more, it would
spend the budget without an answer (5x5 boards take millions of nodes before 6 stones)."""
TO_THE_END = 1 << 10
"""Depth that means an exact search (more plies than any board has cells)."""

_EXACT, _LOWER, _UPPER = range(3)


@dataclass(frozen=True, slots=True)
class _Entry:
    score: int
    """From the side to move, distances counted from this position."""
    bound: int
    depth: int
    """Plies searched below the position (:data:`TO_THE_END`: exact)."""
    best: int
    """The cell that gave ``score`` (``-1``: none searched)."""


class MnkSolver:
    """Alpha-beta on an m,n,k board, to the end of the game (exact) or to a depth; the
    transposition table is kept between searches."""

    def __init__(self, g: Geometry) -> None:
        if g.line_ends is not None:
            raise ValueError("the solver plays free-style rules (k or more in a row wins)")
        self.geometry = g
        self.full = (1 << g.cells) - 1
        self.by_centre = sorted(range(g.cells), key=lambda cell: g.centre_rank[cell])
        self.table: dict[tuple[int, int], _Entry] = {}
        self._budget = Budget(Limits(), None)

    def clear(self) -> None:
        self.table.clear()

    def completing_cells(self, mine: int, theirs: int) -> int:
        """The empty cells where ``mine`` would complete a line not blocked by ``theirs``."""
        cells = 0
        for line in self.geometry.lines:
            if not line & theirs:
                gap = line & ~mine
                if gap and not gap & (gap - 1):
                    cells |= gap
        return cells

    def _dead(self, mine: int, theirs: int) -> bool:
        """Whether every line holds stones of both players (nobody can win any more)."""
        return all(line & mine and line & theirs for line in self.geometry.lines)

    def value(
        self,
        state: MnkState,
        budget: Budget,
        alpha: int = -INFINITY,
        beta: int = INFINITY,
        depth: int = TO_THE_END,
    ) -> int:
        """The score of ``state`` from its side to move, searched ``depth`` plies (forced
        blocks not counted) or to the end; exact when strictly inside the window.

        Raises :class:`SearchAborted` when ``budget`` runs out.
        """
        if state.outcome() is not None:
            raise ValueError("cannot solve a finished game")
        if len(self.table) > MAX_TABLE_ENTRIES:
            self.table.clear()
        self._budget = budget
        mine, theirs = state.stones[state.to_move], state.stones[1 - state.to_move]
        return self._negamax(mine, theirs, alpha, beta, 0, depth)

    def best_cell(self, mine: int, theirs: int) -> int:
        """The table's best move for the position, ``-1`` when it has none."""
        entry = self.table.get((mine, theirs))
        return -1 if entry is None else entry.best

    def _negamax(self, mine: int, theirs: int, alpha: int, beta: int, ply: int, depth: int) -> int:
        self._budget.tick()
        empty = self.full & ~(mine | theirs)
        if self.completing_cells(mine, theirs) & empty:
            return WIN - ply - 1
        threats = self.completing_cells(theirs, mine) & empty
        if threats & (threats - 1):
            return -(WIN - ply - 2)
        if not empty & (empty - 1) or self._dead(mine, theirs):
            return 0  # the last cell cannot win (no completing cell), or no line is open
        if depth <= 0:
            return line_balance(self.geometry, mine, theirs)
        # No win next move; the opponent's earliest is the ply after our next.
        beta = min(beta, WIN - ply - 3)
        alpha = max(alpha, -(WIN - ply - 2 if threats else WIN - ply - 4))
        if alpha >= beta:
            return alpha
        key = (mine, theirs)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            first = entry.best
            if entry.depth >= depth:
                score = score_from_table(entry.score, ply)
                if (
                    entry.bound == _EXACT
                    or (entry.bound == _LOWER and score >= beta)
                    or (entry.bound == _UPPER and score <= alpha)
                ):
                    return score
        if threats:  # the one block: searched without using up depth
            moves, below = [threats.bit_length() - 1], depth
        else:
            moves = self._ordered(mine | theirs, empty, first)
            below = depth if depth >= TO_THE_END else depth - 1
        original_alpha = alpha
        best_score, best_move = -INFINITY, -1
        for cell in moves:
            score = -self._negamax(theirs, mine | 1 << cell, -beta, -alpha, ply + 1, below)
            if score > best_score:
                best_score, best_move = score, cell
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        bound = _UPPER if best_score <= original_alpha else _LOWER if best_score >= beta else _EXACT
        self.table[key] = _Entry(score_to_table(best_score, ply), bound, depth, best_move)
        return best_score

    def _ordered(self, occupied: int, empty: int, first: int) -> list[int]:
        """The empty cells: ``first`` (the table's best), then those next to a stone, then
        the others, each group nearest the centre first."""
        empties = (cell for cell in self.by_centre if empty >> cell & 1)
        moves = near_stones_first(self.geometry, occupied, empties)
        if first >= 0:
            moves.remove(first)
            moves.insert(0, first)
        return moves


def empty_cells(state: MnkState) -> int:
    return state.geometry.cells - (state.stones[0] | state.stones[1]).bit_count()


@cache
def symmetries(g: Geometry) -> tuple[tuple[int, ...], ...]:
    """The board's symmetries as cell permutations (8 on a square board, 4 otherwise)."""
    w, h = g.width, g.height
    maps = [
        lambda c, r: (c, r),
        lambda c, r: (w - 1 - c, r),
        lambda c, r: (c, h - 1 - r),
        lambda c, r: (w - 1 - c, h - 1 - r),
    ]
    if w == h:
        maps += [
            lambda c, r: (r, c),
            lambda c, r: (h - 1 - r, c),
            lambda c, r: (r, w - 1 - c),
            lambda c, r: (h - 1 - r, w - 1 - c),
        ]
    permutations = []
    for image in maps:
        permutation = []
        for cell in range(g.cells):
            column, row = image(cell % w, cell // w)
            permutation.append(row * w + column)
        permutations.append(tuple(permutation))
    return tuple(permutations)


def _mapped(mask: int, permutation: tuple[int, ...]) -> int:
    image = 0
    while mask:
        low = mask & -mask
        image |= 1 << permutation[low.bit_length() - 1]
        mask ^= low
    return image


def move_classes(state: MnkState) -> dict[int, list[int]]:
    """The legal moves grouped by the symmetries that leave ``state`` as it is: moves in
    one group lead to mirror images, so one search serves them all (the group's move
    nearest the centre -> the group, nearest groups first)."""
    stabilisers = [
        permutation
        for permutation in symmetries(state.geometry)
        if all(_mapped(stones, permutation) == stones for stones in state.stones)
    ]
    classes: dict[int, list[int]] = {}
    seen = set()
    rank = state.geometry.centre_rank
    for cell in sorted(state.legal_moves(), key=lambda cell: rank[cell]):
        if cell in seen:
            continue
        images = sorted({permutation[cell] for permutation in stabilisers})
        seen.update(images)
        classes[cell] = images
    return classes


def _child_score(solver: MnkSolver, child: MnkState, budget: Budget, *, exact: bool = True) -> int:
    """The score of the move leading to ``child``, from the mover's side: exact, or with
    ``exact=False`` only its sign (win, draw or loss) for a cheaper search.

    A null window around the draw settles the outcome first; only a win or a loss then
    needs a second search for its distance.
    """
    if child.outcome() is not None:
        return _ending_score(child)
    score = solver.value(child, budget, -1, 1)
    if exact and score > 0:
        score = solver.value(child, budget, 0, INFINITY)
    elif exact and score < 0:
        score = solver.value(child, budget, -INFINITY, 0)
    return _for_mover(score)


def _ending_score(child: MnkState) -> int:
    """The score of the move that ended the game in ``child``, from the mover's side."""
    return 0 if child.outcome().winner is None else WIN - 1


def _for_mover(score: int) -> int:
    """A position's score from its side to move, as the score of the move that led to it
    (one ply further from a proven end)."""
    if score >= PROVEN_BOUND:
        return -score + 1
    if score <= -PROVEN_BOUND:
        return -score - 1
    return -score


class PerfectSearcher:
    """Exact values of every move of an m,n,k position where the budget allows, the
    depth-limited search's best move elsewhere; see the module docstring.  Between
    equally good moves it takes the one nearest the centre, so its play repeats."""

    name = "perfect"

    def __init__(self) -> None:
        self._solvers: dict[Geometry, MnkSolver] = {}

    def clear(self) -> None:
        for solver in self._solvers.values():
            solver.clear()

    def solver(self, g: Geometry) -> MnkSolver:
        if g not in self._solvers:
            self._solvers[g] = MnkSolver(g)
        return self._solvers[g]

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
        """Solve ``state`` within :data:`SOLVER_SHARE` of ``limits``, else deepen a
        depth-limited search (to ``limits.depth`` at most) with what is left."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        started = time.perf_counter()
        result = None
        spent = Budget(Limits(), stop)
        if empty_cells(state) <= SOLVE_FROM_EMPTY:
            spent = Budget(limits.share(SOLVER_SHARE), stop)
            with contextlib.suppress(SearchAborted):
                result = self._solve(state, spent)
        if result is None:
            result = self._deepen(state, limits, stop, on_info, score_all_moves, spent)
        result = replace(result, seconds=time.perf_counter() - started, algorithm=self.name)
        if on_info is not None:
            on_info(result)
        return result

    def _solve(self, state: MnkState, budget: Budget) -> SearchResult:
        solver = self.solver(state.geometry)
        classes = move_classes(state)
        class_scores = {cell: _child_score(solver, state.play(cell), budget) for cell in classes}
        value = max(class_scores.values())
        best = [cell for cell, score in class_scores.items() if score == value]
        if len(best) > 1 and value == 0:
            best = self._traps(state, best, budget)
        move = best[0]
        scores = {image: score for cell, score in class_scores.items() for image in classes[cell]}
        return SearchResult(
            best_move=move,
            score=value,
            pv=self._principal_line(state, move),
            depth=empty_cells(state),
            nodes=budget.nodes,
            exact=True,
            stop_reason=StopReason.SOLVED,
            move_scores=_ranked(scores, exact=True),
        )

    def _traps(self, state: MnkState, drawing: list[int], budget: Budget) -> list[int]:
        """The drawing moves (one per symmetry class) that leave the opponent the most
        losing replies; all of them when the budget runs out first."""
        solver = self.solver(state.geometry)
        losing_replies: dict[int, int] = {}
        try:
            for cell in drawing:
                child = state.play(cell)
                losing_replies[cell] = sum(
                    len(images)
                    for reply, images in move_classes(child).items()
                    if _child_score(solver, child.play(reply), budget, exact=False) < 0
                )
        except SearchAborted:
            return drawing
        most = max(losing_replies.values())
        return [cell for cell in drawing if losing_replies[cell] == most]

    def _principal_line(self, state: MnkState, move: int) -> tuple[int, ...]:
        """``move`` and the best replies after it, as far as the forced moves and the table's
        best moves show them."""
        solver = self.solver(state.geometry)
        line = [move]
        position = state.play(move)
        while position.outcome() is None:
            mine, theirs = position.stones[position.to_move], position.stones[1 - position.to_move]
            empty = solver.full & ~(mine | theirs)
            forced = solver.completing_cells(mine, theirs) & empty
            forced = forced or solver.completing_cells(theirs, mine) & empty
            forced = forced or (empty if not empty & (empty - 1) else 0)  # the last cell
            cell = forced.bit_length() - 1 if forced else solver.best_cell(mine, theirs)
            if cell < 0:
                break
            line.append(cell)
            position = position.play(cell)
        return tuple(line)

    def _deepen(
        self,
        state: MnkState,
        limits: Limits,
        stop: threading.Event | None,
        on_info: InfoCallback | None,
        score_all_moves: bool,
        spent: Budget,
    ) -> SearchResult:
        """Iterative deepening of the depth-limited search with what the solve left (a
        cancelled search stops at its first node and plays the move nearest the centre)."""
        rest = Limits(
            depth=limits.depth,
            time=None if limits.time is None else max(0.05, limits.time - spent.elapsed),
            nodes=None if limits.nodes is None else max(1, limits.nodes - spent.nodes),
        )
        budget = Budget(rest, stop)
        solver = self.solver(state.geometry)
        classes = move_classes(state)
        order = list(classes)

        def search_depth(depth: int) -> Iteration:
            scores: dict[int, int] = {}
            alpha = -INFINITY
            for cell in order:
                child = state.play(cell)
                if child.outcome() is not None:
                    score = _ending_score(child)
                else:
                    window = -INFINITY if score_all_moves else alpha
                    score = _for_mover(solver.value(child, budget, -INFINITY, -window, depth - 1))
                scores[cell] = score
                alpha = max(alpha, score)
            order.sort(key=lambda cell: -scores[cell])
            best = order[0]
            won = scores[best] >= PROVEN_BOUND
            everything = {image: scores[cell] for cell in scores for image in classes[cell]}
            return Iteration(
                best_move=best,
                score=scores[best],
                pv=self._principal_line(state, best),
                exact=False,
                move_scores=_ranked(everything, exact=False) if score_all_moves else (),
                complete=won,
            )

        result = deepen(search_depth, order[0], rest, budget, algorithm=self.name, on_info=on_info)
        return replace(result, nodes=result.nodes + spent.nodes)


def _ranked(scores: dict[int, int], *, exact: bool) -> tuple[MoveScore, ...]:
    return tuple(
        MoveScore(cell, score, exact=exact)
        for cell, score in sorted(scores.items(), key=lambda item: -item[1])
    )
