"""The Connect Four opening book: lookups, mirror images, the file format, the shipped book."""

from __future__ import annotations

import random

import pytest

from engine.search import Limits, StopReason, plies_to_end
from games.connect4.book import (
    BookFormatError,
    BookMove,
    OpeningBook,
    book_line,
    book_path,
    canonical_code,
    entry_line,
    mirror,
    shipped_book,
)
from games.connect4.compiled.solver import Solver
from games.connect4.rules import Connect4State
from games.connect4.searcher import PerfectSearcher
from games.connect4.spec import sound_openings

SAMPLE_SIZE = 5
"""Book entries the sample test checks against the solver."""
SAMPLE_NODES = 20_000_000
"""Entries that take more nodes than this to solve are passed over (for speed)."""


def position(moves: str) -> Connect4State:
    state = Connect4State.new()
    for digit in moves:
        state = state.play(int(digit) - 1)
    return state


def test_mirror_reverses_the_columns() -> None:
    state, mirrored = position("1123"), position("7765")
    g = state.geometry
    assert mirror(g, state.mask) == mirrored.mask
    assert mirror(g, mirror(g, state.current)) == state.current
    assert canonical_code(state)[0] == canonical_code(mirrored)[0]
    assert canonical_code(state)[1] != canonical_code(mirrored)[1]


def test_a_mirror_image_gets_the_mirrored_column() -> None:
    book = OpeningBook()
    book.add(position("12"), BookMove(column=2, score=-3, exact=True))
    assert book.lookup(position("12")) == BookMove(2, -3, True)
    assert book.lookup(position("76")) == BookMove(4, -3, True)
    assert book.lookup(position("13")) is None
    assert position("76") in book and len(book) == 1


def test_lines_round_trip() -> None:
    book = OpeningBook()
    book.read_lines(
        ["# a comment", "", entry_line("", BookMove(3, 1, True)), "44 4 -1 weak  # note"],
        "test",
    )
    assert book.lookup(Connect4State.new()) == BookMove(3, 1, True)
    assert book.lookup(position("44")) == BookMove(3, -1, False)


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        ("44 4", "expected"),
        ("48 4 1 exact", "not a column"),
        ("444444 4 0 exact", "full"),
        ("44 4 1 maybe", "'exact' or 'weak'"),
        ("44 4 x exact", "invalid literal"),
    ],
)
def test_a_bad_line_is_named(line: str, complaint: str) -> None:
    with pytest.raises(BookFormatError, match=f"book.txt, line 2: .*{complaint}"):
        OpeningBook().read_lines(["# header", line], "book.txt")


def test_the_searcher_answers_from_the_book_with_scores_for_known_replies() -> None:
    book = OpeningBook()
    book.add(position("4"), BookMove(3, -1, True))  # Yellow loses after Red's centre
    book.add(Connect4State.new(), BookMove(3, 1, True))
    searcher = PerfectSearcher(book=book)
    result = searcher.search(Connect4State.new(), Limits(time=1.0))
    assert (result.best_move, result.stop_reason, result.exact) == (3, StopReason.BOOK, True)
    assert plies_to_end(result.score) == 41  # Red's 21st stone, the last cell but one
    assert {entry.move: entry.exact for entry in result.move_scores} == {3: True}
    assert result.nodes == 0


# --- the shipped book -----------------------------------------------------------------


def test_the_book_is_shipped() -> None:
    assert book_path(7, 6).exists()
    assert len(shipped_book()) > 100


@pytest.mark.parametrize("side", [0, 1], ids=["as Red", "as Yellow"])
def test_the_book_covers_every_early_position_expert_can_meet(side: int) -> None:
    book = shipped_book()
    missing = [moves for moves, state in book_line(book, side) if state not in book]
    assert missing == []


def test_the_book_covers_red_after_every_first_move_a_match_may_open_with() -> None:
    """A match gives Red a random first move that does not lose (3, 4 or 5); expert,
    as Red, then plays from the book too."""
    book = shipped_book()
    sound = {str(column + 1) for column in sound_openings(Connect4State.new())}
    assert sound == {"3", "4", "5"}
    walked = list(book_line(book, 0, opening_plies=1))
    missing = [moves for moves, state in walked if moves[0] in sound and state not in book]
    assert missing == []
    assert sum(moves.startswith("3") for moves, _ in walked) > 1000


def test_the_empty_board_is_a_red_win_in_the_centre() -> None:
    entry = shipped_book().lookup(Connect4State.new())
    assert entry == BookMove(3, 1, True)


def test_every_first_move_gets_its_published_value() -> None:
    """The well-known first-move scores (public convention): -2 -1 0 1 0 -1 -2."""
    searcher = PerfectSearcher(book=shipped_book())
    result = searcher.search(Connect4State.new(), Limits(time=1.0), score_all_moves=True)
    assert all(entry.exact for entry in result.move_scores)
    scores = {entry.move: entry.score for entry in result.move_scores}
    # Win with Red's 21st stone (ply 41), draws, losses to Yellow's 21st or 20th stone.
    plies = {0: -40, 1: -42, 2: 0, 3: 41, 4: 0, 5: -42, 6: -40}
    for column, expected in plies.items():
        value = scores[column]
        found = 0 if value == 0 else (plies_to_end(value) if value > 0 else -plies_to_end(value))
        assert found == expected, column + 1


@pytest.mark.slow
def test_a_sample_of_the_book_agrees_with_the_solver() -> None:
    """Deep entries (6-9 stones) against fresh solves: the score and the column.

    Entries whose solve would take more than :data:`SAMPLE_NODES` are passed over,
    so that the test stays quick; at least :data:`SAMPLE_SIZE` must be checked.
    """
    book = shipped_book()
    deep = [
        state for side in (0, 1) for _, state in book_line(book, side) if state.moves_played >= 6
    ]
    solver = Solver()
    checked = 0
    for state in random.Random(7).sample(deep, 4 * SAMPLE_SIZE):
        entry = book.lookup(state)
        assert entry is not None
        solution = solver.solve(state, weak=not entry.exact, node_limit=SAMPLE_NODES)
        if not solution.complete:
            continue
        assert solution.score == entry.score, state.to_text()
        child = state.play(entry.column)
        if child.outcome() is None and (entry.exact or entry.score >= 0):
            assert solver.at_most(child, -entry.score), state.to_text()
        checked += 1
        if checked == SAMPLE_SIZE:
            break
    assert checked == SAMPLE_SIZE


@pytest.mark.parametrize(
    ("moves", "sound"),
    [
        ("", "345"),  # 4 wins and 3, 5 draw for Red; the other first moves lose
        ("4", "1234567"),  # every reply loses for Yellow: none is singled out
    ],
)
def test_a_match_opens_only_with_moves_the_book_does_not_call_lost(moves: str, sound: str) -> None:
    state = position(moves)
    assert "".join(state.move_text(move) for move in sound_openings(state)) == sound


@pytest.mark.slow
def test_without_a_book_the_solver_rules_out_the_replies_it_proves_lost() -> None:
    state = Connect4State.new(6, 5).play(0)  # no 6x5 book: Yellow's replies to Red's 1
    solver = Solver(6, 5)
    lost = {move for move in state.legal_moves() if solver.solve(state.play(move)).score > 0}
    sound = sound_openings(state)
    assert lost and sound
    assert set(sound) == set(state.legal_moves()) - lost


def test_without_a_proof_every_column_may_open() -> None:
    state = Connect4State.new(8, 7)
    assert sound_openings(state, proof_nodes=1_000) == list(state.legal_moves())
