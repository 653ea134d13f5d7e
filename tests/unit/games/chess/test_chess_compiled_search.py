"""The compiled chess search through the Searcher protocol (depth and node limits only)."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass

import chess
import numpy as np
import pytest

from engine.search import WIN, Limits, SearchResult, StopReason
from games.chess.compiled.evaluation import evaluate
from games.chess.compiled.position import Position
from games.chess.compiled.searcher import CompiledChessSearcher, board_of, table_bits
from games.registry import get_game


@pytest.fixture(scope="module")
def searcher() -> CompiledChessSearcher:
    return CompiledChessSearcher(table_mb=4)


@dataclass(frozen=True)
class FakeChessState:
    """What the chess game's state offers the searcher: a ``board`` copy."""

    board: chess.Board


def test_evaluation_is_the_same_for_the_colour_flipped_position() -> None:
    rng = random.Random(11)
    scratch = np.zeros(64, dtype=np.int64)
    for _ in range(20):
        board = chess.Board()
        for _ in range(rng.randrange(10, 70)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            ours = evaluate(Position(board, with_history=False).pos, scratch)
            flipped = evaluate(Position(board.mirror(), with_history=False).pos, scratch)
            assert ours == flipped, board.fen()


def test_evaluation_prefers_the_side_with_more_material() -> None:
    scratch = np.zeros(64, dtype=np.int64)
    up_a_queen = chess.Board("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    assert evaluate(Position(up_a_queen).pos, scratch) > 700
    up_a_queen.turn = chess.BLACK
    assert evaluate(Position(up_a_queen).pos, scratch) < -700


@pytest.mark.parametrize(
    ("fen", "best", "plies"),
    [
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "d1d8", 1),  # back-rank mate
        ("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", 1),
        ("6k1/8/6K1/8/8/8/8/1R6 w - - 0 1", "b1b8", 1),
        ("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1", "a1a6", 3),  # mate in 2
    ],
)
def test_finds_mates_with_exact_distances(
    searcher: CompiledChessSearcher, fen: str, best: str, plies: int
) -> None:
    result = searcher.search(chess.Board(fen), Limits(depth=6))
    assert result.best_move == chess.Move.from_uci(best)
    assert result.score == WIN - plies
    assert result.exact and result.plies_to_end == plies
    assert len(result.pv) == plies


def test_the_mated_side_scores_the_loss_and_prolongs_it(searcher: CompiledChessSearcher) -> None:
    board = chess.Board("kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1")
    board.push_uci("a1a6")  # black must take or be mated at once
    result = searcher.search(board, Limits(depth=5))
    assert result.score == -(WIN - 2)
    assert result.best_move == chess.Move.from_uci("b7a6")


def test_takes_a_hanging_queen_and_avoids_stalemate(searcher: CompiledChessSearcher) -> None:
    hanging = chess.Board("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
    assert searcher.search(hanging, Limits(depth=4)).best_move == chess.Move.from_uci("d2d5")
    # Qb6 would stalemate; with a queen against nothing the engine keeps winning
    board = chess.Board("k7/8/2Q5/8/8/8/8/6K1 w - - 0 1")
    result = searcher.search(board, Limits(depth=5), score_all_moves=True)
    stalemating = {entry.move.uci(): entry.score for entry in result.move_scores}["c6b6"]
    assert stalemating == 0
    assert result.best_move.uci() != "c6b6" and result.score > 500


def test_a_move_back_into_an_earlier_position_scores_a_draw(
    searcher: CompiledChessSearcher,
) -> None:
    board = chess.Board("4k3/8/8/8/8/8/q7/4K2R w - - 0 1")
    for uci in ["h1h2", "e8d8", "h2h1", "d8e8"]:
        board.push_uci(uci)
    scores = {
        entry.move.uci(): entry.score
        for entry in searcher.search(board, Limits(depth=3), score_all_moves=True).move_scores
    }
    fresh = {
        entry.move.uci(): entry.score
        for entry in searcher.search(
            chess.Board(board.fen()), Limits(depth=3), score_all_moves=True
        ).move_scores
    }
    assert scores["h1h2"] == 0  # h1h2 e8d8 h2h1 d8e8 again: the line repeats
    assert fresh["h1h2"] != 0  # without the game's history it is an ordinary move


def test_a_game_state_without_a_move_stack_gives_its_history_by_keys(
    searcher: CompiledChessSearcher,
) -> None:
    """The game's ChessState keeps only the last move on its board; the earlier positions
    reach the engine as the transposition keys the app passes as ``history``."""
    spec = get_game("chess-fen 4k3/8/8/8/8/8/q7/4K2R w - - 0 1")
    state, keys = spec.new_state(), []
    for text in ["h1h2", "e8d8", "h2h1", "d8e8"]:
        keys.append(state.key())
        state = state.play(state.parse_move(text))

    def scores(history) -> dict[str, int]:
        result = searcher.search(state, Limits(depth=3), history=history, score_all_moves=True)
        return {entry.move.uci(): entry.score for entry in result.move_scores}

    assert scores(keys)["h1h2"] == 0  # the line repeats, as with the board's own stack
    assert scores(())["h1h2"] != 0


def test_every_root_move_is_scored_best_first(searcher: CompiledChessSearcher) -> None:
    board = chess.Board("r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1")
    result = searcher.search(board, Limits(depth=3), score_all_moves=True)
    moves = [entry.move for entry in result.move_scores]
    assert sorted(moves, key=str) == sorted(board.legal_moves, key=str)
    scores = [entry.score for entry in result.move_scores]
    assert scores == sorted(scores, reverse=True)
    assert result.score == scores[0]
    assert result.best_move == moves[0]


def test_depth_limit_reports_each_completed_depth(searcher: CompiledChessSearcher) -> None:
    infos: list[SearchResult] = []
    board = chess.Board()
    result = searcher.search(FakeChessState(board), Limits(depth=5), on_info=infos.append)
    assert [info.depth for info in infos] == [1, 2, 3, 4, 5]
    assert result.depth == 5 and result.stop_reason is StopReason.DEPTH
    assert isinstance(result.best_move, chess.Move) and result.best_move in board.legal_moves
    replay = board.copy()
    for move in result.pv:
        assert move in replay.legal_moves
        replay.push(move)
    assert len(result.pv) >= 3
    assert board.fen() == chess.STARTING_FEN  # the caller's board is untouched


def test_node_limit_is_kept_and_searches_are_reproducible() -> None:
    board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3")
    first = CompiledChessSearcher(table_mb=1).search(board, Limits(nodes=20_000))
    second = CompiledChessSearcher(table_mb=1).search(board, Limits(nodes=20_000))
    assert first.stop_reason is StopReason.NODES
    assert 20_000 <= first.nodes <= 20_000 + 1024
    assert (first.best_move, first.score, first.pv, first.depth) == (
        second.best_move, second.score, second.pv, second.depth
    )  # fmt: skip


def test_the_table_is_kept_between_searches() -> None:
    board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3")
    searcher = CompiledChessSearcher(table_mb=4)
    cold = searcher.search(board, Limits(depth=6))
    warm = searcher.search(board, Limits(depth=6))
    assert warm.nodes < cold.nodes / 2
    searcher.clear()
    assert searcher.search(board, Limits(depth=6)).nodes > warm.nodes


def test_stop_event_ends_the_search_and_keeps_the_last_completed_depth(
    searcher: CompiledChessSearcher,
) -> None:
    stop = threading.Event()

    def on_info(info: SearchResult) -> None:
        if info.depth == 2:  # stop from another thread while depth 3+ runs in the kernel
            threading.Timer(0.05, stop.set).start()

    board = chess.Board("r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 1")
    result = searcher.search(board, Limits(), stop=stop, on_info=on_info)
    assert result.stop_reason is StopReason.CANCELLED
    assert 2 <= result.depth < 90
    assert result.best_move in board.legal_moves


def test_bad_input_gets_clear_errors(searcher: CompiledChessSearcher) -> None:
    with pytest.raises(ValueError, match="finished game"):
        searcher.search(chess.Board("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), Limits(depth=2))
    with pytest.raises(TypeError, match=r"chess\.Board"):
        board_of(object())
    assert table_bits(1) == 16 and table_bits(64) == 22
