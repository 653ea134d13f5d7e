"""The compiled chess move generator against python-chess: perft, random games, hashing."""

from __future__ import annotations

import random

import chess
import pytest

from games.chess.compiled import board as kernel
from games.chess.compiled.position import (
    Outcome,
    Position,
    UnsupportedPositionError,
    decode_move,
    encode_move,
)
from games.chess.compiled.selfcheck import compare_position, compare_random_games
from tests.support import SHARED_DATA

PERFT_FILE = SHARED_DATA / "chess" / "perft.tsv"


def perft_rows() -> list[tuple[str, str, list[int]]]:
    lines = PERFT_FILE.read_text().splitlines()[1:]
    return [
        (name, fen, [int(d) for d in counts])
        for name, fen, *counts in map(str.split, lines, ["\t"] * len(lines))
    ]


@pytest.mark.skipif(not PERFT_FILE.exists(), reason="shared chess data not found")
@pytest.mark.parametrize(("name", "fen", "counts"), perft_rows() if PERFT_FILE.exists() else [])
def test_perft_to_depth_4_matches_the_published_figures(
    name: str, fen: str, counts: list[int]
) -> None:
    position = Position(chess.Board(fen))
    assert [position.perft(depth) for depth in range(1, 5)] == counts[:4], name


@pytest.mark.parametrize(
    "fen",
    [
        "r3k2r/8/8/8/3pPp2/8/8/R3K2R b KQkq e3 0 1",  # two en passant captures
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",  # en passant would expose the king on the rank
        "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",  # promotions, castling
        "r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 0 1",  # rights without the rook: python-chess cleans
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ],
)
def test_perft_matches_python_chess_on_tricky_positions(fen: str) -> None:
    board = chess.Board(fen)
    position = Position(board)
    for depth in range(1, 4):
        assert position.perft(depth) == _python_chess_perft(board, depth), (fen, depth)


def _python_chess_perft(board: chess.Board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += _python_chess_perft(board, depth - 1)
        board.pop()
    return total


@pytest.mark.slow
def test_legal_moves_check_and_outcome_agree_on_300_random_games() -> None:
    agreement = compare_random_games(300, random.Random(24), max_plies=120)
    assert agreement.disagreements == ()
    assert agreement.positions > 20_000
    assert {"CHECKMATE", "cut off"} <= set(agreement.endings)


@pytest.mark.parametrize(
    ("fen", "moves", "termination"),
    [
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", [], chess.Termination.STALEMATE),
        ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", [], chess.Termination.CHECKMATE),
        ("7k/8/6K1/8/8/8/8/5B2 b - - 0 1", [], chess.Termination.INSUFFICIENT_MATERIAL),
        ("7k/8/6KN/8/8/8/8/8 b - - 0 1", [], chess.Termination.INSUFFICIENT_MATERIAL),
        ("k7/8/1K6/8/8/8/8/2B1B3 w - - 0 1", [], chess.Termination.INSUFFICIENT_MATERIAL),
        ("k7/8/1K6/8/8/8/8/2BB4 w - - 0 1", [], None),  # bishops on both shades
        ("k7/8/1K6/8/8/8/8/1NN5 w - - 0 1", [], None),
        ("k7/q7/1K6/8/8/8/8/1N6 w - - 0 1", [], None),
        ("7k/8/8/8/8/8/8/R6K w - - 149 90", ["a1a2"], chess.Termination.SEVENTYFIVE_MOVES),
        (
            "7k/8/8/8/8/8/8/R6K w - - 0 1",
            ["a1a2", "h8g8", "a2a1", "g8h8"] * 4,
            chess.Termination.FIVEFOLD_REPETITION,
        ),
    ],
)
def test_game_ends_as_python_chess_says(
    fen: str, moves: list[str], termination: chess.Termination | None
) -> None:
    board = chess.Board(fen)
    position = Position(board)
    half = len(moves) // 2
    for uci in moves[:half]:
        board.push_uci(uci)
        position.push(chess.Move.from_uci(uci))
    position = Position(board)  # the earlier positions come from the move stack
    for uci in moves[half:]:
        board.push_uci(uci)
        position.push(chess.Move.from_uci(uci))
    outcome = board.outcome()
    assert (None if outcome is None else outcome.termination) == termination
    assert compare_position(position, board) is None
    if termination is not None:
        assert position.outcome() == Outcome(termination, outcome.winner)


def test_moves_round_trip_and_hashes_are_incremental() -> None:
    rng = random.Random(5)
    board = chess.Board("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
    position = Position(board)
    for _ in range(200):
        legal = list(board.legal_moves)
        if not legal:
            break
        for move in legal:
            assert decode_move(encode_move(move, board)) == move
        move = rng.choice(legal)
        board.push(move)
        position.push(move)
        assert position.hash == int(kernel.full_hash(position.pos))
        assert position.hash == Position(board, with_history=False).hash


def test_the_same_position_by_two_move_orders_has_one_hash() -> None:
    one, two = chess.Board(), chess.Board()
    for uci in ["g1f3", "g8f6", "b1c3"]:
        one.push_uci(uci)
    for uci in ["b1c3", "g8f6", "g1f3"]:
        two.push_uci(uci)
    assert Position(one).hash == Position(two).hash
    assert Position(one).hash != Position(chess.Board()).hash


def test_chess960_is_refused_with_a_clear_error() -> None:
    with pytest.raises(UnsupportedPositionError, match="standard chess"):
        Position(chess.Board(chess960=True))
