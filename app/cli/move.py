"""``plyboard move``: the move the computer plays after the given moves."""

from __future__ import annotations

import argparse
import logging
import random

from app.cli.common import (
    DEFAULT_LEVEL,
    Subparsers,
    add_moves_argument,
    load_game,
    load_level,
    load_position,
    make_engine,
    positive_seconds,
    require_unfinished,
)
from app.services.analysis import summary_line
from engine.player import LEVEL_NAMES, choose_move

logger = logging.getLogger(__name__)


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "move",
        help="print the computer's move",
        description="Print the move the computer plays after the given moves.",
    )
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    add_moves_argument(parser)
    parser.add_argument(
        "--level",
        default=DEFAULT_LEVEL,
        help=f"difficulty: {', '.join(LEVEL_NAMES)} (default {DEFAULT_LEVEL})",
    )
    parser.add_argument(
        "--time",
        type=positive_seconds,
        metavar="S",
        help="seconds to think, replacing the level's time limit",
    )
    parser.add_argument("--seed", type=int, metavar="N", help="seed for the level's randomness")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    spec = load_game(args.game, args.fen)
    position = load_position(spec, args.moves)
    require_unfinished(spec, position)
    level = load_level(spec, args.level, args.time, position.state.to_move)
    rng = random.Random(args.seed)
    engine = make_engine(spec, level.algorithm, rng)
    decision = choose_move(engine, position.state, level, rng, history=position.history)
    if decision.result is None:
        logger.info("played a random move (level %s: %s)", args.level, level.describe())
    else:
        logger.info("search: %s", summary_line(decision.result))
    print(position.state.move_text(decision.move))
    return 0
