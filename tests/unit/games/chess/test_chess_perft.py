"""Perft through the game protocol (``legal_moves`` and ``play``) against the published
counts in ``../shared/data/chess/perft.tsv``.

Depths: every row to depth 3 (281,000 leaves in all), and depth 4 where it has at most
250,000 leaves (the start position, position 3: 241,000).  The protocol counts about 100,000
leaves a second here, so that is about 5 s on an idle core and under 20 s on the busy
shared machine; the deeper figures (up to 193 million leaves) are the benchmark
``tools/bench/chess_perft.py``.
"""

from __future__ import annotations

import pytest

from games.chess.rules import ChessState
from tests.support import SHARED_DATA
from tools.bench.chess_perft import perft, read_rows

DATA = SHARED_DATA / "chess" / "perft.tsv"
MAX_LEAVES = 250_000


def cases() -> list:
    if not DATA.exists():
        return [pytest.param(None, None, None, marks=pytest.mark.skip(reason=f"{DATA} absent"))]
    params = []
    for row in read_rows(DATA):
        for depth, count in enumerate(row.counts, start=1):
            if depth <= 3 or count <= MAX_LEAVES:
                params.append(pytest.param(row.fen, depth, count, id=f"{row.name}-d{depth}"))
    return params


@pytest.mark.parametrize(("fen", "depth", "expected"), cases())
def test_perft_matches_the_published_counts(fen, depth, expected):
    assert perft(ChessState.from_text(fen), depth) == expected


def test_perft_counts_promotions_castling_and_en_passant_separately():
    # A position with all three: the four promotions are four moves.
    state = ChessState.from_text("r3k3/1P6/8/3pP3/8/8/8/4K2R w Kq d6 0 1")
    texts = {state.move_text(move) for move in state.legal_moves()}
    assert {"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "e1g1", "e5d6"} <= texts
    assert perft(state, 1) == len(texts)
