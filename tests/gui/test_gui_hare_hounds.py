"""Hare and Hounds through the real window: slides by clicks for either side, a hound that
may not step left, and the hare winning by the stalling rule."""

from engine.search import Limits
from games.registry import get_game
from tests.gui.windows import WindowFactory, cell_named, click, wait_for_human_turn

SPEC = get_game("hare-hounds")


def click_move(qtbot, window, text: str) -> None:
    """Play ``text`` (``from-to``) as a person: click the piece, then where it goes."""
    start, end = text.split("-")
    click(qtbot, window, cell_named(window, start))
    click(qtbot, window, cell_named(window, end))


def play_perfectly_by_clicks(qtbot, window) -> None:
    """The person plays the table's best moves, by clicks, until the game ends."""
    controller = window.controller
    perfect = SPEC.searcher("perfect")
    while controller.state.outcome() is None:
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is not None:
            break
        state = controller.state
        best = perfect.search(state, Limits()).best_move
        before = len(controller.moves)
        click_move(qtbot, window, state.move_text(best))
        assert len(controller.moves) > before, "the clicks did not play the move"
    assert controller.state.key() == SPEC.replay(controller.move_texts()).key()


def test_a_full_game_as_the_hounds_by_clicks(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", level="hard", computer=(1,))
    play_perfectly_by_clicks(qtbot, window)
    assert window.controller.state.outcome().winner == 0  # the hounds trap the hare


def test_a_full_game_as_the_hare_by_clicks(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", level="beginner", computer=(0,))
    play_perfectly_by_clicks(qtbot, window)
    assert window.controller.state.outcome().winner == 1  # beginner hounds err; the hare escapes


def test_a_hound_may_not_step_left(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", computer=())
    controller = window.controller
    click_move(qtbot, window, "4-5")  # hounds: the tip hound steps right
    click_move(qtbot, window, "8-7")  # hare
    click_move(qtbot, window, "5-4")  # back to the left: refused
    assert controller.move_texts() == ("4-5", "8-7")
    assert controller.state.pieces()[cell_named(window, "4")] is None
    click_move(qtbot, window, "5-6")  # the same hound may still go right
    assert controller.move_texts() == ("4-5", "8-7", "5-6")


def test_ten_vertical_hound_moves_in_a_row_lose(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", computer=())
    controller = window.controller
    for turn in range(10):
        click_move(qtbot, window, "1-5" if turn % 2 == 0 else "5-1")
        if turn < 9:
            assert controller.state.outcome() is None
            click_move(qtbot, window, "8-3" if turn % 2 == 0 else "3-8")
    outcome = controller.state.outcome()
    assert outcome is not None and outcome.winner == 1  # the hare
    assert "stall" in outcome.reason
    assert "Hare wins" in window.status_bar.line_text()
