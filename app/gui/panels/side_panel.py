"""What the main window shows beside the board: the game, whose turn, the computer's
last search, a hint, the move record; and the bar that offers to resume a saved game.

The panel reads a :class:`~app.gui.session.controller.GameController` and never changes it.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.gui import style
from app.gui.extensions import GamePlugin
from app.gui.panels.analysis import line_text, search_summary
from app.gui.panels.move_tree import tree_html
from app.gui.panels.score_texts import evaluation_text
from app.gui.session.controller import AUTO, GameController
from app.gui.texts import (
    game_title,
    level_details,
    level_label,
    level_title,
    outcome_words,
    said,
    side_name,
)
from app.services.analysis_lines import display_move_text
from app.services.estimate_review import Grade
from app.services.game_tree import has_branches
from app.services.record import LoadedGame
from engine.game_api import Outcome, Player
from engine.player import book_text
from engine.search import Limits

RECORD_MOVES_SHOWN = 30
"""Full moves (a ply by each side) of the record shown in the side panel; older ones are elided."""


def record_text(
    move_texts: Sequence[str], limit: int = RECORD_MOVES_SHOWN, first_ply: int = 0
) -> str:
    """``1. a1 b2  2. c3 b1``: numbered full moves, the last ``limit`` of them.

    ``first_ply`` counts the plies before the record's first move (a chess game from a
    FEN: ``12... Nf6`` when it starts with Black's twelfth move)."""
    numbered = []
    for index, text in enumerate(move_texts):
        ply = first_ply + index
        if ply % 2 == 0:
            numbered.append(f"{ply // 2 + 1}. {text}")
        elif index == 0:
            numbered.append(f"{ply // 2 + 1}... {text}")
        else:
            numbered[-1] += f" {text}"
    shown = numbered[-limit:]
    return ("…  " if len(numbered) > limit else "") + "   ".join(shown)


def with_marks(
    texts: Sequence[str], marks: Mapping[int, Grade], first_ply: int = 0
) -> tuple[str, ...]:
    """``texts`` (the moves from ply ``first_ply`` on) with the review's marks (``Qg4??``)."""
    return tuple(
        text + (marks[ply].mark if ply in marks else "")
        for ply, text in enumerate(texts, start=first_ply)
    )


def record_html(
    played: Sequence[str],
    undone: Sequence[str] = (),
    palette: style.Palette = style.LIGHT,
    first_ply: int = 0,
) -> str:
    """The record as links (``ply:N`` goes to the position after N plies) for browsing.

    The current position's last move is bold; moves taken back (redo-able) are grey.
    ``first_ply`` as for :func:`record_text`.
    """

    def link(plies: int, text: str) -> str:
        colour = palette.muted_text if plies > len(played) else palette.link
        anchor = (
            f'<a href="ply:{plies}" style="color:{colour.name()}; text-decoration:none">'
            f"{html.escape(text)}</a>"
        )
        return f"<b>{anchor}</b>" if plies == len(played) else anchor

    parts = [link(0, "Start")]
    for index, text in enumerate([*played, *undone]):
        ply = first_ply + index
        if ply % 2 == 0:
            parts.append(f"&nbsp; {ply // 2 + 1}.")
        elif index == 0:
            parts.append(f"&nbsp; {ply // 2 + 1}...")
        parts.append(link(index + 1, text))
    return " ".join(parts)


translate = QCoreApplication.translate


def role_text(controller: GameController, player: Player) -> str:
    """Who plays ``player``: "you" or "computer (LEVEL)"."""
    if not controller.is_computer(player):
        return translate("SidePanel", "you")
    return translate("SidePanel", "computer ({level})").format(
        level=level_title(controller.level_name)
    )


def turn_text(controller: GameController) -> str:
    """``X to move — your turn`` (or the computer's, or that it is thinking)."""
    state = controller.state
    name = side_name(controller.spec, state.to_move)
    if controller.thinking:
        return translate("SidePanel", "{name} to move — computer thinking…").format(name=name)
    if controller.is_computer(state.to_move):
        return translate("SidePanel", "{name} to move — computer").format(name=name)
    return translate("SidePanel", "{name} to move — your turn").format(name=name)


def result_text(controller: GameController, outcome: Outcome) -> str:
    """The end of the game, what it means for the person playing the computer, what next."""
    text = outcome_words(controller.spec, outcome)
    humans = [player for player in (0, 1) if not controller.is_computer(player)]
    if len(humans) == 1:
        if outcome.winner is None:
            verdict = translate("SidePanel", "A draw.")
        elif outcome.winner == humans[0]:
            verdict = translate("SidePanel", "You win. Well played!")
        else:
            verdict = translate("SidePanel", "The computer wins.")
        text = f"{text}\n{verdict}"
    return f"{text}\n{translate('SidePanel', 'New game: Ctrl+N')}"


class SidePanel(QFrame):
    """Title, players, turn, result, level and what the computer last thought."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.game_plugin = GamePlugin()
        """The plug-in of the game played: its notation and scores (set by the window)."""
        self.title = self._label("gameTitle")
        self.players = self._label()
        self.turn = self._label("turnLine")
        self.result = self._label("resultLine")
        self.note = self._label("noteLine")
        self.level = self._label()
        self.search = self._label()
        self.evaluation = self._label()
        self.line = self._label()
        self.record = self._label()
        self.record.setTextFormat(Qt.TextFormat.RichText)
        self.record.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.record.setToolTip(translate("SidePanel", "Click a move to go back (or forward) to it"))
        self.record.setAccessibleName(translate("SidePanel", "Move list"))
        self.hint = self._label("hintLine")
        self.hint.setAccessibleName(translate("SidePanel", "Hint"))
        self.error = self._label("errorLine")
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 12, 14, 12)
        column.setSpacing(5)
        column.addWidget(self.title)
        column.addWidget(self.players)
        column.addSpacing(4)
        column.addWidget(self.turn)
        column.addWidget(self.result)
        column.addWidget(self.note)
        column.addWidget(self._label("sectionTitle", translate("SidePanel", "COMPUTER")))
        column.addWidget(self.level)
        column.addWidget(self._label("sectionTitle", translate("SidePanel", "LAST SEARCH")))
        column.addWidget(self.search)
        column.addWidget(self.evaluation)
        column.addWidget(self.line)
        self.hint_title = self._label("sectionTitle", translate("SidePanel", "HINT"))
        column.addWidget(self.hint_title)
        column.addWidget(self.hint)
        column.addWidget(self._label("sectionTitle", translate("SidePanel", "MOVES")))
        column.addWidget(self.record)
        column.addWidget(self.error)
        column.addStretch(1)
        self.result.hide()
        self.error.hide()
        self.hint_title.hide()
        self.hint.hide()

    @staticmethod
    def _label(name: str = "", text: str = "") -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if name:
            label.setObjectName(name)
        return label

    def show_hint(self, text: str) -> None:
        """Show ``text`` under HINT, or hide the section when it is empty."""
        self.hint.setText(text)
        self.hint.setAccessibleDescription(text)
        self.hint_title.setVisible(bool(text))
        self.hint.setVisible(bool(text))

    def show_error(self, message: str) -> None:
        """Show ``message`` in red under the moves (until :meth:`hide_error`)."""
        self.error.setText(message)
        self.error.show()

    def hide_error(self) -> None:
        self.error.hide()

    def show_game(self, controller: GameController) -> None:
        """The game's title, who plays which side, and the computer's level."""
        spec = controller.spec
        self.title.setText(game_title(spec))
        self.players.setText(
            "\n".join(
                f"{side_name(spec, player)}: {role_text(controller, player)}" for player in (0, 1)
            )
        )
        level = controller.level
        details = level_details(level)
        if level.limits == Limits():
            details = translate("SidePanel", "{details}, no limits").format(details=details)
        if controller.algorithm != AUTO:
            details = translate("SidePanel", "{details} (engine chosen by you)").format(
                details=details
            )
        self.level.setText(
            translate("SidePanel", "Level: {level}").format(
                level=level_label(controller.level_name, level)
            )
            + f"\n{details}"
        )

    def turn_line(self, controller: GameController) -> str:
        """Whose turn it is (:func:`turn_text`), unless the game's plug-in says otherwise."""
        return self.game_plugin.turn_words(controller) or turn_text(controller)

    def show_turn(self, controller: GameController) -> None:
        """Whose turn it is, or how the game ended; and the game's note (a phase, a count)."""
        state = controller.state
        outcome = controller.outcome
        if outcome is None:
            self.turn.setText(self.turn_line(controller))
            self.turn.show()
            self.result.hide()
        else:
            self.turn.hide()
            self.result.setText(result_text(controller, outcome))
            self.result.show()
        note = said(state.status_note())
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def show_search(self, controller: GameController) -> None:
        """The computer's last search: its size, its evaluation and line, and what it played."""
        result = controller.last_result
        searched = controller.searched_state
        if result is None or searched is None:
            if controller.thinking:
                summary = translate("SidePanel", "Thinking…")
            elif controller.last_decision is not None:
                summary = translate("SidePanel", "Played a random move: this level sometimes does.")
            else:
                summary = translate("SidePanel", "No search yet.")
            self.search.setText(summary)
            self.evaluation.setText("")
            self.line.setText("")
            self._hide_empty_search_lines()
            return
        book = book_text(searched, result)
        if book is not None:
            self.search.setText(translate("SidePanel", "{book} (no search).").format(book=book))
            self.evaluation.setText("")
            self.line.setText("")
            self._hide_empty_search_lines()
            return
        mover = side_name(controller.spec, searched.to_move)
        if result.note:
            self.search.setText(result.note[:1].upper() + result.note[1:])
        else:
            self.search.setText(f"{result.algorithm or 'search'}: {search_summary(result)}")
        first = result.score if searched.to_move == 0 else -result.score
        score_text = self.game_plugin.first_player_score_text(first)
        if score_text is not None:  # the game's convention (chess: pawns, White's view)
            view = self.game_plugin.score_view()
            self.evaluation.setText(
                translate("SidePanel", "Evaluation ({view} view): {score}").format(
                    view=view, score=score_text
                )
            )
        else:
            self.evaluation.setText(
                translate("SidePanel", "Evaluation for {player}: {score}").format(
                    player=mover, score=evaluation_text(result)
                )
            )
        line = line_text(searched, result.pv)
        text = translate("SidePanel", "Best line: {line}").format(line=line) if line else ""
        decision = controller.last_decision
        if decision is not None and decision.result is result and decision.move != result.best_move:
            played = display_move_text(searched, decision.move)
            text += "\n" + translate(
                "SidePanel",
                "Played {move} instead: this level picks among moves close to the best.",
            ).format(move=played)
        self.line.setText(text)
        self._hide_empty_search_lines()

    def _hide_empty_search_lines(self) -> None:
        for label in (self.evaluation, self.line):
            label.setVisible(bool(label.text()))

    def add_game_widget(self, widget: QWidget) -> None:
        """Show a game plug-in's ``widget`` under the game's note."""
        column = self.layout()
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(column.indexOf(self.note) + 1, widget)

    def show_record(self, controller: GameController, palette: style.Palette) -> None:
        """The move list, as links in ``palette``'s colours (taken-back moves greyed)."""
        moves, undone, first_ply = self.game_plugin.move_texts(controller)
        if has_branches(controller.tree):
            start, current = controller.spec.new_state(), controller.current_node
            self.record.setText(tree_html(controller.tree, start, current, palette, first_ply))
            self.record.setAccessibleDescription(record_text(moves, first_ply=first_ply))
            return
        marks = controller.advisor.review_marks()
        moves = with_marks(moves, marks)
        undone = with_marks(undone, marks, len(moves))
        self.record.setText(
            record_html(moves, undone, palette, first_ply)
            if moves or undone
            else translate("SidePanel", "No moves yet.")
        )
        self.record.setAccessibleDescription(
            record_text(moves, first_ply=first_ply)
            if moves
            else translate("SidePanel", "No moves yet.")
        )


class ResumeBar(QFrame):
    """A non-modal offer to resume the unfinished game found in the autosave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeBar")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.resume_button = QPushButton(translate("SidePanel", "&Resume"))
        self.discard_button = QPushButton(translate("SidePanel", "&Discard"))
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        row.addWidget(self.message, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.discard_button)
        self.hide()

    def offer(self, game: LoadedGame) -> None:
        """Show the bar, offering to resume ``game``."""
        count = len(game.moves)
        self.message.setText(
            translate(
                "SidePanel",
                "An unfinished game of {game} (%n move(s)) was saved. Resume it?",
                None,
                count,
            ).format(game=game_title(game.spec))
        )
        self.show()
