"""Ray: matches, ladders and builder units on a local Ray instance give what the local runs
give; without Ray the commands say how to install it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.cli import arena
from app.services import cluster
from app.services.arena import GameRecord, GameTask, run_ladder, run_tasks
from app.services.players import parse_player
from games.registry import get_game
from games.teeko import table
from games.teeko.index import LAYER_START, LAYERS
from tools.build import connect4_book as book_builder
from tools.build import teeko_table as teeko_builder
from tools.build.work_units import CheckpointDirectory, Runner

pytestmark = pytest.mark.slow
needs_ray = pytest.mark.skipif(
    not cluster.ray_available(),
    reason=f"Ray is not installed (an optional extra): {cluster.RAY_INSTALL_HINT}",
)
TICTACTOE = get_game("tictactoe")


def run_cli(*argv: str) -> int:
    """Run one arena or ladder command on a fresh parser."""
    parser = argparse.ArgumentParser(prog="plyboard")
    subparsers = parser.add_subparsers(required=True)
    arena.register(subparsers)
    args = parser.parse_args(argv)
    return args.run(args)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[str]:
    """A local Ray instance for the module's tests (starting one takes seconds)."""
    ray = cluster.connect(cluster.LOCAL)
    yield cluster.LOCAL
    ray.shutdown()


# --- matches and ladders ---------------------------------------------------------------


@needs_ray
def test_the_same_arena_with_and_without_ray_local_gives_identical_records(
    local_ray: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = ["arena", "tictactoe", "--players", "hard", "medium", "--games", "8", "--seed", "5"]
    local, on_ray = tmp_path / "local.txt", tmp_path / "ray.txt"
    assert run_cli(*match, "--jobs", "2", "--record", str(local), "--json") == 0
    local_report = capsys.readouterr().out
    assert run_cli(*match, "--ray", local_ray, "--record", str(on_ray), "--json") == 0
    ray_report = capsys.readouterr().out
    assert on_ray.read_text() == local.read_text()
    assert len(on_ray.read_text().splitlines()) == 2 + 8
    for field in ('"wins"', '"draws"', '"losses"', '"elo"'):
        assert local_report.split(field)[1][:12] == ray_report.split(field)[1][:12]


@needs_ray
def test_a_ladder_on_ray_has_the_local_ladders_games_and_ratings(local_ray: str) -> None:
    players = [parse_player(level, TICTACTOE) for level in ("beginner", "easy", "medium")]
    local = run_ladder(TICTACTOE, players, 4, jobs=1, seed=3)
    on_ray = run_ladder(TICTACTOE, players, 4, seed=3, ray_address=local_ray)
    assert [r.line() for r in on_ray.records] == [r.line() for r in local.records]
    assert on_ray.results == local.results
    assert on_ray.ratings == local.ratings
    assert not on_ray.interrupted


@needs_ray
def test_ctrl_c_on_ray_keeps_the_finished_games(local_ray: str) -> None:
    tasks = [GameTask("tictactoe", ("random", "easy"), "1", index, 1) for index in range(8)]

    def stop_after_three(record: GameRecord, done: int, total: int) -> None:
        if done == 3:
            raise KeyboardInterrupt

    records, interrupted = run_tasks(tasks, 1, stop_after_three, ray_address=local_ray)
    assert interrupted
    assert len(records) == 3
    indices = [record.task.index for record in records]
    assert indices == sorted(indices)


# --- the builders' units ---------------------------------------------------------------


@needs_ray
def test_a_book_built_on_ray_is_the_book_built_here(local_ray: str, tmp_path: Path) -> None:
    small = ["--width", "5", "--height", "4", "--max-stones", "6", "--exact-nodes", "300"]
    here, there = tmp_path / "here.xz", tmp_path / "there.xz"
    assert book_builder.main(["--all", str(tmp_path / "a"), "--output", str(here), *small]) == 0
    argv = ["--all", str(tmp_path / "b"), "--output", str(there), *small, "--ray", local_ray]
    assert book_builder.main(argv) == 0
    assert there.read_bytes() == here.read_bytes()


@needs_ray
@pytest.mark.skipif(not table.table_available(), reason="the Teeko table is not installed")
def test_teeko_drop_layers_built_on_ray_match_the_shipped_table(
    local_ray: str, tmp_path: Path
) -> None:
    shipped = table.load_table()
    top = LAYERS.index((2, 2))
    end = int(LAYER_START[top + 1])
    values = np.zeros(int(LAYER_START[top + 2]), dtype=np.uint8)
    values[end:] = shipped[end : len(values)]
    checkpoints = CheckpointDirectory(tmp_path, {"test": "teeko on ray"})
    teeko_builder.solve_drop_layers(values, top, checkpoints, Runner(ray_address=local_ray), 20_000)
    assert checkpoints.count() == 4 + 1 + 1 + 1 + 1  # 75,900 positions in 4 units, then 1 each
    assert (values[:end] == shipped[:end]).all()


# --- without Ray ------------------------------------------------------------------------


@pytest.fixture
def no_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    """``import ray`` fails, as where it is not installed."""
    monkeypatch.setitem(sys.modules, "ray", None)


@pytest.mark.parametrize("command", ["arena", "ladder"])
def test_without_ray_the_commands_say_how_to_install_it(
    no_ray: None, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    players = ["--players", "random", "easy"] if command == "arena" else ["--no-chart"]
    assert run_cli(command, "tictactoe", *players, "--games", "2", "--ray", "local") == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert "pip install '.[cluster]'" in captured.err


def test_without_ray_the_builders_say_how_to_install_it(
    no_ray: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        book_builder.main(["--all", str(tmp_path), "--width", "5", "--height", "4", "--ray"]) == 2
    )
    assert "pip install '.[cluster]'" in capsys.readouterr().err
    assert teeko_builder.main(["--work", str(tmp_path / "t"), "--ray", "local"]) == 2
    assert "pip install '.[cluster]'" in capsys.readouterr().err
    with pytest.raises(cluster.RayNotInstalledError, match=r"pip install '\.\[cluster\]'"):
        Runner(ray_address="local")


class _NoCluster:
    """Stands for the ``ray`` module where no cluster answers."""

    @staticmethod
    def is_initialized() -> bool:
        return False

    @staticmethod
    def init(**_: object) -> None:
        raise ConnectionError("Could not find any running Ray instance.\nmore detail")


def test_without_a_cluster_arena_says_how_to_start_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cluster, "import_ray", lambda: _NoCluster)
    assert run_cli("arena", "tictactoe", "--players", "random", "easy", "--ray") == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1
    assert "'auto'" in lines[0] and "ray start --head" in lines[0] and "--ray local" in lines[0]
