"""The games' hot kernels compile without numba's reference counting, and their caches
go stale with the modules of ours they compile in (games/kernels/jit.py)."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games.chess.compiled import board as chess_board
from games.chess.compiled import search as chess_search
from games.connect4.compiled import solver as connect4_solver
from games.kernels import jit
from games.mnk.compiled import board as gomoku_board
from games.mnk.compiled import search as gomoku_search
from games.mnk.compiled import threats, vct
from games.teeko.compiled import retrograde as teeko_kernels

HOT = (
    gomoku_search.negamax,
    gomoku_search.generate,
    threats.fours,
    threats.vcf,
    vct.vct,
    gomoku_board.forbidden,
    chess_search.negamax,
    chess_search.quiesce,
    chess_search.search_root,
)
ALLOCATING = (gomoku_search.iterate, vct.defend, chess_board.legal_moves)


@pytest.mark.parametrize("kernel", HOT, ids=lambda kernel: kernel.__name__)
def test_a_hot_kernel_counts_no_references(kernel) -> None:
    # Reference counting on the arrays the kernels pass around cost more than the
    # searches themselves (BENCHMARKS.md, session 16).
    assert kernel.targetoptions["_nrt"] is False


@pytest.mark.parametrize("kernel", ALLOCATING, ids=lambda kernel: kernel.__name__)
def test_an_allocating_kernel_says_so(kernel) -> None:
    # A kernel without flags of its own would compile with its caller's, without the
    # reference counting its arrays need.
    assert kernel.targetoptions["_nrt"] is True


def _write(root: Path, name: str, text: str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small tree of our packages: ``games.a`` imports ``games.b`` (absolutely), which
    imports ``games.c`` (relatively); ``games.d`` stands apart."""
    _write(tmp_path, "games/__init__.py", "")
    _write(tmp_path, "games/a.py", "from games.b import VALUE\nimport numpy\n")
    _write(tmp_path, "games/b.py", "from . import c\nVALUE = c.BASE + 1\n")
    _write(tmp_path, "games/c.py", "BASE = 1\n")
    _write(tmp_path, "games/d.py", "OTHER = 2\n")
    return tmp_path


def test_a_kernels_stamp_covers_what_its_module_imports(project: Path) -> None:
    # numba compiles a callee's code and constants into its caller, so an edit two
    # imports away must make the caller's cache stale.
    module = project / "games" / "a.py"
    before = jit.source_digest(module, project)
    _write(project, "games/d.py", "OTHER = 3\n")
    assert jit.source_digest(module, project) == before
    _write(project, "games/c.py", "BASE = 10\n")
    after = jit.source_digest(module, project)
    assert after != before
    _write(project, "games/a.py", "from games.b import VALUE\nimport numpy  # edited\n")
    assert jit.source_digest(module, project) != after


@pytest.mark.parametrize(
    "kernel",
    (gomoku_search.negamax, threats.fours, connect4_solver._negamax, teeko_kernels.count_slides),
    ids=lambda kernel: kernel.__name__,
)
def test_our_kernels_cache_under_the_covering_stamp(kernel) -> None:
    locator = kernel._cache._impl.locator
    assert isinstance(locator, jit._ImportsInStamp)
    _, digest = locator.get_source_stamp()
    assert digest == jit.source_digest(Path(kernel.py_func.__code__.co_filename))


def test_other_kernels_keep_numbas_own_stamp(tmp_path: Path, monkeypatch) -> None:
    _write(
        tmp_path,
        "elsewhere_kernels.py",
        "from numba import njit\n\n\n@njit(cache=True)\ndef double(x):\n    return 2 * x\n",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("elsewhere_kernels")
    try:
        assert not isinstance(module.double._cache._impl.locator, jit._ImportsInStamp)
    finally:
        sys.modules.pop("elsewhere_kernels", None)


@pytest.mark.slow
def test_an_edit_in_an_imported_module_recompiles_the_kernel(tmp_path: Path) -> None:
    # search.py's ``reduced`` compiles in patterns.py's MOVE_VALUE; numba alone would
    # load the cached kernel with the old constant after patterns.py changed.
    for package in ("games", "engine"):
        ignore = shutil.ignore_patterns("__pycache__")
        shutil.copytree(jit.ROOT / package, tmp_path / package, ignore=ignore)
    probe = (
        "from games.kernels import jit; import pathlib\n"
        "assert jit.ROOT == pathlib.Path.cwd().resolve()\n"
        "from games.mnk.compiled.search import reduced; print(reduced(5, 400, 4))"
    )
    environment = {key: value for key, value in os.environ.items() if not key.startswith("NUMBA")}

    def late_open_three_reduced() -> str:
        run = subprocess.run(
            [sys.executable, "-c", probe],
            cwd=tmp_path,
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
        return run.stdout.strip()

    assert late_open_three_reduced() == "0"  # an open three is not quiet: never reduced
    patterns = tmp_path / "games" / "mnk" / "patterns.py"
    old = "MOVE_VALUE = (0, 3, 20, 30, 400, 500,"
    assert old in patterns.read_text(encoding="utf-8")
    edited = patterns.read_text(encoding="utf-8").replace(
        old, "MOVE_VALUE = (0, 3, 20, 30, 401, 500,"
    )
    patterns.write_text(edited, encoding="utf-8")
    assert late_open_three_reduced() == "1"  # now below the quiet bar: reduced
