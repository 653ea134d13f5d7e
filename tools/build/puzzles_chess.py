"""Chess puzzles for ``python -m tools.build.puzzles chess``: positions from seeded games of
our engine against itself (no Qt).

Each game starts with a few random plies, then the two sides play the compiled engine at
fixed depths of a :data:`PAIRINGS` pair (a weak side, a stronger one); the weak side
plays a random move :data:`BLUNDER_SHARE` of the time.  After every move a shallow
screen search scores the position; a puzzle is tried where the side that just moved
stood roughly even before (within :data:`EVEN_CP`) and the side now to move is well
ahead (the mover's mistake), and kept when
:meth:`~app.services.puzzle_chess.ChessOracle.make_puzzle` makes one of it that is not a
plain recapture on the square just captured on and that the deeper search of
:meth:`~app.services.puzzle_chess.ChessOracle.check_puzzle` confirms.  Every search has
a fixed depth and a cleared table, and game ``i`` draws from its own generator (the seed
and ``i``), so the same seed gives the same puzzles on any machine and with any number of
processes: :func:`chess_puzzles` plays the games in blocks of :data:`BLOCK_GAMES` as
check-pointed work units (:mod:`tools.build.work_units`) and keeps the puzzles in game
order.  No outside engine (Stockfish) plays: its games would only repeat with its own
fixed version.
"""

from __future__ import annotations

import json
import math
import random
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from app.services.puzzle_chess import ADVANTAGE_CP, ChessOracle
from app.services.puzzles import Puzzle, PuzzleError
from engine.search import Limits, is_proven
from games.chess.rules import ChessState
from games.registry import get_game
from tools.build.work_units import CheckpointDirectory, Runner, WorkUnit

PAIRINGS = ((1, 3), (2, 3), (1, 5), (2, 5), (3, 5))
"""Search depths (plies) of the weak and the strong side of a game."""
OPENING_PLIES = (2, 8)
"""Fewest and most random plies a game starts with."""
BLUNDER_SHARE = 0.15
"""Share of the weak side's moves that are random."""
MAX_PLIES = 140
SCREEN_DEPTH = 3
EVEN_CP = 150
"""Most the mover may have been ahead or behind before its mistake (centipawns)."""
BLOCK_GAMES = 8
"""Games in one work unit."""


class GameWalker:
    """Seeded games of the engine against itself and the puzzles they leave."""

    def __init__(self, oracle: ChessOracle, seed: int) -> None:
        from games.chess.compiled.searcher import CompiledChessSearcher

        self.oracle = oracle
        self.seed = seed
        self._player = CompiledChessSearcher(16)

    def _score(self, state: ChessState, depth: int) -> tuple[str, int]:
        """The engine's move and score (side to move) searched ``depth`` plies."""
        self._player.clear()
        result = self._player.search(state, Limits(depth=depth), history=state.history)
        return state.move_text(result.best_move), result.score

    def game(self, index: int) -> Iterator[Puzzle]:
        """The puzzles of game ``index`` in the order it finds them (maybe repeated)."""
        rng = random.Random(f"chess:{self.seed}:{index}")
        weak, strong = rng.choice(PAIRINGS)
        weak_side = rng.randrange(2)
        state: ChessState = self.oracle.spec.new_state()  # type: ignore[assignment]
        moves: list[str] = []
        for _ in range(rng.randint(*OPENING_PLIES)):
            if state.outcome() is not None:
                return
            text = state.move_text(rng.choice(state.legal_moves()))
            moves.append(text)
            state = state.play(state.parse_move(text))
        screened: tuple[str, int] | None = None  # the screen search of ``state``, if made
        while state.outcome() is None and len(moves) < MAX_PLIES:
            depth = weak if state.to_move == weak_side else strong
            best, before = screened or self._score(state, SCREEN_DEPTH)
            screened = None
            if state.to_move == weak_side and rng.random() < BLUNDER_SHARE:
                text = state.move_text(rng.choice(state.legal_moves()))
            else:
                text = self._score(state, depth)[0] if depth != SCREEN_DEPTH else best
            captured = state.board.is_capture(state.parse_move(text))
            moves.append(text)
            state = state.play(state.parse_move(text))
            if state.outcome() is not None or abs(before) > EVEN_CP or is_proven(before):
                continue
            screened = self._score(state, SCREEN_DEPTH)
            if screened[1] < ADVANTAGE_CP:
                continue
            try:
                puzzle = self.oracle.make_puzzle(moves)
            except PuzzleError:
                continue
            recapture = captured and puzzle.solution[0][2:4] == text[2:4]
            if puzzle.goal.kind == "advantage" and recapture:
                continue
            if not self.oracle.check_puzzle(puzzle):  # the deeper search confirms it
                yield puzzle


def games_block(seed: int, first: int, count: int) -> bytes:
    """A work unit: the puzzles of games ``first`` to ``first + count - 1`` of ``seed``,
    one JSON object a line in game order."""
    walker = GameWalker(ChessOracle(get_game("chess")), seed)
    rows = [
        json.dumps(puzzle.as_json())
        for index in range(first, first + count)
        for puzzle in walker.game(index)
    ]
    return "\n".join(rows).encode()


def chess_puzzles(
    seed: int, count: int, jobs: int = 1, work: Path | None = None, progress: bool = False
) -> list[Puzzle]:
    """The first ``count`` puzzles of ``seed``'s games in game order, each position once,
    the games played ``jobs`` blocks at a time and check-pointed in ``work`` (a temporary
    folder if none: a build killed and given the same ``work`` resumes)."""
    with tempfile.TemporaryDirectory() as scratch:
        checkpoints = CheckpointDirectory(
            work or Path(scratch), {"game": "chess", "seed": seed, "block_games": BLOCK_GAMES}
        )
        puzzles: list[Puzzle] = []
        seen: set[str] = set()
        with Runner(jobs) as runner:
            block = 0
            while len(puzzles) < count:
                per_block = len(puzzles) / block if block else 0.0
                wanted = math.ceil((count - len(puzzles)) / per_block) if per_block else jobs
                units = [
                    WorkUnit(f"games-{index:05d}", (index * BLOCK_GAMES, BLOCK_GAMES))
                    for index in range(block, block + max(jobs, wanted))
                ]
                block += len(units)
                for data in runner.run(games_block, units, checkpoints, common=(seed,)):
                    for line in data.decode().splitlines():
                        puzzle = Puzzle.from_json(json.loads(line))
                        if puzzle.position not in seen and len(puzzles) < count:
                            seen.add(puzzle.position)
                            puzzles.append(puzzle)
                if progress:
                    print(f"\rchess: {len(puzzles)}/{count}", end="", file=sys.stderr, flush=True)
        if progress:
            print(file=sys.stderr)
        return puzzles
