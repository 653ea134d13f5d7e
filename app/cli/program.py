"""The ``plyboard`` command: the GUI by default, and subcommands that need no display.

``plyboard`` alone starts the GUI; every subcommand is one module of this package
with a ``register(subparsers)`` function that adds its parser and sets ``run`` (a
function from the parsed arguments to an exit status), listed once in
:func:`command_registrars`.  Bad input raises :class:`~app.cli.common.UsageError`:
this module prints it as one line on stderr and exits with status 2.  Nothing here
imports PyQt6 unless the GUI is started.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
from collections.abc import Callable, Sequence

from app.cli import (
    analyze,
    arena,
    bench,
    compare,
    desktop,
    engine,
    games,
    gomocup,
    move,
    puzzles,
    tree,
    uci,
)
from app.cli.common import (
    EXIT_USAGE,
    PROGRAM,
    Parser,
    Subparsers,
    UsageError,
    load_game,
    load_level,
)
from app.services.system_libraries import (
    XCB_PLATFORM_LIBRARIES,
    missing_libraries,
    missing_libraries_message,
    x11_platform_requested,
)
from engine.player import LEVEL_NAMES
from games.registry import all_games

EXIT_GUI_UNAVAILABLE = 1

logger = logging.getLogger(__name__)


def run_gui_command(args: argparse.Namespace) -> int:
    """Start the GUI, after checking ``--game``, ``--level`` and, when Qt will use X11, the
    system libraries of its platform plugin, without importing Qt."""
    spec = load_game(args.gui_game) if args.gui_game else None
    level = args.gui_level.strip().lower() if args.gui_level else None
    if level is not None:
        if spec is not None:
            load_level(spec, level)
        elif level not in (known := level_names()):
            raise UsageError(f"unknown level {level!r}; choose one of {', '.join(known)}")
    if x11_platform_requested(os.environ):
        missing = missing_libraries(XCB_PLATFORM_LIBRARIES)
        if missing:  # Qt would abort with a core dump: name them instead
            print(f"{PROGRAM}: {missing_libraries_message(missing)}", file=sys.stderr)
            return EXIT_GUI_UNAVAILABLE
    try:
        from app.gui.window.launch import run_gui
    except ImportError as error:
        logger.info("the GUI could not be imported", exc_info=True)
        print(f"{PROGRAM}: cannot start the GUI: {error}", file=sys.stderr)
        return EXIT_GUI_UNAVAILABLE
    return run_gui(game=spec.name if spec else None, level=level)


def level_names() -> tuple[str, ...]:
    """Every game's level names, weakest first as the game with the most levels has them."""
    games = sorted(all_games(), key=lambda spec: len(spec.levels), reverse=True)
    return tuple(dict.fromkeys(name for spec in games for name in spec.levels))


def command_registrars() -> tuple[Callable[[Subparsers], None], ...]:
    """One entry per subcommand (or group of them), in ``--help`` order."""
    return (
        games.register,
        move.register,
        analyze.register,
        arena.register,
        bench.register,
        compare.register,
        tree.register,
        puzzles.register,
        gomocup.register,
        uci.register,
        engine.register,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=PROGRAM,
        description="Classic board games against a computer that explains itself. "
        "Without a command, starts the graphical app.",
    )
    parser.add_argument("--game", dest="gui_game", metavar="NAME", help="open this game in the app")
    parser.add_argument(
        "--level",
        dest="gui_level",
        metavar="L",
        help=f"the app's difficulty: {', '.join(LEVEL_NAMES)} (chess adds more between "
        "hard and expert)",
    )
    desktop.add_options(parser)
    parser.add_argument("-v", "--verbose", action="store_true", help="log diagnostics to stderr")
    parser.set_defaults(run=run_gui_command)
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for register in command_registrars():
        register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        logging.basicConfig(
            level=logging.INFO if args.verbose else logging.WARNING,
            format=f"{PROGRAM}: %(levelname)s: %(message)s",
        )
        if args.run is not run_gui_command and (args.gui_game or args.gui_level):
            raise UsageError("--game and --level before a command only apply to the app")
        return args.run(args)
    except UsageError as error:
        print(f"{PROGRAM}: {_one_line(str(error))}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except SystemExit as exit_request:  # --help ends here
        return exit_request.code if isinstance(exit_request.code, int) else 0


def _one_line(message: str) -> str:
    return re.sub(r"\s+", " ", message).strip()
