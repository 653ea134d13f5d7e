"""The compiled chess search: quiescence and principal variation search with a
transposition table, null-move pruning, late move reductions, killer and history move
ordering and check extensions.

Scores are centipawns from the side to move (:func:`.evaluation.evaluate`), and a checkmate ``n``
plies below the root scores ``-(WIN - n)`` for the mated side, as in
:mod:`engine.search`.  A position that repeats one on the hash stack (the game's earlier
positions or the line searched) scores 0, a draw, and so does the 50-move rule.

Python drives iterative deepening (:mod:`.searcher`): one :func:`search_root` call per
depth searches every root move.  The kernels count nodes in ``control`` and look at the
stop flag there every 1,024 nodes; a watchdog thread sets it.
"""

from __future__ import annotations

import numpy as np

from engine.search import INFINITY, PROVEN_BOUND, WIN, score_to_table
from games.chess.compiled.board import (
    BLACK_BIT,
    FLAG_EP,
    HALFMOVE,
    KING,
    KING_SQ,
    MAX_MOVES,
    PAWN,
    QUEEN,
    SIDE,
    STACK,
    attacked,
    generate,
    in_check,
    make_move,
    make_null,
    unmake_move,
    unmake_null,
)
from games.chess.compiled.evaluation import SCRATCH_SIZE, evaluate
from games.kernels.jit import kernel

MAX_PLY = 100
"""Deepest ply a search line reaches (extensions included)."""

# --- control array (int64), shared with Python ---------------------------------------
NODES, NODE_LIMIT, ABORTED, STOP, ROOT_COUNT, SELDEPTH = 0, 1, 2, 3, 4, 5
CONTROL_SIZE = 8
_CHECK_MASK = 1023

# --- transposition table entries: int64 fields ----------------------------------------
_SCORE_OFFSET = 1 << 21
_SCORE_MASK = (1 << 22) - 1
_DEPTH_SHIFT = 22
_BOUND_SHIFT = 30
_MOVE_SHIFT = 32
EXACT, LOWER, UPPER = 0, 1, 2

# --- move ordering and pruning, centipawns --------------------------------------------
ORDER_VALUE = np.array([0, 100, 320, 330, 500, 950, 2000], dtype=np.int64)
"""Piece values for move ordering and quiescence pruning (a king capture never happens)."""
_FUTILITY_MARGIN = 150
"""Centipawns per ply of depth a quiet move is assumed to gain at most (depth 1 and 2)."""


@kernel
def _count_node(control):
    """Counts a node; whether the search must stop (stop flag, node limit, or before)."""
    nodes = control[NODES] + 1
    control[NODES] = nodes
    if nodes & _CHECK_MASK == 0 and (control[STOP] != 0 or nodes >= control[NODE_LIMIT]):
        control[ABORTED] = 1
    return control[ABORTED] != 0


@kernel
def _repeated(pos, hashes):
    """Whether the position occurred before, within the halfmove clock's reach."""
    index = pos[STACK]
    h = hashes[index]
    back = min(pos[HALFMOVE], index)
    for i in range(4, back + 1, 2):  # noqa: SIM110 (numba: no generators)
        if hashes[index - i] == h:
            return True
    return False


@kernel
def _has_pieces(pos, side):
    """Whether ``side`` has a piece besides king and pawns (null moves are then safe)."""
    bit = side * BLACK_BIT
    for s in range(64):
        p = pos[s]
        if p != 0 and (p & BLACK_BIT) == bit and p & 7 != PAWN and p & 7 != KING:
            return True
    return False


_to_table = kernel(score_to_table)
"""Also the inverse, :func:`~engine.search.score_from_table`, with ``-ply``."""


@kernel
def _store(tt_keys, tt_data, h, score, depth, bound, move):
    index = np.int64(h & np.uint64(len(tt_keys) - 1))
    if tt_keys[index] == h and ((tt_data[index] >> _DEPTH_SHIFT) & 255) > depth:
        return
    tt_keys[index] = h
    tt_data[index] = (
        (score + _SCORE_OFFSET)
        | (depth << _DEPTH_SHIFT)
        | (bound << _BOUND_SHIFT)
        | (move << _MOVE_SHIFT)
    )


@kernel
def _victim(pos, move):
    """The piece type ``move`` captures (0 for none)."""
    if (move >> 16) & FLAG_EP:
        return PAWN
    return pos[(move >> 6) & 63] & 7


@kernel
def _pick(moves, scores, start, count):
    """Swaps the best-scored move of ``start:count`` to ``start``."""
    best = start
    for j in range(start + 1, count):
        if scores[j] > scores[best]:
            best = j
    if best != start:
        moves[start], moves[best] = moves[best], moves[start]
        scores[start], scores[best] = scores[best], scores[start]


@kernel
def quiesce(pos, hashes, undo, work, alpha, beta, ply):
    """Captures and queen promotions only, standing pat on :func:`evaluate`."""
    move_rows = work[0]
    score_rows = work[1]
    pv_length = work[5]
    control = work[6]
    scratch = work[9]
    pv_length[ply] = ply
    if _count_node(control):
        return 0
    if ply > control[SELDEPTH]:
        control[SELDEPTH] = ply
    stand = evaluate(pos, scratch)
    if ply >= MAX_PLY - 1 or stand >= beta:
        return stand
    if stand > alpha:
        alpha = stand
    moves = move_rows[ply]
    scores = score_rows[ply]
    count = generate(pos, moves, True)
    for i in range(count):
        move = moves[i]
        scores[i] = ORDER_VALUE[_victim(pos, move)] * 16 - (pos[move & 63] & 7)
        if (move >> 12) & 7:
            scores[i] += ORDER_VALUE[QUEEN] * 16
    side = pos[SIDE]
    best = stand
    for i in range(count):
        _pick(moves, scores, i, count)
        move = moves[i]
        promotion = (move >> 12) & 7
        victim = ORDER_VALUE[_victim(pos, move)]
        if promotion == 0:
            if stand + victim + 200 < alpha:
                continue  # delta pruning: even winning the piece leaves us below alpha
            if ORDER_VALUE[pos[move & 63] & 7] > victim + 50 and attacked(
                pos, (move >> 6) & 63, 1 - side
            ):
                continue  # a bigger piece takes a defended smaller one: most likely a loss
        make_move(pos, hashes, undo, move)
        if attacked(pos, pos[KING_SQ + side], 1 - side):
            unmake_move(pos, undo, move)
            continue
        score = -quiesce(pos, hashes, undo, work, -beta, -alpha, ply + 1)
        unmake_move(pos, undo, move)
        if control[ABORTED]:
            return 0
        if score > best:
            best = score
            if score > alpha:
                alpha = score
                if score >= beta:
                    break
    return best


@kernel
def negamax(pos, hashes, undo, work, depth, alpha, beta, ply, allow_null):
    """``allow_null`` is 1 where a null move may be tried, else 0.
    The value of the position ``ply`` plies below the root, searched ``depth`` plies
    (fail-soft), from its side to move.  Returns 0 once the search is aborted."""
    move_rows = work[0]
    score_rows = work[1]
    killers = work[2]
    history = work[3]
    pv = work[4]
    pv_length = work[5]
    control = work[6]
    tt_keys = work[7]
    tt_data = work[8]
    scratch = work[9]
    pv_length[ply] = ply
    if _count_node(control):
        return 0
    if pos[HALFMOVE] >= 100 or _repeated(pos, hashes):
        return 0
    # no line can do better than mate next move, or worse than being mated now
    alpha = max(alpha, -WIN + ply)
    beta = min(beta, WIN - ply - 1)
    if alpha >= beta:
        return alpha
    # typed values, never literals: a recursive kernel called with a literal argument
    # compiles a second version that numba's cache cannot link (numba issue 6713)
    yes, no = np.int64(1), np.int64(0)
    checked = in_check(pos)
    if checked:
        depth += 1
    if depth <= 0:
        return quiesce(pos, hashes, undo, work, alpha, beta, ply)
    if ply >= MAX_PLY - 1:
        return evaluate(pos, scratch)
    if ply > control[SELDEPTH]:
        control[SELDEPTH] = ply

    h = hashes[pos[STACK]]
    index = np.int64(h & np.uint64(len(tt_keys) - 1))
    tt_move = -1
    pv_node = beta - alpha > 1
    if tt_keys[index] == h:
        entry = tt_data[index]
        tt_move = (entry >> _MOVE_SHIFT) & 0xFFFFF
        if ((entry >> _DEPTH_SHIFT) & 255) >= depth and not pv_node:
            score = _to_table((entry & _SCORE_MASK) - _SCORE_OFFSET, -ply)
            bound = (entry >> _BOUND_SHIFT) & 3
            if (
                bound == EXACT
                or (bound == LOWER and score >= beta)
                or (bound == UPPER and score <= alpha)
            ):
                return score

    side = pos[SIDE]
    static = 0 if checked else evaluate(pos, scratch)
    if not checked and not pv_node:
        if depth <= 3 and static - 120 * depth >= beta and abs(beta) < PROVEN_BOUND:
            return static  # reverse futility: far above beta near the horizon
        if allow_null and depth >= 3 and static >= beta and _has_pieces(pos, side):
            reduction = 3 if depth >= 7 else 2
            make_null(pos, hashes, undo)
            score = -negamax(
                pos, hashes, undo, work, depth - 1 - reduction, -beta, -beta + 1, ply + 1, no
            )
            unmake_null(pos, undo)
            if control[ABORTED]:
                return 0
            if score >= beta:
                return beta if score >= PROVEN_BOUND else score

    moves = move_rows[ply]
    scores = score_rows[ply]
    count = generate(pos, moves, False)
    for i in range(count):
        move = moves[i]
        victim = _victim(pos, move)
        if move == tt_move:
            scores[i] = 1 << 40
        elif victim or (move >> 12) & 7:
            scores[i] = (1 << 30) + ORDER_VALUE[victim] * 16 - (pos[move & 63] & 7)
            if (move >> 12) & 7 == QUEEN:
                scores[i] += ORDER_VALUE[QUEEN] * 16
        elif move == killers[ply, 0]:
            scores[i] = (1 << 29) + 1
        elif move == killers[ply, 1]:
            scores[i] = 1 << 29
        else:
            scores[i] = history[pos[move & 63], (move >> 6) & 63]

    original_alpha = alpha
    best = -INFINITY
    best_move = 0
    legal = 0
    # quiet moves that cannot lift a hopeless node near the horizon are skipped
    futile = (
        not checked
        and not pv_node
        and depth <= 2
        and static + _FUTILITY_MARGIN * depth <= alpha
        and abs(alpha) < PROVEN_BOUND
    )
    late_limit = 4 + 2 * depth * depth if not checked and not pv_node and depth <= 3 else 1000
    for i in range(count):
        _pick(moves, scores, i, count)
        move = moves[i]
        quiet = _victim(pos, move) == 0 and (move >> 12) & 7 == 0
        make_move(pos, hashes, undo, move)
        if attacked(pos, pos[KING_SQ + side], 1 - side):
            unmake_move(pos, undo, move)
            continue
        legal += 1
        if (
            quiet
            and legal > 1
            and (futile or legal > late_limit)
            and scores[i] < (1 << 29)
            and not in_check(pos)
        ):
            unmake_move(pos, undo, move)
            if best < static:
                best = static  # what skipping stands for (fail-soft)
            continue
        if legal == 1:
            score = -negamax(pos, hashes, undo, work, depth - 1, -beta, -alpha, ply + 1, yes)
        else:
            reduction = 0
            if (
                depth >= 3
                and legal > 3
                and quiet
                and not checked
                and scores[i] < (1 << 29)
                and not in_check(pos)
            ):
                reduction = 2 if legal > 8 and depth >= 6 else 1
            score = -negamax(
                pos, hashes, undo, work, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, yes
            )
            if score > alpha and (reduction > 0 or score < beta) and not control[ABORTED]:
                score = -negamax(pos, hashes, undo, work, depth - 1, -beta, -alpha, ply + 1, yes)
        unmake_move(pos, undo, move)
        if control[ABORTED]:
            return 0
        if score > best:
            best = score
            best_move = move
            if score > alpha:
                alpha = score
                pv[ply, ply] = move
                for j in range(ply + 1, pv_length[ply + 1]):
                    pv[ply, j] = pv[ply + 1, j]
                pv_length[ply] = max(pv_length[ply + 1], ply + 1)
                if score >= beta:
                    if quiet:
                        if killers[ply, 0] != move:
                            killers[ply, 1] = killers[ply, 0]
                            killers[ply, 0] = move
                        piece, to = pos[move & 63], (move >> 6) & 63
                        history[piece, to] += depth * depth
                        if history[piece, to] > (1 << 28):
                            for a in range(16):
                                for b in range(64):
                                    history[a, b] >>= 1
                    break
    if legal == 0:
        return -WIN + ply if checked else 0
    if best <= original_alpha:
        bound = UPPER
    elif best >= beta:
        bound = LOWER
    else:
        bound = EXACT
    _store(tt_keys, tt_data, h, _to_table(best, ply), depth, bound, best_move)
    return best


@kernel
def search_root(
    pos, hashes, undo, work, root_moves, root_scores, root_lines, depth, all_moves, alpha_in,
    beta_in,
):  # fmt: skip
    """Searches the root moves ``root_moves[:control[ROOT_COUNT]]`` (legal, in the order
    to try them) ``depth`` plies deep; returns the best score from the side to move.

    The window is ``(alpha_in, beta_in)``: a best score at or beyond either end is only a
    bound, and the caller searches again with a wider window.
    ``root_scores[i]`` gets each move's score: exact for the best move, and for every
    move when ``all_moves`` (each is then searched with a full window); otherwise an
    upper bound for the others.  ``pv[0, :pv_length[0]]`` holds the principal variation;
    with ``all_moves``, ``root_lines[i, 0]`` is the length of move ``i``'s own principal
    variation and ``root_lines[i, 1:]`` its moves, the root move first (MultiPV).
    Returns 0 with ``control[ABORTED]`` set when stopped.
    """
    pv = work[4]
    pv_length = work[5]
    control = work[6]
    tt_keys = work[7]
    tt_data = work[8]
    count = control[ROOT_COUNT]
    yes = np.int64(1)  # typed values, never numba literals (see negamax)
    first_ply = np.int64(1)
    alpha = alpha_in
    beta = beta_in
    best = -INFINITY
    best_move = root_moves[0]
    pv_length[0] = 0
    for i in range(count):
        move = root_moves[i]
        make_move(pos, hashes, undo, move)
        if i == 0 or all_moves:
            score = -negamax(
                pos,
                hashes,
                undo,
                work,
                depth - 1,
                -beta,
                -alpha if not all_moves else INFINITY,
                first_ply,
                yes,
            )
        else:
            score = -negamax(pos, hashes, undo, work, depth - 1, -alpha - 1, -alpha, first_ply, yes)
            if score > alpha and not control[ABORTED]:
                score = -negamax(pos, hashes, undo, work, depth - 1, -beta, -alpha, first_ply, yes)
        unmake_move(pos, undo, move)
        if control[ABORTED]:
            return 0
        root_scores[i] = score
        if all_moves:
            line_end = max(pv_length[1], 1)
            root_lines[i, 0] = line_end
            root_lines[i, 1] = move
            for j in range(1, line_end):
                root_lines[i, j + 1] = pv[1, j]
        if score > best:
            best = score
            best_move = move
            if score > alpha:
                alpha = score
            pv[0, 0] = move
            for j in range(1, pv_length[1]):
                pv[0, j] = pv[1, j]
            pv_length[0] = max(pv_length[1], 1)
            if best >= beta and not all_moves:
                break  # fails high: the caller widens the window
    if alpha_in < best < beta_in:
        root = hashes[pos[STACK]]
        _store(tt_keys, tt_data, root, _to_table(best, np.int64(0)), depth, EXACT, best_move)
    return best


@kernel
def clear_tables(work):
    """Forgets the transposition table, killers and history."""
    killers = work[2]
    history = work[3]
    tt_keys = work[7]
    tt_data = work[8]
    tt_keys[:] = 0
    tt_data[:] = 0
    killers[:] = 0
    history[:] = 0


@kernel
def age_tables(work):
    """Between two searches: killers belong to the old root's plies, history is halved."""
    killers = work[2]
    history = work[3]
    killers[:] = 0
    for a in range(16):
        for b in range(64):
            history[a, b] >>= 2


def new_work(table_bits: int) -> tuple[np.ndarray, ...]:
    """A fresh workspace with a transposition table of ``2 ** table_bits`` entries
    (16 bytes each): move and move-score rows per ply, killers [ply, 2], history
    [piece, to square], the triangular principal variation and its lengths, the control
    array, the table's keys and entries, and the evaluation's scratch space."""
    return (
        np.zeros((MAX_PLY + 1, MAX_MOVES), dtype=np.int64),
        np.zeros((MAX_PLY + 1, MAX_MOVES), dtype=np.int64),
        np.zeros((MAX_PLY + 1, 2), dtype=np.int64),
        np.zeros((16, 64), dtype=np.int64),
        np.zeros((MAX_PLY + 1, MAX_PLY + 1), dtype=np.int64),
        np.zeros(MAX_PLY + 1, dtype=np.int64),
        np.zeros(CONTROL_SIZE, dtype=np.int64),
        np.zeros(1 << table_bits, dtype=np.uint64),
        np.zeros(1 << table_bits, dtype=np.int64),
        np.zeros(SCRATCH_SIZE, dtype=np.int64),
    )
