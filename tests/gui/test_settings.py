"""Settings: kept with QSettings in a file under ``tmp_path``; bad files never crash the app."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PyQt6.QtCore import QTimer
from PyQt6.QtWidgets import QApplication

from app.gui import style
from app.gui.board.animation import AnimationSpeed
from app.gui.window.launch import run_gui
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Preferences, Settings


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "settings.ini"


@pytest.fixture
def open_window(make_window, settings_path: Path):
    """Opens windows that keep their settings at ``settings_path``; closes them afterwards."""

    def make(game: str = "tictactoe", computer: tuple[int, ...] = (1,)) -> MainWindow:
        return make_window(game, "easy", computer, settings=Settings(settings_path))

    return make


def test_preferences_round_trip(settings_path: Path) -> None:
    saved = Preferences(
        game="gomoku-standard",
        level="hard",
        computer_players=frozenset({0, 1}),
        algorithm="mcts",
        analysis_overlay=True,
        animation=AnimationSpeed.SLOW,
        palette="high-contrast",
        window_geometry=b"\x01\x02geometry\x00",
        window_state=b"state\xff",
    )
    assert Settings(settings_path).save(saved)
    loaded = Settings(settings_path).load()
    assert loaded.preferences == saved
    assert loaded.notice == ""


def test_a_missing_file_gives_the_defaults_quietly(settings_path: Path) -> None:
    loaded = Settings(settings_path).load()
    assert loaded.preferences == Preferences()
    assert loaded.notice == ""


def test_wrong_values_fall_back_one_by_one_with_a_notice(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text(
        "[game]\nname=no-such-game\nlevel=grandmaster\ncomputer=everyone\nalgorithm=mcts\n"
        "[view]\nanalysis_overlay=maybe\nanimate_drops=false\npalette=purple\n"
        "[window]\ngeometry=not bytes\n"
    )
    loaded = Settings(settings_path).load()
    # the readable values are kept, the others are the defaults
    assert loaded.preferences == Preferences(algorithm="mcts", animation=AnimationSpeed.OFF)
    for key in ("game/name", "game/level", "game/computer", "view/palette", "window/geometry"):
        assert key in loaded.notice
    assert "no-such-game" in loaded.notice
    assert "animate_drops" not in loaded.notice


def test_the_level_must_belong_to_the_saved_game(settings_path: Path) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_text("[game]\nname=mnk-7-7-5\nlevel=expert\n")
    assert Settings(settings_path).load().preferences.level == "expert"
    settings_path.write_text("[game]\nname=mnk-7-7-5\nlevel=7\n")
    loaded = Settings(settings_path).load()
    assert loaded.preferences == Preferences(game="mnk-7-7-5")
    assert "no level of mnk-7-7-5" in loaded.notice


@pytest.mark.parametrize(
    "content",
    [random.Random(seed).randbytes(400) for seed in range(5)]
    + [b"[game\nname=tictactoe\n", b"\xff\xfe\x00=\x00\n[x]\n=\n", b"@Variant(\x00\x00"],
)
def test_garbage_gives_the_defaults_and_a_notice(settings_path: Path, content: bytes) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(content)
    loaded = Settings(settings_path).load()
    assert loaded.preferences == Preferences()
    assert "using the defaults" in loaded.notice


def test_an_unwritable_location_is_reported_not_raised(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.ini"
    folder.mkdir()
    settings = Settings(folder)
    assert settings.load().preferences == Preferences()
    assert settings.save(Preferences()) is False


def test_the_window_restores_and_saves_its_settings(open_window, settings_path: Path) -> None:
    Settings(settings_path).save(
        Preferences(
            algorithm="alphabeta",
            animation=AnimationSpeed.OFF,
            analysis_overlay=True,
            palette="dark",
        )
    )
    window = open_window()
    assert window.controller.algorithm == "alphabeta"
    assert window.menus.animation_speed() is AnimationSpeed.OFF
    assert window.menus.analysis_overlay.isChecked()
    assert window.menus.palettes["dark"].isChecked()
    assert window.board.colours is style.DARK

    window.menus.palettes["high-contrast"].trigger()
    window.menus.sides[frozenset()].trigger()
    window.menus.levels["hard"].trigger()
    window.menus.games["connect4"].trigger()
    window.menus.animation_speeds[AnimationSpeed.FAST].trigger()
    saved = Settings(settings_path).load().preferences
    assert (saved.game, saved.level) == ("connect4", "hard")
    assert saved.computer_players == frozenset()
    assert saved.palette == "high-contrast"
    assert saved.animation is AnimationSpeed.FAST

    window.resize(700, 500)
    window.analysis_dock.show()
    window.close()
    saved = Settings(settings_path).load().preferences
    assert saved.window_geometry and saved.window_state
    again = open_window()
    assert (again.width(), again.height()) == (700, 500)
    assert again.analysis_dock.isVisible()


def test_an_unreadable_file_opens_the_window_with_a_notice(
    open_window, settings_path: Path
) -> None:
    settings_path.parent.mkdir(parents=True)
    settings_path.write_bytes(b"\x00\x01 this is not a settings file \xff")
    window = open_window()
    status_bar = window.statusBar()
    assert status_bar is not None
    assert "could not be read" in status_bar.currentMessage()
    assert window.menus.palettes[style.SYSTEM].isChecked()
    # the defaults are written back, so the next start is quiet
    assert Settings(settings_path).load().notice == ""


def test_run_gui_starts_where_the_last_run_ended(qtbot, settings_path: Path) -> None:
    Settings(settings_path).save(
        Preferences(game="mnk-4-4-4", level="beginner", computer_players=frozenset())
    )
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    seen: list[tuple[str, str, frozenset[int]]] = []

    def close_it() -> None:
        for widget in app.topLevelWidgets():  # windows of earlier tests may linger hidden
            if isinstance(widget, MainWindow) and widget.isVisible():
                controller = widget.controller
                seen.append(
                    (controller.spec.name, controller.level_name, controller.computer_players)
                )
        app.closeAllWindows()

    QTimer.singleShot(0, close_it)
    assert run_gui(settings_path=settings_path) == 0
    assert seen == [("mnk-4-4-4", "beginner", frozenset())]
    QTimer.singleShot(0, close_it)
    assert run_gui("tictactoe", settings_path=settings_path) == 0  # the command line wins
    assert seen[-1][:2] == ("tictactoe", "medium")


STORE_AN_OBJECT = """
import sys
from PyQt6.QtCore import QSettings
class Vanishing:
    pass
store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
store.setValue("view/palette", Vanishing())
store.sync()
"""
"""Another program (or another version) stores a Python object of a class of its own."""


def test_a_stored_object_that_cannot_be_read_back_is_reset_with_a_notice(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.ini"
    Settings(path).save(Preferences(palette=style.PALETTE_CHOICES[-1]))
    subprocess.run([sys.executable, "-c", STORE_AN_OBJECT, str(path)], check=True)
    assert "PyQt_PyObject" in path.read_text(encoding="latin-1")
    loaded = Settings(path).load()
    assert [problem.split()[0] for problem in loaded.problems] == ["view/palette"]
    assert loaded.preferences.palette == Preferences().palette
