"""``plyboard analyze``: a position's value, best move, line and per-move scores."""

from __future__ import annotations

import argparse
import json
import logging
import random
from collections.abc import Sequence
from typing import Any

from app.cli.common import (
    Subparsers,
    add_moves_argument,
    load_game,
    load_position,
    make_engine,
    positive_seconds,
    require_unfinished,
)
from app.protocols.engine.report import analysis_report
from app.services.analysis import summary_line, value_text
from engine.search import Limits, is_proven
from games.base import GameSpec

DEFAULT_ANALYSIS_SECONDS = 10.0

logger = logging.getLogger(__name__)


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "analyze",
        aliases=["analyse"],
        help="value, best move and per-move scores of a position",
        description="Search a position and report its value, best move, per-move scores and PV.",
    )
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    add_moves_argument(parser)
    parser.add_argument(
        "--time",
        type=positive_seconds,
        default=DEFAULT_ANALYSIS_SECONDS,
        metavar="S",
        help=f"seconds to search at most (default {DEFAULT_ANALYSIS_SECONDS:g}); "
        "stops early when the value is proven",
    )
    parser.add_argument(
        "--algorithm",
        default="auto",
        metavar="A",
        help="engine: alphabeta, minimax, mcts or a game's own (default: the game's best)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    spec = load_game(args.game, args.fen)
    position = load_position(spec, args.moves)
    require_unfinished(spec, position)
    engine = make_engine(spec, args.algorithm.strip().lower(), random.Random(0))
    result = engine.search(
        position.state,
        Limits(time=args.time),
        history=position.history,
        score_all_moves=True,
    )
    logger.info("search: %s", summary_line(result))
    report = analysis_report(spec, position.state, result)
    if args.json:
        print(json.dumps(report))
    else:
        print(format_analysis(spec, position.moves, report))
    return 0


def format_analysis(spec: GameSpec, moves: Sequence[str], report: dict[str, Any]) -> str:
    """The human-readable analysis of ``report`` (see :func:`analysis_report`)."""
    side = spec.player_names[report["to_move"]]
    after = f"after {' '.join(moves)}" if moves else "at the start"
    proof = "proven" if report["exact"] else "heuristic estimate"
    lines = [
        f"{spec.title}, {after}: {side} to move",
        f"value:     {value_text(report['score'], report['exact'])} for {side} ({proof})",
        f"best move: {report['best']}",
        f"line:      {' '.join(report['pv'])}",
        f"search:    depth {report['depth']}, {report['nodes']:,} nodes, "
        f"{report['seconds']:.3f} s, {report['algorithm']}, stopped: {report['stop_reason']}",
    ]
    if report.get("note"):
        lines.append(f"note:      {report['note']}")
    if report["moves"]:
        width = max(4, *(len(item["move"]) for item in report["moves"]))
        with_visits = any("visits" in item for item in report["moves"])
        visits_header = f"  {'visits':>8}" if with_visits else ""
        lines += ["", f"{'move':<{width}}  {'score':>8}{visits_header}  value for {side}"]
        for item in report["moves"]:
            score, exact = item["score"], item["exact"]
            value = value_text(score, exact) if exact or is_proven(score) else "estimate"
            visits = f"  {item.get('visits', ''):>8}" if with_visits else ""
            lines.append(f"{item['move']:<{width}}  {item['score']:>8}{visits}  {value}")
    return "\n".join(lines)
