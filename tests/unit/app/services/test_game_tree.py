"""The game as a tree: moves added, variations promoted, demoted and deleted, NAGs."""

from __future__ import annotations

import pytest

from app.services.game_tree import (
    Node,
    TreeError,
    comment_words,
    delete,
    demote,
    has_branches,
    merge,
    promote,
    saved_tree,
    tree_from_json,
    tree_to_json,
    with_words,
)
from app.services.marks import Arrow, Circle, MarkColour, Marks
from games.registry import get_game


def line(root: Node, *moves: str) -> Node:
    node = root
    for move in moves:
        node = node.add(move)
    return node


def test_a_move_already_played_is_followed_and_another_makes_a_variation():
    root = Node()
    e4 = line(root, "e4", "e5", "Nf3")
    assert root.add("e4") is root.children[0]
    d4 = root.add("d4")
    assert [child.move for child in root.children] == ["e4", "d4"]
    assert d4.path == (1,) and e4.path == (0, 0, 0)
    assert e4.is_main_line and not d4.is_main_line
    assert [node.move for node in root.main_line()] == ["e4", "e5", "Nf3"]
    assert root.at((1,)) is d4
    with pytest.raises(TreeError):
        root.at((2,))


def test_promote_demote_and_delete_move_whole_lines():
    root = Node()
    line(root, "e4", "e5")
    sicilian = line(root, "e4", "c5", "Nf3")  # a variation of Black's first move
    french = line(root, "e4", "e6")
    promote(sicilian)  # from anywhere in the line: c5 becomes the main line
    assert [child.move for child in root.children[0].children] == ["c5", "e5", "e6"]
    with pytest.raises(TreeError, match="main line"):
        promote(sicilian)
    demote(sicilian)
    assert [child.move for child in root.children[0].children] == ["e5", "c5", "e6"]
    with pytest.raises(TreeError, match="last one"):
        demote(french)
    assert delete(sicilian.parent) is root.children[0]
    assert [child.move for child in root.children[0].children] == ["e5", "e6"]
    with pytest.raises(TreeError):
        delete(root)


def test_a_moves_judgement_replaces_another_and_position_nags_add_up():
    node = line(Node(), "e4")
    node.set_nag(1)
    node.set_nag(16)
    node.set_nag(4)  # ?? replaces !
    assert node.nags == (4, 16)
    assert node.annotation() == "?? ±"
    node.set_nag(4)  # again: off
    assert node.nags == (16,)


def test_a_nodes_line_runs_from_the_root_and_says_what_it_comes_after():
    root = Node()
    nf3 = line(root, "e4", "e5", "Nf3")
    d4 = root.add("d4")
    assert [node.move for node in nf3.line] == [None, "e4", "e5", "Nf3"]
    assert nf3.line[0] is root and root.line == (root,)
    assert nf3.comes_after(root.children[0]) and nf3.comes_after(nf3)
    assert not nf3.comes_after(d4) and not root.children[0].comes_after(nf3)


def test_starting_comments_and_comments_go_through_json_and_count_as_more_than_a_line():
    start = get_game("tictactoe").new_state()
    root = Node()
    first = start.parse_move("a1")
    root.add(first)
    other = root.add(start.parse_move("b2"))
    assert not other.is_main_line and other.starts_variation
    assert not root.children[0].starts_variation and not root.starts_variation
    plain = Node()
    single = line(plain, first)
    assert not has_branches(plain)
    single.starting_comment = "kept"
    assert has_branches(plain)
    other.starting_comment = "or the centre"
    data = tree_to_json(root, start)
    assert data["children"][1] == {"move": "b2", "starting_comment": "or the centre"}
    again = tree_from_json(data, start)
    assert again.children[1].starting_comment == "or the centre"
    with pytest.raises(TreeError, match="text"):
        tree_from_json({"children": [{"move": "a1", "starting_comment": 3}]}, start)


def test_a_comments_words_leave_its_embedded_commands_and_an_edit_keeps_them():
    comment = "[%clk 0:04:50] keeps [%eval 0.3] the pin"
    assert comment_words(comment) == "keeps the pin"
    assert with_words(comment, " pins\nthe knight ") == "[%clk 0:04:50][%eval 0.3] pins the knight"
    assert with_words("old words", "") == ""
    assert comment_words("[%clk 0:01:00]") == ""


def test_marks_go_through_json_with_their_node_and_a_mark_off_the_board_is_refused():
    start = get_game("tictactoe").new_state()
    root = Node()
    root.add(start.parse_move("a1"))
    variation = root.add(start.parse_move("b2"))
    assert saved_tree(root, start) is not None  # two lines
    plain = Node()
    single = line(plain, start.parse_move("a1"))
    assert saved_tree(plain, start) is None
    single.marks = Marks((Arrow(0, 8),), (Circle(4, MarkColour.RED),))
    assert not has_branches(plain) and saved_tree(plain, start) is not None
    variation.marks = Marks(circles=(Circle(8),))
    data = tree_to_json(root, start)
    assert data["children"][1]["marks"] == {"arrows": [], "circles": [[8, "G"]]}
    again = tree_from_json(data, start)
    assert again.children[1].marks == variation.marks and again.children[0].marks.empty
    merge(root, tree_from_json(saved_tree(plain, start), start))
    assert root.children[0].marks == single.marks and root.children[1].marks == variation.marks
    off = {"children": [{"move": "a1", "marks": {"circles": [[9, "G"]]}}]}
    with pytest.raises(TreeError, match="off the board"):
        tree_from_json(off, start)
    with pytest.raises(TreeError, match="colour"):
        tree_from_json({"marks": {"arrows": [[0, 1, "P"]]}}, start)
