"""Build resources/gomoku/openings.txt: five-stone openings our search rates near equal.

First every three-stone opening of :func:`games.gomoku.openings.candidate_openings`
(h8, a White stone next to it, a Black stone within two cells of the centre; once up to
symmetry) is searched with the ``threats`` engine from White's side with a fixed node
budget (so the file does not depend on the machine), and kept when the score is within
``--margin`` of equal and not a proven win for either side.  Then their five-stone
extensions (:func:`games.gomoku.openings.extended_openings`), in an order shuffled with
a fixed seed, are searched the same way with a smaller budget until ``--count`` are
kept.

    /work/main/.venv/bin/python tools/build_gomoku_openings.py            # writes the file
    /work/main/.venv/bin/python tools/build_gomoku_openings.py --check    # compares only
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import random  # noqa: E402

from engine.search import Limits, is_proven  # noqa: E402
from games.gomoku.openings import (  # noqa: E402
    OPENINGS_FILE,
    Opening,
    candidate_openings,
    extended_openings,
    parse_openings,
)
from games.gomoku.search import GomokuSearcher  # noqa: E402
from games.gomoku.spec import SEARCHERS  # noqa: E402
from games.registry import get_game  # noqa: E402

NODES = 60_000
"""Node budget per three-stone opening (the Python ``expert``'s of before issue 25)."""
EXTENDED_NODES = 20_000
"""Node budget per five-stone opening (``hard``'s)."""
COUNT = 64
"""Five-stone openings kept: a 100-game match plays 50 of them, each with both colours."""
SEED = 25
MARGIN = 300
"""Largest score kept, in evaluation points (an open three is worth about 60 per cell)."""
HEADER = (
    "# Balanced five-stone openings for gomoku matches, built by "
    "tools/build_gomoku_openings.py.\n"
    "# Each: Black, White, Black, White, Black; White to move.  Score: our threats search for\n"
    "# White with the node budget shown (evaluation points; an open three is worth about 60\n"
    "# per cell).\n"
)


def score_opening(moves: tuple[str, ...], nodes: int) -> Opening:
    """Our search's score of the opening for White (to move), with a fresh engine."""
    state = get_game("gomoku").replay(list(moves))
    result = GomokuSearcher(SEARCHERS["threats"]).search(state, Limits(nodes=nodes))
    score = result.score if not is_proven(result.score) else (1 if result.score > 0 else -1) * 10**6
    return Opening(moves, score, nodes)


def balanced(
    candidates: list[tuple[str, ...]], nodes: int, margin: int, count: int | None = None
) -> list[Opening]:
    """The first ``count`` (all) of ``candidates`` scored within ``margin`` of equal."""
    kept = []
    for moves in candidates:
        opening = score_opening(moves, nodes)
        keep = abs(opening.score) <= margin
        logging.info("%s  %+d  %s", " ".join(moves), opening.score, "kept" if keep else "")
        if keep:
            kept.append(opening)
            if len(kept) == count:
                break
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=NODES)
    parser.add_argument("--margin", type=int, default=MARGIN)
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--check", action="store_true", help="compare with the stored file")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    bases = [opening.moves for opening in balanced(candidate_openings(), args.nodes, args.margin)]
    extensions = extended_openings(bases)
    random.Random(SEED).shuffle(extensions)
    kept = balanced(extensions, EXTENDED_NODES, args.margin, args.count)
    text = HEADER + "".join(opening.line() + "\n" for opening in kept)
    path = REPO / "resources" / "gomoku" / OPENINGS_FILE
    if args.check:
        same = parse_openings(path.read_text(encoding="utf-8")) == parse_openings(text)
        print("the stored openings match" if same else "the stored openings differ")
        return 0 if same else 1
    path.write_text(text, encoding="utf-8")
    print(f"{len(kept)} openings from {len(bases)} three-stone ones kept in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
