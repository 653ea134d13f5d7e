"""The layers and rooms of DESIGN.md section 1, checked on the source with an AST walk.

engine/ imports neither games/ nor app/; games/ does not import app/; only app/ and the GUI tools
(``tools.gui``) import PyQt6.  Inside app/: the services (``app.services``) import no Qt and
neither the front end nor the command line; the command line (``app.cli``)
imports no Qt itself and uses the front end only to start it (``app.gui.window.launch``)
or to draw a chart into a PNG (``app.gui.learn.chart``); the front end (``app.gui``)
does not import the command line.  Imports inside functions count too.  app/ has
no import circles, and no module in it is longer than the size a reader can hold.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support import REPO

ROOT = REPO

FORBIDDEN = {
    "engine": {"games", "app", "PyQt6"},
    "games": {"app", "PyQt6"},
    "resources": {"app", "PyQt6"},
    "tools": {"PyQt6"},
    "tools.gui": set(),
    "app": set(),
    "app.services": {"PyQt6", "app.gui", "app.cli"},
    "app.protocols": {"PyQt6", "app.gui", "app.cli", "app.services"},
    "app.cli": {"PyQt6", "app.gui"},
    "app.gui": {"app.cli"},
}
"""For each package (the longest that contains a module applies), the packages its
modules must not import."""

ALLOWED = {"app.cli": {"app.gui.window.launch", "app.gui.learn.chart"}}
"""Exceptions to :data:`FORBIDDEN`: modules a package may import all the same."""

MAX_MODULE_LINES = 600
MAX_CLASS_LINES = 400
"""A longer class must say why in its docstring (the word "long" and a reason)."""


def imported_modules(tree: ast.AST, module: str) -> set[str]:
    """Absolute names of every module the parsed source ``tree`` of ``module`` imports."""
    package = module.split(".")[:-1]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            if node.module:
                names.add(".".join([*base, node.module]))
            else:  # from . import name: the names are modules of the package
                names.update(".".join([*base, alias.name]) for alias in node.names)
    return names


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _rule(module: str) -> str:
    return max((package for package in FORBIDDEN if _within(module, package)), key=len)


def violations(source: str, module: str) -> list[str]:
    """The imports in ``source`` that break the layering for ``module``."""
    rule = _rule(module)
    allowed = ALLOWED.get(rule, set())
    return sorted(
        name
        for name in imported_modules(ast.parse(source), module)
        if any(_within(name, package) for package in FORBIDDEN[rule])
        and not any(_within(name, exception) for exception in allowed)
    )


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


TOP_LEVELS = ("engine", "games", "resources", "tools", "app")
SOURCES = sorted(path for top in TOP_LEVELS for path in (ROOT / top).rglob("*.py"))
APP_SOURCES = [path for path in SOURCES if module_name(path).split(".")[0] == "app"]


def test_the_walk_sees_the_core_packages_and_the_rooms():
    names = {module_name(path) for path in SOURCES}
    assert {"engine.search", "games.base", "games.registry"} <= names
    assert {"app.gui.window.main_window", "app.cli.common", "app.services.record"} <= names


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
        ("from PyQt6 import QtWidgets\nimport games", "app.gui.board.view", []),
        ("import os, PyQt6", "tools.build_book", ["PyQt6"]),
        ("from PyQt6.QtCore import QObject", "app.services.record", ["PyQt6.QtCore"]),
        ("from app.gui.style import LIGHT", "app.services.hints", ["app.gui.style"]),
        ("from app.cli.common import load_game", "app.services.arena", ["app.cli.common"]),
        (
            "from app.gui.window.main_window import MainWindow",
            "app.cli.move",
            ["app.gui.window.main_window"],
        ),
        ("def f():\n    from app.gui.window.launch import run_gui", "app.cli.program", []),
        ("from app.gui.learn.chart import save_nodes_chart", "app.cli.compare", []),
        ("from app.cli.common import load_game", "app.gui.window.main_window", ["app.cli.common"]),
        ("from app.guide import x", "app.services.hints", []),
    ],
)
def test_the_checker_catches_broken_arrows(source, module, expected):
    assert violations(source, module) == expected


def app_import_graph() -> dict[str, set[str]]:
    """Each app/ module and the app/ modules it imports: ``from package import module``
    counts as the module, any other name as the module that defines it."""
    modules = {module_name(path) for path in APP_SOURCES}
    graph: dict[str, set[str]] = {}
    for path in APP_SOURCES:
        module = module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = imported_modules(tree, module)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in modules and not node.level:
                submodules = {f"{node.module}.{alias.name}" for alias in node.names}
                if submodules <= modules:
                    names = (names - {node.module}) | submodules
        targets = set()
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
        graph[module] = targets
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import circle of ``graph`` as the list of its modules, or [] if there is none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (cycle := visit(target)):
                return cycle
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return []


def test_the_cycle_finder_finds_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_app_has_no_import_circles():
    assert find_cycle(app_import_graph()) == []


@pytest.mark.parametrize("path", APP_SOURCES, ids=module_name)
def test_app_modules_and_classes_stay_readable(path):
    source = path.read_text(encoding="utf-8")
    assert len(source.splitlines()) <= MAX_MODULE_LINES, f"{module_name(path)} is too long"
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES:
            reason = (ast.get_docstring(node) or "").lower()
            assert "long" in reason, f"{node.name} has no stated reason for its length"
