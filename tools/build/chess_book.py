"""Build the chess opening book that Plyboard ships.

    python -m tools.build.chess_book                 # writes resources/chess/book.tsv.xz
    python -m tools.build.chess_book --check         # compares with the shipped file

Reads the Lichess opening list (public domain, CC0) in ``../shared/data/chess/{a..e}.tsv``
with :mod:`tools.build.chess_openings`'s reader and plays every line.  A move's weight in
a position is the number of named lines that play it there (a line reaching the
position by another move order counts too).  Two rules keep the rarities and the traps
out (a named line often ends with the blunder it is named after):

- a move needs at least :data:`MIN_LINES` lines;
- and at least :data:`MIN_SHARE` of the weight of the position's most played move.

A position left with no move is not in the book.  The output is
:mod:`games.chess.book`'s text, compressed with xz; ``--check`` compares the text,
not the bytes (another xz library may compress the same text differently).  The
command line and the writing are :mod:`tools.build.chess_openings`'s.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

import chess

REPO = Path(__file__).resolve().parents[2]

from games.chess.book import BOOK_FILE, BookMove, OpeningBook, compress, position_key  # noqa: E402
from tools.build.chess_openings import (  # noqa: E402
    DATA,
    arguments,
    line_moves,
    read_lines,
    write_or_check,
)

OUTPUT = REPO / "resources" / "chess" / BOOK_FILE
MIN_LINES = 2
"""Fewest named lines that must play a move for the book to keep it."""
MIN_SHARE = 1 / 25
"""Least weight of a kept move, as a part of the position's most played move's weight."""


def count_moves(directory: Path = DATA) -> dict[str, Counter[str]]:
    """Position key -> how many named lines play each move (UCI) there."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for _, _, pgn in read_lines(directory):
        board = chess.Board()
        for move in line_moves(pgn):
            counts[position_key(board)][move.uci()] += 1
            board.push(move)
    return counts


def kept_moves(counts: Counter[str]) -> tuple[BookMove, ...]:
    """The moves of one position the book keeps (see the module docstring), most
    played first (ties in UCI order, so the build is the same every time)."""
    most = max(counts.values())
    kept = [
        BookMove(chess.Move.from_uci(uci), weight)
        for uci, weight in counts.items()
        if weight >= MIN_LINES and weight >= MIN_SHARE * most
    ]
    return tuple(sorted(kept, key=lambda entry: (-entry.weight, entry.move.uci())))


def build(directory: Path = DATA) -> OpeningBook:
    """The book of the opening lines in ``directory``."""
    entries = {}
    for key, counts in count_moves(directory).items():
        moves = kept_moves(counts)
        if moves:
            entries[key] = moves
    return OpeningBook(entries)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv, __doc__.splitlines()[0], OUTPUT)
    return write_or_check(compress(build(args.data)), args, "book")


if __name__ == "__main__":
    sys.exit(main())
