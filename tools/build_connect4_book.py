"""Build the Connect Four opening book with Plyboard's own solver.

The book covers every position with at most ``--max-stones`` stones that
``expert`` can meet when it plays its book moves from the empty board, as Red
(against every reply) and as Yellow (against every first move and every reply);
later positions the solver answers within ``expert``'s budget.  Each position is
solved exactly when that takes at most ``--exact-nodes`` nodes, otherwise first
as win, draw or loss (a *weak* entry) and at the end exactly, however long it
takes.  Mirror images are solved once; a position whose every reply the book
knows (the empty board) is worked out from them.

    /work/venv/bin/python tools/build_connect4_book.py --all /tmp/book

builds the whole book in one process (Yellow's tree, the weak entries made
exact, Red's tree, then the shipped, compressed file
``resources/connect4/book-7x6.txt.xz``).  The steps can also run by hand, and
in parallel: ``--side red|yellow --work FILE`` builds one tree into a work file
(``--prefix 4`` keeps to the positions after a first move in column 4,
``--opening-plies 2`` starts after any two plies, ``--shared`` reads other
builders' work files before each solve); ``--make-exact WORK... --work FILE``
solves weak entries again; ``--merge WORK...`` writes the book (later files
override earlier ones).  A work file gains one line per position as soon as it
is solved, ending with a comment that gives the nodes and CPU seconds it took,
so an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import argparse
import lzma
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

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
from games.connect4.heuristic import order_moves  # noqa: E402
from games.connect4.rules import Connect4State, geometry  # noqa: E402
from games.connect4.searcher import best_column  # noqa: E402
from games.connect4.solver import Solver, warm_up  # noqa: E402

WIDTH, HEIGHT = 7, 6
EXACT_NODES = 400_000_000
"""Nodes an exact solve may take before the builder settles for win, draw or loss."""


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
) -> None:
    """Solve every position of ``side``'s tree (0 = Red) missing from ``work`` and ``shared``."""
    book = OpeningBook(WIDTH, HEIGHT)
    files = WorkFiles([work, *shared])
    files.read_into(book)
    print(f"{len(book)} positions already known", flush=True)
    solver = Solver(WIDTH, HEIGHT)
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


def build_all(directory: Path) -> None:
    """The whole book, one step after the other, with work files in ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    yellow, red = directory / "yellow.txt", directory / "red.txt"
    yellow_exact, red_exact = directory / "yellow-exact.txt", directory / "red-exact.txt"
    build(yellow, 1)
    if not yellow_exact.exists():
        make_exact([yellow], yellow_exact)
    build(red, 0, shared=[yellow, yellow_exact])  # the empty board comes from Yellow's entries
    if not red_exact.exists():
        make_exact([red], red_exact)
    merge([yellow, red, yellow_exact, red_exact])


def make_exact(works: list[Path], out: Path) -> None:
    """Solve the weak entries of ``works`` exactly, however long it takes; append to ``out``."""
    solver = Solver(WIDTH, HEIGHT)
    for work in works:
        lines = work.read_text(encoding="ascii").splitlines()
        for moves, state, weak in book_entries(lines, work.name, geometry(WIDTH, HEIGHT)):
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


def merge(works: list[Path]) -> None:
    lines: dict[int, str] = {}
    for work in works:
        text = work.read_text(encoding="ascii").splitlines()
        for moves, state, move in book_entries(text, work.name, geometry(WIDTH, HEIGHT)):
            lines[canonical_code(state)[0]] = entry_line(moves, move)
    ordered = sorted(lines.values(), key=lambda line: (len(line.split()[0]), line))
    header = (
        "# Plyboard Connect Four opening book (7x6), built by tools/build_connect4_book.py\n"
        "# <moves> <column> <score> <exact|weak>: see games/connect4/book.py\n"
    )
    path = book_path(WIDTH, HEIGHT)
    path.parent.mkdir(parents=True, exist_ok=True)
    with lzma.open(path, "wt", encoding="ascii", preset=9) as file:
        file.write(header + "\n".join(ordered) + "\n")
    exact = sum(line.endswith("exact") for line in ordered)
    print(f"wrote {path}: {len(ordered)} positions ({exact} exact), {path.stat().st_size} bytes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", type=Path, metavar="DIR", help="build the whole book")
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
    args = parser.parse_args()
    if args.merge:
        merge(args.merge)
        return
    if args.make_exact:
        if args.work is None:
            parser.error("give --work for the exact entries")
        warm_up()
        make_exact(args.make_exact, args.work)
        return
    if args.all is not None:
        warm_up()
        build_all(args.all)
        return
    if args.side is None or args.work is None:
        parser.error("give --all DIR, or --side and --work, or --merge WORK...")
    warm_up()
    build(
        args.work,
        0 if args.side == "red" else 1,
        shared=args.shared,
        prefix=args.prefix,
        opening_plies=args.opening_plies,
        max_stones=args.max_stones,
        exact_nodes=args.exact_nodes,
    )


if __name__ == "__main__":
    main()
