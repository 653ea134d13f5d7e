"""Build the index of chess opening names that Plyboard ships.

    python -m tools.build.chess_openings                 # writes resources/chess/openings.tsv.xz
    python -m tools.build.chess_openings --check         # compares with the shipped file

Reads the Lichess opening list (public domain, CC0) in ``../shared/data/chess/{a..e}.tsv``
(``eco``, ``name``, ``pgn``), plays each line with python-chess and keys it by the EPD of
its final position (pieces, side to move, castling, en passant square only when a capture
there is legal: the position, whatever the move order).  When several lines reach the same
position the first in file order keeps it.  The output is one ``EPD<TAB>ECO<TAB>name`` line
per position, sorted, compressed with xz; ``--check`` compares the text, not the bytes
(another xz library may compress the same text differently).
"""

from __future__ import annotations

import argparse
import csv
import lzma
import sys
from pathlib import Path

import chess

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "chess"
OUTPUT = REPO / "resources" / "chess" / "openings.tsv.xz"
SOURCES = tuple(f"{letter}.tsv" for letter in "abcde")


def read_lines(directory: Path = DATA) -> list[tuple[str, str, str]]:
    """``(eco, name, pgn)`` of every line, in file order."""
    lines = []
    for source in SOURCES:
        with (directory / source).open(newline="", encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                lines.append((row["eco"], row["name"], row["pgn"]))
    return lines


def line_moves(pgn: str) -> list[chess.Move]:
    """The moves of a movetext like ``1. e4 c5 2. Nf3`` from the start (move numbers
    skipped); raises ``ValueError`` for a move that is not legal."""
    board = chess.Board()
    moves = []
    for token in pgn.split():
        if token[0].isdigit() and token.endswith("."):
            continue
        moves.append(board.push_san(token))
    return moves


def final_position(pgn: str) -> chess.Board:
    """The board after a movetext like ``1. e4 c5 2. Nf3``."""
    board = chess.Board()
    for move in line_moves(pgn):
        board.push(move)
    return board


def build(directory: Path = DATA) -> bytes:
    """The compressed index."""
    index: dict[str, tuple[str, str]] = {}
    for eco, name, pgn in read_lines(directory):
        epd = final_position(pgn).epd()
        index.setdefault(epd, (eco, name))
    text = "".join(f"{epd}\t{eco}\t{name}\n" for epd, (eco, name) in sorted(index.items()))
    return lzma.compress(text.encode("utf-8"), format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64)


def arguments(argv: list[str] | None, description: str, output: Path) -> argparse.Namespace:
    """The command line both chess data tools take: ``--data``, ``--output``, ``--check``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--data", type=Path, default=DATA, help="folder of a.tsv .. e.tsv")
    parser.add_argument("--output", type=Path, default=output)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    return parser.parse_args(argv)


def write_or_check(data: bytes, args: argparse.Namespace, what: str) -> int:
    """Write the xz file ``data`` to ``args.output``, or with ``args.check`` compare its
    text with the shipped file's; the exit status (1: they differ)."""
    if args.check:
        same = args.output.exists() and lzma.decompress(
            args.output.read_bytes()
        ) == lzma.decompress(data)
        print(f"the shipped {what} is up to date" if same else f"the shipped {what} differs")
        return 0 if same else 1
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    count = lzma.decompress(data).count(b"\n")
    print(f"wrote {args.output} ({count} lines, {len(data):,} bytes)")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv, __doc__.splitlines()[0], OUTPUT)
    return write_or_check(build(args.data), args, "index")


if __name__ == "__main__":
    sys.exit(main())
