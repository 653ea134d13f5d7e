"""Playing a puzzle: each move judged at once with the reason in words, the opponent's
replies, and the player's local puzzle rating (no Qt).

A move is right when it keeps the goal by the engine that made the puzzle: in a
solved game any move that keeps the win (a slower one too) or the draw, in a win by
fours any four after which the win by fours goes on, in a win by threes any move after
which the threat search still proves a win by threats, in "stop the threat" any move
after which it proves none for the opponent, in chess any move that still mates
within the goal's moves, or the one move that wins material (by the deeper search).
The opponent answers along the puzzle's line while the player follows it, else with
the engine's best defence.  A won goal is solved when the game is won, a draw when the
player's moves of the line have all held it, and a material win or a stopped threat by
its one right move (the moves after it are many and none is the puzzle's).  A retried
mistake is solved by one right move: in chess one the review would not mark
(:class:`~app.services.puzzle_estimates.EstimateJudge`), in Gomoku one that keeps a win by
fours or leaves the opponent none (:mod:`app.services.puzzle_defence`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from app.services.puzzle_check import Oracle, keeps
from app.services.puzzle_chess import ChessOracle
from app.services.puzzle_defence import defence_verdict
from app.services.puzzle_estimates import EstimateJudge
from app.services.puzzle_fours import FoursOracle
from app.services.puzzle_verifiers import ThreatVerifier
from app.services.puzzles import Puzzle, PuzzleError
from engine.game_api import IllegalMoveError
from engine.search import WIN
from games.base import BoardState
from games.mnk.patterns import Board

Status = Literal["solving", "solved", "failed"]
Judge = Oracle | FoursOracle | ChessOracle | ThreatVerifier | EstimateJudge
"""What judges a game's puzzle moves."""
ONE_MOVE_GOALS = frozenset({"advantage", "better", "block", "defend"})
"""Goals reached by one right move (what follows is the player's own game)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of one move of the player's."""

    move: str
    right: bool
    reason: str
    """In words, for people: why the move is right or wrong."""
    reply: str | None
    """The opponent's answer, played at once (``None`` when the puzzle is over)."""


@dataclass(frozen=True, slots=True)
class Attempt:
    """A puzzle being solved: the position now and how far along the line it is."""

    puzzle: Puzzle
    state: BoardState
    played: tuple[str, ...] = ()
    """Both sides' moves since the puzzle's position."""
    status: Status = "solving"

    @property
    def on_line(self) -> bool:
        """Whether every move so far is the puzzle's line."""
        return self.puzzle.line[: len(self.played)] == self.played


def start(verifier: Judge, puzzle: Puzzle) -> Attempt:
    """An attempt at ``puzzle`` from its position."""
    if puzzle.game != verifier.spec.name:
        raise PuzzleError(f"a puzzle of {puzzle.game} cannot be played as {verifier.spec.name}")
    return Attempt(puzzle, verifier.spec.replay(puzzle.moves))


def play(verifier: Judge, attempt: Attempt, text: str) -> tuple[Attempt, Verdict]:
    """The player's move ``text`` judged, and the attempt after it and the reply.

    Raises :class:`PuzzleError` for an illegal move or a puzzle already over.
    """
    if attempt.status != "solving":
        raise PuzzleError(f"the puzzle is already {attempt.status}")
    state = attempt.state
    try:
        text = state.move_text(state.parse_move(text))
    except IllegalMoveError as error:
        raise PuzzleError(str(error)) from None
    reply: str | None = None
    if isinstance(verifier, EstimateJudge):
        right, reason = verifier.judge(attempt.puzzle, state, text)
    elif attempt.puzzle.goal.kind == "block":
        opponent = verifier.spec.player_names[1 - state.to_move]
        right, reason = defence_verdict(state, text, opponent)
    elif isinstance(verifier, ThreatVerifier):
        right, reason, reply = _judge_threat(verifier, attempt, text)
    elif isinstance(verifier, FoursOracle):
        right, reason, reply = _judge_four(verifier, attempt, text)
    elif isinstance(verifier, ChessOracle):
        right, reason, reply = _judge_chess(verifier, attempt, text)
    else:
        right, reason, reply = _judge_exact(verifier, attempt, text)
    state = state.play(state.parse_move(text))
    played = (*attempt.played, text)
    if reply is not None:
        state = state.play(state.parse_move(reply))
        played = (*played, reply)
    status: Status = "failed" if not right else "solving"
    if right and _goal_reached(attempt.puzzle, state, played):
        status = "solved"
    after = replace(attempt, state=state, played=played, status=status)
    return after, Verdict(text, right, reason, reply if status == "solving" else None)


def _goal_reached(puzzle: Puzzle, state: BoardState, played: tuple[str, ...]) -> bool:
    """Whether the right move just played ends the puzzle solved."""
    outcome = state.outcome()
    if puzzle.goal.kind in ONE_MOVE_GOALS:
        return True  # the one right move (material won, a threat stopped) is the puzzle
    if puzzle.goal.kind == "draw":
        return len(played) >= len(puzzle.line) or outcome is not None
    return outcome is not None


def _reply(attempt: Attempt, text: str, best: str) -> str:
    """The line's next move while the player follows it, else ``best``."""
    played = (*attempt.played, text)
    line = attempt.puzzle.line
    if line[: len(played)] == played and len(line) > len(played):
        return line[len(played)]
    return best


def _judge_exact(oracle: Oracle, attempt: Attempt, text: str) -> tuple[bool, str, str | None]:
    state, goal, puzzle = attempt.state, attempt.puzzle.goal, attempt.puzzle
    values = oracle.move_values(state)
    score = values[text]
    opponent = oracle.spec.player_names[1 - state.to_move]
    plies = WIN - abs(score)
    if not keeps(goal, score):
        if score < 0:
            reason = f"this lets {opponent} win in {_moves(plies // 2)}"
        else:
            reason = "this only draws"
        return False, reason, None
    child = state.play(state.parse_move(text))
    if child.outcome() is not None:
        return True, "right: it wins" if score > 0 else "right: it holds the draw", None
    best = max(values.values())
    if score > 0:
        pace = "" if score == best else ", though more slowly than the best"
        reason = f"right: it wins in {_moves((plies + 1) // 2)}{pace}"
    else:
        reason = "right: it holds the draw"
    reply_played = len(attempt.played) + 1
    if goal.kind == "draw" and reply_played >= len(puzzle.line):
        return True, reason, None
    return True, reason, _reply(attempt, text, oracle.evaluate(child)[1])


def _judge_chess(oracle: ChessOracle, attempt: Attempt, text: str) -> tuple[bool, str, str | None]:
    """A chess move keeps a mate within the goal's moves, or is the one move that wins
    material; the reply is the line's or the engine's best defence."""
    state, puzzle = attempt.state, attempt.puzzle
    right, reason = oracle.judge(state, puzzle.goal, text)
    child = state.play(state.parse_move(text))
    if not right or child.outcome() is not None or puzzle.goal.kind == "advantage":
        return right, reason, None
    return right, reason, _reply(attempt, text, oracle.best_move(child))


def _judge_four(oracle: FoursOracle, attempt: Attempt, text: str) -> tuple[bool, str, str | None]:
    state = attempt.state
    attacker, opponent = state.to_move, oracle.spec.player_names[1 - state.to_move]
    board = Board.of_state(state)  # type: ignore[arg-type]
    cell = state.parse_move(text)
    if cell in board.five_cells(attacker):
        return True, "right: five in a row", None
    if board.five_cells(1 - attacker) and cell not in board.five_cells(1 - attacker):
        return False, f"this lets {opponent} make five", None
    lines = oracle.four_lines(state)
    if text not in lines:
        return False, f"this is not a four: {opponent} is free to answer anywhere", None
    line = lines[text]
    if line is None:
        return False, "this four does not lead to a win by fours", None
    block = state.move_text(line[1])
    reason = f"right: {opponent} must block at {block}"
    return True, reason, _reply(attempt, text, block)


def _judge_threat(
    verifier: ThreatVerifier, attempt: Attempt, text: str
) -> tuple[bool, str, str | None]:
    """A Gomoku move judged by the oracle of the puzzle's goal."""
    state, kind = attempt.state, attempt.puzzle.goal.kind
    if kind == "defend":
        right, reason = verifier.stop.judge(state, text)
        return right, reason, None
    if kind != "threes":
        return _judge_four(verifier.fours, attempt, text)
    right, reason, line = verifier.threes.judge(state, text)
    if line is None or len(line) < 2:
        return right, reason, None
    child = state.play(state.parse_move(text))
    return right, reason, _reply(attempt, text, child.move_text(line[1]))


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"


# --- the player's puzzle rating ----------------------------------------------------

START_RATING = 1200
PROVISIONAL_GAMES = 20
"""Puzzles during which a result moves the rating twice as far."""
K_FACTOR = 20


@dataclass(frozen=True, slots=True)
class PuzzleRating:
    """A player's Elo rating for one game's puzzles, with how many were tried and the
    current streak of solved ones."""

    rating: int = START_RATING
    attempts: int = 0
    streak: int = 0

    def after(self, puzzle_rating: int, solved: bool) -> PuzzleRating:
        """This rating after a puzzle rated ``puzzle_rating`` was solved or failed
        (Elo: the expected score against the puzzle's rating)."""
        expected = 1 / (1 + 10 ** ((puzzle_rating - self.rating) / 400))
        k = 2 * K_FACTOR if self.attempts < PROVISIONAL_GAMES else K_FACTOR
        change = round(k * ((1.0 if solved else 0.0) - expected))
        return PuzzleRating(
            self.rating + change, self.attempts + 1, self.streak + 1 if solved else 0
        )
