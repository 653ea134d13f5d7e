"""Chess puzzles (mates in 1-4 and tactics), made and verified by our compiled engine (no Qt).

Every verdict comes from :class:`~games.chess.compiled.searcher.CompiledChessSearcher`
searching to a fixed depth (never a time) with a cleared transposition table and every
root move scored, so it repeats exactly on any machine.  Puzzles are made with
:data:`MAKE_DEPTH` plies and re-verified (``plyboard puzzles chess --check``) with the
deeper :data:`CHECK_DEPTH`.

*Mate in N* (``Goal("win", N)``, N from 1 to 4): the quickest mate takes N of the side's
moves and the solution is every first move that mates within N.  A mate score found
within the searched depth is a proof: the engine only scores a line as mate when the
line ends in checkmate on the board, and its pruning (late-move reductions, futility,
null moves) only ever makes the defender look better, never the attacker.  For every
other move a search of at least 2N-1 plies finding no mate within N is a proof up to
that same pruning: its reverse-futility and null-move cut-offs at the defender's nodes
(the engine has no switch to turn them off) may overrate a defender in zugzwang and so
hide a mate that only a quiet waiting move forces.  Such a hidden mate would leave an
accepted move out of the solution, never put a wrong move in it.

*Win material* (``Goal("advantage")``): the best move scores at least
:data:`ADVANTAGE_CP` centipawns for the side to move, every other move at least
:data:`MARGIN_CP` less and below :data:`OTHERS_BELOW_CP` (one clear solution); the line
is the engine's principal variation, :data:`LINE_PLIES` plies at most.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from app.services.puzzles import Goal, Puzzle, PuzzleError, puzzle_position, rating
from engine.game_api import IllegalMoveError
from engine.search import WIN, Limits, SearchResult, is_proven
from games.base import BoardState, GameSpec
from games.chess.rules import ChessState

MAKE_DEPTH = 7
"""Plies of the search that makes a puzzle (a mate in 4 is 7 plies)."""
CHECK_DEPTH = 8
"""Plies of the deeper search that re-verifies one."""
MAX_MATE_MOVES = 4
ADVANTAGE_CP = 200
"""Least score of a tactic's solution (centipawns, side to move)."""
MARGIN_CP = 200
"""How much worse every other move of a tactic must score."""
OTHERS_BELOW_CP = 100
"""Every other move of a tactic scores below this."""
LINE_PLIES = 5
"""Longest line of a tactic (both sides' moves)."""
TABLE_MB = 16


def mate_moves(score: int) -> int | None:
    """The side's moves to mate for a proven winning ``score``, else ``None``."""
    if not is_proven(score) or score <= 0:
        return None
    return (WIN - score + 1) // 2


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every root move's score (centipawns or proven, side to move) and line, by text,
    best first; and the shallowest depth from which the best move stayed best."""

    scores: dict[str, int]
    lines: dict[str, tuple[str, ...]]
    found_at: int
    favourite: str
    """The best move of the one-ply search (for the rating's trap)."""


class ChessOracle:
    """Chess puzzles by fixed-depth searches of the compiled engine (see the module)."""

    def __init__(self, spec: GameSpec) -> None:
        if spec.name != "chess":
            raise PuzzleError(f"{spec.title} is not chess")
        from games.chess.compiled.searcher import CompiledChessSearcher  # numba, when wanted

        self.spec = spec
        self._searcher = CompiledChessSearcher(TABLE_MB)

    def search(self, state: BoardState, depth: int) -> SearchResult:
        """A cleared-table search of ``state`` to ``depth`` plies, every root move scored."""
        self._searcher.clear()
        return self._searcher.search(
            state, Limits(depth=depth), history=_history(state), score_all_moves=True
        )

    def analyse(self, state: BoardState, depth: int) -> Analysis:
        """The scores and lines of ``state``'s moves, searched ``depth`` plies."""
        iterations: list[SearchResult] = []
        self._searcher.clear()
        final = self._searcher.search(
            state,
            Limits(depth=depth),
            history=_history(state),
            score_all_moves=True,
            on_info=iterations.append,
        )
        best = final.move_scores[0].move
        found_at = final.depth
        for iteration in reversed(iterations):
            if iteration.move_scores[0].move != best:
                break
            found_at = iteration.depth
        scores = {state.move_text(entry.move): entry.score for entry in final.move_scores}
        lines = {
            state.move_text(entry.move): tuple(_texts(state, entry.pv))
            for entry in final.move_scores
        }
        favourite = state.move_text(iterations[0].move_scores[0].move)
        return Analysis(scores, lines, found_at, favourite)

    def goal(self, analysis: Analysis) -> Goal:
        """The puzzle's goal by ``analysis``; raises :class:`PuzzleError` when it is none."""
        ranked = list(analysis.scores.values())
        if len(ranked) < 2:
            raise PuzzleError("the only legal move is no puzzle")
        best = ranked[0]
        quickest = mate_moves(best)
        if quickest is not None:
            if quickest > MAX_MATE_MOVES:
                raise PuzzleError(f"the quickest mate takes {quickest} moves")
            return Goal("win", quickest)
        if is_proven(best) or best < ADVANTAGE_CP:
            raise PuzzleError("the side to move has no clear advantage to take")
        second = ranked[1] if len(ranked) > 1 else -WIN
        if second > best - MARGIN_CP or second >= OTHERS_BELOW_CP:
            raise PuzzleError("more than one move keeps the advantage")
        return Goal("advantage")

    @staticmethod
    def accepted(goal: Goal, analysis: Analysis) -> tuple[str, ...]:
        """The first moves that keep ``goal``, best first."""
        if goal.kind == "advantage":
            return (next(iter(analysis.scores)),)
        assert goal.moves is not None
        return tuple(
            text
            for text, score in analysis.scores.items()
            if (moves := mate_moves(score)) is not None and moves <= goal.moves
        )

    def best_move(self, state: BoardState) -> str:
        """The engine's move in ``state`` (a defence), searched :data:`MAKE_DEPTH` plies."""
        self._searcher.clear()
        result = self._searcher.search(state, Limits(depth=MAKE_DEPTH), history=_history(state))
        return state.move_text(result.best_move)

    def solve(self, state: BoardState, depth: int = MAKE_DEPTH) -> tuple[Goal, tuple[str, ...]]:
        """The goal of ``state`` and its accepted first moves, searched ``depth`` plies;
        raises :class:`PuzzleError` when it is no puzzle."""
        analysis = self.analyse(state, depth)
        goal = self.goal(analysis)
        return goal, self.accepted(goal, analysis)

    def judge(self, state: BoardState, goal: Goal, text: str) -> tuple[bool, str]:
        """Whether the move ``text`` in ``state`` keeps ``goal``, and why, in words."""
        analysis = self.analyse(state, CHECK_DEPTH)
        score = analysis.scores[text]
        if text in self.accepted(goal, analysis):
            moves = mate_moves(score)
            if moves is not None:
                return True, f"right: it mates in {moves}" if moves > 1 else "right: checkmate"
            return True, "right: it wins material"
        moves = mate_moves(-score) if score < 0 else None
        if moves is not None:
            return False, f"this lets the opponent mate in {moves}"
        if goal.kind == "win":
            return False, f"this does not mate in {goal.moves}"
        return False, f"this leaves the position about even ({score / 100:+.1f})"

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle:
        """The puzzle of the position after ``moves``; raises :class:`PuzzleError` when
        it is none."""
        state = puzzle_position(self.spec, moves)
        analysis = self.analyse(state, MAKE_DEPTH)
        goal = self.goal(analysis)
        solution = self.accepted(goal, analysis)
        best = solution[0]
        line = analysis.lines[best]
        if goal.kind == "advantage":
            line = line[:LINE_PLIES]
        return Puzzle.at(
            self.spec,
            moves,
            state,
            goal=goal,
            solution=solution,
            fastest=solution,
            line=line,
            rating=_rating(goal, analysis, solution),
        )

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """What is wrong with ``puzzle`` by the deeper search; empty when it is right."""
        if puzzle.game != self.spec.name:
            return (f"it is a puzzle of {puzzle.game}, not {self.spec.name}",)
        try:
            state = puzzle_position(self.spec, puzzle.moves)
            analysis = self.analyse(state, CHECK_DEPTH)
            goal = self.goal(analysis)
        except PuzzleError as error:
            return (str(error),)
        problems = []
        if puzzle.position != state.to_text():
            problems.append(f"the moves lead to {state.to_text()}, not {puzzle.position}")
        if puzzle.goal != goal:
            problems.append(f"the goal is {goal.text()}, not {puzzle.goal.text()}")
        solution = self.accepted(goal, analysis)
        if set(puzzle.solution) != set(solution):
            problems.append(f"the solution is {' '.join(solution)}")
        if not puzzle.line or puzzle.line[0] not in solution:
            problems.append("the line does not begin with a solution")
        try:
            self.spec.replay((*puzzle.moves, *puzzle.line))
        except IllegalMoveError as error:
            problems.append(f"the line is not legal: {error}")
        if goal.kind == "win" and not problems:
            end = self.spec.replay((*puzzle.moves, *puzzle.line)).outcome()
            if end is None or end.winner != state.to_move:
                problems.append("the line does not end in mate")
        return tuple(problems)


def _rating(goal: Goal, analysis: Analysis, solution: tuple[str, ...]) -> int:
    """:func:`rating` with the mate's moves, or for a tactic the moves the engine needed
    to see the solution; the trap is the one-ply favourite failing."""
    depth = goal.moves if goal.moves is not None else (analysis.found_at + 1) // 2 + 1
    trap = analysis.favourite not in solution
    return rating(depth, len(analysis.scores), len(solution), trap)


def _history(state: BoardState) -> tuple[Hashable, ...]:
    """The earlier positions' keys, which decide repetitions."""
    return state.history if isinstance(state, ChessState) else ()


def _texts(state: BoardState, line: Sequence[object]) -> list[str]:
    """The move texts of ``line`` (legal, as the searcher gives it) played from ``state``,
    up to the end of the game."""
    texts = []
    for move in line:
        texts.append(state.move_text(move))
        state = state.play(move)
        if state.outcome() is not None:
            break
    return texts
