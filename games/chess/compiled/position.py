"""A python-chess board turned into the arrays the compiled kernels work on, and back.

python-chess parses and referees; :class:`Position` holds the same position as
:mod:`games.chess.compiled.board` arrays, with the game's earlier positions on the
hash stack so that searches see repetitions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import chess
import numpy as np

from games.chess.compiled import board as kernel
from games.chess.compiled.board import (
    BLACK_BIT,
    CASTLE,
    CASTLE_ROOK,
    EP,
    HALFMOVE,
    MAX_MOVES,
    POS_SIZE,
    SIDE,
    STACK,
    STACK_SIZE,
    STANDARD_CASTLE_ROOKS,
)

MAX_HISTORY = STACK_SIZE - 256
"""Earlier positions kept on the stack (the rest of it is for the search's line)."""


class UnsupportedPositionError(ValueError):
    """A board the compiled engine does not play (a variant other than Chess960)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended, in python-chess's terms."""

    termination: chess.Termination
    winner: chess.Color | None


def encode_move(move: chess.Move, board: chess.Board) -> int:
    """The kernel's integer for a legal ``move`` of ``board`` (castling: the king's move to
    the g or c file, in Chess960 too)."""
    flags, to = 0, move.to_square
    if board.is_en_passant(move):
        flags = kernel.FLAG_EP
    elif board.is_castling(move):
        flags = kernel.FLAG_CASTLE
        file = 6 if board.is_kingside_castling(move) else 2
        to = chess.square(file, chess.square_rank(move.from_square))
    elif (
        board.piece_type_at(move.from_square) == chess.PAWN
        and abs(move.to_square - move.from_square) == 16
    ):
        flags = kernel.FLAG_DOUBLE
    return int(kernel.encode(move.from_square, to, move.promotion or 0, flags))


def decode_move(move: int, castle_rooks: Sequence[int] | None = None) -> chess.Move:
    """The python-chess move for a kernel move integer; in Chess960 (``castle_rooks``:
    the squares of the rooks of the four castling rights, :attr:`Position.castle_rooks`)
    castling is the king taking its own rook, as python-chess writes it there."""
    frm, to, promotion = move & 63, (move >> 6) & 63, (move >> 12) & 7
    if castle_rooks is not None and (move >> 16) & kernel.FLAG_CASTLE:
        side, wing = (0 if frm < 8 else 1), (0 if to & 7 == 6 else 1)
        to = castle_rooks[2 * side + wing]
    return chess.Move(frm, to, promotion or None)


class Position:
    """Kernel arrays for one position (and the game's earlier positions, if known).

    ``board``'s move stack is replayed to put the earlier positions' hashes on the
    stack (at most :data:`MAX_HISTORY` of them, the latest); a board whose stack is
    shorter than its halfmove clock may come with its ``earlier`` positions instead,
    oldest first (the game's, or those since the last capture or pawn move).
    """

    def __init__(
        self,
        board: chess.Board,
        *,
        with_history: bool = True,
        earlier: Sequence[chess.Board] = (),
    ) -> None:
        if getattr(board, "uci_variant", "chess") != "chess":
            raise UnsupportedPositionError(
                "the compiled engine plays standard chess and Chess960 only, not variants"
            )
        self.pos = np.zeros(POS_SIZE, dtype=np.int64)
        self.hashes = np.zeros(STACK_SIZE, dtype=np.uint64)
        self.undo = np.zeros((STACK_SIZE, 4), dtype=np.int64)
        if not with_history:
            hashes = np.zeros(0, dtype=np.uint64)
        elif earlier and len(board.move_stack) < min(board.halfmove_clock, MAX_HISTORY):
            hashes = _hashes_of(earlier[-min(len(earlier), board.halfmove_clock, MAX_HISTORY) :])
        else:
            hashes = _earlier_hashes(board)
        self.hashes[: len(hashes)] = hashes
        _fill(self.pos, board, len(hashes))
        kernel.setup(self.pos, self.hashes)
        self.castle_rooks: tuple[int, ...] | None = None
        """Chess960: the squares of the rooks of the four castling rights (see
        :func:`decode_move`); ``None`` in standard chess."""
        if board.chess960:
            self.castle_rooks = tuple(int(square) for square in self.pos[CASTLE_ROOK:][:4])

    @property
    def hash(self) -> int:
        """The current position's hash."""
        return int(self.hashes[self.pos[STACK]])

    def legal_moves(self) -> list[chess.Move]:
        rooks = self.castle_rooks
        moves = kernel.legal_moves(self.pos, self.hashes, self.undo)
        return [decode_move(int(m), rooks) for m in moves]

    def in_check(self) -> bool:
        return bool(kernel.in_check(self.pos))

    def play(self, move: int) -> None:
        """Plays the kernel move ``move`` (:func:`encode_move` of a legal move; not checked)."""
        kernel.make_move(self.pos, self.hashes, self.undo, move)

    def push(self, move: chess.Move) -> None:
        """Plays a legal ``move`` (a python-chess move of this position)."""
        for m in kernel.legal_moves(self.pos, self.hashes, self.undo):
            if decode_move(int(m), self.castle_rooks) == move:
                kernel.make_move(self.pos, self.hashes, self.undo, m)
                return
        raise ValueError(f"{move.uci()} is not a legal move here")

    def outcome(self) -> Outcome | None:
        """What python-chess's ``Board.outcome()`` says (without claims)."""
        moves = kernel.legal_moves(self.pos, self.hashes, self.undo)
        winner = chess.BLACK if self.pos[SIDE] == 0 else chess.WHITE
        if len(moves) == 0 and kernel.in_check(self.pos):
            return Outcome(chess.Termination.CHECKMATE, winner)
        if kernel.insufficient_material(self.pos):
            return Outcome(chess.Termination.INSUFFICIENT_MATERIAL, None)
        if len(moves) == 0:
            return Outcome(chess.Termination.STALEMATE, None)
        if self.pos[HALFMOVE] >= 150:
            return Outcome(chess.Termination.SEVENTYFIVE_MOVES, None)
        if kernel.repetitions(self.pos, self.hashes) >= 5:
            return Outcome(chess.Termination.FIVEFOLD_REPETITION, None)
        return None

    def perft(self, depth: int) -> int:
        """Leaves of the legal move tree ``depth`` plies deep."""
        if depth == 0:
            return 1
        moves = np.zeros((depth + 1, MAX_MOVES), dtype=np.int64)
        return int(kernel.perft(self.pos, self.hashes, self.undo, moves, depth, 0))


def _fill(pos: np.ndarray, board: chess.Board, stack_index: int) -> None:
    for square, piece in board.piece_map().items():
        pos[square] = piece.piece_type + (0 if piece.color == chess.WHITE else BLACK_BIT)
    pos[CASTLE_ROOK : CASTLE_ROOK + 4] = STANDARD_CASTLE_ROOKS
    rights = 0
    for rook in chess.scan_forward(board.clean_castling_rights()):
        colour = 0 if rook < 8 else 1
        king = board.king(chess.WHITE if colour == 0 else chess.BLACK)
        wing = 0 if king is not None and rook > king else 1
        pos[CASTLE_ROOK + 2 * colour + wing] = rook
        rights |= 1 << (2 * colour + wing)
    pos[CASTLE] = rights
    pos[SIDE] = 0 if board.turn == chess.WHITE else 1
    pos[EP] = -1 if board.ep_square is None else board.ep_square
    pos[HALFMOVE] = board.halfmove_clock
    pos[STACK] = stack_index


def _earlier_hashes(board: chess.Board) -> np.ndarray:
    """Hashes of the positions before ``board``'s current one, oldest first (those within
    the halfmove clock's reach, at most :data:`MAX_HISTORY`)."""
    count = min(len(board.move_stack), board.halfmove_clock, MAX_HISTORY)
    if count == 0:
        return np.zeros(0, dtype=np.uint64)
    replay = board.copy(stack=count)
    popped = [replay.pop() for _ in range(count)]
    result = np.zeros(count, dtype=np.uint64)
    for i, move in enumerate(reversed(popped)):
        result[i] = Position(replay, with_history=False).hash
        replay.push(move)
    return result


def _hashes_of(boards: Sequence[chess.Board]) -> np.ndarray:
    return np.array([Position(board, with_history=False).hash for board in boards], dtype=np.uint64)


def board_from_key(key: Hashable, chess960: bool = False) -> chess.Board | None:
    """The position that python-chess's transposition key ``key`` describes (pieces, side
    to move, castling rights, a capturable en passant square), or ``None`` when ``key``
    does not have that key's layout.  Games that keep only keys of their earlier
    positions give the engine those positions this way."""
    if not (isinstance(key, tuple) and len(key) == 11):
        return None
    pawns, knights, bishops, rooks, queens, kings, white, black, turn, castling, ep = key
    board = chess.Board.empty(chess960=chess960)
    board.pawns, board.knights, board.bishops = pawns, knights, bishops
    board.rooks, board.queens, board.kings = rooks, queens, kings
    board.occupied_co[chess.WHITE], board.occupied_co[chess.BLACK] = white, black
    board.occupied = white | black
    board.turn, board.castling_rights, board.ep_square = turn, castling, ep
    return board
