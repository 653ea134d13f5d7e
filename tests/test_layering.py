"""The layers of DESIGN.md section 1, checked on the source with an AST walk.

engine/ imports neither games/ nor app/; games/ does not import app/; only
app/ imports PyQt6.  Imports inside functions count too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "engine": {"games", "app", "PyQt6"},
    "games": {"app", "PyQt6"},
    "resources": {"app", "PyQt6"},
    "tools": {"PyQt6"},
    "app": set(),
}
"""For each top-level directory, the top-level packages its modules must not import."""


def imported_modules(source: str, module: str) -> set[str]:
    """Absolute names of every module ``source`` (the module ``module``) imports."""
    package = module.split(".")[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            if node.module:
                names.add(".".join([*base, node.module]))
            else:  # from . import name: the names are modules of the package
                names.update(".".join([*base, alias.name]) for alias in node.names)
    return names


def violations(source: str, module: str) -> list[str]:
    """The imports in ``source`` that break the layering for ``module``."""
    forbidden = FORBIDDEN[module.split(".")[0]]
    return sorted(
        name for name in imported_modules(source, module) if name.split(".")[0] in forbidden
    )


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


SOURCES = sorted(path for top in FORBIDDEN for path in (ROOT / top).rglob("*.py"))


def test_the_walk_sees_the_core_packages():
    names = {module_name(path) for path in SOURCES}
    assert {"engine.search", "games.base", "games.registry"} <= names


@pytest.mark.parametrize("path", SOURCES, ids=module_name)
def test_module_respects_the_layers(path):
    module = module_name(path)
    assert violations(path.read_text(encoding="utf-8"), module) == [], module


@pytest.mark.parametrize(
    ("source", "module", "expected"),
    [
        ("import games.base", "engine.search", ["games.base"]),
        ("from app import cli", "engine.deep.x", ["app"]),
        ("def f():\n    from PyQt6.QtCore import QObject", "games.mnk", ["PyQt6.QtCore"]),
        ("from ..app import gui", "games.mnk", ["app"]),
        ("from .. import app", "games.mnk", ["app"]),
        ("from . import mnk\nfrom .base import GameSpec", "games.registry", []),
        ("from PyQt6 import QtWidgets\nimport games", "app.gui", []),
        ("import os, PyQt6", "tools.build_book", ["PyQt6"]),
    ],
)
def test_the_checker_catches_broken_arrows(source, module, expected):
    assert violations(source, module) == expected
