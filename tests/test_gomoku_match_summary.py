"""The match summary tells colour-decided openings from engine-decided ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.gomoku_match_summary import MatchGame, pair_kinds, read_records, score_lines


def test_each_opening_pair_is_put_down_to_the_colour_or_the_engines() -> None:
    games = [
        ("a", "Black", "win"), ("a", "White", "loss"),  # Black won both games
        ("b", "Black", "loss"), ("b", "White", "win"),  # White won both
        ("c", "Black", "win"), ("c", "White", "win"),  # we won both
        ("d", "White", "loss"), ("d", "Black", "loss"),  # they won both
        ("e", "Black", "draw"), ("e", "White", "win"),
        ("f", "Black", "win"),  # played once: not a pair
    ]  # fmt: skip
    assert pair_kinds(MatchGame("1", *game, ()) for game in games) == {
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
    assert read_records([record]) == [MatchGame("1", "h8 h9 g6 i7 j7", "White", "loss", ())]


def test_a_record_gives_the_whole_game(tmp_path: Path) -> None:
    record = tmp_path / "match.tsv"
    record.write_text("7\th8 h9\tBlack\twin\t5 in a row\t0.9\t0.5\th8 h9 g7 g8\t1.0\t0.6\n")
    assert read_records([record]) == [
        MatchGame("7", "h8 h9", "Black", "win", ("h8", "h9", "g7", "g8"))
    ]


def test_the_score_is_given_in_all_and_per_colour() -> None:
    results = [("Black", "win"), ("Black", "draw"), ("White", "loss"), ("White", "win")]
    lines = score_lines(results)
    assert lines[0] == "games: 4; ours +2 =1 -1"
    assert lines[1].startswith("score: 62.5%; Elo ")
    assert lines[2:] == ["as Black: +1 =1 -0 (1.5 of 2)", "as White: +1 =0 -1 (1 of 2)"]
