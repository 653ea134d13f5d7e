"""How often each level finds a puzzle's first move, by the puzzle's rating band.

The shipped set of GAME is cut into three bands of equal size by rating (easiest third,
middle, hardest third); from each band ``--per-band`` puzzles are drawn with the seed,
and every level plays its move in each puzzle's position (a level's own random generator,
seeded with ``--seed``, not the ratings' one), found when it is one of the puzzle's
accepted first moves.  A calibrated rating has each level
find more of the easy puzzles than of the hard ones, and the stronger levels more.

    python -m tools.bench.puzzle_levels connect4 --per-band 10
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from app.services.puzzles import Puzzle, load_shipped, puzzle_position
from engine.player import choose_move
from games.registry import get_game

BANDS = ("easiest third", "middle third", "hardest third")


def bands(puzzles: tuple[Puzzle, ...], per_band: int, seed: int) -> list[list[Puzzle]]:
    """``per_band`` puzzles drawn from each third of ``puzzles`` (sorted by rating)."""
    rng = random.Random(seed)
    third = len(puzzles) // 3
    cuts = [puzzles[:third], puzzles[third : 2 * third], puzzles[2 * third :]]
    return [
        sorted(rng.sample(cut, min(per_band, len(cut))), key=lambda p: p.rating) for cut in cuts
    ]


def found_share(game: str, level_name: str, puzzles: list[Puzzle], seed: int) -> float:
    """The share of ``puzzles`` whose first move ``level_name`` finds: one of the
    puzzle's accepted first moves (which ``--check`` verified with the game's engine)."""
    spec = get_game(game)
    rng = random.Random(seed)
    found = 0
    for puzzle in puzzles:
        state = puzzle_position(spec, puzzle.moves)
        level = spec.level(level_name, state.to_move)
        searcher = spec.searcher(level.algorithm, rng)
        move = choose_move(searcher, state, level, rng).move
        found += state.move_text(move) in puzzle.solution
    return found / len(puzzles)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a game with a shipped puzzle set")
    parser.add_argument("--per-band", type=int, default=10, help="puzzles per rating band")
    parser.add_argument("--seed", type=int, default=1, help="seed of the draw and the levels")
    args = parser.parse_args(argv)
    spec = get_game(args.game)
    if spec.warm_up is not None:
        spec.warm_up()
    drawn = bands(load_shipped(spec.name).puzzles, args.per_band, args.seed)
    header = " | ".join(
        f"{name} ({band[0].rating}-{band[-1].rating})"
        for name, band in zip(BANDS, drawn, strict=True)
    )
    print(f"| level | {header} |")
    print("|---|" + "---:|" * len(drawn))
    for level_name in spec.levels:
        started = time.perf_counter()
        shares = [found_share(spec.name, level_name, band, args.seed) for band in drawn]
        cells = " | ".join(f"{share:.0%}" for share in shares)
        print(f"| {level_name} | {cells} |", flush=True)
        print(f"{level_name}: {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
