"""Starting the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PyQt6.QtCore import QEventLoop, QTimer
from PyQt6.QtGui import QIcon, QPixmap
from PyQt6.QtWidgets import QApplication, QWidget

from app.gui.i18n import install_language, read_language
from app.gui.session.controller import DEFAULT_LEVEL
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Settings, default_settings_path
from app.services.desktop import APP_ID, icon_files
from games.registry import get_game


def application_icon() -> QIcon:
    """Plyboard's icon, from the files ``--install-desktop`` installs (``resources/desktop``):
    the hicolor PNGs and the scalable SVG, so the window and the menu show the same."""
    icon = QIcon()
    for file in icon_files():
        pixmap = QPixmap()
        if pixmap.loadFromData(file.source.read_bytes(), file.target.suffix[1:].upper()):
            icon.addPixmap(pixmap)
    return icon


def application() -> QApplication:
    """The running ``QApplication``, created if there is none, named, with Plyboard's icon
    and its desktop entry's id (which Wayland compositors match to the menu entry)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Plyboard")
    app.setApplicationDisplayName("Plyboard")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(application_icon())
    return app


def run_events_until(condition: Callable[[], bool], timeout_ms: int = 20_000) -> bool:
    """Run the event loop until ``condition()`` holds or ``timeout_ms`` milliseconds pass.

    For scripts that drive the window (tools/gui/screenshots.py); returns ``condition()``.
    """
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if condition() else None)
    poll.start(10)
    QTimer.singleShot(timeout_ms, loop.quit)
    if not condition():
        loop.exec()
    poll.stop()
    QApplication.processEvents()
    return condition()


def save_grab(widget: QWidget, path: Path, size: tuple[int, int] | None = None) -> Path:
    """Save a picture of ``widget`` as a PNG at ``path``, first resized to ``size`` (pixels,
    width and height) when given, and return ``path`` (for tools/gui/screenshots.py)."""
    if size is not None:
        widget.resize(*size)
        run_events_until(lambda: (widget.width(), widget.height()) == size)
    run_events_until(lambda: True)
    widget.grab().save(str(path))
    return path


def run_gui(
    game: str | None = None, level: str | None = None, settings_path: Path | None = None
) -> int:
    """Open the window on ``game`` (a registry name) at ``level`` and run until it closes.

    What is not given comes from the settings at ``settings_path`` (default:
    :func:`~app.settings.default_settings_path`): the last game, its level and who the
    computer plays.  Returns the application's exit code.  Raises ``UnknownGameError`` or
    ``ValueError`` (naming the known games or levels) before any window opens.
    """
    app = application()
    settings = Settings(settings_path if settings_path is not None else default_settings_path())
    saved = settings.load().preferences
    install_language(read_language(settings.path))
    spec = get_game(game if game is not None else saved.game)
    if level is not None:
        level_name = level
    else:
        level_name = saved.level if spec.name == saved.game else DEFAULT_LEVEL
    spec.level(level_name)
    window = MainWindow(
        spec, level_name, computer_players=saved.computer_players, settings=settings
    )
    window.show()
    return app.exec()
