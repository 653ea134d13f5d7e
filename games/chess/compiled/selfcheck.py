"""The compiled move generator checked against python-chess on random games.

Used by the tests (a few hundred games) and by ``tools/bench/chess_engine.py --games``
(acceptance: 10,000 games).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import chess

from games.chess.compiled import board as kernel
from games.chess.compiled.position import Outcome, Position, encode_move

MAX_PLIES = 400
"""Plies after which a random game is cut off (python-chess's 75-move rule ends most)."""


@dataclass(frozen=True, slots=True)
class Disagreement:
    """A position where the compiled generator and python-chess differ."""

    fen: str
    what: str


@dataclass(frozen=True, slots=True)
class Agreement:
    """Figures of a comparison over random games."""

    games: int
    positions: int
    disagreements: tuple[Disagreement, ...]
    endings: dict[str, int]
    """Termination name (or ``"cut off"``) -> games."""


def compare_position(
    position: Position, board: chess.Board, legal: list[chess.Move] | None = None
) -> str | None:
    """What differs between ``position`` and the python-chess ``board`` (legal moves,
    check, outcome, the incremental hash), or ``None``; ``legal`` may hold
    ``board``'s legal moves already generated."""
    ours = position.legal_moves()
    theirs = list(board.legal_moves) if legal is None else legal
    if len(ours) != len(theirs) or set(ours) != set(theirs):
        return f"legal moves {sorted(map(str, ours))} != {sorted(map(str, theirs))}"
    if position.in_check() != board.is_check():
        return f"check {position.in_check()} != {board.is_check()}"
    outcome = board.outcome()
    expected = None if outcome is None else Outcome(outcome.termination, outcome.winner)
    if position.outcome() != expected:
        return f"outcome {position.outcome()} != {expected}"
    if position.hash != int(kernel.full_hash(position.pos)):
        return "incremental hash differs from the hash computed from scratch"
    return None


def compare_random_games(games: int, rng: random.Random, max_plies: int = MAX_PLIES) -> Agreement:
    """Plays ``games`` games of uniformly random legal moves (cut off after ``max_plies``)
    and compares every position."""
    positions = 0
    disagreements: list[Disagreement] = []
    endings: dict[str, int] = {}
    for _ in range(games):
        board = chess.Board()
        position = Position(board)
        while True:
            positions += 1
            legal = list(board.legal_moves)
            problem = compare_position(position, board, legal)
            if problem is not None:
                disagreements.append(Disagreement(board.fen(), problem))
                break
            outcome = board.outcome()
            if outcome is not None or board.ply() >= max_plies:
                name = "cut off" if outcome is None else outcome.termination.name
                endings[name] = endings.get(name, 0) + 1
                break
            move = rng.choice(legal)
            position.play(encode_move(move, board))
            board.push(move)
    return Agreement(games, positions, tuple(disagreements), endings)
