"""Which colour wins each balanced gomoku opening when one engine plays both sides.

Plays one game from each opening of ``resources/gomoku/openings.txt`` (``--first``
from 1, ``--count`` of them) with the same engine on both sides: a Gomocup brain
(``--brain``, ``--time`` seconds a move, one process per colour) or our compiled engine
(``--nodes`` a move). An engine that repeats itself would play the same game again with
the colours swapped, so one game an opening tells which colour the opening favours in
that engine's hands. Each game is appended to ``--out`` (tab separated: number,
opening, winner ``Black``, ``White`` or ``draw``, plies, the moves); the totals go to
standard output. ``tools/match/gomoku_summary.py --self-play`` sets a match against
these winners.

    nice -n 5 python -m tools.match.gomoku_colour_bias --brain /tmp/aiwine/pbrain-wine --time 2 \\
        --first 1 --count 25 --out aiwine-self.tsv
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.client import BrainSettings, GomocupSearcher  # noqa: E402
from engine.search import Limits, Searcher  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402
from games.mnk.compiled.searcher import WARM_UP, CompiledGomokuSearcher  # noqa: E402
from games.mnk.openings import Opening, balanced_openings  # noqa: E402
from games.registry import get_game  # noqa: E402
from tools.match.gomoku_summary import COLOURS  # noqa: E402


def self_play(opening: Opening, players: tuple[Searcher, Searcher], limits: Limits) -> list[str]:
    """The record fields of one game from ``opening``, ``players[0]`` playing Black."""
    state = get_game("gomoku").replay(list(opening.moves))
    moves = list(opening.moves)
    while (outcome := state.outcome()) is None:
        move = players[state.to_move].search(state, limits).best_move
        moves.append(state.move_text(move))
        state = state.play(move)
    winner = "draw" if outcome.winner is None else COLOURS[outcome.winner]
    return [" ".join(opening.moves), winner, str(len(moves)), " ".join(moves)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    engine = parser.add_mutually_exclusive_group(required=True)
    engine.add_argument("--brain", help="a Gomocup brain's executable")
    engine.add_argument("--nodes", type=int, help="our compiled engine, nodes a move")
    parser.add_argument("--time", type=float, default=2.0, help="the brain's seconds a move")
    parser.add_argument("--first", type=int, default=1, help="first opening (from 1)")
    parser.add_argument("--count", type=int, default=50, help="openings to play")
    parser.add_argument("--out", type=Path, required=True, help="record file (appended to)")
    args = parser.parse_args()
    if args.brain:
        settings = BrainSettings(turn_ms=int(args.time * 1000), tolerance=60)
        players = (GomocupSearcher([args.brain], settings), GomocupSearcher([args.brain], settings))
        limits = Limits(time=args.time)
    else:
        warm_up(WARM_UP)
        players = (CompiledGomokuSearcher(), CompiledGomokuSearcher())
        limits = Limits(nodes=args.nodes)
    openings = balanced_openings()[args.first - 1 : args.first - 1 + args.count]
    winners: Counter[str] = Counter()
    try:
        for number, opening in enumerate(openings, start=args.first):
            fields = [str(number), *self_play(opening, players, limits)]
            with args.out.open("a", encoding="utf-8") as out:
                out.write("\t".join(fields) + "\n")
            winners[fields[2]] += 1
    finally:
        for player in players:
            if isinstance(player, GomocupSearcher):
                player.close()
    print(
        f"openings: {sum(winners.values())}; Black won {winners['Black']}, "
        f"White {winners['White']}, drawn {winners['draw']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
