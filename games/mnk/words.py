"""Gomoku's words for hints: the fours, threes and forks a move makes or stops, and how
a proven win's line wins (by fours, or by fours and threes).

The shapes are those of the engine's pattern tables (:mod:`games.mnk.patterns`,
four cells either side of the move, per direction) under the position's rules (exactly
five in standard gomoku; Black's forbidden points in renju), so that the words match
what the engines see.  Nothing here searches: a hint's search says whether the move
wins; these words say what it does.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.mnk.patterns import FIVE, FOUR, OPEN_FOUR, OPEN_THREE, Board
from games.mnk.rules import MnkState

FORKS = ("an open four", "a double four", "a four-three", "a double three")
"""What wins by force once played (an open four at once, the others unless the opponent
has fours of their own)."""


def shape_words(board: Board, cell: int, player: int) -> str | None:
    """What ``player`` makes by playing the empty ``cell``, the strongest first:
    ``an open four``, ``a double four``, ``a four-three``, ``a double three``, ``a four``,
    ``an open three``; ``None`` for a five (said elsewhere) or nothing of these."""
    shapes = board.shape_at(cell, player)
    if FIVE in shapes:
        return None
    fours = sum(shape in (FOUR, OPEN_FOUR) for shape in shapes)
    threes = _real_threes(board, cell, player, sum(shape == OPEN_THREE for shape in shapes))
    if OPEN_FOUR in shapes:
        return "an open four"
    if fours >= 2:
        return "a double four"
    if fours and threes:
        return "a four-three"
    if threes >= 2:
        return "a double three"
    if fours:
        return "a four"
    if threes:
        return "an open three"
    return None


def _open_four_points(board: Board, player: int) -> set[int]:
    """Cells where ``player`` may play to make an open four."""
    return set(board.allowed_cells(board.cells_making(player, OPEN_FOUR), player))


def _real_threes(board: Board, cell: int, player: int, threes: int) -> int:
    """``threes`` open threes made at ``cell``, less those that are no threes under
    renju: Black's three counts only when it can become an open four on a point Black
    may play (the playing cell is allowed, so two real threes there cannot be)."""
    if threes == 0 or player != 0 or not board.renju:
        return threes
    before = _open_four_points(board, player)
    board.place(cell, player)
    try:
        made = _open_four_points(board, player) - before
    finally:
        board.undo()
    return min(threes, 1) if made else 0


def move_reasons(state: MnkState, move: int) -> list[str]:
    """What ``move`` (empty, not making five) does for the side to move: what of the
    opponent's it stops (``blocks a four``, ``blocks an open three``, ``stops a
    four-three``...) and what it makes (``makes a four-three``...)."""
    board = Board.of_state(state)
    player = state.to_move
    opponent = 1 - player
    reasons = []
    if move in board.five_cells(opponent):
        reasons.append("blocks a four")
    elif board.allowed(move, opponent):  # a forbidden point is no threat of theirs
        theirs = shape_words(board, move, opponent)
        if theirs == "an open four":
            reasons.append("blocks an open three")
        elif theirs in FORKS:
            reasons.append(f"stops {theirs}")
        elif _stops_threes(board, move, player):
            reasons.append("blocks an open three")
    mine = shape_words(board, move, player)
    if mine is not None:
        reasons.append(f"makes {mine}")
    return reasons


def _stops_threes(board: Board, move: int, player: int) -> bool:
    """Whether the opponent has an open three and ``player``'s ``move`` leaves them none:
    no cell where they would make an open four (a block at either end of a broken three,
    not at the far end of ``__XXX__``, whose other side still opens)."""
    opponent = 1 - player
    if not _open_four_points(board, opponent):
        return False
    board.place(move, player)
    try:
        return not _open_four_points(board, opponent)
    finally:
        board.undo()


def win_words(state: MnkState, line: Sequence[int]) -> str | None:
    """How ``line``, a proven win for the side to move in ``state``, wins: ``by fours``
    when every attacker move before the five makes a four, ``by fours and threes`` when
    each makes a four or an open three; ``None`` when the line starts quietly or does not
    end in the attacker's five on the rules."""
    attacker = state.to_move
    board = Board.of_state(state)
    replay = state
    kinds = set()
    for index, move in enumerate(line):
        mover = replay.to_move
        if move not in replay.legal_moves():
            return None
        if mover == attacker and index < len(line) - 1:
            shapes = board.shape_at(move, attacker)
            if FOUR in shapes or OPEN_FOUR in shapes:
                kinds.add("fours")
            elif OPEN_THREE in shapes:
                kinds.add("threes")
            else:
                return None
        board.place(move, mover)
        replay = replay.play(move)
        if replay.outcome() is not None:
            break
    outcome = replay.outcome()
    if outcome is None or outcome.winner != attacker or not kinds:
        return None
    return "by fours" if kinds == {"fours"} else "by fours and threes"
