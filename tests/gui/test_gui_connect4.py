"""Connect Four in the real window: a click anywhere in a column drops a disc there."""

from PyQt6.QtCore import Qt

from app.gui.board.animation import AnimationSpeed
from tests.gui.windows import WindowFactory, cell_named, click, wait_for_human_turn


def test_clicking_the_top_of_a_column_drops_to_the_bottom(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    names = window.controller.state.layout().cell_names
    top, bottom = names.index("column 4, row 6"), names.index("column 4, row 1")
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(top))
    assert window.controller.state.move_text(window.controller.moves[0]) == "4"
    assert window.controller.state.pieces()[bottom].owner == 0


def test_choosing_connect_four_warms_its_solver_up_off_the_gui_thread(
    qtbot, make_window: WindowFactory, monkeypatch
):
    import dataclasses
    import threading

    from app.gui.session import search_desk as search_desk_module
    from games.registry import get_game

    threads: list[str] = []
    monkeypatch.setattr(search_desk_module, "_warmed_up", set())
    spec = dataclasses.replace(
        get_game("connect4"), warm_up=lambda: threads.append(threading.current_thread().name)
    )
    window = make_window(game="tictactoe", computer=())
    window.controller.new_game(spec)
    qtbot.waitUntil(lambda: bool(threads), timeout=5_000)
    assert threads == ["warm-up-connect4"]
    window.controller.new_game(spec)  # once is enough
    assert threads == ["warm-up-connect4"]


def test_hovering_a_column_highlights_where_the_disc_lands(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    names = window.controller.state.layout().cell_names
    board = window.board
    qtbot.mouseMove(board, pos=board.cell_centre(names.index("column 2, row 5")))
    assert board.hover_target() == names.index("column 2, row 1")
    qtbot.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=board.cell_centre(names.index("column 2, row 5"))
    )
    qtbot.mouseMove(board, pos=board.cell_centre(names.index("column 2, row 6")))
    assert board.hover_target() == names.index("column 2, row 2")


def test_a_full_column_refuses_clicks_and_says_why(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    names = window.controller.state.layout().cell_names
    board = window.board
    top = board.cell_centre(names.index("column 1, row 6"))
    for _ in range(6):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top)
    assert len(window.controller.moves) == 6
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top)
    assert len(window.controller.moves) == 6
    assert window.statusBar().currentMessage() == "Column 1 is full."


def test_a_dropped_disc_falls_into_place_unless_switched_off(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    names = window.controller.state.layout().cell_names
    board = window.board
    top = board.cell_centre(names.index("column 3, row 6"))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top)
    assert board.animating()
    qtbot.waitUntil(lambda: not board.animating(), timeout=3_000)
    window.menus.animation_speeds[AnimationSpeed.OFF].trigger()  # View > Animation > Off
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top)
    assert not board.animating()
    assert len(window.controller.moves) == 2


def test_the_winning_four_is_highlighted_and_the_game_stops(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    window.menus.animation_speeds[AnimationSpeed.OFF].trigger()  # View > Animation > Off
    names = window.controller.state.layout().cell_names
    board = window.board
    # Red builds the diagonal 1/1, 2/2, 3/3, 4/4; Yellow fills in below it.
    for column in "1223433454":
        top = board.cell_centre(names.index(f"column {column}, row 6"))
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top)
    assert window.controller.state.outcome() is None
    qtbot.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=board.cell_centre(names.index("column 4, row 6"))
    )
    diagonal = {names.index(f"column {n}, row {n}") for n in range(1, 5)}
    assert set(board.winning_cells()) == diagonal
    assert "Red" in window.panel.result.text()
    moves = len(window.controller.moves)
    qtbot.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=board.cell_centre(names.index("column 7, row 6"))
    )
    assert len(window.controller.moves) == moves


def test_the_panel_says_when_the_level_played_other_than_its_best_line(
    qtbot, make_window: WindowFactory
):
    """medium picks among moves within its margin; the panel must not pass a move it did
    not play off as the start of the line it played."""
    window = make_window(game="connect4", level="medium")
    controller = window.controller
    departures = 0
    for column in "4433552266":
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is not None:
            break
        click(qtbot, window, cell_named(window, f"column {column}, row 6"))
        wait_for_human_turn(qtbot, window)
        decision, result = controller.last_decision, controller.last_result
        if decision is None or decision.result is not result:
            continue
        text = window.panel.line.text()
        played = controller.searched_state.move_text(decision.move)
        departed = decision.move != result.best_move
        assert (f"Played {played} instead" in text) == departed, text
        departures += departed
    assert departures > 0
