"""The ``plyboard`` command line, run in-process (and once through ``python -m app``)."""

from __future__ import annotations

import json
import subprocess
import sys
from types import SimpleNamespace

import pytest

from app.cli import main
from app.cli.analyze import format_analysis
from app.cli.common import UsageError, split_move_list
from app.protocols.engine.report import analysis_report
from app.services.analysis import value_text
from engine.game_api import IllegalMoveError
from engine.search import WIN, MoveScore, SearchResult
from games.registry import all_games, get_game
from tests.support import REPO

ROOT = REPO
EDGES = {"b1", "a2", "c2", "b3"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_games_lists_every_registered_game_and_the_mnk_family(capsys):
    status, out, err = run(capsys, "games")
    assert status == 0
    assert err == ""
    lines = out.splitlines()
    for spec in all_games():
        assert any(line.split()[0] == spec.name and spec.title in line for line in lines)
    assert any(line.startswith("mnk-W-H-K") for line in lines)


@pytest.mark.slow
def test_python_dash_m_app_is_the_plyboard_command():
    completed = subprocess.run(
        [sys.executable, "-m", "app", "games"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.split()[0] == "tictactoe"


@pytest.mark.slow
def test_subcommands_do_not_import_qt():
    code = (
        "import sys; from app.cli import main; main(['move', 'tictactoe', '--moves', 'b2']); "
        "main(['analyze', 'tictactoe', '--moves', 'b2', 'a1']); "
        "assert not any(name.startswith('PyQt6') for name in sys.modules), 'PyQt6 imported'"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr


def test_analyze_json_proves_the_empty_board_a_draw(capsys):
    status, out, err = run(capsys, "analyze", "tictactoe", "--json")
    assert status == 0, err
    report = json.loads(out)
    assert report["game"] == "tictactoe"
    assert report["to_move"] == 0
    assert report["exact"] is True
    assert report["outcome"] == "draw"
    assert report["score"] == 0
    assert report["plies_to_end"] is None
    assert len(report["moves"]) == 9
    assert {item["move"] for item in report["moves"]} == {
        f"{column}{row}" for column in "abc" for row in "123"
    }
    for item in report["moves"]:
        assert item["exact"] is True
        assert item["outcome"] == "draw"
        assert item["score"] == 0
    assert report["best"] == report["pv"][0]
    assert len(report["pv"]) == 9  # a draw fills the board
    get_game("tictactoe").replay(report["pv"])  # the PV texts are a legal line
    assert report["depth"] >= 1
    assert report["nodes"] > 0
    assert report["seconds"] >= 0


def test_analyze_json_finds_the_forced_win_and_its_distance(capsys):
    # X: a1, O: b1 (an edge next to X's corner) loses by force for O.
    status, out, _ = run(capsys, "analyze", "tictactoe", "--moves", "a1,b1", "--json")
    assert status == 0
    report = json.loads(out)
    assert report["to_move"] == 0
    assert report["exact"] is True
    assert report["outcome"] == "win"
    assert report["plies_to_end"] == 5
    assert report["plies_to_end"] == len(report["pv"])
    by_move = {item["move"]: item for item in report["moves"]}
    assert by_move[report["best"]]["outcome"] == "win"
    assert len(by_move) == 7


def test_analyze_human_output_names_value_best_move_and_every_move(capsys):
    status, out, _ = run(capsys, "analyze", "tictactoe", "--moves", "a1", "b1")
    assert status == 0
    assert "win in 5 plies for X (proven)" in out
    assert "best move:" in out
    assert "nodes" in out
    for cell in ("b2", "c1", "c3", "a2", "a3", "c2", "b3"):
        assert any(line.split()[:1] == [cell] for line in out.splitlines())


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_expert_answers_the_centre_opening_with_a_corner(capsys, seed):
    status, out, err = run(
        capsys, "move", "tictactoe", "--moves", "b2", "--level", "expert", "--seed", str(seed)
    )
    assert status == 0, err
    assert out.strip() in {"a1", "c1", "a3", "c3"}
    assert out.strip() not in EDGES


def test_move_takes_the_win_on_a_short_time_limit(capsys):
    status, out, _ = run(capsys, "move", "tictactoe", "--moves", "a1 a2 b1 b2", "--time", "0.5")
    assert (status, out.strip()) == (0, "c1")


def test_moves_may_be_words_or_comma_and_space_separated_lists():
    spec = get_game("tictactoe")
    assert split_move_list(spec, ["b2", "a1"]) == ["b2", "a1"]
    assert split_move_list(spec, ["b2,a1"]) == ["b2", "a1"]
    assert split_move_list(spec, ["b2, a1 c3", "C1"]) == ["b2", "a1", "c3", "C1"]
    assert split_move_list(spec, [""]) == []


def test_games_with_a_compact_notation_split_it_through_their_state():
    class CompactState:
        def split_moves(self, text):
            if not text.isdigit():
                raise IllegalMoveError(f"{text!r} is not a record of columns")
            return list(text)

    spec = SimpleNamespace(new_state=CompactState)
    assert split_move_list(spec, ["4453", "7,1 2"]) == ["4", "4", "5", "3", "7", "1", "2"]
    with pytest.raises(UsageError, match="'44x'"):
        split_move_list(spec, ["44x"])


def test_no_command_opens_the_app_on_the_named_game_and_level(monkeypatch):
    opened = []
    monkeypatch.setattr(
        "app.gui.window.launch.run_gui",
        lambda game=None, level=None: opened.append((game, level)) or 0,
    )
    assert main(["--game", " TicTacToe", "--level", "Hard"]) == 0
    assert main([]) == 0
    assert opened == [("tictactoe", "hard"), (None, None)]


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["move", "nosuchgame"], ["nosuchgame"]),
        (["analyze", "mnk-2-2-9"], ["mnk-2-2-9"]),
        (["move", "tictactoe", "--level", "godlike"], ["godlike"]),
        (["move", "tictactoe", "--moves", "b2", "a1", "b2"], ["move 3", "b2"]),
        (["move", "tictactoe", "--moves", "b2", "z9"], ["move 2", "z9"]),
        (["analyze", "tictactoe", "--moves", "b2,,a1"], ["b2,,a1"]),
        (["analyze", "tictactoe", "--moves", "b2,"], ["b2,"]),
        (["move", "tictactoe", "--moves", "a1", "b1", "a2", "b2", "a3"], ["over", "X wins"]),
        (["move", "tictactoe", "--moves", "a1", "b1", "a2", "b2", "a3", "c3"], ["move 6"]),
        (["move", "tictactoe", "--frobnicate"], ["--frobnicate"]),
        (["move", "tictactoe", "--time", "-1"], ["-1"]),
        (["move", "tictactoe", "--time", "soon"], ["soon"]),
        (["move", "tictactoe", "--seed", "x"], ["x"]),
        (["analyze", "tictactoe", "--algorithm", "oracle"], ["oracle"]),
        (["move"], ["GAME"]),
        (["nosuchcommand"], ["nosuchcommand"]),
        (["--game", "nosuchgame"], ["nosuchgame"]),
        (["--level", "godlike"], ["godlike"]),
        (["--game", "tictactoe", "--level", "godlike"], ["godlike"]),
        (["--game", "tictactoe", "games"], ["--game"]),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_problem(capsys, argv, names):
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.endswith("\n")
    assert len(err.splitlines()) == 1, err
    assert err.startswith("plyboard: ")
    assert "Traceback" not in err
    for name in names:
        assert name in err


def test_help_exits_zero(capsys):
    status, out, _ = run(capsys, "--help")
    assert status == 0
    assert "analyze" in out


def test_analysis_words_a_proven_outcome_whose_distance_is_not_proven() -> None:
    """A proven loss whose distance is not proven (a weak book entry, say) is no estimate."""
    state = get_game("connect4").new_state()
    loss, estimate = MoveScore(1, -(WIN - 40), exact=False), MoveScore(2, 35, exact=False)
    result = SearchResult(3, WIN - 41, exact=True, move_scores=(loss, estimate))
    text = format_analysis(
        get_game("connect4"), [], analysis_report(get_game("connect4"), state, result)
    )
    rows = {line.split()[0]: line for line in text.splitlines()[-2:]}
    assert rows["2"].endswith("loss (distance not proven)")
    assert rows["3"].endswith("estimate")
    assert value_text(120, exact=False) == "score +120"


def test_analyze_loads_the_kernels_before_its_seconds_start(monkeypatch, capsys):
    """The seconds asked for are spent searching: a game's slow-to-start parts (numba
    kernels) are prepared before the search's clock starts, not inside it."""
    import dataclasses

    import app.cli.analyze as analyze

    spec = get_game("connect4")
    calls: list[str] = []

    class Engine:
        def search(self, state, limits, **_):
            calls.append("search")
            return spec.searcher("alphabeta").search(state, limits, score_all_moves=True)

    warmed = dataclasses.replace(
        spec,
        warm_up=lambda: calls.append("warm"),
        searchers={**spec.searchers, "recording": Engine},
        default_algorithm="recording",
    )
    monkeypatch.setattr(analyze, "load_game", lambda name, start=None: warmed)
    assert main(["analyze", "connect4", "--moves", "4", "--time", "0.1", "--json"]) == 0
    assert calls == ["warm", "search"]
    assert json.loads(capsys.readouterr().out)["game"] == "connect4"
