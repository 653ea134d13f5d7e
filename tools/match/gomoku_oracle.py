"""A Gomocup brain's view of every position of a recorded game: its move and its report.

Reads one game of a ``tools/match/gomoku_vs_gomocup.py`` record (``--out``: tab separated,
the moves in the eighth field), asks the brain afresh in each position from ply
``--from`` to ``--to`` (``--time`` seconds a move) and prints, per ply, who played (ours or the
brain), the move played, the brain's choice and the brain's last ``MESSAGE`` line
(AIWine's: ``node:446402 eval:-80``, its nodes and its value for the side to move,
100000 for a win it has found). Where the brain would have played another move than ours, the
game may have turned: positions to study and to test the engine on.

    python -m tools.match.gomoku_oracle /tmp/aiwine-match.tsv --game 10 \
        --brain /tmp/aiwine/pbrain-wine
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.protocols.gomocup.client import GomocupSearcher  # noqa: E402
from engine.search import Limits  # noqa: E402
from games.registry import get_game  # noqa: E402

COLOUR, MOVES = 2, 7
"""Fields of a record line: our colour (Black or White) and the game's moves."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path)
    parser.add_argument("--game", type=int, required=True, help="its number in the record")
    parser.add_argument("--brain", required=True, help="the brain's executable")
    parser.add_argument("--time", type=float, default=2.0, help="seconds a move")
    parser.add_argument("--from", dest="first", type=int, default=4, help="first ply asked")
    parser.add_argument("--to", dest="last", type=int, default=0, help="last ply asked")
    parser.add_argument("--variant", default="gomoku")
    args = parser.parse_args()
    fields = next(
        (
            line.rstrip("\n").split("\t")
            for line in args.record.read_text().splitlines()
            if line.split("\t", 1)[0] == str(args.game)
        ),
        None,
    )
    if fields is None:
        parser.error(f"no game {args.game} in {args.record}")
    moves = fields[MOVES].split()
    ours = 0 if fields[COLOUR] == "Black" else 1
    spec = get_game(args.variant)
    state = spec.new_state()
    print(f"game {args.game}: we are {fields[COLOUR]}, result {fields[3]}")
    for ply, text in enumerate(moves, start=1):
        if ply >= args.first and (not args.last or ply <= args.last) and state.outcome() is None:
            brain = GomocupSearcher([args.brain])
            try:
                result = brain.search(state, Limits(time=args.time))
            finally:
                brain.close()
            who = "ours " if state.to_move == ours else "brain"
            choice = state.move_text(result.best_move)
            mark = "  " if choice == text else "<>"
            print(f"ply {ply:3d} {who} played {text:4s} {mark} brain {choice:4s} {result.note}")
        state = state.play(state.parse_move(text))
    return 0


if __name__ == "__main__":
    sys.exit(main())
