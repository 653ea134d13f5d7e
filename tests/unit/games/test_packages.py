"""The games/ packages of DESIGN.md section 1, checked on the source with an AST walk:
every game package has the same shape, none imports another, games/ has no import
circle, and no module of games/ or engine/ is longer than a reader can hold."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.support import REPO
from tests.unit.test_layering import (
    MAX_CLASS_LINES,
    MAX_MODULE_LINES,
    find_cycle,
    imported_modules,
    module_name,
)

GAME_PACKAGES = ("games.chess", "games.connect4", "games.hare_hounds", "games.mnk", "games.teeko")
SHAPE = ("__init__.py", "rules.py", "spec.py", "evaluation.py")
"""The modules every game package has (``compiled/`` and data modules where it has them)."""
GAMES_SOURCES = sorted((REPO / "games").rglob("*.py"))
READABLE_SOURCES = sorted([*GAMES_SOURCES, *(REPO / "engine").rglob("*.py")])


def _package(module: str) -> str | None:
    """The game package holding ``module``, or None."""
    parts = module.split(".")
    name = ".".join(parts[:2])
    return name if name in GAME_PACKAGES else None


def games_import_graph() -> dict[str, set[str]]:
    """Each games/ module and the games/ modules it imports anywhere in it (``from
    package import module`` counts as the module)."""
    modules = {module_name(path) for path in GAMES_SOURCES}
    graph: dict[str, set[str]] = {}
    for path in GAMES_SOURCES:
        module = module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = imported_modules(tree, module)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in modules and not node.level:
                submodules = {f"{node.module}.{alias.name}" for alias in node.names}
                names |= submodules & modules
                if submodules <= modules:
                    names.discard(node.module)
        targets = set()
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != module:
                targets.add(name)
        graph[module] = targets
    return graph


def test_games_have_no_import_circles() -> None:
    assert find_cycle(games_import_graph()) == []


def test_no_game_package_imports_another() -> None:
    arrows = {
        (source, target)
        for source, targets in games_import_graph().items()
        for target in targets
        if None not in (_package(source), _package(target))
        and _package(source) != _package(target)
    }
    assert arrows == set()


@pytest.mark.parametrize("package", GAME_PACKAGES)
def test_every_game_package_has_the_same_shape(package: str) -> None:
    folder = REPO.joinpath(*package.split("."))
    assert [name for name in SHAPE if not (folder / name).is_file()] == []


@pytest.mark.parametrize("path", READABLE_SOURCES, ids=module_name)
def test_modules_and_classes_stay_readable(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert len(source.splitlines()) <= MAX_MODULE_LINES, f"{module_name(path)} is too long"
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            assert node.end_lineno is not None
            assert node.end_lineno - node.lineno + 1 <= MAX_CLASS_LINES, node.name
