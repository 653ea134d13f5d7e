"""The chess opening book: the tool builds it the same way every time, its moves are
legal, ``expert`` draws its book moves with the player's generator, and searches out of
the book."""

from __future__ import annotations

import lzma
import random
from pathlib import Path

import chess
import pytest

from engine.player import Level, book_text, choose_move
from engine.search import Limits, SearchResult, StopReason
from games.chess import spec
from games.chess.book import (
    FORMAT_LINE,
    BookFormatError,
    BookMove,
    OpeningBook,
    shipped_book,
    with_book,
)
from tests.gui.windows import click, wait_for_human_turn
from tools.build.chess_book import DATA, OUTPUT, build

CHESS = spec()
EXPERT = CHESS.level("expert")
QUICK_EXPERT = Level(EXPERT.algorithm, Limits(depth=2))
"""``expert``'s engine with a depth limit instead of its time (out of the book)."""
HAS_DATA = (DATA / "a.tsv").exists()


def positions_of(book: OpeningBook) -> list[chess.Board]:
    return [chess.Board(line.split("\t")[0]) for line in book.to_text().splitlines()[1:]]


class Recorder:
    """A searcher that counts how often it is asked (and answers nothing useful)."""

    name = "recorder"

    def __init__(self) -> None:
        self.calls = 0

    def search(self, state, limits, **_) -> SearchResult:
        self.calls += 1
        return SearchResult(best_move=None, score=0, nodes=1)


@pytest.mark.skipif(not HAS_DATA, reason=f"{DATA} is absent")
@pytest.mark.slow
def test_the_shipped_book_is_what_the_builder_makes_again():
    """The shipped file was built in another process: the build is deterministic."""
    assert lzma.decompress(Path(OUTPUT).read_bytes()).decode("utf-8") == build(DATA).to_text()


def test_every_book_move_is_legal_in_its_position():
    book = shipped_book()
    boards = positions_of(book)
    assert len(boards) == len(book) > 1000
    for board in boards:
        entries = book.moves(board)
        assert entries, board.epd()
        assert all(board.is_legal(entry.move) for entry in entries)
        weights = [entry.weight for entry in entries]
        assert weights == sorted(weights, reverse=True)


def test_the_start_offers_the_main_first_moves_weighted():
    moves = {entry.move.uci(): entry.weight for entry in shipped_book().moves(chess.Board())}
    assert {"e2e4", "d2d4", "c2c4", "g1f3"} <= set(moves)
    assert moves["e2e4"] > moves["d2d4"] > moves["c2c4"]
    assert "g2g4" not in moves  # a rarity: too few lines next to 1. e4


def test_a_malformed_book_is_refused_naming_the_line():
    with pytest.raises(BookFormatError, match="line 1"):
        OpeningBook.from_text("some other file\n")
    start = chess.Board().epd()
    with pytest.raises(BookFormatError, match="line 3"):
        OpeningBook.from_text(f"{FORMAT_LINE}\n# comment\n{start}\te2e4:many\n")
    with pytest.raises(BookFormatError, match="line 2"):
        OpeningBook.from_text(f"{FORMAT_LINE}\n{start}\te2e4:0\n")
    book = OpeningBook.from_text(f"{FORMAT_LINE}\n{start}\td2d4:3 e2e4:5\n")
    assert [entry.move.uci() for entry in book.moves(chess.Board())] == ["e2e4", "d2d4"]


def test_an_illegal_book_move_is_never_offered():
    start = chess.Board().epd()
    book = OpeningBook({start: (BookMove(chess.Move.from_uci("e2e5"), 9),)})
    assert book.moves(chess.Board()) == ()


def first_moves(seed: str, games: int = 8) -> list[str]:
    """``expert``'s first move in ``games`` games whose generators come from ``seed``
    (as the arena seeds each game's players)."""
    moves = []
    for game in range(games):
        rng = random.Random(f"{seed}/game/{game}/0")
        searcher = CHESS.searcher(EXPERT.algorithm, rng)
        decision = choose_move(searcher, CHESS.new_state(), EXPERT, rng)
        assert decision.result is not None
        assert decision.result.stop_reason is StopReason.BOOK
        assert decision.result.best_move == decision.move
        moves.append(decision.move.uci())
    return moves


def test_seeded_games_vary_and_reproduce():
    first = first_moves("seed-a")
    assert first == first_moves("seed-a")
    assert len(set(first)) > 1  # several openings within one match
    assert first != first_moves("seed-b")


def test_the_book_answers_before_the_search_and_steps_aside_for_analysis():
    inner = Recorder()
    searcher = with_book(inner)
    state = CHESS.new_state().play(chess.Move.from_uci("e2e4"))
    result = searcher.search(state, Limits(depth=1))
    assert result.stop_reason is StopReason.BOOK and inner.calls == 0
    assert chess.Move.from_uci("e7e5") in {entry.move for entry in result.move_scores}
    assert book_text(state, result).startswith("Book move e5: ")
    searcher.search(state, Limits(depth=1), score_all_moves=True)
    assert inner.calls == 1


def test_a_repeated_position_is_searched_not_looked_up():
    inner = Recorder()
    searcher = with_book(inner)
    state = CHESS.new_state()
    for text in ("g1f3", "g8f6", "f3g1", "f6g8"):
        state = state.play(chess.Move.from_uci(text))
    assert state.repetitions == 2
    searcher.search(state, Limits(depth=1))
    assert inner.calls == 1
    board = chess.Board()
    for text in ("g1f3", "g8f6", "f3g1", "f6g8"):
        board.push_uci(text)
    searcher.search(board, Limits(depth=1))
    assert inner.calls == 2


def test_out_of_the_book_expert_searches():
    state = CHESS.new_state()
    for text in ("a2a3", "h7h6", "h2h3", "a7a6"):
        state = state.play(chess.Move.from_uci(text))
    rng = random.Random(1)
    searcher = CHESS.searcher(QUICK_EXPERT.algorithm, rng)
    decision = choose_move(searcher, state, QUICK_EXPERT, rng)
    assert decision.result.stop_reason is not StopReason.BOOK
    assert decision.result.nodes > 0 and decision.result.depth == 2
    assert book_text(state, decision.result) is None


def test_the_window_says_the_computer_played_a_book_move(qtbot, make_window):
    window = make_window("chess", "expert", (1,))
    click(qtbot, window, chess.E2)
    click(qtbot, window, chess.E4)
    wait_for_human_turn(qtbot, window)
    reply = window.controller.moves[1]
    board = chess.Board()
    board.push_uci("e2e4")
    assert reply in {entry.move for entry in shipped_book().moves(board)}
    text = window.panel.search.text()
    assert text.startswith(f"Book move {board.san(reply)}: ") and text.endswith("(no search).")
    assert window.panel.evaluation.text() == ""
