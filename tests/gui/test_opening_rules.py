"""*Game > Opening rule* for Gomoku: swap and swap2 played on the board by the person
and by the computer on either side, the choice offered in the panel and the computer's
reason shown, a stone out of turn refused, the rule remembered across windows."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import Qt

from app.gui.games.mnk.opening import OpeningDriver
from app.gui.games.mnk.plugin import OPENING_RULE, MnkPlugin, _rule
from app.gui.window.settings import Settings
from games.mnk.opening_rules import BLACK, RESPONDER, WHITE, Choice, OpeningRule
from games.registry import get_game

WAIT_MS = 60_000
CENTRE = 7 * 15 + 7
STONES = (CENTRE, CENTRE + 1, CENTRE + 15)


def plugin_of(window) -> MnkPlugin:
    return next(p for p in window.plugins.all_plugins() if isinstance(p, MnkPlugin))


def start_with(window, rule: OpeningRule) -> OpeningDriver:
    driver = plugin_of(window).opening
    assert driver is not None
    driver.menu_actions[rule].trigger()
    window.controller.new_game()
    return driver


def click(qtbot, window, cell: int) -> None:
    board = window.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(cell))


def test_swap2_the_person_opens_and_the_computer_chooses_with_a_reason(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=(WHITE,))
    driver = start_with(window, OpeningRule.SWAP2)
    controller = window.controller
    assert driver.running and controller.computer_players == frozenset()
    assert driver.bar.isVisible() and "stone 1 (Black)" in driver.status.text()
    assert "stone 1 (Black)" in window.panel.turn.text()  # not "Black to move — your turn"
    click(qtbot, window, STONES[0])
    assert "stone 2 (White)" in driver.status.text()
    assert "stone 2 (White)" in window.panel.turn.text()
    for cell in STONES[1:]:
        click(qtbot, window, cell)
    assert controller.moves[:3] == STONES
    qtbot.waitUntil(lambda: driver.reason != "", timeout=WAIT_MS)
    assert driver.reason.startswith(("I take Black", "I take White", "I place two more"))
    if driver.reason.startswith("I place two more"):  # the choice comes back to the person
        qtbot.waitUntil(lambda: len(controller.moves) == 5, timeout=WAIT_MS)
        assert driver.reason in driver.status.text()
        assert driver.buttons[Choice.TAKE_BLACK].isVisible()
        assert not driver.buttons[Choice.PLACE_TWO].isVisible()
        driver.buttons[Choice.TAKE_BLACK].click()
        assert controller.computer_players == frozenset({WHITE})
    assert not driver.running and not driver.bar.isVisible()
    assert len(controller.computer_players) == 1
    assert driver.reason in window.status_bar.currentMessage()


def test_swap2_the_computer_opens_and_the_person_takes_white(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.SWAP2)
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.moves) == 3, timeout=WAIT_MS)
    assert driver.phase is not None and driver.phase.chooser == RESPONDER
    assert all(driver.buttons[choice].isVisible() for choice in Choice)
    assert "take Black, take White, or place two more" in window.panel.turn.text()
    click(qtbot, window, 0)  # a stone now is refused: a colour is to be chosen first
    assert len(controller.moves) == 3
    assert "Choose a colour first" in window.status_bar.currentMessage()
    driver.buttons[Choice.TAKE_WHITE].click()
    assert not driver.running
    assert window.panel.turn.text().startswith("White to move")  # whose move it is again
    assert controller.computer_players == frozenset({BLACK})
    assert controller.state.to_move == WHITE  # the person, White, plays the 4th stone
    click(qtbot, window, 0)
    assert len(controller.moves) == 4


def test_swap2_the_person_places_two_more_and_the_computer_chooses(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.SWAP2)
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.moves) == 3, timeout=WAIT_MS)
    driver.buttons[Choice.PLACE_TWO].click()
    assert "stone 4 (White)" in driver.status.text()
    free = [cell for cell in (0, 1, 2, 3) if cell not in controller.moves]
    click(qtbot, window, free[0])
    click(qtbot, window, free[1])
    qtbot.waitUntil(lambda: not driver.running, timeout=WAIT_MS)
    assert driver.reason.startswith(("I take Black", "I take White"))
    assert len(controller.computer_players) == 1


def test_swap_offers_no_third_choice_and_a_stone_out_of_turn_is_refused(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.SWAP)
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.moves) == 3, timeout=WAIT_MS)
    assert driver.buttons[Choice.TAKE_BLACK].isVisible()
    assert not driver.buttons[Choice.PLACE_TWO].isVisible()
    driver.buttons[Choice.TAKE_BLACK].click()
    assert controller.computer_players == frozenset({WHITE})


def test_the_rule_is_remembered_across_windows(qtbot, make_window, tmp_path):
    path = tmp_path / "settings.ini"
    window = make_window("gomoku", level="beginner", computer=(), settings=Settings(path))
    start_with(window, OpeningRule.SWAP2)
    window.close()
    again = make_window("gomoku", level="beginner", computer=(), settings=Settings(path))
    assert plugin_of(again).opening.rule is OpeningRule.SWAP2
    assert plugin_of(again).opening.running  # the new window's game opens by swap2


def test_free_plays_as_before_and_a_bad_stored_rule_is_refused():
    with pytest.raises(ValueError):
        _rule("swap3")
    assert _rule("swap2") == "swap2"
    assert OPENING_RULE.startswith("gomoku/")


def test_renju_offers_swap_but_not_swap2_and_tictactoe_none(qtbot, make_window):
    window = make_window("gomoku-renju", level="beginner", computer=())
    driver = plugin_of(window).opening
    assert driver.menu_actions[OpeningRule.SWAP].isVisible()
    assert not driver.menu_actions[OpeningRule.SWAP2].isVisible()
    window.controller.new_game(get_game("tictactoe"))
    assert not plugin_of(window).opening_menu_action.isVisible()
    assert not driver.running
