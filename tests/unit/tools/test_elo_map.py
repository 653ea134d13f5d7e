"""The chess strength map's reading of arena records and its rating fit."""

import math
from pathlib import Path

import pytest

from app.services.elo import Tally, elo_from_score
from tools.match.elo_map import (
    TSV_HEADER,
    Match,
    RecordError,
    fitted_rating,
    main,
    matches_from_tsv,
    pooled,
    rating_text,
    read_match,
    tsv_lines,
)

OURS = "expert:nodes=200"
ANCHOR = "uci:/usr/games/stockfish,option.UCI_LimitStrength=true,option.UCI_Elo=1350,tc=10+0.1"


def record(
    path: Path, results: list[str], notes: tuple[str, ...] = (), anchor: str = ANCHOR
) -> Path:
    """An arena record of ``results`` (the first player's view), A first in odd games."""
    lines = ["# plyboard arena chess --players ...", "# game\tfirst\tsecond\tresult\tmoves"]
    for number, result in enumerate(results, start=1):
        first, second = (OURS, anchor) if number % 2 else (anchor, OURS)
        lines.append(f"{number}\t{first}\t{second}\t{result}\te2e4 e7e5")
    path.write_text("\n".join([*lines, *notes]) + "\n", encoding="utf-8")
    return path


def match(tally: Tally, anchor_elo: int) -> Match:
    return Match("file", OURS, ANCHOR, anchor_elo, tally)


def test_results_are_counted_from_player_a_whichever_colour_it_had(tmp_path: Path) -> None:
    # game 1: A white wins; 2: A black, white won (A lost); 3: draw; 4: A black, black won
    notes = ("# game 2: White's uci lost on time (0.01 s over)",)
    read = read_match(record(tmp_path / "r.txt", ["1-0", "1-0", "1/2-1/2", "0-1"], notes))
    assert (read.player, read.anchor, read.anchor_elo) == (OURS, ANCHOR, 1350)
    assert read.tally == Tally(wins=2, draws=1, losses=1)
    assert read.forfeits == ("game 2: White's uci lost on time (0.01 s over)",)


def test_a_record_without_a_rated_anchor_or_games_is_refused(tmp_path: Path) -> None:
    unrated = tmp_path / "unrated.txt"
    unrated.write_text(f"1\t{OURS}\thard\t1-0\te2e4\n", encoding="utf-8")
    with pytest.raises(RecordError, match="UCI_Elo"):
        read_match(unrated)
    with pytest.raises(RecordError, match="no games"):
        read_match(record(tmp_path / "empty.txt", []))
    assert main([str(unrated)]) == 2


def test_one_anchor_fits_the_anchor_plus_the_score_s_elo_difference() -> None:
    rating = fitted_rating([match(Tally(wins=14, draws=2, losses=4), 1500)])
    assert rating.elo == pytest.approx(1500 + elo_from_score(0.75), abs=0.05)
    assert rating.lower < rating.elo < rating.upper
    # about +-150 Elo for 20 games near 75%: the interval is neither a point nor the span
    assert 100 < rating.elo - rating.lower < 250 and 100 < rating.upper - rating.elo < 300


def test_two_anchors_with_mirrored_scores_fit_their_midpoint_more_narrowly() -> None:
    low, high = match(Tally(wins=15, losses=5), 1400), match(Tally(wins=5, losses=15), 1800)
    both = fitted_rating([low, high])
    assert both.elo == pytest.approx(1600, abs=0.05)
    alone = fitted_rating([low])
    assert both.upper - both.lower < alone.upper - alone.lower


def test_a_sweep_has_one_finite_end() -> None:
    swept = fitted_rating([match(Tally(wins=20), 1350)])
    assert swept.elo == math.inf and swept.upper == math.inf
    assert 1350 < swept.lower < 1350 + 800
    shut_out = fitted_rating([match(Tally(losses=20), 1350)])
    assert shut_out.elo == -math.inf and 1350 - 800 < shut_out.upper < 1350
    assert rating_text(shut_out).startswith("? (95%: ?..")


def test_the_table_has_a_row_a_match_and_a_fitted_row_a_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = record(tmp_path / "a.txt", ["1-0", "0-1"] * 5)
    assert main([str(one), str(one)]) == 0
    printed = capsys.readouterr().out
    assert printed.count(f"| {OURS} | 1350 | 10 | +10 =0 -0 | 100.0% |") == 2
    assert f"| {OURS} | 1350, 1350 | 20 | ? (95%: " in printed


def test_an_anchor_without_uci_elo_takes_the_rating_it_is_given(tmp_path: Path) -> None:
    path = record(tmp_path / "placed.txt", ["0-1", "1-0"], anchor="medium")
    assert read_match(path, {"medium": 1320}).anchor_elo == 1320
    with pytest.raises(RecordError, match="--rated"):
        read_match(path, {"hard": 1550})
    with pytest.raises(SystemExit):
        main(["--rated", "medium=about", str(path)])


def test_pooling_adds_up_the_blocks_of_one_config_against_one_anchor() -> None:
    first = Match("b1", OURS, ANCHOR, 1350, Tally(wins=3, draws=1, losses=6))
    second = Match("b2", OURS, ANCHOR, 1350, Tally(wins=5, losses=5), ("game 3: flag",))
    other = Match("c1", OURS, "medium", 1320, Tally(wins=1))
    together = pooled([first, other, second])
    assert [match.source for match in together] == ["b1, b2", "c1"]
    assert together[0].tally == Tally(wins=8, draws=1, losses=11)
    assert together[0].forfeits == ("game 3: flag",)
    assert fitted_rating([together[0]]).elo == pytest.approx(fitted_rating([first, second]).elo)


def test_the_command_line_pools_and_rates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = record(tmp_path / "a.txt", ["1-0", "0-1"] * 5, anchor="medium")
    assert main(["--pool", "--rated", "medium=1320", str(one), str(one)]) == 0
    assert f"| {OURS} | 1320 | 20 | +20 =0 -0 | 100.0% |" in capsys.readouterr().out


def test_tallies_written_as_tsv_read_back_the_same() -> None:
    matches = [
        Match("b1", OURS, ANCHOR, 1350, Tally(wins=3, draws=1, losses=6)),
        Match("c1", "easy", "medium", 1320, Tally(wins=1, losses=99)),
    ]
    text = "\n".join(tsv_lines(matches))
    read = matches_from_tsv(text)
    assert [(m.player, m.anchor, m.anchor_elo, m.tally) for m in read] == [
        (m.player, m.anchor, m.anchor_elo, m.tally) for m in matches
    ]
    with pytest.raises(RecordError, match="line 2"):
        matches_from_tsv(f"{TSV_HEADER}\neasy\tmedium\tabout\t1\t0\t9")
