"""``plyboard uci``: Plyboard's chess engine speaking UCI on stdin/stdout.

The protocol (commands, options, answers) is :mod:`app.protocols.uci.server`'s.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.protocols.uci.server import serve


def register(subparsers: Any) -> None:
    """Add ``plyboard uci`` (``subparsers`` as ``argparse`` returns it)."""
    parser = subparsers.add_parser(
        "uci",
        help="play chess as a UCI engine on stdin/stdout",
        description="Speak the Universal Chess Interface (uci, isready, ucinewgame, "
        "setoption, position, go, stop, quit) on standard input and output, for chess "
        "GUIs, lichess-bot and other UCI tools.",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    serve(sys.stdin, sys.stdout)
    return 0
