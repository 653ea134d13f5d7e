"""Check-pointed work units: the Connect Four book builder killed with SIGKILL and resumed,
the unit build against the one-process steps, and the checkpoint directory itself."""

from __future__ import annotations

import lzma
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from games.connect4.book import book_path
from tests.support import REPO
from tools.build import connect4_book as builder
from tools.build.work_units import (
    PLAN_FILE,
    CheckpointDirectory,
    CheckpointMismatchError,
    Runner,
    WorkUnit,
    atomic_write,
)

pytestmark = pytest.mark.slow

ROOT = REPO
TOOL = ("-m", "tools.build.connect4_book")
"""The book builder, run as a module from the repository's top."""
SMALL = ["--width", "5", "--height", "4", "--max-stones", "8", "--unit-size", "1"]
"""A 5x4 book to 8 stones: 565 units of one position, a few seconds in all."""
KILL_AFTER = 40
"""Finished units the killed build has written before the kill."""


def run_tool(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *TOOL, *map(str, arguments)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )


def build(*arguments: str | Path) -> int:
    """The builder's exit status, run in this process."""
    return builder.main([str(argument) for argument in arguments])


def units_in(directory: Path) -> int:
    return len(list(directory.glob("*.unit"))) if directory.exists() else 0


def wait_for_units(process: subprocess.Popen[str], directory: Path, count: int) -> None:
    """Wait until ``directory`` holds ``count`` finished units (or the process ended)."""
    while units_in(directory) < count and process.poll() is None:
        time.sleep(0.005)


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, int]:
    """The small book built in one go, and how many units it took."""
    directory = tmp_path_factory.mktemp("uninterrupted")
    output = directory / "book.xz"
    run_tool("--all", directory / "units", "--output", output, *SMALL)
    return output.read_bytes(), units_in(directory / "units")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_build_killed_with_sigkill_resumes_and_writes_the_same_book(
    tmp_path: Path, uninterrupted: tuple[bytes, int], jobs: str
) -> None:
    book, total = uninterrupted
    units, output = tmp_path / "units", tmp_path / "book.xz"
    command = [sys.executable, *TOOL, "--all", str(units), "--output", str(output)]
    command += [*SMALL, "--jobs", jobs]
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: the pool's workers die with it
    )
    try:
        wait_for_units(process, units, KILL_AFTER)
        assert process.poll() is None, "the build ended before it could be killed"
        os.killpg(process.pid, signal.SIGKILL)
    finally:
        process.wait(timeout=60)
    assert process.returncode == -signal.SIGKILL
    done_before = units_in(units)
    assert KILL_AFTER <= done_before < total
    assert not output.exists()

    resumed = run_tool("--all", units, "--output", output, *SMALL, "--jobs", jobs)
    assert f"units: {total} finished, {total - done_before} of them in this run" in resumed.stdout
    assert output.read_bytes() == book


def test_the_unit_build_writes_the_book_the_one_process_steps_write(
    tmp_path: Path, uninterrupted: tuple[bytes, int]
) -> None:
    """The old way (one tree after the other in one process, a table kept between
    solves, weak entries made exact after each) gives the same file.  A low
    ``--exact-nodes`` makes some entries weak first."""
    board = ["--width", "5", "--height", "4", "--max-stones", "8"]
    yellow, red = tmp_path / "yellow.txt", tmp_path / "red.txt"
    yellow_exact, red_exact = tmp_path / "yellow-exact.txt", tmp_path / "red-exact.txt"
    weak = ["--exact-nodes", "300"]
    assert build("--side", "yellow", "--work", yellow, *board, *weak) == 0
    assert " weak" in yellow.read_text()
    assert build("--make-exact", yellow, "--work", yellow_exact, *board) == 0
    assert (
        build("--side", "red", "--work", red, "--shared", yellow, yellow_exact, *board, *weak) == 0
    )
    red_exact.touch()
    assert build("--make-exact", red, "--work", red_exact, *board) == 0
    steps = tmp_path / "steps.xz"
    assert build("--merge", yellow, red, yellow_exact, red_exact, "--output", steps, *board) == 0
    assert steps.read_bytes() == uninterrupted[0]

    units = tmp_path / "units"
    assert build("--all", units, "--output", tmp_path / "weak.xz", *board, *weak) == 0
    assert list(units.glob("yellow-exact-*.unit"))  # the weak entries were made exact
    assert (tmp_path / "weak.xz").read_bytes() == uninterrupted[0]


def test_merging_the_shipped_books_entries_writes_the_shipped_file(tmp_path: Path) -> None:
    """The book file's format, order and compression are unchanged."""
    shipped = book_path(7, 6)
    work = tmp_path / "shipped.txt"
    work.write_text(lzma.decompress(shipped.read_bytes()).decode("ascii"), encoding="ascii")
    output = tmp_path / "book.xz"
    builder.merge([work], output)
    assert output.read_bytes() == shipped.read_bytes()


# --- the checkpoint directory ------------------------------------------------------------


def square(offset: int, value: int) -> bytes:
    return str(offset + value * value).encode()


def test_units_run_once_and_come_back_in_order(tmp_path: Path) -> None:
    checkpoints = CheckpointDirectory(tmp_path, {"kind": "squares"})
    units = [WorkUnit(f"unit-{n}", (n,)) for n in (3, 1, 2)]
    heard: list[str] = []
    results = Runner().run(
        square, units, checkpoints, common=(10,), on_done=lambda u, _: heard.append(u.key)
    )
    assert results == [b"19", b"11", b"14"]
    assert sorted(heard) == ["unit-1", "unit-2", "unit-3"]
    checkpoints.write("unit-1", b"kept")  # a finished unit is read, not run again
    heard.clear()
    more = [*units, WorkUnit("unit-4", (4,))]
    with Runner(jobs=2) as runner:
        results = runner.run(
            square,
            more,
            checkpoints,
            common=(10,),
            on_done=lambda u, _: heard.append(u.key),
        )
    assert results == [b"19", b"kept", b"14", b"26"]
    assert heard == ["unit-4"]


def test_a_directory_refuses_a_build_with_other_parameters(tmp_path: Path) -> None:
    CheckpointDirectory(tmp_path, {"width": 5, "height": 4})
    CheckpointDirectory(tmp_path, {"height": 4, "width": 5})
    with pytest.raises(CheckpointMismatchError, match="width=5"):
        CheckpointDirectory(tmp_path, {"width": 6, "height": 4})
    assert (tmp_path / PLAN_FILE).exists()


def test_the_builder_says_when_the_directory_is_another_builds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    small = [*SMALL[:4], "--output", tmp_path / "book.xz"]
    assert build("--all", tmp_path, *small, "--max-stones", "2") == 0
    assert build("--all", tmp_path, *small, "--max-stones", "3") == 2
    error = capsys.readouterr().err
    assert "max_stones=2" in error and "another directory" in error


def test_an_atomic_write_leaves_the_old_file_when_it_fails(tmp_path: Path) -> None:
    path = tmp_path / "unit.unit"
    atomic_write(path, b"old")

    with pytest.raises(TypeError):
        atomic_write(path, "not bytes")  # type: ignore[arg-type]
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["unit.unit"]
    (tmp_path / ".x.unit.123.tmp").write_bytes(b"half")  # left by a kill mid-write
    CheckpointDirectory(tmp_path, {})
    assert not list(tmp_path.glob(".*.tmp"))
