"""Opening sets for matches: the first moves of each pair of games, chosen by no engine of
the match.

A set is a text file, one opening a line: its moves in the game's notation separated by
spaces (move numbers such as ``1.``, ``1.e4`` or ``3...`` are skipped), and after a ``#``
that starts a word a name or a comment; blank lines and lines of only a comment are
skipped.  Reading a set replays every line, so a bad move is refused with its line number
before any game starts.
Chess and Gomoku ship one (``resources/GAME/match-openings.txt``, made by
``python -m tools.build.match_openings GAME``: balanced named lines of the public-domain
chess opening list; three Gomoku stones drawn at random near the centre).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from engine.game_api import IllegalMoveError
from games.base import GameSpec

SHIPPED = "shipped"
"""The name that stands for the game's shipped set wherever a set is named."""
SHIPPED_FILE = "match-openings.txt"
_MOVE_NUMBER = re.compile(r"^\d+\.+")
_COMMENT = re.compile(r"(?:^|\s)#")
"""A comment starts with ``#`` at the start of a line or after a space (a SAN mate,
``Qh4#``, is a move)."""


class OpeningSetError(ValueError):
    """A set of openings that cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Opening:
    """An opening of a set: its moves in the game's notation, and its name if it has one."""

    moves: tuple[str, ...]
    name: str = ""


def read_openings(spec: GameSpec, text: str, source: str) -> tuple[Opening, ...]:
    """The openings of ``text`` for ``spec``'s game, each move written as the game writes
    it; raises :class:`OpeningSetError` for an illegal move, a line that ends the game or
    a set without any opening (``source`` names the file in the message)."""
    openings = []
    for number, line in enumerate(text.splitlines(), start=1):
        found = _COMMENT.search(line)
        body, comment = (
            (line, "") if found is None else (line[: found.start()], line[found.end() :])
        )
        words = [_MOVE_NUMBER.sub("", word) for word in body.split()]
        words = [word for word in words if word]
        if not words:
            continue
        state = spec.new_state()
        moves = []
        for word in words:
            try:
                move = state.parse_move(word)
            except IllegalMoveError as error:
                raise OpeningSetError(f"{source}, line {number}: {word!r}: {error}") from None
            moves.append(state.move_text(move))
            state = state.play(move)
            if state.outcome() is not None:
                raise OpeningSetError(f"{source}, line {number}: the game is over after {word}")
        openings.append(Opening(tuple(moves), comment.strip()))
    if not openings:
        raise OpeningSetError(f"{source}: no opening in it (one opening a line, moves by spaces)")
    return tuple(openings)


def load_openings(spec: GameSpec, path: Path) -> tuple[Opening, ...]:
    """The openings of the file ``path`` (see :func:`read_openings`)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else "not UTF-8 text"
        raise OpeningSetError(f"cannot read the openings {path}: {reason}") from None
    return read_openings(spec, text, path.name)


def shipped_openings(spec: GameSpec) -> tuple[Opening, ...]:
    """The opening set shipped for ``spec``'s game; raises :class:`OpeningSetError` when
    there is none."""
    try:
        text = resources.files("resources").joinpath(spec.name, SHIPPED_FILE).read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        raise OpeningSetError(f"Plyboard ships no opening set for {spec.name}") from None
    return read_openings(spec, text, SHIPPED_FILE)


def named_openings(spec: GameSpec, name: str) -> tuple[Opening, ...]:
    """The set ``name`` names for ``spec``'s game: :data:`SHIPPED`, or a file's path;
    raises :class:`OpeningSetError`."""
    return shipped_openings(spec) if name == SHIPPED else load_openings(spec, Path(name))
