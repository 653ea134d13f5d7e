"""The evaluation bar beside the chess board: White's share of the game, as chess GUIs
draw it (White's part from the bottom, or from the top when the board is turned).

The value comes from :func:`app.services.analysis_lines.white_share` (a mate fills the
bar); the score is written small at the end of the side that is better.
"""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PyQt6.QtWidgets import QSizePolicy, QWidget

from app.gui import style
from app.gui.board.view import BoardView

translate = QCoreApplication.translate

BAR_WIDTH = 22
"""Pixels of width of the bar."""
BAR_GAP = 8
"""Pixels between the bar and the board's frame."""
WHITE_PART = QColor("#f4f1ea")
BLACK_PART = QColor("#3b3a38")
"""The colours of White's and Black's parts, in every palette (they are the sides)."""


def bar_text(score_text: str) -> str:
    """What fits in the bar: pawns to one decimal without the sign (``0.4``), a mate
    without it (``#2``), a result as it is (``1-0``)."""
    unsigned = score_text.lstrip("+-")
    try:
        return f"{float(unsigned):.1f}"
    except ValueError:
        return unsigned if unsigned.startswith("#") else score_text


class EvaluationBar(QWidget):
    """A vertical bar split between White (its share) and Black."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evaluationBar")
        self.share = 0.5
        """White's part of the bar, 0..1."""
        self.score_text = ""
        self.flipped = False
        """White's part is at the top (the board is turned)."""
        self.palette_colours = style.LIGHT
        self._describe()

    def set_value(self, share: float, score_text: str) -> None:
        """Show White's ``share`` (0..1) and the score in words, e.g. ``+0.35`` or ``#3``."""
        self.share = min(1.0, max(0.0, share))
        self.score_text = score_text
        self._describe()
        self.update()

    def clear(self) -> None:
        """An even bar without a score (no search yet)."""
        self.set_value(0.5, "")

    def set_flipped(self, flipped: bool) -> None:
        self.flipped = flipped
        self.update()

    def set_palette(self, palette: style.Palette) -> None:
        self.palette_colours = palette
        self.update()

    def _describe(self) -> None:
        score = self.score_text or translate("EvaluationBar", "no evaluation yet")
        self.setToolTip(
            translate(
                "EvaluationBar",
                "Evaluation: {score}, from White's point of view (+ is good for White; "
                "#N: White mates in N moves, -#N: Black does)",
            ).format(score=score)
        )
        self.setAccessibleDescription(
            translate("EvaluationBar", "White {share}, {score}").format(
                share=f"{self.share:.0%}", score=score
            )
        )

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        height = frame.height()
        white_height = height * self.share
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BLACK_PART)
        painter.drawRect(frame)
        white = QRectF(frame.left(), frame.bottom() - white_height, frame.width(), white_height)
        if self.flipped:
            white.moveTop(frame.top())
        painter.setBrush(WHITE_PART)
        painter.drawRect(white)
        painter.setPen(self.palette_colours.board_frame_edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(frame)
        if self.score_text:
            self._paint_score(painter, frame)
        painter.end()

    def _paint_score(self, painter: QPainter, frame: QRectF) -> None:
        """:func:`bar_text` of the score at the better side's end of the bar."""
        text = bar_text(self.score_text)
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.75))
        font.setBold(True)
        painter.setFont(font)
        white_better = self.share >= 0.5
        at_bottom = white_better != self.flipped
        painter.setPen(BLACK_PART if white_better else WHITE_PART)
        box = QRectF(frame.left(), frame.top() + 3, frame.width(), frame.height() - 6)
        vertical = Qt.AlignmentFlag.AlignBottom if at_bottom else Qt.AlignmentFlag.AlignTop
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | vertical, text)


class BoardWithBar(QWidget):
    """The board with the evaluation bar just left of its frame, as tall as the frame.

    The board keeps the room the bar needs on its left while the bar is shown, so the
    bar never covers the board, however the window is shaped.
    """

    def __init__(self, board: BoardView, bar: EvaluationBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.bar = bar
        board.setParent(self)
        bar.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        board.installEventFilter(self)
        bar.installEventFilter(self)

    def set_board(self, board: BoardView) -> None:
        """Show ``board`` in place of the board shown (which is hidden, not deleted)."""
        if board is self.board:
            return
        self.board.removeEventFilter(self)
        self.board.hide()
        self.board = board
        board.setParent(self)
        board.installEventFilter(self)
        board.show()
        self.bar.raise_()  # over the board, as when both were made
        self.updateGeometry()
        self.place()

    def sizeHint(self) -> QSize:
        return self.board.sizeHint() + QSize(self._room(), 0)

    def minimumSizeHint(self) -> QSize:
        return self.board.minimumSize() + QSize(self._room(), 0)

    def _room(self) -> int:
        """Pixels the bar takes left of the board (none while it is hidden)."""
        return 0 if self.bar.isHidden() else BAR_WIDTH + BAR_GAP

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        self.place()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        kinds = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.LayoutRequest)
        if event is not None and event.type() in kinds:
            self.updateGeometry()
            self.place()
        return False

    def place(self) -> None:
        """Give the board the room left by the bar; put the bar beside the board's frame."""
        room = self._room()
        self.board.setGeometry(room, 0, max(0, self.width() - room), self.height())
        outline = self.board.frame_rect()
        if room and outline is not None:
            left = round(room + outline.left()) - BAR_GAP - BAR_WIDTH
            self.bar.setGeometry(left, round(outline.top()), BAR_WIDTH, round(outline.height()))
