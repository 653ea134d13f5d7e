"""The chess opening book: weighted moves for the positions of the named opening lines.

The book (``resources/chess/book.tsv.xz``, built by ``tools/build/chess_book.py`` from
the public-domain Lichess opening list) maps a position to the moves the named lines
play there, each weighted by how many lines play it.  A position is keyed by its EPD
(pieces, side to move, castling rights, and the en passant square only when a capture
there is legal): transpositions meet, no two positions share a key, and the file
stays text a person can read.

The text format, after xz: a first line ``plyboard-chess-book 1`` (the format and its
version), ``#`` comment lines, then one ``EPD<TAB>move:weight move:weight ...`` line per
position (moves in UCI, weights positive integers).

:func:`with_book` puts the book before a search; the level's random generator then
draws one of the book's moves by weight (:func:`engine.player.choose_move`).
"""

from __future__ import annotations

import lzma
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import chess

from engine.search import MoveScore, Searcher, SearchResult, StopReason
from engine.shortcut import ShortcutSearcher

BOOK_FILE = "book.tsv.xz"
FORMAT_LINE = "plyboard-chess-book 1"
"""The first line of a book's text: the format's name and version."""
BOOK_ALGORITHM = "opening book"
"""The ``algorithm`` of a search result the book answered."""


class BookFormatError(ValueError):
    """A book whose text cannot be read; the message names the line."""


@dataclass(frozen=True, slots=True)
class BookMove:
    """A move of the book and how many named lines play it (its weight)."""

    move: chess.Move
    weight: int


def position_key(board: chess.Board) -> str:
    """The book's key of ``board``'s position: its EPD (no move counters)."""
    return board.epd()


class OpeningBook:
    """Positions (:func:`position_key`) to their book moves, most played first."""

    def __init__(self, entries: Mapping[str, tuple[BookMove, ...]]) -> None:
        self._entries = dict(entries)

    def __len__(self) -> int:
        return len(self._entries)

    def moves(self, board: chess.Board) -> tuple[BookMove, ...]:
        """The book's moves in ``board``'s position that are legal there, most played
        first; empty when the position is not in the book."""
        entry = self._entries.get(position_key(board), ())
        return tuple(book_move for book_move in entry if board.is_legal(book_move.move))

    def to_text(self) -> str:
        """The book's text (see the module docstring), positions sorted."""
        lines = [FORMAT_LINE]
        for key in sorted(self._entries):
            moves = " ".join(f"{entry.move.uci()}:{entry.weight}" for entry in self._entries[key])
            lines.append(f"{key}\t{moves}")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str, source: str = "book") -> OpeningBook:
        """The book a text describes; raises :class:`BookFormatError` naming the line."""
        lines = text.splitlines()
        if not lines or lines[0] != FORMAT_LINE:
            first = lines[0] if lines else ""
            raise BookFormatError(f"{source}: line 1 is {first!r}, expected {FORMAT_LINE!r}")
        entries: dict[str, tuple[BookMove, ...]] = {}
        for number, line in enumerate(lines[1:], start=2):
            if not line or line.startswith("#"):
                continue
            try:
                key, moves = line.split("\t")
                entries[key] = _parse_moves(moves)
            except ValueError as error:
                raise BookFormatError(f"{source}: line {number}: {error}: {line!r}") from None
        return cls(entries)


def _parse_moves(text: str) -> tuple[BookMove, ...]:
    moves = []
    for item in text.split():
        uci, weight = item.split(":")
        book_move = BookMove(chess.Move.from_uci(uci), int(weight))
        if book_move.weight <= 0:
            raise ValueError(f"weight {book_move.weight} is not positive")
        moves.append(book_move)
    if not moves:
        raise ValueError("no moves")
    return tuple(sorted(moves, key=lambda entry: -entry.weight))


def compress(book: OpeningBook) -> bytes:
    """The book's file: its text, compressed with xz."""
    return lzma.compress(book.to_text().encode("utf-8"), format=lzma.FORMAT_XZ)


@cache
def shipped_book() -> OpeningBook:
    """The book under ``resources/chess/``; raises :class:`BookFormatError` when it is
    missing or damaged (rebuild it with the tool)."""
    try:
        data = resources.files("resources").joinpath("chess", BOOK_FILE).read_bytes()
        text = lzma.decompress(data).decode("utf-8")
    except (OSError, lzma.LZMAError, UnicodeDecodeError) as error:
        raise BookFormatError(
            f"cannot read resources/chess/{BOOK_FILE} ({error}); run tools/build/chess_book.py"
        ) from None
    return OpeningBook.from_text(text, f"resources/chess/{BOOK_FILE}")


def book_result(moves: Iterable[BookMove]) -> SearchResult:
    """The search result the book's ``moves`` (most played first) stand for: the most
    played move as the best, every move with its weight as ``visits``, no score (0, not
    exact: the book knows what is played, not what it is worth)."""
    entries = tuple(MoveScore(entry.move, 0, visits=entry.weight) for entry in moves)
    best = entries[0].move
    return SearchResult(
        best_move=best,
        score=0,
        pv=(best,),
        stop_reason=StopReason.BOOK,
        move_scores=entries,
        algorithm=BOOK_ALGORITHM,
    )


def first_occurrence(state: Any) -> bool:
    """Whether ``state`` (a :class:`~games.chess.rules.ChessState` or a ``chess.Board``
    with its move stack) has not occurred before in its game."""
    if isinstance(state, chess.Board):
        return not state.is_repetition(2)
    return state.repetitions == 1


class BookAnswer:
    """The book's answer in a position (an :data:`engine.shortcut.Shortcut`), ``None``
    where it has none.  It has none when every root move is to be scored (analysis
    wants values, not popularity) and in a position that occurred before in the game (a
    repetition is for the search to judge).  ``book=None`` reads the shipped book when
    first needed."""

    def __init__(self, book: OpeningBook | None = None) -> None:
        self._book = book

    @property
    def book(self) -> OpeningBook:
        if self._book is None:
            self._book = shipped_book()
        return self._book

    def __call__(self, state: Any, score_all_moves: bool) -> SearchResult | None:
        if score_all_moves or not first_occurrence(state):
            return None
        board = state if isinstance(state, chess.Board) else state.board
        moves = self.book.moves(board)
        return book_result(moves) if moves else None


def with_book(inner: Searcher, book: OpeningBook | None = None) -> ShortcutSearcher:
    """``inner`` behind the opening book (:class:`BookAnswer`)."""
    return ShortcutSearcher(inner, BookAnswer(book))
