"""Variations, marks, comments and NAGs between PGN and the game tree's JSON form
(:func:`app.services.game_tree.tree_to_json`).

Reading: the whole PGN game becomes a tree of move texts, every comment a node's comment
and every comment before a variation's first move (PGN's starting comment) that node's
``starting_comment``.  The arrows and circles (``[%cal ...]``, ``[%csl ...]``) are taken
out of every comment, main line and variations alike: they are the node's marks; other
embedded commands (a clock's ``[%clk ...]``) stay in the comment, kept but not shown as
its words.

Writing: the PGN the line shown makes (:func:`app.gui.games.chess.files.pgn_text`, with
the line's comments and marks, :func:`line_comments`) gets the tree's other lines, with
their marks, comments, starting comments and NAGs, and that line's NAGs added; every
node's lines are put in the tree's order, so the tree's main line is the PGN's whichever
line is shown.  A starting comment of a main-line node (a variation promoted) is written
before its move, where a PGN reader adds it to the comment of the move before.  A draw
claim is no PGN move: only the result and its comment say it.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

import chess
import chess.pgn

from app.gui.games.chess.marks_text import comment_text, marks_of_comment, note_of_comment
from app.services.marks import position_marks_from_json, position_marks_to_json
from games.chess.pgn import result_of
from games.chess.rules import ChessState


def _read(text: str) -> chess.pgn.Game | None:
    return chess.pgn.read_game(io.StringIO(text))


def pgn_tree(text: str, start: ChessState) -> dict[str, Any] | None:
    """The tree of PGN ``text``'s first game from ``start``; ``None`` when it holds
    nothing beyond its main line's moves."""
    game = _read(text)
    if game is None:
        return None

    def node_json(node: chess.pgn.GameNode, state: ChessState) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if node.parent is not None:
            data["move"] = state.move_text(node.move)  # type: ignore[arg-type]
            state = state.play(node.move)
        starting = " ".join(node.starting_comment.split())
        comment, marks = note_of_comment(node.comment), marks_of_comment(node.comment)
        if starting:
            data["starting_comment"] = starting
        if comment:
            data["comment"] = comment
        if node.nags:
            data["nags"] = sorted(node.nags)
        if not marks.empty:
            data["marks"] = position_marks_to_json(marks)
        if node.variations:
            data["children"] = [node_json(child, state) for child in node.variations]
        return data

    tree = node_json(game, start)
    return tree if _holds_more_than_moves(tree) else None


def _holds_more_than_moves(value: Mapping[str, Any]) -> bool:
    children = value.get("children", ())
    if len(children) > 1 or any(
        key in value for key in ("comment", "starting_comment", "nags", "marks")
    ):
        return True
    return any(_holds_more_than_moves(child) for child in children)


def pgn_comment(value: Mapping[str, Any]) -> str:
    """The PGN comment of a node of the tree's JSON ``value``: its marks as commands,
    then its comment (``[%cal Ge2e4] the centre``)."""
    marks = position_marks_from_json(value.get("marks", {}))
    return comment_text(marks, value.get("comment", ""))


def line_comments(tree: Mapping[str, Any] | None, moves: Sequence[str]) -> dict[int, str]:
    """The PGN comments (:func:`pgn_comment`) of ``tree``'s nodes along ``moves`` (move
    texts from the start), by plies played before them (0: the start)."""
    comments: dict[int, str] = {}
    value: Mapping[str, Any] | None = tree
    for ply in range(len(moves) + 1):
        if value is None:
            break
        if comment := pgn_comment(value):
            comments[ply] = comment
        if ply < len(moves):
            value = next(
                (c for c in value.get("children", ()) if c.get("move") == moves[ply]), None
            )
    return comments


def with_variations(pgn: str, tree: Mapping[str, Any], start: ChessState) -> str:
    """``pgn`` (one game: the line shown, with that line's comments) with ``tree``'s
    other lines and their comments (marks too), the tree's starting comments and its NAGs,
    every node's lines in the tree's order: the tree's main line is the PGN's.  When that
    is not the line ``pgn`` wrote in full, the ``Result`` is its final position's (an end
    off the board, with its ``Termination``, is the shown line's; its comment stays on
    that line's last move)."""
    game = _read(pgn)
    if game is None:
        return pgn

    written = {id(node) for node in (game, *game.mainline())}
    """The line's nodes, whose comments ``pgn`` has already."""
    shown_end = game.end()

    def graft(node: chess.pgn.GameNode, value: Mapping[str, Any], state: ChessState) -> None:
        node.nags.update(value.get("nags", ()))
        if id(node) not in written:
            node.comment = pgn_comment(value)
        if isinstance(node, chess.pgn.ChildNode):
            node.starting_comment = value.get("starting_comment", "")
        order = []
        for child in value.get("children", ()):
            move = state.parse_move(child["move"])
            if not isinstance(move, chess.Move):
                continue  # a draw claim is no PGN move: the result and its comment say it
            next_node = node.variation(move) if node.has_variation(move) else None
            if next_node is None:
                next_node = node.add_variation(move)
            order.append(next_node)
            graft(next_node, child, state.play(move))
        node.variations.sort(key=order.index)

    graft(game, tree, start)
    if game.end() is not shown_end:
        game.headers["Result"] = result_of(_main_line_end(tree, start))
        game.headers.pop("Termination", None)
    exporter = chess.pgn.StringExporter(headers=True, variations=True, comments=True)
    return game.accept(exporter) + "\n"


def _main_line_end(tree: Mapping[str, Any], start: ChessState) -> ChessState:
    """The position at the end of ``tree``'s main line (first children) from ``start``."""
    value, state = tree, start
    while value.get("children"):
        value = value["children"][0]
        state = state.play(state.parse_move(value["move"]))
    return state
