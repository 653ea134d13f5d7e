"""The game as a tree: moves added, variations promoted, demoted and deleted, NAGs."""

from __future__ import annotations

import pytest

from app.services.game_tree import Node, TreeError, delete, demote, promote


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
