"""On an X display without a library Qt's xcb plugin needs, ``plyboard`` says in one line
which one and how to install it, instead of Qt's abort and core dump.

The library is made unavailable honestly: ``LD_LIBRARY_PATH`` puts a broken file under
its name first in the dynamic linker's search, as a damaged installation would, and the
launcher's real check loads it."""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.services.system_libraries import XCB_PLATFORM_LIBRARIES
from tests.support import REPO

BROKEN = "libxcb-cursor.so.0"


def test_a_missing_xcb_library_is_named_in_one_line_with_its_install_commands(tmp_path: Path):
    libraries = tmp_path / "lib"
    libraries.mkdir()
    (libraries / BROKEN).write_bytes(b"not a shared object")
    environ = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":99",
        "LD_LIBRARY_PATH": str(libraries),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    environ.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "app", "--game", "connect4"],
        cwd=REPO, env=environ, capture_output=True, text=True, timeout=60, check=False,
    )
    assert result.returncode == 1, result.stderr  # not a signal: no abort, no core dump
    assert result.stderr.count("\n") == 1, result.stderr
    line = result.stderr
    assert line.startswith("plyboard: the window cannot open: ") and BROKEN in line
    assert "sudo apt install " in line and "libxcb-cursor0" in line
    assert "sudo dnf install " in line and "xcb-util-cursor" in line


def test_the_checked_libraries_are_those_pyqt6s_xcb_plugin_needs():
    readelf = shutil.which("readelf")
    if readelf is None:
        pytest.skip("readelf (binutils) is not installed")
    qt = Path(importlib.util.find_spec("PyQt6").origin).parent / "Qt6"
    needed: set[str] = set()
    for linked in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"):
        dynamic = subprocess.run(
            [readelf, "-d", str(linked)], capture_output=True, text=True, check=True
        ).stdout
        needed |= set(re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic))
    runtimes = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1"}
    qt_own = {name for name in needed if name.startswith("libQt6")}
    checked = {library.soname for library in XCB_PLATFORM_LIBRARIES}
    assert needed - runtimes - qt_own == checked


def test_the_readme_installs_every_checked_library_in_one_line_per_system():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for command, package in (
        ("sudo apt install ", lambda library: library.debian_package),
        ("sudo dnf install ", lambda library: library.fedora_package),
    ):
        lines = [line for line in readme.splitlines() if line.startswith(command)]
        assert len(lines) == 1, command
        listed = set(lines[0].removeprefix(command).split())
        assert listed == {package(library) for library in XCB_PLATFORM_LIBRARIES}
