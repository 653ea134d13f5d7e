"""``plyboard engine``: the engine process the app drives, on stdin and stdout.

The protocol (its commands and answers) is :mod:`app.protocols.engine.server`'s.
"""

from __future__ import annotations

import argparse
import sys

from app.cli.common import Subparsers
from app.protocols.engine.server import EngineServer


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "engine",
        help="run the engine behind a line protocol on stdin and stdout",
        description="Run the engine behind a line protocol (search, stop, warm, ping, "
        "quit), one command per line on stdin, answers on stdout. The app runs it as "
        "its engine process; see docs/architecture.md, section 4.",
    )
    parser.add_argument(
        "--quit-at-eof",
        action="store_true",
        help="at the end of the input stop any search and exit at once, as after 'quit' "
        "(the app's way: its engine never outlives it); by default the searches asked "
        "for are finished first",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    server = EngineServer(sys.stdout)
    return server.serve(sys.stdin, quit_at_eof=args.quit_at_eof)
