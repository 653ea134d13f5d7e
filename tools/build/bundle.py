"""Build a standalone Plyboard: a PyInstaller one-folder bundle that needs no Python.

    python -m tools.build.bundle                 # build/bundle/ for the work, dist/plyboard/
    python -m tools.build.bundle --output DIR    # the bundle in DIR/plyboard/

One folder rather than one file: a one-file bundle unpacks itself into a temporary
directory on every start (slower, and numba's caches written there are lost), and an
AppImage would be this folder plus a runtime to mount it.  The steps:

1. a virtual environment of its own (``build/bundle/venv``) gets PyInstaller and this
   project, non-editable: PyInstaller is no dependency of the package;
2. PyInstaller builds from a spec that keeps ``app``, ``engine`` and ``games`` as source
   files (numba compiles and caches a kernel beside its source file, and needs it on
   disk), and ``resources`` as a package with its data (opening books, tables, icons;
   read with ``importlib.resources``, which needs the package, not a bare folder);
3. the bundle itself plays one move of each game that compiles kernels, so the kernels'
   caches are in the folder and its first game does not compile;
4. the window, started offscreen from an empty home with the computer on both sides,
   plays Connect Four and chess until its autosave holds a move, and is ended;
5. it prints the folder's size and how long the first command and each window's first
   move took.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
WORK = REPO / "build" / "bundle"
NAME = "plyboard"
SOURCE_PACKAGES = ("app", "engine", "games", "resources")
WARM_MOVES = {
    "chess": ["e2e4"],
    "connect4": ["4"],
    "gomoku": ["h8"],
    "teeko": ["c3"],
    "hare-hounds": [],
    "tictactoe": ["b2"],
}
"""A move of each game played by the built bundle (its kernels compiled into the folder)."""
WARM_SECONDS = 1.0
"""Each warming move's thinking time, at the default level (whose kernels the app uses)."""

WINDOW_GAMES = ("connect4", "chess")
"""The games the built window plays a move of (issue 47, acceptance 2)."""
WINDOW_SECONDS = 120.0
"""How long the window may take for its first move before the check fails."""

ENTRY = """from app.cli import main

raise SystemExit(main())
"""

SPEC = """# Written by tools/build/bundle.py; PyInstaller's build description.
from PyInstaller.utils.hooks import collect_data_files, collect_submodules

packages = {packages!r}
hidden = [module for package in packages for module in collect_submodules(package)]
analysis = Analysis(
    [{entry!r}],
    hiddenimports=hidden,
    datas=collect_data_files("resources", include_py_files=False),
    module_collection_mode={{package: "py" for package in packages}},
)
archive = PYZ(analysis.pure)
executable = EXE(
    archive, analysis.scripts, [], exclude_binaries=True, name={name!r}, console=True
)
COLLECT(executable, analysis.binaries, analysis.datas, name={name!r})
"""


def run(command: list[str], **options: object) -> None:
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, **options)  # type: ignore[call-overload]


def build_environment(work: Path) -> Path:
    """The build's own virtual environment with PyInstaller and this project; its Python."""
    environment = work / "venv"
    python = environment / "bin" / "python"
    if not python.exists():
        venv.create(environment, with_pip=True)
    run([str(python), "-m", "pip", "install", "--quiet", "pyinstaller", str(REPO)])
    return python


def build_bundle(python: Path, work: Path, output: Path) -> Path:
    """Run PyInstaller; returns the bundle's folder ``output/plyboard``."""
    entry = work / "plyboard_main.py"
    entry.write_text(ENTRY, encoding="utf-8")
    spec = work / "plyboard.spec"
    spec.write_text(
        SPEC.format(packages=list(SOURCE_PACKAGES), entry=str(entry), name=NAME),
        encoding="utf-8",
    )
    run(
        [str(python), "-m", "PyInstaller", "--noconfirm", "--clean",
         "--workpath", str(work / "pyinstaller"), "--distpath", str(output), str(spec)],
        cwd=work,
    )
    return output / NAME


def bare_environment(home: Path) -> dict[str, str]:
    """An environment without Python paths, settings or caches of the builder's."""
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": os.environ.get("LANG", "C.UTF-8"),
    }


def warm_up(bundle: Path) -> float:
    """Play one move of each of :data:`WARM_MOVES` with the bundle, from an empty
    directory; returns the seconds the first command took (compiling included)."""
    first_seconds = 0.0
    with tempfile.TemporaryDirectory() as home:
        for index, (game, moves) in enumerate(WARM_MOVES.items()):
            started = time.perf_counter()
            run(
                [str(bundle / NAME), "move", game, "--time", str(WARM_SECONDS), "--moves", *moves],
                cwd=home, env=bare_environment(Path(home)),
            )
            if index == 0:
                first_seconds = time.perf_counter() - started
    return first_seconds


def window_first_move(bundle: Path, game: str) -> float:
    """Start the bundle's window offscreen on ``game`` from an empty home, the computer
    playing both sides, until its autosave holds a move; end it and return the seconds
    that took.  Raises ``RuntimeError`` when no move comes within :data:`WINDOW_SECONDS`."""
    with tempfile.TemporaryDirectory() as home:
        settings = Path(home, ".config", "Plyboard", "settings.ini")
        settings.parent.mkdir(parents=True)
        settings.write_text(f"[game]\nname={game}\ncomputer=both\n", encoding="utf-8")
        autosave = Path(home, ".local", "share", "Plyboard", "autosave.json")
        started = time.perf_counter()
        window = subprocess.Popen([str(bundle / NAME)], cwd=home, env=bare_environment(Path(home)))
        try:
            while time.perf_counter() - started < WINDOW_SECONDS and window.poll() is None:
                if _saved_moves(autosave):
                    return time.perf_counter() - started
                time.sleep(0.2)
        finally:
            window.terminate()
            window.wait(timeout=30)
    raise RuntimeError(f"the bundle's window played no move of {game} (exit {window.returncode})")


def _saved_moves(autosave: Path) -> list[str]:
    try:
        return list(json.loads(autosave.read_text(encoding="utf-8"))["moves"])
    except (OSError, ValueError, KeyError):  # not written yet, or being replaced
        return []


def folder_megabytes(folder: Path) -> float:
    """The size of the files in ``folder`` in MB (10^6 bytes), a symbolic link not counted
    as the file it points to."""
    files = (path for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    return sum(path.stat().st_size for path in files) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=REPO / "dist", help="default: dist/")
    args = parser.parse_args(argv)
    WORK.mkdir(parents=True, exist_ok=True)
    python = build_environment(WORK)
    bundle = build_bundle(python, WORK, args.output.resolve())
    compiling_seconds = warm_up(bundle)
    window_seconds = {game: window_first_move(bundle, game) for game in WINDOW_GAMES}
    print(
        f"bundle: {bundle} ({folder_megabytes(bundle):.0f} MB); first move while compiling "
        f"{compiling_seconds:.1f} s; the window's first move: "
        + ", ".join(f"{game} {seconds:.1f} s" for game, seconds in window_seconds.items())
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
