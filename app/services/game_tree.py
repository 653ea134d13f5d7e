"""A game as a tree: every move played from a position is kept, the first child of a node
being its main line and the others variations, each node with the arrows and circles a
person drew on its position (:attr:`Node.marks`), a comment and NAGs (numeric annotation
glyphs: 1 ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``, 6 ``?!``, and the position's,
10 ``=`` ... 19 ``-+``) (no Qt).  A node that starts a variation may also have a comment
before its move (PGN's starting comment, :attr:`Node.starting_comment`).
A comment may hold embedded commands as PGN writes them (``[%clk 0:01:00]``): they are kept
and written back, but they are no words of the comment (:func:`comment_words`,
:func:`with_words`).

The tree is owned by one game record, which walks it; the verbs here change it in place:
:meth:`Node.add` (the existing child for a move, or a new variation), :func:`promote`,
:func:`demote`, :func:`delete`, and a node's :attr:`Node.marks`, :attr:`Node.comment` and
:attr:`Node.nags`.  A node is named by its :attr:`Node.path`, the child indices from the
root (the root's path is empty; ``(0, 0, 1)`` is the second answer to the main line's
second move).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from app.services.marks import (
    NO_MARKS,
    Marks,
    MarksError,
    position_marks_from_json,
    position_marks_to_json,
)
from engine.game_api import IllegalMoveError
from games.base import BoardState

NAG_GLYPHS = {
    1: "!",
    2: "?",
    3: "!!",
    4: "??",
    5: "!?",
    6: "?!",
    10: "=",
    13: "∞",
    14: "⩲",
    15: "⩱",
    16: "±",
    17: "∓",
    18: "+-",
    19: "-+",
}
"""The NAGs the move list offers and how it writes them."""
MOVE_NAGS = (1, 2, 3, 4, 5, 6)
"""The NAGs that judge a move; a move has at most one of them."""
_COMMAND = re.compile(r"\[%[A-Za-z]\w*[^\]]*\]")
"""An embedded command of a comment: ``[%clk 0:01:00]``, ``[%cal Ge2e4]``."""


class TreeError(ValueError):
    """A tree edit that cannot be made (the root has no siblings, a path that leads nowhere)."""


def comment_words(comment: str) -> str:
    """What a comment says, without its embedded commands (``[%clk 0:01:00]``)."""
    return " ".join(_COMMAND.sub(" ", comment).split())


def with_words(comment: str, words: str) -> str:
    """``comment`` saying ``words`` instead, its embedded commands kept first."""
    commands = "".join(_COMMAND.findall(comment))
    return " ".join(part for part in (commands, " ".join(words.split())) if part)


class Node:
    """A position of the game: the move that led to it (``None`` at the root), its
    children (the first the main line), the marks drawn on it, its comment and NAGs, and
    the comment before its move when it starts a variation."""

    __slots__ = ("children", "comment", "marks", "move", "nags", "parent", "starting_comment")

    def __init__(self, move: Any = None, parent: Node | None = None) -> None:
        self.move = move
        self.parent = parent
        self.children: list[Node] = []
        self.comment = ""
        self.starting_comment = ""
        self.nags: tuple[int, ...] = ()
        self.marks: Marks = NO_MARKS

    def child(self, move: Any) -> Node | None:
        """The child reached by ``move``, if there is one."""
        return next((child for child in self.children if child.move == move), None)

    def add(self, move: Any) -> Node:
        """The child reached by ``move``: the existing one, or a new one after the others
        (the main line when it is the first)."""
        found = self.child(move)
        if found is None:
            found = Node(move, self)
            self.children.append(found)
        return found

    @property
    def line(self) -> tuple[Node, ...]:
        """The nodes from the root to this one, the root first."""
        nodes = [self]
        while nodes[-1].parent is not None:
            nodes.append(nodes[-1].parent)
        return tuple(reversed(nodes))

    def comes_after(self, other: Node) -> bool:
        """Whether this node is ``other`` or lies on a line through it."""
        return any(node is other for node in self.line)

    @property
    def path(self) -> tuple[int, ...]:
        """The child indices from the root to this node."""
        indices: list[int] = []
        node = self
        while node.parent is not None:
            indices.append(node.parent.children.index(node))
            node = node.parent
        return tuple(reversed(indices))

    @property
    def starts_variation(self) -> bool:
        """Whether this node is a variation's first move (a child but not the first)."""
        return self.parent is not None and self.parent.children[0] is not self

    @property
    def is_main_line(self) -> bool:
        """Whether every node from the root to this one is a first child."""
        return all(index == 0 for index in self.path)

    def main_line(self) -> Iterator[Node]:
        """The nodes after this one along first children."""
        node = self
        while node.children:
            node = node.children[0]
            yield node

    def at(self, path: tuple[int, ...]) -> Node:
        """The node ``path`` leads to from this one; raises :class:`TreeError`."""
        node = self
        for index in path:
            if not 0 <= index < len(node.children):
                raise TreeError(f"no node at {'.'.join(map(str, path))}")
            node = node.children[index]
        return node

    def set_nag(self, nag: int) -> None:
        """Add ``nag``, or take it off when the node has it; a move's judgement replaces
        another (a move is not both ``!`` and ``?``)."""
        if nag in self.nags:
            self.nags = tuple(n for n in self.nags if n != nag)
            return
        kept = [n for n in self.nags if not (nag in MOVE_NAGS and n in MOVE_NAGS)]
        self.nags = tuple(sorted((*kept, nag)))

    def annotation(self) -> str:
        """The NAGs as glyphs (``!?``, ``+-``), in order, ``$N`` for one without a glyph."""
        return " ".join(NAG_GLYPHS.get(nag, f"${nag}") for nag in self.nags)


def nodes(root: Node) -> Iterator[Node]:
    """``root`` and every node after it."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children)


def has_branches(root: Node) -> bool:
    """Whether the tree holds more than one line, or a comment or NAG anywhere."""
    return any(
        len(node.children) > 1 or node.comment or node.starting_comment or node.nags
        for node in nodes(root)
    )


def _siblings(node: Node) -> list[Node]:
    if node.parent is None:
        raise TreeError("the start of the game has no variations")
    return node.parent.children


def promote(node: Node) -> None:
    """Move the variation that begins at ``node``'s line one place up among its siblings
    (the main line's first variation becomes the main line)."""
    variation = _variation_start(node)
    siblings = _siblings(variation)
    index = siblings.index(variation)
    if index == 0:
        raise TreeError("this is the main line already")
    siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]


def demote(node: Node) -> None:
    """Move the line ``node`` is on one place down among its siblings."""
    variation = _variation_start(node, main=True)
    siblings = _siblings(variation)
    index = siblings.index(variation)
    if index == len(siblings) - 1:
        raise TreeError("this line is the last one already")
    siblings[index], siblings[index + 1] = siblings[index + 1], siblings[index]


def delete(node: Node) -> Node:
    """Remove ``node`` and everything after it; returns its parent."""
    siblings = _siblings(node)
    siblings.remove(node)
    assert node.parent is not None
    return node.parent


def _variation_start(node: Node, *, main: bool = False) -> Node:
    """The first node of the variation ``node`` is on: the nearest node from it up that
    is not a first child (with ``main``, that has siblings at all)."""
    while node.parent is not None:
        siblings = node.parent.children
        if siblings.index(node) > 0 or (main and len(siblings) > 1):
            return node
        node = node.parent
    raise TreeError("the main line has no variation to move")


# --- saved as JSON --------------------------------------------------------------------


def tree_to_json(root: Node, start: BoardState) -> dict[str, Any]:
    """The tree from ``start`` (its root's position) as JSON values: each node an object
    with its ``move`` (the game's move text; none at the root) and, when it has them,
    ``starting_comment`` (before the move), ``comment``, ``nags``, ``marks`` (as
    :func:`~app.services.marks.position_marks_to_json` writes them) and ``children``
    (the main line first)."""

    def node_json(node: Node, state: BoardState) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if node.parent is not None:
            data["move"] = state.move_text(node.move)
            state = state.play(node.move)
        if node.starting_comment:
            data["starting_comment"] = node.starting_comment
        if node.comment:
            data["comment"] = node.comment
        if node.nags:
            data["nags"] = list(node.nags)
        if not node.marks.empty:
            data["marks"] = position_marks_to_json(node.marks)
        if node.children:
            data["children"] = [node_json(child, state) for child in node.children]
        return data

    return node_json(root, start)


def saved_tree(root: Node, start: BoardState) -> dict[str, Any] | None:
    """:func:`tree_to_json` of a tree with more than its line or with marks, else
    ``None`` (a plain line needs no tree in a saved game)."""
    marked = any(not node.marks.empty for node in nodes(root))
    return tree_to_json(root, start) if marked or has_branches(root) else None


def tree_from_json(data: Any, start: BoardState) -> Node:
    """The tree :func:`tree_to_json` wrote, from ``start``; raises :class:`TreeError`
    saying what is wrong (not an object, an illegal move, a NAG that is no number, a
    mark off the board)."""

    def read(node: Node, value: Any, state: BoardState) -> None:
        if not isinstance(value, dict):
            raise TreeError("a node of the game tree is not an object")
        comment, nags = value.get("comment", ""), value.get("nags", [])
        starting_comment = value.get("starting_comment", "")
        if not isinstance(comment, str) or not isinstance(starting_comment, str):
            raise TreeError("a comment must be text")
        if not isinstance(nags, list) or not all(
            isinstance(nag, int) and not isinstance(nag, bool) and 0 < nag < 256 for nag in nags
        ):
            raise TreeError("nags must be a list of numbers from 1 to 255")
        node.comment, node.nags = comment, tuple(sorted(set(nags)))
        node.starting_comment = starting_comment
        node.marks = _marks(value.get("marks"), state)
        children = value.get("children", [])
        if not isinstance(children, list):
            raise TreeError("children must be a list")
        for child_value in children:
            text = child_value.get("move") if isinstance(child_value, dict) else None
            if not isinstance(text, str):
                raise TreeError("a move of the game tree is missing")
            try:
                move = state.parse_move(text)
            except (IllegalMoveError, ValueError) as error:
                raise TreeError(f"{text!r} in the game tree: {error}") from None
            read(node.add(move), child_value, state.play(move))

    root = Node()
    read(root, data, start)
    return root


def _marks(value: Any, state: BoardState) -> Marks:
    """The marks of a node's JSON ``value`` (none when absent) on ``state``'s board."""
    if value is None:
        return NO_MARKS
    try:
        marks = position_marks_from_json(value)
    except MarksError as error:
        raise TreeError(str(error)) from None
    if any(cell >= len(state.layout().centres) for cell in marks.cells()):
        raise TreeError("a mark lies off the board")
    return marks


def merge(into: Node, other: Node) -> None:
    """Put ``other``'s lines, marks, comments and NAGs into ``into`` (the same position),
    in ``other``'s order; the nodes ``into`` has keep their identity."""
    into.marks = into.marks if other.marks.empty else other.marks
    into.comment = other.comment or into.comment
    into.starting_comment = other.starting_comment or into.starting_comment
    into.nags = tuple(sorted({*into.nags, *other.nags}))
    for child in other.children:
        merge(into.add(child.move), child)
    order = [child.move for child in other.children]
    into.children.sort(
        key=lambda node: order.index(node.move) if node.move in order else len(order)
    )
