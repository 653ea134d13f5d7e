"""The compiled win-by-fours search (VCF) and the workspace every compiled search shares.

:func:`vcf` is :meth:`games.mnk.threats.ThreatSearch.vcf` compiled: the attacker
plays only fours, the defender's only reply is the five point, deepening one attacker
move at a time so that the shortest win is found.  Positions proven not to win within
some number of attacker moves are remembered in a small hash table (per attacker).  With
one attacker move left under free-style rules, the shape counts tell whether a four makes
two fives, without placing it; and no four is followed by a block that no move is left
to answer.  Like every threat search it places stones on the lines alone
(:func:`~games.mnk.compiled.board.place_on_lines`).

The workspace ``w`` (:func:`new_work`) holds the ``control`` array shared with Python
(node count and limit, the stop flags a watchdog thread sets, the result), per-ply cell
buffers, the line found, the VCF table and the alpha-beta transposition table.
"""

from __future__ import annotations

import numpy as np

from games.kernels.jit import inline_kernel, kernel
from games.mnk.compiled.board import allowed, five_cells, four_cells
from games.mnk.compiled.encoding import EXACT_BLACK, RENJU, place_on_lines, undo_on_lines
from games.mnk.patterns import FOUR, OPEN_FOUR

MAX_PLY = 160
"""Deepest ply of the alpha-beta and threat searches together."""
MAX_LINE = 128
VCF_BITS = 18
"""The VCF failure table holds 2**VCF_BITS entries."""
CHECK_EVERY = 1023
"""The stop flag and node limit are looked at when ``nodes & CHECK_EVERY == 0``."""
ATTACKER_KEY = np.uint64(0x9E3779B97F4A7C15)
"""Xored into the board key when White attacks (the board key has no side to move)."""

# --- control array (int64), shared with Python -----------------------------------------
NODES, NODE_LIMIT, ABORTED, STOP, STAMP = range(5)
BEST, SCORE, DEPTH, KIND, LINE_LENGTH, ROOT_COUNT, PV_LENGTH = range(5, 12)
LEAF_VCF, REDUCE_AFTER, QUIESCENCE = range(12, 15)
CONTROL_SIZE = 16
WORK_CONTROL, WORK_LINE = 0, 3


def new_work(cells: int, table_bits: int) -> tuple[np.ndarray, ...]:
    """A workspace for boards of ``cells`` cells with a 2**``table_bits`` entry
    transposition table: (control, cell buffers, value buffers, line, VCF keys, VCF
    depths, TT keys, TT scores, TT moves, TT depths, TT bounds, marks, root moves, root
    scores, principal variation, VCT keys, VCT depths, the line alpha-beta found below
    each ply and its length, each root move's line and its length)."""
    entries = 1 << table_bits
    vcf_entries = 1 << VCF_BITS
    return (
        np.zeros(CONTROL_SIZE, dtype=np.int64),
        np.zeros((MAX_PLY, cells), dtype=np.int64),
        np.zeros((MAX_PLY, cells), dtype=np.int64),
        np.zeros(MAX_LINE, dtype=np.int64),
        np.zeros(vcf_entries, dtype=np.uint64),
        np.zeros(vcf_entries, dtype=np.int64),
        np.zeros(entries, dtype=np.uint64),
        np.zeros(entries, dtype=np.int32),
        np.full(entries, -1, dtype=np.int16),
        np.full(entries, -1, dtype=np.int8),
        np.zeros(entries, dtype=np.int8),
        np.zeros(cells, dtype=np.int64),
        np.zeros(cells, dtype=np.int64),
        np.zeros(cells, dtype=np.int64),
        np.zeros(MAX_PLY, dtype=np.int64),
        np.zeros(vcf_entries, dtype=np.uint64),
        np.zeros(vcf_entries, dtype=np.int64),
        np.zeros((MAX_PLY, MAX_PLY), dtype=np.int16),
        np.zeros(MAX_PLY, dtype=np.int64),
        np.zeros((cells, MAX_PLY), dtype=np.int16),
        np.zeros(cells, dtype=np.int64),
    )


@inline_kernel
def count_node(control):
    """Counts a node; every :data:`CHECK_EVERY` + 1 nodes looks at the stop flag and the
    node limit.  Returns whether the search must unwind."""
    control[NODES] += 1
    if control[NODES] & CHECK_EVERY == 0 and (
        control[STOP] != 0 or control[NODES] >= control[NODE_LIMIT]
    ):
        control[ABORTED] = 1
    return control[ABORTED] != 0


@kernel
def spend_at_most(control, nodes):
    """Lowers the node limit to ``nodes`` more than counted; returns the limit to restore
    with :func:`restore_limit`."""
    saved = control[NODE_LIMIT]
    control[NODE_LIMIT] = min(saved, control[NODES] + nodes)
    return saved


@kernel
def restore_limit(control, saved):
    """Puts back the node limit; a search stopped only by the lowered one goes on."""
    if control[ABORTED] != 0 and control[STOP] == 0 and control[NODES] < saved:
        control[ABORTED] = 0
    control[NODE_LIMIT] = saved


@kernel
def any_move(b, s, player, excluded):
    """The first candidate cell (in cell order) ``player`` may play other than ``excluded``
    (renju: Black's move when the one block is forbidden), or -1."""
    stones, near = b[0], b[8]
    for cell in range(stones.shape[0]):
        if cell != excluded and stones[cell] < 0 and near[cell] > 0 and allowed(b, s, cell, player):
            return cell
    return -1


@kernel
def vcf(b, s, w, attacker, max_moves, ply):
    """The shortest win by fours for ``attacker`` (to move) in at most ``max_moves``
    attacker moves: the length of the line written to the workspace's line (attacker's
    moves and the defender's forced replies, ending with the five), or 0.  ``ply`` is the
    first free row of the cell buffers."""
    control = w[0]
    for moves in range(1, max_moves + 1):
        end = fours(b, s, w, np.int64(attacker), np.int64(moves), np.int64(ply), np.int64(0))
        if end > 0 or control[ABORTED] != 0:
            control[LINE_LENGTH] = end
            return end
    control[LINE_LENGTH] = 0
    return 0


@inline_kernel
def _double_five(b, s, w, attacker, forced, ply, pos):
    """:func:`fours` with one attacker move left, where every five counts (free-style): a
    win needs a cell that makes two fives at once (an open four, or fours in two lines),
    which the shape counts tell without placing a stone; the end of the line written from
    ``pos``, or 0."""
    count, line, out = b[4], w[3], w[1][ply]
    for i in range(four_cells(b, s, attacker, out)):
        cell = out[i]
        if forced >= 0 and cell != forced:
            continue
        if count[attacker, OPEN_FOUR, cell] > 0 or count[attacker, FOUR, cell] >= 2:
            replies = w[1][ply + 1]
            place_on_lines(b, s, cell, attacker)
            five_cells(b, s, attacker, replies)
            undo_on_lines(b, s)
            line[pos], line[pos + 1], line[pos + 2] = cell, replies[0], replies[1]
            return pos + 3
    return np.int64(0)


@kernel
def fours(b, s, w, attacker, moves, ply, pos):
    """Whether ``attacker`` (to move) wins by fours within ``moves`` attacker moves: the end
    of the line written from ``pos``, or 0.  Self-recursive with typed ``np.int64``
    arguments (another argument type compiles a second version that numba's cache cannot
    link, numba issue 6713)."""
    control, line, vcf_keys, vcf_depth = w[0], w[3], w[4], w[5]
    if count_node(control):
        return np.int64(0)
    out = w[1][ply]
    if five_cells(b, s, attacker, out) > 0:
        line[pos] = out[0]
        return pos + 1
    if moves <= 0:
        return np.int64(0)
    threats = five_cells(b, s, 1 - attacker, out)
    if threats >= 2:
        return np.int64(0)
    forced = out[0] if threats == 1 else -1
    if moves == 1 and s[14][EXACT_BLACK + attacker] == 0 and s[14][RENJU] == 0:
        return _double_five(b, s, w, attacker, forced, ply, pos)
    key = b[14][0] ^ (ATTACKER_KEY if attacker == 1 else np.uint64(0))
    slot = key & np.uint64(vcf_keys.shape[0] - 1)
    if vcf_keys[slot] == key and vcf_depth[slot] >= moves:
        return np.int64(0)
    defender = 1 - attacker
    replies = w[1][ply + 1]
    count = four_cells(b, s, attacker, out)
    for i in range(count):
        cell = out[i]
        if (forced >= 0 and cell != forced) or not allowed(b, s, cell, attacker):
            continue
        place_on_lines(b, s, cell, attacker)
        end = np.int64(0)
        points = 0
        if five_cells(b, s, defender, replies) == 0:
            points = five_cells(b, s, attacker, replies)
        if points >= 2:
            line[pos], line[pos + 1], line[pos + 2] = cell, replies[0], replies[1]
            end = pos + 3
        elif points == 1:
            block = replies[0]
            if not allowed(b, s, block, defender):
                # Renju: Black cannot block on a forbidden point; White fives there next.
                other = any_move(b, s, defender, block)
                if other >= 0:
                    line[pos], line[pos + 1], line[pos + 2] = cell, other, block
                    end = pos + 3
            elif moves > 1:  # with none left, the block stops the only five
                place_on_lines(b, s, block, defender)
                end = fours(
                    b, s, w, attacker, np.int64(moves - 1), np.int64(ply + 2), np.int64(pos + 2)
                )
                undo_on_lines(b, s)
                if end > 0:
                    line[pos], line[pos + 1] = cell, block
        undo_on_lines(b, s)
        if end > 0:
            return end
        if control[ABORTED] != 0:
            return np.int64(0)
    vcf_keys[slot] = key
    vcf_depth[slot] = moves
    return np.int64(0)
