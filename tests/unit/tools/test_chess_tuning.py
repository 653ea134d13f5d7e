"""The chess tuning tools: which positions count as quiet, and the Texel fit finding
weights back from scores our own evaluation gave."""

from __future__ import annotations

import chess
import numpy as np

from games.chess.compiled.evaluation import SCRATCH_SIZE, WEIGHT_AT, WEIGHT_GROUPS, WEIGHTS
from games.chess.compiled.position import Position
from tools.tune.chess_positions import quiet
from tools.tune.chess_texel import Fit, descend, groups_text, white_values

FENS = (
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "6k1/5ppp/8/8/8/8/5PPP/3N2K1 b - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "4k3/8/8/8/8/8/4P3/2B1K3 w - - 0 1",
    "2r3k1/5ppp/8/8/8/8/5PPP/3B2K1 w - - 0 1",
)


def test_quiet_positions_are_those_without_a_capture_in_the_air() -> None:
    board = chess.Board()
    assert quiet(board, chess.Move.from_uci("e2e4"))
    for san in ("e4", "d5", "exd5"):
        board.push_san(san)
    assert not quiet(board, chess.Move.from_uci("d8d5"))  # a recapture pending
    assert not quiet(board, chess.Move.from_uci("g8f6"))  # the last move took
    checked = chess.Board("4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1")
    assert checked.is_check() and not quiet(checked, chess.Move.from_uci("e8d8"))


def test_the_fit_finds_weights_back_from_our_own_scores() -> None:
    positions = np.array([Position(chess.Board(fen)).pos.copy() for fen in FENS])
    values = np.zeros(len(FENS), dtype=np.int64)
    white_values(positions, WEIGHTS, np.zeros(SCRATCH_SIZE, dtype=np.int64), values)
    fit = Fit(positions, values.astype(np.float64))
    assert fit.error(WEIGHTS) == 0.0
    wrong = WEIGHTS.copy()
    wrong[WEIGHT_AT["value_mg"] + chess.KNIGHT] -= 120
    wrong[WEIGHT_AT["value_eg"] + chess.ROOK] += 150
    tuned = descend(fit, wrong, rounds=3)
    assert fit.error(tuned) < fit.error(wrong) / 10
    # the weights outside the fit's reach (zero) stay zero
    assert all(tuned[i] == 0 for i in range(len(WEIGHTS)) if WEIGHTS[i] == 0)


def test_the_tuned_weights_print_as_the_evaluation_writes_them() -> None:
    text = groups_text(WEIGHTS)
    for name, numbers in WEIGHT_GROUPS:
        written = ", ".join(str(n) for n in numbers) + ("," if len(numbers) == 1 else "")
        assert f'("{name}", ({written})),' in text
