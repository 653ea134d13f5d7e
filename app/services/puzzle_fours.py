"""Gomoku puzzles won by fours (VCF), made and verified with the threat search (no Qt).

In a "win by fours in N" puzzle the side to move wins by making a four with every
move, the opponent's answers forced, the last move a five, in N moves at best.  The
goal's choices are the fours the side can make: the solution is every four after
which such a win follows within :data:`MAX_FOURS` moves (the bound of the check: a
four outside the solution does not win by fours within it), the fastest are those of
the N-move win, and the line is the whole sequence.  Positions where the side to
move has a five already, or must block the opponent's four, are not puzzles.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.services.puzzles import Goal, GoalKind, Puzzle, PuzzleError, puzzle_position, rating
from engine.game_api import IllegalMoveError
from engine.search import Budget, Limits
from games.base import BoardState, GameSpec
from games.mnk.patterns import Board
from games.mnk.rules import MnkState
from games.mnk.threats import Line, ThreatSearch

MAX_FOURS = 10
"""Most moves of a win by fours that the solution and the check look for."""


def has_fours(spec: GameSpec) -> bool:
    """Whether ``spec`` is a five-in-a-row game without renju's forbidden points."""
    state = spec.new_state()
    return isinstance(state, MnkState) and state.geometry.k == 5 and not state.renju


class FoursOracle:
    """Wins by fours in ``spec``'s positions, from :class:`games.mnk.threats.ThreatSearch`."""

    def __init__(self, spec: GameSpec) -> None:
        if not has_fours(spec):
            raise PuzzleError(f"{spec.title} has no puzzles won by fours")
        self.spec = spec

    def four_lines(self, state: BoardState) -> dict[str, Line | None]:
        """Each four the side to move can make (by text, in cell order) with the quickest
        win by fours beginning with it (cells, both sides), or ``None``: none within
        :data:`MAX_FOURS` moves."""
        board = Board.of_state(state)  # type: ignore[arg-type]
        attacker = state.to_move
        fours = sorted(board.allowed_cells(board.four_cells(attacker), attacker))
        return {state.move_text(cell): _line_from(board, cell, attacker) for cell in fours}

    def position(self, moves: Sequence[str]) -> tuple[BoardState, dict[str, Line | None], int]:
        """The position after ``moves``, its fours' lines and the quickest win's moves;
        raises :class:`PuzzleError` when it is not a puzzle won by fours."""
        state = puzzle_position(self.spec, moves)
        board = Board.of_state(state)  # type: ignore[arg-type]
        if board.five_cells(state.to_move):
            raise PuzzleError("the side to move makes five at once")
        if board.five_cells(1 - state.to_move):
            raise PuzzleError("the side to move must block a four")
        lines = self.four_lines(state)
        lengths = [moves_of(line) for line in lines.values() if line is not None]
        if not lengths:
            raise PuzzleError(f"no four wins by fours within {MAX_FOURS} moves")
        return state, lines, min(lengths)

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle:
        """The puzzle of the position after ``moves`` (see :meth:`position`)."""
        return line_puzzle(self.spec, moves, *self.position(moves), kind="fours")

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """What is wrong with ``puzzle``; empty when it is right."""
        if puzzle.game != self.spec.name:
            return (f"it is a puzzle of {puzzle.game}, not {self.spec.name}",)
        try:
            state, lines, quickest = self.position(puzzle.moves)
        except PuzzleError as error:
            return (str(error),)
        problems = []
        if puzzle.position != state.to_text():
            problems.append(f"the moves lead to {state.to_text()}, not {puzzle.position}")
        if puzzle.to_move != self.spec.player_names[state.to_move]:
            problems.append(f"{self.spec.player_names[state.to_move]} is to move")
        goal = Goal("fours", quickest)
        if puzzle.goal != goal:
            problems.append(f"the goal is {goal.text()}, not {puzzle.goal.text()}")
        for text in puzzle.solution:
            if text not in lines:
                problems.append(f"{text} in the solution makes no four")
            elif lines[text] is None:
                problems.append(f"{text} in the solution does not win by fours")
        for text, line in lines.items():
            if line is not None and text not in puzzle.solution:
                problems.append(f"{text} wins by fours but is not in the solution")
        fastest = {text for text, line in lines.items() if line and moves_of(line) == quickest}
        if set(puzzle.fastest) != fastest:
            problems.append(f"the fastest fours are {' '.join(sorted(fastest))}")
        problems += _line_problems(state, puzzle.line, quickest)
        return tuple(problems)


def moves_of(line: Line | None) -> int:
    """The attacker's moves in a line of both sides' cells."""
    return 0 if line is None else (len(line) + 1) // 2


def line_puzzle(
    spec: GameSpec,
    moves: Sequence[str],
    state: BoardState,
    lines: dict[str, Line | None],
    quickest: int,
    kind: GoalKind,
) -> Puzzle:
    """The puzzle of a win by threats of ``kind`` (``fours``, ``threes``) after ``moves``:
    ``lines`` holds each choice's winning line (``None``: it does not win), the quickest
    in ``quickest`` moves."""
    solution = tuple(text for text, line in lines.items() if line is not None)
    fastest = tuple(text for text in solution if moves_of(lines[text]) == quickest)
    line = lines[fastest[0]]
    assert line is not None
    return Puzzle.at(
        spec,
        moves,
        state,
        goal=Goal(kind, quickest),
        solution=solution,
        fastest=fastest,
        line=tuple(state.move_text(cell) for cell in line),
        rating=threat_rating(state, lines, quickest),
    )


def threat_rating(state: BoardState, lines: dict[str, Line | None], quickest: int) -> int:
    """:func:`rating` with the threats as the choices; the trap is the threat the board's
    move values like best failing."""
    board = Board.of_state(state)  # type: ignore[arg-type]
    favourite = max(lines, key=lambda text: board.move_value(state.parse_move(text), state.to_move))
    accepted = sum(line is not None for line in lines.values())
    return rating(quickest, len(lines), accepted, lines[favourite] is None)


def _line_from(board: Board, cell: int, attacker: int) -> Line | None:
    """The quickest win by fours beginning with the four at ``cell``, within :data:`MAX_FOURS`."""
    defender = 1 - attacker
    board.place(cell, attacker)
    try:
        points = board.five_cells(attacker)
        if len(points) >= 2:
            return [cell, points[0], points[1]]
        if len(points) != 1:
            return None
        board.place(points[0], defender)
        try:
            rest = ThreatSearch(board, Budget(Limits(), None)).vcf(attacker, MAX_FOURS - 1)
        finally:
            board.undo()
        return None if rest is None else [cell, points[0], *rest]
    finally:
        board.undo()


def _line_problems(state: BoardState, line: Sequence[str], quickest: int) -> list[str]:
    """What is wrong with ``line`` as a win by fours in ``quickest`` moves from ``state``."""
    attacker = state.to_move
    if len(line) != 2 * quickest - 1:
        return [f"the line has {len(line)} plies, not {2 * quickest - 1}"]
    for ply, text in enumerate(line, start=1):
        board = Board.of_state(state)  # type: ignore[arg-type]
        try:
            cell = state.parse_move(text)
        except IllegalMoveError:
            return [f"move {ply} of the line ({text}) is not legal"]
        if state.to_move == attacker:
            threats = board.four_cells(attacker) + board.five_cells(attacker)
            if cell not in threats:
                return [f"move {ply} of the line ({text}) makes no four"]
        elif cell not in board.five_cells(attacker):
            return [f"move {ply} of the line ({text}) does not block the four"]
        state = state.play(cell)
    outcome = state.outcome()
    if outcome is None or outcome.winner != attacker:
        return ["the line does not end in five"]
    return []
