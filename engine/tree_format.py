"""A recorded search tree for people: values in words, nested JSON objects, Graphviz DOT.

Values are from the side to move at each node; a move is written in the position it is
played from, through the caller's ``move_text(state, move)`` (the engine knows no notation).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from engine.game_api import GameState
from engine.observer import CutOff, LeafKind, TableHit
from engine.search import INFINITY, WIN, is_proven
from engine.tree import MoveText, TreeNode, TreeRecorder, principal_path


def score_text(score: int | None) -> str:
    """A value for people: ``+∞``/``-∞`` for an open window, ``win@5``/``loss@5`` for a
    proven result at ply 5 from the root, else the number."""
    if score is None:
        return "?"
    if score >= INFINITY:
        return "+∞"
    if score <= -INFINITY:
        return "-∞"
    if is_proven(score):
        word = "win" if score > 0 else "loss"
        return f"{word}@{WIN - abs(score)}"
    return str(score)


def cutoff_reason(cut: CutOff) -> str:
    """``"β cut-off: 3 ≥ β = 2"``: why the remaining moves were not searched."""
    return f"β cut-off: {score_text(cut.value)} ≥ β = {score_text(cut.beta)}"


LEAF_WORDS = {
    LeafKind.TERMINAL: "game over",
    LeafKind.HORIZON: "horizon: heuristic",
    LeafKind.REPETITION: "repetition: draw",
    LeafKind.TABLE: "value from the table",
}


def table_text(hit: TableHit, move_text: Callable[[Any], str]) -> str:
    """What a table entry gave, in words."""
    stored = f"{hit.bound.value} {score_text(hit.score)} at depth {hit.depth}"
    if hit.used:
        return f"table: {stored}, used as the value"
    best = "" if hit.best_move is None else f"; {move_text(hit.best_move)} tried first"
    return f"table: {stored}, too shallow or outside the window{best}"


def _window(value: int | None) -> int | None:
    """A window edge for JSON: ``None`` when unbounded."""
    return None if value is None or abs(value) >= INFINITY else value


def _texts(state: GameState, move_text: MoveText | None) -> Callable[[Any], str]:
    if move_text is None:
        return str
    return lambda move: move_text(state, move)


def node_json(
    node: TreeNode,
    state: GameState,
    move_text: MoveText | None = None,
    *,
    mcts: bool = False,
    label: str | None = None,
) -> dict[str, Any]:
    """``node`` and everything below it as nested objects; ``state`` is its position and
    ``label`` its move as written in its parent's position (``str(move)`` if not given)."""
    text = _texts(state, move_text)
    data: dict[str, Any] = {}
    if node.parent is None:
        data["move"] = None
    else:
        data["move"] = label if label is not None else str(node.move)
    if mcts:
        data.update(
            value=node.mcts_value(),
            visits=node.visits,
            wins=node.wins,
            playouts=node.playouts,
            proven=node.proven,
            uct=None if node.uct is None or math.isinf(node.uct) else round(node.uct, 4),
        )
    else:
        cut = node.cutoff
        hit = node.table_hit
        data.update(
            value=node.value,
            alpha=_window(node.alpha),
            beta=_window(node.beta),
            bound=None if node.bound is None else node.bound.value,
            depth=node.depth,
            leaf=None if node.leaf is None else node.leaf.value,
            cutoff=None
            if cut is None
            else {
                "move": text(cut.move),
                "value": cut.value,
                "beta": cut.beta,
                "reason": cutoff_reason(cut),
                "pruned": [text(move) for move in cut.pruned],
            },
            table_hit=None
            if hit is None
            else {
                "score": hit.score,
                "bound": hit.bound.value,
                "depth": hit.depth,
                "best_move": None if hit.best_move is None else text(hit.best_move),
                "proven": hit.proven,
                "used": hit.used,
            },
        )
    data["children"] = [
        node_json(child, state.play(child.move), move_text, mcts=mcts, label=text(child.move))
        for child in node.children
    ]
    return data


def tree_json(
    recorder: TreeRecorder,
    state: GameState,
    move_text: MoveText | None = None,
) -> dict[str, Any]:
    """Everything recorded, as JSON-ready objects; ``state`` is the searched position."""
    mcts = recorder.playouts > 0
    text = _texts(state, move_text)
    data: dict[str, Any] = {
        "nodes": recorder.playouts if mcts else recorder.nodes_seen,
        "recorded_nodes": recorder.recorded,
        "max_nodes": recorder.max_nodes,
        "capped": recorder.capped,
        "note": recorder.note,
    }
    if mcts:
        data["playouts"] = recorder.playouts
        data["tree"] = node_json(recorder.roots[0], state, move_text, mcts=True)
        return data
    data["iterations"] = [
        {
            "depth": record.depth,
            "completed": record.completed,
            "dropped": record.dropped,
            "stop": record.stop,
            "nodes": record.nodes,
            "value": record.root.value,
            "best": None if record.best_move is None else text(record.best_move),
            "tree": node_json(record.root, state, move_text),
        }
        for record in recorder.iterations
    ]
    return data


def _dot_text(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def tree_dot(
    recorder: TreeRecorder,
    state: GameState,
    move_text: MoveText | None = None,
    *,
    iteration: int | None = None,
) -> str:
    """One recorded tree (``iteration`` indexes :attr:`TreeRecorder.iterations`; by default
    the last completed one) as a Graphviz ``digraph``: each
    node shows its move, value and window (MCTS: visits, wins, UCT), the principal
    variation is drawn bold, and each cut-off gets a grey node listing the moves it pruned."""
    mcts = recorder.playouts > 0
    if iteration is None:
        root = recorder.shown_iteration().root
    else:
        root = recorder.iterations[iteration].root
    on_line = {node.id for node in principal_path(root)} | {root.id}
    lines = [
        "digraph search {",
        '  node [shape=box, fontname="Helvetica", fontsize=10];',
        '  edge [color="#777777"];',
    ]
    if recorder.note:
        lines.append(f'  label="{_dot_text(recorder.note)}"; labelloc=t;')

    def label(node: TreeNode, move: str) -> str:
        parts = [move]
        if mcts:
            parts.append(f"N={node.visits} W={node.wins:g}")
            if node.uct is not None and node.parent is not None:
                parts.append("UCT ∞" if math.isinf(node.uct) else f"UCT {node.uct:.3f}")
            if node.proven is not None:
                parts.append({1: "proven win", 0: "proven draw", -1: "proven loss"}[node.proven])
        else:
            parts.append(
                f"{score_text(node.value)}  [{score_text(node.alpha)}, {score_text(node.beta)}]"
            )
            extra = [] if node.bound is None else [node.bound.value]
            if node.leaf is not None:
                extra.append(LEAF_WORDS[node.leaf])
            parts.append(", ".join(extra))
        return "\\n".join(_dot_text(part) for part in parts if part)

    stack: list[tuple[TreeNode, GameState, str]] = [(root, state, "root")]
    while stack:
        node, position, move = stack.pop()
        style = ', style=bold, color="#c03030"' if node.id in on_line else ""
        lines.append(f'  n{node.id} [label="{label(node, move)}"{style}];')
        text = _texts(position, move_text)
        if node.parent is not None:
            edge = ' [style=bold, color="#c03030"]' if node.id in on_line else ""
            lines.append(f"  n{node.parent.id} -> n{node.id}{edge};")
        if node.cutoff is not None:
            pruned = " ".join(text(move) for move in node.cutoff.pruned) or "none left"
            words = _dot_text(f"pruned: {pruned}") + "\\n" + _dot_text(cutoff_reason(node.cutoff))
            lines.append(
                f'  c{node.id} [label="{words}", style="dashed,filled", fillcolor="#eeeeee", '
                'fontcolor="#777777", color="#999999"];'
            )
            lines.append(f"  n{node.id} -> c{node.id} [style=dashed];")
        for child in reversed(node.children):
            stack.append((child, position.play(child.move), text(child.move)))
    lines.append("}")
    return "\n".join(lines) + "\n"


def node_line(node: TreeNode, move: str, text: Callable[[Any], str]) -> str:
    """One node in words: move, value and window (MCTS: visits, wins, UCT), and why it
    ends where it does (leaf kind, table, cut-off and the moves it pruned)."""
    if node.visits or node.playouts:
        uct = "" if node.uct is None or node.parent is None else f"  UCT {node.uct:.3f}"
        proven = {1: "  proven win", 0: "  proven draw", -1: "  proven loss", None: ""}
        return f"{move}  N={node.visits} W={node.wins:g}{uct}{proven[node.proven]}"
    parts = [
        f"{move}  {score_text(node.value)}  [{score_text(node.alpha)}, {score_text(node.beta)}]"
    ]
    if node.bound is not None:
        parts.append(node.bound.value)
    if node.leaf is not None:
        parts.append(LEAF_WORDS[node.leaf])
    if node.table_hit is not None and not node.table_hit.used:
        parts.append(table_text(node.table_hit, text))
    if node.cutoff is not None:
        pruned = " ".join(text(move) for move in node.cutoff.pruned) or "nothing left"
        parts.append(f"{cutoff_reason(node.cutoff)}, pruned: {pruned}")
    return ", ".join(parts)


def tree_text(
    root: TreeNode,
    state: GameState,
    move_text: MoveText | None = None,
    *,
    plies: int = 2,
) -> list[str]:
    """``root``'s tree down to ``plies`` plies as indented lines, principal variation
    marked ``*``; deeper subtrees are summarised by their node count."""
    on_line = {node.id for node in principal_path(root)}
    lines: list[str] = []
    stack: list[tuple[TreeNode, GameState, str, int]] = [(root, state, "root", 0)]
    while stack:
        node, position, move, ply = stack.pop()
        text = _texts(position, move_text)
        mark = "*" if node.id in on_line else " "
        line = f"{'  ' * ply}{mark}{node_line(node, move, text)}"
        if node.children and ply >= plies:
            line += f"  (+{node.size():,} nodes below)"
        lines.append(line)
        if ply < plies:
            for child in reversed(node.children):
                stack.append((child, position.play(child.move), text(child.move), ply + 1))
    return lines
