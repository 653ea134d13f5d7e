"""Chess positions as numba kernels see them: a 64-square mailbox, incremental hashing,
legal move generation and perft.

Squares are numbered as python-chess numbers them (a1 = 0, b1 = 1, ..., h8 = 63) and
piece types are python-chess's (pawn = 1 ... king = 6); a black piece adds
:data:`BLACK_BIT`, an empty square is 0.  A position is one int64 array
(:data:`POS_SIZE` entries: the 64 squares, then side to move, castling rights,
en passant square, halfmove clock, both kings' squares, the stack index, the squares of
the rooks the four castling rights belong to and, per square, the rights a move from or
to it keeps) beside a uint64 stack of position hashes (the game's earlier positions
below the current one, for repetitions) and an int64 undo stack.  The castling rooks'
squares make Chess960 castling the same code as standard castling.

A move is an integer: ``from | to << 6 | promotion type << 12 | flags << 16``
(flags: :data:`FLAG_EP`, :data:`FLAG_CASTLE`, :data:`FLAG_DOUBLE`); castling is the
king's move to the g or c file, in Chess960 too.

Nothing is compiled at import: the kernels compile (or load from numba's on-disk
cache) on first call.
"""

from __future__ import annotations

import numpy as np

from games.kernels.jit import allocating_kernel, kernel

WHITE, BLACK = 0, 1
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
BLACK_BIT = 8

SIDE, CASTLE, EP, HALFMOVE, KING_SQ, STACK = 64, 65, 66, 67, 68, 70
CASTLE_ROOK, CASTLE_KEEP = 72, 76
"""Indices in a position array after the 64 squares (``KING_SQ + colour``;
``CASTLE_ROOK + 2 * colour + wing``, wing 0 the king's side, 1 the queen's;
``CASTLE_KEEP + square``)."""
POS_SIZE = 140
STACK_SIZE = 1024
"""Positions the hash and undo stacks hold: the game so far plus the search's line."""
MAX_MOVES = 256
"""Move list row length (no legal position has more than 218 moves)."""

FLAG_EP, FLAG_CASTLE, FLAG_DOUBLE = 1, 2, 4
CASTLE_WK, CASTLE_WQ, CASTLE_BK, CASTLE_BQ = 1, 2, 4, 8
"""Castling rights: bit ``2 * colour + wing``."""
STANDARD_CASTLE_ROOKS = (7, 0, 63, 56)
"""The castling rooks' squares in standard chess (h1, a1, h8, a8)."""


def _tables() -> tuple[np.ndarray, ...]:
    """Knight and king targets, sliding rays and pawn attacks."""
    knight = np.full((64, 9), -1, dtype=np.int64)
    king = np.full((64, 9), -1, dtype=np.int64)
    rays = np.full((64, 8, 8), -1, dtype=np.int64)
    pawn_attacks = np.full((2, 64, 2), -1, dtype=np.int64)
    directions = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)]
    for square in range(64):
        file, rank = square % 8, square // 8
        n = 0
        for df, dr in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]:
            if 0 <= file + df < 8 and 0 <= rank + dr < 8:
                knight[square, n] = (rank + dr) * 8 + file + df
                n += 1
        n = 0
        for df, dr in directions:
            if 0 <= file + df < 8 and 0 <= rank + dr < 8:
                king[square, n] = (rank + dr) * 8 + file + df
                n += 1
        for d, (df, dr) in enumerate(directions):
            f, r, n = file + df, rank + dr, 0
            while 0 <= f < 8 and 0 <= r < 8:
                rays[square, d, n] = r * 8 + f
                f, r, n = f + df, r + dr, n + 1
        for colour, dr in ((WHITE, 1), (BLACK, -1)):
            n = 0
            for df in (-1, 1):
                if 0 <= file + df < 8 and 0 <= rank + dr < 8:
                    pawn_attacks[colour, square, n] = (rank + dr) * 8 + file + df
                    n += 1
    return knight, king, rays, pawn_attacks


KNIGHT_TARGETS, KING_TARGETS, RAYS, PAWN_ATTACKS = _tables()


def _zobrist() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.uint64]:
    rng = np.random.default_rng(20261125)
    big = np.iinfo(np.uint64).max
    pieces = rng.integers(0, big, size=(16, 64), dtype=np.uint64, endpoint=True)
    pieces[0, :] = 0
    castle = rng.integers(0, big, size=16, dtype=np.uint64, endpoint=True)
    castle[0] = 0
    ep_files = rng.integers(0, big, size=8, dtype=np.uint64, endpoint=True)
    side = rng.integers(0, big, size=1, dtype=np.uint64, endpoint=True)[0]
    return pieces, castle, ep_files, side


Z_PIECE, Z_CASTLE, Z_EP, Z_SIDE = _zobrist()


@kernel
def move_from(move):
    return move & 63


@kernel
def move_to(move):
    return (move >> 6) & 63


@kernel
def move_promotion(move):
    return (move >> 12) & 7


@kernel
def move_flags(move):
    return (move >> 16) & 7


@kernel
def encode(frm, to, promotion, flags):
    return frm | (to << 6) | (promotion << 12) | (flags << 16)


@kernel
def attacked(pos, square, by):
    """Whether the side ``by`` attacks ``square``."""
    bit = by * BLACK_BIT
    for i in range(2):
        s = PAWN_ATTACKS[1 - by, square, i]
        if s >= 0 and pos[s] == PAWN + bit:
            return True
    for i in range(8):
        s = KNIGHT_TARGETS[square, i]
        if s < 0:
            break
        if pos[s] == KNIGHT + bit:
            return True
    for i in range(8):
        s = KING_TARGETS[square, i]
        if s < 0:
            break
        if pos[s] == KING + bit:
            return True
    for d in range(8):
        straight = d < 4
        for i in range(7):
            s = RAYS[square, d, i]
            if s < 0:
                break
            p = pos[s]
            if p != 0:
                if p == QUEEN + bit or p == (ROOK if straight else BISHOP) + bit:
                    return True
                break
    return False


@kernel
def in_check(pos):
    """Whether the side to move is in check."""
    side = pos[SIDE]
    return attacked(pos, pos[KING_SQ + side], 1 - side)


@kernel
def _ep_capturable(pos, ep, side):
    """Whether a pawn of ``side`` stands where it could take en passant on ``ep``."""
    for i in range(2):
        s = PAWN_ATTACKS[1 - side, ep, i]
        if s >= 0 and pos[s] == PAWN + side * BLACK_BIT:
            return True
    return False


@kernel
def full_hash(pos):
    """The position's hash computed from scratch (the incremental one must equal it)."""
    h = np.uint64(0)
    for s in range(64):
        h ^= Z_PIECE[pos[s], s]
    h ^= Z_CASTLE[pos[CASTLE]]
    if pos[EP] >= 0:
        h ^= Z_EP[pos[EP] & 7]
    if pos[SIDE] == BLACK:
        h ^= Z_SIDE
    return h


@kernel
def setup(pos, hashes):
    """Finishes a position whose squares, side, castling rights and rooks, en passant
    square and halfmove clock are filled in: kings' squares, the rights each square
    keeps, the en passant square kept only when a pawn could take there, and the hash at
    the current stack index."""
    for s in range(64):
        pos[CASTLE_KEEP + s] = 15
        if pos[s] == KING:
            pos[KING_SQ] = s
        elif pos[s] == KING + BLACK_BIT:
            pos[KING_SQ + 1] = s
    for right in range(4):
        colour = right >> 1
        pos[CASTLE_KEEP + pos[CASTLE_ROOK + right]] &= ~(1 << right)
        pos[CASTLE_KEEP + pos[KING_SQ + colour]] &= ~(3 << (2 * colour))
    if pos[EP] >= 0 and not _ep_capturable(pos, pos[EP], pos[SIDE]):
        pos[EP] = -1
    hashes[pos[STACK]] = full_hash(pos)


@kernel
def make_move(pos, hashes, undo, move):
    """Plays ``move`` (pseudo-legal) and pushes the stacks."""
    side = pos[SIDE]
    index = pos[STACK]
    h = hashes[index]
    frm, to = move & 63, (move >> 6) & 63
    promotion, flags = (move >> 12) & 7, (move >> 16) & 7
    piece = pos[frm]
    captured = pos[to]
    undo[index, 1] = pos[CASTLE]
    undo[index, 2] = pos[EP]
    undo[index, 3] = pos[HALFMOVE]
    if pos[EP] >= 0:
        h ^= Z_EP[pos[EP] & 7]
        pos[EP] = -1
    pos[HALFMOVE] += 1
    if flags & FLAG_CASTLE:
        wing = 0 if to & 7 == 6 else 1
        rook_from = pos[CASTLE_ROOK + 2 * side + wing]
        rook_to = (to & 56) + (5 if wing == 0 else 3)
        rook = pos[rook_from]
        pos[frm] = 0
        pos[rook_from] = 0
        pos[to] = piece
        pos[rook_to] = rook
        h ^= Z_PIECE[piece, frm] ^ Z_PIECE[piece, to]
        h ^= Z_PIECE[rook, rook_from] ^ Z_PIECE[rook, rook_to]
        pos[KING_SQ + side] = to
        undo[index, 0] = 0
        kept = pos[CASTLE] & ~(3 << (2 * side))
        h ^= Z_CASTLE[pos[CASTLE]] ^ Z_CASTLE[kept]
        pos[CASTLE] = kept
        h ^= Z_SIDE
        pos[SIDE] = 1 - side
        pos[STACK] = index + 1
        hashes[index + 1] = h
        return
    if flags & FLAG_EP:
        taken = to - 8 if side == WHITE else to + 8
        captured = pos[taken]
        pos[taken] = 0
        h ^= Z_PIECE[captured, taken]
    elif captured != 0:
        h ^= Z_PIECE[captured, to]
    undo[index, 0] = captured
    if captured != 0 or piece & 7 == PAWN:
        pos[HALFMOVE] = 0
    h ^= Z_PIECE[piece, frm]
    pos[frm] = 0
    placed = piece if promotion == 0 else promotion + side * BLACK_BIT
    pos[to] = placed
    h ^= Z_PIECE[placed, to]
    if piece & 7 == KING:
        pos[KING_SQ + side] = to
    elif flags & FLAG_DOUBLE:
        ep = (frm + to) >> 1
        if _ep_capturable(pos, ep, 1 - side):
            pos[EP] = ep
            h ^= Z_EP[ep & 7]
    castle = pos[CASTLE]
    if castle != 0:
        kept = castle & pos[CASTLE_KEEP + frm] & pos[CASTLE_KEEP + to]
        if kept != castle:
            h ^= Z_CASTLE[castle] ^ Z_CASTLE[kept]
            pos[CASTLE] = kept
    h ^= Z_SIDE
    pos[SIDE] = 1 - side
    pos[STACK] = index + 1
    hashes[index + 1] = h


@kernel
def unmake_move(pos, undo, move):
    """Takes back ``move``, the last one made."""
    index = pos[STACK] - 1
    pos[STACK] = index
    side = 1 - pos[SIDE]
    pos[SIDE] = side
    frm, to = move & 63, (move >> 6) & 63
    promotion, flags = (move >> 12) & 7, (move >> 16) & 7
    pos[CASTLE] = undo[index, 1]
    pos[EP] = undo[index, 2]
    pos[HALFMOVE] = undo[index, 3]
    if flags & FLAG_CASTLE:
        wing = 0 if to & 7 == 6 else 1
        rook_from = pos[CASTLE_ROOK + 2 * side + wing]
        rook_to = (to & 56) + (5 if wing == 0 else 3)
        king, rook = pos[to], pos[rook_to]
        pos[to] = 0
        pos[rook_to] = 0
        pos[frm] = king
        pos[rook_from] = rook
        pos[KING_SQ + side] = frm
        return
    piece = pos[to] if promotion == 0 else PAWN + side * BLACK_BIT
    pos[frm] = piece
    if flags & FLAG_EP:
        pos[to] = 0
        pos[to - 8 if side == WHITE else to + 8] = undo[index, 0]
    else:
        pos[to] = undo[index, 0]
    if piece & 7 == KING:
        pos[KING_SQ + side] = frm


@kernel
def make_null(pos, hashes, undo):
    """Passes the move (null-move pruning); the side to move must not be in check."""
    index = pos[STACK]
    h = hashes[index]
    undo[index, 2] = pos[EP]
    undo[index, 3] = pos[HALFMOVE]
    if pos[EP] >= 0:
        h ^= Z_EP[pos[EP] & 7]
        pos[EP] = -1
    pos[HALFMOVE] += 1
    h ^= Z_SIDE
    pos[SIDE] = 1 - pos[SIDE]
    pos[STACK] = index + 1
    hashes[index + 1] = h


@kernel
def unmake_null(pos, undo):
    index = pos[STACK] - 1
    pos[STACK] = index
    pos[SIDE] = 1 - pos[SIDE]
    pos[EP] = undo[index, 2]
    pos[HALFMOVE] = undo[index, 3]


@kernel
def _add_pawn_move(out, n, frm, to, flags, all_promotions):
    if to >= 56 or to < 8:
        out[n] = encode(frm, to, QUEEN, flags)
        n += 1
        if all_promotions:
            for promotion in (KNIGHT, ROOK, BISHOP):
                out[n] = encode(frm, to, promotion, flags)
                n += 1
        return n
    out[n] = encode(frm, to, 0, flags)
    return n + 1


@kernel
def generate(pos, out, tactical_only):
    """Writes the pseudo-legal moves of the side to move into ``out``; returns how many.

    With ``tactical_only``: captures (en passant included) and queen promotions only.
    Castling is generated only when legal (no check, no attacked square crossed).
    """
    side = pos[SIDE]
    bit = side * BLACK_BIT
    enemy = 1 - side
    n = 0
    forward = 8 if side == WHITE else -8
    start_rank = 1 if side == WHITE else 6
    for s in range(64):
        piece = pos[s]
        if piece == 0 or (piece & BLACK_BIT) != bit:
            continue
        kind = piece & 7
        if kind == PAWN:
            to = s + forward
            if pos[to] == 0:
                if not tactical_only or to >= 56 or to < 8:
                    n = _add_pawn_move(out, n, s, to, 0, not tactical_only)
                if not tactical_only and s // 8 == start_rank and pos[to + forward] == 0:
                    out[n] = encode(s, to + forward, 0, FLAG_DOUBLE)
                    n += 1
            for i in range(2):
                t = PAWN_ATTACKS[side, s, i]
                if t < 0:
                    continue
                victim = pos[t]
                if victim != 0 and (victim & BLACK_BIT) != bit:
                    n = _add_pawn_move(out, n, s, t, 0, True)
                elif t == pos[EP]:
                    out[n] = encode(s, t, 0, FLAG_EP)
                    n += 1
        elif kind in (KNIGHT, KING):
            for i in range(8):
                t = KNIGHT_TARGETS[s, i] if kind == KNIGHT else KING_TARGETS[s, i]
                if t < 0:
                    break
                victim = pos[t]
                if victim == 0:
                    if not tactical_only:
                        out[n] = encode(s, t, 0, 0)
                        n += 1
                elif (victim & BLACK_BIT) != bit:
                    out[n] = encode(s, t, 0, 0)
                    n += 1
        else:
            first = 4 if kind == BISHOP else 0
            last = 4 if kind == ROOK else 8
            for d in range(first, last):
                for i in range(7):
                    t = RAYS[s, d, i]
                    if t < 0:
                        break
                    victim = pos[t]
                    if victim == 0:
                        if not tactical_only:
                            out[n] = encode(s, t, 0, 0)
                            n += 1
                    else:
                        if (victim & BLACK_BIT) != bit:
                            out[n] = encode(s, t, 0, 0)
                            n += 1
                        break
    castle = pos[CASTLE]
    if not tactical_only and castle & (3 << (2 * side)) != 0:
        king = pos[KING_SQ + side]
        if not attacked(pos, king, enemy):
            for wing in range(2):
                if castle & (1 << (2 * side + wing)) and _can_castle(pos, side, wing, enemy):
                    out[n] = encode(king, (king & 56) + (6 if wing == 0 else 2), 0, FLAG_CASTLE)
                    n += 1
    return n


@kernel
def _can_castle(pos, side, wing, enemy):
    """Whether ``side`` may castle on ``wing`` (0 the king's, 1 the queen's), its right
    granted and its king not in check: every square the king and the rook cross or land
    on is empty but for them, and no square the king crosses or lands on is attacked (the
    king's own square after the move is checked again once the move is made)."""
    king = pos[KING_SQ + side]
    rook = pos[CASTLE_ROOK + 2 * side + wing]
    if pos[rook] != ROOK + side * BLACK_BIT:
        return False
    king_to = (king & 56) + (6 if wing == 0 else 2)
    rook_to = (king & 56) + (5 if wing == 0 else 3)
    low = min(min(king, king_to), min(rook, rook_to))
    high = max(max(king, king_to), max(rook, rook_to))
    for s in range(low, high + 1):
        if s != king and s != rook and pos[s] != 0:
            return False
    step = 1 if king_to > king else -1
    s = king
    while s != king_to:
        s += step
        if attacked(pos, s, enemy):
            return False
    return True


@allocating_kernel
def legal_moves(pos, hashes, undo):
    """The legal moves of the position, as an array of move integers."""
    buffer = np.empty(MAX_MOVES, dtype=np.int64)
    n = generate(pos, buffer, False)
    side = pos[SIDE]
    kept = 0
    for i in range(n):
        move = buffer[i]
        make_move(pos, hashes, undo, move)
        if not attacked(pos, pos[KING_SQ + side], 1 - side):
            buffer[kept] = move
            kept += 1
        unmake_move(pos, undo, move)
    return buffer[:kept].copy()


@kernel
def perft(pos, hashes, undo, moves, depth, ply):
    """Leaves of the legal move tree ``depth`` plies deep (``moves`` has a row per ply)."""
    out = moves[ply]
    n = generate(pos, out, False)
    side = pos[SIDE]
    total = 0
    for i in range(n):
        move = out[i]
        make_move(pos, hashes, undo, move)
        if not attacked(pos, pos[KING_SQ + side], 1 - side):
            total += 1 if depth == 1 else perft(pos, hashes, undo, moves, depth - 1, ply + 1)
        unmake_move(pos, undo, move)
    return total


@allocating_kernel
def insufficient_material(pos):
    """python-chess's ``is_insufficient_material``: neither side can ever mate."""
    knights = np.zeros(2, dtype=np.int64)
    bishops = np.zeros(2, dtype=np.int64)
    pieces = np.zeros(2, dtype=np.int64)
    bishop_shades = np.zeros(2, dtype=np.int64)  # bit 0: on a dark square, bit 1: light
    heavy = np.zeros(2, dtype=np.int64)  # pawns, rooks and queens
    queens = np.zeros(2, dtype=np.int64)
    for s in range(64):
        p = pos[s]
        if p == 0:
            continue
        colour = 1 if p & BLACK_BIT else 0
        kind = p & 7
        pieces[colour] += 1
        if kind == KNIGHT:
            knights[colour] += 1
        elif kind == BISHOP:
            bishops[colour] += 1
            light = ((s >> 3) + (s & 7)) & 1
            bishop_shades[0] |= 2 if light else 1
        elif kind == QUEEN:
            queens[colour] += 1
            heavy[colour] += 1
        elif kind != KING:
            heavy[colour] += 1
    any_pawn = False
    for s in range(64):
        if pos[s] & 7 == PAWN:
            any_pawn = True
    for colour in range(2):
        other = 1 - colour
        if heavy[colour]:
            return False
        if knights[colour]:
            # at most king and one knight, and the other side has nothing but king and queens
            if pieces[colour] > 2 or pieces[other] - 1 - queens[other] > 0:
                return False
        elif bishops[colour]:
            same_shade = bishop_shades[0] != 3
            if not (same_shade and not any_pawn and knights[0] + knights[1] == 0):
                return False
    return True


@kernel
def repetitions(pos, hashes):
    """How many times the current position occurred in the stack (itself included),
    looking back as far as the halfmove clock allows."""
    index = pos[STACK]
    h = hashes[index]
    count = 1
    back = min(pos[HALFMOVE], index)
    for i in range(2, back + 1, 2):
        if hashes[index - i] == h:
            count += 1
    return count
