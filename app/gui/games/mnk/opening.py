"""*Game > Opening rule* for Gomoku and Renju: free, swap, swap2 and RIF's played on the board.

Under swap the opener places three stones (Black, White, Black) and the other player
chooses a colour; under swap2 the other player may instead place two more stones and
pass the choice back; under RIF (renju) the first three stones keep near the centre,
White places the 4th, Black proposes two points for the 5th and White picks one
(:mod:`games.mnk.opening_rules`).  The stones are ordinary moves of the game; the
choices are offered in a bar of the side panel, never in a modal box, and RIF's
proposals are drawn on the board (:attr:`OpeningDriver.proposals_shown`).
The computer is the opener when it would have played Black, the other player when it
would have played White; its stones and its choices are worked out on a thread of its
own (:class:`~app.gui.session.errand.Errand`; the choices run short searches) and its
reason is shown.  While the opening runs nobody is the computer for the controller;
once it is settled the computer plays the colour it took or was left.  An opening in
progress rides in the saved game (:meth:`OpeningDriver.saved`, :meth:`OpeningDriver.resume`)
and goes on where it stood when the game is opened again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot
from PyQt6.QtGui import QAction, QActionGroup
from PyQt6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from app.gui.extensions import WindowParts
from app.gui.games.mnk.opening_words import opening_words
from app.gui.session.errand import Errand
from app.gui.texts import said
from games.mnk.opening_rules import (
    BLACK,
    OPENER,
    RESPONDER,
    WHITE,
    Choice,
    Decision,
    OpeningError,
    OpeningPhase,
    OpeningRule,
    decide,
    opening_stones,
    two_more_stones,
)
from games.mnk.opening_saves import SavedOpening
from games.mnk.rif import Placement, fourth_stone, pick_fifth, propose_fifth, rif_opening_stones
from games.mnk.rules import MnkState

OPENING_GAMES = frozenset({"gomoku", "gomoku-standard", "gomoku-renju"})
"""The games the rules apply to (five in a row on 15x15); renju offers free, swap and RIF."""
RULE_NAMES = {OpeningRule.RIF: "RIF"}
"""How a rule is named in the panel where its name is not its value."""


def rules_for(game: str) -> tuple[OpeningRule, ...]:
    """The opening rules ``game`` offers."""
    if game == "gomoku-renju":
        return (OpeningRule.FREE, OpeningRule.SWAP, OpeningRule.RIF)
    if game in OPENING_GAMES:
        return (OpeningRule.FREE, OpeningRule.SWAP, OpeningRule.SWAP2)
    return ()


def synced(phase: OpeningPhase, stones: tuple[int, ...]) -> OpeningPhase:
    """``phase`` with the game's ``stones`` now: one more placed, or some taken back.
    Raises :class:`OpeningError` for a stone the rule refuses."""
    if stones == phase.stones:
        return phase
    if stones[: len(phase.stones)] == phase.stones and len(stones) == len(phase.stones) + 1:
        return phase.place(stones[-1])
    return phase.rewound(stones)


class OpeningDriver(QObject):
    """Runs the chosen opening rule at the start of each game it applies to."""

    proposals_shown = pyqtSignal(object)
    """The points proposed for RIF's 5th stone, to draw on the board (``()``: none)."""

    def __init__(self, window: WindowParts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self.rule = OpeningRule.FREE
        self.phase: OpeningPhase | None = None
        """The opening being played (``None``: none is)."""
        self.computer: frozenset[int] = frozenset()
        """The participants (opener, responder) the computer is in this opening."""
        self._ticket = 0
        self._placing = False
        """The computer's stones are being played one after another."""
        self.reason = ""
        """The computer's last reason, as shown."""
        self.instruction = ""
        """What the opening waits for now, as the panel bar says it."""
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
            OpeningRule.RIF: self.tr("&RIF (two proposals for the 5th stone)"),
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
        self.pick_buttons = (QPushButton(), QPushButton())
        """RIF: pick Black's first or second proposal as the 5th stone."""
        row = QVBoxLayout()  # one under the other: the side panel may be narrow
        for choice, button in self.buttons.items():
            button.clicked.connect(lambda _=False, chosen=choice: self.choose(chosen))
            row.addWidget(button)
        for number, button in enumerate(self.pick_buttons):
            button.clicked.connect(lambda _=False, index=number: self.pick(index))
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
            self.tr("The opening rule applies from the next new game: {0}.").format(
                _name(self.rule)
            )
        )

    def rule_now(self, game: str) -> OpeningRule:
        """The rule a new game of ``game`` starts with."""
        return self.rule if self.rule in rules_for(game) else OpeningRule.FREE

    # --- an opening ---------------------------------------------------------------------

    def start(self, game: str) -> None:
        """A new game of ``game`` starts: run its opening, if the rule has one."""
        rule = self.rule_now(game)
        colours = self._window.controller.computer_players
        if rule is OpeningRule.FREE or self._window.controller.moves or len(colours) == 2:
            self._stop()  # the computer against itself has no one to swap with
            return
        computer = frozenset(OPENER if colour == BLACK else RESPONDER for colour in colours)
        self._begin(OpeningPhase.start(rule), computer, "")

    def _begin(self, phase: OpeningPhase, computer: frozenset[int], reason: str) -> None:
        self._ticket += 1
        self.phase, self.computer, self.reason = phase, computer, reason
        self._window.controller.set_computer_players(())
        self.bar.show()
        self._advance()

    def _stop(self) -> None:
        self._ticket += 1
        self.phase = None
        self.bar.hide()
        self.proposals_shown.emit(())

    @property
    def running(self) -> bool:
        return self.phase is not None and not self.phase.settled

    def saved(self) -> dict[str, Any]:
        """The opening for a saved game (``{}``: none runs), in step with the game's
        stones even before :meth:`on_position_changed` hears of the last one."""
        controller = self._window.controller
        if self.phase is None or self.phase.settled:
            return {}
        try:
            phase = synced(self.phase, tuple(controller.moves))
        except OpeningError:
            return {}
        if phase.settled:
            return {}
        return SavedOpening(phase, self.computer, self.reason).to_json(controller.state.move_text)

    def resume(self, document: object) -> str:
        """Go on with the saved opening ``document`` in the game just opened; ``""``, or
        why it could not be read (the game then goes on without it)."""
        controller = self._window.controller
        empty = controller.spec.new_state()
        try:
            saved = SavedOpening.from_json(document, controller.moves, empty.parse_move)
            if saved.phase.rule not in rules_for(controller.spec.name):
                raise OpeningError(f"{controller.spec.name} has no {saved.phase.rule.value} rule")
        except OpeningError as error:
            self._stop()
            return self.tr(
                "The game opened without its opening rule, which could not be read: {0}"
            ).format(error)
        self._begin(saved.phase, saved.computer, saved.reason)
        return ""

    def on_position_changed(self, stones: tuple[int, ...]) -> None:
        """The game's stones now (in order): an opening stone played, or taken back."""
        phase = self.phase
        if phase is None or phase.settled or stones == phase.stones:
            return
        if stones[: len(phase.stones)] != phase.stones:
            self._ticket += 1  # taken back: what the computer was working out is stale
        try:
            self.phase = synced(phase, stones)
        except OpeningError as error:  # a stone from elsewhere than the board's clicks
            self._stop()
            self._window.announce(self.tr("The opening rule was left: {0}.").format(error))
            return
        if not self._placing:
            self._advance()

    def on_click(self, cell: int) -> bool:
        """The person clicked ``cell`` during the opening: ``True`` when it is no stone to
        play now (refused with why, or taken as RIF's proposal); ``False``: play it."""
        phase = self.phase
        if phase is None or phase.settled:
            return False
        refusal = self._refusal(phase, cell)
        if refusal is not None:
            self._window.refuse(refusal)
            return True
        if phase.proposer() is not None:
            self.phase = phase.propose(cell)
            self._advance()
            return True
        return False

    def _refusal(self, phase: OpeningPhase, cell: int) -> str | None:
        """Why the person may not place a stone (or RIF's proposal) on ``cell`` now."""
        if phase.chooser is not None:
            if phase.chooser in self.computer:
                return self.tr("Wait: the computer chooses its colour.")
            return self.tr("Choose a colour first, in the panel.")
        waiting = (
            (phase.placer(), self.tr("Wait: the computer places the opening stones.")),
            (phase.proposer(), self.tr("Wait: the computer proposes the 5th stone.")),
            (phase.picker(), self.tr("Wait: the computer picks the 5th stone.")),
        )
        for participant, wait in waiting:
            if participant is not None and participant in self.computer:
                return wait
        try:
            if phase.proposer() is not None:
                phase.propose(cell)
            else:
                phase.place(cell)
        except OpeningError as error:
            return self.tr("Not there: {0}.").format(opening_words(str(error)))
        return None

    @pyqtSlot()
    def choose(self, choice: Choice) -> None:
        """The person's choice from the bar."""
        phase = self.phase
        if phase is None or phase.chooser is None or phase.chooser in self.computer:
            return
        self.phase = phase.choose(choice)
        self._advance()

    def pick(self, index: int) -> None:
        """The person picks Black's proposal number ``index`` (0 or 1) as the 5th stone."""
        phase = self.phase
        if phase is None or phase.picker() is None or phase.picker() in self.computer:
            return
        self._window.controller.play_move(phase.proposals[index])

    def _advance(self) -> None:
        phase = self.phase
        if phase is None:
            return
        for button in (*self.buttons.values(), *self.pick_buttons):
            button.setVisible(False)
        self.proposals_shown.emit(phase.proposals)
        if phase.settled:
            self._settle(phase)
        elif phase.chooser is not None:
            self._ask_choice(phase)
        elif phase.proposer() is not None or phase.picker() is not None:
            self._ask_fifth(phase)
        else:
            self._ask_stone(phase)

    def _ask_choice(self, phase: OpeningPhase) -> None:
        if phase.chooser in self.computer:
            state = self._window.controller.state
            self._status(self.tr("The computer chooses its colour…"))
            self._work(lambda: decide(phase, state))  # type: ignore[arg-type]
            return
        self._status(self._choose_text(phase))
        for choice in phase.choices():
            self.buttons[choice].setVisible(True)

    def _ask_fifth(self, phase: OpeningPhase) -> None:
        state = self._window.controller.state
        proposer = phase.proposer()
        if proposer is not None:
            if proposer in self.computer:
                self._status(self.tr("The computer proposes two points for the 5th stone…"))
                self._work(lambda: propose_fifth(phase, state))  # type: ignore[arg-type]
            else:
                self._status(
                    self.tr("RIF: propose point {0} of 2 for Black's 5th stone.").format(
                        len(phase.proposals) + 1
                    )
                )
            return
        if phase.picker() in self.computer:
            self._status(self.tr("The computer picks one of the two proposals…"))
            self._work(lambda: pick_fifth(phase, state))  # type: ignore[arg-type]
            return
        first, second = (state.move_text(cell) for cell in phase.proposals)
        self._status(
            self.tr("RIF: pick Black's 5th stone, {0} or {1} (on the board or here).").format(
                first, second
            )
        )
        for button, text in zip(self.pick_buttons, (first, second), strict=True):
            button.setText(self.tr("Pick {0}").format(text))
            button.setVisible(True)

    def _ask_stone(self, phase: OpeningPhase) -> None:
        state = self._window.controller.state
        if phase.placer() in self.computer:
            self._status(self.tr("The computer places its stones…"))
            self._work(lambda: self._computer_stones(phase, state))  # type: ignore[arg-type]
            return
        colour = self.tr("Black") if len(phase.stones) % 2 == 0 else self.tr("White")
        self._status(
            self.tr("{0}: place opening stone {1} ({2}).").format(
                _name(phase.rule), len(phase.stones) + 1, colour
            )
        )

    @staticmethod
    def _computer_stones(phase: OpeningPhase, state: MnkState) -> tuple[int, ...]:
        """The stones the computer places now (off the GUI thread)."""
        if phase.stones:
            if phase.rule is OpeningRule.RIF:
                return (fourth_stone(state),)
            return two_more_stones(state)
        if phase.rule is OpeningRule.RIF:
            return rif_opening_stones(state)
        return opening_stones(state)

    def _choose_text(self, phase: OpeningPhase) -> str:
        if len(phase.choices()) == 3:
            return self.tr("{0}: take Black, take White, or place two more stones.").format(
                _name(phase.rule)
            )
        return self.tr("{0}: take Black or White.").format(_name(phase.rule))

    def _status(self, text: str) -> None:
        self.instruction = text
        shown = text if not self.reason else f"{opening_words(self.reason)}<br>{text}"
        self.status.setText(shown)
        self._window.refresh_turn()

    def _work(self, task: Callable[[], object]) -> None:
        self._errand.run(self._ticket, task)

    @pyqtSlot(int, object)
    def on_worked_out(self, ticket: int, result: object) -> None:
        phase = self.phase
        if ticket != self._ticket or phase is None:
            return  # a game left since
        if isinstance(result, Placement):
            self._said(result.reason)
            if phase.proposer() is not None:
                for cell in result.cells:
                    phase = phase.propose(cell)
                self.phase = phase
                self._advance()
                return
            self._play(result.cells)
            return
        if isinstance(result, tuple):
            self._play(result)
            return
        assert isinstance(result, Decision)
        self._said(result.reason)
        self.phase = phase.choose(result.choice)
        self._advance()

    def _said(self, reason: str) -> None:
        self.reason = reason
        self._window.announce(opening_words(reason))

    def _play(self, cells: tuple[int, ...]) -> None:
        controller = self._window.controller
        self._placing = True
        try:
            for cell in cells:
                controller.play_move(cell)  # each stone advances the phase
        finally:
            self._placing = False
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
            who = self.tr("The computer plays {0}.").format(said(names[next(iter(colours))]))
        else:
            who = ""
        self._window.announce(f"{opening_words(self.reason)} {who}".strip())


def _name(rule: OpeningRule) -> str:
    return RULE_NAMES.get(rule, rule.value)
