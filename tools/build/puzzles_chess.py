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
a fixed depth and a cleared table, so the same seed gives the same puzzles on any machine.
No outside
engine (Stockfish) plays: its games would only repeat with its own fixed version.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from app.services.puzzle_chess import ADVANTAGE_CP, ChessOracle
from app.services.puzzles import Puzzle, PuzzleError
from engine.search import Limits, is_proven
from games.chess.rules import ChessState

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


class GameWalker:
    """Seeded games of the engine against itself and the puzzles they leave."""

    def __init__(self, oracle: ChessOracle, seed: int) -> None:
        from games.chess.compiled.searcher import CompiledChessSearcher

        self.oracle = oracle
        self.rng = random.Random(f"chess:{seed}")
        self._player = CompiledChessSearcher(16)

    def _score(self, state: ChessState, depth: int) -> tuple[str, int]:
        """The engine's move and score (side to move) searched ``depth`` plies."""
        self._player.clear()
        result = self._player.search(state, Limits(depth=depth), history=state.history)
        return state.move_text(result.best_move), result.score

    def puzzles(self) -> Iterator[Puzzle]:
        """Puzzles in the order the seeded games find them, each position once."""
        seen: set[str] = set()
        while True:
            for puzzle in self._game():
                if puzzle.position not in seen:
                    seen.add(puzzle.position)
                    yield puzzle

    def _game(self) -> Iterator[Puzzle]:
        rng = self.rng
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
        while state.outcome() is None and len(moves) < MAX_PLIES:
            depth = weak if state.to_move == weak_side else strong
            best, before = self._score(state, SCREEN_DEPTH)
            if state.to_move == weak_side and rng.random() < BLUNDER_SHARE:
                text = state.move_text(rng.choice(state.legal_moves()))
            else:
                text = self._score(state, depth)[0] if depth != SCREEN_DEPTH else best
            captured = state.board.is_capture(state.parse_move(text))
            moves.append(text)
            state = state.play(state.parse_move(text))
            if state.outcome() is not None or abs(before) > EVEN_CP or is_proven(before):
                continue
            after = self._score(state, SCREEN_DEPTH)[1]
            if after < ADVANTAGE_CP:
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
