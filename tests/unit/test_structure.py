"""The layers and rooms of docs/architecture.md (sections 1 and 2), checked with an AST walk.

Layers: engine/ imports neither games/ nor app/; games/ does not import app/; only app/
imports PyQt6.  Inside app/: the services (``app.services``) import no Qt and neither the
front end nor the command line; the command line (``app.cli``) imports no Qt itself and uses
the front end only to start it (``app.gui.window.launch``) or to draw a chart into a PNG
(``app.gui.learn.chart``); the front end (``app.gui``) does not import the command line.

Rooms, over app/, engine/ and games/: no import circle between modules, nor between packages
(each module counted as its folder); no game package imports another; outside
``app/gui/games/`` the front end neither imports a game (its package or its GUI plug-in) nor
tests a game's name; no module is longer than 600 lines and no class than 400; no code probes
a game state for the hooks ``games/base.py`` declares (``getattr``/``hasattr``).  Over app/ and
tools/: no ``sys.path`` edits.  Imports inside functions count everywhere.

The real tree is checked module by module; the checker's own cases feed it small synthetic
sources, one for each forbidden arrow and each allowed one.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from games.registry import all_games
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

SHARED_GAME_PARTS = frozenset({"base", "registry", "kernels"})
"""Direct children of games/ that are not games: the game protocol, the registry (which
imports every game) and the compiled parts several games share."""

RULE_SETS = ("renju",)
"""Game rules registered only inside a longer name (``gomoku-renju``) that the front end
must not test for either."""

FALLBACK_HOOKS = frozenset(
    {
        "status_note",
        "click_cells",
        "other_move_cells",
        "position_text",
        "explain_click",
        "hint_reason",
        "win_reason",
        "split_moves",
        "discs_fall",
        "san",
        "san_line",
        "parse_line",
        "forbidden_points",
        "forbidden_reason",
        "renju",
        "move_text",
    }
)
"""The optional methods of a game state that the app probes for today; ``games/base.py``
lists them in a comment until they are declared on a class there."""

SYS_PATH_EDITS = frozenset({"insert", "append", "extend", "remove", "pop", "clear"})
"""Methods of ``sys.path`` that change it."""


# --- reading the source ------------------------------------------------------------------


@dataclass(frozen=True)
class Module:
    """One parsed source file, by dotted name (a package by its ``__init__.py``)."""

    name: str
    tree: ast.Module
    lines: int
    is_package: bool = False


def parse_module(name: str, source: str, is_package: bool = False) -> Module:
    return Module(name, ast.parse(source), len(source.splitlines()), is_package)


def modules_from(sources: Mapping[str, str]) -> dict[str, Module]:
    """Synthetic modules by name; a name that prefixes another is a package."""
    return {
        name: parse_module(name, source, any(other.startswith(name + ".") for other in sources))
        for name, source in sources.items()
    }


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _package_parts(module: str, is_package: bool) -> list[str]:
    """The package that relative imports in ``module`` start from, as name parts."""
    parts = module.split(".")
    return parts if is_package else parts[:-1]


def imported_modules(tree: ast.AST, module: str, is_package: bool = False) -> set[str]:
    """Absolute names of every module the parsed source ``tree`` of ``module`` imports."""
    package = _package_parts(module, is_package)
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


def import_targets(module: Module, known: Collection[str]) -> set[str]:
    """The modules of ``known`` that ``module`` imports, itself left out: ``from p import n``
    names the module ``p.n`` when there is one, else ``p``; any other name counts as the
    longest module of ``known`` that contains it."""
    package = _package_parts(module.name, module.is_package)
    names: set[str] = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base_parts = package[: len(package) - node.level + 1] if node.level else []
            base = ".".join([*base_parts, *([node.module] if node.module else [])])
            for alias in node.names:
                name = f"{base}.{alias.name}"
                names.add(name if name in known else base)
    targets = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != module.name:
            targets.add(name)
    return targets


# --- the checkers ------------------------------------------------------------------------


def _rule(module: str) -> str:
    return max((package for package in FORBIDDEN if _within(module, package)), key=len)


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    """The imports in ``source`` that break the layering for ``module``."""
    rule = _rule(module)
    allowed = ALLOWED.get(rule, set())
    return sorted(
        name
        for name in imported_modules(ast.parse(source), module, is_package)
        if any(_within(name, package) for package in FORBIDDEN[rule])
        and not any(_within(name, exception) for exception in allowed)
    )


def import_graph(modules: Mapping[str, Module]) -> dict[str, set[str]]:
    """Each module and the modules it imports."""
    return {name: import_targets(module, modules) for name, module in modules.items()}


def package_of(module: Module) -> str:
    """The folder ``module`` lives in, by dotted name.  A module directly in a top folder
    (``games/registry.py``) stands for itself: the top folders are layers, not rooms."""
    if module.is_package:
        return module.name
    package = module.name.rpartition(".")[0]
    return package if "." in package else module.name


def package_graph(modules: Mapping[str, Module]) -> dict[str, set[str]]:
    """:func:`import_graph` with each module collapsed to :func:`package_of`.  Arrows
    between a package and a package inside it do not count: they are one room's parts (a
    package's ``__init__`` imports its own modules; a game's spec builds its compiled
    engine, which uses the game's rules)."""
    graph: dict[str, set[str]] = {package_of(module): set() for module in modules.values()}
    for name, targets in import_graph(modules).items():
        source = package_of(modules[name])
        for target in targets:
            package = package_of(modules[target])
            if not (_within(package, source) or _within(source, package)):
                graph[source].add(package)
    return graph


def find_cycle(graph: Mapping[str, Collection[str]]) -> list[str]:
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


def import_circles(graph: Mapping[str, Collection[str]]) -> list[list[str]]:
    """One circle (see :func:`find_cycle`) per strongly connected part of ``graph`` that
    has one, so that every tangle is reported, not only the first."""
    circles = []
    remaining = dict(graph)
    while cycle := find_cycle(remaining):
        circles.append(cycle)
        tangle = _reachable(remaining, cycle[0]) & _reaching(remaining, cycle[0])
        remaining = {node: set(targets) - tangle for node, targets in remaining.items()}
    return circles


def _reachable(graph: Mapping[str, Collection[str]], start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for target in graph.get(todo.pop(), ()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def _reaching(graph: Mapping[str, Collection[str]], end: str) -> set[str]:
    reverse: dict[str, set[str]] = {}
    for node, targets in graph.items():
        for target in targets:
            reverse.setdefault(target, set()).add(node)
    return _reachable(reverse, end)


def game_packages(known: Iterable[str]) -> set[str]:
    """The games: the direct children of games/ (packages, and modules not yet moved into
    one) but for :data:`SHARED_GAME_PARTS`."""
    return {
        name.split(".")[1] for name in known if name.startswith("games.")
    } - SHARED_GAME_PARTS


def _game_of(name: str, games: Collection[str]) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "games" and parts[1] in games else None


def game_import_violations(module: Module, known: Collection[str]) -> list[str]:
    """The modules of other games that ``module``, a part of a game, imports."""
    games = game_packages(known)
    own = _game_of(module.name, games)
    if own is None:
        return []
    return sorted(
        target
        for target in import_targets(module, known)
        if _game_of(target, games) not in (None, own)
    )


def game_words(modules: Mapping[str, Module]) -> frozenset[str]:
    """What a test for a game compares with: registered names, the families games declare,
    the names of the game packages and :data:`RULE_SETS`."""
    specs = all_games()
    families = {getattr(spec, "family", None) for spec in specs} - {None}
    packages = {game for game in game_packages(modules) if modules[f"games.{game}"].is_package}
    return frozenset({spec.name for spec in specs} | families | packages | set(RULE_SETS))


def _string_constants(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [text for element in node.elts for text in _string_constants(element)]
    return []


def _called_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def front_end_game_violations(
    module: Module, known: Collection[str], words: Collection[str]
) -> list[str]:
    """What in ``module`` knows a game, for a module of app/gui/ outside app/gui/games/:
    imports of a game's GUI plug-in or of a game package, comparisons with a game's name,
    calls of ``is_chess``."""
    if not _within(module.name, "app.gui") or _within(module.name, "app.gui.games"):
        return []
    games = game_packages(known)
    found = [
        f"imports {target}"
        for target in sorted(import_targets(module, known))
        if target.startswith("app.gui.games.") or _game_of(target, games) is not None
    ]
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Compare) and any(
            isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn) for op in node.ops
        ):
            for operand in (node.left, *node.comparators):
                found += [
                    f"line {node.lineno}: compares with {text!r}"
                    for text in _string_constants(operand)
                    if text in words
                ]
        elif isinstance(node, ast.MatchValue):
            found += [
                f"line {node.lineno}: matches {text!r}"
                for text in _string_constants(node.value)
                if text in words
            ]
        elif isinstance(node, ast.Call) and _called_name(node) == "is_chess":
            found.append(f"line {node.lineno}: calls is_chess")
    return found


def size_violations(module: Module) -> list[str]:
    """The module, if longer than :data:`MAX_MODULE_LINES`, and its classes longer than
    :data:`MAX_CLASS_LINES` (lines of source, docstrings and blank lines included)."""
    found = []
    if module.lines > MAX_MODULE_LINES:
        found.append(f"{module.name}: {module.lines} lines")
    for node in ast.walk(module.tree):
        if isinstance(node, ast.ClassDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > MAX_CLASS_LINES:
                found.append(f"class {node.name}: {length} lines")
    return found


def declared_hooks(base_source: str) -> frozenset[str]:
    """The optional methods of a game state: the public methods and attributes of the class
    in ``base_source`` (``games/base.py``) that defines ``status_note``, with
    :data:`FALLBACK_HOOKS` (all of them while no class declares the hooks)."""
    for node in ast.walk(ast.parse(base_source)):
        if not isinstance(node, ast.ClassDef):
            continue
        names = set()
        for member in node.body:
            if isinstance(member, ast.FunctionDef | ast.AsyncFunctionDef):
                names.add(member.name)
            elif isinstance(member, ast.AnnAssign) and isinstance(member.target, ast.Name):
                names.add(member.target.id)
            elif isinstance(member, ast.Assign):
                names.update(target.id for target in member.targets if isinstance(target, ast.Name))
        if "status_note" in names:
            return FALLBACK_HOOKS | {name for name in names if not name.startswith("_")}
    return FALLBACK_HOOKS


def probe_violations(module: Module, hooks: Collection[str]) -> list[str]:
    """``getattr(x, "hook", ...)`` and ``hasattr(x, "hook")`` calls on a declared hook."""
    return [
        f"line {node.lineno}: {node.func.id}(..., {node.args[1].value!r})"
        for node in ast.walk(module.tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr")
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and node.args[1].value in hooks
    ]


def _is_sys_path(node: ast.expr) -> bool:
    while isinstance(node, ast.Subscript):
        node = node.value
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "path"
        and isinstance(node.value, ast.Name)
        and node.value.id == "sys"
    )


def sys_path_edits(module: Module) -> list[str]:
    """Lines of ``module`` that change ``sys.path``."""
    found = []
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            edits = node.func.attr in SYS_PATH_EDITS and _is_sys_path(node.func.value)
        elif isinstance(node, ast.Assign | ast.Delete):
            edits = any(_is_sys_path(target) for target in node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            edits = _is_sys_path(node.target)
        elif isinstance(node, ast.ImportFrom):
            edits = node.module == "sys" and any(alias.name == "path" for alias in node.names)
        else:
            edits = False
        if edits:
            found.append(f"line {node.lineno}")
    return found


# --- the real tree -----------------------------------------------------------------------

TOP_LEVELS = ("engine", "games", "resources", "tools", "app")
ROOM_TOPS = ("app", "engine", "games")
"""The top folders whose modules' imports, sizes and probes are checked beyond the layers."""
SOURCES = sorted(path for top in TOP_LEVELS for path in (ROOT / top).rglob("*.py"))
TREE = {
    module_name(path): parse_module(
        module_name(path), path.read_text(encoding="utf-8"), path.name == "__init__.py"
    )
    for path in SOURCES
}
ROOMS = {name: module for name, module in TREE.items() if name.split(".")[0] in ROOM_TOPS}
HOOKS = declared_hooks((ROOT / "games" / "base.py").read_text(encoding="utf-8"))




def cases(check: str, names: Iterable[str]) -> list:
    """``names`` as test cases of ``check``, each named by its module."""
    return [pytest.param(name, id=name) for name in sorted(names)]


def test_the_walk_sees_the_core_packages_and_the_rooms():
    assert {"engine.search", "games.base", "games.registry"} <= TREE.keys()
    assert {"app.gui.window.main_window", "app.cli.common", "app.services.record"} <= TREE.keys()
    assert TREE["games"].is_package and not TREE["games.base"].is_package


@pytest.mark.parametrize("name", cases("layers", TREE))
def test_module_respects_the_layers(name):
    path = next(path for path in SOURCES if module_name(path) == name)
    source = path.read_text(encoding="utf-8")
    assert violations(source, name, TREE[name].is_package) == [], name


def test_no_import_circle_between_modules():
    assert import_circles(import_graph(ROOMS)) == []


def test_no_import_circle_between_packages():
    assert import_circles(package_graph(ROOMS)) == []


@pytest.mark.parametrize(
    "name", cases("games", (name for name in ROOMS if name.startswith("games.")))
)
def test_a_game_imports_no_other_game(name):
    assert game_import_violations(TREE[name], TREE) == []


@pytest.mark.parametrize(
    "name",
    cases(
        "front end",
        (name for name in ROOMS if _within(name, "app.gui") and not _within(name, "app.gui.games")),
    ),
)
def test_the_front_end_knows_no_game(name):
    assert front_end_game_violations(TREE[name], TREE, game_words(TREE)) == []


@pytest.mark.parametrize("name", cases("size", ROOMS))
def test_modules_and_classes_stay_readable(name):
    assert size_violations(TREE[name]) == []


@pytest.mark.parametrize("name", cases("probes", ROOMS))
def test_no_probing_for_a_game_states_hooks(name):
    assert probe_violations(TREE[name], HOOKS) == []


@pytest.mark.parametrize(
    "name", cases("sys.path", (name for name in TREE if name.split(".")[0] in ("app", "tools")))
)
def test_no_sys_path_edits(name):
    assert sys_path_edits(TREE[name]) == []


# --- the checker's own cases -------------------------------------------------------------


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
        ("from PyQt6.QtCore import QTimer", "tools.bench.latency", ["PyQt6.QtCore"]),
        ("from PyQt6.QtCore import QTimer", "tools.gui.latency", []),
    ],
)
def test_the_checker_catches_broken_arrows(source, module, expected):
    assert violations(source, module) == expected


def test_relative_imports_in_a_package_start_from_the_package_itself():
    assert violations("from . import gui", "app", is_package=True) == []
    assert violations("from .. import app", "games.chess", is_package=True) == []
    assert violations("from ... import app", "games.chess", is_package=True) == ["app"]


def test_the_cycle_finder_finds_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_every_tangle_is_reported():
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c", "a"}}
    assert import_circles(graph) == [["a", "b", "a"], ["c", "d", "e", "c"]]


@pytest.mark.parametrize(
    ("sources", "expected"),
    [
        pytest.param(
            {"games.a": "import games.b", "games.b": "from games import a"},
            [["games.a", "games.b", "games.a"]],
            id="module circle",
        ),
        pytest.param(
            {
                "app.gui.x": "def f():\n    from app.gui.y import g",
                "app.gui.y": "from . import x",
            },
            [["app.gui.x", "app.gui.y", "app.gui.x"]],
            id="circle through an import inside a function",
        ),
        pytest.param(
            {"games.a": "import games.b", "games.b": "import engine.search", "engine.search": ""},
            [],
            id="no circle",
        ),
        pytest.param(
            {"app.p": "from app.p.m import f", "app.p.m": "from app.p import VALUE"},
            [["app.p", "app.p.m", "app.p"]],
            id="a package and its module",
        ),
        pytest.param(
            {"app.p": "from app.p import m", "app.p.m": "import os"},
            [],
            id="from a package import its module",
        ),
    ],
)
def test_module_circles_are_found(sources, expected):
    assert import_circles(import_graph(modules_from(sources))) == expected


@pytest.mark.parametrize(
    ("sources", "expected"),
    [
        pytest.param(
            {
                "app.gui.window.main": "from app.gui.board.view import View",
                "app.gui.board.view": "from app.gui.window.style import LIGHT",
                "app.gui.window.style": "",
            },
            [["app.gui.board", "app.gui.window", "app.gui.board"]],
            id="package circle without a module circle",
        ),
        pytest.param(
            {
                "app.gui.board.view": "def f():\n    from app.gui.panels import hints",
                "app.gui.panels.hints": "from app.gui.board.view import View",
            },
            [["app.gui.board", "app.gui.panels", "app.gui.board"]],
            id="package circle through an import inside a function",
        ),
        pytest.param(
            {
                "app.gui.window.main": "from app.gui.board.view import View",
                "app.gui.board.view": "from app.gui.board.drawing import draw",
                "app.gui.board.drawing": "",
            },
            [],
            id="window to board",
        ),
        pytest.param(
            {
                "games.chess": "from games.chess.rules import ChessState",
                "games.chess.rules": "from games.base import Piece",
                "games.base": "",
                "games.registry": "from games import chess",
            },
            [],
            id="a package init, the registry and the game protocol",
        ),
        pytest.param(
            {
                "games.mnk.spec": "from games.mnk.compiled.searcher import Compiled",
                "games.mnk.compiled.searcher": "from games.mnk.rules import MnkState",
                "games.mnk.rules": "",
            },
            [],
            id="a game's spec and its compiled engine",
        ),
    ],
)
def test_package_circles_are_found(sources, expected):
    assert import_circles(package_graph(modules_from(sources))) == expected


GAME_SOURCES = {
    "games.base": "",
    "games.registry": "from games import chess, connect4",
    "games.kernels.watchdog": "",
    "games.chess": "from games.chess.rules import ChessState",
    "games.chess.rules": "from games.base import Piece",
    "games.connect4": "",
    "games.connect4.watchdog": "",
}


@pytest.mark.parametrize(
    ("module", "source", "expected"),
    [
        (
            "games.chess.searcher",
            "from games.connect4.watchdog import Watchdog",
            ["games.connect4.watchdog"],
        ),
        ("games.chess.searcher", "def f():\n    from games import connect4", ["games.connect4"]),
        ("games.chess.searcher", "from games.kernels.watchdog import Watchdog", []),
        ("games.chess.searcher", "from games.base import GameSpec\nfrom .rules import X", []),
        ("games.chess.searcher", "from games.registry import get_game", []),
        ("games.registry", "from games import chess, connect4", []),
    ],
)
def test_a_game_importing_another_is_found(module, source, expected):
    modules = modules_from({**GAME_SOURCES, module: source})
    assert game_import_violations(modules[module], modules) == expected


FRONT_END_SOURCES = {
    "app.gui.games": "",
    "app.gui.games.chess": "",
    "app.gui.games.chess.files": "",
    "games.registry": "",
    "games.base": "",
    "games.chess": "",
    "games.chess.rules": "",
}
WORDS = frozenset({"chess", "connect4", "gomoku-renju", "renju"})


@pytest.mark.parametrize(
    ("module", "source", "expected"),
    [
        (
            "app.gui.panels.side_panel",
            "from app.gui.games.chess.files import san_texts",
            ["imports app.gui.games.chess.files"],
        ),
        (
            "app.gui.window.menus",
            "def f():\n    from app.gui.games import chess",
            ["imports app.gui.games.chess"],
        ),
        ("app.gui.window.files", "from games.chess.rules import X", ["imports games.chess.rules"]),
        ("app.gui.window.files", "if name == 'chess': pass", ["line 1: compares with 'chess'"]),
        ("app.gui.board.view", "x = 'renju' in spec.name", ["line 1: compares with 'renju'"]),
        (
            "app.gui.board.view",
            "x = spec.name not in ('teeko', 'connect4')",
            ["line 1: compares with 'connect4'"],
        ),
        ("app.gui.board.view", "match name:\n    case 'chess': pass", ["line 2: matches 'chess'"]),
        ("app.gui.panels.analysis", "x = is_chess(controller)", ["line 1: calls is_chess"]),
        ("app.gui.window.main_window", "from app.gui.games import plugin_for", []),
        ("app.gui.window.main_window", "from games.registry import get_game", []),
        ("app.gui.window.main_window", "import games.base", []),
        ("app.gui.board.view", "x = kind == 'squares'\ny = 'chess'", []),
        ("app.gui.games.chess.board", "from games.chess.rules import X\nx = n == 'chess'", []),
        ("app.services.analysis", "x = spec.name == 'chess'", []),
    ],
)
def test_a_front_end_knowing_a_game_is_found(module, source, expected):
    modules = modules_from({**FRONT_END_SOURCES, module: source})
    assert front_end_game_violations(modules[module], modules, WORDS) == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x = 1\n" * 600, []),
        ("x = 1\n" * 601, ["m: 601 lines"]),
        ("class A:\n" + "    x = 1\n" * 399, []),
        ("class A:\n" + "    x = 1\n" * 400, ["class A: 401 lines"]),
        (
            'class A:\n    """Long, and says why."""\n' + "    x = 1\n" * 399,
            ["class A: 401 lines"],
        ),
    ],
)
def test_oversized_modules_and_classes_are_found(source, expected):
    assert size_violations(parse_module("m", source)) == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("note = getattr(state, 'status_note', None)", ["line 1: getattr(..., 'status_note')"]),
        ("falls = getattr(state, 'discs_fall', False)", ["line 1: getattr(..., 'discs_fall')"]),
        ("if hasattr(state, 'san'): pass", ["line 1: hasattr(..., 'san')"]),
        ("def f(s):\n    return getattr(s, 'new_hook')", ["line 2: getattr(..., 'new_hook')"]),
        ("value = getattr(self, name)", []),
        ("variant = getattr(board, 'uci_variant', 'chess')", []),
        ("note = state.status_note()", []),
    ],
)
def test_probing_for_a_declared_hook_is_found(source, expected):
    hooks = declared_hooks("class StateHooks:\n    def status_note(self): ...\n    new_hook = 1")
    assert probe_violations(parse_module("m", source), hooks) == expected


def test_the_hooks_are_read_from_the_class_that_declares_them():
    base = (
        "class BoardState:\n    def layout(self): ...\n"
        "class StateHooks:\n    discs_fall: bool = False\n"
        "    def status_note(self) -> str: ...\n    def _helper(self): ...\n"
    )
    assert declared_hooks(base) == FALLBACK_HOOKS | {"discs_fall", "status_note"}
    assert declared_hooks("# ``status_note() -> str``: a short line\n") == FALLBACK_HOOKS


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import sys\nsys.path.insert(0, 'x')", ["line 2"]),
        ("import sys\nsys.path.append('x')", ["line 2"]),
        ("import sys\nsys.path[:0] = ['x']", ["line 2"]),
        ("import sys\nsys.path += ['x']", ["line 2"]),
        ("import sys\nsys.path = ['x']", ["line 2"]),
        ("def f():\n    from sys import path", ["line 2"]),
        ("import sys\nprint(sys.path, sys.path.index('x'))", []),
        ("import os\nos.path.join('a', 'b')", []),
    ],
)
def test_sys_path_edits_are_found(source, expected):
    assert sys_path_edits(parse_module("tools.x", source)) == expected
