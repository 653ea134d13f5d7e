"""Gomoku puzzles won by threes (VCT), made and verified with the threat search (no Qt).

In a "win by threes in N" puzzle the side to move has no win by fours alone (none
within :data:`~app.services.puzzle_fours.MAX_FOURS` moves) but wins by a sequence of
fours and open threes, the opponent's every answer met, in N moves at best.  The
goal's choices are the threats the side can make (its fours and open threes): the
solution is every threat after which the threat search proves a win within
:data:`MAX_THREAT_MOVES` moves and :data:`MAX_THREES` open threes, each search fresh
and held to :data:`NODE_LIMIT` nodes, so a check repeats it exactly.  The fastest are
those of the quickest win, and the line is its main line (the defence that lasts
longest).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.services.puzzle_fours import MAX_FOURS, has_fours, line_puzzle, moves_of
from app.services.puzzles import Puzzle, PuzzleError, puzzle_position
from engine.game_api import IllegalMoveError
from engine.search import Budget, Limits, SearchAborted
from games.base import BoardState, GameSpec
from games.mnk.patterns import OPEN_THREE, Board
from games.mnk.threats import Line, ThreatSearch

MAX_THREAT_MOVES = 6
"""Most attacker moves of a win by threats that the solution and the check look for."""
MAX_THREES = 3
"""Most open threes the defender must meet in a win by threats."""
NODE_LIMIT = 50_000
"""Nodes one threat search may spend; a search that runs out proves nothing."""


class UnprovenThreatError(PuzzleError):
    """A threat search ran out of nodes before it proved a win or its absence."""


def fresh_search(board: Board) -> ThreatSearch:
    """A threat search over ``board`` with nothing remembered and :data:`NODE_LIMIT` nodes."""
    return ThreatSearch(board, Budget(Limits(nodes=NODE_LIMIT), None))


def vcf_of(board: Board, attacker: int) -> Line | None:
    """``attacker``'s quickest win by fours on ``board`` (``attacker`` to move), within
    :data:`MAX_FOURS` moves; raises :class:`UnprovenThreatError`."""
    try:
        return fresh_search(board).vcf(attacker, MAX_FOURS)
    except SearchAborted:
        raise UnprovenThreatError("the search for a win by fours ran out of nodes") from None


def vct_of(board: Board, attacker: int) -> Line | None:
    """``attacker``'s win by threats on ``board`` (``attacker`` to move) within the bounds;
    raises :class:`UnprovenThreatError`."""
    try:
        return fresh_search(board).vct(attacker, MAX_THREAT_MOVES, MAX_THREES)
    except SearchAborted:
        raise UnprovenThreatError("the search for a win by threats ran out of nodes") from None


def threat_line(board: Board, cell: int, attacker: int) -> Line | None:
    """The quickest win by threats beginning with ``attacker``'s move at ``cell`` (a five at
    once is ``[cell]``), or ``None``; raises :class:`UnprovenThreatError`."""
    if cell in board.five_cells(attacker):
        return [cell]
    try:
        return fresh_search(board).vct_after(cell, attacker, MAX_THREAT_MOVES, MAX_THREES)
    except SearchAborted:
        raise UnprovenThreatError(f"the search after cell {cell} ran out of nodes") from None


def threat_cells(board: Board, attacker: int) -> list[int]:
    """The fours and open threes ``attacker`` may make, in cell order."""
    threats = {*board.four_cells(attacker), *board.cells_making(attacker, OPEN_THREE)}
    return sorted(board.allowed_cells(threats, attacker))


def solution_problems(puzzle: Puzzle, expected: Puzzle, does: str, does_not: str) -> list[str]:
    """How ``puzzle``'s goal and accepted first moves differ from ``expected``, the search's
    own puzzle of the same position; ``does`` and ``does_not`` say what a right move does
    ("wins by threats", "does not win by threats")."""
    problems = [f"the goal is {expected.goal.text()}"] if puzzle.goal != expected.goal else []
    problems += [
        f"{text} in the solution {does_not}"
        for text in puzzle.solution
        if text not in expected.solution
    ]
    problems += [
        f"{text} {does} but is not in the solution"
        for text in expected.solution
        if text not in puzzle.solution
    ]
    return problems


class ThreesOracle:
    """Wins by threes in ``spec``'s positions, from :class:`games.mnk.threats.ThreatSearch`."""

    def __init__(self, spec: GameSpec) -> None:
        if not has_fours(spec):
            raise PuzzleError(f"{spec.title} has no puzzles won by threes")
        self.spec = spec

    def threat_lines(self, state: BoardState) -> dict[str, Line | None]:
        """Each threat the side to move can make (by text, in cell order) with the quickest
        win by threats beginning with it, or ``None``: none within the bounds."""
        board = Board.of_state(state)  # type: ignore[arg-type]
        attacker = state.to_move
        return {
            state.move_text(cell): threat_line(board, cell, attacker)
            for cell in threat_cells(board, attacker)
        }

    def position(self, moves: Sequence[str]) -> tuple[BoardState, dict[str, Line | None], int]:
        """The position after ``moves``, its threats' lines and the quickest win's moves;
        raises :class:`PuzzleError` when it is not a puzzle won by threes."""
        state = puzzle_position(self.spec, moves)
        board = Board.of_state(state)  # type: ignore[arg-type]
        attacker = state.to_move
        if board.five_cells(attacker):
            raise PuzzleError("the side to move makes five at once")
        if board.five_cells(1 - attacker):
            raise PuzzleError("the side to move must block a four")
        if vcf_of(board, attacker) is not None:
            raise PuzzleError("the side to move wins by fours alone")
        lines = self.threat_lines(state)
        lengths = [moves_of(line) for line in lines.values() if line is not None]
        if not lengths:
            raise PuzzleError(f"no threat wins by threats within {MAX_THREAT_MOVES} moves")
        return state, lines, min(lengths)

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle:
        """The puzzle of the position after ``moves`` (see :meth:`position`)."""
        return self.puzzle_at(moves, *self.position(moves))

    def puzzle_at(
        self,
        moves: Sequence[str],
        state: BoardState,
        lines: dict[str, Line | None],
        quickest: int,
    ) -> Puzzle:
        """The puzzle of what :meth:`position` found after ``moves``."""
        return line_puzzle(self.spec, moves, state, lines, quickest, kind="threes")

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """What is wrong with ``puzzle``; empty when it is right."""
        if puzzle.game != self.spec.name:
            return (f"it is a puzzle of {puzzle.game}, not {self.spec.name}",)
        try:
            expected = self.make_puzzle(puzzle.moves)
        except PuzzleError as error:
            return (str(error),)
        problems = solution_problems(
            puzzle, expected, does="wins by threats", does_not="does not win by threats"
        )
        if puzzle.fastest != expected.fastest:
            problems.append(f"the fastest threats are {' '.join(expected.fastest)}")
        problems += line_problems(expected.moves, puzzle.line, self.spec)
        if replace(puzzle, rating=expected.rating) != expected and not problems:  # rated apart
            problems.append(f"it differs from the search's: {expected.as_json()}")
        return tuple(problems)

    def judge(self, state: BoardState, text: str) -> tuple[bool, str, Line | None]:
        """Whether the attacker's move ``text`` keeps a win by threats, why in words, and the
        win's line from it (the defender's main reply second)."""
        board = Board.of_state(state)  # type: ignore[arg-type]
        attacker, cell = state.to_move, state.parse_move(text)
        opponent = self.spec.player_names[1 - attacker]
        if cell in board.five_cells(attacker):
            return True, "right: five in a row", None
        theirs = board.five_cells(1 - attacker)
        if theirs and cell not in theirs:
            return False, f"this lets {opponent} make five", None
        line = threat_line(board, cell, attacker)
        if line is not None:
            return True, f"right: {opponent} cannot meet the threats", line
        if not theirs and cell not in threat_cells(board, attacker):
            reason = f"this is neither a four nor an open three: {opponent} is free to answer"
            return False, reason, None
        answer = refutation(board, cell, attacker)
        if answer is None:
            return False, f"{opponent} can meet this threat: no win by threats follows", None
        reason = f"{opponent} answers at {state.move_text(answer)} and no win by threats follows"
        return False, reason, None


def refutation(board: Board, cell: int, attacker: int) -> int | None:
    """An answer to ``attacker``'s threat at ``cell`` after which the search proves no win
    by threats for it: a cell that blocks the threat (where the attacker would make a four
    or five), tried in cell order; ``None`` when none of them does (a counter-four may)."""
    defender = 1 - attacker
    board.place(cell, attacker)
    try:
        blocks = {*board.five_cells(attacker), *board.four_cells(attacker)}
        for answer in sorted(board.allowed_cells(blocks, defender)):
            board.place(answer, defender)
            try:
                if not board.five_cells(defender) and vct_of(board, attacker) is None:
                    return answer
            except UnprovenThreatError:
                continue
            finally:
                board.undo()
        return None
    finally:
        board.undo()


def line_problems(moves: Sequence[str], line: Sequence[str], spec: GameSpec) -> list[str]:
    """What is wrong with ``line`` on the rules after ``moves``: an illegal move, or not
    ending in the puzzle side's five."""
    state = spec.replay(moves)
    solver = state.to_move
    for ply, text in enumerate(line, start=1):
        if state.outcome() is not None:
            return [f"the line goes on after the game ended at ply {ply - 1}"]
        try:
            state = state.play(state.parse_move(text))
        except IllegalMoveError:
            return [f"move {ply} of the line ({text}) is not legal"]
    outcome = state.outcome()
    if outcome is None or outcome.winner != solver:
        return ["the line does not end in five"]
    return []
