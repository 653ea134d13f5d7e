"""Build resources/gomoku/shapes.bin: the shape a move makes for every pattern of the
eight cells around it, for five or more in a row and for exactly five.

The shapes are classified from the rules by :func:`games.mnk.patterns.classified_shapes`
(0.1-0.3 s a table); the app reads the file instead, so a Gomoku game is ready at once.

    python -m tools.build.gomoku_shapes            # writes the file
    python -m tools.build.gomoku_shapes --check    # compares only (exit status 1 if stale)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from games.mnk.patterns import SHAPES_FILE, classified_shapes  # noqa: E402

TARGET = REPO / "resources" / "gomoku" / SHAPES_FILE


def shapes_bytes() -> bytes:
    """The file's contents: the five-or-more table, then the exactly-five table."""
    return bytes(classified_shapes(False) + classified_shapes(True))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    data = shapes_bytes()
    if args.check:
        same = TARGET.exists() and TARGET.read_bytes() == data
        print(f"{TARGET.relative_to(REPO)}: {'up to date' if same else 'stale'}")
        return 0 if same else 1
    TARGET.write_bytes(data)
    print(f"wrote {TARGET.relative_to(REPO)} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
