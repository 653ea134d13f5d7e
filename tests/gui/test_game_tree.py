"""The game as a tree in the window: a move from an earlier position makes a variation
shown nested in the move list, which a click goes to; the move list's context menu
promotes, demotes and deletes lines and adds comments and NAGs; the arrows and circles
drawn belong to a position of the tree, main line or variation."""

from __future__ import annotations

import json

import pytest

from app.gui.panels.move_tree import node_link
from app.services.marks import NO_MARKS
from tests.gui.test_arrows import right_drag, shown_marks
from tests.gui.windows import cell_named


def play(window, *texts: str) -> None:
    controller = window.controller
    for text in texts:
        assert controller.play_move(controller.state.parse_move(text)), text


def menu_action(window, node, title: str):
    menu = window.tree_menu.build(node)
    for action in menu.actions():
        if action.text().replace("&", "") == title:
            return action
        sub = action.menu()
        if sub is not None:
            for inner in sub.actions():
                if title in inner.text():
                    return inner
    raise AssertionError(f"no {title!r} in {[a.text() for a in menu.actions()]}")


@pytest.fixture
def branched(make_window):
    """Tic-tac-toe a1 b2 c3, then back to after a1 and b1 instead: b2 stays the main line."""
    window = make_window("tictactoe", level="beginner", computer=())
    play(window, "a1", "b2", "c3")
    assert window.controller.go_to_ply(1)
    play(window, "b1")
    return window


def test_a_move_from_an_earlier_position_is_a_variation_in_the_move_list(branched):
    controller = branched.controller
    assert controller.move_texts() == ("a1", "b1")
    text = branched.panel.record.text()
    assert "(" in text and "b1" in text and "c3" in text
    assert text.index("b2") < text.index("(") < text.index("b1")  # nested after the main move
    main_b2 = controller.tree.children[0].children[0]
    branched.on_record_link(node_link(main_b2.children[0]))  # click c3 on the main line
    assert controller.move_texts() == ("a1", "b2", "c3")


def test_promote_demote_delete_from_the_context_menu(branched):
    controller = branched.controller
    first = controller.tree.children[0]
    b1 = first.children[1]
    menu_action(branched, b1, "Promote variation").trigger()
    assert [controller.state.move_text(c.move) for c in first.children] == ["b1", "b2"]
    menu_action(branched, b1, "Demote variation").trigger()
    assert first.children[1] is b1
    menu_action(branched, b1, "Delete from here").trigger()  # the position shown is in it
    assert len(first.children) == 1 and controller.move_texts() == ("a1",)
    assert "(" not in branched.panel.record.text()


def test_a_comment_and_nags_from_the_context_menu_show_in_the_list(branched):
    controller = branched.controller
    b2 = controller.tree.children[0].children[0]
    menu_action(branched, b2, "!!").trigger()
    menu_action(branched, b2, "±").trigger()
    assert b2.nags == (3, 16)
    menu_action(branched, b2, "Add comment…").trigger()
    dialog = branched.tree_menu.comment_dialog
    assert dialog is not None
    dialog.setTextValue("the  centre\nfirst")
    dialog.accept()
    assert b2.comment == "the centre first"
    text = branched.panel.record.text()
    assert "b2!! ±" in text and "{" in text


def test_the_tree_is_saved_and_opened_again(branched, make_window, tmp_path):
    controller = branched.controller
    b2 = controller.tree.children[0].children[0]
    b2.set_nag(1)
    b2.comment = "the centre"
    path = tmp_path / "game.plyboard"
    assert branched.files.save_game_file(path)
    again = make_window("tictactoe", level="beginner", computer=())
    assert again.files.open_game_file(path)
    tree = again.controller.tree
    first = tree.children[0]
    state = again.controller.spec.new_state().play(first.move)
    assert [state.move_text(child.move) for child in first.children] == ["b2", "b1"]
    assert first.children[0].comment == "the centre" and first.children[0].nags == (1,)
    assert again.controller.move_texts() == ("a1", "b1")  # the line shown when saved
    assert "(" in again.panel.record.text()


def test_a_damaged_tree_costs_only_the_variations(qtbot, make_window, tmp_path):
    import json

    window = make_window("tictactoe", level="beginner", computer=())
    play(window, "a1")
    path = tmp_path / "game.plyboard"
    assert window.files.save_game_file(path)
    document = json.loads(path.read_text())
    document["tree"] = {"children": [{"move": "z9"}]}
    path.write_text(json.dumps(document))
    assert window.files.open_game_file(path)
    assert window.controller.move_texts() == ("a1",)
    qtbot.waitUntil(lambda: "variations" in window.status_bar.currentMessage())
    assert "'z9'" in window.status_bar.currentMessage()


def test_the_autosave_keeps_the_tree(branched):
    saved = branched.controller.saved_game()  # what the autosave writes after each change
    assert saved.tree is not None
    first = saved.tree["children"][0]
    assert [child["move"] for child in first["children"]] == ["b2", "b1"]
    assert branched.controller.tree.children[0].children[0].children  # c3 after b2 kept


def test_an_older_saves_notes_become_the_comments_of_its_positions(make_window, tmp_path):
    import json

    window = make_window("tictactoe", level="beginner", computer=())
    play(window, "a1", "b2")
    path = tmp_path / "old.plyboard"
    assert window.files.save_game_file(path)
    document = json.loads(path.read_text())
    assert "notes" not in document and "tree" not in document
    document["notes"] = {"0": "a quiet start", "2": "[%clk 0:01:00] the centre"}
    path.write_text(json.dumps(document))
    again = make_window("tictactoe", level="beginner", computer=())
    assert again.files.open_game_file(path)
    tree = again.controller.tree
    assert tree.comment == "a quiet start"
    assert tree.children[0].children[0].comment == "[%clk 0:01:00] the centre"
    shown = again.panel.record.text()
    assert "{a quiet start}" in shown and "{the centre}" in shown and "%clk" not in shown
    assert again.files.save_game_file(path)
    document = json.loads(path.read_text())
    assert "notes" not in document
    assert document["tree"]["children"][0]["children"][0]["comment"] == "[%clk 0:01:00] the centre"


def draw_arrow(qtbot, window, start: str, end: str):
    """Draw an arrow from cell ``start`` to ``end`` on the position shown; what is shown."""
    right_drag(qtbot, window, cell_named(window, start), cell_named(window, end))
    return shown_marks(window)


def test_a_main_line_arrow_is_not_shown_on_the_variation_at_the_same_ply(branched, qtbot):
    controller, tree = branched.controller, branched.controller.tree
    main_b2, variation_b1 = tree.at((0, 0)), tree.at((0, 1))
    assert controller.go_to_node(main_b2)
    drawn = draw_arrow(qtbot, branched, "a3", "c1")
    assert controller.go_to_node(variation_b1)
    assert shown_marks(branched) == NO_MARKS
    assert controller.go_to_node(main_b2)
    assert shown_marks(branched) == drawn
    menu_action(branched, variation_b1, "Promote variation").trigger()
    assert controller.go_to_ply(1) and controller.redo()  # along the main line: to b1
    assert controller.current_node is variation_b1
    assert shown_marks(branched) == NO_MARKS  # the main line now, still without marks
    assert controller.go_to_node(main_b2)
    assert shown_marks(branched) == drawn


def test_a_variations_marks_are_saved_while_another_position_is_shown(
    branched, qtbot, make_window, tmp_path
):
    controller, tree = branched.controller, branched.controller.tree
    on_b1 = draw_arrow(qtbot, branched, "a3", "c1")  # b1, the variation, is shown
    assert controller.go_to_node(tree.at((0, 0, 0)))
    on_c3 = draw_arrow(qtbot, branched, "c1", "a3")
    assert controller.go_to_ply(1)
    path = tmp_path / "game.plyboard"
    assert branched.files.save_game_file(path)
    assert "marks" not in json.loads(path.read_text())  # every mark is in the tree
    again = make_window("tictactoe", level="beginner", computer=())
    assert again.files.open_game_file(path)
    for where, drawn in (((0, 1), on_b1), ((0, 0, 0), on_c3), ((0, 0), NO_MARKS)):
        assert again.controller.go_to_node(again.controller.tree.at(where))
        assert shown_marks(again) == drawn, where


def test_deleting_a_variation_deletes_its_marks(branched, qtbot):
    controller = branched.controller
    variation_b1 = controller.tree.at((0, 1))
    draw_arrow(qtbot, branched, "a3", "c1")
    menu_action(branched, variation_b1, "Delete from here").trigger()
    assert controller.go_to_ply(2)  # the main line's b2, at the same ply
    assert shown_marks(branched) == NO_MARKS
    assert controller.go_to_ply(1)
    play(branched, "b1")  # the same move again: a new position, with no marks
    assert shown_marks(branched) == NO_MARKS
    assert "marks" not in json.dumps(controller.saved_game().tree)


def test_a_move_from_an_earlier_position_keeps_the_later_marks(make_window, qtbot):
    window = make_window("tictactoe", level="beginner", computer=())
    controller = window.controller
    play(window, "a1", "b2")
    on_b2 = draw_arrow(qtbot, window, "a3", "c1")
    play(window, "c3")
    on_c3 = draw_arrow(qtbot, window, "c1", "a3")
    assert controller.go_to_ply(1)
    play(window, "b1")  # a variation: b2 and c3 stay the main line
    assert controller.go_to_node(controller.tree.at((0, 0, 0)))
    assert shown_marks(window) == on_c3
    assert controller.go_to_ply(2)
    assert shown_marks(window) == on_b2
