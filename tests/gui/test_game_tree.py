"""The game as a tree in the window: a move from an earlier position makes a variation
shown nested in the move list, which a click goes to; the move list's context menu
promotes, demotes and deletes lines and adds comments and NAGs."""

from __future__ import annotations

import pytest

from app.gui.panels.move_tree import node_link


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
