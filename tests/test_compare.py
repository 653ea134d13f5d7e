"""``plyboard compare``: the same position, minimax to alpha-beta with every idea, and MCTS."""

import json

from app.cli import main
from app.compare import compare
from games.registry import get_game


def test_pruning_ordering_and_the_table_each_save_work_without_changing_the_answer():
    spec = get_game("connect4")
    rows = compare(spec, spec.replay(["4", "4"]), depth=5)
    minimax, plain, ordered, tabled, mcts = rows
    assert {row.score for row in (minimax, plain, ordered, tabled)} == {minimax.score}
    assert minimax.nodes > plain.nodes > ordered.nodes > tabled.nodes
    assert mcts.engine.startswith("MCTS")
    assert mcts.score is None


def test_the_command_prints_json_and_refuses_a_bad_depth(capsys):
    assert main(["compare", "tictactoe", "--moves", "b2", "--depth", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["depth"] == 3
    assert [row["engine"] for row in report["rows"]][:2] == ["minimax", "alpha-beta"]
    assert main(["compare", "tictactoe", "--depth", "40"]) == 2
    assert "--depth must be 1..12" in capsys.readouterr().err


def test_a_finished_game_cannot_be_compared(capsys):
    assert main(["compare", "tictactoe", "--moves", "a1", "b1", "a2", "b2", "a3"]) == 2
    assert "game is over" in capsys.readouterr().err
