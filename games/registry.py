"""Every game Plyboard knows, by command-line name.

Adding a game is one line in :func:`_builtin_games`.  m,n,k boards of any size
are also reachable as ``mnk-W-H-K`` (``mnk-7-7-5`` is 7 wide, 7 high, five in a row).
"""

from __future__ import annotations

import re
from functools import cache

from games import chess, connect4, hare_hounds, mnk, teeko
from games.base import GameSpec

MNK_PRESETS = ((5, 5, 4), (7, 7, 5))
"""Board sizes offered in the Games menu besides tic-tac-toe: boards whose five levels are
calibrated to a ladder.  Four in a row on 4x4 is not among them: it is so drawish that
perfect play scores only 97% against random moves, too little for five levels 65% apart
(BENCHMARKS.md); *Custom m,n,k* and ``mnk-4-4-4`` still play it."""
CHESS_FEN_PREFIX = "chess-fen "
"""Chess from a position is named ``chess-fen <FEN>`` (see :func:`games.chess.spec_from_fen`)."""


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


def game_names() -> tuple[str, ...]:
    """Registered names in menu order."""
    return tuple(_builtin_games())


def all_games() -> tuple[GameSpec, ...]:
    return tuple(_builtin_games().values())


def get_game(name: str) -> GameSpec:
    """The game called ``name`` (case-insensitive); raises :class:`UnknownGameError`."""
    if name.strip().startswith(CHESS_FEN_PREFIX):
        try:
            return chess.spec_from_fen(name.strip().removeprefix(CHESS_FEN_PREFIX))
        except chess.InvalidPositionError as error:
            raise UnknownGameError(f"bad chess game {name!r}: {error}") from None
    key = name.strip().lower()
    games = _builtin_games()
    if key in games:
        return games[key]
    match = re.fullmatch(r"mnk-(\d+)-(\d+)-(\d+)", key)
    if match:
        try:
            return mnk.mnk_spec(int(match[1]), int(match[2]), int(match[3]))
        except ValueError as error:
            raise UnknownGameError(f"bad m,n,k game {name!r}: {error}") from None
    raise UnknownGameError(f"unknown game {name!r}; known games: {', '.join(games)} (or mnk-W-H-K)")
