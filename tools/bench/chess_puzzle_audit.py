"""Chess puzzles judged by an outside engine: does another move win as well?

A "win material" puzzle promises one clear solution: our engine's deeper search scored
every other move at least :data:`~app.services.puzzle_chess.MARGIN_CP` worse.  This tool
asks a stronger engine (Stockfish) to score every legal move of a seeded sample of the
shipped puzzles (``multipv`` all, to ``--depth`` plies) and counts the puzzles where,
by its scores, another move also wins (scores at least
:data:`~app.services.puzzle_chess.ADVANTAGE_CP` and within ``MARGIN_CP`` of the
solution) or beats the solution outright.

    python -m tools.bench.chess_puzzle_audit --sample 150 --depth 14
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from collections.abc import Mapping

import chess
import chess.engine

from app.services.puzzle_chess import ADVANTAGE_CP, MARGIN_CP
from app.services.puzzles import load_shipped
from games.chess.rules import ChessState
from games.registry import get_game

MATE_CP = 100_000
"""A mate's score in the outside engine's centipawns."""
BEATEN_BY_CP = 50
"""How much better another move must score to beat the solution (the engine's noise)."""


def verdict(scores: Mapping[str, int], solution: tuple[str, ...]) -> str:
    """``ok``, ``another move wins too`` or ``another move is better``, by ``scores``
    (centipawns, side to move, every legal move)."""
    best_solution = max(scores[move] for move in solution)
    others = [score for move, score in scores.items() if move not in solution]
    best_other = max(others, default=-MATE_CP)
    if best_other > best_solution + BEATEN_BY_CP:
        return "another move is better"
    if best_other >= ADVANTAGE_CP and best_solution - best_other < MARGIN_CP:
        return "another move wins too"
    return "ok"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default="/usr/games/stockfish", help="a UCI engine")
    parser.add_argument("--sample", type=int, default=150, help="puzzles drawn")
    parser.add_argument("--depth", type=int, default=14, help="plies of every move's search")
    parser.add_argument("--seed", type=int, default=5, help="seed of the draw")
    args = parser.parse_args(argv)
    spec = get_game("chess")
    tactics = [p for p in load_shipped("chess").puzzles if p.goal.kind == "advantage"]
    sample = random.Random(args.seed).sample(tactics, min(args.sample, len(tactics)))
    counts: collections.Counter[str] = collections.Counter()
    engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    try:
        for puzzle in sample:
            state = spec.replay(puzzle.moves)
            assert isinstance(state, ChessState)
            board = state.board
            infos = engine.analyse(
                board, chess.engine.Limit(depth=args.depth), multipv=board.legal_moves.count()
            )
            scores = {
                info["pv"][0].uci(): info["score"].relative.score(mate_score=MATE_CP)
                for info in infos
            }
            found = verdict(scores, puzzle.solution)
            counts[found] += 1
            if found != "ok":
                ranked = sorted(scores.items(), key=lambda item: -item[1])[:3]
                print(f"{puzzle.id} {board.fen()} {found}: {ranked}", flush=True)
    finally:
        engine.quit()
    print(f"{len(sample)} puzzles: " + ", ".join(f"{k} {v}" for k, v in counts.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
