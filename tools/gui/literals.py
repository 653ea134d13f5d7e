"""Find English that reaches the window without a translation.

``python -m tools.gui.literals`` scans the front end (``app/gui``) for string literals
handed straight to what puts text on the screen (``setText``, ``setWindowTitle``,
``addAction``, ``QLabel(...)``, ``showMessage``, …) instead of through ``tr()`` or
``QCoreApplication.translate()``, prints one line per literal (``file:line: 'text'``) and
exits with 1 when there is any.  A literal counts when it has a letter and is not in
:data:`ALLOWED` (names that stay as they are in every language).  See docs/translating.md.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[2] / "app" / "gui"
"""The front end, whose every visible text is translated."""

TEXT_SETTERS = frozenset({
    "setText", "setWindowTitle", "addAction", "addMenu", "setToolTip", "setStatusTip",
    "showMessage", "setPlaceholderText", "setTitle", "setWhatsThis", "setLabelText",
    "setAccessibleName", "setAccessibleDescription", "setHeaderLabels", "addTab",
    "setTabText", "setPrefix", "setSuffix", "setSpecialValueText", "setButtonText",
    "setInformativeText",
    "setDetailedText", "setFormat", "addRow", "addItem", "addItems", "insertItem", "emit",
    "announce", "refuse", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
})  # fmt: skip
"""Methods whose string arguments are shown to people."""
MESSAGE_BOXES = frozenset({"information", "warning", "critical", "question", "about"})
"""``QMessageBox``'s static methods (a logger's ``warning`` is not one)."""
TEXT_WIDGETS = frozenset({
    "QAction", "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QMenu",
    "QToolButton", "QDockWidget", "QMessageBox", "QTreeWidgetItem", "QListWidgetItem",
    "QStandardItem", "QCommandLinkButton",
})  # fmt: skip
"""Classes whose constructor's string arguments are shown to people."""
TRANSLATORS = frozenset({"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"})
"""Calls whose string arguments are translated (or marked for translation)."""
ALLOWED = frozenset({
    "Plyboard", "Minimax", "Alpha", "beta", "MC", "TS", "UCI", "FEN", "PGN", "SAN", "Elo",
    "MCTS", "Syzygy", "Stockfish", "Chess", "x", "o",
})  # fmt: skip
"""Words the same in every language: names of programs, formats and algorithms."""
WORD = re.compile(r"[^\W\d_]+")
"""A run of letters."""


@dataclass(frozen=True, slots=True)
class Literal:
    """An untranslated visible text: where it is (``line`` from 1) and what it says."""

    path: Path
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def _called_name(call: ast.Call) -> str:
    function = call.func
    if isinstance(function, ast.Attribute):
        return function.attr
    return function.id if isinstance(function, ast.Name) else ""


def _is_words(text: str) -> bool:
    return any(word not in ALLOWED for word in WORD.findall(text))


def _texts(node: ast.expr) -> Iterator[ast.Constant]:
    """The string constants that make up the text ``node`` evaluates to, outside any
    translation: the literal itself, an f-string's or a sum's parts, both branches of a
    conditional, the receiver of ``.format``, the parts ``.join`` joins.  Other calls
    (an icon's name, a lookup) are not followed."""
    match node:
        case ast.Constant(value=str()):
            yield node
        case ast.JoinedStr(values=values):
            for value in values:
                if isinstance(value, ast.Constant):
                    yield value
        case ast.BinOp(left=left, right=right):
            yield from _texts(left)
            yield from _texts(right)
        case ast.IfExp(body=body, orelse=orelse):
            yield from _texts(body)
            yield from _texts(orelse)
        case ast.BoolOp(values=values):
            for value in values:
                yield from _texts(value)
        case ast.Call(func=ast.Attribute(attr="format", value=receiver)):
            yield from _texts(receiver)
        case ast.Call(func=ast.Attribute(attr="join"), args=[parts]):
            if isinstance(parts, ast.List | ast.Tuple):
                for part in parts.elts:
                    yield from _texts(part)


def _shown_arguments(call: ast.Call) -> list[ast.expr]:
    name = _called_name(call)
    if name in TRANSLATORS:
        return []
    box_method = (
        name in MESSAGE_BOXES
        and isinstance(call.func, ast.Attribute)
        and isinstance(call.func.value, ast.Name)
        and call.func.value.id == "QMessageBox"
    )
    if name in TEXT_SETTERS or name in TEXT_WIDGETS or box_method:
        return [*call.args, *(keyword.value for keyword in call.keywords)]
    return []


def untranslated(source: str, path: Path) -> list[Literal]:
    """The visible texts of the Python ``source`` (read from ``path``) not translated."""
    found = []
    for node in ast.walk(ast.parse(source, str(path))):
        if not isinstance(node, ast.Call):
            continue
        for argument in _shown_arguments(node):
            for constant in _texts(argument):
                if _is_words(constant.value):
                    found.append(Literal(path, constant.lineno, constant.value))
    return found


def scan(folder: Path = SOURCES) -> list[Literal]:
    """Every untranslated visible text of the modules under ``folder``, by file and line."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        found += untranslated(path.read_text(encoding="utf-8"), path)
    return found


def main() -> int:
    found = scan()
    for literal in found:
        print(literal)
    print(f"{len(found)} untranslated text(s)" if found else "Every visible text is translated.")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
