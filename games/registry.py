"""Every game Plyboard knows, by command-line name.

Adding a game is one line in :func:`_builtin_games`.  m,n,k boards of any size
are also reachable as ``mnk-W-H-K`` (``mnk-7-7-5`` is 7 wide, 7 high, five in a row),
Chess960 as ``chess960-N`` (start position N, 0-959) or ``chess960`` (a random one), and
any game from a position as ``<name> from <position>`` (see ``GameSpec.from_position``).
A game from outside this package (a test's, a plug-in's) joins at run time with
:func:`register_game`: it is known to this process only.
"""

from __future__ import annotations

import random
import re
from functools import cache

from games import chess, connect4, hare_hounds, mnk, teeko
from games.base import FROM_POSITION, GameSpec
from games.mnk.rules import MAX_SIDE

MNK_PRESETS = ((5, 5, 4), (7, 7, 5))
"""Board sizes offered in the Games menu besides tic-tac-toe: boards whose five levels are
calibrated to a ladder.  Four in a row on 4x4 is not among them: it is so drawish that
perfect play scores only 97% against random moves, too little for five levels 65% apart
(BENCHMARKS.md); *Custom m,n,k* and ``mnk-4-4-4`` still play it."""
MNK_MAX_SIDE = MAX_SIDE
"""The widest and highest board an ``mnk-W-H-K`` name may ask for."""
CHESS_FEN_PREFIX = "chess-fen "
"""Chess from a position is named ``chess-fen <FEN>`` (see :func:`games.chess.spec_from_fen`)."""


CHESS960_FEN_PREFIX = f"{chess.CHESS960_PREFIX}fen "
"""Chess960 from another position is named ``chess960-fen <FEN>``."""
CHESS960 = "chess960"
"""The name that asks for Chess960 from a random start position."""


class UnknownGameError(ValueError):
    """A game name that is not registered; the message lists the known ones."""


@cache
def _builtin_games() -> dict[str, GameSpec]:
    specs = [mnk.tictactoe_spec()]
    specs += [mnk.mnk_spec(*size) for size in MNK_PRESETS]
    specs += connect4.specs()
    specs += hare_hounds.specs()
    specs += teeko.specs()
    specs += mnk.gomoku_specs()
    specs += chess.specs()
    return {spec.name: spec for spec in specs}


_added_games: dict[str, GameSpec] = {}
"""Games registered at run time (:func:`register_game`), by name."""


def register_game(spec: GameSpec) -> None:
    """Know ``spec`` by its name in this process from now on (after the built-in games in
    the menus).  Other processes (the engine process, a match's workers) do not know it."""
    _added_games[spec.name.lower()] = spec


def unregister_game(name: str) -> None:
    """Forget a game :func:`register_game` added (nothing happens for another name)."""
    _added_games.pop(name.lower(), None)


def is_builtin(spec: GameSpec) -> bool:
    """Whether ``spec`` is the built-in game of its name, which every process knows."""
    try:
        return _builtin_get(spec.name) == spec
    except UnknownGameError:
        return False


def game_names() -> tuple[str, ...]:
    """Registered names in menu order."""
    return tuple(_builtin_games()) + tuple(_added_games)


def all_games() -> tuple[GameSpec, ...]:
    return (*_builtin_games().values(), *_added_games.values())


def get_game(name: str) -> GameSpec:
    """The game called ``name`` (case-insensitive); raises :class:`UnknownGameError`."""
    added = _added_games.get(name.strip().lower())
    return added if added is not None else _builtin_get(name)


def _builtin_get(name: str) -> GameSpec:
    if FROM_POSITION in name:
        base, _, position = name.strip().partition(FROM_POSITION)
        try:
            return _builtin_get(base).from_position(position)
        except ValueError as error:
            raise UnknownGameError(f"bad position for {base}: {error}") from None
    if name.strip().startswith(CHESS_FEN_PREFIX):
        try:
            return chess.spec_from_fen(name.strip().removeprefix(CHESS_FEN_PREFIX))
        except chess.InvalidPositionError as error:
            raise UnknownGameError(f"bad chess game {name!r}: {error}") from None
    if name.strip().startswith(CHESS960_FEN_PREFIX):
        try:
            fen = name.strip().removeprefix(CHESS960_FEN_PREFIX)
            return chess.spec_from_fen(fen, chess960=True)
        except chess.InvalidPositionError as error:
            raise UnknownGameError(f"bad Chess960 game {name!r}: {error}") from None
    key = name.strip().lower()
    games = _builtin_games()
    if key in games:
        return games[key]
    if key == CHESS960:
        return chess.chess960_spec(random.randrange(960))
    number = re.fullmatch(r"chess960-(\d+)", key)
    if number:
        try:
            return chess.chess960_spec(int(number[1]))
        except chess.InvalidPositionError as error:
            raise UnknownGameError(f"bad Chess960 game {name!r}: {error}") from None
    match = re.fullmatch(r"mnk-(\d+)-(\d+)-(\d+)", key)
    if match:
        try:
            return mnk.mnk_spec(int(match[1]), int(match[2]), int(match[3]))
        except ValueError as error:
            raise UnknownGameError(f"bad m,n,k game {name!r}: {error}") from None
    known = ", ".join(game_names())
    raise UnknownGameError(
        f"unknown game {name!r}; known games: {known} (or mnk-W-H-K, chess960, chess960-N)"
    )
