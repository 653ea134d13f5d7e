"""``plyboard compare``: how much work minimax, alpha-beta and MCTS need on one position
(the computing is :mod:`app.services.compare`)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from app.cli.common import (
    Subparsers,
    UsageError,
    add_moves_argument,
    load_game,
    load_position,
    require_unfinished,
)
from app.services.compare import (
    DEFAULT_DEPTH,
    MAX_DEPTH,
    MCTS_BUDGETS,
    Row,
    Settings,
    chart_title,
    compare,
    estimate_work,
    format_rows,
    suggest_settings,
)


def register(subparsers: Subparsers) -> None:
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
        type=depth_argument,
        default=DEFAULT_DEPTH,
        metavar="D",
        help=f"plies for the tree searches (default {DEFAULT_DEPTH}), or 'auto': the "
        "deepest search and largest MCTS cap measured to take a few seconds",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--chart",
        type=Path,
        metavar="FILE.png",
        help="also save a bar chart of the nodes (log scale) as a PNG",
    )
    parser.set_defaults(run=run)


def depth_argument(text: str) -> int | None:
    """An argparse ``type`` for ``--depth``: plies, or ``None`` for ``auto``."""
    if text.strip().lower() == "auto":
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of plies or 'auto'") from None


def run(args: argparse.Namespace) -> int:
    if args.depth is not None and not 1 <= args.depth <= MAX_DEPTH:
        raise UsageError(f"--depth must be 1..{MAX_DEPTH} or auto, got {args.depth}")
    if args.chart is not None and args.chart.suffix.lower() != ".png":
        raise UsageError(f"--chart writes a PNG: give a file name ending in .png, not {args.chart}")
    spec = load_game(args.game, args.fen)
    position = load_position(spec, args.moves)
    require_unfinished(spec, position)
    if args.depth is None:
        settings = suggest_settings(estimate_work(spec, position.state))
    else:
        settings = Settings(args.depth, MCTS_BUDGETS[-1])
    rows = compare(spec, position.state, settings.depth, max_playouts=settings.max_playouts)
    title = chart_title(spec, position.moves, settings.depth)
    if args.chart is not None:
        _save_chart(args.chart, title, rows)
    if args.json:
        report = {"game": spec.name, **asdict(settings), "rows": [asdict(r) for r in rows]}
        print(json.dumps(report))
    else:
        chosen = "" if args.depth is not None else " (measured to take a few seconds)"
        print(f"{title}, MCTS up to {settings.max_playouts:,} playouts{chosen}:")
        print(format_rows(rows))
    return 0


def _save_chart(path: Path, title: str, rows: Sequence[Row]) -> None:
    from app.gui.learn.chart import save_nodes_chart  # Qt only when a chart is asked for

    try:
        save_nodes_chart(path, title, rows)
    except OSError as error:
        raise UsageError(f"cannot write the chart: {error}") from None
