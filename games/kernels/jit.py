"""How the games' numba kernels compile (docs/architecture.md, section 5).

Our kernels pass their state around as tuples of numpy arrays.  With numba's reference
counting on, every call and branch that hands such a tuple on increments and decrements
the counter of each of its arrays, which cost more than the searches' own work (the
gomoku search ran 2.4 times the nodes a second without it, the chess search 1.4 times;
BENCHMARKS.md, session 16).  So the kernels compile without it.

numba trusts a cached kernel while the source file that defines it is unchanged, but a
kernel compiles in the functions and constants it takes from other modules (board.py's
``place`` inside search.py's ``negamax``, the shape tables of patterns.py): an edit
there left the caller's cache silently stale.  Importing this module makes the cache of
every kernel of ours (``games`` and ``engine``; import :data:`njit` from here) depend
on the source of all our modules its module imports, directly or not
(:func:`source_digest`).  Kernels elsewhere keep numba's own rule.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import logging
from pathlib import Path

import numba
from numba import njit
from numba.core import caching

logger = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[2]
"""The directory that holds our packages."""
PACKAGES = frozenset({"games", "engine"})
"""Our packages whose modules kernels may compile in."""


def _module_file(root: Path, name: str) -> Path | None:
    """The source file of module ``name`` under ``root`` (a module or a package), or None."""
    base = root.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate.resolve()
    return None


@functools.cache
def _imports(
    path: Path, root: Path, packages: frozenset[str], stamp: tuple[int, int]
) -> frozenset[Path]:
    """The source files of the modules of ``packages`` that ``path`` imports anywhere in
    it (``from a.b import c`` counts ``a.b`` and, if it is a module, ``a.b.c``);
    ``stamp`` (modification time and size) keys the memo."""
    names = []
    for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                package = path.parent.relative_to(root).parts
                package = package[: len(package) - node.level + 1]
                module = ".".join([*package, module] if module else package)
            names.append(module)
            names += [f"{module}.{alias.name}" for alias in node.names]
    files = (_module_file(root, name) for name in names if name.split(".")[0] in packages)
    return frozenset(file for file in files if file is not None)


@functools.cache
def _file_hash(path: Path, stamp: tuple[int, int]) -> bytes:
    return hashlib.sha256(path.read_bytes()).digest()


def _stamp(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_mtime_ns, status.st_size


def source_digest(path: Path, root: Path = ROOT, packages: frozenset[str] = PACKAGES) -> str:
    """SHA-256 (hex) over the source of ``path`` and of every module of ``packages`` (found
    under ``root``) that it imports, directly or through another such module."""
    stamps: dict[Path, tuple[int, int]] = {}
    pending = [path.resolve()]
    while pending:
        file = pending.pop()
        if file not in stamps:
            stamps[file] = _stamp(file)
            imported = _imports(file, root, packages, stamps[file])
            pending += [other for other in imported if other not in stamps]
    digest = hashlib.sha256()
    for file in sorted(stamps):
        digest.update(file.relative_to(root).as_posix().encode())
        digest.update(_file_hash(file, stamps[file]))
    return digest.hexdigest()


def _ours(py_file: str) -> bool:
    path = Path(py_file).resolve()
    return path.is_relative_to(ROOT) and path.relative_to(ROOT).parts[0] in PACKAGES


class _ImportsInStamp:
    """Mixin for numba's file-backed cache locators: for our kernels, the source stamp
    covers the modules of ours the kernel's module imports; other kernels are left to
    the next locator."""

    _py_file: str

    def get_source_stamp(self):
        return super().get_source_stamp(), source_digest(Path(self._py_file))

    @classmethod
    def from_function(cls, py_func, py_file):
        return super().from_function(py_func, py_file) if _ours(py_file) else None


def _install_locators() -> None:
    """Puts a stamp-covering twin of each of numba's file-backed locators (a directory
    given by ``NUMBA_CACHE_DIR``, ``__pycache__`` beside the source, the user's cache)
    first in numba's list, once."""
    names = ("UserProvidedCacheLocator", "InTreeCacheLocator", "UserWideCacheLocator")
    try:  # numba 0.59 names them with a leading underscore
        implementation = getattr(caching, "CacheImpl", None) or caching._CacheImpl
        locators = implementation._locator_classes
        bases = [getattr(caching, name, None) or getattr(caching, "_" + name) for name in names]
    except AttributeError:  # another numba: its own rule stays
        logger.warning("numba %s: a kernel's cache covers its own file only", numba.__version__)
        return
    if any(issubclass(locator, _ImportsInStamp) for locator in locators):
        return
    twins = [
        type(
            f"Imports{base.__name__.lstrip('_')}", (_ImportsInStamp, base), {"__module__": __name__}
        )
        for base in bases
    ]
    locators[:0] = twins


_install_locators()

kernel = njit(cache=True, nogil=True, _nrt=False)
"""A kernel without reference counting.  It must not allocate arrays; the arrays it is
given are kept alive by their Python owner for the whole call."""
inline_kernel = njit(cache=True, nogil=True, _nrt=False, inline="always")
"""A :data:`kernel` inlined where it is called (numba calls with array arguments cost more
than the small kernels of the hot loops)."""
allocating_kernel = njit(cache=True, nogil=True, _nrt=True)
"""A kernel that allocates arrays (not in the hot loops).  Said explicitly: a kernel
compiles with its caller's flags where it sets none."""
