"""The move list of a game with variations, comments or NAGs, written as chess programs
write it: ``1. e4 e5 2. Nf3 ({a gambit} 2. f4 exf4 {the King's Gambit}) 2... Nc6``: a
variation's starting comment before its first move, a comment after its move, each
without its embedded commands (a clock's ``[%clk ...]``).

Each move is a link ``node:PATH`` (:attr:`app.services.game_tree.Node.path`, indices
joined by dots) to its position; the moves leading to the position shown are in the
link colour, the rest (the main line ahead, other variations) muted, the position shown
in bold.
"""

from __future__ import annotations

import html

from app.gui import style
from app.services.game_tree import Node, comment_words
from games.base import BoardState


def node_link(node: Node) -> str:
    return "node:" + ".".join(map(str, node.path))


def node_of_link(root: Node, link: str) -> Node:
    """The node a :func:`node_link` names; raises ``TreeError``/``ValueError`` when none."""
    text = link.removeprefix("node:")
    path = tuple(int(part) for part in text.split(".")) if text else ()
    return root.at(path)


def tree_html(
    root: Node,
    start: BoardState,
    current: Node,
    palette: style.Palette = style.LIGHT,
    first_ply: int = 0,
) -> str:
    """The whole tree from ``start`` (the root's position), ``current`` shown bold."""
    on_path = {id(node) for node in current.line}

    def link(node: Node, text: str) -> str:
        colour = palette.link if id(node) in on_path else palette.muted_text
        anchor = (
            f'<a href="{node_link(node)}" style="color:{colour.name()}; '
            f'text-decoration:none">{html.escape(text)}</a>'
        )
        return f"<b>{anchor}</b>" if node is current else anchor

    def comment(text: str) -> list[str]:
        words = comment_words(text)
        return [f"<i>{{{html.escape(words)}}}</i>"] if words else []

    def move_part(node: Node, state: BoardState, ply: int, numbered: bool) -> list[str]:
        parts = comment(node.starting_comment)
        if ply % 2 == 0:
            parts.append(f"{ply // 2 + 1}.")
        elif numbered:
            parts.append(f"{ply // 2 + 1}...")
        text = state.san(node.move)
        if node.nags:
            text += node.annotation() if node.nags[0] <= 6 else " " + node.annotation()
        parts.append(link(node, text))
        return parts + comment(node.comment)

    def line(node: Node, state: BoardState, ply: int, numbered: bool) -> list[str]:
        """The line from ``node``'s first child on, its variations in parentheses."""
        parts: list[str] = []
        while node.children:
            main, *others = node.children
            parts += move_part(main, state, ply, numbered)
            for other in others:
                variation = move_part(other, state, ply, True)
                after = state.play(other.move)
                variation += line(other, after, ply + 1, bool(comment_words(other.comment)))
                parts.append("(" + " ".join(variation) + ")")
            numbered = bool(others) or bool(comment_words(main.comment))
            state = state.play(main.move)
            node, ply = main, ply + 1
        return parts

    parts = [link(root, "Start"), *comment(root.comment)]
    parts += line(root, start, first_ply, True)
    return " ".join(parts)
