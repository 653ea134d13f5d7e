"""Chess puzzles for ``python -m tools.build.puzzles chess``: positions from seeded games of
our engine against itself and against an outside engine (no Qt).

Each game starts with a few random plies, then the two sides play the compiled engine at
fixed depths of a :data:`PAIRINGS` pair (a weak side, a stronger one); the weak side
plays a random move :data:`BLUNDER_SHARE` of the time.  In the games against an outside
UCI engine (``--outside N``: Stockfish), the strong side is that engine at
:data:`OUTSIDE_NODES` nodes a move and the weak side ours at a depth of
:data:`OUTSIDE_WEAK_DEPTHS`, blundering as before.  After every move a shallow
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
order.  The outside engine plays by nodes on one thread, started afresh for each block, so
its games repeat too, but only with the same build of it: the shipped set's were played by
Stockfish 15.1 (``apt-get install stockfish``), whose name the check-points record.
"""

from __future__ import annotations

import json
import math
import random
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from app.protocols.uci.client import UciSearcher
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
BATCH_BLOCKS = 8
"""Most blocks a process is given before the puzzles found so far are counted (the blocks
needed are estimated from those played; too many would play blocks no puzzle is taken from)."""
OUTSIDE_NODES = 300
"""Nodes a move of the outside engine.  Stockfish 15.1 at 300 nodes still beats our side;
stronger, it wins before a position is even when a side errs (at 1,000 nodes against
depths 3 and 5: no puzzle in 24 games; at 300 against 2 and 3: 5)."""
OUTSIDE_WEAK_DEPTHS = (2, 3)
"""Search depths (plies) of our side in the games against the outside engine."""


class GameWalker:
    """Seeded games of the engine against itself and the puzzles they leave."""

    def __init__(self, oracle: ChessOracle, seed: int, outside: UciSearcher | None = None) -> None:
        from games.chess.compiled.searcher import CompiledChessSearcher

        self.oracle = oracle
        self.seed = seed
        self._player = CompiledChessSearcher(16)
        self._outside = outside
        """The strong side of every game when given (the caller closes it)."""

    def _score(self, state: ChessState, depth: int) -> tuple[str, int]:
        """The engine's move and score (side to move) searched ``depth`` plies."""
        self._player.clear()
        result = self._player.search(state, Limits(depth=depth), history=state.history)
        return state.move_text(result.best_move), result.score

    def _move(self, state: ChessState, depth: int | None, screened: str) -> str:
        """The move of the side to move searched ``depth`` plies (``None``: the outside
        engine's); ``screened`` is the move of the screen search."""
        if depth is None:
            assert self._outside is not None
            return state.move_text(
                self._outside.search(state, Limits(nodes=OUTSIDE_NODES)).best_move
            )
        return self._score(state, depth)[0] if depth != SCREEN_DEPTH else screened

    def game(self, index: int) -> Iterator[Puzzle]:
        """The puzzles of game ``index`` in the order it finds them (maybe repeated)."""
        if self._outside is None:
            rng = random.Random(f"chess:{self.seed}:{index}")
            weak, strong = rng.choice(PAIRINGS)
        else:
            rng = random.Random(f"chess-outside:{self.seed}:{index}")
            weak, strong = rng.choice(OUTSIDE_WEAK_DEPTHS), None
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
                text = self._move(state, depth, best)
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


def games_block(seed: int, first: int, count: int, outside: str | None = None) -> bytes:
    """A work unit: the puzzles of games ``first`` to ``first + count - 1`` of ``seed``
    (against the engine ``outside`` runs, when given), one JSON object a line in game order."""
    engine = None if outside is None else UciSearcher(outside)
    try:
        walker = GameWalker(ChessOracle(get_game("chess")), seed, engine)
        rows = [
            json.dumps(puzzle.as_json())
            for index in range(first, first + count)
            for puzzle in walker.game(index)
        ]
    finally:
        if engine is not None:
            engine.close()
    return "\n".join(rows).encode()


def engine_name(command: str) -> str:
    """The ``id name`` of the UCI engine ``command`` runs (e.g. ``Stockfish 15.1``)."""
    engine = UciSearcher(command)
    try:
        engine.options()  # starts the engine, which reads its id
        return engine.engine_id
    finally:
        engine.close()


def chess_puzzles(
    seed: int,
    count: int,
    jobs: int = 1,
    work: Path | None = None,
    progress: bool = False,
    outside: str | None = None,
    known: frozenset[str] = frozenset(),
) -> list[Puzzle]:
    """The first ``count`` puzzles of ``seed``'s games (against the engine ``outside`` runs,
    when given) in game order, each position once and none of ``known``, the games played
    ``jobs`` blocks at a time and check-pointed in ``work`` (a temporary folder if none: a
    build killed and given the same ``work`` resumes)."""
    parameters: dict[str, object] = {"game": "chess", "seed": seed, "block_games": BLOCK_GAMES}
    label = "chess"
    if outside is not None:
        label = engine_name(outside)
        parameters |= {"outside": label, "outside_nodes": OUTSIDE_NODES}
    with tempfile.TemporaryDirectory() as scratch:
        checkpoints = CheckpointDirectory(work or Path(scratch), parameters)
        puzzles: list[Puzzle] = []
        seen = set(known)
        with Runner(jobs) as runner:
            block = 0
            while len(puzzles) < count:
                per_block = len(puzzles) / block if block else 0.0
                wanted = math.ceil((count - len(puzzles)) / per_block) if per_block else jobs
                batch = max(jobs, min(wanted, BATCH_BLOCKS * jobs))
                units = [
                    WorkUnit(f"games-{index:05d}", (index * BLOCK_GAMES, BLOCK_GAMES, outside))
                    for index in range(block, block + batch)
                ]
                block += len(units)
                for data in runner.run(games_block, units, checkpoints, common=(seed,)):
                    for line in data.decode().splitlines():
                        puzzle = Puzzle.from_json(json.loads(line))
                        if puzzle.position not in seen and len(puzzles) < count:
                            seen.add(puzzle.position)
                            puzzles.append(puzzle)
                if progress:
                    print(f"\r{label}: {len(puzzles)}/{count}", end="", file=sys.stderr, flush=True)
        if progress:
            print(file=sys.stderr)
        return puzzles
