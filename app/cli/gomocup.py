"""``plyboard gomocup``: the gomoku engine as a Gomocup (Piskvork) brain on stdin/stdout.

The protocol (commands, rules, time per move) is :mod:`app.protocols.gomocup.server`'s.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.protocols.gomocup.server import serve


def register(subparsers: Any) -> None:
    """Add ``plyboard gomocup`` (``subparsers`` as ``argparse`` returns it)."""
    parser = subparsers.add_parser(
        "gomocup",
        help="play gomoku as a Gomocup (Piskvork) brain on stdin/stdout",
        description="Speak the Gomocup brain protocol (START, BEGIN, TURN, BOARD, INFO, END, "
        "ABOUT, RESTART, TAKEBACK) on standard input and output.",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    serve(sys.stdin, sys.stdout)
    return 0
