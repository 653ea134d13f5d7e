"""Gomoku "stop the threat" puzzles, made and verified with the threat search (no Qt).

The opponent, were it to move, would win by fours (within
:data:`~app.services.puzzle_fours.MAX_FOURS` moves) or by threes (within the bounds of
:mod:`app.services.puzzle_threes`); the side to move must find a defence.  The
solution is every legal move after which the threat search proves the opponent has
neither win (all of them count as fastest); the line is the first of them.  Positions
where the side to move makes five, must block a four already on the board, or has a
win by fours of its own are not such puzzles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from app.services.puzzle_fours import has_fours, moves_of
from app.services.puzzle_threes import (
    solution_problems,
    threat_line,
    vcf_of,
    vct_of,
)
from app.services.puzzles import Goal, Puzzle, PuzzleError, puzzle_position, rating
from games.base import BoardState, GameSpec
from games.mnk.patterns import Board
from games.mnk.threats import Line

ThreatKind = Literal["fours", "threes"]
LINE_MOVES_SHOWN = 5
"""Moves of a winning line a verdict names before "…"."""


@dataclass(frozen=True, slots=True)
class Threat:
    """A win the attacker (to move) has: by fours alone or by threes, and its line."""

    kind: ThreatKind
    line: Line


def threat_of(board: Board, attacker: int, first: int | None = None) -> Threat | None:
    """``attacker``'s win on ``board`` with ``attacker`` to move: by fours first, else by
    threes; ``None`` when the search proves neither.

    A win by threes beginning at ``first`` (the threat's first move before the defender's
    move, if still empty) is tried before the whole search: it finds most wins at once,
    and only the line found, never whether there is a win, depends on it.
    """
    fours = vcf_of(board, attacker)
    if fours is not None:
        return Threat("fours", fours)
    if first is not None and board.stones[first] < 0:
        line = threat_line(board, first, attacker)
        if line is not None:
            return Threat("threes", line)
    threes = vct_of(board, attacker)
    return None if threes is None else Threat("threes", threes)


def threat_after(board: Board, cell: int, defender: int, threat: Threat) -> Threat | None:
    """The attacker's win after the defender plays ``cell`` against ``threat``."""
    board.place(cell, defender)
    try:
        return threat_of(board, 1 - defender, threat.line[0])
    finally:
        board.undo()


class StopOracle:
    """Defences against the opponent's wins by threats in ``spec``'s positions."""

    def __init__(self, spec: GameSpec) -> None:
        if not has_fours(spec):
            raise PuzzleError(f"{spec.title} has no threats to stop")
        self.spec = spec

    def position(
        self, moves: Sequence[str], most_defences: int | None = None
    ) -> tuple[BoardState, Threat, dict[str, Threat | None]]:
        """The position after ``moves``, the opponent's threat, and each legal move (by text,
        in legal order) with the opponent's win after it; raises :class:`PuzzleError` when
        it is not a "stop the threat" puzzle, or (to make puzzles sooner) as soon as more
        than ``most_defences`` moves are found to stop the threat."""
        state = puzzle_position(self.spec, moves)
        board = Board.of_state(state)  # type: ignore[arg-type]
        defender = state.to_move
        if board.five_cells(defender):
            raise PuzzleError("the side to move makes five at once")
        if board.five_cells(1 - defender):
            raise PuzzleError("the side to move must block a four")
        if vcf_of(board, defender) is not None:
            raise PuzzleError("the side to move wins by fours first")
        threat = threat_of(board, 1 - defender)
        if threat is None:
            raise PuzzleError("the opponent threatens no win by fours or threes")
        legal = state.legal_moves()
        if most_defences is not None:  # the threat's own cells stop it most often
            legal = sorted(legal, key=lambda cell: cell not in threat.line)
        after: dict[str, Threat | None] = {}
        for cell in legal:
            after[state.move_text(cell)] = threat_after(board, cell, defender, threat)
            defences = sum(reply is None for reply in after.values())
            if most_defences is not None and defences > most_defences:
                raise PuzzleError(f"more than {most_defences} moves stop the threat")
        after = {text: after[text] for text in map(state.move_text, state.legal_moves())}
        if all(reply is not None for reply in after.values()):
            raise PuzzleError("no move stops the threat")
        return state, threat, after

    def make_puzzle(self, moves: Sequence[str], most_defences: int | None = None) -> Puzzle:
        """The puzzle of the position after ``moves`` (see :meth:`position`)."""
        state, threat, after = self.position(moves, most_defences)
        solution = tuple(text for text, reply in after.items() if reply is None)
        return Puzzle.at(
            self.spec,
            moves,
            state,
            goal=Goal("defend"),
            solution=solution,
            fastest=solution,
            line=solution[:1],
            rating=stop_rating(state, threat, after),
        )

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """What is wrong with ``puzzle``; empty when it is right."""
        if puzzle.game != self.spec.name:
            return (f"it is a puzzle of {puzzle.game}, not {self.spec.name}",)
        try:
            expected = self.make_puzzle(puzzle.moves)
        except PuzzleError as error:
            return (str(error),)
        problems = solution_problems(
            puzzle, expected, does="stops the threat", does_not="does not stop the threat"
        )
        if replace(puzzle, rating=expected.rating) != expected and not problems:  # rated apart
            problems.append(f"it differs from the search's: {expected.as_json()}")
        return tuple(problems)

    def judge(self, state: BoardState, text: str) -> tuple[bool, str]:
        """Whether the defender's move ``text`` stops every win by threats, and why in words
        (a wrong move's verdict names the win it allows)."""
        board = Board.of_state(state)  # type: ignore[arg-type]
        before = threat_of(board, 1 - state.to_move)
        if before is None:
            raise PuzzleError("the opponent threatens nothing here")
        threat = threat_after(board, state.parse_move(text), state.to_move, before)
        opponent = self.spec.player_names[1 - state.to_move]
        if threat is None:
            return True, f"right: {opponent} has no win by fours or threes left"
        child = state.play(state.parse_move(text))
        return False, f"{opponent} still wins by {threat.kind}: {line_words(child, threat.line)}"


def line_words(state: BoardState, line: Line) -> str:
    """The first :data:`LINE_MOVES_SHOWN` moves of ``line`` from ``state``: ``j9, k10, …``."""
    texts = [state.move_text(cell) for cell in line[:LINE_MOVES_SHOWN]]
    return ", ".join(texts) + (", …" if len(line) > LINE_MOVES_SHOWN else "")


def stop_rating(state: BoardState, threat: Threat, after: dict[str, Threat | None]) -> int:
    """:func:`rating` with every legal move as a choice and the threat's length as the depth;
    the trap is the move the board's move values like best failing."""
    board = Board.of_state(state)  # type: ignore[arg-type]
    favourite = max(after, key=lambda text: board.move_value(state.parse_move(text), state.to_move))
    accepted = sum(reply is None for reply in after.values())
    return rating(moves_of(threat.line), len(after), accepted, after[favourite] is not None)
