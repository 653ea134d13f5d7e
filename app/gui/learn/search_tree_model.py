"""The recorded search tree as a Qt item model, replayable step by step.

:class:`SearchTreeModel` shows one tree of a :class:`engine.tree.TreeRecorder` (one
iteration of a tree search, or the MCTS tree).  With :attr:`SearchTreeModel.step` set
it shows the tree as it stood after that many of the search's events: nodes not yet
reached are faint, values appear when their node is left, MCTS visits and wins grow
with each backup.  With ``step`` ``None`` it shows the finished tree.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from typing import Any

from PyQt6.QtCore import QAbstractItemModel, QModelIndex, QObject, Qt
from PyQt6.QtGui import QBrush, QColor, QFont

from app.services.analysis_lines import display_move_text
from engine.mcts import DEFAULT_EXPLORATION
from engine.observer import (
    BackedUp,
    CutOff,
    Expanded,
    IterationAborted,
    IterationFinished,
    IterationStarted,
    NodeEntered,
    NodeLeft,
    PlayedOut,
    Selected,
    TableHit,
)
from engine.tree import Step, TreeNode, TreeRecorder, principal_path
from engine.tree_format import LEAF_WORDS, cutoff_reason, score_text, table_text
from games.base import BoardState

TREE_HEADERS = ("Move", "Value", "Window [α, β]", "What happened")  # noqa: RUF001
MCTS_HEADERS = ("Move", "Visits", "Wins", "UCT")
BOUND_WORDS = {
    "exact": "exact",
    "lower": "lower bound",
    "upper": "upper bound: no move reached α",  # noqa: RUF001
}
PRUNED_CHARACTERS = 18
"""Longest list of unsearched moves a pruned row shows; a longer one is only counted (all
moves are in its tooltip), so that the move column stays narrow."""
FAINT = QColor("#a0a0a0")
PRUNED = QColor("#8a8a8a")
LINE_BACKGROUND = QColor(255, 214, 102, 110)
CURRENT_BACKGROUND = QColor(120, 170, 255, 120)


@dataclass(eq=False)
class PrunedRow:
    """The moves a cut-off left unsearched, shown as one greyed child of the cut node."""

    node: TreeNode


def move_words(state: BoardState, move: Any) -> str:
    """``move`` as players read it in ``state`` (the position it is played from): SAN in
    chess, the game's own notation elsewhere."""
    return display_move_text(state, move)


def node_state(root_state: BoardState, node: TreeNode) -> BoardState:
    """The position at ``node``, played out from the root's."""
    state = root_state
    for move in node.path():
        state = state.play(move)
    return state


def step_text(step: Step, root_state: BoardState) -> str:
    """What happened at ``step``, in a sentence for a learner."""
    event, node = step.event, step.node
    here = node_state(root_state, node)

    def name(of: TreeNode) -> str:
        return moves(root_state, of.path())

    def moves(state: BoardState, path: tuple[Any, ...]) -> str:
        words = []
        for move in path:
            words.append(move_words(state, move))
            state = state.play(move)
        return " ".join(words) or "the root"

    if isinstance(event, IterationStarted):
        return (
            f"Iteration {event.depth}: search the root {event.depth} plies deep, window [-∞, +∞]."
        )
    if isinstance(event, NodeEntered):
        window = f"[{score_text(event.alpha)}, {score_text(event.beta)}]"
        return (
            f"Enter {name(node)} (ply {node.ply}, {event.depth} plies left) with window {window}."
        )
    if isinstance(event, TableHit):
        return f"{name(node)}: " + table_text(event, lambda move: move_words(here, move)) + "."
    if isinstance(event, CutOff):
        pruned = " ".join(move_words(here, move) for move in event.pruned) or "nothing"
        return (
            f"At {name(node)}, the reply {move_words(here, event.move)} scores "
            f"{cutoff_reason(event).removeprefix('β cut-off: ')}: a β cut-off, the opponent "
            f"will avoid this line. Not searched: {pruned}."
        )
    if isinstance(event, NodeLeft):
        bound = {"exact": "exact", "lower": "a lower bound", "upper": "an upper bound"}
        why = f" ({LEAF_WORDS[event.leaf]})" if event.leaf is not None else ""
        return (
            f"Leave {name(node)}: value {score_text(event.value)} for the side to move there, "
            f"{bound[event.bound.value]}{why}."
        )
    if isinstance(event, IterationFinished):
        best = move_words(root_state, event.best_move)
        return f"Iteration {event.depth} done: value {score_text(event.value)}, best move {best}."
    if isinstance(event, IterationAborted):
        return f"Iteration {event.depth} stopped ({event.reason}): the previous one stands."
    if isinstance(event, Selected):
        path = moves(root_state, event.path)
        ucts = ", ".join("∞" if math.isinf(value) else f"{value:.2f}" for value in event.uct)
        return f"Select by UCT: {path}" + (f" (UCT {ucts})." if ucts else ".")
    if isinstance(event, Expanded):
        return f"Expand: add {name(node)} to the tree."
    if isinstance(event, PlayedOut):
        result = {1.0: "a win", 0.5: "a draw", 0.0: "a loss"}.get(event.result, f"{event.result}")
        return f"Random playout from {name(node)}: {result} for the player who moved there."
    if isinstance(event, BackedUp):
        return (
            f"Back up along {moves(root_state, event.path)}: the root now has "
            f"{event.visits[0]} visits."
        )
    return type(event).__name__


class SearchTreeModel(QAbstractItemModel):
    """One recorded tree (see the module docstring); column 0 carries the tree."""

    def __init__(
        self,
        recorder: TreeRecorder,
        iteration: int,
        root_state: BoardState,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.root = recorder.iterations[iteration].root
        self.root_state = root_state
        self.mcts = recorder.playouts > 0
        self.headers = MCTS_HEADERS if self.mcts else TREE_HEADERS
        self.step: int | None = None
        """Index into :attr:`steps` the view shows the tree after; ``None``: finished."""
        self.line = {node.id for node in principal_path(self.root)} | {self.root.id}
        self._pruned = {
            node.id: PrunedRow(node)
            for node in self.root.walk()
            if node.cutoff is not None and node.cutoff.pruned
        }
        self._rows = {
            child.id: row for node in self.root.walk() for row, child in enumerate(node.children)
        }
        self._texts: dict[int, str] = {}
        self.steps = [step for step in recorder.steps if _in_tree(step.node, self.root)]
        self._entered: dict[int, int] = {}
        self._left: dict[int, int] = {}
        self._cut: dict[int, int] = {}
        self._stats: dict[int, tuple[list[int], list[tuple[int, float]]]] = {}
        for number, step in enumerate(self.steps):
            self._index_step(number, step)

    def _index_step(self, number: int, step: Step) -> None:
        event, node = step.event, step.node
        starts = isinstance(event, (NodeEntered, IterationStarted, Expanded))
        if starts or (isinstance(event, Selected) and node.parent is None):
            self._entered.setdefault(node.id, number)
        elif isinstance(event, (NodeLeft, IterationFinished)):
            self._left[node.id] = number
        elif isinstance(event, CutOff):
            self._cut[node.id] = number
        elif isinstance(event, BackedUp):
            chain = []
            current: TreeNode | None = node
            while current is not None:
                chain.append(current)
                current = current.parent
            for depth, on_path in enumerate(reversed(chain)):
                steps, values = self._stats.setdefault(on_path.id, ([], []))
                steps.append(number)
                values.append((event.visits[depth], event.wins[depth]))

    # --- replay ---------------------------------------------------------------------

    def set_step(self, step: int | None) -> None:
        """Show the tree after ``step`` (``None``: the finished tree)."""
        self.step = step
        top, bottom = self.index(0, 0), self.index(0, len(self.headers) - 1)
        self.dataChanged.emit(top, bottom)  # views repaint; data() reads the step

    def reached(self, node: TreeNode) -> bool:
        return self.step is None or self._entered.get(node.id, 0) <= self.step

    def _done(self, node: TreeNode) -> bool:
        return self.step is None or self._left.get(node.id, len(self.steps)) <= self.step

    def cut_shown(self, node: TreeNode) -> bool:
        """Whether ``node``'s cut-off has happened by the current step."""
        return node.cutoff is not None and (
            self.step is None or self._cut.get(node.id, len(self.steps)) <= self.step
        )

    def stats(self, node: TreeNode) -> tuple[int, float]:
        """MCTS visits and wins of ``node`` at the current step."""
        if self.step is None:
            return node.visits, node.wins
        steps, values = self._stats.get(node.id, ([], []))
        at = bisect.bisect_right(steps, self.step)
        return values[at - 1] if at else (0, 0.0)

    def index_of(self, node: TreeNode) -> QModelIndex:
        if node.parent is None:
            return self.index(0, 0)
        return self.createIndex(self._rows[node.id], 0, node)

    # --- the item model -------------------------------------------------------------

    def _children(self, item: Any) -> list[Any]:
        if isinstance(item, PrunedRow):
            return []
        extra = self._pruned.get(item.id)
        return item.children if extra is None else [*item.children, extra]

    def index(self, row: int, column: int, parent: QModelIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not parent.isValid():
            return self.createIndex(row, column, self.root) if row == 0 else QModelIndex()
        children = self._children(parent.internalPointer())
        if 0 <= row < len(children):
            return self.createIndex(row, column, children[row])
        return QModelIndex()

    def parent(self, child: QModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not child.isValid():
            return QModelIndex()
        item = child.internalPointer()
        owner = item.node if isinstance(item, PrunedRow) else item.parent
        if owner is None:
            return QModelIndex()
        return self.index_of(owner)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return 1
        if parent.column() != 0:
            return 0
        return len(self._children(parent.internalPointer()))

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        item = index.internalPointer()
        if isinstance(item, PrunedRow):
            return self._pruned_data(item, index.column(), role)
        node: TreeNode = item
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(node, index.column())
        if role == Qt.ItemDataRole.ForegroundRole and not self.reached(node):
            return QBrush(FAINT)
        if role == Qt.ItemDataRole.FontRole and node.id in self.line and self.step is None:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and node.id in self.line and self.step is None:
            return QBrush(LINE_BACKGROUND)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 3:
            return self.text(node, 3)
        return None

    def _pruned_data(self, item: PrunedRow, column: int, role: int) -> Any:
        cut = item.node.cutoff
        assert cut is not None
        shown = self.cut_shown(item.node)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) and column == 0:
            here = node_state(self.root_state, item.node)
            words = [move_words(here, move) for move in cut.pruned]
            listed = "✂ " + " ".join(words)
            if role == Qt.ItemDataRole.ToolTipRole or len(listed) <= PRUNED_CHARACTERS:
                return listed
            return f"✂ {len(words)} moves"
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 3:
                return f"pruned: {cutoff_reason(cut)}" if shown else "not searched yet"
            return ""
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(PRUNED if shown else FAINT)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def text(self, node: TreeNode, column: int) -> str:
        """The cell of ``node`` in ``column`` at the current step."""
        if column == 0:
            if node.parent is None:
                return "root"
            if node.id not in self._texts:
                self._texts[node.id] = move_words(
                    node_state(self.root_state, node.parent), node.move
                )
            return self._texts[node.id]
        if self.mcts:
            return self._mcts_text(node, column)
        if not self.reached(node):
            return ""
        if column == 2:
            return f"[{score_text(node.alpha)}, {score_text(node.beta)}]"
        if not self._done(node):
            return "…" if column == 1 else "searching"
        if column == 1:
            prefix = {"lower": "≥ ", "upper": "≤ "}.get(node.bound.value if node.bound else "", "")
            return prefix + score_text(node.value)
        notes = []
        if node.leaf is not None:
            notes.append(LEAF_WORDS[node.leaf])
        if node.cutoff is not None and (
            self.step is None or self._cut.get(node.id, 0) <= self.step
        ):
            here = node_state(self.root_state, node)
            notes.append(f"{cutoff_reason(node.cutoff)} by {move_words(here, node.cutoff.move)}")
        if not notes and node.bound is not None:
            notes.append(BOUND_WORDS[node.bound.value])
        return ", ".join(notes)

    def _mcts_text(self, node: TreeNode, column: int) -> str:
        visits, wins = self.stats(node)
        if column == 1:
            return f"{visits:,}"
        if column == 2:
            return f"{wins:g}"
        if node.parent is None or visits == 0:
            return ""
        parent_visits, _ = self.stats(node.parent)
        if node.proven is not None and self.step is None:
            return {1: "proven win", 0: "proven draw", -1: "proven loss"}[node.proven]
        explore = DEFAULT_EXPLORATION * math.sqrt(math.log(max(parent_visits, 1)) / visits)
        return f"{wins / visits + explore:.3f}"


def _in_tree(node: TreeNode, root: TreeNode) -> bool:
    while node.parent is not None:
        node = node.parent
    return node is root
