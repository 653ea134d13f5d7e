"""``plyboard tree``: the tree a search explored, as text, nested JSON or Graphviz DOT.

The engines report each node to a :class:`engine.tree.TreeRecorder`; this command runs
one search with one and writes what it recorded.
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from app.cli.common import (
    Subparsers,
    UsageError,
    add_moves_argument,
    load_game,
    load_position,
    require_unfinished,
)
from engine.search import Limits, StopReason
from engine.tree import (
    DEFAULT_MAX_NODES,
    TREE_ALGORITHMS,
    TreeRecorder,
    principal_path,
    record_search,
)
from engine.tree_format import score_text, tree_dot, tree_json, tree_text
from games.base import GameSpec

DEFAULT_DEPTH = 3
"""Plies, for minimax and alpha-beta."""
DEFAULT_PLAYOUTS = 200
DEFAULT_SEARCH_NODES = 1_000_000
"""The search itself stops here (the last completed iteration stands): plain minimax on a
big board would otherwise run for hours."""
DEFAULT_TEXT_PLIES = 2


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "tree",
        help="the tree a search explored: values, windows, cut-offs, MCTS visits",
        description="Search a position with one algorithm and print the tree it explored: "
        "each node's move, value (from the side to move there) and alpha-beta window, the "
        "cut-offs and the moves they pruned, table hits; for MCTS visits, wins and UCT "
        "values. Text shows the last iteration's first plies; --json and --dot give all.",
    )
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    add_moves_argument(parser)
    parser.add_argument(
        "--algorithm",
        default="alphabeta",
        choices=TREE_ALGORITHMS,
        metavar="A",
        help=f"{', '.join(TREE_ALGORITHMS)} (default alphabeta: no move ordering, no table; "
        "-ordered adds the game's move ordering, -table adds the transposition table to that)",
    )
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--depth",
        type=positive_int,
        metavar="D",
        help=f"plies for minimax and alpha-beta (default {DEFAULT_DEPTH}), "
        "searched by iterative deepening 1, 2, ..., D",
    )
    budget.add_argument(
        "--playouts",
        type=positive_int,
        metavar="N",
        help=f"playouts for mcts (default {DEFAULT_PLAYOUTS})",
    )
    parser.add_argument(
        "--nodes",
        type=positive_int,
        default=DEFAULT_SEARCH_NODES,
        metavar="N",
        help=f"stop a tree search after N nodes (default {DEFAULT_SEARCH_NODES:,})",
    )
    parser.add_argument(
        "--max-nodes",
        type=positive_int,
        default=DEFAULT_MAX_NODES,
        metavar="N",
        help=f"nodes the recorded tree keeps (default {DEFAULT_MAX_NODES:,}); "
        "the rest are counted, not kept",
    )
    parser.add_argument(
        "--plies",
        type=positive_int,
        default=DEFAULT_TEXT_PLIES,
        metavar="P",
        help=f"plies of the tree the text shows (default {DEFAULT_TEXT_PLIES})",
    )
    parser.add_argument(
        "--iteration",
        type=positive_int,
        metavar="D",
        help="the iteration (its depth) text and --dot show (default: the last completed)",
    )
    parser.add_argument("--seed", type=int, default=0, help="MCTS random seed (default 0)")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="every iteration as nested JSON")
    output.add_argument("--dot", action="store_true", help="the last iteration as Graphviz DOT")
    parser.set_defaults(run=run)


def positive_int(text: str) -> int:
    """An argparse ``type`` for a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def run(args: argparse.Namespace) -> int:
    spec = load_game(args.game, args.fen)
    position = load_position(spec, args.moves)
    require_unfinished(spec, position)
    mcts = args.algorithm == "mcts"
    if mcts and args.depth is not None:
        raise UsageError("--depth applies to minimax and alpha-beta; give mcts --playouts")
    if not mcts and args.playouts is not None:
        raise UsageError(f"--playouts applies to mcts; give {args.algorithm} --depth")
    if mcts:
        limits = Limits(nodes=args.playouts or DEFAULT_PLAYOUTS)
    else:
        limits = Limits(depth=args.depth or DEFAULT_DEPTH, nodes=args.nodes)
    state = position.state
    result, recorder = record_search(
        args.algorithm,
        state,
        limits,
        spec.heuristic,
        spec.order_moves,
        random.Random(args.seed),
        max_nodes=args.max_nodes,
    )
    iteration = _iteration_index(recorder, args.iteration)
    if args.json:
        data = {
            "game": spec.name,
            "moves": list(position.moves),
            "to_move": state.to_move,
            "algorithm": args.algorithm,
            "score": result.score,
            "best": state.move_text(result.best_move),
            "depth": result.depth,
            "stop_reason": result.stop_reason.value,
            **tree_json(recorder, state, _move_text),
        }
        print(json.dumps(data))
    elif args.dot:
        print(tree_dot(recorder, state, _move_text, iteration=iteration), end="")
    else:
        print(
            format_tree(
                spec, position.moves, args.algorithm, result, recorder, args.plies, iteration
            )
        )
    return 0


def _iteration_index(recorder: TreeRecorder, depth: int | None) -> int | None:
    """The index in ``recorder.iterations`` of the iteration ``depth`` plies deep."""
    if depth is None:
        return None
    if recorder.playouts:
        raise UsageError("--iteration applies to minimax and alpha-beta (MCTS grows one tree)")
    depths = [record.depth for record in recorder.iterations]
    if depth not in depths:
        raise UsageError(
            f"--iteration {depth}: the search ran iterations {depths[0]} to {depths[-1]}"
        )
    return depths.index(depth)


def _move_text(state: Any, move: Any) -> str:
    return state.move_text(move)


def format_tree(
    spec: GameSpec,
    moves: Any,
    algorithm: str,
    result: Any,
    recorder: TreeRecorder,
    plies: int,
    iteration: int | None = None,
) -> str:
    """The search summary and one iteration's first ``plies`` plies (by default the last
    completed one's), for people."""
    state = spec.replay(list(moves))
    side = spec.player_names[state.to_move]
    after = f"after {' '.join(moves)}" if moves else "at the start"
    record = recorder.shown_iteration() if iteration is None else recorder.iterations[iteration]
    moves_on_line = [node.move for node in principal_path(record.root)]
    if len(moves_on_line) <= len(result.pv) or moves_on_line[0] != result.best_move:
        moves_on_line = list(result.pv)  # the engine's line, unless the tree shows more
    line = []
    position = state
    for move in moves_on_line:
        line.append(position.move_text(move))
        position = position.play(move)
    lines = [f"{spec.title}, {after}: {side} to move; {algorithm}"]
    if recorder.playouts:
        lines.append(f"{recorder.playouts:,} playouts, {recorder.nodes_seen:,} nodes added")
    else:
        done = [record for record in recorder.iterations if record.completed]
        lines.append(
            f"{result.nodes:,} nodes over {len(done)} completed iteration(s) "
            + "("
            + ", ".join(f"depth {r.depth}: {r.nodes:,}" for r in recorder.iterations)
            + ")"
        )
        if result.stop_reason is StopReason.NODES:
            lines.append("the search hit its node limit (--nodes): the last iteration is partial")
    lines.append(
        f"value {score_text(result.score)} for {side}, best {line[0]}, line {' '.join(line)}"
    )
    if recorder.note:
        lines.append(f"note: {recorder.note}")
    shown = f"depth {record.depth}" if not recorder.playouts else "the tree"
    lines += ["", f"{shown}; * principal variation; values from the side to move there", ""]
    lines += tree_text(record.root, state, _move_text, plies=plies)
    return "\n".join(lines)
