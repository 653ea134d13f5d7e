"""Installing Plyboard's desktop entry, AppStream metainfo and icons for one user.

The files come from ``resources/desktop/`` and go under the XDG data directory
(``$XDG_DATA_HOME``, default ``~/.local/share``) where desktops look for them:
``applications/``, ``metainfo/`` and ``icons/hicolor/<size>/apps/``.  The desktop
entry's ``Exec`` line is rewritten to the command that installed it, so the menu
starts the same ``plyboard`` even when it is not on the desktop session's ``PATH``.
No Qt here: the command line installs without a display.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

APP_ID = "io.github.plyboard.Plyboard"
"""The reverse-DNS application id: the desktop entry's and the metainfo's name."""

DESKTOP_ENTRY = f"{APP_ID}.desktop"
SCALABLE_ICON = f"{APP_ID}.svg"
CACHE_TOOL_SECONDS = 30.0
"""How long a desktop's cache tool may run before it is given up on."""

logger = logging.getLogger(__name__)


class DesktopInstallError(Exception):
    """A file of the desktop integration could not be written or removed; the message
    names the path and the reason, for people."""


@dataclass(frozen=True)
class DesktopFile:
    """One file to install: where it comes from and where it goes, relative to the data
    directory."""

    source: Traversable
    target: Path


def desktop_resources() -> Traversable:
    """The folder ``resources/desktop`` of the installed package."""
    return resources.files("resources").joinpath("desktop")


def desktop_files() -> tuple[DesktopFile, ...]:
    """Every file ``--install-desktop`` writes: the entry, the metainfo, the scalable icon
    and one PNG per hicolor size (``icons/<size>x<size>/`` of the resources)."""
    root = desktop_resources()
    files = [
        DesktopFile(root / DESKTOP_ENTRY, Path("applications", DESKTOP_ENTRY)),
        DesktopFile(root / f"{APP_ID}.metainfo.xml", Path("metainfo", f"{APP_ID}.metainfo.xml")),
        DesktopFile(
            root / SCALABLE_ICON, Path("icons", "hicolor", "scalable", "apps", SCALABLE_ICON)
        ),
    ]
    for size_folder in sorted(root.joinpath("icons").iterdir(), key=lambda folder: folder.name):
        png = size_folder / f"{APP_ID}.png"
        if png.is_file():
            files.append(
                DesktopFile(png, Path("icons", "hicolor", size_folder.name, "apps", png.name))
            )
    return tuple(files)


def icon_files() -> tuple[DesktopFile, ...]:
    """The icons among :func:`desktop_files`: the scalable SVG and the hicolor PNGs."""
    return tuple(file for file in desktop_files() if file.target.parts[0] == "icons")


def data_home(environ: Mapping[str, str]) -> Path:
    """The user's XDG data directory: ``$XDG_DATA_HOME`` when it is an absolute path (the
    specification ignores relative ones), otherwise ``~/.local/share``."""
    configured = environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path.home() / ".local" / "share"


def exec_line(command: Sequence[str]) -> str:
    """The desktop entry's ``Exec=`` value that runs ``command`` (program and arguments),
    quoted as the Desktop Entry Specification asks."""
    return " ".join(_exec_argument(argument) for argument in command).replace("\\", "\\\\")


def _exec_argument(argument: str) -> str:
    argument = argument.replace("%", "%%")
    if not any(character in argument for character in " \t\n\"'\\><~|&;$*?#()`"):
        return argument
    escaped = "".join(f"\\{c}" if c in '"`$\\' else c for c in argument)
    return f'"{escaped}"'


def entry_with_command(entry: str, command: Sequence[str]) -> str:
    """The desktop entry text ``entry`` with its ``Exec`` line running ``command``."""
    return "".join(
        f"Exec={exec_line(command)}\n" if line.startswith("Exec=") else line
        for line in entry.splitlines(keepends=True)
    )


def install_desktop(home: Path, command: Sequence[str]) -> tuple[Path, ...]:
    """Write every :func:`desktop_files` file under the data directory ``home``, the entry
    starting ``command``; returns the paths written.

    Raises :class:`DesktopInstallError` when one cannot be written (what was written
    before is removed again, so no half installation is left).
    """
    written: list[Path] = []
    try:
        for file in desktop_files():
            target = home / file.target
            target.parent.mkdir(parents=True, exist_ok=True)
            if file.target.name == DESKTOP_ENTRY:
                entry = entry_with_command(file.source.read_text(encoding="utf-8"), command)
                target.write_text(entry, encoding="utf-8")
            else:
                target.write_bytes(file.source.read_bytes())
            written.append(target)
    except OSError as error:
        for path in written:
            path.unlink(missing_ok=True)
        raise DesktopInstallError(_failure("write", error, home)) from error
    refresh_desktop_caches(home)
    return tuple(written)


def uninstall_desktop(home: Path) -> tuple[Path, ...]:
    """Remove the :func:`desktop_files` files from the data directory ``home``; returns the
    paths removed (those that were there).  Raises :class:`DesktopInstallError` when one
    cannot be removed."""
    removed: list[Path] = []
    for file in desktop_files():
        target = home / file.target
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise DesktopInstallError(_failure("remove", error, home)) from error
        removed.append(target)
    refresh_desktop_caches(home)
    return tuple(removed)


def refresh_desktop_caches(home: Path) -> None:
    """Let the desktop see the change: run ``update-desktop-database`` and
    ``gtk-update-icon-cache`` on the data directory ``home`` when they are installed.
    Their absence or failure is only logged: the files work without the caches."""
    commands = (
        ("update-desktop-database", "--quiet", str(home / "applications")),
        (
            "gtk-update-icon-cache",
            "--quiet",
            "--ignore-theme-index",
            str(home / "icons" / "hicolor"),
        ),
    )
    for tool, *arguments in commands:
        executable = shutil.which(tool)
        if executable is None or not Path(arguments[-1]).is_dir():
            logger.info("%s: not run (not installed, or nothing to index)", tool)
            continue
        try:
            result = subprocess.run(
                [executable, *arguments],
                capture_output=True,
                text=True,
                check=False,
                timeout=CACHE_TOOL_SECONDS,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            logger.info("%s did not run: %s", tool, error)
            continue
        if result.returncode != 0:
            logger.info("%s failed: %s", tool, result.stderr.strip())


def _failure(verb: str, error: OSError, home: Path) -> str:
    path = error.filename if error.filename is not None else home
    reason = error.strerror or str(error)
    return f"cannot {verb} {os.fspath(path)}: {reason}"
