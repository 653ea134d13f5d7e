"""``plyboard games``: the registered games and their names."""

from __future__ import annotations

import argparse

from app.cli.common import Subparsers
from games.registry import all_games


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser("games", help="list the games and their names")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    specs = all_games()
    width = max(len(spec.name) for spec in specs)
    for spec in specs:
        print(f"{spec.name:<{width}}  {spec.title}")
    print(f"{'mnk-W-H-K':<{width}}  K in a row on a W wide, H high board (e.g. mnk-6-6-4)")
    print(f"{'chess960':<{width}}  Chess960 from a random start position")
    print(f"{'chess960-N':<{width}}  Chess960 from start position N, 0-959 (518: the usual one)")
    return 0
