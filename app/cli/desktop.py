"""``plyboard --install-desktop`` and ``--uninstall-desktop``: the application menu entry,
AppStream metainfo and icons for the current user (see :mod:`app.services.desktop`)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.cli.common import PROGRAM
from app.services.desktop import (
    DesktopInstallError,
    data_home,
    install_desktop,
    uninstall_desktop,
)

EXIT_DESKTOP_FAILED = 1


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add the two options to the bare ``plyboard`` command; each replaces its ``run``."""
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument(
        "--install-desktop",
        dest="run",
        action="store_const",
        const=run_install,
        help="add Plyboard to your desktop's application menu (entry, metainfo and icons "
        "under $XDG_DATA_HOME, default ~/.local/share) and exit",
    )
    choice.add_argument(
        "--uninstall-desktop",
        dest="run",
        action="store_const",
        const=run_uninstall,
        help="remove what --install-desktop wrote and exit",
    )


def launch_command() -> tuple[str, ...]:
    """The command that is running now, as an absolute path for the desktop entry: the
    ``plyboard`` script itself, the bundle's executable (tools/build/bundle.py), or
    ``python -m app`` when started that way."""
    if getattr(sys, "frozen", False):
        return (sys.executable,)
    script = Path(sys.argv[0])
    if script.name == PROGRAM and script.is_file():
        return (str(script.absolute()),)
    return (sys.executable, "-m", "app")


def run_install(_args: argparse.Namespace) -> int:
    home = data_home(os.environ)
    try:
        written = install_desktop(home, launch_command())
    except DesktopInstallError as error:
        print(f"{PROGRAM}: cannot install the desktop entry: {error}", file=sys.stderr)
        return EXIT_DESKTOP_FAILED
    icons = sum(1 for path in written if path.suffix in {".png", ".svg"})
    print(
        f"Installed the menu entry, metainfo and {icons} icons under {home} "
        "(applications/, metainfo/, icons/hicolor/)."
    )
    return 0


def run_uninstall(_args: argparse.Namespace) -> int:
    home = data_home(os.environ)
    try:
        removed = uninstall_desktop(home)
    except DesktopInstallError as error:
        print(f"{PROGRAM}: cannot uninstall the desktop entry: {error}", file=sys.stderr)
        return EXIT_DESKTOP_FAILED
    print(f"Removed {len(removed)} desktop files of Plyboard from {home}.")
    return 0
