"""The ``perfect`` searcher: exact values from the solver, a heuristic search when it cannot finish.

Scores are in the engine's convention (``WIN - plies`` from the side to move).
While the solver works, alpha-beta with the Connect Four heuristic, compiled
(:mod:`games.connect4.compiled.alphabeta`), runs beside it on a thread of its own
(both release the GIL, so on two cores each gets the whole budget).  The solver must
prove the value within :data:`SOLVER_SHARE` of a time budget, which leaves the
rest for picking the column; when it cannot, the heuristic search plays the best
move of its deepest iteration completed within the budget, and the result says
``exact=False``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection, Hashable
from dataclasses import replace

from engine.search import WIN, InfoCallback, Limits, MoveScore, SearchResult, StopReason
from games.connect4.book import BookMove, OpeningBook
from games.connect4.compiled import alphabeta as alphabeta_kernels
from games.connect4.compiled import solver as solver_kernels
from games.connect4.compiled.alphabeta import CompiledAlphaBeta
from games.connect4.compiled.solver import Solution, SolveInterrupted, Solver, engine_score
from games.connect4.evaluation import heuristic, order_moves
from games.connect4.rules import Connect4State
from games.kernels.warmup import compiled, warm_up
from games.kernels.watchdog import WATCH_INTERVAL, Watchdog

SOLVER_SHARE = 0.9
"""Part of a time budget within which the solver must prove the value (the rest is
for picking a column that keeps it)."""
PV_MIN_NODES = 1_000_000
"""Nodes the principal variation may spend beyond twice what the solve took."""
FALLBACK_DELAY = 0.05
"""Seconds the heuristic search waits for the solver before it starts beside it (most
positions after the book are proven sooner, and then it never takes a core from the
solver)."""
MAX_PROVEN_POSITIONS = 100_000
"""Proven values a searcher keeps (a few MB); it forgets them all when there are more."""


def best_column(
    solver: Solver, state: Connect4State, value: int, node_limit: int | None = None
) -> int:
    """A column keeping the public score ``value`` of ``state`` (fastest win, slowest loss).

    Tries the columns in the heuristic's order with one null-window search each;
    raises :class:`SolveInterrupted` when ``node_limit`` (nodes per search) runs out.
    """
    for column in order_moves(state, state.legal_moves()):
        child = state.play(column)
        if child.outcome() is not None:
            return column  # four in a row, or the last cell of a drawn board
        if solver.at_most(child, -value, node_limit=node_limit):
            return column
    raise AssertionError(f"no column keeps the score {value} in {state.to_text()}")


def from_book(state: Connect4State, move: BookMove, book: OpeningBook) -> SearchResult:
    """The search result the book entry ``move`` of ``state`` stands for.

    A weak entry (win, draw or loss without the distance) reports the outcome's
    most distant score, ``exact=False``: the value is proven, its distance is not.
    Columns other than the book's are scored where the book knows the position
    they lead to, and left out otherwise.
    """
    n, cells = state.moves_played, state.geometry.cells
    score = engine_score(move.score, n, cells)
    move_scores = [MoveScore(move.column, score, exact=move.exact)]
    for column in state.legal_moves():
        child = state.play(column)
        reply = book.lookup(child)
        if column == move.column or (reply is None and child.outcome() is None):
            continue
        if reply is None:  # the column ends the game
            column_score = 0 if child.outcome().winner is None else WIN - 1
            move_scores.append(MoveScore(column, column_score, exact=True))
        else:  # after a move, the opponent's public score is the negation of ours
            column_score = engine_score(-reply.score, n, cells)
            move_scores.append(MoveScore(column, column_score, exact=reply.exact))
    return SearchResult(
        best_move=move.column,
        score=score,
        pv=(move.column,),
        depth=cells - n,
        exact=move.exact,
        stop_reason=StopReason.BOOK,
        move_scores=tuple(sorted(move_scores, key=lambda entry: -entry.score)),
    )


class _FallbackThread:
    """The heuristic search of ``state`` within what is left of ``limits`` since
    ``started`` (perf_counter), on a thread beside the solver.

    The search begins after :data:`FALLBACK_DELAY`, or as soon as :meth:`result` asks
    for it; most positions are proven before.  Setting :attr:`stop` (once the solver
    has proven the value) or leaving the ``with`` block stops it.
    """

    def __init__(
        self,
        fallback: CompiledAlphaBeta,
        state: Connect4State,
        limits: Limits,
        started: float,
        history: Collection[Hashable],
        score_all_moves: bool,
    ) -> None:
        self.stop = threading.Event()
        self._needed = threading.Event()
        self._answer: SearchResult | None = None
        self._error: BaseException | None = None

        def run() -> None:
            self._needed.wait(FALLBACK_DELAY)
            time_left = None
            if limits.time is not None:
                time_left = max(0.0, limits.time - (time.perf_counter() - started))
            try:
                self._answer = fallback.search(
                    state,
                    replace(limits, time=time_left),
                    stop=self.stop,
                    history=history,
                    score_all_moves=score_all_moves,
                )
            except BaseException as error:  # handed on to the thread asking for the result
                self._error = error

        self._thread = threading.Thread(target=run, name="connect4-fallback", daemon=True)

    def __enter__(self) -> _FallbackThread:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop.set()
        self._needed.set()
        self._thread.join()

    def result(self, cancel: threading.Event | None) -> SearchResult:
        """The search's answer once its budget is spent, or at once when ``cancel`` is set
        (the best move of its deepest completed iteration)."""
        self._needed.set()
        while self._thread.is_alive():
            if cancel is not None and cancel.is_set():
                self.stop.set()
            self._thread.join(WATCH_INTERVAL)
        if self._error is not None:
            raise self._error
        assert self._answer is not None
        return self._answer


WARM_UP = (*solver_kernels.WARM_UP, *alphabeta_kernels.WARM_UP)
"""What compiles (or loads from numba's cache) every kernel ``expert`` uses
(:mod:`games.kernels.warmup`)."""
KERNELS = (*solver_kernels.KERNELS, *alphabeta_kernels.KERNELS)
"""The solver's and the heuristic search's kernels."""


class PerfectSearcher:
    """Exact Connect Four values (win, draw or loss, with the distance to the end).

    Positions the opening ``book`` knows are answered from it at once.  The
    solver's transposition table is kept between searches, and so are the values
    proven at the root: after this side's move keeping the score ``s``, no reply
    can give it less than ``s`` (a public score counts the winner's stones, so it
    does not change along best play), which leaves the next solve one null-window
    search when the opponent keeps the score too.  :meth:`clear` forgets both.
    """

    name = "perfect"

    def __init__(self, width: int = 7, height: int = 6, book: OpeningBook | None = None) -> None:
        self.solver = Solver(width, height)
        self.fallback = CompiledAlphaBeta(width, height)
        self.book = book
        self._proven: dict[Hashable, int] = {}
        """Position key -> exact public score from its side to move."""

    def clear(self) -> None:
        self.solver.clear()
        self.fallback.clear()
        self._proven.clear()

    def _remember(self, state: Connect4State, value: int, best: int) -> None:
        """Keep the exact public score ``value`` of ``state`` and of the position ``best``
        (a column keeping it) leads to."""
        if len(self._proven) >= MAX_PROVEN_POSITIONS:
            self._proven.clear()
        self._proven[state.key()] = value
        child = state.play(best)
        if child.outcome() is None:
            self._proven[child.key()] = -value

    def _known_lower_bound(self, state: Connect4State) -> int | None:
        """The best lower bound of ``state``'s public score that a proven value of it or
        of a position one ply back gives, if any."""
        bounds = [] if (value := self._proven.get(state.key())) is None else [value]
        for column in range(state.geometry.width):
            before = state.before_last_stone_in(column)
            if before is not None and (value := self._proven.get(before.key())) is not None:
                bounds.append(-value)  # the opponent's move there scored at most its value
        return max(bounds, default=None)

    def search(
        self,
        state: Connect4State,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Solve ``state``; ``limits.depth`` is ignored (the solver always reaches the end)."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        started = time.perf_counter()
        book_move = None if self.book is None else self.book.lookup(state)
        if book_move is not None:
            if book_move.exact:
                self._remember(state, book_move.score, book_move.column)
            result = from_book(state, book_move, self.book)
            result = replace(result, seconds=time.perf_counter() - started, algorithm=self.name)
            if on_info is not None:
                on_info(result)
            return result
        if not compiled(KERNELS):
            warm_up(WARM_UP)  # compiling holds the GIL: not beside a search
        deadline = None if limits.time is None else started + SOLVER_SHARE * limits.time
        nodes_before = self.solver.total_nodes
        fallback = _FallbackThread(self.fallback, state, limits, started, history, score_all_moves)
        with fallback:
            with Watchdog(self.solver, stop, deadline):
                try:
                    result = self._solve(state, limits, stop, score_all_moves, fallback.stop.set)
                except SolveInterrupted:
                    result = None
            solver_nodes = self.solver.total_nodes - nodes_before
            if result is None:
                result = fallback.result(stop)
                result = replace(result, nodes=result.nodes + solver_nodes)
                if stop is not None and stop.is_set():
                    result = replace(result, stop_reason=StopReason.CANCELLED)
            else:
                result = replace(result, nodes=solver_nodes)
        result = replace(result, seconds=time.perf_counter() - started, algorithm=self.name)
        if on_info is not None:
            on_info(result)
        return result

    def _solve(
        self,
        state: Connect4State,
        limits: Limits,
        stop: threading.Event | None,
        score_all_moves: bool,
        on_proven: Callable[[], None],
    ) -> SearchResult:
        """The proven result; raises :class:`SolveInterrupted` when the value is not proven.

        Calls ``on_proven`` as soon as the value is, before picking the column.  With
        ``score_all_moves``, columns the budget left unsolved are scored by the
        heuristic and marked inexact.
        """
        n, cells = state.moves_played, state.geometry.cells
        nodes_before = self.solver.total_nodes
        move_scores: tuple[MoveScore, ...] = ()
        stop_reason = StopReason.SOLVED
        at_least = self._known_lower_bound(state)
        if score_all_moves:
            columns = self.solver.analyze(state, node_limit=limits.nodes, at_least=at_least)
            solved = {column: s for column, s in enumerate(columns) if s is not None}
            value = max(solution.low for solution in solved.values())
            if value != max(solution.high for solution in solved.values()):
                raise SolveInterrupted(self.solver.total_nodes - nodes_before)
            on_proven()
            best = next(
                column
                for column in order_moves(state, list(solved))
                if solved[column].complete and solved[column].score == value
            )
            move_scores = tuple(
                sorted(
                    (self._move_score(state, column, s) for column, s in solved.items()),
                    key=lambda entry: -entry.score,
                )
            )
            if not all(solution.complete for solution in solved.values()):
                stop_reason = self._interruption(limits, stop)
        else:
            solution = self.solver.solve(state, node_limit=limits.nodes, at_least=at_least)
            if not solution.complete:
                raise SolveInterrupted(solution.nodes)
            on_proven()
            value = solution.score
            best = best_column(self.solver, state, value)
        self._remember(state, value, best)
        spent = self.solver.total_nodes - nodes_before
        pv_nodes = max(2 * spent, PV_MIN_NODES)
        if limits.nodes is not None:
            pv_nodes = min(pv_nodes, limits.nodes - spent)
        return SearchResult(
            best_move=best,
            score=engine_score(value, n, cells),
            pv=self._principal_variation(state, best, value, pv_nodes),
            depth=cells - n,
            exact=True,
            stop_reason=stop_reason,
            move_scores=move_scores,
        )

    @staticmethod
    def _move_score(state: Connect4State, column: int, solution: Solution) -> MoveScore:
        """An exact score for a solved column, the heuristic's estimate for another."""
        if solution.complete:
            score = engine_score(solution.score, state.moves_played, state.geometry.cells)
            return MoveScore(column, score, exact=True)
        return MoveScore(column, -heuristic(state.play(column)), exact=False)

    def _interruption(self, limits: Limits, stop: threading.Event | None) -> StopReason:
        """Why the solver was stopped."""
        if stop is not None and stop.is_set():
            return StopReason.CANCELLED
        return StopReason.TIME if limits.time is not None else StopReason.NODES

    def _principal_variation(
        self, state: Connect4State, best: int, value: int, node_limit: int
    ) -> tuple[int, ...]:
        """Best play from ``state`` to the end, as far as ``node_limit`` and the budget allow."""
        line = [best]
        if node_limit <= 0:
            return tuple(line)
        position = state.play(best)
        value = -value
        start = self.solver.total_nodes
        while position.outcome() is None:
            remaining = node_limit - (self.solver.total_nodes - start)
            if remaining <= 0:
                break
            try:
                move = best_column(self.solver, position, value, remaining)
            except SolveInterrupted:
                break
            line.append(move)
            position = position.play(move)
            value = -value
        return tuple(line)
