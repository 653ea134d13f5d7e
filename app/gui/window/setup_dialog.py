"""*Game > Set up position…*: place and remove pieces by hand, choose who moves, and play
(or analyse) from there, in every game.

The editor works on any arrangement, legal or not; the game itself judges it
(``position_text`` writes the pieces as the game's position text, ``GameSpec.from_position``
reads it back with one clear message for what is wrong).  The text is shown and may be
edited too: for chess it is the FEN, where castling rights and the en passant square are
set.  The dialog is window-modal and never blocks the caller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.gui import style
from app.gui.board.themes import BoardLooks
from app.gui.board.view import BoardView
from app.gui.session.controller import GameController
from app.gui.texts import game_title, said, side_name
from engine.game_api import Player
from games.base import BoardLayout, BoardState, BoardStateBase, GameSpec, Piece

translate = QCoreApplication.translate


class _Arranged(BoardStateBase):
    """Pieces on a board, legal or not: what the editor's board shows."""

    def __init__(self, layout: BoardLayout, pieces: Sequence[Piece | None]) -> None:
        self._layout = layout
        self._pieces = tuple(pieces)

    def layout(self) -> BoardLayout:
        return self._layout

    def pieces(self) -> tuple[Piece | None, ...]:
        return self._pieces


def palette_pieces(spec: GameSpec) -> tuple[Piece, ...]:
    """The pieces a person may place in ``spec``'s game: those of its start position (the
    first player's first, each in the order it first stands there), or each player's stone
    when it starts empty."""
    found = list(dict.fromkeys(p for p in spec.new_state().pieces() if p is not None))
    if not found:
        return (Piece(0), Piece(1))
    kinds = list(dict.fromkeys(piece.kind for piece in found))
    return tuple(sorted(found, key=lambda piece: (piece.owner, kinds.index(piece.kind))))


def piece_name(spec: GameSpec, piece: Piece) -> str:
    """``White king``, ``Red stone``; ``Hound`` where the player is named by the piece."""
    player = spec.player_names[piece.owner]
    kind = said(piece.kind.capitalize())
    if piece.kind in player.lower():
        return kind
    return translate("SetupDialog", "{piece} ({side})").format(
        piece=kind, side=side_name(spec, piece.owner)
    )


class SetupDialog(QDialog):
    """Arrange a position of ``spec``'s game, starting from ``state``."""

    def __init__(self, spec: GameSpec, state: BoardState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._template = spec.new_state()
        self.setWindowTitle(
            translate("SetupDialog", "Set up a position: {}").format(game_title(spec))
        )
        self._layout = self._template.layout()
        self.pieces: list[Piece | None] = list(state.pieces())
        self.board = BoardView()
        self.board.setAccessibleName(translate("SetupDialog", "Position being set up"))
        self.board.setMinimumSize(360, 320)
        self.board.set_clickable(range(len(self.pieces)))
        self.palette = palette_pieces(spec)
        self.tools = QButtonGroup(self)
        tool_column = QVBoxLayout()
        for index, piece in enumerate(self.palette):
            button = QRadioButton(piece_name(spec, piece))
            self.tools.addButton(button, index)
            tool_column.addWidget(button)
        eraser = QRadioButton(translate("SetupDialog", "&Empty (remove a piece)"))
        self.eraser_id = len(self.palette)
        """The palette's id of the eraser: a click empties the cell."""
        self.tools.addButton(eraser, self.eraser_id)
        tool_column.addWidget(eraser)
        tool_column.addStretch(1)
        first = self.tools.button(0)
        if first is not None:
            first.setChecked(True)
        self.to_move = QComboBox()
        self.to_move.addItems([side_name(spec, player) for player in (0, 1)])
        self.to_move.setCurrentIndex(state.to_move)
        self.text = QLineEdit()
        self.text.setAccessibleName(translate("SetupDialog", "Position text"))
        self.text.setToolTip(
            translate("SetupDialog", "The position as text (chess: FEN); edit it and press Enter")
        )
        self.message = QLabel()
        self.message.setObjectName("errorLine")
        self.message.setWordWrap(True)
        self.clear_button = QPushButton(translate("SetupDialog", "&Clear board"))
        self.start_button = QPushButton(translate("SetupDialog", "&Start position"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(translate("SetupDialog", "&Play from here"))
        side = QVBoxLayout()
        side.addWidget(QLabel(translate("SetupDialog", "Place:")))
        side.addLayout(tool_column)
        form = QFormLayout()
        form.addRow(translate("SetupDialog", "To &move:"), self.to_move)
        side.addLayout(form)
        side.addWidget(self.clear_button)
        side.addWidget(self.start_button)
        row = QHBoxLayout()
        row.addWidget(self.board, 1)
        row.addLayout(side)
        column = QVBoxLayout(self)
        column.addLayout(row, 1)
        column.addWidget(QLabel(translate("SetupDialog", "Position:")))
        column.addWidget(self.text)
        column.addWidget(self.message)
        column.addWidget(self.buttons)
        self.chosen: GameSpec | None = None
        """The game from the position, while the position is legal."""
        self.board.cell_clicked.connect(self.on_cell_clicked)
        self.to_move.currentIndexChanged.connect(self._refresh)
        self.text.editingFinished.connect(self.on_text_edited)
        self.clear_button.clicked.connect(self.on_clear)
        self.start_button.clicked.connect(self.on_start)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._refresh()

    # --- editing ----------------------------------------------------------------------

    def place(self, cell: int, piece: Piece | None) -> None:
        """Put ``piece`` on ``cell`` (``None``: empty it)."""
        self.pieces[cell] = piece
        self._refresh()

    def selected_piece(self) -> Piece | None:
        """The palette's choice (``None``: the eraser)."""
        index = self.tools.checkedId()
        return self.palette[index] if 0 <= index < len(self.palette) else None

    @pyqtSlot(int)
    def on_cell_clicked(self, cell: int) -> None:
        """Place the chosen piece; a click on the same piece again takes it off."""
        piece = self.selected_piece()
        self.place(cell, None if self.pieces[cell] == piece else piece)

    @pyqtSlot()
    def on_clear(self) -> None:
        self.pieces = [None] * len(self.pieces)
        self._refresh()

    @pyqtSlot()
    def on_start(self) -> None:
        self.pieces = list(self._template.pieces())
        self.to_move.setCurrentIndex(self._template.to_move)
        self._refresh()

    @pyqtSlot()
    def on_text_edited(self) -> None:
        """Take the pieces and the side from an edited text (when the game can read it)."""
        text = self.text.text().strip()
        if text == self._position_text():
            return
        try:
            spec = self.spec.from_position(text)
        except ValueError as error:
            self.chosen = None
            self.message.setText(translate("SetupDialog", "Not a position: {}.").format(error))
            self._enable_ok()
            return
        state = spec.new_state()
        self.pieces = list(state.pieces())
        self.to_move.blockSignals(True)
        self.to_move.setCurrentIndex(state.to_move)
        self.to_move.blockSignals(False)
        self._show(self._position_text(), spec)

    # --- checking ---------------------------------------------------------------------

    def _position_text(self) -> str:
        side: Player = self.to_move.currentIndex()
        return self._template.position_text(self.pieces, side) or ""

    def _refresh(self) -> None:
        text = self._position_text()
        try:
            spec = self.spec.from_position(text)
        except ValueError as error:
            self._show(
                text,
                None,
                translate("SetupDialog", "Not yet a position to play: {}.").format(error),
            )
        else:
            self._show(text, spec)

    def _show(self, text: str, spec: GameSpec | None, problem: str = "") -> None:
        self.chosen = spec
        if spec is not None:  # the game's own text (chess: castling rights cleaned)
            text = spec.new_state().to_text()
            side = side_name(self.spec, spec.new_state().to_move)
            problem = translate("SetupDialog", "Ready: {} to move.").format(side)
        self.text.setText(text)
        self.message.setText(problem)
        self.message.setObjectName("" if spec is not None else "errorLine")
        message_style = self.message.style()
        if message_style is not None:  # the error colour follows the object name
            message_style.unpolish(self.message)
            message_style.polish(self.message)
        self.board.set_position(
            _Arranged(self._layout, self.pieces), self.spec.player_names, self.spec.family
        )
        self._enable_ok()

    def _enable_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self.chosen is not None)


class PositionSetup(QObject):
    """Opens the editor for the game being played and starts the game set up there."""

    def __init__(
        self,
        controller: GameController,
        parent: QWidget,
        looks: Callable[[], tuple[style.Palette, BoardLooks]],
    ) -> None:
        """``looks`` gives the palette and the board looks the window paints with now."""
        super().__init__(parent)
        self._controller = controller
        self._parent = parent
        self._looks = looks
        self.dialog: SetupDialog | None = None
        """The open editor, if any (tests answer it)."""

    @pyqtSlot()
    def open(self) -> None:
        controller = self._controller
        base = controller.spec
        self.dialog = SetupDialog(base, controller.state, self._parent)
        palette, looks = self._looks()
        self.dialog.board.set_palette(palette)
        self.dialog.board.set_looks(looks)
        self.dialog.accepted.connect(self.on_accepted)
        self.dialog.open()

    @pyqtSlot()
    def on_accepted(self) -> None:
        dialog = self.dialog
        if dialog is not None and dialog.chosen is not None:
            self._controller.new_game(dialog.chosen)
