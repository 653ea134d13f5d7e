"""How long ``expert`` stays in its opening book: plies played from the book per game.

    python -m tools.bench.chess_book_depth                       # expert against expert, 500 games
    python -m tools.bench.chess_book_depth --opponent hard --games 50

Each game starts from the standard position with the arena's seeding (one generator
per game and colour).  ``expert`` draws its book moves as it does in play; the game
stops at the first position where a player's move is not from the book (``expert``
out of book, or the opponent's own move leaving it) and the number of plies played
until then is counted.  Prints the median, quartiles, mean and the largest count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from engine.player import choose_move  # noqa: E402
from games.chess import spec  # noqa: E402
from games.chess.book import shipped_book  # noqa: E402

MAX_PLIES = 60
"""A game longer in the book than this stops counting (none is)."""


def book_plies(opponent: str, seed: str, game: int) -> int:
    """Plies of game ``game`` played while the position is in the book."""
    chess_spec = spec()
    book = shipped_book()
    levels = ["expert", opponent] if game % 2 == 0 else [opponent, "expert"]
    rngs = [random.Random(f"{seed}/game/{game}/{colour}") for colour in (0, 1)]
    searchers = [
        chess_spec.searcher(chess_spec.level(name).algorithm, rng)
        for name, rng in zip(levels, rngs, strict=True)
    ]
    state = chess_spec.new_state()
    for ply in range(MAX_PLIES):
        colour = state.to_move
        book_moves = {entry.move for entry in book.moves(state.board)}
        if not book_moves:
            return ply
        level = chess_spec.level(levels[colour])
        move = choose_move(searchers[colour], state, level, rngs[colour]).move
        if move not in book_moves:
            return ply
        state = state.play(move)
    return MAX_PLIES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--opponent", default="expert", help="the other side's level")
    parser.add_argument("--seed", default="book-depth")
    args = parser.parse_args(argv)
    counts = sorted(book_plies(args.opponent, args.seed, game) for game in range(args.games))
    quartiles = statistics.quantiles(counts, n=4)
    print(
        f"expert vs {args.opponent}, {args.games} games: plies in the book median "
        f"{statistics.median(counts):g}, quartiles {quartiles[0]:g}-{quartiles[2]:g}, "
        f"mean {statistics.mean(counts):.1f}, max {counts[-1]}; book "
        f"{len(shipped_book())} positions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
