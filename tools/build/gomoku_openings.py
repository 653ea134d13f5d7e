"""Build resources/gomoku/openings.txt: five-stone openings rated near equal by our
deep search and, with ``--brain``, by a Gomocup brain too.

The five-stone openings of the family (:func:`games.mnk.openings.extended_openings` of
every three-stone one), in an order shuffled with a fixed seed, are searched by the
compiled engine with White to move, :data:`CHUNK` at a time: first with
:data:`QUICK_NODES`, and those within :data:`QUICK_MARGIN` of equal again with
:data:`NODES` (expert's budget in the 2 s match), kept within :data:`MARGIN`.  The
searches are limited by nodes only, so that part of the file does not depend on the
machine.  With ``--brain`` (a brain that reports ``eval:`` in its ``MESSAGE`` lines, as
AIWine does) each kept opening is also given to the brain for ``--time`` seconds and
kept only when its value for White is at least ``--brain-floor``: the openings our
shallow search of before rated near equal were won by Black two games in three in both
engines' self-play, and AIWine's value tells those apart better than our deep search
(BENCHMARKS.md, session 21).  The first :data:`COUNT` openings kept are written, in the
shuffled order; ``--extend`` keeps the stored ones as they are and appends those kept
from the candidates after the last of them (a brain's values follow its clock, so a
build from the start may keep a slightly different set).

    python -m tools.build.gomoku_openings --brain /tmp/aiwine/pbrain-wine --jobs 2
    python -m tools.build.gomoku_openings --brain /tmp/aiwine/pbrain-wine --jobs 2 --extend
    python -m tools.build.gomoku_openings --check     # our scores of the stored ones only
"""

from __future__ import annotations

import argparse
import logging
import random
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.client import BrainSettings, GomocupSearcher  # noqa: E402
from engine.search import Limits, is_proven  # noqa: E402
from games.mnk.compiled.searcher import CompiledGomokuSearcher  # noqa: E402
from games.mnk.openings import (  # noqa: E402
    OPENINGS_FILE,
    Opening,
    candidate_openings,
    extended_openings,
    opening_lines,
    parse_openings,
)
from games.registry import get_game  # noqa: E402

CHUNK = 100
"""Candidates searched at a time (the build stops once it has kept :data:`COUNT`)."""
QUICK_NODES = 300_000
QUICK_MARGIN = 250
"""Largest quick score searched again, in evaluation points."""
NODES = 1_500_000
"""Node budget of the kept scores (expert's in the 2 s match against AIWine)."""
MARGIN = 150
"""Largest score kept, in evaluation points (a cell where a player would make an open
three is worth 60 a direction, the mover's one and a half times that)."""
BRAIN_FLOOR = -30
"""Lowest brain value for White kept (AIWine's units: about -45 is a typical opening)."""
BRAIN_PATIENCE = 60.0
"""Seconds over ``--time`` the brain may take to answer: only its value counts here, and a
brain that times itself by CPU time answers late on a busy machine."""
COUNT = 200
"""Most openings kept: a 100-game match plays 50 of them, each with both colours, and a
pilot of several hundred games more."""
SEED = 2026
HEADER = (
    "# Balanced five-stone openings for gomoku matches, built by "
    "tools/build/gomoku_openings.py.\n"
    "# Each: Black, White, Black, White, Black; White to move.  Score: our compiled search\n"
    "# for White with the node budget shown (evaluation points: a cell where a player would\n"
    "# make an open three is worth 60 a direction, the mover's 1.5 times that); then the\n"
    "# brain's value for White (its own units) where one was asked.\n"
)


def score_opening(moves: tuple[str, ...], nodes: int) -> Opening:
    """Our compiled search's score of the opening for White (to move), with a fresh engine."""
    state = get_game("gomoku").replay(list(moves))
    result = CompiledGomokuSearcher().search(state, Limits(nodes=nodes))
    score = result.score if not is_proven(result.score) else (1 if result.score > 0 else -1) * 10**6
    return Opening(moves, score, nodes)


def brain_value(command: list[str], moves: tuple[str, ...], seconds: float) -> int | None:
    """The value for White (to move) of the opening that the brain run by ``command``
    reports (``eval:`` in its last ``MESSAGE`` of the move); None when it gives none."""
    state = get_game("gomoku").replay(list(moves))
    settings = BrainSettings(turn_ms=int(seconds * 1000), tolerance=BRAIN_PATIENCE)
    searcher = GomocupSearcher(command, settings)
    try:
        note = searcher.search(state, Limits(time=seconds)).note
    finally:
        searcher.close()
    match = re.search(r"eval:\s*(-?\d+)", note)
    return int(match[1]) if match else None


def scored(candidates: list[tuple[str, ...]], nodes: int, jobs: int) -> list[Opening]:
    """``candidates`` with our search's scores, in order, searched by ``jobs`` processes."""
    with ProcessPoolExecutor(jobs) as pool:
        openings = list(pool.map(score_opening, candidates, [nodes] * len(candidates)))
    for opening in openings:
        logging.info("%s  %+d  (%d nodes)", " ".join(opening.moves), opening.score, nodes)
    return openings


def near_equal(
    candidates: list[tuple[str, ...]], nodes: int, margin: int, jobs: int
) -> list[Opening]:
    """Those of ``candidates`` our search scores within ``margin`` of equal, in order."""
    return [opening for opening in scored(candidates, nodes, jobs) if abs(opening.score) <= margin]


def kept_lines(candidates: list[tuple[str, ...]], args: argparse.Namespace, most: int) -> list[str]:
    """The file's lines of at most ``most`` of ``candidates`` that both ratings keep, in order."""
    quick = near_equal(candidates, QUICK_NODES, QUICK_MARGIN, args.jobs)
    deep = near_equal([opening.moves for opening in quick], NODES, MARGIN, args.jobs)
    lines = []
    for opening in deep:
        if len(lines) == most:
            break
        line = opening.line()
        if args.brain:
            value = brain_value([args.brain], opening.moves, args.time)
            logging.info("%s  brain %s", " ".join(opening.moves), value)
            if value is None or value < args.brain_floor:
                continue
            line += f"; {Path(args.brain).name} {value} at {args.time:g} s"
        lines.append(line + "\n")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--brain", help="a Gomocup brain that reports eval: (AIWine)")
    parser.add_argument("--time", type=float, default=2.0, help="the brain's seconds")
    parser.add_argument("--brain-floor", type=int, default=BRAIN_FLOOR)
    parser.add_argument("--jobs", type=int, default=1, help="processes for our searches")
    parser.add_argument("--check", action="store_true", help="re-score the stored openings")
    parser.add_argument(
        "--extend", action="store_true", help="keep the stored openings and append more"
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    path = REPO / "resources" / "gomoku" / OPENINGS_FILE
    if args.check:
        stored = parse_openings(path.read_text(encoding="utf-8"))
        same = scored([opening.moves for opening in stored], NODES, args.jobs) == stored
        print("the stored scores match" if same else "the stored scores differ")
        return 0 if same else 1
    pool = extended_openings(candidate_openings())
    random.Random(SEED).shuffle(pool)
    lines, searched = [], 0
    if args.extend:
        text = path.read_text(encoding="utf-8")
        lines = [line + "\n" for _, line in opening_lines(text)]
        searched = pool.index(parse_openings(text)[-1].moves) + 1
    while len(lines) < COUNT and searched < len(pool):
        chunk = pool[searched : searched + CHUNK]
        searched += len(chunk)
        lines += kept_lines(chunk, args, COUNT - len(lines))
        path.write_text(HEADER + "".join(lines), encoding="utf-8")
    print(f"{len(lines)} openings kept in {path}; {searched} of {len(pool)} candidates searched")
    return 0


if __name__ == "__main__":
    sys.exit(main())
