"""The compiled win by fours and threes (VCT), and the moves that stop the opponent's.

:func:`vct` is :meth:`games.mnk.threats.ThreatSearch.vct` compiled: the attacker plays
fours and open threes; after a four the defender's only reply is the five point, after an
open three any cell where the attacker would then make a four or better, or a four of the
defender's own, which only delays: the attacker blocks it (one more attacker move) and the
defender must meet the same threat again.  Deepening one attacker move at a time finds the
shortest win; positions proven not to win within some number of moves and threes are
remembered in a table of their own (per attacker).

:func:`defend` is :meth:`games.mnk.search.GomokuSearcher._defend` compiled: when the
opponent, given the move, would win by threes, it keeps the root moves that may stop it,
and refutes them more deeply than it detects the threat: a move that stops the short win
may leave a longer one.
"""

from __future__ import annotations

import numpy as np

from games.kernels.jit import allocating_kernel, inline_kernel, kernel
from games.mnk.compiled.board import allowed, five_cells, four_cells, move_values, sort_by_value
from games.mnk.compiled.encoding import WIDTH, place_on_lines, undo_on_lines
from games.mnk.compiled.threats import (
    ABORTED,
    ATTACKER_KEY,
    LINE_LENGTH,
    STAMP,
    any_move,
    count_node,
    fours,
)
from games.mnk.patterns import FIVE, FOUR, OPEN_FOUR, OPEN_THREE

VCT_KEY = np.uint64(0xC2B2AE3D27D4EB4F)
"""Xored into the board key for the VCT table (apart from the VCF table's positions)."""
LAST_KEY = np.uint64(0x94D049BB133111EB)
"""Times the attacker's last threat plus one, xored into the VCT table's key."""
FOUR_REACH, THREE_REACH = 4, 3
"""How far along a line from the attacker's last threat the next four or three may be."""
THREES_BITS = 4
"""The VCT table keeps ``moves << THREES_BITS | threes`` proven not to win."""


@inline_kernel
def _near(s, last, cell, reach):
    """Whether ``cell`` is within ``reach`` cells of ``last`` along one of its four lines,
    or a knight's move from it (always, when ``last`` is -1): the attacker's next threat
    builds on the last one, which keeps a deep search narrow."""
    if last < 0:
        return True
    width = s[14][WIDTH]
    rows = abs(cell // width - last // width)
    columns = abs(cell % width - last % width)
    if rows + columns == 3 and rows * columns == 2:
        return True
    return (rows == 0 or columns == 0 or rows == columns) and max(rows, columns) <= reach


@kernel
def vct(b, s, w, attacker, max_moves, max_threes, ply):
    """The shortest win by fours and at most ``max_threes`` open threes for ``attacker`` (to
    move) in at most ``max_moves`` attacker moves: the length of the line written to the
    workspace's line (the attacker's moves and the defender's main replies), or 0.
    ``ply`` is the first free row of the cell buffers."""
    control = w[0]
    for moves in range(1, max_moves + 1):
        end = _node(
            b, s, w, np.int64(attacker), np.int64(moves), np.int64(max_threes),
            np.int64(ply), np.int64(0), np.int64(0), np.int64(-1),
        )  # fmt: skip
        if end > 0 or control[ABORTED] != 0:
            control[LINE_LENGTH] = end
            return end
    control[LINE_LENGTH] = 0
    return 0


@kernel
def _node(b, s, w, attacker, moves, threes, ply, pos, defending, last):
    """The end of a winning line written from ``pos``, or 0: the attacker to move
    (``defending`` 0) or the defender meeting the attacker's threat (1).  After the
    attacker's first threat (at ``last``, else -1) the next ones are looked for near it
    (:func:`_near`).  One self-recursive kernel with typed ``np.int64`` arguments (numba
    issue 6713)."""
    if defending != 0:
        return _meet(b, s, w, attacker, moves, threes, ply, pos, last)
    control, line = w[0], w[3]
    end = fours(b, s, w, attacker, moves, ply, pos)
    if end > 0 or moves <= 1 or threes <= 0 or control[ABORTED] != 0:
        return end
    out = w[1][ply]
    threats = five_cells(b, s, 1 - attacker, out)
    if threats >= 2:
        return np.int64(0)
    if threats == 1:  # block the defender's four first: it counts as an attacker move
        block = out[0]
        if not allowed(b, s, block, attacker):
            return np.int64(0)
        place_on_lines(b, s, block, attacker)
        end = _node(b, s, w, attacker, moves - 1, threes, ply + 1, pos + 1, np.int64(1), last)
        undo_on_lines(b, s)
        if end > 0:
            line[pos] = block
        return end
    vct_keys, vct_depth = w[15], w[16]
    key = b[14][0] ^ VCT_KEY ^ (ATTACKER_KEY if attacker == 1 else np.uint64(0))
    key ^= np.uint64(last + 1) * LAST_KEY  # the moves looked at depend on the last threat
    slot = key & np.uint64(vct_keys.shape[0] - 1)
    if vct_keys[slot] == key:
        known = vct_depth[slot]
        if known >> THREES_BITS >= moves and known & ((1 << THREES_BITS) - 1) >= threes:
            return np.int64(0)
    count, members, length = b[4], b[5], b[7]
    values = w[2][ply]
    n = 0
    for i in range(four_cells(b, s, attacker, out)):
        if _near(s, last, out[i], FOUR_REACH):
            out[n] = out[i]
            n += 1
    start = n
    for i in range(length[attacker, OPEN_THREE]):
        cell = members[attacker, OPEN_THREE, i]
        made = count[attacker, FIVE, cell] + count[attacker, OPEN_FOUR, cell]
        if made + count[attacker, FOUR, cell] == 0 and _near(s, last, cell, THREE_REACH):
            out[n] = cell
            n += 1
    move_values(b, s, attacker, out, n, values)
    sort_by_value(out, values, start, n)
    for i in range(n):
        cell = out[i]
        if not allowed(b, s, cell, attacker):
            continue
        place_on_lines(b, s, cell, attacker)
        end = _node(b, s, w, attacker, moves, threes, ply + 1, pos + 1, np.int64(1), cell)
        undo_on_lines(b, s)
        if end > 0:
            line[pos] = cell
            return end
        if control[ABORTED] != 0:
            return np.int64(0)
    vct_keys[slot] = key
    vct_depth[slot] = moves << THREES_BITS | min(threes, (1 << THREES_BITS) - 1)
    return np.int64(0)


@inline_kernel
def _meet(b, s, w, attacker, moves, threes, ply, pos, last):
    """The defender (to move) meets the attacker's four or open three: the end of a main
    line from ``pos`` if every reply still loses, else 0 (also when there is no threat).
    ``moves`` still counts the attacker move that made the threat."""
    control, line, marks = w[0], w[3], w[11]
    if count_node(control):
        return np.int64(0)
    defender = 1 - attacker
    replies = w[1][ply]
    if five_cells(b, s, defender, replies) > 0:
        return np.int64(0)
    points = five_cells(b, s, attacker, replies)
    if points >= 2:
        line[pos], line[pos + 1] = replies[0], replies[1]
        return pos + 2
    members, length = b[5], b[7]
    n = points
    if points == 0:
        threat = False
        for i in range(length[attacker, OPEN_FOUR]):
            if allowed(b, s, members[attacker, OPEN_FOUR, i], attacker):
                threat = True
                break
        if not threat:
            return np.int64(0)
        control[STAMP] += 1
        stamp = control[STAMP]
        for k in range(2):
            shape = OPEN_FOUR if k == 0 else FOUR
            for i in range(length[attacker, shape]):
                cell = members[attacker, shape, i]
                if marks[cell] != stamp:
                    marks[cell] = stamp
                    replies[n] = cell
                    n += 1
        scratch = w[2][ply]
        own = four_cells(b, s, defender, scratch)
        for i in range(own):
            if marks[scratch[i]] != stamp:
                marks[scratch[i]] = stamp
                replies[n] = scratch[i]
                n += 1
        threes -= 1
    kept = 0
    for i in range(n):
        if allowed(b, s, replies[i], defender):
            replies[kept] = replies[i]
            kept += 1
    if kept == 0:
        if points == 0:
            return np.int64(0)  # renju, no legal answer to a three: not followed further
        other = any_move(b, s, defender, replies[0])
        if other < 0:
            return np.int64(0)
        line[pos], line[pos + 1] = other, replies[0]
        return pos + 2
    main = w[2][ply]  # the longest line found so far, from pos
    main_end = np.int64(0)
    below = w[1][ply + 1]
    for i in range(kept):
        reply = replies[i]
        place_on_lines(b, s, reply, defender)
        rest = np.int64(0)
        counters = five_cells(b, s, defender, below)
        if counters == 0:
            rest = _node(b, s, w, attacker, moves - 1, threes, ply + 1, pos + 1, np.int64(0), last)
        elif counters == 1 and allowed(b, s, below[0], attacker):
            block = below[0]
            place_on_lines(b, s, block, attacker)
            rest = _node(b, s, w, attacker, moves - 1, threes, ply + 2, pos + 2, np.int64(1), last)
            undo_on_lines(b, s)
            if rest > 0:
                line[pos + 1] = block
        undo_on_lines(b, s)
        if rest == 0:
            return np.int64(0)
        if rest > main_end:
            line[pos] = reply
            main_end = rest
            for k in range(pos, rest):
                main[k - pos] = line[k]
    for k in range(pos, main_end):
        line[k] = main[k - pos]
    return main_end


@kernel
def _still_lost(b, s, w, player, cell, moves, max_threes, ply):
    """Whether the opponent still wins by threes within ``moves`` attacker moves after
    ``player`` plays ``cell``; after a four of ours, once they have blocked it (asked
    straight after the four, the search would let them block and go on only with threats
    already on the board, so it would call most fours safe)."""
    opponent = 1 - player
    scratch = w[1][ply]
    place_on_lines(b, s, cell, player)
    blocked = False
    if five_cells(b, s, player, scratch) == 1 and five_cells(b, s, opponent, w[2][ply]) == 0:
        place_on_lines(b, s, scratch[0], opponent)
        blocked = True
    end = _node(
        b, s, w, np.int64(opponent), np.int64(moves), np.int64(max_threes),
        np.int64(ply + 2), np.int64(0), np.int64(0), np.int64(-1),
    )  # fmt: skip
    if blocked:
        undo_on_lines(b, s)
    undo_on_lines(b, s)
    return end > 0


@allocating_kernel
def defend(b, s, w, player, count, max_moves, max_threes, ply, refute_moves, refute_threes):
    """Keeps, of the ``count`` root moves (``w[12]``), the moves that may stop the
    opponent's win by threes, if they have one within ``max_moves`` and ``max_threes``:
    the forced replies when they already have an open three, else the cells of their
    line, their threes and fours and our own fours and threes.  Those after which the
    opponent still wins within ``refute_moves`` and ``refute_threes`` are dropped,
    shortest refutations first (proving a move safe costs far more than refuting one);
    moves not refuted when the node limit stops the search are kept.  Returns how many
    root moves there are now (the same ``count`` when nothing needed stopping or nothing
    can)."""
    control, roots, marks, line = w[0], w[12], w[11], w[3]
    opponent = 1 - player
    if vct(b, s, w, opponent, max_moves, max_threes, ply) == 0 or control[ABORTED] != 0:
        return count
    members, length = b[5], b[7]
    candidates = np.empty(roots.shape[0], dtype=np.int64)
    n = 0
    if length[opponent, OPEN_FOUR] > 0:
        candidates[:count] = roots[:count]
        n = count
    else:
        control[STAMP] += 1
        stamp = control[STAMP]
        scratch = w[1][ply]
        for source in range(5):
            if source == 0:
                found = control[LINE_LENGTH]
                scratch[:found] = line[:found]
            elif source == 1:
                found = length[opponent, OPEN_THREE]
                scratch[:found] = members[opponent, OPEN_THREE, :found]
            elif source == 2:
                found = four_cells(b, s, opponent, scratch)
            elif source == 3:
                found = four_cells(b, s, player, scratch)
            else:
                found = length[player, OPEN_THREE]
                scratch[:found] = members[player, OPEN_THREE, :found]
            for i in range(found):
                cell = scratch[i]
                if marks[cell] != stamp and b[0][cell] < 0 and allowed(b, s, cell, player):
                    marks[cell] = stamp
                    candidates[n] = cell
                    n += 1
        values = np.empty(n, dtype=np.int64)
        move_values(b, s, player, candidates, n, values)
        sort_by_value(candidates, values, 0, n)
    losing = np.zeros(n, dtype=np.bool_)
    for moves in range(1, refute_moves + 1):
        for i in range(n):
            if not losing[i] and _still_lost(
                b, s, w, player, candidates[i], moves, refute_threes, ply
            ):
                losing[i] = True
            if control[ABORTED] != 0:
                break
        if control[ABORTED] != 0:
            break
    kept = 0
    for i in range(n):
        if not losing[i]:
            roots[kept] = candidates[i]
            kept += 1
    return kept if kept > 0 else count
