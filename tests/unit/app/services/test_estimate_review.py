"""The review of estimated values (chess): each move's loss and its ?!/?/?? grade."""

from __future__ import annotations

import random
import threading

import pytest

from app.services.estimate_review import (
    Grade,
    PositionValue,
    grade_of,
    graded_moves,
    review_estimates,
)
from games.base import GameSpec
from games.chess.compiled.searcher import CompiledChessSearcher
from games.chess.pgn import read_pgn, write_pgn
from games.chess.spec import REVIEW_GRADES, spec
from games.registry import get_game

QUEEN_HANGED = ("e4", "d5", "Qg4", "Bxg4")
"""White's 2.Qg4?? puts the queen where the c8 bishop takes it."""
FOOLS_MATE = ("f3", "e5", "g4", "Qh4")
ITALIAN = ("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O")
"""A sound opening line of master games."""
TEST_NODES = 60_000


def chess_moves(texts: tuple[str, ...]) -> list:
    state, moves = spec().new_state(), []
    for text in texts:
        move = state.parse_move(text)
        moves.append(move)
        state = state.play(move)
    return moves


def review(texts: tuple[str, ...], **options):
    chess = spec()
    searcher = chess.searcher("auto", random.Random(0))
    return review_estimates(
        chess, chess_moves(texts), lambda: searcher, nodes=TEST_NODES, **options
    )


@pytest.mark.parametrize(
    ("loss", "grade"),
    [(0, None), (49, None), (50, Grade.INACCURACY), (100, Grade.MISTAKE), (300, Grade.BLUNDER)],
)
def test_losses_are_graded_by_the_chess_convention(loss: int, grade: Grade | None) -> None:
    assert grade_of(loss, REVIEW_GRADES) is grade


def test_a_loss_is_taken_from_the_movers_point_of_view_and_book_moves_are_not_graded() -> None:
    chess = spec()
    moves = chess_moves(("e4", "e5"))
    states = [chess.new_state(), chess.new_state().play(moves[0])]
    states.append(states[1].play(moves[1]))
    values = [PositionValue(30, "e2e4", book=True), PositionValue(20), PositionValue(400)]
    (graded,) = graded_moves(states, moves, values, REVIEW_GRADES)
    assert (graded.ply, graded.before, graded.after, graded.loss) == (1, 20, -400, 420)
    assert graded.grade is Grade.BLUNDER


def test_hanging_the_queen_is_a_blunder_and_the_worst_move() -> None:
    result = review(QUEEN_HANGED)
    assert result.marks() == {2: Grade.BLUNDER}
    worst = result.worst
    assert worst is not None and worst is result.first_blunder
    assert (worst.ply, worst.move_text) == (2, "d1g4") and worst.best_text not in ("", "d1g4")
    assert worst.loss > 800
    assert None not in result.first_player_values
    assert result.first_player_values[-1] < -800  # Black is a queen up at the end


def test_fools_mate_marks_g4_and_mate_counts_as_the_cap() -> None:
    result = review(FOOLS_MATE)
    assert result.marks()[2] is Grade.BLUNDER
    assert result.values[-1] == -REVIEW_GRADES.cap  # White is mated


def test_no_move_of_a_sound_opening_is_a_blunder() -> None:
    searcher = CompiledChessSearcher()  # no book: every move is searched and graded
    result = review_estimates(spec(), chess_moves(ITALIAN), lambda: searcher, nodes=TEST_NODES)
    assert len(result.moves) == len(ITALIAN) and not result.cancelled
    assert all(move.grade is not Grade.BLUNDER for move in result.moves)


def test_book_moves_are_not_graded_but_their_positions_are_valued() -> None:
    result = review(ITALIAN)
    assert 0 not in {move.ply for move in result.moves}  # 1. e4 is a book move
    assert None not in result.values


def test_a_stopped_review_says_so() -> None:
    stop = threading.Event()
    result = review(QUEEN_HANGED, stop=stop, on_progress=lambda done, total: stop.set())
    assert result.cancelled and result.values[:-1] == (None,) * 4


def test_a_game_without_grades_cannot_be_reviewed_this_way() -> None:
    tictactoe: GameSpec = get_game("tictactoe")
    with pytest.raises(ValueError, match="no grades"):
        review_estimates(tictactoe, [], lambda: tictactoe.searcher("auto"))


def test_marks_are_written_to_pgn_as_nags_and_read_back_as_the_same_moves() -> None:
    result = review(QUEEN_HANGED)
    nags = {ply: grade.nag for ply, grade in result.marks().items()}
    text = write_pgn(result.move_texts, nags=nags)
    assert "2. Qg4 $4 Bxg4" in text
    assert read_pgn(text).moves == result.move_texts
