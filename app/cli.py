"""The ``plyboard`` command: the GUI by default, and subcommands that need no display.

``plyboard`` alone starts the GUI; ``plyboard games``, ``plyboard move`` and
``plyboard analyze`` print to stdout.  Bad input exits with status 2 and one
line on stderr naming what was wrong; nothing here imports PyQt6 unless the GUI
is started.

Adding a subcommand is one ``register_<name>(subparsers)`` function that adds a
parser and sets ``run`` (a function from the parsed arguments to an exit
status), plus one line in :func:`command_registrars`.  The helpers
:func:`load_game`, :func:`load_position`, :func:`load_level`, :func:`make_engine`
and :func:`positive_seconds` turn user input into games, positions, levels and
engines, raising :class:`UsageError` (exit status 2) with a message for people.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from engine.game_api import IllegalMoveError, Player
from engine.player import LEVEL_NAMES, Level, choose_move
from engine.search import (
    Limits,
    MoveScore,
    Searcher,
    SearchResult,
    is_proven,
    outcome_word,
    plies_to_end,
)
from games.base import BoardState, GameSpec, outcome_text
from games.registry import UnknownGameError, all_games, get_game

PROGRAM = "plyboard"
EXIT_USAGE = 2
"""Exit status for bad input (as argparse uses)."""
EXIT_GUI_UNAVAILABLE = 1
DEFAULT_LEVEL = "expert"
DEFAULT_ANALYSIS_SECONDS = 10.0

logger = logging.getLogger(__name__)

Subparsers = Any
"""The object ``ArgumentParser.add_subparsers`` returns (argparse keeps its type private)."""


class UsageError(Exception):
    """Input the command cannot act on; the message is the one line shown to the user."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports mistakes as :class:`UsageError` (one line, no usage)."""

    def error(self, message: str) -> NoReturn:
        prefix = "" if self.prog == PROGRAM else f"{self.prog.removeprefix(PROGRAM + ' ')}: "
        raise UsageError(f"{prefix}{message} (see --help)")


# --- turning input into games, positions and levels -----------------------------


def positive_seconds(text: str) -> float:
    """An argparse ``type`` for a time limit in seconds (greater than zero)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not seconds > 0 or seconds == float("inf"):
        raise argparse.ArgumentTypeError(f"time must be a positive number of seconds, got {text}")
    return seconds


def load_game(name: str) -> GameSpec:
    """The registered game called ``name``."""
    try:
        return get_game(name)
    except UnknownGameError as error:
        raise UsageError(str(error)) from None


def split_move_list(spec: GameSpec, tokens: Sequence[str]) -> list[str]:
    """Move texts from ``--moves`` tokens: separate words or comma/space separated lists.

    A game with a compact notation (Connect Four's ``4453``) gives its states a
    ``split_moves(text) -> list[str]`` method, raising ``IllegalMoveError`` for
    text it cannot split; each word is then passed through it.
    """
    split_compact = getattr(spec.new_state(), "split_moves", None)
    texts: list[str] = []
    for token in tokens:
        if not token.strip():
            continue
        for part in token.split(","):
            words = part.split()
            if not words:
                raise UsageError(f"malformed move list {token!r}: an empty move between commas")
            for word in words:
                if split_compact is None:
                    texts.append(word)
                    continue
                try:
                    texts.extend(split_compact(word))
                except IllegalMoveError as error:
                    raise UsageError(str(error)) from None
    return texts


@dataclass(frozen=True, slots=True)
class Position:
    """A position given on the command line, with the moves that led to it."""

    state: BoardState
    moves: tuple[str, ...]
    """Move texts from the start."""
    history: tuple[Hashable, ...]
    """Keys of the earlier positions, oldest first (for repetition rules in search)."""


def load_position(spec: GameSpec, tokens: Sequence[str]) -> Position:
    """The position after the ``--moves`` tokens (see :func:`split_move_list`)."""
    texts = split_move_list(spec, tokens)
    try:
        final = spec.replay(texts)
    except IllegalMoveError as error:
        raise UsageError(str(error)) from None
    history = []
    state = spec.new_state()
    for text in texts:  # legal: replay() checked them
        history.append(state.key())
        state = state.play(state.parse_move(text))
    return Position(final, tuple(texts), tuple(history))


def require_unfinished(spec: GameSpec, position: Position) -> None:
    """Raise :class:`UsageError` when the game is already over at ``position``."""
    outcome = position.state.outcome()
    if outcome is not None:
        raise UsageError(
            f"the game is over after {len(position.moves)} moves: "
            f"{outcome_text(spec, outcome)}; there is nothing to play or analyse"
        )


def load_level(
    spec: GameSpec, name: str, seconds: float | None = None, player: Player | None = None
) -> Level:
    """The level ``name`` of ``spec`` as ``player`` plays it; ``seconds`` replaces its time
    limit when given."""
    try:
        level = spec.level(name.strip().lower(), player)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if seconds is not None:
        level = replace(level, limits=replace(level.limits, time=seconds))
    return level


def make_engine(spec: GameSpec, algorithm: str, rng: random.Random | None = None) -> Searcher:
    """``spec``'s engine called ``algorithm`` (``"auto"`` for the game's default)."""
    try:
        return spec.searcher(algorithm, rng)
    except ValueError as error:
        raise UsageError(str(error)) from None


def add_moves_argument(parser: argparse.ArgumentParser) -> None:
    """``--moves M...``: the moves from the start, as words or comma separated lists."""
    parser.add_argument(
        "--moves",
        nargs="*",
        action="extend",
        default=[],
        metavar="M",
        help="moves from the start in the game's notation, e.g. --moves b2 a1 or 'b2,a1'",
    )


# --- plyboard games -----------------------------------------------------------------


def register_games(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser("games", help="list the games and their names")
    parser.set_defaults(run=run_games)


def run_games(args: argparse.Namespace) -> int:
    specs = all_games()
    width = max(len(spec.name) for spec in specs)
    for spec in specs:
        print(f"{spec.name:<{width}}  {spec.title}")
    print(f"{'mnk-W-H-K':<{width}}  K in a row on a W wide, H high board (e.g. mnk-6-6-4)")
    return 0


# --- plyboard move --------------------------------------------------------------


def register_move(subparsers: Subparsers) -> None:
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
    parser.set_defaults(run=run_move)


def run_move(args: argparse.Namespace) -> int:
    spec = load_game(args.game)
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


# --- plyboard analyze -----------------------------------------------------------


def register_analyze(subparsers: Subparsers) -> None:
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
    parser.set_defaults(run=run_analyze)


def run_analyze(args: argparse.Namespace) -> int:
    spec = load_game(args.game)
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


def move_texts(state: BoardState, line: Sequence[Any]) -> list[str]:
    """The texts of ``line``'s moves, played forward from ``state``."""
    texts = []
    for move in line:
        texts.append(state.move_text(move))
        state = state.play(move)
    return texts


def _move_entry(state: BoardState, entry: MoveScore) -> dict[str, Any]:
    item = {
        "move": state.move_text(entry.move),
        "score": entry.score,
        "exact": entry.exact,
        "outcome": entry.outcome,
        "plies_to_end": entry.plies_to_end,
    }
    if entry.visits is not None:
        item["visits"] = entry.visits
    return item


def analysis_report(spec: GameSpec, state: BoardState, result: SearchResult) -> dict[str, Any]:
    """What ``analyze --json`` prints; scores and outcomes are for the side to move."""
    return {
        "game": spec.name,
        "position": state.to_text(),
        "to_move": state.to_move,
        "exact": result.exact,
        "outcome": result.outcome,
        "plies_to_end": result.plies_to_end,
        "score": result.score,
        "best": state.move_text(result.best_move),
        "pv": move_texts(state, result.pv),
        "moves": [_move_entry(state, entry) for entry in result.move_scores],
        "depth": result.depth,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "algorithm": result.algorithm,
        "stop_reason": result.stop_reason.value,
    }


def value_text(score: int, exact: bool) -> str:
    """``"win in 5 plies"``, ``"draw"``, ``"loss (distance not proven)"`` (a proven outcome
    whose distance is not: a weak book entry, say), or ``"score +120"`` (not proven)."""
    if not exact:
        if is_proven(score):
            return f"{outcome_word(score)} (distance not proven)"
        return f"score {score:+d}"
    if score == 0:
        return "draw"
    plies = plies_to_end(score)
    word = outcome_word(score)
    if plies is None:
        return word
    return f"{word} in {plies} {'ply' if plies == 1 else 'plies'}"


def summary_line(result: SearchResult) -> str:
    """Depth, nodes, seconds, engine and why it stopped, on one line."""
    return (
        f"depth {result.depth}, {result.nodes:,} nodes, {result.seconds:.3f} s, "
        f"{result.algorithm or 'engine'}, stopped: {result.stop_reason.value}"
    )


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


# --- the GUI and the parser ---------------------------------------------------------


def run_gui_command(args: argparse.Namespace) -> int:
    """Start the GUI, after checking ``--game`` and ``--level`` without importing Qt."""
    spec = load_game(args.gui_game) if args.gui_game else None
    level = args.gui_level.strip().lower() if args.gui_level else None
    if level is not None:
        if spec is not None:
            load_level(spec, level)
        elif level not in LEVEL_NAMES:
            raise UsageError(f"unknown level {level!r}; choose one of {', '.join(LEVEL_NAMES)}")
    try:
        from app.gui import run_gui
    except ImportError as error:
        logger.info("the GUI could not be imported", exc_info=True)
        print(f"{PROGRAM}: cannot start the GUI: {error}", file=sys.stderr)
        return EXIT_GUI_UNAVAILABLE
    return run_gui(game=spec.name if spec else None, level=level)


def command_registrars() -> tuple[Callable[[Subparsers], None], ...]:
    """One entry per subcommand (or group of them), in ``--help`` order.

    Modules with commands are imported here rather than at the top, so that they
    may import this module's helpers themselves.
    """
    from app import arena_cli  # arena, ladder, bench
    from app.compare import register_compare
    from app.gomocup import register_gomocup

    return (
        register_games,
        register_move,
        register_analyze,
        arena_cli.register,
        register_compare,
        register_gomocup,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROGRAM,
        description="Classic board games against a computer that explains itself. "
        "Without a command, starts the graphical app.",
    )
    parser.add_argument("--game", dest="gui_game", metavar="NAME", help="open this game in the app")
    parser.add_argument(
        "--level",
        dest="gui_level",
        metavar="L",
        help=f"the app's difficulty: {', '.join(LEVEL_NAMES)}",
    )
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
