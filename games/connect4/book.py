"""The Connect Four opening book: solved moves for the positions the solver cannot answer fast.

The book holds, for positions with few stones, a column that keeps the
position's value and that value, in the public convention of
:mod:`games.connect4.compiled.solver` (side to move).  An *exact* entry knows the score
(fastest win, slowest loss); a *weak* entry only knows win, draw or loss (the
score is then ``1``, ``0`` or ``-1``) because the exact score cost too much to
prove when the book was built.

A position and its mirror image share one entry.  The text file has one entry
per line, ``<moves> <column> <score> <exact|weak>``: the moves (column digits)
that lead to the position, the book's column (``1`` .. ``width``) and the
score; ``#`` starts a comment.  ``tools/build/connect4_book.py`` builds it.
"""

from __future__ import annotations

import lzma
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from games.connect4.rules import Connect4State, Geometry, geometry

BOOK_DIRECTORY = Path(__file__).resolve().parents[2] / "resources" / "connect4"
BOOK_STONES = 9
"""The shipped book answers every position ``expert`` can meet with at most this many stones
(8 as Red, 9 as Yellow: Red moves with an even number of stones on the board), from the
empty board and, as Red, after any first move a match may give it (3, 4 or 5: see
:func:`games.connect4.spec.sound_openings`)."""


class BookFormatError(ValueError):
    """A book file line that cannot be read; the message names the line."""


@dataclass(frozen=True, slots=True)
class BookMove:
    """The book's answer for one position, seen from its side to move."""

    column: int
    """Column index, ``0`` .. ``width - 1``."""
    score: int
    """Public score: exact, or only its sign when :attr:`exact` is false."""
    exact: bool


def book_path(width: int, height: int) -> Path:
    """Where the book of a ``width`` x ``height`` board lives (it may not exist)."""
    return BOOK_DIRECTORY / f"book-{width}x{height}.txt.xz"


def mirror(g: Geometry, bits: int) -> int:
    """``bits`` with the columns in reverse order."""
    mirrored = 0
    column_bits = (1 << g.stride) - 1
    for column in range(g.width):
        part = (bits >> (column * g.stride)) & column_bits
        mirrored |= part << ((g.width - 1 - column) * g.stride)
    return mirrored


def position_code(state: Connect4State) -> int:
    """A number that tells positions apart: the side to move's stones plus every stone."""
    return state.current + state.mask


def canonical_code(state: Connect4State) -> tuple[int, bool]:
    """The smaller of the position's and its mirror image's codes, and whether it is the mirror."""
    code = position_code(state)
    mirrored = mirror(state.geometry, code)
    return (mirrored, True) if mirrored < code else (code, False)


class OpeningBook:
    """Book moves by position; mirror images are looked up as one."""

    def __init__(self, width: int = 7, height: int = 6) -> None:
        self.geometry = geometry(width, height)
        self._entries: dict[int, BookMove] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, state: Connect4State) -> bool:
        return canonical_code(state)[0] in self._entries

    def add(self, state: Connect4State, move: BookMove) -> None:
        """Record ``move`` for ``state`` (and its mirror image)."""
        code, mirrored = canonical_code(state)
        column = self.geometry.width - 1 - move.column if mirrored else move.column
        self._entries[code] = BookMove(column, move.score, move.exact)

    def lookup(self, state: Connect4State) -> BookMove | None:
        """The book's move for ``state``, or ``None`` when the book does not know it."""
        if state.geometry != self.geometry:
            return None
        code, mirrored = canonical_code(state)
        entry = self._entries.get(code)
        if entry is None or not mirrored:
            return entry
        return BookMove(self.geometry.width - 1 - entry.column, entry.score, entry.exact)

    def read_lines(self, lines: list[str], source: str) -> None:
        """Add the entries of a book file's ``lines``; raises :class:`BookFormatError`."""
        for _, state, move in book_entries(lines, source, self.geometry):
            self.add(state, move)


def book_entries(
    lines: list[str], source: str, g: Geometry
) -> Iterator[tuple[str, Connect4State, BookMove]]:
    """The moves (column digits), position and book move of every entry in a book file's
    ``lines``; raises :class:`BookFormatError` naming ``source`` and the line."""
    for number, line in enumerate(lines, start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            moves, column, score, kind = text.split()
            moves = "" if moves == "-" else moves
            state = Connect4State.new(g.width, g.height)
            for digit in moves:
                state = state.play(state.parse_move(digit))
            move = state.parse_move(column)
            if kind not in ("exact", "weak"):
                raise ValueError(f"expected 'exact' or 'weak', not {kind!r}")
            book_move = BookMove(move, int(score), kind == "exact")
        except ValueError as error:  # IllegalMoveError is a ValueError too
            raise BookFormatError(f"{source}, line {number}: {error}") from error
        yield moves, state, book_move


def entry_line(moves: str, move: BookMove) -> str:
    """One book file line for the position reached by ``moves`` (column digits)."""
    kind = "exact" if move.exact else "weak"
    return f"{moves or '-'} {move.column + 1} {move.score} {kind}"


@cache
def shipped_book(width: int = 7, height: int = 6) -> OpeningBook:
    """The book shipped under ``resources/`` (empty for a board size without one)."""
    book = OpeningBook(width, height)
    path = book_path(width, height)
    if path.exists():
        with lzma.open(path, "rt", encoding="ascii") as file:
            book.read_lines(file.read().splitlines(), path.name)
    return book


def book_line(
    book: OpeningBook, side: int, max_stones: int = BOOK_STONES, opening_plies: int = 0
) -> Iterator[tuple[str, Connect4State]]:
    """Every position with at most ``max_stones`` stones, ``side`` to move, that ``side``
    meets playing the book's moves against any opponent after any ``opening_plies`` plies.

    Yields the moves (column digits) and the position before reading the book
    there, so a builder may add the entry; the walk does not go past a position
    the book does not know.  Mirror images are yielded once.
    """
    g = book.geometry
    seen: set[int] = set()

    def ours(moves: str, state: Connect4State) -> Iterator[tuple[str, Connect4State]]:
        code = canonical_code(state)[0]
        if code in seen or state.moves_played > max_stones:
            return
        seen.add(code)
        yield moves, state
        entry = book.lookup(state)
        if entry is not None and (child := state.play(entry.column)).outcome() is None:
            yield from theirs(moves + str(entry.column + 1), child)

    def theirs(moves: str, state: Connect4State) -> Iterator[tuple[str, Connect4State]]:
        for column in state.legal_moves():
            child = state.play(column)
            if child.outcome() is None:
                yield from ours(moves + str(column + 1), child)

    def openings(moves: str, state: Connect4State) -> Iterator[tuple[str, Connect4State]]:
        if state.moves_played == opening_plies:
            yield moves, state
            return
        for column in state.legal_moves():
            yield from openings(moves + str(column + 1), state.play(column))

    for moves, state in openings("", Connect4State.new(g.width, g.height)):
        if state.outcome() is not None:
            continue
        yield from ours(moves, state) if state.to_move == side else theirs(moves, state)
