"""Build resources/GAME/match-openings.txt: opening sets for matches that no engine of
ours chose (``plyboard arena --openings shipped``, the engine match window, the Gomocup
match tool).

Chess: named lines of 6 to 10 plies of the public-domain Lichess opening list
(``../shared/data/chess/[a-e].tsv``) in a seeded order; a line is kept when Plyboard's
compiled engine, searching the position after it to a fixed depth (so the choice repeats
exactly), scores it within ``--balance`` centipawns of equal, so that neither side
starts a pair of games lost.  The engine only rejects lines; it chooses none: the lines
and their order are the list's and the seed's.

Gomoku: three stones (Black, White, Black, as a swap opening places them) on cells drawn
uniformly from the central 7x7 square, by the seed alone: no engine looks at them.  Some
favour Black more than others; a match plays each one with both colours.

The same seed, count (and for chess depth and balance) give the same file.

    python -m tools.build.match_openings chess            # the shipped sets
    python -m tools.build.match_openings gomoku
    python -m tools.build.match_openings chess --count 20 --output /tmp/openings.txt
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "chess"
FILE_NAME = "match-openings.txt"
SEED = 2026
COUNT = 100
GOMOKU_STONES = 3
GOMOKU_SQUARE = 7
"""The side of the central square the Gomoku stones are drawn from."""
DEPTH = 8
BALANCE = 60
"""Centipawns: the most a kept line may favour either side by the fixed-depth search."""
PLIES = range(6, 11)

from engine.search import Limits  # noqa: E402
from games.registry import get_game  # noqa: E402


def named_lines(data: Path) -> list[tuple[str, str, list[str]]]:
    """(ECO, name, SAN moves) of every line of the list of the lengths in :data:`PLIES`."""
    lines = []
    for path in sorted(data.glob("[a-e].tsv")):
        with path.open(encoding="utf-8", newline="") as table:
            for row in csv.DictReader(table, delimiter="\t"):
                moves = [word for word in row["pgn"].split() if not word[0].isdigit()]
                if len(moves) in PLIES:
                    lines.append((row["eco"], row["name"], moves))
    return lines


def balanced(moves: list[str], depth: int, balance: int) -> bool:
    """Whether the compiled engine scores the position after ``moves`` within
    ``balance`` centipawns at ``depth`` plies."""
    spec = get_game("chess")
    state = spec.new_state()
    for san in moves:
        state = state.play(state.parse_move(san))
    if state.outcome() is not None:
        return False
    searcher = spec.searcher("compiled", random.Random(0))
    return abs(searcher.search(state, Limits(depth=depth)).score) <= balance


def build_gomoku(seed: int, count: int) -> list[str]:
    """The Gomoku file's lines: a header, then ``count`` distinct openings."""
    spec = get_game("gomoku")
    state = spec.new_state()
    size = state.geometry.width
    low = (size - GOMOKU_SQUARE) // 2
    square = [
        row * size + column
        for row in range(low, low + GOMOKU_SQUARE)
        for column in range(low, low + GOMOKU_SQUARE)
    ]
    rng = random.Random(seed)
    seen: set[tuple[int, ...]] = set()
    kept = []
    while len(kept) < count:
        cells = tuple(rng.sample(square, GOMOKU_STONES))
        if cells in seen:
            continue
        seen.add(cells)
        kept.append(" ".join(state.move_text(cell) for cell in cells))
    header = [
        "# Gomoku openings for matches (plyboard arena --openings shipped, tools/match/",
        f"# gomoku_vs_gomocup.py --openings): {GOMOKU_STONES} stones, Black, White, Black, drawn",
        f"# uniformly from the central {GOMOKU_SQUARE}x{GOMOKU_SQUARE} square by seed {seed};"
        " no engine chose them.",
        "# Made by python -m tools.build.match_openings gomoku.",
    ]
    return header + kept


def build(data: Path, seed: int, count: int, depth: int, balance: int) -> list[str]:
    """The file's lines: a header, then ``count`` openings (SAN moves, ``# ECO name``)."""
    lines = named_lines(data)
    random.Random(seed).shuffle(lines)
    kept = []
    for eco, name, moves in lines:
        if balanced(moves, depth, balance):
            kept.append(f"{' '.join(moves)}  # {eco} {name}")
            print(f"{len(kept):3d} {eco} {name}", file=sys.stderr)
        if len(kept) == count:
            break
    header = [
        "# Balanced openings for chess matches (plyboard arena --openings shipped,",
        "# Computer > Engine match): named lines of the public-domain Lichess opening list,",
        f"# in a seeded order (seed {seed}), kept where a depth-{depth} search scores them",
        f"# within {balance} centipawns.  Made by python -m tools.build.match_openings.",
    ]
    return header + kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=("chess", "gomoku"))
    parser.add_argument("--data", type=Path, default=DATA, help="the opening list's folder")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--depth", type=int, default=DEPTH, help="chess: plies")
    parser.add_argument("--balance", type=int, default=BALANCE, help="chess: centipawns")
    parser.add_argument("--output", type=Path, help="default: the game's shipped set")
    args = parser.parse_args(argv)
    output = args.output or REPO / "resources" / args.game / FILE_NAME
    if args.game == "gomoku":
        lines = build_gomoku(args.seed, args.count)
    elif not args.data.is_dir():
        parser.error(f"no opening list in {args.data} (the shared data's chess folder)")
    else:
        lines = build(args.data, args.seed, args.count, args.depth, args.balance)
    output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{args.count} openings written to {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
