"""The promotion chooser: queen, rook, bishop or knight, over the square a pawn reaches.

Board input plays the first of the four promotions that share a pawn's from and to
squares; :meth:`PromotionChooser.ask` takes that move and shows the four pieces in a
column from the promotion square towards the middle of the board, as chess programs do.
A click (or Enter on the focused piece) emits :attr:`PromotionChooser.chosen` with the
move for that piece; Esc, or a click on the board outside the column, emits
:attr:`PromotionChooser.cancelled`.
"""

from __future__ import annotations

from typing import Any

import chess
from PyQt6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRectF, QSize, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPixmap
from PyQt6.QtWidgets import QFrame, QToolButton, QVBoxLayout

from app.gui.games.chess.board import ChessBoardView
from app.gui.games.chess.piece_sets import PieceSet
from app.gui.texts import said
from games.base import Piece
from games.chess.rules import PIECE_KINDS

CHOOSER_STYLE = """
QFrame#promotionChooser { background: #f7f4ee; border: 1px solid #6b5a48; border-radius: 6px; }
QFrame#promotionChooser QToolButton { background: #e6e0d6; border: none; border-radius: 6px; }
QFrame#promotionChooser QToolButton:hover { background: #cfe0a8; }
QFrame#promotionChooser QToolButton:focus { background: #b9d38a; }
"""
"""Light whatever the palette, so that both sides' pieces stand out."""
CHOICES = (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT)
"""The pieces offered, from the promotion square inwards."""

translate = QCoreApplication.translate


def needs_choice(move: Any) -> bool:
    """Whether ``move`` is a promotion, whose piece a person chooses."""
    return isinstance(move, chess.Move) and move.promotion is not None


def piece_icon(piece: Piece, side: int, pieces: PieceSet) -> QIcon:
    """``piece``'s image in the set ``pieces`` as an icon ``side`` pixels square."""
    pixmap = QPixmap(side, side)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pieces.paint(painter, QRectF(0, 0, side, side), piece)
    painter.end()
    return QIcon(pixmap)


class PromotionChooser(QFrame):
    """A column of four piece buttons laid over ``board``; hidden until :meth:`ask`."""

    chosen = pyqtSignal(object)
    """The promotion move with the piece the person chose (a ``chess.Move``)."""
    cancelled = pyqtSignal()

    def __init__(self, board: ChessBoardView) -> None:
        super().__init__(board)
        self.setObjectName("promotionChooser")
        self.setStyleSheet(CHOOSER_STYLE)
        self._board = board
        self._move: chess.Move | None = None
        self.buttons: dict[int, QToolButton] = {}
        """One button per piece type of :data:`CHOICES`."""
        column = QVBoxLayout(self)
        column.setContentsMargins(2, 2, 2, 2)
        column.setSpacing(2)
        for piece_type in CHOICES:
            button = QToolButton(self)
            name = said(chess.piece_name(piece_type).capitalize())
            button.setAccessibleName(translate("PromotionChooser", "Promote to {}").format(name))
            button.setToolTip(name)
            button.clicked.connect(lambda _=False, kind=piece_type: self._choose(kind))
            column.addWidget(button)
            self.buttons[piece_type] = button
        self.hide()
        board.installEventFilter(self)

    @property
    def pending(self) -> chess.Move | None:
        """The promotion waiting for a piece, while the chooser is shown."""
        return self._move

    def ask(self, move: chess.Move, owner: int) -> None:
        """Offer the pieces for ``move`` (a promotion by player ``owner``, 0 White)."""
        self._move = move
        board = self._board
        centre = board.cell_centre(move.to_square)
        below = board.cell_centre(chess.square(chess.square_file(move.to_square), 4))
        above = board.cell_centre(chess.square(chess.square_file(move.to_square), 3))
        unit = max(24, abs(below.y() - above.y()))
        side = round(0.8 * unit)
        order = list(CHOICES)
        downwards = centre.y() < board.height() / 2
        layout = self.layout()
        assert layout is not None
        for piece_type in CHOICES:
            layout.removeWidget(self.buttons[piece_type])
        if not downwards:
            order.reverse()
        for piece_type in order:
            button = self.buttons[piece_type]
            button.setIcon(piece_icon(Piece(owner, PIECE_KINDS[piece_type]), side, board.piece_set))
            button.setIconSize(QSize(side, side))
            button.setFixedSize(unit - 4, unit - 4)
            layout.addWidget(button)
        self.setFixedSize(unit, 4 * unit)
        top = centre.y() - unit // 2 if downwards else centre.y() + unit // 2 - 4 * unit
        self.move(QPoint(centre.x() - unit // 2, top))
        self.show()
        self.raise_()
        self.buttons[CHOICES[0]].setFocus()

    def cancel(self) -> None:
        """Close without a choice (Esc)."""
        if self._move is None:
            return
        self._move = None
        self.hide()
        self._board.setFocus()
        self.cancelled.emit()

    def _choose(self, piece_type: int) -> None:
        move = self._move
        if move is None:
            return
        self._move = None
        self.hide()
        self._board.setFocus()
        self.chosen.emit(chess.Move(move.from_square, move.to_square, promotion=piece_type))

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        """Esc cancels; the arrow keys move between the pieces, Enter or Space chooses."""
        if event is None:
            return
        key = event.key()
        focused = self.focusWidget()
        if key == Qt.Key.Key_Escape:
            self.cancel()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right):
            self._step_focus(1 if key in (Qt.Key.Key_Down, Qt.Key.Key_Right) else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QToolButton):
            focused.click()
        else:
            super().keyPressEvent(event)

    def _step_focus(self, step: int) -> None:
        """Focus the next piece down the column (``step`` 1) or up (-1), as laid out."""
        layout = self.layout()
        assert layout is not None
        shown = [layout.itemAt(index).widget() for index in range(layout.count())]
        focused = self.focusWidget()
        here = shown.index(focused) if focused in shown else 0
        target = shown[(here + step) % len(shown)]
        if target is not None:
            target.setFocus()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        """While open, a click on the board outside the column cancels, and Esc on the
        board too; the board does not act on either."""
        if self._move is None or watched is not self._board or event is None:
            return False
        if event.type() == QEvent.Type.MouseButtonPress:
            self.cancel()
            return True
        escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
        if event.type() == QEvent.Type.KeyPress and escape:
            self.cancel()
            return True
        return False
