"""Replay the expert's side of recorded Connect Four games: time each answer, check each move.

Reads a record written by ``plyboard arena connect4 --record FILE``.  For every
game and every colour ``expert`` played, a fresh expert (as in the arena) answers
each of its positions in order, timed; a separate solver then checks that the
move keeps the position's exact score (fastest win, slowest loss), from
``--min-stones`` stones on; earlier answers are counted, by whether the book gave
them (the book's own tests check its entries against the solver).

With ``--positions``, the record is a benchmark file instead (``../shared/data/
connect4``: moves and exact score per line): a fresh expert answers each of a
seeded sample of its positions cold, and the file's score checks the move.

With ``--losses``, nothing is replayed: for every recorded game expert lost, a
weak solve (``--nodes`` per position) of each position with expert to move,
from the last back to the end of the random opening, finds the last one not
proven lost, and says whether it was proven (a wrong move) or left open; with
``--columns NODES``, also which of that position's columns a weak solve of NODES
proves lost (could expert have been warned off the move it played?).

    plyboard arena connect4 --players expert hard --games 200 --record /tmp/c4.txt
    python -m tools.match.connect4_expert /tmp/c4.txt
    python -m tools.match.connect4_expert ../shared/data/connect4/Test_L1_R3 --positions \\
        --sample 100
    plyboard ladder connect4-8x7 --adjacent --games 200 --record /tmp/c87.txt
    python -m tools.match.connect4_expert /tmp/c87.txt --losses --game connect4-8x7
    python -m tools.match.connect4_expert /tmp/c87.txt --losses --game connect4-8x7 \\
        --columns 3000000
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine.player import choose_move
from engine.search import StopReason
from games.connect4.compiled.solver import Solver
from games.connect4.rules import Connect4State
from games.registry import get_game
from tools.bench.connect4 import read_positions

EXPERT = "expert"


def keeps_the_score(solver: Solver, state: Connect4State, column: int, score: int) -> bool:
    """Whether ``column`` keeps ``score``, the exact score of ``state``."""
    child = state.play(column)
    if child.outcome() is not None:
        return child.outcome().winner is not None or score == 0
    return solver.at_most(child, -score)


@dataclass
class Tally:
    """Expert's answers so far: times and wrong moves from ``min_stones`` stones on."""

    min_stones: int
    seconds: list[float] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    book_answers: int = 0
    unchecked: int = 0
    fallbacks: int = 0

    def answer(self, searcher, level, state: Connect4State, score_of, where: str) -> None:
        """Let expert answer ``state``; check its move against ``score_of(state)``."""
        started = time.perf_counter()
        decision = choose_move(searcher, state, level, random.Random(0))
        elapsed = time.perf_counter() - started
        result = decision.result
        if state.moves_played < self.min_stones:
            self.unchecked += 1
            self.book_answers += result is not None and result.stop_reason is StopReason.BOOK
            return
        self.seconds.append(elapsed)
        self.fallbacks += result is not None and not result.exact
        if not keeps_the_score(VERIFIER, state, decision.move, score_of(state)):
            self.wrong.append(f"{where}: {state.to_text()} column {decision.move + 1}")

    def report(self) -> None:
        print(f"expert moves checked against the solver: {len(self.seconds)}")
        print(f"not optimal: {len(self.wrong)}")
        for entry in self.wrong:
            print(f"  not optimal: {entry}")
        print(f"expert moves with fewer than {self.min_stones} stones: {self.book_answers} from")
        print(f"  the book, {self.unchecked - self.book_answers} from the solver or its fallback")
        if self.seconds:
            print(
                f"with >= {self.min_stones} stones: {len(self.seconds)} answers, "
                f"median {statistics.median(self.seconds):.3f} s, max {max(self.seconds):.3f} s, "
                f"{self.fallbacks} not proven within the budget"
            )


VERIFIER = Solver()


def solved_score(state: Connect4State) -> int:
    return VERIFIER.solve(state).score


def recorded_games(path: Path) -> list[list[str]]:
    """The games of an arena record: number, first player, second player, result, moves."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


def replay_games(path: Path, games: int | None, tally: Tally) -> None:
    """Expert's side of every recorded game, a fresh expert per game and colour."""
    spec = get_game("connect4")
    level = spec.levels[EXPERT]
    for number, first, second, _result, moves in recorded_games(path)[:games]:
        for colour, player in enumerate((first, second)):
            if player != EXPERT:
                continue
            searcher = spec.searcher(level.algorithm, random.Random(0))
            state = spec.new_state()
            for text in moves.split():
                if state.to_move == colour:
                    tally.answer(searcher, level, state, solved_score, f"game {number}")
                state = state.play(state.parse_move(text))
        print(f"game {number}: {len(tally.seconds)} moves checked so far", flush=True)


def scan_losses(
    path: Path, game: str, opening_plies: int, nodes: int, column_nodes: int | None
) -> None:
    """Where each game expert lost stopped being open, by weak solves backwards; with
    ``column_nodes``, which columns of that last open position are proven lost."""
    spec = get_game(game)
    solver: Solver | None = None
    for number, first, second, result, moves in recorded_games(path):
        if EXPERT not in (first, second) or result not in ("1-0", "0-1"):
            continue
        expert = (first, second).index(EXPERT)
        if result == ("1-0", "0-1")[expert]:
            continue
        states = [spec.new_state()]
        for text in moves.split():
            states.append(states[-1].play(states[-1].parse_move(text)))
        if solver is None:
            solver = Solver(states[0].geometry.width, states[0].geometry.height)
        side = ("Red", "Yellow")[expert]
        for stones in range(len(states) - 2, opening_plies - 1, -1):
            if stones % 2 != expert:
                continue
            solution = solver.solve(states[stones], weak=True, node_limit=nodes)
            if solution.high >= 0:
                verdict = "proven not lost" if solution.low >= 0 else "not proven"
                print(f"game {number} ({side}): {verdict} with {stones} stones, then lost")
                if column_nodes is not None:
                    played = states[stones + 1].mask ^ states[stones].mask
                    print("  " + columns_lost(solver, states[stones], played, column_nodes))
                break
        else:
            print(f"game {number} ({side}): lost from the end of the random opening")


def columns_lost(solver: Solver, state: Connect4State, played: int, nodes: int) -> str:
    """Every column of ``state`` by whether a weak solve of ``nodes`` (a fresh table each)
    proves it lost; ``played`` is the stone the game played there."""
    verdicts = []
    for column in state.legal_moves():
        child = state.play(column)
        lost = False
        if child.outcome() is None:
            solver.clear()
            lost = solver.solve(child, weak=True, node_limit=nodes).low > 0
        mark = "*" if state.landing_bit(column) == played else ""
        verdicts.append(f"{column + 1}{mark} {'lost' if lost else 'open'}")
    return "columns (* played): " + ", ".join(verdicts)


def answer_positions(path: Path, sample: int, seed: int, tally: Tally) -> None:
    """Expert's answer to a seeded sample of a benchmark file's positions, each cold."""
    spec = get_game("connect4")
    level = spec.levels[EXPERT]
    entries = [
        (state, score)
        for state, score in read_positions(path, None)
        if state.moves_played >= tally.min_stones
    ]
    for number, (state, score) in enumerate(random.Random(seed).sample(entries, sample), 1):
        searcher = spec.searcher(level.algorithm, random.Random(0))
        tally.answer(searcher, level, state, lambda _state, s=score: s, f"{path.name} {number}")
        print(f"{number}: {state.to_text()} in {tally.seconds[-1]:.2f} s", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path)
    parser.add_argument("--min-stones", type=int, default=8)
    parser.add_argument("--games", type=int, default=None, help="check only the first N games")
    parser.add_argument(
        "--positions", action="store_true", help="RECORD is a benchmark file of positions"
    )
    parser.add_argument("--sample", type=int, default=100, help="positions to answer")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample")
    parser.add_argument("--losses", action="store_true", help="scan expert's lost games")
    parser.add_argument("--game", default="connect4", help="board of the record (--losses)")
    parser.add_argument("--opening-plies", type=int, default=2, help="random plies (--losses)")
    parser.add_argument("--nodes", type=int, default=20_000_000, help="per solve (--losses)")
    parser.add_argument(
        "--columns",
        type=int,
        default=None,
        metavar="NODES",
        help="with --losses: weak-solve every column of the last open position, NODES each",
    )
    args = parser.parse_args()

    if args.losses:
        scan_losses(args.record, args.game, args.opening_plies, args.nodes, args.columns)
        return 0

    tally = Tally(args.min_stones)
    get_game("connect4").warm_up()  # compile the solver before the clock runs
    if args.positions:
        answer_positions(args.record, args.sample, args.seed, tally)
    else:
        replay_games(args.record, args.games, tally)
    tally.report()
    return 1 if tally.wrong else 0


if __name__ == "__main__":
    sys.exit(main())
