"""Build the Connect Four opening book with Plyboard's own solver.

The book covers every position with at most ``--max-stones`` stones that
``expert`` can meet when it plays its book moves from the empty board, as Red
(against every reply) and as Yellow (against every first move and every reply);
later positions the solver answers within ``expert``'s budget.  Each position is
solved exactly when that takes at most ``--exact-nodes`` nodes, otherwise first
as win, draw or loss (a *weak* entry) and at the end exactly, however long it
takes.  Mirror images are solved once; a position whose every reply the book
knows (the empty board) is worked out from them.

    python -m tools.build.connect4_book --all /tmp/book [--jobs N | --ray [ADDRESS]]

builds the whole book (Yellow's tree, its weak entries made exact, Red's tree,
its weak entries made exact, then the shipped, compressed file
``resources/connect4/book-7x6.txt.xz``, or ``--output``) in work units, each a
few positions (``--unit-size``) of one *wave*: the positions the book's walk
reaches that the book does not know yet.  Units run in this process, in
``--jobs`` processes, or as Ray tasks (``--ray`` for the cluster ``ray start``
made, ``--ray ADDRESS``, ``--ray local`` for an instance started for the run;
Ray is optional: ``pip install '.[cluster]'``).  Each finished unit is written
to its own file in DIR at once (temporary file, then rename), so a build killed
at any moment resumes where it stopped when started again with the same options,
and ends with the same book as an uninterrupted one: every position is solved
with a cleared transposition table, so its entry does not depend on which
process solved what before.  ``--width``/``--height`` build the book of another
board size (the tests build a small one).

The steps can also run by hand, one process each, sharing work files:
``--side red|yellow --work FILE`` builds one tree into a work file (``--prefix 4``
keeps to the positions after a first move in column 4, ``--opening-plies 2``
starts after any two plies, ``--shared`` reads other builders' work files before
each solve); ``--make-exact WORK... --work FILE``
solves weak entries again; ``--merge WORK...`` writes the book (later files
override earlier ones).  A work file gains one line per position as soon as it
is solved, ending with a comment that gives the nodes and CPU seconds it took,
so an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import argparse
import logging
import lzma
import sys
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

from app.services import cluster  # noqa: E402
from app.services.cluster import ClusterUnreachableError, RayNotInstalledError  # noqa: E402
from games.connect4.book import (  # noqa: E402
    BOOK_STONES,
    BookMove,
    OpeningBook,
    book_entries,
    book_line,
    book_path,
    canonical_code,
    entry_line,
)
from games.connect4.compiled.solver import WARM_UP, Solver  # noqa: E402
from games.connect4.evaluation import order_moves  # noqa: E402
from games.connect4.rules import Connect4State, geometry  # noqa: E402
from games.connect4.searcher import best_column  # noqa: E402
from games.kernels.warmup import warm_up  # noqa: E402
from tools.build.work_units import (  # noqa: E402
    CheckpointDirectory,
    CheckpointMismatchError,
    Runner,
    WorkUnit,
)

WIDTH, HEIGHT = 7, 6
EXACT_NODES = 400_000_000
"""Nodes an exact solve may take before the builder settles for win, draw or loss."""
UNIT_SIZE = 4
"""Positions per work unit of ``--all`` (one unit per weak entry made exact)."""


def solved_move(solver: Solver, state: Connect4State, exact_nodes: int) -> BookMove:
    """The book move of ``state``: exact when the solve fits in ``exact_nodes`` nodes."""
    solution = solver.solve(state, node_limit=exact_nodes)
    if solution.complete:
        return BookMove(best_column(solver, state, solution.score), solution.score, True)
    value = solver.solve(state, weak=True).score
    if value < 0:  # every column loses: the heuristic's favourite
        return BookMove(order_moves(state, state.legal_moves())[0], value, False)
    # A child worth at most -1 (or 0) for the opponent keeps the win (or the draw);
    # a draw's score is exactly 0.
    return BookMove(best_column(solver, state, value), value, value == 0)


class WorkFiles:
    """The entries other builders (running at the same time) have written so far."""

    def __init__(self, paths: list[Path]) -> None:
        self._sizes = dict.fromkeys(paths, -1)

    def read_into(self, book: OpeningBook) -> None:
        for path, size in self._sizes.items():
            if path.exists() and path.stat().st_size != size:
                text = path.read_text(encoding="ascii")
                self._sizes[path] = len(text.encode("ascii"))
                complete = text[: text.rfind("\n") + 1]  # a line may be half written
                book.read_lines(complete.splitlines(), path.name)


def derived_move(book: OpeningBook, state: Connect4State) -> BookMove | None:
    """The book move of ``state`` from its children's entries, when the book knows them all.

    (The empty board's children are the Yellow book's first positions.)
    """
    best: tuple[int, int, bool] | None = None  # score, column, exact
    every_child_exact = True
    for column in state.legal_moves():
        child = state.play(column)
        entry = book.lookup(child)
        if entry is None or child.outcome() is not None:
            return None
        every_child_exact &= entry.exact
        if best is None or -entry.score > best[0]:
            best = (-entry.score, column, entry.exact)
    if best is None:
        return None
    score, column, exact = best
    if not every_child_exact:  # only the sign of the best is certain
        return BookMove(column, (score > 0) - (score < 0), False)
    return BookMove(column, score, exact)


def build(
    work: Path,
    side: int,
    *,
    shared: list[Path] | tuple[()] = (),
    prefix: str = "",
    opening_plies: int = 0,
    max_stones: int = BOOK_STONES,
    exact_nodes: int = EXACT_NODES,
    width: int = WIDTH,
    height: int = HEIGHT,
) -> None:
    """Solve every position of ``side``'s tree (0 = Red) missing from ``work`` and ``shared``."""
    book = OpeningBook(width, height)
    files = WorkFiles([work, *shared])
    files.read_into(book)
    print(f"{len(book)} positions already known", flush=True)
    solver = Solver(width, height)
    started = time.perf_counter()
    for moves, state in book_line(book, side, max_stones, opening_plies):
        if not (moves.startswith(prefix) or prefix.startswith(moves)):
            continue
        files.read_into(book)
        if state in book:
            continue
        nodes, cpu = solver.total_nodes, time.process_time()
        move = derived_move(book, state) or solved_move(solver, state, exact_nodes)
        book.add(state, move)
        cpu = time.process_time() - cpu
        line = f"{entry_line(moves, move)}  # {solver.total_nodes - nodes} nodes {cpu:.2f} s"
        with work.open("a", encoding="ascii") as file:
            file.write(line + "\n")
        elapsed = time.perf_counter() - started
        print(f"[{elapsed:7.0f} s] {len(book):5d} {line}", flush=True)
    print(f"done: {len(book)} positions", flush=True)


def make_exact(works: list[Path], out: Path, width: int = WIDTH, height: int = HEIGHT) -> None:
    """Solve the weak entries of ``works`` exactly, however long it takes; append to ``out``."""
    solver = Solver(width, height)
    for work in works:
        lines = work.read_text(encoding="ascii").splitlines()
        for moves, state, weak in book_entries(lines, work.name, geometry(width, height)):
            if weak.exact:
                continue
            nodes, cpu = solver.total_nodes, time.process_time()
            if weak.score == 0:  # a draw's score is exact already
                move = BookMove(weak.column, 0, True)
            else:
                score = solver.solve(state).score
                move = BookMove(best_column(solver, state, score), score, True)
            cpu = time.process_time() - cpu
            entry = f"{entry_line(moves, move)}  # {solver.total_nodes - nodes} nodes {cpu:.2f} s"
            with out.open("a", encoding="ascii") as file:
                file.write(entry + "\n")
            print(entry, flush=True)


def merge(
    works: list[Path], output: Path | None = None, width: int = WIDTH, height: int = HEIGHT
) -> None:
    """Write the book of ``works`` (later files override earlier ones) to ``output``."""
    lines: dict[int, str] = {}
    for work in works:
        text = work.read_text(encoding="ascii").splitlines()
        for moves, state, move in book_entries(text, work.name, geometry(width, height)):
            lines[canonical_code(state)[0]] = entry_line(moves, move)
    write_book(lines.values(), output or book_path(width, height), width, height)


def write_book(entries: Iterable[str], path: Path, width: int, height: int) -> None:
    """Write the book file (xz) of ``entries`` (entry lines), shortest move lists first."""
    ordered = sorted(entries, key=lambda line: (len(line.split()[0]), line))
    header = (
        f"# Plyboard Connect Four opening book ({width}x{height}), "
        "built by tools/build/connect4_book.py\n"
        "# <moves> <column> <score> <exact|weak>: see games/connect4/book.py\n"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    with lzma.open(path, "wt", encoding="ascii", preset=9) as file:
        file.write(header + "\n".join(ordered) + "\n")
    exact = sum(line.endswith("exact") for line in ordered)
    print(f"wrote {path}: {len(ordered)} positions ({exact} exact), {path.stat().st_size} bytes")


# --- the book in check-pointed work units (--all) ------------------------------------------


def unit_solver(width: int, height: int) -> Solver:
    """The process's solver for the units of a ``width`` x ``height`` board (kept between
    units: its 128 MiB table is paged in once)."""
    return cluster.kept(("connect4 book solver", width, height), lambda: Solver(width, height))


def replay(width: int, height: int, moves: str) -> Connect4State:
    state = Connect4State.new(width, height)
    for digit in moves:
        state = state.play(state.parse_move(digit))
    return state


def solve_unit(width: int, height: int, exact_nodes: int, positions: tuple[str, ...]) -> bytes:
    """Work unit: the entry lines of ``positions`` (move lists), each solved from a clear table.

    Each line ends with a comment giving the nodes and CPU seconds it took.
    """
    solver = unit_solver(width, height)
    lines = []
    for moves in positions:
        state = replay(width, height, moves)
        solver.clear()
        nodes, cpu = solver.total_nodes, time.process_time()
        move = solved_move(solver, state, exact_nodes)
        cpu = time.process_time() - cpu
        lines.append(f"{entry_line(moves, move)}  # {solver.total_nodes - nodes} nodes {cpu:.2f} s")
    return ("\n".join(lines) + "\n").encode("ascii")


def exact_unit(width: int, height: int, moves: str, column: int, score: int) -> bytes:
    """Work unit: the exact entry line of a weak entry (``column``, ``score`` in {-1, 0, 1})."""
    solver = unit_solver(width, height)
    state = replay(width, height, moves)
    solver.clear()
    nodes, cpu = solver.total_nodes, time.process_time()
    if score == 0:  # a draw's score is exact already
        move = BookMove(column, 0, True)
    else:
        exact = solver.solve(state).score
        move = BookMove(best_column(solver, state, exact), exact, True)
    cpu = time.process_time() - cpu
    return f"{entry_line(moves, move)}  # {solver.total_nodes - nodes} nodes {cpu:.2f} s\n".encode()


@dataclass(frozen=True, slots=True)
class BookPlan:
    """What ``--all`` builds; a checkpoint directory serves one plan only."""

    width: int = WIDTH
    height: int = HEIGHT
    max_stones: int = BOOK_STONES
    exact_nodes: int = EXACT_NODES
    opening_plies: int = 0
    unit_size: int = UNIT_SIZE

    def parameters(self) -> dict[str, int]:
        return {"book": 1, **asdict(self)}


class UnitBuild:
    """``--all``: both trees, wave after wave of work units, into one book."""

    def __init__(self, plan: BookPlan, directory: Path, runner: Runner) -> None:
        self.plan = plan
        self.checkpoints = CheckpointDirectory(directory, plan.parameters())
        self.runner = runner
        self.book = OpeningBook(plan.width, plan.height)
        self.started = time.perf_counter()
        self.solved_now = 0

    def _read(self, key: str, data: bytes) -> list[tuple[str, Connect4State, BookMove]]:
        lines = data.decode("ascii").splitlines()
        return list(book_entries(lines, key, self.book.geometry))

    def _report(self, unit: WorkUnit, data: bytes) -> None:
        self.solved_now += 1
        elapsed = time.perf_counter() - self.started
        for line in data.decode("ascii").splitlines():
            print(f"[{elapsed:7.0f} s] {unit.key}: {line}", flush=True)

    def frontier(self, side: int) -> list[str]:
        """The walk's positions the book does not know (filling in those worked out from
        their children's entries), in the walk's order."""
        plan = self.plan
        missing = []
        for moves, state in book_line(self.book, side, plan.max_stones, plan.opening_plies):
            if state in self.book:
                continue
            derived = derived_move(self.book, state)
            if derived is not None:
                self.book.add(state, derived)
            else:
                missing.append(moves)
        return missing

    def tree(self, side: int) -> None:
        """Solve ``side``'s tree (0 = Red), then make its weak entries exact."""
        plan, name = self.plan, ("red", "yellow")[side]
        common = (plan.width, plan.height, plan.exact_nodes)
        weak: list[tuple[str, BookMove]] = []
        wave = 0
        while missing := self.frontier(side):
            chunks = [
                tuple(missing[begin : begin + plan.unit_size])
                for begin in range(0, len(missing), plan.unit_size)
            ]
            units = [
                WorkUnit(f"{name}-{wave:03d}-{number:05d}", (chunk,))
                for number, chunk in enumerate(chunks)
            ]
            print(
                f"{name}, wave {wave}: {len(missing)} positions in {len(units)} units", flush=True
            )
            results = self.runner.run(
                solve_unit,
                units,
                self.checkpoints,
                common=common,
                on_done=self._report,
            )
            for unit, data in zip(units, results, strict=True):
                for moves, state, move in self._read(unit.key, data):
                    self.book.add(state, move)
                    if not move.exact:
                        weak.append((moves, move))
            wave += 1
        units = [
            WorkUnit(f"{name}-exact-{number:05d}", (moves, move.column, move.score))
            for number, (moves, move) in enumerate(weak)
        ]
        results = self.runner.run(
            exact_unit,
            units,
            self.checkpoints,
            common=common[:2],
            on_done=self._report,
        )
        for unit, data in zip(units, results, strict=True):
            for _, state, move in self._read(unit.key, data):
                self.book.add(state, move)

    def entries(self) -> list[str]:
        """Every entry line, each position under the moves by which the walk first meets
        it (as a one-process build in the walk's order writes it)."""
        plan = self.plan
        lines: dict[int, str] = {}
        for side in (1, 0):
            for moves, state in book_line(self.book, side, plan.max_stones, plan.opening_plies):
                move = self.book.lookup(state)
                if move is None:
                    raise AssertionError(f"the finished book misses {moves or 'the empty board'}")
                lines[canonical_code(state)[0]] = entry_line(moves, move)
        return list(lines.values())

    def run(self, output: Path) -> None:
        self.tree(1)  # Yellow first: Red's empty board is worked out from Yellow's entries
        self.tree(0)
        print(
            f"units: {self.checkpoints.count()} finished, {self.solved_now} of them in this run",
            flush=True,
        )
        write_book(self.entries(), output, self.plan.width, self.plan.height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--all",
        type=Path,
        metavar="DIR",
        help="build the whole book in work units checkpointed in DIR",
    )
    parser.add_argument("--side", choices=("red", "yellow"), help="whose book tree to build")
    parser.add_argument("--work", type=Path, help="work file (appended to; resumed from)")
    parser.add_argument(
        "--max-stones", type=int, default=BOOK_STONES, help="deepest position (stones)"
    )
    parser.add_argument(
        "--exact-nodes", type=int, default=EXACT_NODES, help="node budget of an exact solve"
    )
    parser.add_argument(
        "--opening-plies", type=int, default=0, help="start after any this many plies"
    )
    parser.add_argument(
        "--prefix", default="", help="only positions whose moves start with these columns"
    )
    parser.add_argument(
        "--shared", type=Path, nargs="*", default=[], help="other builders' work files"
    )
    parser.add_argument("--merge", type=Path, nargs="+", metavar="WORK", help="write the book")
    parser.add_argument(
        "--make-exact",
        type=Path,
        nargs="+",
        metavar="WORK",
        help="solve the weak entries of these work files exactly, into --work",
    )
    parser.add_argument("--width", type=int, default=WIDTH, help="board width (columns)")
    parser.add_argument("--height", type=int, default=HEIGHT, help="board height (rows)")
    parser.add_argument(
        "--output", type=Path, help="book file to write (default: the shipped book's path)"
    )
    parser.add_argument(
        "--unit-size", type=int, default=UNIT_SIZE, help="positions per work unit (--all)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="local processes for --all")
    parser.add_argument(
        "--ray",
        nargs="?",
        const="auto",
        metavar="ADDRESS",
        help="run --all's units as Ray tasks: on the cluster at ADDRESS (default: the one "
        "'ray start' made here), or 'local' for an instance started for the run",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    if args.merge:
        merge(args.merge, args.output, args.width, args.height)
        return 0
    if args.make_exact:
        if args.work is None:
            parser.error("give --work for the exact entries")
        warm_up(WARM_UP)
        make_exact(args.make_exact, args.work, args.width, args.height)
        return 0
    if args.all is not None:
        plan = BookPlan(
            args.width,
            args.height,
            args.max_stones,
            args.exact_nodes,
            args.opening_plies,
            args.unit_size,
        )
        output = args.output or book_path(args.width, args.height)
        try:
            with Runner(args.jobs, args.ray) as runner:
                unit_build = UnitBuild(plan, args.all, runner)
                if args.ray is None and args.jobs == 1:
                    warm_up(WARM_UP)
                unit_build.run(output)
        except (CheckpointMismatchError, RayNotInstalledError, ClusterUnreachableError) as error:
            print(f"build_connect4_book.py: {error}", file=sys.stderr)
            return 2
        return 0
    if args.side is None or args.work is None:
        parser.error("give --all DIR, or --side and --work, or --merge WORK...")
    warm_up(WARM_UP)
    build(
        args.work,
        0 if args.side == "red" else 1,
        shared=args.shared,
        prefix=args.prefix,
        opening_plies=args.opening_plies,
        max_stones=args.max_stones,
        exact_nodes=args.exact_nodes,
        width=args.width,
        height=args.height,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
