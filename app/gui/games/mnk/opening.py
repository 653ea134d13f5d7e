"""*Game > Opening rule* for Gomoku and Renju: free, swap and swap2 played on the board.

Under swap the opener places three stones (Black, White, Black) and the other player
chooses a colour; under swap2 the other player may instead place two more stones and
pass the choice back (:mod:`games.mnk.opening_rules`).  The stones are ordinary moves
of the game; the choice is offered in a bar of the side panel, never in a modal box.
The computer is the opener when it would have played Black, the other player when it
would have played White; its stones and its choice are worked out on a thread of its
own (:class:`~app.gui.session.errand.Errand`; the choice runs a short search) and its
reason is shown.  While the opening runs
nobody is the computer for the controller; once it is settled the computer plays the
colour it took or was left.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QAction, QActionGroup
from PyQt6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from app.gui.extensions import WindowParts
from app.gui.session.errand import Errand
from games.mnk.opening_rules import (
    BLACK,
    OPENER,
    RESPONDER,
    WHITE,
    Choice,
    Decision,
    OpeningPhase,
    OpeningRule,
    decide,
    opening_stones,
    two_more_stones,
)

OPENING_GAMES = frozenset({"gomoku", "gomoku-standard", "gomoku-renju"})
"""The games the rules apply to (five in a row on 15x15); renju offers free and swap."""


def rules_for(game: str) -> tuple[OpeningRule, ...]:
    """The opening rules ``game`` offers."""
    if game == "gomoku-renju":
        return (OpeningRule.FREE, OpeningRule.SWAP)
    return tuple(OpeningRule) if game in OPENING_GAMES else ()


class OpeningDriver(QObject):
    """Runs the chosen opening rule at the start of each game it applies to."""

    def __init__(self, window: WindowParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self.rule = OpeningRule.FREE
        self.phase: OpeningPhase | None = None
        """The opening being played (``None``: none is)."""
        self.computer: frozenset[int] = frozenset()
        """The participants (opener, responder) the computer is in this opening."""
        self._computer_colours: frozenset[int] = frozenset()
        self._ticket = 0
        self._placing = False
        """The computer's stones are being played one after another."""
        self.reason = ""
        """The computer's last reason, as shown."""
        self.menu_actions: dict[OpeningRule, QAction] = {}
        self._errand = Errand("opening")
        self._errand.done.connect(self.on_worked_out)
        self._build()

    def _build(self) -> None:
        self.group = QActionGroup(self)
        titles = {
            OpeningRule.FREE: self.tr("&Free (no opening rule)"),
            OpeningRule.SWAP: self.tr("&Swap"),
            OpeningRule.SWAP2: self.tr("Swap&2"),
        }
        for rule, title in titles.items():
            action = QAction(title, self.group)
            action.setCheckable(True)
            action.setChecked(rule is self.rule)
            action.setData(rule.value)
            self.menu_actions[rule] = action
        self.group.triggered.connect(self.on_rule_chosen)
        self.bar = QWidget()
        self.bar.setObjectName("openingBar")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons = {
            Choice.TAKE_BLACK: QPushButton(self.tr("Take &Black")),
            Choice.TAKE_WHITE: QPushButton(self.tr("Take &White")),
            Choice.PLACE_TWO: QPushButton(self.tr("Place two &more")),
        }
        row = QVBoxLayout()  # one under the other: the side panel may be narrow
        for choice, button in self.buttons.items():
            button.clicked.connect(lambda _=False, chosen=choice: self.choose(chosen))
            row.addWidget(button)
        column = QVBoxLayout(self.bar)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.status)
        column.addLayout(row)
        self.bar.hide()

    # --- the rule -----------------------------------------------------------------------

    def offer(self, game: str) -> None:
        """Show the rules ``game`` offers in the menu (none: the menu hides)."""
        offered = rules_for(game)
        for rule, action in self.menu_actions.items():
            action.setVisible(rule in offered)
        if offered and self.rule not in offered:
            self.menu_actions[OpeningRule.FREE].setChecked(True)

    def set_rule(self, rule: OpeningRule) -> None:
        self.rule = rule
        self.menu_actions[rule].setChecked(True)

    @pyqtSlot(QAction)
    def on_rule_chosen(self, action: QAction) -> None:
        self.rule = OpeningRule(action.data())
        self._window.save_settings()
        self._window.announce(
            self.tr("The opening rule applies from the next new game: {0}.").format(self.rule.value)
        )

    def rule_now(self, game: str) -> OpeningRule:
        """The rule a new game of ``game`` starts with."""
        return self.rule if self.rule in rules_for(game) else OpeningRule.FREE

    # --- an opening ---------------------------------------------------------------------

    def start(self, game: str) -> None:
        """A new game of ``game`` starts: run its opening, if the rule has one."""
        self._ticket += 1
        rule = self.rule_now(game)
        controller = self._window.controller
        if rule is OpeningRule.FREE or controller.moves:
            self.phase = None
            self.bar.hide()
            return
        colours = controller.computer_players
        if len(colours) == 2:  # the computer against itself: no one to swap with
            self.phase = None
            self.bar.hide()
            return
        self._computer_colours = colours
        self.computer = frozenset(OPENER if colour == BLACK else RESPONDER for colour in colours)
        self.phase = OpeningPhase.start(rule)
        self.reason = ""
        controller.set_computer_players(())
        self.bar.show()
        self._advance()

    @property
    def running(self) -> bool:
        return self.phase is not None and not self.phase.settled

    def on_position_changed(self, stones: tuple[int, ...]) -> None:
        """The game's stones now (in order): an opening stone played, or taken back."""
        phase = self.phase
        if phase is None or phase.settled or stones == phase.stones:
            return
        if stones[: len(phase.stones)] == phase.stones and len(stones) == len(phase.stones) + 1:
            self.phase = phase.place(stones[-1])
        else:  # taken back: the opening from the stones still on the board
            self._ticket += 1
            rebuilt = OpeningPhase.start(phase.rule)
            for cell in stones:
                if rebuilt.chooser is not None:
                    rebuilt = rebuilt.choose(Choice.PLACE_TWO)  # only that places more
                rebuilt = rebuilt.place(cell)
            self.phase = rebuilt
        if not self._placing:
            self._advance()

    def refusal(self) -> str | None:
        """Why the person may not place a stone now (``None``: they may)."""
        phase = self.phase
        if phase is None or phase.settled:
            return None
        if phase.chooser is not None:
            if phase.chooser in self.computer:
                return self.tr("Wait: the computer chooses its colour.")
            return self.tr("Choose a colour first, in the panel.")
        if phase.placer() in self.computer:
            return self.tr("Wait: the computer places the opening stones.")
        return None

    @pyqtSlot()
    def choose(self, choice: Choice) -> None:
        """The person's choice from the bar."""
        phase = self.phase
        if phase is None or phase.chooser is None or phase.chooser in self.computer:
            return
        self.phase = phase.choose(choice)
        self._advance()

    def _advance(self) -> None:
        phase = self.phase
        if phase is None:
            return
        for button in self.buttons.values():
            button.setVisible(False)
        state = self._window.controller.state
        if phase.settled:
            self._settle(phase)
        elif phase.chooser is not None:
            if phase.chooser in self.computer:
                self._status(self.tr("The computer chooses its colour…"))
                self._work(lambda: decide(phase, state))  # type: ignore[arg-type]
            else:
                self._status(self._choose_text(phase))
                for choice in phase.choices():
                    self.buttons[choice].setVisible(True)
        elif phase.placer() in self.computer:
            self._status(self.tr("The computer places its stones…"))
            if len(phase.stones) == 0:
                self._work(lambda: opening_stones(state))  # type: ignore[arg-type]
            else:
                self._work(lambda: two_more_stones(state))  # type: ignore[arg-type]
        else:
            colour = self.tr("Black") if len(phase.stones) % 2 == 0 else self.tr("White")
            self._status(
                self.tr("{0}: place opening stone {1} ({2}).").format(
                    phase.rule.value, len(phase.stones) + 1, colour
                )
            )

    def _choose_text(self, phase: OpeningPhase) -> str:
        if len(phase.choices()) == 3:
            return self.tr("{0}: take Black, take White, or place two more stones.").format(
                phase.rule.value
            )
        return self.tr("{0}: take Black or White.").format(phase.rule.value)

    def _status(self, text: str) -> None:
        shown = text if not self.reason else f"{self.reason}<br>{text}"
        self.status.setText(shown)

    def _work(self, task: Callable[[], object]) -> None:
        self._errand.run(self._ticket, task)

    @pyqtSlot(int, object)
    def on_worked_out(self, ticket: int, result: object) -> None:
        if ticket != self._ticket or self.phase is None:
            return  # a game left since
        if isinstance(result, tuple):
            controller = self._window.controller
            self._placing = True
            try:
                for cell in result:
                    controller.play_move(cell)  # each stone advances the phase
            finally:
                self._placing = False
            self._advance()
            return
        assert isinstance(result, Decision)
        self.reason = result.reason
        self._window.announce(self.reason)
        self.phase = self.phase.choose(result.choice)
        self._advance()

    def _settle(self, phase: OpeningPhase) -> None:
        black = phase.black
        colours = frozenset(
            BLACK if participant == black else WHITE for participant in self.computer
        )
        self.bar.hide()
        self._window.controller.set_computer_players(colours)
        names = self._window.controller.spec.player_names
        if colours:
            who = self.tr("The computer plays {0}.").format(names[next(iter(colours))])
        else:
            who = ""
        self._window.announce(f"{self.reason} {who}".strip())
