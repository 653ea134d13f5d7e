"""Compare the search algorithms on one position, for learners (``plyboard compare``).

The same position is searched to the same depth by plain minimax, by alpha-beta
without help, with the game's move ordering, and with ordering and a
transposition table; then MCTS is given more and more playouts until it picks
the move alpha-beta picked.  The table shows how much work each idea saves.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import asdict, dataclass
from typing import Any

from app.cli import (
    UsageError,
    add_moves_argument,
    load_game,
    load_position,
    require_unfinished,
)
from engine.alphabeta import AlphaBeta
from engine.mcts import MCTS
from engine.minimax import Minimax
from engine.search import Limits, Searcher
from games.base import BoardState, GameSpec

DEFAULT_DEPTH = 4
MCTS_BUDGETS = (100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800)
"""Playouts tried in turn until MCTS agrees with alpha-beta."""
MCTS_SEED = 1


@dataclass(frozen=True, slots=True)
class Row:
    """One engine's work on the position."""

    engine: str
    best: str
    score: int | None
    """From the side to move; ``None`` for MCTS (it estimates, see ``best``)."""
    nodes: int
    """Nodes searched (MCTS: playouts)."""
    seconds: float


def tree_searchers(spec: GameSpec) -> dict[str, Searcher]:
    """The depth-limited engines, from no pruning to every idea at once."""
    return {
        "minimax": Minimax(spec.heuristic),
        "alpha-beta": AlphaBeta(spec.heuristic, None, use_table=False),
        "alpha-beta + ordering": AlphaBeta(spec.heuristic, spec.order_moves, use_table=False),
        "alpha-beta + ordering + table": AlphaBeta(spec.heuristic, spec.order_moves),
    }


def compare(spec: GameSpec, state: BoardState, depth: int) -> list[Row]:
    """Search ``state`` ``depth`` plies deep with each engine; MCTS until it agrees."""
    rows = []
    target = None
    for name, searcher in tree_searchers(spec).items():
        result = searcher.search(state, Limits(depth=depth))
        rows.append(
            Row(name, state.move_text(result.best_move), result.score, result.nodes, result.seconds)
        )
        target = result.best_move
    for playouts in MCTS_BUDGETS:
        result = MCTS(random.Random(MCTS_SEED)).search(state, Limits(nodes=playouts))
        if result.best_move == target or playouts == MCTS_BUDGETS[-1]:
            label = "MCTS (agrees)" if result.best_move == target else "MCTS (still differs)"
            rows.append(
                Row(label, state.move_text(result.best_move), None, result.nodes, result.seconds)
            )
            break
    return rows


def format_rows(rows: list[Row]) -> str:
    """A table of the rows, with each tree search's nodes as a share of minimax's
    (MCTS counts playouts, each a whole random game: not comparable, so no share)."""
    baseline = rows[0].nodes or 1
    lines = [
        f"{'engine':<31} {'best':>6} {'score':>8} {'nodes':>10} {'of minimax':>10} {'seconds':>8}"
    ]
    for row in rows:
        score = "" if row.score is None else str(row.score)
        share = "playouts" if row.score is None else f"{row.nodes / baseline:.1%}"
        lines.append(
            f"{row.engine:<31} {row.best:>6} {score:>8} {row.nodes:>10,} {share:>10} "
            f"{row.seconds:>8.3f}"
        )
    return "\n".join(lines)


def register_compare(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "compare",
        help="how much work minimax, alpha-beta and MCTS need on one position",
        description="Search a position to the same depth with minimax, alpha-beta, "
        "alpha-beta with move ordering, and with ordering and a transposition table; "
        "then give MCTS more playouts until it picks alpha-beta's move.",
    )
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    add_moves_argument(parser)
    parser.add_argument(
        "--depth",
        type=int,
        default=DEFAULT_DEPTH,
        metavar="D",
        help=f"plies for the tree searches (default {DEFAULT_DEPTH})",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run_compare)


def run_compare(args: argparse.Namespace) -> int:
    if not 1 <= args.depth <= 12:
        raise UsageError(f"--depth must be 1..12, got {args.depth}")
    spec = load_game(args.game)
    position = load_position(spec, args.moves)
    require_unfinished(spec, position)
    rows = compare(spec, position.state, args.depth)
    if args.json:
        print(
            json.dumps({"game": spec.name, "depth": args.depth, "rows": [asdict(r) for r in rows]})
        )
    else:
        print(f"{spec.title}, {len(position.moves)} moves played, depth {args.depth}:")
        print(format_rows(rows))
    return 0
