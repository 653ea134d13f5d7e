"""A Gomoku game saved in the middle of its opening opens again at the same stage: stones
being placed, a colour choice pending (the bar back), the computer resuming its stones,
and after the opening a plain game; the autosave keeps the opening too, and a damaged
opening costs only the opening."""

from __future__ import annotations

import json

from app.gui.games.mnk.opening import OpeningDriver
from games.mnk.opening_rules import BLACK, OPENER, RESPONDER, WHITE, Choice, OpeningRule
from tests.gui.test_opening_rules import STONES, WAIT_MS, click, plugin_of, start_with


def driver_of(window) -> OpeningDriver:
    driver = plugin_of(window).opening
    assert driver is not None
    return driver


def reopened(window, make_window, tmp_path, change=None):
    """A new window with ``window``'s game saved and opened (its JSON ``change``d first)."""
    path = tmp_path / "opening.plyboard.json"
    assert window.files.save_game_file(path)
    if change is not None:
        document = json.loads(path.read_text())
        change(document)
        path.write_text(json.dumps(document))
    again = make_window(window.controller.spec.name, level="beginner", computer=())
    assert again.files.open_game_file(path)
    return again


def test_saved_while_the_person_places_the_stones(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=(WHITE,))
    start_with(window, OpeningRule.SWAP2)
    click(qtbot, window, STONES[0])
    click(qtbot, window, STONES[1])
    saved = window.controller.saved_game()
    assert saved.extras["opening"]["stones"] == ["h8", "i8"]
    assert saved.extras["opening"]["computer"] == ["responder"]
    again = reopened(window, make_window, tmp_path)
    driver = driver_of(again)
    assert driver.running and driver.phase is not None
    assert driver.phase.stones == STONES[:2] and driver.computer == frozenset({RESPONDER})
    assert again.controller.computer_players == frozenset()  # nobody, until it is settled
    assert driver.bar.isVisible() and "stone 3 (Black)" in driver.status.text()
    click(qtbot, again, STONES[2])
    qtbot.waitUntil(lambda: driver.reason != "", timeout=WAIT_MS)  # the computer chooses


def test_saved_with_the_choice_pending_brings_the_bar_back(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    start_with(window, OpeningRule.SWAP2)
    qtbot.waitUntil(lambda: len(window.controller.moves) == 3, timeout=WAIT_MS)
    again = reopened(window, make_window, tmp_path)
    driver = driver_of(again)
    assert driver.phase is not None and driver.phase.chooser == RESPONDER
    assert all(driver.buttons[choice].isVisible() for choice in Choice)
    assert "take Black, take White, or place two more" in driver.status.text()
    driver.buttons[Choice.TAKE_WHITE].click()
    assert not driver.running and again.controller.computer_players == frozenset({BLACK})


def test_the_computer_resumes_its_stones(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=())

    def computer_opens(document):
        document["extras"] = {"opening": {"rule": "swap", "computer": ["opener"]}}

    again = reopened(window, make_window, tmp_path, computer_opens)
    driver = driver_of(again)
    assert driver.computer == frozenset({OPENER})
    qtbot.waitUntil(lambda: len(again.controller.moves) == 3, timeout=WAIT_MS)
    assert driver.phase is not None and driver.phase.chooser == RESPONDER
    assert driver.buttons[Choice.TAKE_BLACK].isVisible()


def test_saved_after_the_opening_opens_as_a_plain_game(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.SWAP)
    qtbot.waitUntil(lambda: len(window.controller.moves) == 3, timeout=WAIT_MS)
    driver.buttons[Choice.TAKE_BLACK].click()
    assert window.controller.saved_game().extras == {}
    again = reopened(window, make_window, tmp_path)
    assert not driver_of(again).running and not driver_of(again).bar.isVisible()
    assert again.controller.computer_players == frozenset({WHITE})


def test_a_damaged_opening_costs_only_the_opening(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=(BLACK,))
    start_with(window, OpeningRule.SWAP2)
    qtbot.waitUntil(lambda: len(window.controller.moves) == 3, timeout=WAIT_MS)

    def damage(document):
        document["extras"]["opening"]["choices"] = ["Take Grey"]

    again = reopened(window, make_window, tmp_path, damage)
    assert again.controller.moves == window.controller.moves
    driver = driver_of(again)
    assert not driver.running and not driver.bar.isVisible()
    qtbot.waitUntil(lambda: "without its opening rule" in again.status_bar.currentMessage())
    assert "Take Grey" in again.status_bar.currentMessage()


def test_an_older_save_without_an_opening_opens_as_before(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=())
    click(qtbot, window, STONES[0])
    again = reopened(window, make_window, tmp_path)
    assert again.controller.moves == (STONES[0],) and not driver_of(again).running


def test_the_autosave_keeps_the_opening_in_step_and_resumes_it(qtbot, make_window, tmp_path):
    window = make_window("gomoku", level="beginner", computer=(WHITE,))
    start_with(window, OpeningRule.SWAP)
    for cell in STONES[:2]:
        click(qtbot, window, cell)
    path = window.controller.autosave_path
    assert path is not None

    def autosaved() -> dict:
        try:
            return json.loads(path.read_text())
        except (OSError, ValueError):
            return {}

    qtbot.waitUntil(lambda: len(autosaved().get("moves", [])) == 2)
    assert autosaved()["extras"]["opening"]["stones"] == autosaved()["moves"]
    window.close()
    again = make_window("gomoku", level="beginner", computer=(), offer_resume=True)
    assert again.files.resumable is not None
    again.files.on_resume()
    driver = driver_of(again)
    assert driver.running and driver.phase is not None and len(driver.phase.stones) == 2
    assert driver.computer == frozenset({RESPONDER})
