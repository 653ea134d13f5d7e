"""The desktop integration's plan: which files go where, and the entry's Exec line
(also in a bundle)."""

import sys
from pathlib import Path

import pytest

from app.cli.desktop import launch_command
from app.protocols.engine.client import engine_command
from app.services.desktop import (
    APP_ID,
    data_home,
    desktop_files,
    entry_with_command,
    exec_line,
)


def test_every_file_goes_to_its_xdg_folder_under_the_application_id():
    targets = {file.target.as_posix() for file in desktop_files()}
    assert f"applications/{APP_ID}.desktop" in targets
    assert f"metainfo/{APP_ID}.metainfo.xml" in targets
    assert f"icons/hicolor/scalable/apps/{APP_ID}.svg" in targets
    for size in (16, 32, 48, 128, 256):
        assert f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in targets
    assert all(file.source.is_file() for file in desktop_files())


def test_data_home_follows_xdg_data_home_only_when_absolute(tmp_path: Path):
    assert data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    default = Path.home() / ".local" / "share"
    assert data_home({"XDG_DATA_HOME": "relative/share"}) == default
    assert data_home({}) == default


def test_exec_line_quotes_what_the_desktop_entry_specification_reserves():
    assert exec_line(["/usr/bin/plyboard"]) == "/usr/bin/plyboard"
    assert exec_line(["/opt/my games/plyboard"]) == '"/opt/my games/plyboard"'
    # `$` escaped inside the quotes, then every backslash doubled for the string value
    assert exec_line(["/a$b/plyboard"]) == '"/a\\\\$b/plyboard"'
    assert exec_line(["/100%/plyboard"]) == "/100%%/plyboard"


def test_entry_with_command_replaces_only_the_exec_line():
    entry = "[Desktop Entry]\nName=Plyboard\nExec=plyboard\nIcon=x\n"
    assert entry_with_command(entry, ["/venv/bin/python", "-m", "app"]) == (
        "[Desktop Entry]\nName=Plyboard\nExec=/venv/bin/python -m app\nIcon=x\n"
    )


def test_in_a_bundle_the_menu_and_the_engine_start_the_bundles_executable(
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/plyboard/plyboard")
    assert launch_command() == ("/opt/plyboard/plyboard",)
    assert engine_command() == ["/opt/plyboard/plyboard", "engine", "--quit-at-eof"]
