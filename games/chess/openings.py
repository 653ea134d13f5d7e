"""Names of chess openings: ECO code and name of the deepest named position of a game.

The index (``resources/chess/openings.tsv.xz``) is built by
``tools/build/chess_openings.py`` from the public-domain Lichess opening list; it maps
the EPD of a position (so transpositions find their name) to its ECO code and name.
"""

from __future__ import annotations

import lzma
from collections.abc import Sequence
from functools import cache
from importlib import resources

from games.chess.rules import ChessState

INDEX_FILE = "openings.tsv.xz"


class OpeningIndexError(RuntimeError):
    """The shipped opening index is missing or damaged (rebuild it with the tool)."""


@cache
def opening_index() -> dict[str, tuple[str, str]]:
    """EPD -> (ECO, name), read once from the package resources."""
    try:
        data = resources.files("resources").joinpath("chess", INDEX_FILE).read_bytes()
        text = lzma.decompress(data).decode("utf-8")
    except (OSError, lzma.LZMAError, UnicodeDecodeError) as error:
        raise OpeningIndexError(
            f"cannot read resources/chess/{INDEX_FILE} ({error}); run tools/build/chess_openings.py"
        ) from None
    index = {}
    for line in text.splitlines():
        epd, eco, name = line.split("\t")
        index[epd] = (eco, name)
    return index


def position_name(state: ChessState) -> tuple[str, str] | None:
    """``(ECO, name)`` of this very position, or ``None`` when it has no name."""
    return opening_index().get(state.board.epd())


def opening_name(game: ChessState | Sequence[ChessState]) -> tuple[str, str] | None:
    """``(ECO, name)`` of the opening: the deepest named position among ``game``'s
    positions (oldest first), so the name stays once play leaves the list.  A single
    state is looked up alone.  ``None`` when no position has a name."""
    states = [game] if isinstance(game, ChessState) else game
    for state in reversed(states):
        name = position_name(state)
        if name is not None:
            return name
    return None
