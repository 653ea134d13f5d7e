"""The compiled gomoku search: threats at the root, then PVS with iterative deepening.

The compiled counterpart of :class:`games.mnk.search.GomokuSearcher`, in two kernels:
:func:`prepare` takes a win in one, sees a
lost position (two fives to block, or renju's only block forbidden), plays a win by
fours (:func:`~games.mnk.compiled.threats.vcf`), blocks a single five, plays a win by
threes (:func:`~games.mnk.compiled.vct.vct`, within its own node budget); else it
keeps the root moves that may stop the opponent's win by threes
(:func:`~games.mnk.compiled.vct.defend`, within another, looking deeper for the win
each move leaves than for the one on the board) and after which they have no win by
fours (all of them when none is safe).  :func:`iterate` runs one
principal-variation iteration over them; the searcher deepens one ply at a time (and
reports each iteration) until the depth limit, a proven score, the stop flag (the node
limit or a watchdog thread) or the time a new iteration would most likely not fit.

Inside the tree: a five to block leaves one move and does not spend depth; an open three
to meet leaves the blocking cells and the mover's own fours; otherwise the ``width``
candidate cells of highest :func:`~games.mnk.compiled.board.move_value`, of which the
quiet ones after the first few are searched one ply shallower first and again at full
depth only when they beat the best move so far (late move reductions).  Where the depth
is spent but the mover faces an open three, its forced moves are still searched, for a
ply or two (a quiescence search: the static value of such a position says little, and
whoever made the three may be winning).  A leaf is valued by
:func:`~games.mnk.compiled.board.evaluate`, or as a win when the mover wins by fours
within a few moves and the evaluation would not cut off.  Black's
forbidden points (renju) are never generated.  Scores are from the side to move,
``WIN - plies`` for a proven win (:mod:`engine.search`); the transposition table keeps
scores relative to their own position and survives between searches.
"""

from __future__ import annotations

import numpy as np

from engine.search import INFINITY, PROVEN_BOUND, WIN, score_to_table
from games.kernels.jit import allocating_kernel, inline_kernel, kernel
from games.mnk.compiled.board import (
    allowed,
    evaluate,
    five_cells,
    four_cells,
    move_value,
    move_values,
    sort_by_value,
)
from games.mnk.compiled.encoding import place, undo
from games.mnk.compiled.threats import (
    ABORTED,
    BEST,
    DEPTH,
    KIND,
    LEAF_VCF,
    MAX_PLY,
    PV_LENGTH,
    QUIESCENCE,
    REDUCE_AFTER,
    ROOT_COUNT,
    SCORE,
    STAMP,
    any_move,
    count_node,
    fours,
    restore_limit,
    spend_at_most,
    vcf,
)
from games.mnk.compiled.vct import defend, vct
from games.mnk.patterns import FOUR, MOVE_VALUE, OPEN_FOUR, OPEN_THREE

SEARCHED, WON, LOST, WON_BY_FOURS, BLOCKED, NO_TIME, WON_BY_THREATS = range(7)
"""What the root decided (the ``KIND`` entry of the control array)."""
EXACT, LOWER, UPPER = range(3)
QUIET_VALUE = MOVE_VALUE[OPEN_THREE]
"""A move valued below this (:func:`~games.mnk.compiled.board.move_value`: it makes no
open three or four) is quiet, and may be searched less deeply when it comes late."""
TREE_PLIES = MAX_PLY - 40
"""Alpha-beta goes no deeper than this (room is left for the threat searches)."""
LINES, LINE_LENGTHS, ROOT_LINES, ROOT_LINE_LENGTHS = 17, 18, 19, 20
"""The workspace's lines alpha-beta found below each ply (a move and the line below it
that raised alpha there), and their lengths: the expected line, whatever the
transposition table has kept of it; and, when every root move is scored, each root
move's own line."""


_to_table = kernel(score_to_table)
"""Also the inverse, :func:`~engine.search.score_from_table`, with ``-ply``."""


@kernel
def generate(b, s, w, player, ply, width):
    """Writes the moves worth searching for ``player`` (who has no five to make) into row
    ``ply`` of the cell buffers, most promising first; returns how many, and whether the
    list is forced.

    Forced: a five to block leaves that block (none if renju forbids it); an open three
    to meet leaves the cells that stop it and the mover's fours.  Otherwise the best
    ``width`` candidates.
    """
    control, marks = w[0], w[11]
    cells, values = w[1][ply], w[2][ply]
    members, length = b[5], b[7]
    opponent = 1 - player
    if five_cells(b, s, opponent, cells) > 0:
        return (1 if allowed(b, s, cells[0], player) else 0), True
    count = 0
    if length[opponent, OPEN_FOUR] > 0:
        control[STAMP] += 1
        stamp = control[STAMP]
        for k in range(4):  # the opponent's open fours and fours, then the mover's
            p = opponent if k < 2 else player
            shape = OPEN_FOUR if k % 2 == 0 else FOUR
            for i in range(length[p, shape]):
                cell = members[p, shape, i]
                if marks[cell] != stamp and allowed(b, s, cell, player):
                    marks[cell] = stamp
                    cells[count] = cell
                    count += 1
        move_values(b, s, player, cells, count, values)
        sort_by_value(cells, values, 0, count)
        return count, True
    # one pass keeps the best ``width`` allowed cells, by value then by cell
    candidates, total = b[9], b[11][0]
    for i in range(total):
        cell = candidates[i]
        value = move_value(b, s, player, cell)
        if count == width and (
            value < values[count - 1] or (value == values[count - 1] and cell > cells[count - 1])
        ):
            continue
        if not allowed(b, s, cell, player):
            continue
        j = count if count < width else width - 1
        while j > 0 and (values[j - 1] < value or (values[j - 1] == value and cells[j - 1] > cell)):
            cells[j], values[j] = cells[j - 1], values[j - 1]
            j -= 1
        cells[j], values[j] = cell, value
        if count < width:
            count += 1
    return count, False


@inline_kernel
def reduced(index, value, reduce_after):
    """Plies the ``index``-th move (from 0, of move value ``value``) of an unforced list
    is searched shallower first: one for a quiet move (no open three or four) from the
    ``reduce_after``-th on, else none (``reduce_after`` 0: never)."""
    return np.int64(1 if 0 < reduce_after <= index and value < QUIET_VALUE else 0)


@inline_kernel
def _prefixed(target, move, line, length):
    """Writes ``move`` and then the first ``length`` moves of ``line`` into ``target``;
    returns how many moves that is."""
    target[0] = move
    for i in range(length):
        target[i + 1] = line[i]
    return length + 1


@inline_kernel
def _extend_line(w, ply, move):
    """The line below ``ply`` becomes ``move`` followed by the line found below it."""
    lines, lengths = w[LINES], w[LINE_LENGTHS]
    lengths[ply] = _prefixed(lines[ply], move, lines[ply + 1], lengths[ply + 1])


@inline_kernel
def _settled(b, s, w, player, depth, ply, beta):
    """``(value, -1)`` when the value for ``player`` (to move, ``ply`` plies from the root)
    is known without searching moves: a five to make, two to block, a full board, an
    open four the opponent cannot meet, or the depth spent and no open three to meet (up
    to the control array's ``QUIESCENCE`` plies past the depth): the static evaluation,
    or a win by fours within its ``LEAF_VCF`` moves when the evaluation does not reach
    ``beta``; else ``(0, the number of the opponent's fives to block)``."""
    cells = w[1][ply]
    opponent = 1 - player
    if five_cells(b, s, player, cells) > 0:
        return np.int64(WIN - ply - 1), np.int64(-1)
    threats = np.int64(five_cells(b, s, opponent, cells))
    if threats >= 2:
        return np.int64(-(WIN - ply - 2)), np.int64(-1)
    if b[11][0] == 0:
        return np.int64(0), np.int64(-1)
    members, length = b[5], b[7]
    if threats == 0 and length[player, OPEN_FOUR] > 0 and four_cells(b, s, opponent, cells) == 0:
        for i in range(length[player, OPEN_FOUR]):
            if allowed(b, s, members[player, OPEN_FOUR, i], player):
                return np.int64(WIN - ply - 3), np.int64(-1)  # an open four not to be met
    quiet = length[opponent, OPEN_FOUR] == 0 or depth <= -w[0][QUIESCENCE]
    if (depth <= 0 and threats == 0 and quiet) or ply >= TREE_PLIES:
        value = np.int64(evaluate(b, player))
        leaf_moves = w[0][LEAF_VCF]
        if (
            leaf_moves > 0
            and threats == 0
            and value < beta
            and ply < TREE_PLIES
            and length[player, FOUR] + length[player, OPEN_FOUR] > 0
        ):
            end = fours(b, s, w, np.int64(player), leaf_moves, np.int64(ply), np.int64(0))
            if end > 0:
                return np.int64(WIN - ply - end), np.int64(-1)
        return value, np.int64(-1)
    return np.int64(0), threats


@kernel
def negamax(b, s, w, player, depth, alpha, beta, ply, width):
    """Value for ``player`` (to move) within (``alpha``, ``beta``); proven distances count
    from the root, ``ply`` plies above.  Typed ``np.int64`` arguments only (numba's cache
    cannot link a second version of a recursive kernel, numba issue 6713)."""
    control = w[0]
    if count_node(control):
        return np.int64(0)
    w[LINE_LENGTHS][ply] = 0
    opponent = 1 - player
    cells = w[1][ply]
    value, threats = _settled(b, s, w, player, depth, ply, beta)
    if threats < 0:
        return value
    tt_keys, tt_scores, tt_moves, tt_depths, tt_bounds = w[6], w[7], w[8], w[9], w[10]
    key = b[14][0]
    slot = key & np.uint64(tt_keys.shape[0] - 1)
    table_move = -1
    if tt_keys[slot] == key:
        table_move = tt_moves[slot]
        if tt_depths[slot] >= depth:
            score = _to_table(np.int64(tt_scores[slot]), -ply)
            bound = tt_bounds[slot]
            if (
                bound == EXACT
                or (bound == LOWER and score >= beta)
                or (bound == UPPER and score <= alpha)
            ):
                return score
    count, forced = generate(b, s, w, player, ply, width)
    if count == 0:  # renju: Black's only block is forbidden
        return np.int64(-(WIN - ply - 2)) if threats > 0 else np.int64(0)
    values = w[2][ply]
    for i in range(1, count):
        if cells[i] == table_move:
            cells[0], cells[i] = cells[i], cells[0]
            values[0], values[i] = values[i], values[0]
            break
    # late quiet moves of an unforced list are searched one ply shallower first, where
    # that leaves a ply to search
    reduce_after = 0 if forced or depth < 3 else control[REDUCE_AFTER]
    # A forced block is not a real ply of lookahead: it does not spend depth.
    next_depth = np.int64(depth if threats > 0 else depth - 1)
    next_ply = np.int64(ply + 1)
    best = -INFINITY
    best_move = -1
    low = alpha
    for i in range(count):
        move = cells[i]
        place(b, s, move, player)
        settled = False
        score = np.int64(0)
        if next_depth <= 0:
            # a leaf is settled here, without the call (most nodes are leaves)
            if count_node(control):
                undo(b, s)
                return np.int64(0)
            value, pending = _settled(b, s, w, opponent, next_depth, next_ply, -low)
            if pending < 0:
                score = -value
                settled = True
                w[LINE_LENGTHS][next_ply] = 0
        if settled:
            pass
        elif i == 0:
            score = -negamax(b, s, w, opponent, next_depth, -beta, -low, next_ply, width)
        else:
            cut = reduced(i, values[i], reduce_after)
            score = -negamax(b, s, w, opponent, next_depth - cut, -low - 1, -low, next_ply, width)
            if cut > 0 and score > low:  # the late move may be good after all: full depth
                score = -negamax(b, s, w, opponent, next_depth, -low - 1, -low, next_ply, width)
            if low < score < beta:
                score = -negamax(b, s, w, opponent, next_depth, -beta, -low, next_ply, width)
        undo(b, s)
        if control[ABORTED] != 0:
            return np.int64(0)
        if score > best:
            best, best_move = score, move
            if score > low:
                low = score
                _extend_line(w, ply, move)
                if low >= beta:
                    break
    tt_keys[slot] = key
    tt_scores[slot] = _to_table(best, ply)
    tt_moves[slot] = best_move
    tt_depths[slot] = min(depth, 127)
    tt_bounds[slot] = UPPER if best <= alpha else LOWER if best >= beta else EXACT
    return best


@kernel
def _principal_variation(b, s, w, player, first, length):
    """The expected line from ``first`` into the workspace's PV array; returns its length.

    The line alpha-beta found from ``first``, then the transposition table's moves;
    where neither has a move, a forced one ends the line (a five, a block of a five, an
    open four), as the tree's settled positions were never stored.
    """
    pv, stones = w[14], b[0]
    found, lines = w[LINE_LENGTHS][0], w[LINES]
    if lines[0, 0] != first:
        found = 0
    tt_keys, tt_moves = w[6], w[8]
    members, tracked = b[5], b[7]
    scratch = w[1][MAX_PLY - 1]
    mask = np.uint64(tt_keys.shape[0] - 1)
    pv[0] = first
    place(b, s, first, player)
    n = 1
    mover = 1 - player
    while n < length:
        slot = b[14][0] & mask
        move = -1
        wins = five_cells(b, s, mover, scratch) > 0
        if wins:
            move = scratch[0]
        elif n < found and stones[lines[0, n]] < 0:
            move = lines[0, n]
        elif tt_keys[slot] == b[14][0] and tt_moves[slot] >= 0 and stones[tt_moves[slot]] < 0:
            move = tt_moves[slot]
        elif five_cells(b, s, 1 - mover, scratch) > 0 and allowed(b, s, scratch[0], mover):
            move = scratch[0]
        else:
            for i in range(tracked[mover, OPEN_FOUR]):
                if allowed(b, s, members[mover, OPEN_FOUR, i], mover):
                    move = members[mover, OPEN_FOUR, i]
                    break
        if move < 0:
            break
        pv[n] = move
        place(b, s, move, mover)
        mover = 1 - mover
        n += 1
        if wins:
            break
    for _ in range(n):
        undo(b, s)
    return n


@kernel
def _finish(w, kind, move, score, depth):
    control = w[0]
    control[KIND], control[BEST], control[SCORE], control[DEPTH] = kind, move, score, depth


@kernel
def _finish_with_line(w, kind, length):
    """A win by threats: the workspace's line of ``length`` moves becomes the expected line."""
    line, pv = w[3], w[14]
    for i in range(length):
        pv[i] = line[i]
    w[0][PV_LENGTH] = length
    _finish(w, kind, line[0], WIN - length, length)


@kernel
def _safe_moves(b, s, w, player, count, vcf_moves):
    """Keeps those of the ``count`` root moves after which the opponent has no win by fours
    (all of them if none is safe); returns how many are kept."""
    roots, control = w[12], w[0]
    opponent = np.int64(1 - player)
    if vcf(b, s, w, opponent, vcf_moves, np.int64(1)) == 0:
        return count
    kept = 0
    for i in range(count):
        place(b, s, roots[i], player)
        lost = vcf(b, s, w, opponent, vcf_moves, np.int64(1)) > 0
        undo(b, s)
        if control[ABORTED] != 0:
            return count
        if not lost:
            roots[kept], roots[i] = roots[i], roots[kept]
            kept += 1
    return kept if kept > 0 else count


@kernel
def prepare(b, s, w, player, limits):
    """Everything before alpha-beta for ``player`` (to move, no five on the board): see the
    module.  Returns the number of root moves to deepen over, or 0 when the move is
    decided already (a win, a loss, a win by fours or threes, a five to block).

    ``limits`` (int64): width, root width, VCF attacker moves, the attacker moves and
    threes of our own VCT (0 moves: no threat searches), the root VCT's node budget, the
    VCT defence's, the VCF attacker moves tried at alpha-beta's leaves, the moves
    searched at full depth before late quiet ones are reduced (0: none are), the
    attacker moves and threes of the opponent's win by threes a kept root move must not
    leave, those of the opponent's win by threes looked for on the board, and the plies
    past the depth that an open three to meet is still searched.

    Results go to the control array (``KIND``, ``BEST``, ``SCORE``, ``DEPTH``,
    ``ROOT_COUNT``, ``PV_LENGTH``), the PV array and the root moves.
    """
    control, roots, root_scores, pv = w[0], w[12], w[13], w[14]
    root_width, vcf_moves = limits[1], limits[2]
    vct_moves, vct_threes, vct_nodes, defence_nodes = limits[3], limits[4], limits[5], limits[6]
    refute_moves, refute_threes = limits[9], limits[10]
    threat_moves, threat_threes = limits[11], limits[12]
    control[LEAF_VCF] = limits[7]
    control[REDUCE_AFTER] = limits[8]
    control[QUIESCENCE] = limits[13]
    cells = w[1][0]
    opponent = 1 - player
    control[PV_LENGTH] = 0
    control[ROOT_COUNT] = 0
    if five_cells(b, s, player, cells) > 0:
        pv[0] = cells[0]
        control[PV_LENGTH] = 1
        _finish(w, WON, cells[0], WIN - 1, 1)
        return 0
    threats = five_cells(b, s, opponent, cells)
    block = -1
    for i in range(threats):
        if allowed(b, s, cells[i], player):
            block = cells[i]
            break
    if threats >= 2 or (threats == 1 and block < 0):
        if block < 0:
            block = any_move(b, s, player, -1)
        pv[0] = block
        control[PV_LENGTH] = 1
        _finish(w, LOST, block, -(WIN - 2), 2)
        return 0
    length = vcf(b, s, w, np.int64(player), np.int64(vcf_moves), np.int64(1))
    if length > 0:
        _finish_with_line(w, WON_BY_FOURS, length)
        return 0
    if threats == 1:
        pv[0] = block
        control[PV_LENGTH] = 1
        _finish(w, BLOCKED, block, 0, 0)
        return 0
    if vct_moves > 0:
        saved = spend_at_most(control, vct_nodes)
        length = vct(b, s, w, player, vct_moves, vct_threes, np.int64(1))
        restore_limit(control, saved)
        if length > 0:
            _finish_with_line(w, WON_BY_THREATS, length)
            return 0
    count, _ = generate(b, s, w, player, np.int64(0), root_width)
    if count == 0:  # renju: every candidate is forbidden for Black
        cells[0] = any_move(b, s, player, -1)
        count = 1
    for i in range(count):
        roots[i] = cells[i]
        root_scores[i] = 0
    control[ROOT_COUNT] = count
    if vct_moves > 0 and control[ABORTED] == 0:
        saved = spend_at_most(control, defence_nodes)
        one = np.int64(1)
        count = defend(
            b, s, w, player, count, threat_moves, threat_threes, one, refute_moves, refute_threes
        )
        restore_limit(control, saved)
        control[ROOT_COUNT] = count
    if control[ABORTED] == 0:
        count = _safe_moves(b, s, w, np.int64(player), count, np.int64(vcf_moves))
    control[ROOT_COUNT] = count
    pv[0] = roots[0]
    control[PV_LENGTH] = 1
    _finish(w, NO_TIME, roots[0], 0, 0)
    return count


@allocating_kernel
def iterate(b, s, w, player, depth, count, width, score_all):
    """One principal-variation iteration of ``depth`` plies over the ``count`` root moves
    :func:`prepare` kept, best first; returns whether it finished (else the stop flag or
    the node limit cut it short).

    A finished iteration orders the root moves (best first, then, with ``score_all``,
    the rest by their full-window scores, each with its own line), writes the result
    to the control array and the expected line to the PV array.  One cut short keeps
    the last iteration's result, unless a move searched at this depth beat its best
    move (searched first).
    """
    control, roots, root_scores, pv = w[0], w[12], w[13], w[14]
    opponent = 1 - player
    one = np.int64(1)
    below = np.int64(depth - 1)
    scores = np.zeros(count, dtype=np.int64)
    own_lines = np.zeros((count, MAX_PLY), dtype=np.int16)
    own_lengths = np.zeros(count, dtype=np.int64)
    alpha = -INFINITY
    best = 0
    searched = 0
    for i in range(count):
        place(b, s, roots[i], player)
        if score_all or i == 0:
            high = INFINITY if score_all else -alpha
            score = -negamax(b, s, w, opponent, below, -INFINITY, high, one, width)
        else:
            score = -negamax(b, s, w, opponent, below, -alpha - 1, -alpha, one, width)
            if score > alpha:
                score = -negamax(b, s, w, opponent, below, -INFINITY, -alpha, one, width)
        undo(b, s)
        if control[ABORTED] != 0:
            break
        scores[i] = score
        searched += 1
        if score_all:  # a full window: the line below is this move's own
            own_lengths[i] = _prefixed(own_lines[i], roots[i], w[LINES][1], w[LINE_LENGTHS][1])
        if score > alpha:
            alpha, best = score, i
            _extend_line(w, np.int64(0), roots[i])
    if searched < count:
        # Cut short: a move that beat the last best (searched first) at this depth is
        # better than it; with no finished iteration any searched move will do.
        if searched > 0 and (best > 0 or control[KIND] == NO_TIME) and not score_all:
            _finish(w, SEARCHED, roots[best], alpha, depth)
            pv[0] = roots[best]
            control[PV_LENGTH] = 1
        return False
    order = np.argsort(-scores, kind="mergesort") if score_all else np.arange(count)
    if not score_all:
        order[0], order[best] = best, 0
    moved = roots[order]
    moved_scores = scores[order]
    for i in range(count):
        roots[i] = moved[i]
        root_scores[i] = moved_scores[i]
    if score_all:
        w[ROOT_LINES][:count] = own_lines[order]
        w[ROOT_LINE_LENGTHS][:count] = own_lengths[order]
    _finish(w, SEARCHED, roots[0], alpha, depth)
    # a line is longer than the depth when forced blocks extended it
    length = WIN - alpha if alpha >= PROVEN_BOUND else max(depth, w[LINE_LENGTHS][0])
    control[PV_LENGTH] = _principal_variation(b, s, w, player, roots[0], min(length, MAX_PLY))
    return True
