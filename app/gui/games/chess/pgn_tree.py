"""Variations, comments and NAGs between PGN and the game tree's JSON form
(:func:`app.services.game_tree.tree_to_json`).

Reading: the whole PGN game becomes a tree of move texts; the main line's comments stay
with the game's notes (they carry the arrows and circles), so the tree holds the main
line's NAGs and everything of the variations.  Writing: the PGN the game's line makes
(:func:`app.gui.games.chess.files.pgn_text`) gets the tree's other lines as variations,
with their comments and NAGs, and the main line's NAGs and comments added.  A comment
before a variation's first move (PGN's starting comment) is not kept.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

import chess
import chess.pgn

from games.chess.rules import ChessState


def _read(text: str) -> chess.pgn.Game | None:
    return chess.pgn.read_game(io.StringIO(text))


def pgn_tree(text: str, start: ChessState) -> dict[str, Any] | None:
    """The tree of PGN ``text``'s first game from ``start``; ``None`` when it holds
    nothing beyond its main line and that line's comments."""
    game = _read(text)
    if game is None:
        return None
    found = False

    def node_json(node: chess.pgn.GameNode, state: ChessState, main: bool) -> dict[str, Any]:
        nonlocal found
        data: dict[str, Any] = {}
        if node.parent is not None:
            data["move"] = state.move_text(node.move)  # type: ignore[arg-type]
            state = state.play(node.move)
        if node.comment and not main:
            data["comment"] = " ".join(node.comment.split())
        if node.nags:
            data["nags"] = sorted(node.nags)
        if len(node.variations) > 1 or node.nags or "comment" in data:
            found = True
        if node.variations:
            data["children"] = [
                node_json(child, state, main and index == 0)
                for index, child in enumerate(node.variations)
            ]
        return data

    tree = node_json(game, start, True)
    return tree if found else None


def with_variations(pgn: str, tree: Mapping[str, Any], start: ChessState) -> str:
    """``pgn`` (one game, its line as its main line) with ``tree``'s other lines as
    variations and the tree's comments and NAGs."""
    game = _read(pgn)
    if game is None:
        return pgn

    def graft(node: chess.pgn.GameNode, value: Mapping[str, Any], state: ChessState) -> None:
        node.nags.update(value.get("nags", ()))
        comment = value.get("comment", "")
        if comment and comment not in node.comment:
            node.comment = f"{node.comment} {comment}".strip()
        for child in value.get("children", ()):
            move = state.parse_move(child["move"])
            next_node = node.variation(move) if node.has_variation(move) else None
            if next_node is None:
                next_node = node.add_variation(move)
            graft(next_node, child, state.play(move))

    graft(game, tree, start)
    exporter = chess.pgn.StringExporter(headers=True, variations=True, comments=True)
    return game.accept(exporter) + "\n"
