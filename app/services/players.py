"""Player specifications for matches: a level name or an engine with parameters.

Grammar (case-insensitive, no spaces)::

    spec   := name [":" param ("," param)*]
    name   := a level of the game (beginner .. expert) | an engine
              (minimax, alphabeta, mcts, random, or the game's own)
    param  := key "=" value

Parameters: ``depth`` (plies), ``time`` (seconds per move), ``nodes`` (nodes, or
playouts for MCTS; ``playouts`` is the same), ``blunder`` (probability of a
random move) and ``margin`` (score units; picks at random among moves that
close to the best).  On a level they replace the level's own values
(``hard:blunder=0.1``).  An engine without ``depth``, ``time`` or ``nodes``
searches until the position is solved: fine for tic-tac-toe, slow elsewhere.

Examples: ``hard``, ``alphabeta:depth=4``, ``alphabeta:time=0.5``,
``mcts:playouts=2000``, ``minimax:depth=3,blunder=0.1``, ``random``.

Any player but a Gomocup brain may play on a clock: ``tc=10+0.1`` (seconds for the game
plus an increment a move), ``tc=40/60`` (moves per period / seconds), ``tc=2:30+1``
(:class:`~engine.clock.TimeControl`).  Each move's time is then its share of the time
left (a UCI engine is told both clocks and shares them itself), and a side whose clock
runs out loses on time: ``expert:tc=10+0.1``, ``uci:stockfish,tc=40/60``.

Gomoku games also take an external Gomocup brain: ``gomocup:PATH`` (the path keeps its
case) with an optional ``,time=S`` at the end, the seconds per move the brain is told
(``INFO timeout_turn``; default :data:`BRAIN_SECONDS`).  It runs as a child process
(:mod:`app.protocols.gomocup.client`); a timeout, crash or illegal move loses the game.

Chess games take an external UCI engine: ``uci:COMMAND`` (a path or a name on
``PATH``, with shell-quoted arguments if any; it keeps its case) with optional
``,time=S`` (seconds per move, default :data:`~app.protocols.uci.client.DEFAULT_SECONDS`),
``,nodes=N`` and ``,depth=D`` at the end, e.g. ``uci:/usr/games/stockfish,time=0.1``.
It runs as a child process (:mod:`app.protocols.uci.client`); a timeout, crash or
illegal move loses the game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from app.protocols.gomocup.client import GomocupSearcher
from app.protocols.uci.client import (
    DEFAULT_SECONDS,
    UCI,
    UciEngineError,
    UciSearcher,
    engine_command,
    split_options,
    with_options,
)
from engine.algorithms import ALGORITHMS
from engine.clock import TimeControl, TimeControlError
from engine.player import Level
from engine.search import Limits, Searcher
from games.base import GameSpec
from games.chess.rules import ChessState

GOMOCUP = "gomocup:"
"""Prefix of a Gomocup brain's player spec (and of its level's algorithm name)."""
BRAIN_SECONDS = 5.0
"""Seconds per move a brain is given when its spec names none (Piskvork's default)."""
_BRAIN_TIME = re.compile(r",\s*time\s*=\s*([^,]*)$", re.IGNORECASE)


class PlayerSpecError(ValueError):
    """A player specification that cannot be understood; the message says why."""


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A parsed player: the text it came from and the levels it plays at."""

    text: str
    """The specification, normalised (lower case, no spaces), e.g. ``alphabeta:depth=4``."""
    levels: tuple[Level, Level]
    """As the first player and as the second (they differ only where the game's levels
    depend on the side, see :attr:`GameSpec.role_levels`)."""

    time_control: TimeControl | None = None
    """The player's clock in a game on time (``tc=``): each move's time is then its share
    of the time left, and a fallen flag loses."""

    def level_as(self, player: int) -> Level:
        """The level this player plays at as ``player`` (0 moves first)."""
        return self.levels[player]


def _non_negative_int(text: str) -> int:
    value = int(text)
    if value < 0:
        raise ValueError
    return value


def _positive_int(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise ValueError
    return value


def _positive_seconds(text: str) -> float:
    value = float(text)
    if not 0 < value < float("inf"):
        raise ValueError
    return value


def _probability(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise ValueError
    return value


_PARAMETERS: dict[str, tuple[str, Callable[[str], Any], str]] = {
    # key:       (field,     parser,             what a good value looks like)
    "depth": ("depth", _positive_int, "a whole number of plies, at least 1"),
    "time": ("time", _positive_seconds, "a positive number of seconds"),
    "nodes": ("nodes", _positive_int, "a positive whole number"),
    "playouts": ("nodes", _positive_int, "a positive whole number"),
    "blunder": ("blunder", _probability, "a probability from 0 to 1"),
    "margin": ("margin", _non_negative_int, "a whole number of score units, 0 or more"),
}
_LIMIT_FIELDS = ("depth", "time", "nodes")


def _parameter(item: str, text: str, known: tuple[str, ...]) -> tuple[str, Any]:
    """The field and value ``item`` (``key=value``, normalised) of the spec ``text`` sets;
    raises :class:`PlayerSpecError` for a key not in ``known`` or a bad value."""
    key, equals, value_text = item.partition("=")
    if key not in known:
        raise PlayerSpecError(f"unknown parameter {key!r} in {text!r}; known: {', '.join(known)}")
    if not equals or not value_text:
        raise PlayerSpecError(f"parameter {key!r} in {text!r} needs a value, e.g. {key}=3")
    field, parse, expected = _PARAMETERS[key]
    try:
        return field, parse(value_text)
    except ValueError:
        raise PlayerSpecError(
            f"bad value {value_text!r} for {key} in {text!r}: expected {expected}"
        ) from None


def _time_control(items: list[str], text: str) -> tuple[list[str], TimeControl | None]:
    """``items`` (``key=value``) without their ``tc=`` item, and the time control it
    gives; raises :class:`PlayerSpecError` for a bad or repeated one."""
    controls = [item for item in items if item.partition("=")[0].strip().lower() == "tc"]
    if len(controls) > 1:
        raise PlayerSpecError(f"{text!r} gives tc= more than once")
    rest = [item for item in items if item not in controls]
    if not controls:
        return rest, None
    try:
        return rest, TimeControl.parse(controls[0].partition("=")[2])
    except TimeControlError as error:
        raise PlayerSpecError(f"tc in {text!r}: {error}") from None


def engine_names(game: GameSpec) -> tuple[str, ...]:
    """Engines a spec may name for ``game``: the generic ones and the game's own."""
    return (*ALGORITHMS, *(name for name in game.searchers if name not in ALGORITHMS))


def parse_brain(text: str, game: GameSpec) -> PlayerSpec:
    """A ``gomocup:PATH[,time=S]`` spec; raises :class:`PlayerSpecError`."""
    rest = text.strip()[len(GOMOCUP) :]
    seconds = BRAIN_SECONDS
    match = _BRAIN_TIME.search(rest)
    if match:
        try:
            seconds = _positive_seconds(match[1])
        except ValueError:
            raise PlayerSpecError(
                f"bad value {match[1]!r} for time in {text!r}: expected a positive number of "
                "seconds"
            ) from None
        rest = rest[: match.start()]
    path = rest.strip()
    if not path:
        raise PlayerSpecError(f"{text!r}: give the brain's executable, e.g. gomocup:/tmp/pbrain")
    if not game.name.startswith("gomoku"):
        raise PlayerSpecError(f"{text!r}: Gomocup brains play gomoku, not {game.name}")
    level = Level(GOMOCUP + path, Limits(time=seconds))
    return PlayerSpec(f"{GOMOCUP}{path},time={seconds:g}", (level, level))


def parse_uci(text: str, game: GameSpec) -> PlayerSpec:
    """A ``uci:COMMAND[,time=S][,nodes=N][,depth=D][,option.NAME=VALUE...]`` spec (the
    options are the engine's own, set when it starts); raises :class:`PlayerSpecError` for
    another game than chess, a command that names no executable or a bad parameter."""
    command, *items = text.strip()[len(UCI) :].split(",")
    command = command.strip()
    items, time_control = _time_control(items, text)
    limit_items = [item for item in items if not item.strip().startswith("option.")]
    try:
        _, engine_options = split_options(
            "".join("," + item.strip() for item in items if item.strip().startswith("option."))
        )
    except UciEngineError as error:
        raise PlayerSpecError(f"{text!r}: {error}") from None
    if not command:
        raise PlayerSpecError(
            f"{text!r}: give the engine's executable, e.g. uci:/usr/bin/stockfish"
        )
    if not isinstance(game.new_state(), ChessState):
        raise PlayerSpecError(f"{text!r}: UCI engines play chess, not {game.name}")
    try:
        engine_command(command)
    except UciEngineError as error:
        raise PlayerSpecError(f"{text!r}: {error}") from None
    limits = dict(
        _parameter("".join(item.split()).lower(), text, _LIMIT_FIELDS) for item in limit_items
    )
    if not limits and time_control is None:
        limits["time"] = DEFAULT_SECONDS
    level = Level(UCI + with_options(command, engine_options), Limits(**limits))
    shown = "".join(f",{key}={limits[key]:g}" for key in _LIMIT_FIELDS if key in limits)
    if time_control is not None:
        shown += f",tc={time_control.text}"
    return PlayerSpec(
        f"{UCI}{with_options(command, engine_options)}{shown}", (level, level), time_control
    )


def external_searcher(algorithm: str) -> Searcher | None:
    """The child-process engine an algorithm name stands for (``gomocup:PATH``,
    ``uci:COMMAND``; call its ``close()`` when done), ``None`` for our own engines."""
    if algorithm.startswith(GOMOCUP):
        return GomocupSearcher([algorithm[len(GOMOCUP) :]])
    if algorithm.startswith(UCI):
        return UciSearcher(algorithm[len(UCI) :])
    return None


def is_external(algorithm: str) -> bool:
    """Whether ``algorithm`` names an external engine (see :func:`external_searcher`)."""
    return algorithm.startswith((GOMOCUP, UCI))


def close_external(searchers: Iterable[Searcher]) -> None:
    """End the processes of the external engines among ``searchers``."""
    for searcher in searchers:
        if isinstance(searcher, GomocupSearcher | UciSearcher):
            searcher.close()


_warmed_up: set[Callable[[], None]] = set()
"""The games' warm-ups already run in this (worker) process."""


def make_searcher(game: GameSpec, level: Level, rng: random.Random | None = None) -> Searcher:
    """The engine that plays ``level``: an external engine's process for ``gomocup:PATH``
    or ``uci:COMMAND`` (call its ``close()`` when done), else the game's
    (:meth:`GameSpec.searcher`), the default engine's kernels prepared once per process
    (``game.warm_up``): a game's first search would count compiling as thinking time."""
    external = external_searcher(level.algorithm)
    if external is not None:
        return external
    warm_up = game.warm_up
    default = level.algorithm == game.default_algorithm
    if default and warm_up is not None and warm_up not in _warmed_up:
        _warmed_up.add(warm_up)
        warm_up()
    return game.searcher(level.algorithm, rng)


def parse_player(text: str, game: GameSpec) -> PlayerSpec:
    """The player ``text`` describes for ``game``; raises :class:`PlayerSpecError`."""
    if text.strip().lower().startswith(GOMOCUP):
        return parse_brain(text, game)
    if text.strip().lower().startswith(UCI):
        return parse_uci(text, game)
    normalised = "".join(text.split()).lower()
    if not normalised:
        raise PlayerSpecError("empty player spec; give a level (e.g. hard) or an engine")
    name, colon, parameter_text = normalised.partition(":")
    if name in game.levels:
        levels = (game.level(name, 0), game.level(name, 1))
    elif name in engine_names(game):
        levels = (Level(name, Limits()),) * 2
    else:
        raise PlayerSpecError(
            f"unknown player {name!r} in {text!r}: use a level "
            f"({', '.join(game.levels)}) or an engine ({', '.join(engine_names(game))})"
        )
    if not colon:
        return PlayerSpec(normalised, levels)
    if name == "random":
        raise PlayerSpecError(f"{text!r}: the random player takes no parameters")
    items, time_control = _time_control(parameter_text.split(","), text)
    limits: dict[str, Any] = {}
    choices: dict[str, Any] = {}
    for item in items:
        field, value = _parameter(item, text, tuple(_PARAMETERS))
        if field in _LIMIT_FIELDS:
            limits[field] = value
        else:
            choices[field] = value
    first, second = (
        replace(level, limits=replace(level.limits, **limits), **choices) for level in levels
    )
    return PlayerSpec(normalised, (first, second), time_control)
