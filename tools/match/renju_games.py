"""Check recorded renju games: no move of Black's is a forbidden point.

Reads an arena record (``plyboard arena gomoku-renju ... --record FILE``; tab
separated, the moves last) and replays every game on the rules, which refuse a
forbidden point.  Prints the games checked, Black's moves, and how many of those
moves were made in positions that had forbidden points to avoid.

    plyboard arena gomoku-renju --players easy beginner --games 200 --record /tmp/renju.tsv
    /work/main/.venv/bin/python -m tools.match.renju_games /tmp/renju.tsv
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from engine.game_api import IllegalMoveError  # noqa: E402
from games.mnk.renju import RenjuState  # noqa: E402
from games.registry import get_game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path)
    args = parser.parse_args()
    spec = get_game("gomoku-renju")
    games = black_moves = near_forbidden = 0
    for number, line in enumerate(args.record.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        moves = line.split("\t")[-1].split()
        state = spec.new_state()
        for index, text in enumerate(moves, start=1):
            assert isinstance(state, RenjuState)
            if state.to_move == 0:
                black_moves += 1
                near_forbidden += bool(state.forbidden_points())
            try:
                state = state.play(state.parse_move(text))
            except IllegalMoveError as error:
                print(f"line {number}, move {index}: {error}")
                return 1
        games += 1
    print(
        f"{games} games, {black_moves} moves by Black, none forbidden; "
        f"{near_forbidden} of them in positions with forbidden points"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
