"""A board a blind player can play: what the board and the status bar say, in every game.

Assistive technology reads the board's accessible name and description and the status
bar; these tests read the same.  The keyboard cursor's cell is said in the game's words,
and each move played, by the person or the computer, is said with the side to move
after it, or the game's end (*View > Announce moves*, on by default).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QMenu

from app.gui.board.play import cell_description
from app.gui.extensions import with_mnemonics
from app.gui.panels.analysis import plain_text
from app.gui.window.main_window import MainWindow
from app.gui.window.settings import Preferences, Settings
from games.base import Mover, outcome_text
from tests.gui.windows import WindowFactory, cell_named, move_cursor_to


@dataclass(frozen=True)
class Case:
    """One game as the tests play it."""

    game: str
    opening: str
    """The first move, played by the person."""
    cell: str
    """A cell the opening puts a piece on (or, in the starting position, holds one)."""
    words: str
    """What the cursor on :attr:`cell` says after the opening."""
    finish: tuple[str, ...]
    """Moves that end the game from the start; the person plays the last by keys."""


CASES = [
    Case("tictactoe", "b2", "b2", "b2: X, move 1", ("a1", "a2", "b1", "b2", "c1")),
    Case(
        "gomoku",
        "h8",
        "h8",
        "h8: black stone, move 1",
        ("h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"),
    ),
    Case(
        "connect4",
        "4",
        "column 4, row 1",
        "column 4: one disc, red",
        ("1", "2", "1", "2", "1", "2", "1"),
    ),
    Case(
        "teeko",
        "c3",
        "c3",
        "c3: black piece, move 1",
        ("a1", "a5", "b1", "b5", "c1", "c5", "d1"),
    ),
    Case(
        "hare-hounds",
        "1-2",
        "2",
        "point 2: a hound",
        ("1-2", "8-3", "2-6", "3-2", "4-5", "2-1"),
    ),
    Case("chess", "e2e4", "e4", "e4: white pawn", ("e2e4", "f7f6", "d2d4", "g7g5", "d1h5")),
]
BY_GAME = pytest.mark.parametrize("case", CASES, ids=[case.game for case in CASES])


def play_by_keys(qtbot, window: MainWindow, text: str) -> None:
    """Play the move ``text`` as a blind player does: arrow keys to each of its cells, Return."""
    state = window.controller.state
    for cell in state.move_cells(state.parse_move(text)):
        move_cursor_to(qtbot, window, cell)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)


class Heard:
    """Every status-bar announcement, each with the board's accessible description then."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.said: list[tuple[str, str]] = []
        window.status_bar.messageChanged.connect(self.on_message)

    def on_message(self, message: str) -> None:
        if message:
            self.said.append((message, self.window.board.accessibleDescription()))

    def messages(self) -> list[str]:
        return [message for message, _ in self.said]


def sentence(window: MainWindow, text: str, mover: Mover) -> str:
    """The announcement of the move ``text`` in the current position, by ``mover``."""
    controller = window.controller
    state = controller.state
    side = controller.spec.player_names[state.to_move]
    return state.move_sentence(state.parse_move(text), mover, side)


@BY_GAME
def test_the_board_is_named_and_its_cells_said_in_words(
    qtbot, make_window: WindowFactory, case: Case
) -> None:
    window = make_window(game=case.game, level="beginner", computer=())
    board = window.board
    board.setFocus()
    assert board.accessibleName() == f"{window.controller.spec.title} board"

    play_by_keys(qtbot, window, case.opening)
    assert len(window.controller.moves) == 1
    qtbot.keyClick(board, Qt.Key.Key_Left)  # the cursor speaks again after the move's words
    move_cursor_to(qtbot, window, cell_named(window, case.cell))
    assert board.accessibleDescription() == case.words
    assert window.status_bar.currentMessage() == case.words

    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Down):
        qtbot.keyClick(board, key)
        if board.accessibleDescription() != case.words:
            break
    assert board.cursor_cell is not None
    said = cell_description(window.controller, board.cursor_cell, ())
    assert board.accessibleDescription() == said != case.words
    assert window.status_bar.currentMessage() == said


@BY_GAME
def test_the_persons_move_and_the_computers_reply_are_announced(
    qtbot, make_window: WindowFactory, case: Case
) -> None:
    window = make_window(game=case.game, level="beginner", computer=(1,))
    controller = window.controller
    first, second = controller.spec.player_names
    heard = Heard(window)
    yours = sentence(window, case.opening, Mover.YOU)
    assert yours.startswith("You ")
    play_by_keys(qtbot, window, case.opening)
    after_yours = f"{yours} {second} to move."
    assert (after_yours, after_yours) in heard.said  # status and board say the same

    qtbot.waitUntil(lambda: len(controller.moves) == 2, timeout=20_000)
    reply = controller.move_texts()[1]
    reply_state = controller.spec.replay(controller.move_texts()[:1])
    theirs = reply_state.move_sentence(reply_state.parse_move(reply), Mover.COMPUTER, second)
    assert theirs.startswith("Computer ")
    after_theirs = f"{theirs} {first} to move."
    qtbot.waitUntil(lambda: heard.messages()[-1:] == [after_theirs])
    assert window.board.accessibleDescription() == after_theirs
    assert window.status_bar.currentMessage() == after_theirs


def test_undo_and_redo_are_announced(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="connect4", level="beginner", computer=(1,))
    controller = window.controller
    first = controller.spec.player_names[0]
    heard = Heard(window)
    play_by_keys(qtbot, window, "4")
    qtbot.waitUntil(lambda: len(controller.moves) == 2, timeout=20_000)
    assert window.menus.undo.isEnabled()
    window.menus.undo.trigger()  # the computer's reply and the person's move
    took_back = f"Took back 2 moves. {first} to move."
    assert heard.said[-1] == (took_back, took_back)
    window.menus.redo.trigger()
    assert heard.messages()[-1] == f"Replayed 2 moves. {first} to move."
    window.menus.new_game.trigger()
    assert heard.messages()[-1] == f"Replayed 2 moves. {first} to move."  # a new game is quiet


@BY_GAME
def test_the_last_move_announces_the_result(qtbot, make_window: WindowFactory, case: Case) -> None:
    window = make_window(game=case.game, level="beginner", computer=())
    controller = window.controller
    for text in case.finish[:-1]:
        assert controller.play_text(text)
    finisher = controller.state.to_move
    controller.set_computer_players({1 - finisher})
    last = sentence(window, case.finish[-1], Mover.YOU)

    play_by_keys(qtbot, window, case.finish[-1])
    outcome = controller.outcome
    assert outcome is not None
    announced = f"{last} Game over: {outcome_text(controller.spec, outcome)}."
    assert window.board.accessibleDescription() == announced
    assert window.status_bar.currentMessage() == announced


@BY_GAME
def test_announce_moves_off_silences_the_moves_but_not_the_cursor(
    qtbot, make_window: WindowFactory, case: Case
) -> None:
    window = make_window(game=case.game, level="beginner", computer=(1,))
    controller = window.controller
    assert window.menus.announce_moves.isChecked()  # on by default
    window.menus.announce_moves.trigger()
    assert not window.menus.announce_moves.isChecked()
    heard = Heard(window)

    play_by_keys(qtbot, window, case.opening)
    qtbot.waitUntil(lambda: len(controller.moves) == 2, timeout=20_000)
    assert heard.said, "the cursor's cells are still said"
    for message, description in heard.said:
        assert message == description  # each a cell under the cursor, none a move
        assert not message.startswith(("You ", "Computer ")), message
    description = window.board.accessibleDescription()
    assert description == heard.said[-1][1]
    assert "to move." not in description


def test_announce_moves_is_remembered_and_survives_a_bad_value(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "config" / "settings.ini"
    Settings(path).save(Preferences(announce_moves=False))
    window = make_window(settings=Settings(path))
    assert not window.menus.announce_moves.isChecked()
    window.menus.announce_moves.trigger()
    assert Settings(path).load().preferences.announce_moves
    window.close()

    path.write_text("[view]\nannounce_moves=loudly\n")
    loaded = Settings(path).load()
    assert loaded.preferences.announce_moves  # the default: on
    assert "view/announce_moves" in loaded.notice


def unmarked_actions(menu: QMenu, path: str) -> list[str]:
    """The actions of ``menu`` and its submenus with neither a mnemonic nor a shortcut (a
    disabled line that only informs, like *Sounds*' "Unavailable: …", is no action)."""
    found = []
    for action in menu.actions():
        informs = not action.isEnabled() and not action.isCheckable() and action.menu() is None
        if action.isSeparator() or (informs and action.text().startswith("Unavailable")):
            continue
        text = action.text()
        if "&" not in text.replace("&&", "") and action.shortcut().isEmpty():
            found.append(f"{path} > {text}")
        submenu = action.menu()
        if submenu is not None:
            found += unmarked_actions(submenu, f"{path} > {text}")
    return found


@BY_GAME
def test_every_menu_action_is_on_a_keyboard_path(make_window: WindowFactory, case: Case) -> None:
    window = make_window(game=case.game, level="beginner")
    bar = window.menuBar()
    assert bar is not None
    unmarked = []
    for action in bar.actions():
        menu = action.menu()
        assert menu is not None and "&" in action.text(), action.text()
        unmarked += unmarked_actions(menu, action.text())
    assert unmarked == []
    games = [action.text() for action in window.menus.game_group.actions()]
    mnemonics = [text[text.index("&") + 1].lower() for text in games]
    assert len(set(mnemonics)) == len(mnemonics), games  # Alt+G, then one key each


def test_the_move_list_hint_and_analysis_are_readable_as_text(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=())
    controller = window.controller
    panel = window.panel
    assert panel.record.accessibleName() == "Move list"
    assert panel.record.accessibleDescription() == "No moves yet."
    for text in ("a1", "b2", "a2", "a3"):
        assert controller.play_text(text)
    assert panel.record.accessibleDescription() == "1. a1 b2   2. a2 a3"

    with qtbot.waitSignal(controller.hint_ready, timeout=10_000):
        window.menus.hint.trigger()
    assert panel.hint.accessibleName() == "Hint"
    assert panel.hint.accessibleDescription().startswith("c1 — blocks three in a row")

    window.analysis_dock.show()
    lines = window.analysis_panel.lines
    with qtbot.waitSignal(
        controller.analysis_running_changed,
        timeout=10_000,
        check_params_cb=lambda running: not running,
    ):
        window.analysis_panel.analyse_action.trigger()
    assert lines.accessibleName() == "Best lines"
    assert lines.texts() and lines.accessibleDescription() == "\n".join(lines.texts())


def test_a_review_with_links_is_read_without_its_markup(qapp) -> None:
    rich = '<a href="ply:1">Move 2 (O b1) lost the draw.</a><br><a href="ply:3">Move 4 (X c3)</a>'
    assert plain_text(rich, Qt.TextFormat.RichText) == (
        "Move 2 (O b1) lost the draw.\nMove 4 (X c3)"
    )
    assert plain_text("a <b> c", Qt.TextFormat.PlainText) == "a <b> c"


def test_mnemonics_prefer_initials_then_the_most_constrained_texts() -> None:
    taken = {"c"}
    assert with_mnemonics(["Connect Four", "Chess", "Cats & Dogs"], taken) == [
        "Connect &Four",
        "C&hess",
        "Cats && &Dogs",
    ]
    assert taken == {"c", "f", "h", "d"}
    assert with_mnemonics(["cc"], {"c"}) == ["cc"]  # nothing free: no mnemonic
