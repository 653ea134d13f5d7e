"""The compiled chess evaluation: a tapered (middlegame to endgame) score of material,
piece squares, pawn structure, mobility, rooks on open files and king safety, in
centipawns from the side to move."""

from __future__ import annotations

import numpy as np

from games.chess.compiled.board import (
    BISHOP,
    BLACK_BIT,
    KING,
    KING_SQ,
    KNIGHT,
    KNIGHT_TARGETS,
    PAWN,
    QUEEN,
    RAYS,
    ROOK,
    SIDE,
)
from games.kernels.jit import kernel

# our own numbers, centipawns, in one vector the tuner (tools/tune/chess_texel.py) fits
WEIGHT_GROUPS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("value_mg", (0, 85, 330, 345, 470, 1000, 0)),  # by piece type
    ("value_eg", (0, 110, 300, 320, 540, 1000, 0)),
    ("passed_mg", (0, 5, 10, 15, 30, 50, 80, 0)),  # by ranks advanced
    ("passed_eg", (0, 10, 15, 30, 55, 90, 140, 0)),
    ("doubled", (12, 25)),  # middlegame, endgame penalty per extra pawn on a file
    ("isolated", (10, 15)),
    ("mobility_mg", (0, 0, 4, 5, 2, 1, 0)),  # per reachable square beyond mobility_base
    ("mobility_eg", (0, 0, 4, 5, 4, 2, 0)),
    ("attack", (0, 0, 2, 2, 3, 5, 0)),  # king danger units of a piece hitting the king's zone
    ("danger", (3, 500)),  # middlegame penalty: scale x units squared, at most the cap
    ("rook_open", (25, 10)),
    ("rook_half_open", (12, 6)),
    ("bishop_pair", (30, 50)),
    ("shield", (12, 6, -15)),  # pawn in front of the castled king, one further, none
    ("tempo", (10,)),
)
"""Each group's name and numbers; :data:`WEIGHTS` holds them end to end."""


def _offsets() -> dict[str, int]:
    offsets, at = {}, 0
    for name, numbers in WEIGHT_GROUPS:
        offsets[name] = at
        at += len(numbers)
    return offsets


WEIGHT_AT = _offsets()
"""Where each group starts in :data:`WEIGHTS`."""
WEIGHTS = np.array([n for _, numbers in WEIGHT_GROUPS for n in numbers], dtype=np.int64)
_VALUE_MG, _VALUE_EG = WEIGHT_AT["value_mg"], WEIGHT_AT["value_eg"]
_PASSED_MG, _PASSED_EG = WEIGHT_AT["passed_mg"], WEIGHT_AT["passed_eg"]
_DOUBLED, _ISOLATED = WEIGHT_AT["doubled"], WEIGHT_AT["isolated"]
_MOBILITY_MG, _MOBILITY_EG = WEIGHT_AT["mobility_mg"], WEIGHT_AT["mobility_eg"]
_ATTACK, _DANGER = WEIGHT_AT["attack"], WEIGHT_AT["danger"]
_ROOK_OPEN, _ROOK_HALF_OPEN = WEIGHT_AT["rook_open"], WEIGHT_AT["rook_half_open"]
_BISHOP_PAIR, _SHIELD, _TEMPO = WEIGHT_AT["bishop_pair"], WEIGHT_AT["shield"], WEIGHT_AT["tempo"]
_MOBILITY_BASE = np.array([0, 0, 4, 6, 6, 12, 0], dtype=np.int64)
"""Reachable squares a piece type is expected to have (no bonus or penalty)."""
_PHASE = np.array([0, 0, 1, 1, 2, 4, 0], dtype=np.int64)
_FULL_PHASE = 24


def _square_tables() -> tuple[np.ndarray, np.ndarray]:
    """Middlegame and endgame piece-square tables for white, [piece type, square]."""
    mg = np.zeros((7, 64), dtype=np.int64)
    eg = np.zeros((7, 64), dtype=np.int64)
    king_home = [20, 30, 10, 0, 0, 10, 30, 20]
    for square in range(64):
        file, rank = square % 8, square // 8
        centre = max(abs(file - 3.5), abs(rank - 3.5)) - 0.5  # 0 in the centre ... 3 on the rim
        central_file = {3: 15, 4: 15, 2: 8, 5: 8}.get(file, 0)
        if 1 <= rank <= 6:
            mg[PAWN, square] = 4 * (rank - 1) + (central_file if rank in (3, 4) else 0)
            if rank == 1 and file >= 5:
                mg[PAWN, square] += 5  # the castled king's shelter
            eg[PAWN, square] = 8 * (rank - 1)
        mg[KNIGHT, square] = int(10 - 12 * centre) - (10 if rank == 0 else 0)
        eg[KNIGHT, square] = int(10 - 10 * centre)
        mg[BISHOP, square] = int(6 - 6 * centre) - (5 if rank == 0 else 0)
        eg[BISHOP, square] = int(6 - 6 * centre)
        mg[ROOK, square] = (20 if rank == 6 else 0) + (5 if file in (3, 4) else 0)
        eg[ROOK, square] = 15 if rank == 6 else 0
        mg[QUEEN, square] = int(3 - 3 * centre)
        eg[QUEEN, square] = int(9 - 6 * centre)
        if rank == 0:
            mg[KING, square] = king_home[file]
        elif rank == 1:
            mg[KING, square] = -10 if file in (0, 1, 6, 7) else -25
        else:
            mg[KING, square] = -30 * rank
        eg[KING, square] = int(30 - 15 * centre)
    return mg, eg


_PST_MG, _PST_EG = _square_tables()
SCRATCH_SIZE = 64


@kernel
def evaluate(pos, scratch):
    """Static value of the position in centipawns, from the side to move
    (``scratch``: :data:`SCRATCH_SIZE` int64 the function may overwrite)."""
    return evaluate_with(pos, scratch, WEIGHTS)


@kernel
def evaluate_with(pos, scratch, w):
    """:func:`evaluate` with the weights ``w`` (laid out as :data:`WEIGHTS`)."""
    scratch[:] = 0
    pawn_count = scratch[0:16].reshape((2, 8))
    lowest = scratch[16:32].reshape((2, 8))  # lowest rank of a pawn per file
    highest = scratch[32:48].reshape((2, 8))
    mg = scratch[48:50]
    eg = scratch[50:52]
    bishops = scratch[52:54]
    danger = scratch[54:56]  # units against colour's king
    attackers = scratch[56:58]
    lowest[:] = 8
    highest[:] = -1
    phase = 0
    for s in range(64):
        p = pos[s]
        if p & 7 == PAWN:
            colour = 1 if p & BLACK_BIT else 0
            file, rank = s & 7, s >> 3
            pawn_count[colour, file] += 1
            lowest[colour, file] = min(lowest[colour, file], rank)
            highest[colour, file] = max(highest[colour, file], rank)
    kings = (pos[KING_SQ], pos[KING_SQ + 1])
    for s in range(64):
        p = pos[s]
        if p == 0:
            continue
        colour = 1 if p & BLACK_BIT else 0
        kind = p & 7
        relative = s if colour == 0 else s ^ 56
        mg[colour] += w[_VALUE_MG + kind] + _PST_MG[kind, relative]
        eg[colour] += w[_VALUE_EG + kind] + _PST_EG[kind, relative]
        phase += _PHASE[kind]
        file, rank = s & 7, s >> 3
        if kind == PAWN:
            other = 1 - colour
            passed = True
            isolated = True
            for f in range(max(0, file - 1), min(7, file + 1) + 1):
                if colour == 0 and highest[other, f] > rank:
                    passed = False
                if colour == 1 and lowest[other, f] < rank:
                    passed = False
                if f != file and pawn_count[colour, f] > 0:
                    isolated = False
            if passed:
                advance = rank if colour == 0 else 7 - rank
                mg[colour] += w[_PASSED_MG + advance]
                eg[colour] += w[_PASSED_EG + advance]
            if isolated:
                mg[colour] -= w[_ISOLATED]
                eg[colour] -= w[_ISOLATED + 1]
            continue
        if kind == KING:
            continue
        if kind == BISHOP:
            bishops[colour] += 1
        if kind == ROOK and pawn_count[colour, file] == 0:
            if pawn_count[1 - colour, file] == 0:
                mg[colour] += w[_ROOK_OPEN]
                eg[colour] += w[_ROOK_OPEN + 1]
            else:
                mg[colour] += w[_ROOK_HALF_OPEN]
                eg[colour] += w[_ROOK_HALF_OPEN + 1]
        enemy_king = kings[1 - colour]
        king_file, king_rank = enemy_king & 7, enemy_king >> 3
        own = colour * BLACK_BIT
        reach = 0
        hits = False
        if kind == KNIGHT:
            for i in range(8):
                t = KNIGHT_TARGETS[s, i]
                if t < 0:
                    break
                q = pos[t]
                if q == 0 or (q & BLACK_BIT) != own:
                    reach += 1
                if abs((t & 7) - king_file) <= 1 and abs((t >> 3) - king_rank) <= 1:
                    hits = True
        else:
            first = 4 if kind == BISHOP else 0
            last = 4 if kind == ROOK else 8
            for d in range(first, last):
                for i in range(7):
                    t = RAYS[s, d, i]
                    if t < 0:
                        break
                    q = pos[t]
                    if q == 0 or (q & BLACK_BIT) != own:
                        reach += 1
                    if abs((t & 7) - king_file) <= 1 and abs((t >> 3) - king_rank) <= 1:
                        hits = True
                    if q != 0:
                        break
        mg[colour] += w[_MOBILITY_MG + kind] * (reach - _MOBILITY_BASE[kind])
        eg[colour] += w[_MOBILITY_EG + kind] * (reach - _MOBILITY_BASE[kind])
        if hits:
            danger[1 - colour] += w[_ATTACK + kind]
            attackers[1 - colour] += 1
    for colour in range(2):
        for file in range(8):
            if pawn_count[colour, file] > 1:
                mg[colour] -= w[_DOUBLED] * (pawn_count[colour, file] - 1)
                eg[colour] -= w[_DOUBLED + 1] * (pawn_count[colour, file] - 1)
        if bishops[colour] >= 2:
            mg[colour] += w[_BISHOP_PAIR]
            eg[colour] += w[_BISHOP_PAIR + 1]
        if attackers[colour] >= 2:
            mg[colour] -= min(danger[colour] * danger[colour] * w[_DANGER], w[_DANGER + 1])
        king = kings[colour]
        king_file, king_rank = king & 7, king >> 3
        home = king_rank if colour == 0 else 7 - king_rank
        if home <= 1:
            step = 8 if colour == 0 else -8
            pawn = PAWN + colour * BLACK_BIT
            for f in range(max(0, king_file - 1), min(7, king_file + 1) + 1):
                near = king - king_file + f + step
                if pos[near] == pawn:
                    mg[colour] += w[_SHIELD]
                elif pos[near + step] == pawn:
                    mg[colour] += w[_SHIELD + 1]
                else:
                    mg[colour] += w[_SHIELD + 2]
    phase = min(phase, _FULL_PHASE)
    side = pos[SIDE]
    mg_value = mg[side] - mg[1 - side] + w[_TEMPO]
    eg_value = eg[side] - eg[1 - side]
    return (mg_value * phase + eg_value * (_FULL_PHASE - phase)) // _FULL_PHASE
