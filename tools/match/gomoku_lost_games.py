"""Where our lost gomoku match games were lost: the first of our moves that left a forced win.

For each game of a match record (:mod:`tools.match.gomoku_vs_gomocup`) that we lost, replays
our moves after the opening and finds the first one after which the opponent has a win
by fours and threes (the compiled VCT, ``--moves`` attacker moves and ``--threes``
open threes, within ``--nodes``).  It reports that move, the length of the win it left,
whether the opponent had a win by threes before it (had they been to move: a threat our
move had to stop), and what our engine plays there given ``--search-nodes`` (its score
and whether its move leaves a win too).  Tab separated, one line a lost game; a game in
which no such move is found says so.

    python -m tools.match.gomoku_lost_games /tmp/match.1.tsv /tmp/match.51.tsv > lost.tsv
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from engine.search import Limits  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402
from games.mnk.compiled.searcher import WARM_UP, CompiledGomokuSearcher  # noqa: E402
from games.mnk.rules import MnkState  # noqa: E402
from games.registry import get_game  # noqa: E402
from tools.match.gomoku_summary import COLOURS, read_records  # noqa: E402

COLUMNS = (
    "game", "colour", "plies", "ply", "our move", "win left (plies)", "threat before",
    "engine's move", "engine's score", "win it leaves (plies)",
)  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, nargs="+", help="record files of one match")
    parser.add_argument("--game", default="gomoku", help="the variant the match was played in")
    parser.add_argument("--moves", type=int, default=16, help="attacker moves of the VCT")
    parser.add_argument("--threes", type=int, default=8, help="open threes of the VCT")
    parser.add_argument("--nodes", type=int, default=3_000_000, help="nodes a VCT may search")
    parser.add_argument("--search-nodes", type=int, default=1_500_000, help="our engine's nodes")
    args = parser.parse_args()
    spec = get_game(args.game)
    warm_up(WARM_UP)
    threats = CompiledGomokuSearcher()

    def win_left(state: MnkState, attacker: int) -> int:
        line = threats.win_by_threats(state, attacker, args.moves, args.threes, args.nodes)
        return len(line) if line else 0

    print("\t".join(COLUMNS))
    for game in read_records(args.records):
        if game.result != "loss":
            continue
        ours, moves = COLOURS.index(game.colour), game.moves
        row = [game.number, game.colour, str(len(moves))]
        for ply in range(len(game.opening.split()), len(moves) - 1):
            if ply % 2 != ours:
                continue
            before = spec.replay(moves[:ply])
            theirs = 1 - ours
            left = win_left(before.play(before.parse_move(moves[ply])), theirs)
            if not left:
                continue
            result = CompiledGomokuSearcher().search(before, Limits(nodes=args.search_nodes))
            row += [
                str(ply + 1), moves[ply], str(left), str(win_left(before, theirs) > 0),
                before.move_text(result.best_move), str(result.score),
                str(win_left(before.play(result.best_move), theirs)),
            ]  # fmt: skip
            break
        else:
            row.append("no move of ours left a win by threats")
        print("\t".join(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
