"""The search tree drawn around one node: its parent, its siblings and its children.

A whole tree of thousands of nodes does not fit a window; this diagram shows the
neighbourhood of the node selected in the tree view or reached by the replay, in the
colours of the tree view: the principal variation outlined, nodes not reached yet faint,
a cut-off's unsearched moves as a dashed grey box with the reason under it.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PyQt6.QtWidgets import QWidget

from app.gui.learn.search_tree_model import SearchTreeModel, move_words, node_state
from engine.tree import TreeNode
from engine.tree_format import cutoff_reason

translate = QCoreApplication.translate

MAX_BOXES = 10
"""Boxes per row; more children are summarised as ``+N more``."""
BOX_HEIGHT = 46.0
LINE_COLOUR = QColor("#d08a00")
CURRENT_COLOUR = QColor(120, 170, 255)
PRUNED_COLOUR = QColor("#8a8a8a")


class TreeDiagram(QWidget):
    """Paints :attr:`node`'s neighbourhood in :attr:`model` (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: SearchTreeModel | None = None
        self.node: TreeNode | None = None
        self.setMinimumSize(360, 300)
        self.setAccessibleName(translate("TreeDiagram", "Search tree diagram"))

    def show_node(self, model: SearchTreeModel, node: TreeNode) -> None:
        self.model, self.node = model, node
        self.update()

    def rows(self) -> list[list[TreeNode]]:
        """The nodes drawn, top row first: the parent, its children, the node's children."""
        assert self.node is not None
        node = self.node
        top = node.parent if node.parent is not None else node
        rows = [[top], list(top.children)]
        if node is not top:
            rows.append(list(node.children))
        return [row for row in rows if row]

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if self.model is not None and self.node is not None:
                self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        assert self.model is not None and self.node is not None
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.Text)
        width, height = float(self.width()), float(self.height())
        rows = self.rows()
        gap = (height - 20 - BOX_HEIGHT * len(rows)) / max(1, len(rows) - 1)
        gap = min(gap, 120.0)
        centres: dict[int, QPointF] = {}
        anchor_x = width / 2
        for number, row in enumerate(rows):
            y = 10 + number * (BOX_HEIGHT + gap)
            shown = row[:MAX_BOXES]
            extra = len(row) - len(shown)
            parent = row[0].parent
            pruned = (
                number > 0
                and parent is not None
                and parent.cutoff is not None
                and bool(parent.cutoff.pruned)
            )
            slots = len(shown) + (1 if extra else 0) + (1 if pruned and self._cut(parent) else 0)
            box_width = min(96.0, (width - 20) / max(1, slots) - 8)
            total = slots * (box_width + 8) - 8
            left = max(10.0, min(anchor_x - total / 2, width - 10 - total))
            for slot, node in enumerate(shown):
                rect = QRectF(left + slot * (box_width + 8), y, box_width, BOX_HEIGHT)
                centres[node.id] = rect.center()
                if node.parent is not None and node.parent.id in centres:
                    self._edge(painter, centres[node.parent.id], rect, node, text_colour)
                self._box(painter, rect, node, text_colour)
            slot = len(shown)
            if extra:
                rect = QRectF(left + slot * (box_width + 8), y, box_width, BOX_HEIGHT)
                painter.setPen(QPen(PRUNED_COLOUR))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"+{extra} more")
                slot += 1
            if pruned and parent is not None and self._cut(parent):
                rect = QRectF(left + slot * (box_width + 8), y, box_width, BOX_HEIGHT)
                self._pruned_box(painter, rect, parent, centres.get(parent.id))
            if self.node in shown:
                anchor_x = centres[self.node.id].x()

    def _cut(self, node: TreeNode) -> bool:
        assert self.model is not None
        return node.cutoff is not None and self.model.cut_shown(node)

    def _edge(
        self, painter: QPainter, start: QPointF, rect: QRectF, node: TreeNode, text: QColor
    ) -> None:
        assert self.model is not None
        on_line = node.id in self.model.line and self.model.step is None
        colour = LINE_COLOUR if on_line else (text if self.model.reached(node) else PRUNED_COLOUR)
        painter.setPen(QPen(colour, 2.5 if on_line else 1.0))
        painter.drawLine(
            QPointF(start.x(), start.y() + BOX_HEIGHT / 2),
            rect.center() - QPointF(0, BOX_HEIGHT / 2),
        )

    def _box(self, painter: QPainter, rect: QRectF, node: TreeNode, text: QColor) -> None:
        assert self.model is not None
        model = self.model
        reached = model.reached(node)
        on_line = node.id in model.line and model.step is None
        fill = self.palette().color(QPalette.ColorRole.Base)
        if node is self.node:
            fill = CURRENT_COLOUR
        painter.setBrush(fill)
        pen_colour = LINE_COLOUR if on_line else (text if reached else PRUNED_COLOUR)
        painter.setPen(QPen(pen_colour, 2.5 if on_line else 1.0))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(text if reached else PRUNED_COLOUR))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        top = QRectF(rect.x(), rect.y() + 3, rect.width(), 16)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, model.text(node, 0))
        font.setBold(False)
        font.setPointSizeF(max(6.0, font.pointSizeF() - 1.5))
        painter.setFont(font)
        if model.mcts:
            lines = (f"N {model.text(node, 1)}", model.text(node, 3))
        else:
            lines = (model.text(node, 1), model.text(node, 2))
        for number, line in enumerate(lines):
            row = QRectF(rect.x() + 2, rect.y() + 18 + 12 * number, rect.width() - 4, 13)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)
        if node.cutoff is not None and model.cut_shown(node):
            painter.drawText(rect.adjusted(0, 0, -3, 0), Qt.AlignmentFlag.AlignRight, "✂")

    def _pruned_box(
        self, painter: QPainter, rect: QRectF, parent: TreeNode, centre: QPointF | None
    ) -> None:
        assert self.model is not None and parent.cutoff is not None
        here = node_state(self.model.root_state, parent)
        pen = QPen(PRUNED_COLOUR, 1.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if centre is not None:
            top = rect.center() - QPointF(0, BOX_HEIGHT / 2)
            painter.drawLine(QPointF(centre.x(), centre.y() + BOX_HEIGHT / 2), top)
        painter.drawRoundedRect(rect, 6, 6)
        moves = " ".join(move_words(here, move) for move in parent.cutoff.pruned)
        painter.drawText(
            rect.adjusted(3, 2, -3, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            f"✂ {moves}",
        )
        reason = QRectF(rect.x() - 40, rect.bottom() + 2, rect.width() + 80, 28)
        painter.drawText(
            reason,
            Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
            cutoff_reason(parent.cutoff),
        )
