"""The chess heuristic the generic alpha-beta calls: a static evaluation settled by a
quiescence search, and the move order it tries moves in.

Scores are centipawns from the side to move.  The static evaluation is material,
piece-square tables blended between the middlegame and the endgame by the material
left, a bishop pair bonus, a small bonus per square the minor pieces and rooks
attack (mobility) and a penalty for a middlegame king whose pawn shield is gone.

The generic engine calls :func:`heuristic` at the leaves of its tree.  A leaf in
the middle of an exchange would be misjudged by a static evaluation, so the
heuristic first plays out captures and promotions (and every reply to a check)
until the position is quiet: a quiescence search with its own alpha-beta, on a
private copy of the board (push and pop, no new states).  Mates found inside it
are large heuristic scores, never the engine's proven wins: only the engine's own
tree proves a result.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import chess

from engine.search import HEURISTIC_BOUND

# --- the static evaluation ---------------------------------------------------------

VALUES: Final = {
    chess.PAWN: 100,
    chess.KNIGHT: 315,
    chess.BISHOP: 330,
    chess.ROOK: 500,
    chess.QUEEN: 920,
    chess.KING: 0,
}
"""Centipawns."""

# Piece-square tables from White's side, rank 8 on the first line (as a board is drawn),
# so the entry for square s is TABLE[56 - 8 * rank(s) + file(s)].  Our own numbers.
_PAWN = (
    0,   0,   0,   0,   0,   0,   0,   0,
    60,  60,  60,  65,  65,  60,  60,  60,
    15,  20,  25,  35,  35,  25,  20,  15,
    5,   8,   12,  25,  25,  12,  8,   5,
    0,   0,   8,   20,  20,  5,   0,   0,
    5,   0,   -5,  5,   5,   -5,  0,   5,
    5,   10,  10,  -15, -15, 10,  10,  5,
    0,   0,   0,   0,   0,   0,   0,   0,
)  # fmt: skip
_PAWN_END = (
    0,   0,   0,   0,   0,   0,   0,   0,
    90,  90,  85,  80,  80,  85,  90,  90,
    50,  50,  45,  40,  40,  45,  50,  50,
    25,  25,  20,  18,  18,  20,  25,  25,
    10,  10,  8,   8,   8,   8,   10,  10,
    0,   0,   0,   0,   0,   0,   0,   0,
    -5,  -5,  -5,  -5,  -5,  -5,  -5,  -5,
    0,   0,   0,   0,   0,   0,   0,   0,
)  # fmt: skip
_KNIGHT = (
    -50, -35, -25, -20, -20, -25, -35, -50,
    -35, -15, 0,   5,   5,   0,   -15, -35,
    -25, 5,   15,  20,  20,  15,  5,   -25,
    -20, 5,   20,  25,  25,  20,  5,   -20,
    -20, 0,   15,  22,  22,  15,  0,   -20,
    -25, 0,   12,  12,  12,  12,  0,   -25,
    -35, -15, 0,   3,   3,   0,   -15, -35,
    -50, -30, -25, -20, -20, -25, -30, -50,
)  # fmt: skip
_BISHOP = (
    -20, -10, -10, -10, -10, -10, -10, -20,
    -10, 0,   0,   0,   0,   0,   0,   -10,
    -10, 0,   5,   10,  10,  5,   0,   -10,
    -10, 5,   5,   12,  12,  5,   5,   -10,
    -10, 0,   12,  12,  12,  12,  0,   -10,
    -10, 10,  10,  8,   8,   10,  10,  -10,
    -10, 8,   0,   2,   2,   0,   8,   -10,
    -20, -10, -15, -10, -10, -15, -10, -20,
)  # fmt: skip
_ROOK = (
    5,   5,   5,   8,   8,   5,   5,   5,
    15,  20,  20,  20,  20,  20,  20,  15,
    -5,  0,   0,   0,   0,   0,   0,   -5,
    -5,  0,   0,   0,   0,   0,   0,   -5,
    -5,  0,   0,   0,   0,   0,   0,   -5,
    -5,  0,   0,   0,   0,   0,   0,   -5,
    -8,  0,   0,   0,   0,   0,   0,   -8,
    -5,  -3,  2,   8,   8,   5,   -3,  -5,
)  # fmt: skip
_QUEEN = (
    -20, -10, -10, -5,  -5,  -10, -10, -20,
    -10, 0,   0,   0,   0,   0,   0,   -10,
    -10, 0,   5,   5,   5,   5,   0,   -10,
    -5,  0,   5,   5,   5,   5,   0,   -5,
    -5,  0,   5,   5,   5,   5,   0,   -5,
    -10, 3,   5,   5,   5,   5,   0,   -10,
    -10, 0,   3,   0,   0,   0,   0,   -10,
    -20, -10, -10, 0,   -5,  -10, -10, -20,
)  # fmt: skip
_KING = (
    -40, -45, -45, -55, -55, -45, -45, -40,
    -40, -45, -45, -55, -55, -45, -45, -40,
    -40, -45, -45, -55, -55, -45, -45, -40,
    -35, -40, -40, -50, -50, -40, -40, -35,
    -25, -30, -30, -40, -40, -30, -30, -25,
    -15, -20, -20, -25, -25, -20, -20, -15,
    15,  15,  -5,  -10, -10, -5,  15,  15,
    20,  35,  15,  -5,  0,   10,  35,  20,
)  # fmt: skip
_KING_END = (
    -50, -35, -25, -20, -20, -25, -35, -50,
    -30, -15, -5,  0,   0,   -5,  -15, -30,
    -25, -5,  15,  25,  25,  15,  -5,  -25,
    -25, -5,  25,  35,  35,  25,  -5,  -25,
    -25, -5,  25,  35,  35,  25,  -5,  -25,
    -25, -5,  15,  25,  25,  15,  -5,  -25,
    -30, -25, 0,   0,   0,   0,   -25, -30,
    -50, -35, -30, -30, -30, -30, -35, -50,
)  # fmt: skip

_MIDDLE_TABLES: Final = {
    chess.PAWN: _PAWN,
    chess.KNIGHT: _KNIGHT,
    chess.BISHOP: _BISHOP,
    chess.ROOK: _ROOK,
    chess.QUEEN: _QUEEN,
    chess.KING: _KING,
}
_END_TABLES: Final = {**_MIDDLE_TABLES, chess.PAWN: _PAWN_END, chess.KING: _KING_END}

PHASE_WEIGHTS: Final = {chess.KNIGHT: 1, chess.BISHOP: 1, chess.ROOK: 2, chess.QUEEN: 4}
FULL_PHASE: Final = 24
"""Phase weight of the starting position's pieces (pawns and kings weigh nothing)."""
BISHOP_PAIR: Final = 30
MOBILITY: Final = {chess.KNIGHT: 4, chess.BISHOP: 4, chess.ROOK: 2}
"""Centipawns per square a minor piece or rook attacks that no own piece stands on."""
KING_SHIELD: Final = 12
"""Middlegame centipawns per missing pawn in front of a castled king (three at most)."""


def _square_table(table: Sequence[int], color: chess.Color) -> tuple[int, ...]:
    """``table`` indexed by python-chess squares for ``color`` (Black's mirrored)."""
    return tuple(
        table[56 - 8 * chess.square_rank(square) + chess.square_file(square)]
        if color == chess.WHITE
        else table[8 * chess.square_rank(square) + chess.square_file(square)]
        for square in chess.SQUARES
    )


def _piece_square(tables: dict[int, Sequence[int]]) -> dict[tuple[bool, int], tuple[int, ...]]:
    """Material plus table value, for each colour and piece type, by square."""
    return {
        (color, piece_type): tuple(
            VALUES[piece_type] + value for value in _square_table(tables[piece_type], color)
        )
        for color in chess.COLORS
        for piece_type in chess.PIECE_TYPES
    }


MIDDLE: Final = _piece_square(_MIDDLE_TABLES)
END: Final = _piece_square(_END_TABLES)


def _shield_mask(color: chess.Color, king: int) -> int:
    """The squares one and two ranks in front of a king on its first two ranks, on its
    file and the neighbouring ones; 0 for a king farther up the board."""
    rank, file = chess.square_rank(king), chess.square_file(king)
    step = 1 if color == chess.WHITE else -1
    home = 0 if color == chess.WHITE else 7
    if rank not in (home, home + step):
        return 0
    files = chess.BB_FILES[file]
    if file > 0:
        files |= chess.BB_FILES[file - 1]
    if file < 7:
        files |= chess.BB_FILES[file + 1]
    return files & (chess.BB_RANKS[rank + step] | chess.BB_RANKS[rank + 2 * step])


def _shield_files(king: int) -> tuple[int, ...]:
    file = chess.square_file(king)
    return tuple(chess.BB_FILES[f] for f in range(max(0, file - 1), min(7, file + 1) + 1))


_SHIELD: Final = {
    color: tuple((_shield_mask(color, king), _shield_files(king)) for king in chess.SQUARES)
    for color in chess.COLORS
}
"""Per colour and king square: the pawn shield's squares and the files it covers."""


_KNIGHT_ATTACKS: Final = chess.BB_KNIGHT_ATTACKS
_DIAG_MASKS: Final = chess.BB_DIAG_MASKS
_DIAG_ATTACKS: Final = chess.BB_DIAG_ATTACKS
_RANK_MASKS: Final = chess.BB_RANK_MASKS
_RANK_ATTACKS: Final = chess.BB_RANK_ATTACKS
_FILE_MASKS: Final = chess.BB_FILE_MASKS
_FILE_ATTACKS: Final = chess.BB_FILE_ATTACKS


def evaluate(board: chess.Board) -> int:
    """Static value of ``board`` in centipawns, from the side to move; no search."""
    middle = end = 0
    occupied = board.occupied
    pawns, knights, bishops = board.pawns, board.knights, board.bishops
    rooks, queens, kings = board.rooks, board.queens, board.kings
    phase = min(
        FULL_PHASE,
        (knights | bishops).bit_count() + 2 * rooks.bit_count() + 4 * queens.bit_count(),
    )
    for color in chess.COLORS:
        sign = 1 if color == chess.WHITE else -1
        own = board.occupied_co[color]
        free = ~own
        side_middle = side_end = 0
        for piece_type, mask in (
            (chess.PAWN, pawns),
            (chess.KNIGHT, knights),
            (chess.BISHOP, bishops),
            (chess.ROOK, rooks),
            (chess.QUEEN, queens),
            (chess.KING, kings),
        ):
            pieces = mask & own
            if not pieces:
                continue
            middle_table = MIDDLE[color, piece_type]
            end_table = END[color, piece_type]
            reach = 0
            while pieces:
                lowest = pieces & -pieces
                square = lowest.bit_length() - 1
                pieces ^= lowest
                side_middle += middle_table[square]
                side_end += end_table[square]
                if piece_type == chess.KNIGHT:
                    reach += (_KNIGHT_ATTACKS[square] & free).bit_count()
                elif piece_type == chess.BISHOP:
                    attacks = _DIAG_ATTACKS[square][_DIAG_MASKS[square] & occupied]
                    reach += (attacks & free).bit_count()
                elif piece_type == chess.ROOK:
                    attacks = (
                        _RANK_ATTACKS[square][_RANK_MASKS[square] & occupied]
                        | _FILE_ATTACKS[square][_FILE_MASKS[square] & occupied]
                    )
                    reach += (attacks & free).bit_count()
            if reach:
                bonus = MOBILITY[piece_type] * reach
                side_middle += bonus
                side_end += bonus
        if (bishops & own).bit_count() >= 2:
            side_middle += BISHOP_PAIR
            side_end += BISHOP_PAIR
        king_mask = kings & own
        if king_mask:
            shield, files = _SHIELD[color][king_mask.bit_length() - 1]
            if shield:
                shield_pawns = pawns & own & shield
                side_middle -= KING_SHIELD * sum(1 for file in files if not shield_pawns & file)
        middle += sign * side_middle
        end += sign * side_end
    value = int((middle * phase + end * (FULL_PHASE - phase)) / FULL_PHASE)  # symmetric
    return value if board.turn == chess.WHITE else -value


# --- quiescence -------------------------------------------------------------------------

MATE: Final = 30_000
"""A mate met inside the quiescence search, in centipawns (less the plies to it): far
above any material balance, far below the engine's proven scores."""
QUIESCENCE_PLIES: Final = 5
"""Deepest capture sequence followed; beyond it the static value stands."""
SHORT_SIGHTED_PLIES: Final = 1
"""The capture sequence :func:`short_sighted_heuristic` follows: one capture."""
EVASION_PLIES: Final = 1
"""Plies of the quiescence search in which a check is answered by every legal reply."""
DELTA: Final = 200
"""A capture that cannot bring the score within this many centipawns of alpha, even
winning the captured piece outright, is not tried (delta pruning)."""

assert MATE + 100 < HEURISTIC_BOUND


def _victim_value(board: chess.Board, move: chess.Move) -> int:
    if board.is_en_passant(move):
        return VALUES[chess.PAWN]
    victim = board.piece_type_at(move.to_square)
    return VALUES[victim] if victim else 0


def _capture_order(board: chess.Board, move: chess.Move) -> int:
    """MVV-LVA with promotions: higher first."""
    attacker = board.piece_type_at(move.from_square) or chess.PAWN
    score = 10 * _victim_value(board, move) - VALUES[attacker] // 10
    if move.promotion:
        score += 10 * VALUES[move.promotion]
    return score


def quiesce(
    board: chess.Board, alpha: int, beta: int, ply: int = 0, plies: int = QUIESCENCE_PLIES
) -> int:
    """The value of ``board`` for its side to move, once captures and promotions are
    played out to at most ``plies`` plies; ``board`` is restored before returning.

    In check within the first :data:`EVASION_PLIES` plies every reply is tried (a
    position in check has no standing value); later a check is judged statically.
    Captures of a defended piece by a more valuable one are skipped (they rarely
    gain), as are captures too small to reach alpha (delta pruning).
    """
    if ply < EVASION_PLIES and board.is_check():
        moves = list(board.generate_legal_moves())
        if not moves:
            return -(MATE - ply)
        best = -MATE
    else:
        stand = evaluate(board)
        if stand >= beta or ply >= plies:
            return stand
        alpha = max(alpha, stand)
        best = stand
        moves = []
        them = not board.turn
        for move in board.generate_legal_moves(
            chess.BB_ALL, board.occupied_co[them] | _promotion_targets(board)
        ):
            if move.promotion not in (None, chess.QUEEN):
                continue  # under-promotions are for the main search
            victim = board.piece_type_at(move.to_square)
            if victim is None and not move.promotion:
                continue
            gain = VALUES[victim] if victim else 0
            if move.promotion:
                gain += VALUES[chess.QUEEN] - VALUES[chess.PAWN]
            elif stand + gain + DELTA <= alpha:
                continue
            attacker = board.piece_type_at(move.from_square) or chess.PAWN
            if VALUES[attacker] > gain and board.is_attacked_by(them, move.to_square):
                continue
            moves.append(move)
        if board.ep_square is not None:
            moves += list(board.generate_legal_ep())
    moves.sort(key=lambda move: _capture_order(board, move), reverse=True)
    for move in moves:
        board.push(move)
        try:
            score = -quiesce(board, -beta, -alpha, ply + 1, plies)
        finally:
            board.pop()
        if score > best:
            best = score
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
    return best


def _promotion_targets(board: chess.Board) -> int:
    """The last rank for the side to move's pawns."""
    return chess.BB_RANK_8 if board.turn == chess.WHITE else chess.BB_RANK_1


def heuristic(state) -> int:
    """The engine's leaf value of a :class:`~games.chess.rules.ChessState` that is not
    over: centipawns from the side to move, after captures are played out."""
    board = state.board.copy(stack=False)
    return quiesce(board, -MATE - 1, MATE + 1)


def short_sighted_heuristic(state) -> int:
    """The leaf value of a player with a short horizon: like :func:`heuristic`, but only
    the first capture of the sequence is seen (a piece left where it can be taken counts
    as lost, a recapture is not foreseen).  Centipawns from the side to move."""
    board = state.board.copy(stack=False)
    return quiesce(board, -MATE - 1, MATE + 1, plies=SHORT_SIGHTED_PLIES)


def static_heuristic(state) -> int:
    """The evaluation without quiescence (for comparisons and tests)."""
    return evaluate(state.board)


# --- move order -------------------------------------------------------------------------


def _checks_directly(board: chess.Board, move: chess.Move, king: int) -> bool:
    """Whether the piece ``move`` puts on its target square attacks ``king`` from there
    (discovered checks and castling checks are not seen): a cheap stand-in for
    ``board.gives_check``, which plays the move."""
    piece_type = move.promotion or board.piece_type_at(move.from_square)
    target = move.to_square
    king_mask = chess.BB_SQUARES[king]
    if piece_type == chess.KNIGHT:
        return bool(chess.BB_KNIGHT_ATTACKS[target] & king_mask)
    if piece_type == chess.PAWN:
        return bool(chess.BB_PAWN_ATTACKS[board.turn][target] & king_mask)
    occupied = board.occupied & ~chess.BB_SQUARES[move.from_square]
    if piece_type in (chess.BISHOP, chess.QUEEN) and (
        chess.BB_DIAG_ATTACKS[target][chess.BB_DIAG_MASKS[target] & occupied] & king_mask
    ):
        return True
    if piece_type in (chess.ROOK, chess.QUEEN):
        return bool(
            (
                chess.BB_RANK_ATTACKS[target][chess.BB_RANK_MASKS[target] & occupied]
                | chess.BB_FILE_ATTACKS[target][chess.BB_FILE_MASKS[target] & occupied]
            )
            & king_mask
        )
    return False


def order_moves(state, moves: Sequence[chess.Move]) -> list[chess.Move]:
    """``moves`` best-first for search: captures by most valuable victim, least valuable
    attacker and promotions (queen first), then direct checks, then quiet moves by how
    much the piece-square table gains."""
    board = state.board
    turn = board.turn
    king = board.king(not turn)
    keyed = []
    for move in moves:
        piece_type = board.piece_type_at(move.from_square) or chess.PAWN
        if move.promotion or board.is_capture(move):
            rank = 100_000 + _capture_order(board, move)
        elif king is not None and _checks_directly(board, move, king):
            rank = 50_000
        else:
            squares = MIDDLE[turn, piece_type]
            rank = squares[move.to_square] - squares[move.from_square]
        keyed.append((rank, move))
    keyed.sort(key=lambda pair: pair[0], reverse=True)
    return [move for _, move in keyed]
