"""The m,n,k games' plug-in: renju's forbidden points crossed on the board, and the
opening rules of Gomoku and Renju (:mod:`.opening`), RIF's proposals for the 5th stone
drawn on the board (:mod:`.proposals`) and an opening in progress kept in saved games."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from PyQt6.QtGui import QAction, QPainter, QPaintEvent
from PyQt6.QtWidgets import QMenu

from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin, RememberedSetting, WindowParts
from app.gui.games.mnk.opening import OpeningDriver, rules_for
from app.gui.games.mnk.proposals import paint_proposals
from games.base import BoardState
from games.mnk.opening_rules import OpeningRule
from games.mnk.renju import RenjuState

if TYPE_CHECKING:
    from app.gui.session.controller import GameController

OPENING_RULE = "gomoku/opening_rule"
"""The settings key of the opening rule."""
OPENING_EXTRA = "opening"
"""The name of the opening in progress among a saved game's extras."""


def _rule(raw: object) -> str:
    """A stored opening rule's name; raises ``ValueError`` for an unknown one."""
    return OpeningRule(str(raw)).value


class ForbiddenPointsBoard(BoardView):
    """The generic board, with Black's forbidden points crossed in a renju game and RIF's
    proposals for the 5th stone shown."""

    proposals: tuple[int, ...] = ()

    def forbidden_cells(self, state: BoardState) -> tuple[int, ...]:
        """Renju's forbidden points for the side to move that are no legal move (none once
        the game is over)."""
        if not isinstance(state, RenjuState) or state.outcome() is not None:
            return ()
        legal = {cell for move in state.legal_moves() for cell in state.move_cells(move)}
        return tuple(point.cell for point in state.forbidden_points() if point.cell not in legal)

    def set_proposals(self, cells: tuple[int, ...]) -> None:
        """Show RIF's proposals for the 5th stone on ``cells`` (``()``: none)."""
        self.proposals = tuple(cells)
        self.update()

    def paintEvent(self, event: QPaintEvent | None) -> None:
        super().paintEvent(event)
        if self.proposals and self.scene() is not None:
            painter = QPainter(self)
            paint_proposals(painter, self, self.proposals)
            painter.end()


class MnkPlugin(GamePlugin):
    """Gomoku and renju on the generic board, renju's forbidden points marked, and the
    opening rules (*Game > Opening rule*)."""

    remembered: ClassVar[tuple[RememberedSetting, ...]] = (
        RememberedSetting(OPENING_RULE, OpeningRule.FREE.value, _rule),
    )

    def __init__(self) -> None:
        super().__init__()
        self.board = ForbiddenPointsBoard()
        self.opening: OpeningDriver | None = None
        self.opening_menu_action: QAction | None = None
        self._window: WindowParts | None = None

    def board_view(self) -> BoardView:
        return self.board

    def install(self, window: WindowParts) -> None:
        self._window = window
        self.opening = OpeningDriver(window, self)
        self.opening.proposals_shown.connect(self.board.set_proposals)
        places = window.menu_places
        self.opening_menu = QMenu(self.tr("Opening &rule"), places.game)
        self.opening_menu.addActions(self.opening.group.actions())
        self.opening_menu_action = places.game.insertMenu(places.anchors["copy"], self.opening_menu)
        window.add_panel_widget(self.opening.bar)
        window.controller.game_started.connect(self._on_game_started)
        window.controller.state_changed.connect(self._on_state_changed)

    def set_active(self, active: bool) -> None:
        super().set_active(active)
        if self._window is not None and self.opening_menu_action is not None:
            offered = bool(rules_for(self._window.controller.spec.name)) and active
            self.opening_menu_action.setVisible(offered)

    def _on_game_started(self) -> None:
        if self.opening is None or self._window is None:
            return
        game = self._window.controller.spec.name
        self.opening.offer(game)
        self.opening.start(game if self.active else "")

    def _on_state_changed(self) -> None:
        if self.opening is not None and self._window is not None and self.active:
            self.opening.on_position_changed(tuple(self._window.controller.moves))

    def choose_move(self, move: Any) -> bool:
        """During an opening, a stone the person may not place now is refused, and RIF's
        proposals for the 5th stone are taken."""
        return self.opening is not None and self.opening.on_click(move)

    def turn_words(self, controller: GameController) -> str | None:
        """While an opening rule runs, what it waits for instead of whose move it is."""
        opening = self.opening
        return opening.instruction if opening is not None and opening.running else None

    def saved_extras(self) -> dict[str, Any]:
        """The opening in progress, if any."""
        opening = {} if self.opening is None else self.opening.saved()
        return {OPENING_EXTRA: opening} if opening else {}

    def open_extras(self, extras: Mapping[str, Any]) -> str:
        """Go on with the opening the game was saved in (if any)."""
        if self.opening is None or OPENING_EXTRA not in extras:
            return ""
        return self.opening.resume(extras[OPENING_EXTRA])

    def restore(self, values: Any) -> str:
        """The remembered rule; the window's first game, not begun yet, opens by it."""
        if self.opening is not None:
            self.opening.set_rule(OpeningRule(values[OPENING_RULE]))
            if self.active and self._window is not None and not self._window.controller.moves:
                self.opening.start(self._window.controller.spec.name)
        return ""

    def values_to_remember(self) -> dict[str, Any]:
        rule = OpeningRule.FREE if self.opening is None else self.opening.rule
        return {OPENING_RULE: rule.value}
