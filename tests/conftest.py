"""Test configuration: Qt runs offscreen and never touches the user's own files."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtCore import QStandardPaths

# Autosaves, statistics and settings go to Qt's test locations, not the user's.
QStandardPaths.setTestModeEnabled(True)

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Iterator:
    """Opens main windows (seeded, data in ``tmp_path``, settings only when given) and
    closes them after the test, checking that no search thread outlives its window."""
    from app.gui.window.main_window import MainWindow
    from app.gui.window.settings import Settings
    from games.registry import get_game

    windows: list[MainWindow] = []

    def make(
        game: str = "tictactoe",
        level: str = "expert",
        computer: tuple[int, ...] = (1,),
        offer_resume: bool = False,
        settings: Settings | None = None,
    ) -> MainWindow:
        window = MainWindow(
            get_game(game),
            level,
            computer_players=computer,
            rng=random.Random(3),
            data_dir=tmp_path,
            offer_resume=offer_resume,
            settings=settings,
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
        assert not window.controller.search_thread.isRunning()
