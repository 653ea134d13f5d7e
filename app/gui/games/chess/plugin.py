"""The chess plug-in: the chess board, clocks, promotion chooser, PGN and FEN, the UCI
engine menu and the tablebases folder, given to the window through the extension API.

The parts are :mod:`~app.gui.games.chess.board` (the board widget),
:mod:`~app.gui.games.chess.features` (menus, clocks, the chooser, the evaluation bar),
:mod:`~app.gui.games.chess.files` (PGN and FEN), :mod:`~app.gui.games.chess.engine_menu`,
:mod:`~app.gui.games.chess.tablebases` and :mod:`~app.gui.games.chess.chess960` (*Games >
Chess960…*); this module hands them to the window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import chess
from PyQt6.QtCore import QCoreApplication

from app.gui.board.view import BoardView
from app.gui.extensions import (
    GamePlugin,
    Palette,
    RememberedSetting,
    SoundEvent,
    WindowParts,
    read_flag,
    shown,
)
from app.gui.games.chess.board import ChessBoardView
from app.gui.games.chess.chess960 import Chess960Menu
from app.gui.games.chess.clock import NO_CLOCK, parse_time_control, time_control_text
from app.gui.games.chess.engine_menu import EngineMenu
from app.gui.games.chess.evaluation_bar import ChessEvaluationBar
from app.gui.games.chess.features import ChessFeatures
from app.gui.games.chess.files import ChessTextFormat, san_texts, start_ply
from app.gui.games.chess.piece_set_menu import PIECE_SET, PieceSetMenu, read_piece_set
from app.gui.games.chess.piece_sets import CLASSIC
from app.gui.games.chess.tablebases import TablebaseFolder
from app.gui.session.controller import GameController
from app.services.analysis_lines import chess_score_text
from engine.player import Level
from games.base import BoardState
from games.chess.rules import ChessState

translate = QCoreApplication.translate

SHOW_LEGAL_MOVES = "view/show_legal_moves"
EVALUATION_BAR = "view/evaluation_bar"
FLIP_BOARD = "chess/flip_board"
TIME_CONTROL = "chess/time_control"
UCI_ENGINES = "engines/uci"
TABLEBASES = "computer/tablebases"


def _time_control(raw: object) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"{shown(raw)} is no time control")
    parse_time_control(raw)
    return raw


def _commands(raw: object) -> tuple[str, ...]:
    """A stored list of command lines (QSettings reads one item as a plain string and
    none as an empty string or nothing)."""
    if raw is None or raw == "":
        return ()
    if isinstance(raw, str):
        return (raw,)
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        return tuple(raw)
    raise ValueError(f"{shown(raw)} is no list of engine commands")


def _folder(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    raise ValueError(f"{shown(raw)} is no folder name")


class ChessPlugin(GamePlugin):
    """Chess as chess programs show it (see the module's parts)."""

    remembered: ClassVar[tuple[RememberedSetting, ...]] = (
        RememberedSetting(SHOW_LEGAL_MOVES, True, read_flag),
        RememberedSetting(EVALUATION_BAR, True, read_flag),
        RememberedSetting(FLIP_BOARD, False, read_flag),
        RememberedSetting(TIME_CONTROL, NO_CLOCK, _time_control),
        RememberedSetting(UCI_ENGINES, (), _commands, list),
        RememberedSetting(TABLEBASES, "", _folder),
        RememberedSetting(PIECE_SET, CLASSIC.name, read_piece_set),
    )
    text_format = ChessTextFormat()

    def __init__(self) -> None:
        super().__init__()
        self.board = ChessBoardView()
        self._features: ChessFeatures | None = None
        self._engine_menu: EngineMenu | None = None
        self._tablebases: TablebaseFolder | None = None
        self._chess960: Chess960Menu | None = None
        self._evaluation: ChessEvaluationBar | None = None
        self._piece_sets: PieceSetMenu | None = None

    def install(self, window: WindowParts) -> None:
        self._features = ChessFeatures(window, self.board)
        self._evaluation = ChessEvaluationBar(window, self)
        self._engine_menu = EngineMenu(window, self.board, self)
        self._tablebases = TablebaseFolder(window, self)
        self._chess960 = Chess960Menu(window)
        self._chess960.connect()
        self._piece_sets = PieceSetMenu(window, self.board)
        self._features.connect()
        self._evaluation.connect()
        self._engine_menu.connect()
        self._tablebases.connect()

    @property
    def features(self) -> ChessFeatures:
        """The chess menus, clocks and chooser (once installed)."""
        assert self._features is not None, "the plug-in is not installed"
        return self._features

    @property
    def evaluation(self) -> ChessEvaluationBar:
        """View > *Evaluation bar* and what feeds the bar (once installed)."""
        assert self._evaluation is not None, "the plug-in is not installed"
        return self._evaluation

    @property
    def piece_sets(self) -> PieceSetMenu:
        """View > *Piece set* (once installed)."""
        assert self._piece_sets is not None, "the plug-in is not installed"
        return self._piece_sets

    @property
    def engine_menu(self) -> EngineMenu:
        assert self._engine_menu is not None, "the plug-in is not installed"
        return self._engine_menu

    @property
    def tablebases(self) -> TablebaseFolder:
        assert self._tablebases is not None, "the plug-in is not installed"
        return self._tablebases

    @property
    def chess960(self) -> Chess960Menu:
        """*Games > Chess960…* (once installed)."""
        assert self._chess960 is not None, "the plug-in is not installed"
        return self._chess960

    def board_view(self) -> BoardView:
        return self.board

    def set_active(self, active: bool) -> None:
        super().set_active(active)
        self.features.set_active(active)
        self.evaluation.active = active
        self.engine_menu.active = active
        self.piece_sets.set_active(active)

    def set_palette(self, palette: Palette) -> None:
        self.features.show_clocks()

    def restore(self, values: Mapping[str, Any]) -> str:
        features = self.features
        features.show_legal.setChecked(values[SHOW_LEGAL_MOVES])
        self.evaluation.toggle.setChecked(values[EVALUATION_BAR])
        features.flip.setChecked(values[FLIP_BOARD])
        features.remember_time_control(parse_time_control(values[TIME_CONTROL]))
        self.engine_menu.uci_engines = values[UCI_ENGINES]
        self.piece_sets.choose(values[PIECE_SET])
        return self.tablebases.restore(values[TABLEBASES])

    def values_to_remember(self) -> dict[str, Any]:
        features = self.features
        return {
            SHOW_LEGAL_MOVES: features.show_legal.isChecked(),
            EVALUATION_BAR: self.evaluation.toggle.isChecked(),
            FLIP_BOARD: features.flip.isChecked(),
            TIME_CONTROL: time_control_text(features.time_control),
            UCI_ENGINES: self.engine_menu.uci_engines,
            TABLEBASES: self.tablebases.folder,
            PIECE_SET: self.piece_sets.chosen,
        }

    def choose_move(self, move: Any) -> bool:
        return self.features.ask_choice(move)

    def plan_level(self, level: Level) -> Level:
        return self.features.plan_level(level)

    def move_sound(self, before: BoardState, after: BoardState, move: Any) -> SoundEvent | None:
        """Check when the move gives check, else a capture when it takes (en passant too);
        ``None`` (the generic rule) for a draw claim."""
        if not (isinstance(before, ChessState) and isinstance(after, ChessState)):
            return None
        if not isinstance(move, chess.Move):
            return None
        if after.check_square() is not None:
            return SoundEvent.CHECK
        return SoundEvent.CAPTURE if before.board.is_capture(move) else SoundEvent.MOVE

    def first_player_score_text(self, score: int) -> str | None:
        """Pawns and mates from White's point of view (``+0.35``, ``#3``)."""
        return chess_score_text(score)

    def score_view(self) -> str:
        return translate("ChessPlugin", "White's")

    def score_legend(self) -> str:
        return translate(
            "ChessPlugin", "White's point of view: + is good for White, #N White mates in N moves"
        )

    def move_texts(self, controller: GameController) -> tuple[Sequence[str], Sequence[str], int]:
        """The moves in SAN, numbered from the start position's move number."""
        moves, undone = san_texts(controller)
        return moves, undone, start_ply(controller)
