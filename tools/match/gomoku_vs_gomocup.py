"""A match of our gomoku engine against a Gomocup brain, from the balanced openings.

Each opening of ``resources/gomoku/openings.txt`` (our balanced set; ``--openings shipped``
takes ``resources/gomoku/match-openings.txt``, which no engine chose, or give a file) is
played twice, colours swapped (our
engine is Black in the odd-numbered games: 100 games play the first 50 openings). The
brain runs as a child process speaking the Gomocup protocol (:mod:`app.protocols.gomocup.client`),
told ``--time`` per move; our engine (``--engine``: by default ``expert``'s threats
search, without its node cap; or ``compiled``) searches as ``plyboard gomocup`` would
with that ``timeout_turn`` (:func:`app.protocols.gomocup.server.turn_seconds`: 1.72 s of 2 s). A
brain's timeout, crash or illegal move loses that game (the reason is recorded). Every
game is written to ``--out`` as it ends (tab separated: number, opening, our colour,
result for us, reason, our and the brain's median seconds per move, the moves, our and
the brain's mean seconds per move: a brain that has found a forced win answers at once,
so its median can be far below its mean); the summary goes to standard output.

On a busy machine wall-clock limits measure the load, not the engines (AIWine counts
its time in CPU seconds, ``clock()``): ``--ours-nodes`` limits our engine by work
instead (``tools/match/gomoku_turn_nodes.py`` measures what a turn is worth on a quiet
machine), and a larger ``--tolerance`` keeps the brain's slow wall-clock replies legal.

    nice -n 5 /work/main/.venv/bin/python -m tools.match.gomoku_vs_gomocup \\
        --brain /tmp/aiwine/pbrain-wine --time 2 --games 20 --out /tmp/aiwine-match.tsv
"""

from __future__ import annotations

import argparse
import logging
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.client import BrainError, BrainSettings, GomocupSearcher  # noqa: E402
from app.protocols.gomocup.server import turn_seconds  # noqa: E402
from app.services.elo import Tally  # noqa: E402
from app.services.match_openings import SHIPPED, Opening, named_openings  # noqa: E402
from engine.player import Level, choose_move  # noqa: E402
from engine.search import Limits  # noqa: E402
from games.base import GameSpec  # noqa: E402
from games.mnk.openings import balanced_openings  # noqa: E402
from games.registry import get_game  # noqa: E402
from tools.match.gomoku_summary import COLOURS, score_lines  # noqa: E402

logger = logging.getLogger("gomoku_vs_gomocup")


def play_game(args: argparse.Namespace, index: int, brain: GomocupSearcher) -> list[str]:
    """Game ``index``: the fields of its record line."""
    spec = get_game(args.game)
    openings = match_openings(spec, args.openings)
    opening = openings[(index // 2) % len(openings)]
    ours = index % 2
    if args.ours_nodes:
        level = Level(args.engine, Limits(nodes=args.ours_nodes))
    else:
        level = Level(args.engine, Limits(time=turn_seconds(int(args.time * 1000))))
    searcher = spec.searcher(args.engine)
    rng = random.Random(f"{args.seed}/{index}")
    state = spec.replay(list(opening.moves))
    moves = list(opening.moves)
    seconds: tuple[list[float], list[float]] = ([], [])
    reason = ""
    result = "draw"
    while state.outcome() is None:
        started = time.perf_counter()
        if state.to_move == ours:
            move = choose_move(searcher, state, level, rng).move
            seconds[0].append(time.perf_counter() - started)
        else:
            try:
                move = brain.search(state, Limits(time=args.time)).best_move
            except BrainError as error:
                result, reason = "win", f"brain {error.kind}: {error}"
                break
            seconds[1].append(time.perf_counter() - started)
        moves.append(state.move_text(move))
        state = state.play(move)
    outcome = state.outcome()
    if outcome is not None:
        reason = outcome.reason
        if outcome.winner is not None:
            result = "win" if outcome.winner == ours else "loss"
    medians = [f"{statistics.median(values):.2f}" if values else "-" for values in seconds]
    means = [f"{statistics.mean(values):.2f}" if values else "-" for values in seconds]
    return [
        str(index + 1),
        " ".join(opening.moves),
        COLOURS[ours],
        result,
        reason,
        *medians,
        " ".join(moves),
        *means,
    ]


def match_openings(spec: GameSpec, name: str | None) -> Sequence[Opening] | Sequence[Any]:
    """The openings ``--openings`` names: ``shipped`` (the game's set no engine chose,
    ``resources/gomoku/match-openings.txt``), a file, or by default our balanced set."""
    if name is None:
        return balanced_openings()
    return named_openings(get_game("gomoku") if name == SHIPPED else spec, name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--brain", required=True, help="the brain's executable")
    parser.add_argument("--time", type=float, default=2.0, help="seconds per move, both sides")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", default="gomoku", help="gomoku, gomoku-standard or -renju")
    parser.add_argument("--seed", default="aiwine")
    parser.add_argument(
        "--engine",
        default="threats",
        help="our engine: threats (the Python one, expert's before issue 25) or compiled "
        "(expert's now)",
    )
    parser.add_argument("--first", type=int, default=1, help="first game number (to resume)")
    parser.add_argument(
        "--openings",
        help="'shipped' for the openings no engine chose (resources/gomoku/match-openings.txt),"
        " or a file of openings (one a line); default: our balanced set",
    )
    parser.add_argument(
        "--ours-nodes",
        type=int,
        help="limit our engine by nodes instead of time (expert: 500000, compiled); for a "
        "busy machine",
    )
    parser.add_argument(
        "--tolerance",
        type=float,
        default=1.0,
        help="seconds over --time before the brain's move is a timeout (wall clock)",
    )
    parser.add_argument("--out", type=Path, required=True, help="record file (appended to)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    settings = BrainSettings(turn_ms=int(args.time * 1000), tolerance=args.tolerance)
    brain = GomocupSearcher([args.brain], settings)
    tally = Tally()
    results = []
    try:
        for index in range(args.first - 1, args.first - 1 + args.games):
            fields = play_game(args, index, brain)
            with args.out.open("a", encoding="utf-8") as out:
                out.write("\t".join(fields) + "\n")
            tally = tally.record(fields[3])
            results.append((fields[2], fields[3]))
            logger.info(
                "game %s (%s for us, %s): %s, %s; %d-%d-%d so far",
                fields[0],
                fields[2],
                fields[1],
                fields[3],
                fields[4],
                tally.wins,
                tally.draws,
                tally.losses,
            )
    except KeyboardInterrupt:
        logger.info("interrupted")
    finally:
        brain.close()
    print("\n".join(score_lines(results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
