"""The match summary tells colour-decided openings from engine-decided ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.gomoku_match_summary import pair_kinds, read_records


def test_each_opening_pair_is_put_down_to_the_colour_or_the_engines() -> None:
    games = [
        ("a", "Black", "win"), ("a", "White", "loss"),  # Black won both games
        ("b", "Black", "loss"), ("b", "White", "win"),  # White won both
        ("c", "Black", "win"), ("c", "White", "win"),  # we won both
        ("d", "White", "loss"), ("d", "Black", "loss"),  # they won both
        ("e", "Black", "draw"), ("e", "White", "win"),
        ("f", "Black", "win"),  # played once: not a pair
    ]  # fmt: skip
    assert pair_kinds(games) == {
        "Black both": 1,
        "White both": 1,
        "ours both": 1,
        "theirs both": 1,
        "other": 1,
    }


def test_a_line_that_is_not_a_record_is_refused(tmp_path: Path) -> None:
    record = tmp_path / "match.tsv"
    record.write_text("1\th8 h9 g6 i7 j7\tBlack\twin\t5 in a row\n2\th8\tGreen\twin\n")
    with pytest.raises(ValueError, match="not a match record"):
        read_records([record])
    record.write_text("1\th8 h9 g6 i7 j7\tWhite\tloss\t5 in a row\n")
    assert read_records([record]) == [("h8 h9 g6 i7 j7", "White", "loss")]
