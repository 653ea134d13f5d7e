"""PGN's ``[%cal ...]`` and ``[%csl ...]`` comment commands to marks and back."""

from __future__ import annotations

import chess

from app.gui.games.chess.marks_text import (
    comment_of_marks,
    comment_text,
    marks_of_comment,
    note_of_comment,
)
from app.services.marks import NO_MARKS, Arrow, Circle, MarkColour, Marks


def test_commands_are_read_in_order_and_written_back_the_same() -> None:
    comment = "[%csl Gd4,Ye5][%cal Ge2e4,Rd1d8]"
    marks = marks_of_comment(f"Good move {comment} indeed")
    assert marks == Marks(
        arrows=(Arrow(chess.E2, chess.E4), Arrow(chess.D1, chess.D8, MarkColour.RED)),
        circles=(Circle(chess.D4), Circle(chess.E5, MarkColour.YELLOW)),
    )
    assert comment_of_marks(marks) == comment


def test_items_that_name_no_colour_or_square_are_left_out() -> None:
    marks = marks_of_comment("[%cal Xe2e4, Ge2e9 , Bb1c3][%csl d4,Rh8][%clk 0:01:00]")
    assert marks == Marks(
        (Arrow(chess.B1, chess.C3, MarkColour.BLUE),), (Circle(chess.H8, MarkColour.RED),)
    )
    assert marks_of_comment("just words") == NO_MARKS
    assert comment_of_marks(NO_MARKS) == ""


def test_the_rest_of_a_comment_is_its_note_written_after_the_marks() -> None:
    comment = "Good move [%cal Ge2e4]  indeed"
    assert note_of_comment(comment) == "Good move indeed"
    assert comment_text(marks_of_comment(comment), "Good move indeed") == (
        "[%cal Ge2e4] Good move indeed"
    )
    assert comment_text(NO_MARKS, "only words") == "only words"
