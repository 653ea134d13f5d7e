"""RIF's opening rule in the window (renju): played by the person as the opener and as
the other player, on each colour, against the computer; refusals said in the status bar,
the proposals drawn on the board, the computer's reasons shown, and a game saved while
the computer is to propose going on when it is opened again."""

from __future__ import annotations

import json

from games.mnk.opening_rules import BLACK, OPENER, RESPONDER, WHITE, Choice, OpeningRule, mirrored
from games.registry import get_game
from tests.gui.test_opening_rules import CENTRE, WAIT_MS, click, plugin_of, start_with
from tests.gui.test_opening_saves import driver_of

RIF_STONES = (CENTRE, CENTRE + 1, CENTRE + 2 * 15 + 2)
"""Black on the centre, White beside it, Black two points out diagonally."""


def message(window) -> str:
    return window.status_bar.currentMessage()


def free_points(window, count: int, avoid=()) -> list[int]:
    """``count`` empty points near the centre, not in ``avoid``."""
    state = window.controller.state
    taken = set(window.controller.moves) | set(avoid)
    near = sorted(state.legal_moves(), key=lambda cell: abs(cell - CENTRE))
    return [cell for cell in near if cell not in taken][:count]


def propose_as_the_person(qtbot, window) -> None:
    """Propose two 5th stones by clicks, a mirrored second one refused on the way when the
    position has a symmetry."""
    driver = driver_of(window)
    assert "propose point 1 of 2" in driver.status.text()
    first = free_points(window, 1)[0]
    click(qtbot, window, first)
    assert window.board.proposals == (first,) and len(window.controller.moves) == 4
    stones = driver.phase.stones
    twin = next((cell for cell in free_points(window, 60) if mirrored(stones, first, cell)), None)
    if twin is not None and twin != first:
        click(qtbot, window, twin)
        assert "mirrored or turned" in message(window)
    second = next(
        cell for cell in free_points(window, 60, (first,)) if not mirrored(stones, first, cell)
    )
    click(qtbot, window, second)


def test_the_person_opens_and_the_computer_chooses(qtbot, make_window):
    window = make_window("gomoku-renju", level="beginner", computer=(WHITE,))
    driver = start_with(window, OpeningRule.RIF)
    controller = window.controller
    click(qtbot, window, 0)
    assert controller.moves == () and "1st stone goes on the centre point" in message(window)
    for cell in RIF_STONES:
        click(qtbot, window, cell)
    qtbot.waitUntil(lambda: driver.reason.startswith("I take"), timeout=WAIT_MS)
    assert driver.phase is not None and driver.phase.black is not None
    if driver.phase.black == RESPONDER:  # the computer is Black: the person places the 4th
        click(qtbot, window, free_points(window, 1)[0])
        qtbot.waitUntil(lambda: len(window.board.proposals) == 2, timeout=WAIT_MS)
        click(qtbot, window, window.board.proposals[0])  # picked on the board
        assert controller.computer_players == frozenset({BLACK})
    else:  # the computer is White: it places the 4th, the person proposes, it picks
        qtbot.waitUntil(lambda: len(controller.moves) == 4, timeout=WAIT_MS)
        propose_as_the_person(qtbot, window)
        qtbot.waitUntil(lambda: len(controller.moves) >= 5, timeout=WAIT_MS)
        assert driver.reason.startswith("I pick")
        assert controller.computer_players == frozenset({WHITE})
    assert not driver.running and not driver.bar.isVisible() and window.board.proposals == ()


def test_the_person_takes_black_proposes_and_the_computer_picks(qtbot, make_window):
    window = make_window("gomoku-renju", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.RIF)
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.moves) == 3, timeout=WAIT_MS)
    assert driver.phase is not None and driver.phase.chooser == RESPONDER
    assert not driver.buttons[Choice.PLACE_TWO].isVisible()
    driver.buttons[Choice.TAKE_BLACK].click()  # the computer, now White, places the 4th
    qtbot.waitUntil(lambda: len(controller.moves) == 4, timeout=WAIT_MS)
    propose_as_the_person(qtbot, window)
    qtbot.waitUntil(lambda: driver.reason.startswith("I pick"), timeout=WAIT_MS)
    assert f"I pick {controller.spec.new_state().move_text(controller.moves[4])}" in driver.reason
    assert controller.computer_players == frozenset({WHITE}) and not driver.running
    qtbot.waitUntil(lambda: len(controller.moves) == 6, timeout=WAIT_MS)  # White's 6th


def test_the_person_takes_white_and_picks_one_of_the_computers_proposals(qtbot, make_window):
    window = make_window("gomoku-renju", level="beginner", computer=(BLACK,))
    driver = start_with(window, OpeningRule.RIF)
    controller = window.controller
    qtbot.waitUntil(lambda: len(controller.moves) == 3, timeout=WAIT_MS)
    driver.buttons[Choice.TAKE_WHITE].click()
    assert "stone 4 (White)" in driver.status.text()
    click(qtbot, window, free_points(window, 1)[0])
    qtbot.waitUntil(lambda: len(window.board.proposals) == 2, timeout=WAIT_MS)
    assert driver.reason.startswith("I propose") and driver.reason in driver.status.text()
    proposals = window.board.proposals
    click(qtbot, window, free_points(window, 1, proposals)[0])
    assert len(controller.moves) == 4
    assert "must be one of Black's two proposals" in message(window)
    second = controller.state.move_text(proposals[1])
    assert driver.pick_buttons[1].isVisible() and second in driver.pick_buttons[1].text()
    click(qtbot, window, proposals[1])  # picked on the board (or by the button)
    assert controller.moves[4] == proposals[1] and not driver.running
    assert controller.computer_players == frozenset({BLACK})
    assert controller.state.to_move == WHITE and window.board.proposals == ()


def test_saved_while_the_computer_is_to_propose_it_proposes_when_opened(
    qtbot, make_window, tmp_path
):
    window = make_window("gomoku-renju", level="beginner", computer=())
    path = tmp_path / "rif.plyboard.json"
    assert window.files.save_game_file(path)
    document = json.loads(path.read_text())
    document["moves"] = ["h8", "i8", "j10", "c3"]
    opening = {"rule": "rif", "stones": document["moves"], "choices": ["Take Black"]}
    document["extras"] = {"opening": opening | {"computer": ["responder"]}}
    path.write_text(json.dumps(document))
    assert window.files.open_game_file(path)
    driver = driver_of(window)
    assert driver.phase is not None and driver.phase.proposer() == RESPONDER
    qtbot.waitUntil(lambda: len(window.board.proposals) == 2, timeout=WAIT_MS)
    assert driver.phase.picker() == OPENER and driver.pick_buttons[0].isVisible()
    saved = window.controller.saved_game().extras["opening"]
    assert len(saved["proposals"]) == 2 and saved["reason"].startswith("I propose")
    driver.pick_buttons[0].click()
    assert window.controller.moves[4] == window.controller.spec.new_state().parse_move(
        saved["proposals"][0]
    )
    assert not driver.running and window.controller.computer_players == frozenset({BLACK})


def test_rif_is_offered_for_renju_only(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=())
    driver = plugin_of(window).opening
    assert not driver.menu_actions[OpeningRule.RIF].isVisible()
    assert driver.menu_actions[OpeningRule.SWAP2].isVisible()
    window.controller.new_game(get_game("gomoku-renju"))
    assert driver.menu_actions[OpeningRule.RIF].isVisible()
    assert not driver.menu_actions[OpeningRule.SWAP2].isVisible()
