"""Perft through Plyboard's game protocol: counts of legal-move paths from the standard
test positions, checked against ``../shared/data/chess/perft.tsv``, with speed.

A benchmark, not a test (tests/unit/games/chess/test_chess_perft.py checks the shallow depths)::

    nice -n 5 python -m tools.bench.chess_perft            # depths 4 and 5
    nice -n 5 python -m tools.bench.chess_perft --depth 3

Counts every leaf by ``legal_moves()`` and ``play()`` of
:class:`games.chess.rules.ChessState` (the last ply is counted, not played).
"""

from __future__ import annotations

import argparse
import csv
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from games.chess.rules import ChessState  # noqa: E402

DATA = REPO.parent / "shared" / "data" / "chess" / "perft.tsv"


@dataclass(frozen=True, slots=True)
class PerftRow:
    name: str
    fen: str
    counts: tuple[int, ...]
    """Leaves at depth 1, 2, ..."""


def read_rows(path: Path = DATA) -> list[PerftRow]:
    """The rows of ``perft.tsv``: name, FEN and counts d1..d5."""
    with path.open(newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t")
        return [
            PerftRow(
                row["name"],
                row["fen"],
                tuple(int(row[f"d{depth}"]) for depth in range(1, 6) if row.get(f"d{depth}")),
            )
            for row in reader
        ]


def perft(state: ChessState, depth: int) -> int:
    """Leaves ``depth`` plies below ``state`` through the game protocol."""
    moves = state.legal_moves()
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    return sum(perft(state.play(move), depth - 1) for move in moves)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, nargs="+", default=[4, 5], help="plies")
    parser.add_argument("--data", type=Path, default=DATA, help="perft.tsv")
    parser.add_argument("--only", nargs="*", help="names of rows to run")
    args = parser.parse_args(argv)
    failures = 0
    print(
        f"{'position':<20} {'depth':>5} {'nodes':>12} {'expected':>12} {'seconds':>9} "
        f"{'nodes/s':>9}"
    )
    for row in read_rows(args.data):
        if args.only and row.name not in args.only:
            continue
        for depth in args.depth:
            if depth > len(row.counts):
                continue
            started = time.perf_counter()
            count = perft(ChessState.from_text(row.fen), depth)
            seconds = time.perf_counter() - started
            expected = row.counts[depth - 1]
            mark = "" if count == expected else "  MISMATCH"
            failures += count != expected
            print(
                f"{row.name:<20} {depth:>5} {count:>12,} {expected:>12,} {seconds:>9.2f} "
                f"{count / seconds:>9,.0f}{mark}",
                flush=True,
            )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
