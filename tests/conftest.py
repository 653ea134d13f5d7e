"""Test configuration: Qt runs offscreen and never touches the user's own files, and each
test carries the marker of its tier (``gui``, ``integration``) by the folder it is in."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtCore import QStandardPaths

# Autosaves, statistics and settings go to Qt's test locations, not the user's.
QStandardPaths.setTestModeEnabled(True)

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

TIER_FOLDERS = ("gui", "integration")
"""The folders under ``tests/`` whose tests carry the marker of the same name."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks every test in ``tests/gui/`` ``gui`` and every test in ``tests/integration/``
    ``integration`` (``slow`` is marked by hand, on the tests measured to be slow)."""
    tests_folder = Path(__file__).resolve().parent
    for item in items:
        path = item.path.resolve()
        if not path.is_relative_to(tests_folder):
            continue
        parts = path.relative_to(tests_folder).parts
        if len(parts) > 1 and parts[0] in TIER_FOLDERS:
            item.add_marker(parts[0])


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
