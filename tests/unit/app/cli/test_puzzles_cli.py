"""``plyboard puzzles``: printing puzzles, checking a set, and bad input."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from app.cli import main
from app.services.puzzles import PuzzleSet, dump_set, load_shipped


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_json_puzzles_near_a_rating_are_repeatable(capsys):
    argv = ["puzzles", "hare-hounds", "--count", "3", "--rating", "1200", "--seed", "5", "--json"]
    status, out, err = run(capsys, *argv)
    assert status == 0 and err == ""
    puzzles = json.loads(out)
    assert len(puzzles) == 3
    for puzzle in puzzles:
        assert puzzle["game"] == "hare-hounds" and abs(puzzle["rating"] - 1200) <= 150
        assert set(puzzle) >= {"id", "moves", "to_move", "goal", "solution", "line"}
    assert run(capsys, *argv)[1] == out


def test_text_shows_the_task_and_the_solution_only_when_asked(capsys):
    status, out, _ = run(capsys, "puzzles", "teeko", "--count", "1", "--seed", "2")
    assert status == 0 and " to move: " in out and "position: " in out
    assert "solution:" not in out
    status, out, _ = run(capsys, "puzzles", "teeko", "--count", "1", "--seed", "2", "--solution")
    assert "solution:" in out and "line:" in out


def test_check_passes_on_a_good_file_and_reports_a_broken_puzzle(capsys, tmp_path):
    shipped = load_shipped("hare-hounds")
    good, bad = shipped.puzzles[:3], shipped.puzzles[3]
    broken = replace(bad, solution=())
    path = tmp_path / "set.json"
    path.write_text(dump_set(PuzzleSet("hare-hounds", "", good)))
    status, out, _ = run(capsys, "puzzles", "hare-hounds", "--check", "--file", str(path))
    assert status == 0 and "checked 3 hare-hounds puzzles" in out and "all right" in out
    path.write_text(dump_set(PuzzleSet("hare-hounds", "", (*good, broken))))
    status, out, _ = run(capsys, "puzzles", "hare-hounds", "--check", "--file", str(path))
    assert status == 1 and "1 wrong" in out
    assert f"{bad.id}: {bad.solution[0]} keeps the win but is not in the solution" in out
    status, out, _ = run(capsys, "puzzles", "hare-hounds", "--check", "--file", str(path), "--json")
    report = json.loads(out)
    assert status == 1 and report["checked"] == 4 and [w["id"] for w in report["wrong"]] == [bad.id]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ("puzzles nosuchgame", "unknown game 'nosuchgame'"),
        (
            "puzzles tictactoe",
            "no puzzles for tictactoe; sets ship for: chess, connect4, gomoku, hare-hounds, "
            "mnk-5-5-4, mnk-7-7-5, teeko",
        ),
        ("puzzles teeko --count 0", "--count: must be at least 1"),
        ("puzzles teeko --rating x", "--rating: 'x' is not a whole number"),
        ("puzzles teeko --check --count 2", "--check verifies the whole set"),
        ("puzzles teeko --file /nonexistent/set.json", "cannot read /nonexistent/set.json"),
    ],
)
def test_bad_input_gives_one_clear_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv.split())
    assert status == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_a_file_of_another_game_is_refused(capsys, tmp_path):
    path = tmp_path / "set.json"
    path.write_text(dump_set(load_shipped("teeko")))
    status, _, err = run(capsys, "puzzles", "connect4", "--file", str(path))
    assert status == 2 and "holds puzzles of teeko, not connect4" in err
