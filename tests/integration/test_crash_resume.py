"""A real ``plyboard`` killed with SIGKILL mid-game loses no move: the next start resumes it.

The first run is the real program (``python -m app``) offscreen, with its settings
and data in a temporary home, the computer playing both sides of Gomoku at ``easy``
(so moves arrive without a person and without any test hook).  The test waits (on the
autosave, not on a clock) until several moves are played, kills it,
and opens the window again on the same settings and data directory as
``plyboard`` would (``run_gui``'s MainWindow, resume offered): the resume bar
offers the game and resuming it restores every move the killed program played.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.gui.session.controller import ALGORITHM_CHOICES
from app.services.record import from_json, validate
from games.registry import get_game
from tests.support import REPO

GAME = "gomoku"
"""A game that cannot end soon after the kill's cue: a five takes nine moves at least,
and the program plays on while the autosave catches up (a Connect Four game once
went from six saved moves to its end, eleven, before the kill landed)."""
MOVES_BEFORE_KILL = 4
SETTINGS_HELPER = """
import sys
from app.gui.window.launch import application
app = application()
from app.gui.window.main_window import default_data_dir
from app.gui.window.settings import Preferences, Settings, default_settings_path
sides = frozenset(int(side) for side in sys.argv[3])
preferences = Preferences(game=sys.argv[1], level=sys.argv[2], computer_players=sides)
Settings(default_settings_path()).save(preferences)
print(default_settings_path())
print(default_data_dir())
"""


def private_home(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_RUNTIME_DIR=str(tmp_path / "runtime"),
    )
    (tmp_path / "runtime").mkdir(mode=0o700)
    return env


def wait_for(condition, what: str, process: subprocess.Popen, limit: float = 300.0):
    """Poll ``condition`` until it returns a value; fail if ``process`` ends first (the
    limit only guards against a hang, it is not a speed requirement)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        if process.poll() is not None:
            pytest.fail(f"plyboard ended (status {process.returncode}) before {what}")
        time.sleep(0.05)
    pytest.fail(f"plyboard never got to {what}")


@pytest.mark.slow
def test_a_killed_plyboard_resumes_with_every_move(qtbot, tmp_path: Path) -> None:
    env = private_home(tmp_path)
    repo = REPO
    paths = subprocess.run(
        [sys.executable, "-c", SETTINGS_HELPER, GAME, "easy", "01"],
        env=env,
        cwd=repo,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    settings_path, data_dir = Path(paths[0]), Path(paths[1])
    autosave = data_dir / "autosave.json"

    def moves_saved() -> tuple[str, ...] | None:
        try:
            saved = from_json(autosave.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return saved.moves if len(saved.moves) >= MOVES_BEFORE_KILL else None

    program = subprocess.Popen([sys.executable, "-m", "app"], env=env, cwd=repo)
    try:
        wait_for(moves_saved, f"{MOVES_BEFORE_KILL} moves", program)
    finally:
        program.send_signal(signal.SIGKILL)
        program.wait()
    assert program.returncode == -signal.SIGKILL

    saved = from_json(autosave.read_bytes())  # whole: written atomically, never torn
    loaded = validate(saved, ALGORITHM_CHOICES)
    assert loaded.spec is get_game(GAME)
    assert len(saved.moves) >= MOVES_BEFORE_KILL and saved.result is None

    # Start again, as run_gui does: the same settings and data, resume offered.
    from app.gui.window.main_window import MainWindow
    from app.gui.window.settings import Settings

    settings = Settings(settings_path)
    preferences = settings.load().preferences
    assert preferences.computer_players == frozenset({0, 1})
    window = MainWindow(
        get_game(preferences.game),
        preferences.level,
        computer_players=(),  # nobody thinks: the record stays as resumed
        data_dir=data_dir,
    )
    qtbot.addWidget(window)
    window.show()
    assert window.resume_bar.isVisible()
    window.resume_bar.resume_button.click()
    assert window.controller.move_texts() == saved.moves
    assert window.controller.spec is get_game(GAME)
    assert window.board._pieces == tuple(window.controller.state.pieces())
    window.close()


def test_the_autosave_writes_the_newest_game_off_the_calling_thread_and_flushes_it(
    tmp_path: Path, monkeypatch
) -> None:
    import threading

    from app.gui.session import autosave as autosave_module

    writers: set[str] = set()
    flushed = threading.Event()
    real_replace, real_fsync = os.replace, os.fsync

    def replace(source, target) -> None:
        writers.add(threading.current_thread().name)
        real_replace(source, target)

    def fsync(descriptor: int) -> None:
        real_fsync(descriptor)
        flushed.set()

    monkeypatch.setattr(autosave_module.os, "replace", replace)
    monkeypatch.setattr(autosave_module.os, "fsync", fsync)
    path = tmp_path / "games" / "autosave.json"
    saver = autosave_module.Autosave(path, str)
    for number in range(200):
        saver.write(f"move {number}")
    assert saver.close()  # the newest, never an older one after it
    assert path.read_text() == "move 199"
    assert writers == {"plyboard-autosave"}
    assert [entry.name for entry in path.parent.iterdir()] == ["autosave.json"]
    assert flushed.wait(60)


def test_an_autosave_that_cannot_be_written_is_reported_and_the_next_one_tried(
    tmp_path: Path,
) -> None:
    from app.gui.session.autosave import Autosave

    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    failures: list[OSError] = []
    saver = Autosave(blocked / "autosave.json", str, on_error=failures.append)
    saver.write("first")
    assert saver.close()
    assert len(failures) == 1 and isinstance(failures[0], OSError)
    blocked.unlink()
    saver.write("second")
    assert saver.close()
    assert (blocked / "autosave.json").read_text() == "second" and len(failures) == 1


def test_a_value_that_cannot_be_encoded_is_skipped_and_the_next_one_written(
    tmp_path: Path,
) -> None:
    from app.gui.session.autosave import Autosave

    def encode(value: str) -> str:
        if value == "broken":
            raise ValueError("an encoder's bug")
        return value

    path = tmp_path / "autosave.json"
    saver = Autosave(path, encode)
    saver.write("broken")
    assert saver.close() and not path.exists()
    saver.write("next")
    assert saver.close() and path.read_text() == "next"


def test_a_failed_autosave_is_reported_by_the_controller(qtbot, tmp_path: Path) -> None:
    from app.gui.session.controller import GameController

    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    controller = GameController(
        get_game("tictactoe"), computer_players=(), autosave_path=blocked / "autosave.json"
    )
    with qtbot.waitSignal(controller.error, timeout=10_000) as failed:  # queued from its thread
        assert controller.play_move(4)
    assert failed.args[0].startswith("Could not autosave the game (")
    assert controller.move_texts() == ("b2",)  # the game goes on
    controller.shutdown()
