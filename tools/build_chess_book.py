"""Build the chess opening book that Plyboard ships.

    python tools/build_chess_book.py                 # writes resources/chess/book.tsv.xz
    python tools/build_chess_book.py --check         # compares with the shipped file

Reads the Lichess opening list (public domain, CC0) in ``../shared/data/chess/{a..e}.tsv``
with :mod:`tools.build_chess_openings`'s reader and plays every line.  A move's weight in
a position is the number of named lines that play it there (a line reaching the
position by another move order counts too).  Two rules keep the rarities and the traps
out (a named line often ends with the blunder it is named after):

- a move needs at least :data:`MIN_LINES` lines;
- and at least :data:`MIN_SHARE` of the weight of the position's most played move.

A position left with no move is not in the book.  The output is
:mod:`games.chess.book`'s text, compressed with xz; ``--check`` compares the text,
not the bytes (another xz library may compress the same text differently).
"""

from __future__ import annotations

import argparse
import lzma
import sys
from collections import Counter, defaultdict
from pathlib import Path

import chess

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from games.chess.book import BOOK_FILE, BookMove, OpeningBook, compress, position_key  # noqa: E402
from tools.build_chess_openings import DATA, line_moves, read_lines  # noqa: E402

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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="folder of a.tsv .. e.tsv")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    book = build(args.data)
    if args.check:
        same = args.output.exists() and (
            lzma.decompress(args.output.read_bytes()).decode("utf-8") == book.to_text()
        )
        print("the shipped book is up to date" if same else "the shipped book differs")
        return 0 if same else 1
    data = compress(book)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    print(f"wrote {args.output} ({len(book)} positions, {len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
