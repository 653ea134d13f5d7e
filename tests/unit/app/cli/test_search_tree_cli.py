"""``plyboard tree``: the recorded search tree on the command line."""

from __future__ import annotations

import json

import pytest

from app.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def walk(tree):
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node["children"])


@pytest.mark.parametrize(
    ("algorithm", "nodes"),
    # tic-tac-toe after b2 a1, 4 plies: the fewer nodes the better the pruning
    [("minimax", 1294), ("alphabeta", 465), ("alphabeta-ordered", 581), ("alphabeta-table", 282)],
)
def test_json_tree_per_algorithm(capsys, algorithm, nodes):
    status, out, err = run(
        capsys, "tree", "tictactoe", "--moves", "b2", "a1", "--algorithm", algorithm,
        "--depth", "4", "--json",
    )  # fmt: skip
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["algorithm"] == algorithm and data["moves"] == ["b2", "a1"]
    assert data["nodes"] == data["recorded_nodes"] == nodes and not data["capped"]
    assert [entry["depth"] for entry in data["iterations"]] == [1, 2, 3, 4]
    last = data["iterations"][-1]
    assert last["completed"] and last["value"] == data["score"] and last["best"] == data["best"]
    recorded = sum(sum(1 for _ in walk(entry["tree"])) - 1 for entry in data["iterations"])
    assert recorded == nodes
    node = last["tree"]["children"][0]
    assert {"move", "value", "alpha", "beta", "cutoff", "table_hit", "children"} <= set(node)
    cut = [n for n in walk(last["tree"]) if n["cutoff"]]
    assert bool(cut) == (algorithm != "minimax")
    for n in cut:
        assert n["cutoff"]["reason"].startswith("β cut-off: ")


def test_mcts_json_on_connect_four(capsys):
    status, out, _ = run(
        capsys, "tree", "connect4", "--moves", "4453", "--algorithm", "mcts",
        "--playouts", "150", "--json",
    )  # fmt: skip
    assert status == 0
    data = json.loads(out)
    tree = data["tree"]
    assert data["playouts"] == tree["visits"] == 150
    assert {child["move"] for child in tree["children"]} <= set("1234567")
    for node in walk(tree):
        assert node["visits"] == sum(c["visits"] for c in node["children"]) + node["playouts"]


def test_cap_note_in_text_and_json(capsys):
    argv = ["tree", "tictactoe", "--algorithm", "minimax", "--depth", "3", "--max-nodes", "50"]
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert "note: tree capped at 50 nodes: the search visited 675" in out
    status, out, _ = run(capsys, *argv, "--json")
    data = json.loads(out)
    assert data["capped"] and data["recorded_nodes"] == 50 and data["nodes"] == 675
    assert "capped at 50 nodes" in data["note"]


def test_text_shows_values_windows_cutoffs_and_the_line(capsys):
    status, out, _ = run(
        capsys, "tree", "tictactoe", "--moves", "b2", "a1", "--algorithm", "alphabeta-ordered",
        "--depth", "4", "--plies", "1",
    )  # fmt: skip
    assert status == 0
    assert "581 nodes over 4 completed iteration(s)" in out
    assert "value 0 for X, best b1, line b1 " in out
    assert " *b1  0  [-∞, 29], exact" in out
    assert "β cut-off: 13 ≥ β = 0, pruned: a2 c2 c1 a3 c3" in out


def test_an_earlier_iteration_can_be_shown(capsys):
    argv = ["tree", "tictactoe", "--moves", "b2", "a1", "--depth", "3", "--iteration", "1"]
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert "\ndepth 1; " in out
    assert "   b1  -32  [-∞, +∞], exact, horizon: heuristic" in out
    status, out, _ = run(capsys, *argv, "--dot")
    assert status == 0 and out.count(" -> n") == 7  # the first iteration: the root's 7 children


def test_dot_output(capsys):
    status, out, _ = run(capsys, "tree", "connect4", "--moves", "44", "--depth", "2", "--dot")
    assert status == 0
    assert out.startswith("digraph search {") and out.rstrip().endswith("}")
    assert "β cut-off" in out and "pruned: " in out and "style=bold" in out


def test_node_limit_keeps_the_last_completed_iteration(capsys):
    status, out, _ = run(
        capsys, "tree", "connect4", "--algorithm", "minimax", "--depth", "6", "--nodes", "500"
    )
    assert status == 0
    assert "the search hit its node limit (--nodes): the last iteration is partial" in out
    assert "\ndepth 3; " in out  # 7 + 49 + 343 nodes complete depth 3, not depth 4


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["tree", "nosuchgame"], ["nosuchgame"]),
        (["tree", "tictactoe", "--moves", "b2", "b2"], ["b2"]),
        (["tree", "tictactoe", "--algorithm", "negascout"], ["negascout"]),
        (["tree", "tictactoe", "--depth", "0"], ["--depth", "at least 1"]),
        (["tree", "tictactoe", "--depth", "deep"], ["--depth", "deep"]),
        (["tree", "tictactoe", "--max-nodes", "-5"], ["--max-nodes"]),
        (["tree", "tictactoe", "--algorithm", "mcts", "--depth", "3"], ["--playouts"]),
        (["tree", "tictactoe", "--playouts", "30"], ["--playouts", "mcts"]),
        (["tree", "tictactoe", "--depth", "2", "--playouts", "30"], ["--playouts", "--depth"]),
        (["tree", "tictactoe", "--json", "--dot"], ["--dot", "--json"]),
        (["tree", "tictactoe", "--moves", "a1", "b1", "a2", "b2", "a3"], ["over"]),
        (["tree", "tictactoe", "--depth", "2", "--iteration", "3"], ["--iteration 3", "1 to 2"]),
        (["tree", "tictactoe", "--algorithm", "mcts", "--iteration", "1"], ["--iteration"]),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, names):
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1 and err.startswith("plyboard: "), err
    assert "Traceback" not in err
    for name in names:
        assert name in err
