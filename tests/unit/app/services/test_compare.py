"""``plyboard compare``: the same position, minimax to alpha-beta with every idea, and MCTS."""

import json
import threading

from PyQt6.QtGui import QImage

from app.cli import main
from app.gui.learn.chart import NODES_HEIGHT, NODES_WIDTH
from app.services.compare import (
    MCTS_BUDGETS,
    MCTS_SECONDS,
    TREE_SECONDS,
    Row,
    Settings,
    WorkEstimate,
    compare,
    engine_names,
    estimate_work,
    suggest_settings,
)
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
    assert main(["compare", "tictactoe", "--depth", "deep"]) == 2
    assert "'deep' is not a number of plies or 'auto'" in capsys.readouterr().err


def test_auto_depth_reports_the_settings_it_chose(capsys):
    moves = ["--moves", "b2", "a1", "c3", "a3", "a2", "c1"]
    assert main(["compare", "tictactoe", *moves, "--depth", "auto", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["depth"] == 3  # three empty cells: deeper adds nothing
    assert report["max_playouts"] in MCTS_BUDGETS
    assert [row["engine"] for row in report["rows"]][:1] == ["minimax"]


def test_a_finished_game_cannot_be_compared(capsys):
    assert main(["compare", "tictactoe", "--moves", "a1", "b1", "a2", "b2", "a3"]) == 2
    assert "game is over" in capsys.readouterr().err


def test_a_stop_event_set_before_the_start_gives_no_rows():
    spec = get_game("connect4")
    stop = threading.Event()
    stop.set()
    assert compare(spec, spec.replay(["4", "4"]), depth=5, stop=stop) == []


def test_stopping_after_the_first_row_returns_only_the_rows_finished():
    spec = get_game("connect4")
    stop = threading.Event()
    seen: list[Row] = []

    def stop_after_first(row: Row) -> None:
        seen.append(row)
        stop.set()

    rows = compare(spec, spec.replay(["4", "4"]), depth=5, stop=stop, on_row=stop_after_first)
    assert [row.engine for row in rows] == ["minimax"]
    assert seen == rows


def test_a_search_far_too_deep_ends_when_stopped_from_another_thread():
    spec = get_game("connect4")
    stop = threading.Event()
    rows: list[Row] = []
    worker = threading.Thread(
        target=lambda: rows.extend(compare(spec, spec.new_state(), depth=12, stop=stop))
    )
    worker.start()
    stop.set()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert rows == []


def test_rows_arrive_in_the_order_of_the_engine_names_and_mcts_respects_its_cap():
    spec = get_game("tictactoe")
    arrived: list[Row] = []
    rows = compare(spec, spec.replay(["b2"]), depth=2, max_playouts=100, on_row=arrived.append)
    assert arrived == rows
    assert [row.engine for row in rows][:4] == engine_names(spec)[:4]
    assert engine_names(spec)[4] == "MCTS" and rows[4].engine.startswith("MCTS (")
    assert rows[4].nodes == 100 and rows[4].is_mcts and not rows[0].is_mcts


def test_the_work_estimate_counts_the_tree_of_tic_tac_toe_exactly_near_the_root():
    spec = get_game("tictactoe")
    estimate = estimate_work(spec, spec.new_state())
    # no game ends before the fifth ply, so every random line sees the same widths
    assert estimate.nodes_at_depth[:5] == (1, 9, 72, 504, 3024)
    assert estimate.seconds_per_node > 0 and estimate.seconds_per_playout > 0


def test_suggested_settings_fit_the_time_budgets():
    tenfold = tuple(10.0**depth for depth in range(13))
    wide = WorkEstimate(tenfold, TREE_SECONDS / 200_000, MCTS_SECONDS / 2_000)
    # minimax over the iterations: 10, 120, 1,230, 12,340, 123,450 nodes fit, 1,234,560 not;
    # MCTS: 100 + ... + 800 = 1,500 playouts fit, with 1,600 more (3,100) not
    assert suggest_settings(wide) == Settings(depth=5, max_playouts=800)
    slow = WorkEstimate(tenfold, 1.0, 10.0)
    assert suggest_settings(slow) == Settings(depth=1, max_playouts=MCTS_BUDGETS[0])
    short_game = WorkEstimate((1.0, 2.0, 2.0, 0.0, *([0.0] * 9)), 1e-5, 1e-5)
    assert suggest_settings(short_game) == Settings(depth=2, max_playouts=MCTS_BUDGETS[-1])


def test_the_command_saves_a_chart_and_refuses_a_non_png_name(qapp, tmp_path, capsys):
    chart = tmp_path / "nodes.png"
    command = ["compare", "tictactoe", "--moves", "b2", "--depth", "2", "--chart", str(chart)]
    assert main(command) == 0
    assert "Tic-tac-toe after b2, depth 2, MCTS up to 12,800 playouts:" in capsys.readouterr().out
    image = QImage(str(chart))
    assert (image.width(), image.height()) == (NODES_WIDTH, NODES_HEIGHT)
    assert main(["compare", "tictactoe", "--chart", str(tmp_path / "nodes.svg")]) == 2
    assert "ending in .png" in capsys.readouterr().err
