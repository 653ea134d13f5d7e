"""*Retry mistakes*: the positions before a player's proven mistakes in a reviewed game,
as puzzles (no Qt).

In a game whose values the review proved (:class:`app.services.review.Review`), every
move after which its mover's outcome was worse is a mistake; the position before it
becomes a puzzle of the solved game (:func:`app.services.puzzle_check.make_puzzle`):
the goal is what the mover had (a win or a draw), and every move that keeps it is
accepted, not only the fastest.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.services.puzzle_check import Oracle, make_puzzle
from app.services.puzzles import Puzzle
from app.services.review import Review, mistakes
from games.base import GameSpec


def mistake_puzzles(
    oracle: Oracle, move_texts: Sequence[str], review: Review, players: Collection[int]
) -> tuple[Puzzle, ...]:
    """The puzzles of the mistakes ``players`` (by index) made in the game ``move_texts``
    of ``oracle``'s game, as ``review`` proved them, in the game's order."""
    spec: GameSpec = oracle.spec
    states = [spec.new_state()]
    moves = []
    for text in move_texts:
        move = states[-1].parse_move(text)
        moves.append(move)
        states.append(states[-1].play(move))
    return tuple(
        make_puzzle(oracle, move_texts[: mistake.ply])
        for mistake in mistakes(states, moves, review.values)
        if mistake.player in players
    )
