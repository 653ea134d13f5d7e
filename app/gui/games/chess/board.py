"""The chess board: the board view with chess programs' looks and manners.

:class:`ChessDrawing` (registered for ``chess`` with
:func:`~app.gui.board.kinds.register_drawing`) draws light and dark squares in the board
theme's colours with the coordinates on the frame, the pieces of the chosen piece set
(:mod:`~app.gui.games.chess.piece_sets`, crisp at any size), the last move and a king in
check highlighted, and the legal destinations of the selected piece as dots (empty
squares) and rings (captures) when :attr:`show_legal_moves` is on.  A piece may be
dragged: dropped on a legal square it moves (the drop is a second click for
:class:`~app.gui.board.play.BoardPlay`), dropped elsewhere it snaps back and the square
flashes red (:attr:`drop_refused`).  :meth:`set_flipped` turns the board (Black at
the bottom).  The chess plug-in gives it to the window as chess's board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import chess
from PyQt6.QtCore import QPointF, QRectF, Qt, pyqtSignal
from PyQt6.QtGui import QColor, QMouseEvent, QPainter, QPen, QRadialGradient
from PyQt6.QtWidgets import QWidget

from app.gui.board.drawing import BoardDrawing, BoardScene, Frame
from app.gui.board.kinds import register_drawing
from app.gui.board.motion import Motion
from app.gui.board.view import BoardView
from app.gui.games.chess.piece_sets import CLASSIC, PieceSet
from games.base import BoardLayout, BoardState, BoardStateBase, Piece
from games.chess.rules import ChessState

PIECE_SCALE = 0.92
"""Piece image side as a fraction of the square."""
DRAG_START_PIXELS = 4
"""How far the mouse moves with the button down before a piece is dragged."""


def flipped_layout(layout: BoardLayout) -> BoardLayout:
    """``layout`` turned half a turn: Black's side at the bottom, coordinates reversed."""
    right = layout.columns - 1
    bottom = layout.rows - 1
    return replace(
        layout,
        centres=tuple((right - x, bottom - y) for x, y in layout.centres),
        column_labels=tuple(reversed(layout.column_labels)),
        row_labels=tuple(reversed(layout.row_labels)),
    )


class _Shown(BoardStateBase):
    """What the generic view needs of a position: its (maybe turned) layout and pieces."""

    def __init__(self, layout: BoardLayout, pieces: tuple[Piece | None, ...]) -> None:
        self._layout = layout
        self._pieces = pieces

    def layout(self) -> BoardLayout:
        return self._layout

    def pieces(self) -> tuple[Piece | None, ...]:
        return self._pieces


@dataclass(frozen=True, slots=True)
class ChessScene(BoardScene):
    """A chess board's scene: what :class:`BoardScene` holds, and what only chess shows."""

    check: int | None = None
    """The square of the king in check."""
    capture_targets: frozenset[int] = frozenset()
    """The targets where the selected piece captures (ringed, not dotted)."""
    show_legal_moves: bool = True
    dragged: int | None = None
    """The square whose piece the mouse carries (drawn at :attr:`drag_at`, not there)."""
    drag_at: QPointF | None = None
    """Widget pixel of the dragged piece's centre."""
    piece_set: PieceSet = CLASSIC


class ChessDrawing(BoardDrawing):
    """Light and dark squares in the board theme's colours, coordinates on the frame, the
    pieces of the scene's piece set."""

    square_cells = True
    label_size = (0.55, 0.3)
    label_box_spans_band = True

    def paint(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        self.paint_background(painter, frame, scene)
        self.paint_cells(painter, frame, scene)
        self.paint_labels(painter, frame, scene)
        self.paint_pieces(painter, frame, scene)
        self.paint_motion(painter, frame, scene)
        self.paint_selection(painter, frame, scene)
        self.paint_hint(painter, frame, scene)
        self.paint_score_labels(painter, frame, scene)
        self.paint_cursor(painter, frame, scene)
        self.paint_dragged(painter, frame, scene)

    def paint_frame(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        band = frame.band
        board = scene.board
        outer = frame.outline(scene.layout)
        radius = 0.35 * band * frame.unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(scene.palette.board_shadow)
        painter.drawRoundedRect(outer.translated(0, max(2.0, 0.04 * frame.unit)), radius, radius)
        painter.setBrush(board.frame)
        painter.setPen(QPen(board.frame_edge, max(1.0, 0.02 * frame.unit)))
        painter.drawRoundedRect(outer, radius, radius)

    def paint_cells(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Squares; the last move, the selected piece, the hovered target, a red flash,
        and a red glow under a king in check or mated."""
        colours = scene.palette
        light, dark = scene.board.squares
        marked = QColor(170, 162, 58, 190) if colours.dark else QColor(205, 210, 106, 170)
        selected = QColor(20, 85, 30, 110)
        painter.setPen(Qt.PenStyle.NoPen)
        for cell, (x, y) in enumerate(scene.layout.centres):
            square = frame.rect(x - 0.5, y - 0.5, x + 0.5, y + 0.5)
            is_light = (chess.square_file(cell) + chess.square_rank(cell)) % 2 == 1
            painter.fillRect(square, light if is_light else dark)
            if cell in scene.last_move:
                painter.fillRect(square, marked)
            if scene.selection and cell == scene.selection[-1]:
                painter.fillRect(square, selected)
            if cell == scene.hover and cell in scene.targets:
                painter.fillRect(square, QColor(20, 85, 30, 70))
            flash = self.flash_colour(scene, cell)
            if flash is not None:
                painter.fillRect(square, flash)
        if colours.tile_edge is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colours.tile_edge, max(1.0, 0.03 * frame.unit)))
            painter.drawRect(frame.rect(-0.5, -0.5, 7.5, 7.5))
        check = scene.check if isinstance(scene, ChessScene) else None
        glowing = {*(() if check is None else (check,)), *scene.winning[:1]}
        for cell in glowing:
            x, y = scene.layout.centres[cell]
            glow = QRadialGradient(frame.point(x, y), 0.62 * frame.unit)
            glow.setColorAt(0.0, QColor(255, 0, 0, 255))
            glow.setColorAt(0.3, QColor(231, 0, 0, 255))
            glow.setColorAt(0.75, QColor(169, 0, 0, 0))
            painter.fillRect(frame.rect(x - 0.5, y - 0.5, x + 0.5, y + 0.5), glow)

    def lifted_cell(self, scene: BoardScene) -> int | None:
        """The dragged piece's square while the mouse carries it."""
        carried = isinstance(scene, ChessScene) and scene.drag_at is not None
        return scene.dragged if carried else None

    def paint_piece_at(
        self,
        painter: QPainter,
        frame: Frame,
        scene: BoardScene,
        piece: Piece,
        x: float,
        y: float,
        scale: float = 1.0,
    ) -> None:
        pieces = scene.piece_set if isinstance(scene, ChessScene) else CLASSIC
        paint_chess_piece(painter, frame.point(x, y), scale * frame.unit, piece, pieces)

    def paint_selection(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Dots on the empty squares the selected piece may go to, rings on its captures
        (the selected square itself is tinted by :meth:`paint_cells`)."""
        if not isinstance(scene, ChessScene) or not scene.show_legal_moves:
            return
        colour = QColor(20, 85, 30, 90)
        for cell in scene.targets:
            centre = frame.point(*scene.layout.centres[cell])
            if cell in scene.capture_targets:
                width = 0.09 * frame.unit
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(colour, width))
                radius = 0.5 * frame.unit - width / 2
                painter.drawEllipse(centre, radius, radius)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawEllipse(centre, 0.16 * frame.unit, 0.16 * frame.unit)

    def paint_cursor(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The keyboard cursor: a square around its cell."""
        if scene.cursor is None or scene.cursor >= len(scene.layout.centres):
            return
        x, y = scene.layout.centres[scene.cursor]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.cursor_pen(frame, scene.palette))
        painter.drawRect(frame.rect(x - 0.46, y - 0.46, x + 0.46, y + 0.46))

    def paint_dragged(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The piece the mouse carries, a little larger, over everything."""
        if not isinstance(scene, ChessScene) or scene.dragged is None or scene.drag_at is None:
            return
        piece = scene.pieces[scene.dragged]
        if piece is not None:
            paint_chess_piece(painter, scene.drag_at, 1.1 * frame.unit, piece, scene.piece_set)


def paint_chess_piece(
    painter: QPainter, centre: QPointF, unit: float, piece: Piece, pieces: PieceSet
) -> None:
    """``piece`` of the set ``pieces`` centred on the widget pixel ``centre`` in a square
    ``unit`` pixels wide."""
    side = PIECE_SCALE * unit
    pieces.paint(painter, QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), piece)


CHESS_DRAWING = "chess"
"""The drawing's key: chess from any position is drawn alike."""
register_drawing(CHESS_DRAWING, ChessDrawing)


class ChessBoardView(BoardView):
    """The chess board: chess painted, and played by mouse, as chess programs do."""

    drop_refused = pyqtSignal(int)
    """A dragged piece was dropped on this square, where it cannot go (it snapped back)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chess: ChessState | None = None
        self._flipped = False
        self.show_legal_moves = True
        """Whether the legal destinations of the selected piece are marked."""
        self.piece_set = CLASSIC
        """How the pieces look (*View > Piece set*)."""
        self._drag_from: int | None = None
        """The square whose piece the left button went down on (a drag may start)."""
        self._drag_at: QPointF | None = None
        """Where the dragged piece is drawn, once the mouse moved far enough."""
        self._press_at = QPointF()
        self._was_selected = False
        self._dropped = False
        """The last move was dropped by dragging (its piece does not slide again)."""

    # --- what the window sets ---------------------------------------------------------

    def set_position(
        self, state: BoardState, player_names: tuple[str, str], game: str = ""
    ) -> None:
        """Show the chess position ``state`` (also one from a FEN) with the chess drawing,
        turned when flipped (``game`` is ignored: chess is drawn as chess)."""
        assert isinstance(state, ChessState), "the chess board shows chess positions"
        self._chess = state
        self._drag_from = None
        self._drag_at = None
        layout = state.layout()
        shown = _Shown(flipped_layout(layout) if self._flipped else layout, tuple(state.pieces()))
        super().set_position(shown, player_names, CHESS_DRAWING)  # type: ignore[arg-type]

    def set_flipped(self, flipped: bool) -> None:
        """Put Black at the bottom (``True``) or White; keeps the selection shown."""
        if flipped == self._flipped:
            return
        self._flipped = flipped
        if self._chess is not None:
            selection, targets = self.selection, self.targets
            self.set_position(self._chess, self._player_names)
            self.set_selection(selection, targets)

    def scene(self) -> BoardScene | None:
        """The generic scene, with what the chess drawing shows besides."""
        scene = super().scene()
        position = self._chess
        if scene is None or position is None:
            return scene
        fields = {name: getattr(scene, name) for name in BoardScene.__dataclass_fields__}
        board = position.board
        captures = frozenset(
            cell
            for cell in scene.targets
            if board.piece_at(cell) is not None or cell == board.ep_square
        )
        return ChessScene(
            **fields,
            check=position.check_square(),
            capture_targets=captures,
            show_legal_moves=self.show_legal_moves,
            dragged=self._drag_from if self._drag_at is not None else None,
            drag_at=self._drag_at,
            piece_set=self.piece_set,
        )

    @property
    def flipped(self) -> bool:
        return self._flipped

    def set_piece_set(self, pieces: PieceSet) -> None:
        """Draw the pieces of ``pieces`` from now on."""
        self.piece_set = pieces
        self.update()

    def set_show_legal_moves(self, shown: bool) -> None:
        self.show_legal_moves = shown
        self.update()

    def animate(self, motion: Motion, milliseconds: int) -> None:
        """Show ``motion``; a piece the person dragged to its square is there already."""
        dropped, self._dropped = self._dropped, False
        super().animate(motion.settled() if dropped else motion, milliseconds)

    @property
    def dragging(self) -> bool:
        """Whether a piece is being dragged now."""
        return self._drag_at is not None

    # --- mouse: click-click and drag and drop -------------------------------------------

    def mousePressEvent(self, event: QMouseEvent | None) -> None:
        if self._chess is None:
            super().mousePressEvent(event)
            return
        if event is None or event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position())
        self._press_at = event.position()
        self._drag_at = None
        self._drag_from = None
        self._dropped = False
        if cell is None:
            return
        self._was_selected = bool(self.selection) and self.selection[-1] == cell
        if not self._was_selected:
            self.cell_clicked.emit(cell)  # selects the piece, or moves the selected one
        if self.selection and self.selection[-1] == cell:
            self._drag_from = cell

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        super().mouseMoveEvent(event)
        if event is None or self._drag_from is None:
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        moved = (event.position() - self._press_at).manhattanLength()
        if self._drag_at is not None or moved >= DRAG_START_PIXELS:
            self._drag_at = event.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent | None) -> None:
        if self._chess is None:
            super().mouseReleaseEvent(event)
            return
        if event is None or event.button() != Qt.MouseButton.LeftButton:
            return
        start, dragged = self._drag_from, self._drag_at is not None
        self._drag_from = None
        self._drag_at = None
        self.unsetCursor()
        self.update()
        if start is None:
            return
        cell = self.cell_at(event.position())
        if cell == start or cell is None:
            if not dragged and self._was_selected:
                self.cell_clicked.emit(start)  # a second click on the piece drops the selection
            return  # dragged back or off the board: the piece snaps back, still selected
        if cell in self.targets:
            self._dropped = dragged
            self.cell_clicked.emit(cell)
        else:
            self.flash_cell(cell)
            self.drop_refused.emit(cell)
