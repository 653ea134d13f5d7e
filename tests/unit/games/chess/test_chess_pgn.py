"""PGN out and in: the Seven Tag Roster, levels, results, FEN starts, claims, and one
clear error for damaged text."""

from __future__ import annotations

import datetime

import pytest

from games.chess import spec, spec_from_fen
from games.chess.pgn import PgnError, read_pgn, result_of, write_pgn

SCHOLAR = ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]
REPEATED = [*["g1f3", "g8f6", "f3g1", "f6g8"] * 2, "claim"]


def test_seven_tag_roster_levels_and_result():
    text = write_pgn(
        SCHOLAR,
        white="Ann",
        black="Plyboard",
        black_level="easy",
        date=datetime.date(2026, 11, 25),
    )
    lines = text.splitlines()
    assert lines[:7] == [
        '[Event "Plyboard game"]',
        '[Site "Plyboard"]',
        '[Date "2026.11.25"]',
        '[Round "-"]',
        '[White "Ann"]',
        '[Black "Plyboard"]',
        '[Result "1-0"]',
    ]
    assert '[BlackLevel "easy"]' in lines
    assert "4. Qxf7# { checkmate } 1-0" in text
    game = read_pgn(text)
    assert game.moves == tuple(SCHOLAR)
    assert (game.white, game.black, game.result) == ("Ann", "Plyboard", "1-0")
    assert game.headers["BlackLevel"] == "easy"
    assert game.final_state().outcome().reason == "checkmate"


def test_san_input_and_unfinished_games():
    text = write_pgn(["e4", "c5", "Nf3"])
    assert "1. e4 c5 2. Nf3 *" in text
    assert read_pgn(text).moves == ("e2e4", "c7c5", "g1f3")


def test_a_claimed_draw_round_trips():
    text = write_pgn(REPEATED)
    assert "draw claimed: threefold repetition" in text and text.rstrip().endswith("1/2-1/2")
    game = read_pgn(text)
    assert game.moves == tuple(REPEATED)
    assert spec().replay(list(game.moves)).outcome().reason == "threefold repetition"


def test_a_game_lost_on_time_keeps_the_given_result():
    text = write_pgn(["e2e4"], result="1-0", termination="Black lost on time")
    assert '[Termination "time forfeit"]' in text
    assert read_pgn(text).result == "1-0"


def test_a_game_from_a_fen():
    fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"
    text = write_pgn(["e8d7", "e2e4"], start_fen=fen)
    assert f'[FEN "{fen}"]' in text and '[SetUp "1"]' in text
    assert "1... Kd7 2. e4" in text
    game = read_pgn(text)
    assert game.start_fen == fen
    assert spec_from_fen(game.start_fen).replay(list(game.moves)).to_text() == (
        game.final_state().to_text()
    )


def test_comments_variations_and_nags_are_skipped():
    game = read_pgn("1. e4 (1. d4 d5) e5 $1 2. Nf3!? {a comment} Nc6 ; to the end\n3. Bb5 *")
    assert game.moves == ("e2e4", "e7e5", "g1f3", "b8c6", "f1b5")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("hello world", "'hello' is not a chess move"),
        ('[Event "x"]\n\n1. e4 e5 2. Ke3 *', "move 2: Ke3 is not a legal move for White"),
        ("1. e4 e5 2. Nf3 Nf6 3. Qxx *", "move 3: 'Qxx' is not a chess move"),
        ("1. e4 e5 2. Nf3 Nf9 *", r"move 2\.\.\.: 'Nf9'"),
        ('[FEN "rnbqk/8 w"]\n\n1. e4 *', "bad FEN tag"),
        ('[Event "x"\n1. e4 *', "line 1 is not a tag pair"),
        ("1. e4 (1. d4 *", "never closed"),
        ('[Variant "Atomic"]\n\n1. e4 *', "Atomic"),
    ],
)
def test_damaged_pgn_gets_one_clear_line(text, message):
    with pytest.raises(PgnError, match=message) as caught:
        read_pgn(text)
    assert "\n" not in str(caught.value)


def test_writing_an_illegal_record_fails_clearly():
    with pytest.raises(PgnError, match="move 2: e2e4 is not a legal move for Black"):
        write_pgn(["e2e4", "e2e4"])


def test_result_of_a_final_position():
    assert result_of(spec().replay(SCHOLAR)) == "1-0"
    assert result_of(spec().replay(REPEATED)) == "1/2-1/2"
    assert result_of(spec().new_state()) == "*"


def test_comments_of_the_main_line_are_read_and_written_back_by_ply() -> None:
    text = "{ start } 1. e4 { [%csl Gd4][%cal Ge2e4] } e5 (1... c5 { aside }) 2. Qh5 *"
    game = read_pgn(text)
    assert game.comments == {0: "start", 1: "[%csl Gd4][%cal Ge2e4]"}
    written = write_pgn(game.moves, comments=game.comments)
    assert "{ start } 1. e4 { [%csl Gd4][%cal Ge2e4] } 1... e5 2. Qh5 *" in written
    assert read_pgn(written).comments == game.comments
