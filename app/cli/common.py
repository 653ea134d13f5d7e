"""What every ``plyboard`` subcommand needs: errors, and turning input into games,
positions, levels and engines.

The helpers raise :class:`UsageError` (exit status 2) with a message for people;
:mod:`app.cli.program` prints it as one line.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from app.services.players import PlayerSpecError
from engine.game_api import IllegalMoveError, Player
from engine.player import Level
from engine.search import Searcher
from games.base import BoardState, GameSpec, outcome_text
from games.registry import UnknownGameError, get_game

PROGRAM = "plyboard"
EXIT_USAGE = 2
"""Exit status for bad input (as argparse uses)."""
EXIT_INTERRUPTED = 130
"""Exit status after Ctrl+C (128 + SIGINT), as shells report it."""
DEFAULT_LEVEL = "expert"

Handler = Callable[[argparse.Namespace], int]
"""A subcommand's ``run``: parsed arguments to an exit status."""

Subparsers = Any
"""The object ``ArgumentParser.add_subparsers`` returns (argparse keeps its type private)."""


class UsageError(Exception):
    """Input the command cannot act on; the message is the one line shown to the user."""


class Parser(argparse.ArgumentParser):
    """An argument parser that reports mistakes as :class:`UsageError` (one line, no usage)."""

    def error(self, message: str) -> NoReturn:
        prefix = "" if self.prog == PROGRAM else f"{self.prog.removeprefix(PROGRAM + ' ')}: "
        raise UsageError(f"{prefix}{message} (see --help)")


# --- turning input into games, positions and levels -----------------------------


def whole_number(minimum: int) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number of at least ``minimum``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, got {value}")
        return value

    return parse


def positive_seconds(text: str) -> float:
    """An argparse ``type`` for a time limit in seconds (greater than zero)."""
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not seconds > 0 or seconds == float("inf"):
        raise argparse.ArgumentTypeError(f"time must be a positive number of seconds, got {text}")
    return seconds


def load_game(name: str, start: str | None = None) -> GameSpec:
    """The registered game called ``name``, from the position ``start`` names (``--fen``;
    ``None``: the game's own start)."""
    try:
        spec = get_game(name)
    except UnknownGameError as error:
        raise UsageError(str(error)) from None
    if start is None:
        return spec
    try:
        return spec.from_position(start)
    except ValueError as error:
        raise UsageError(f"bad position for {spec.name}: {error}") from None


def split_move_list(spec: GameSpec, tokens: Sequence[str]) -> list[str]:
    """Move texts from ``--moves`` tokens: separate words or comma/space separated lists.

    A game with a compact notation (Connect Four's ``4453``) gives its states a
    ``split_moves(text) -> list[str]`` method, raising ``IllegalMoveError`` for
    text it cannot split; each word is then passed through it.
    """
    split_compact = spec.new_state().split_moves
    texts: list[str] = []
    for token in tokens:
        if not token.strip():
            continue
        for part in token.split(","):
            words = part.split()
            if not words:
                raise UsageError(f"malformed move list {token!r}: an empty move between commas")
            for word in words:
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
    """``spec``'s engine called ``algorithm`` (``"auto"`` for the game's default), its
    slow-to-start parts (numba kernels) prepared, so that loading them is not part of
    the seconds a search is given."""
    try:
        engine = spec.searcher(algorithm, rng)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if spec.warm_up is not None and algorithm in ("auto", spec.default_algorithm):
        spec.warm_up()
    return engine


def add_moves_argument(parser: argparse.ArgumentParser) -> None:
    """``--fen POSITION`` and ``--moves M...``: the start position (default: the game's
    own) and the moves from it, as words or comma separated lists."""
    parser.add_argument(
        "--fen",
        metavar="POSITION",
        help="start from this position instead: a FEN for chess, else the text the "
        "position editor copies (e.g. connect4: '7x6 ......./.../...r... y')",
    )
    parser.add_argument(
        "--moves",
        nargs="*",
        action="extend",
        default=[],
        metavar="M",
        help="moves from the start in the game's notation, e.g. --moves b2 a1 or 'b2,a1'",
    )


def reporting(command: str, run: Handler) -> Handler:
    """``run`` with bad input reported as one stderr line (exit 2) and Ctrl+C as exit 130."""

    def handler(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except (UsageError, PlayerSpecError) as error:
            print(f"{PROGRAM} {command}: {error}", file=sys.stderr)
            return EXIT_USAGE
        except KeyboardInterrupt:
            print(f"{PROGRAM} {command}: interrupted", file=sys.stderr)
            return EXIT_INTERRUPTED

    return handler
