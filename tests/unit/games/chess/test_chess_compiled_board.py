"""The compiled chess move generator against python-chess: perft, random games, hashing."""

from __future__ import annotations

import random

import chess
import chess.variant
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


def _perft(board: chess.Board, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += _perft(board, depth - 1)
        board.pop()
    return total


CHESS960_CASTLING = (
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1",  # rook on the king's g1
    "r1k1r3/8/8/8/8/8/8/RK4R1 w KQkq - 0 1",  # the king on b1 passes over four squares
    "rk5r/8/8/8/8/8/8/2R1K1R1 w Gh - 0 1",  # the king stays on g1; a rook lands on f1
    "1rk3r1/8/8/8/8/8/8/2K2R2 w - - 0 1",
    "2r1kr2/8/8/8/8/8/8/RK5R w KQkq - 0 1",  # the queen's side: king to c1 past a rook's path
    "r3k1rq/8/8/8/8/8/8/R3KR2 w KQq - 0 1",
)
"""Chess960 positions where castling crosses the rook, lands on it or is barely blocked."""


@pytest.mark.parametrize("number", [0, 1, 105, 518, 700, 959])
def test_chess960_start_positions_have_python_chess_perft(number: int) -> None:
    board = chess.Board.from_chess960_pos(number)
    assert Position(board).perft(3) == _perft(board, 3)


@pytest.mark.parametrize("fen", CHESS960_CASTLING)
def test_chess960_castling_positions_have_python_chess_perft(fen: str) -> None:
    board = chess.Board(fen, chess960=True)
    assert board.is_valid(), board.status()
    assert Position(board).perft(3) == _perft(board, 3)
    assert {m.uci() for m in Position(board).legal_moves()} == {m.uci() for m in board.legal_moves}


@pytest.mark.parametrize("number", [0, 357, 812])
def test_chess960_moves_round_trip_and_hashes_stay_incremental(number: int) -> None:
    rng = random.Random(number)
    castled = 0
    for _ in range(20):  # random games, castling whenever one may, until two castled
        board = chess.Board.from_chess960_pos(number)
        position = Position(board)
        for _ in range(80):
            legal = list(board.legal_moves)
            if not legal:
                break
            castles = [move for move in legal if board.is_castling(move)]
            move = rng.choice(castles or legal)
            castled += bool(castles)
            rooks = position.castle_rooks
            assert all(decode_move(encode_move(m, board), rooks) == m for m in legal)
            board.push(move)
            position.push(move)
            assert position.hash == int(kernel.full_hash(position.pos))
            assert position.hash == Position(board, with_history=False).hash
        if castled >= 2:
            break
    assert castled >= 2


def test_a_variant_is_refused_with_a_clear_error() -> None:
    with pytest.raises(UnsupportedPositionError, match="not variants"):
        Position(chess.variant.AtomicBoard())


def _kings_and_rooks_only(number: int) -> chess.Board:
    """Start position ``number`` without the first ranks' other pieces: both sides may
    castle on both wings (unless a king or rook stands in the other's way)."""
    board = chess.Board.from_chess960_pos(number)
    for square in list(board.piece_map()):
        if board.piece_type_at(square) not in (chess.KING, chess.ROOK, chess.PAWN):
            board.remove_piece_at(square)
    return board


def test_every_chess960_start_castles_as_python_chess_says() -> None:
    castles = 0
    for number in range(960):
        board = _kings_and_rooks_only(number)
        position = Position(board)
        assert {m.uci() for m in position.legal_moves()} == {m.uci() for m in board.legal_moves}
        assert position.perft(2) == _perft(board, 2), number
        castles += sum(board.is_castling(move) for move in board.legal_moves)
    assert castles >= 960  # castling is legal in most of them, on one wing or both
