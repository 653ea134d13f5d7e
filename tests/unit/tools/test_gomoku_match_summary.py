"""The match summary tells colour-decided openings from engine-decided ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.match.gomoku_summary import (
    MatchGame,
    by_self_play,
    pair_kinds,
    read_records,
    read_self_play,
    score_lines,
)


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


def test_a_match_is_set_against_the_self_play_winners_of_its_openings(tmp_path: Path) -> None:
    record = tmp_path / "self.tsv"
    record.write_text("1\ta\tBlack\t40\ta x\n2\tb\tWhite\t31\tb y\n3\tc\tdraw\t225\tc z\n")
    winners = read_self_play([record])
    assert winners == {"a": "Black", "b": "White", "c": "draw"}
    games = [
        MatchGame("1", "a", "Black", "win", ()),
        MatchGame("2", "a", "White", "loss", ()),
        MatchGame("3", "b", "Black", "draw", ()),
        MatchGame("4", "b", "White", "win", ()),
        MatchGame("5", "d", "White", "win", ()),  # not played in self-play
    ]
    assert by_self_play(games, winners) == [
        "openings Black won in self-play: ours as Black 1 of 1, as White 0 of 1",
        "openings White won in self-play: ours as Black 0.5 of 1, as White 1 of 1",
    ]
    record.write_text("1\ta\tGreen\t40\n")
    with pytest.raises(ValueError, match="not a self-play record"):
        read_self_play([record])
