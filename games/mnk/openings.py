"""Balanced five-stone openings for matches on 15x15 (free-style, standard or renju).

An opening starts as Black h8, White on one of its eight neighbours and Black again
within two cells of the centre, the shape of the 26 classic renju openings (13 with
White next to h8 along a line, 13 on a diagonal; :func:`candidate_openings` lists them
once each up to the board's eight symmetries), and grows by a White and a Black stone,
also within two cells of the centre (:func:`extended_openings`), so that a match of
100 games meets 50 different positions: with only three-stone openings, a deterministic
pair of engines replayed the same 32 games three times over.
``tools/build/gomoku_openings.py`` keeps those our deep search (and a Gomocup brain)
rates near equal with White to move, in ``resources/gomoku/openings.txt`` (one per
line: the moves, then ``#``, the search's score for White and its node budget, and the
brain's value).  A match plays each opening twice, colours swapped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

SIZE = 15
CENTRE = SIZE // 2
RADIUS = 2
"""The stones after h8 are at most this many cells from the centre, across and up."""
OPENINGS_FILE = "openings.txt"
"""In ``resources/gomoku/`` (package data)."""
RESOURCE_PACKAGE = "resources"


def _name(column: int, row: int) -> str:
    return f"{chr(ord('a') + column)}{row + 1}"


def _symmetries(column: int, row: int) -> list[tuple[int, int]]:
    """The eight images of a cell under the square's rotations and reflections."""
    x, y = column - CENTRE, row - CENTRE
    images = []
    for a, b in ((x, y), (-y, x), (-x, -y), (y, -x)):
        images.append((a, b))
        images.append((-a, b))
    return [(a + CENTRE, b + CENTRE) for a, b in images]


def _images(cells: Iterable[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """The eight symmetric images of a list of (column, row) cells, each in the list's order."""
    return list(zip(*(_symmetries(column, row) for column, row in cells), strict=True))


def _central_cells() -> list[tuple[int, int]]:
    """The (column, row) cells within :data:`RADIUS` of the centre, row by row."""
    return [
        (column, row)
        for row in range(CENTRE - RADIUS, CENTRE + RADIUS + 1)
        for column in range(CENTRE - RADIUS, CENTRE + RADIUS + 1)
    ]


def canonical(moves: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The smallest of the eight symmetric images of a move list of (column, row) cells."""
    return min(_images(moves))


def candidate_openings() -> list[tuple[str, str, str]]:
    """Every three-stone opening of the family, once up to symmetry, as move texts."""
    seen = set()
    found = []
    centre = (CENTRE, CENTRE)
    for white in ((CENTRE, CENTRE + 1), (CENTRE + 1, CENTRE + 1)):
        for third in _central_cells():
            if third in (centre, white):
                continue
            key = canonical((centre, white, third))
            if key in seen:
                continue
            seen.add(key)
            found.append((_name(*centre), _name(*white), _name(*third)))
    return found


def cell_of(name: str) -> tuple[int, int]:
    """The (column, row) of a move text such as ``h8``."""
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def position_key(moves: Iterable[str]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The same for every move order and symmetric image of a position: the smallest
    image of its sorted Black and sorted White stones."""
    images = _images(cell_of(move) for move in moves)
    return min((tuple(sorted(image[0::2])), tuple(sorted(image[1::2]))) for image in images)


def extended_openings(bases: Iterable[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Each of ``bases`` with a White and then a Black stone more, both within
    :data:`RADIUS` of the centre; each position once (whatever its move order or
    symmetry), in the order of ``bases`` and the cells."""
    near = [_name(*cell) for cell in _central_cells()]
    seen = set()
    found = []
    for base in bases:
        for white in near:
            for black in near:
                moves = (*base, white, black)
                if len(set(moves)) < len(moves):
                    continue
                key = position_key(moves)
                if key not in seen:
                    seen.add(key)
                    found.append(moves)
    return found


@dataclass(frozen=True, slots=True)
class Opening:
    """Moves from the start, and the score our search gave the position (for White)."""

    moves: tuple[str, ...]
    score: int
    nodes: int

    def line(self) -> str:
        return f"{' '.join(self.moves)}  # score {self.score} for White, {self.nodes} nodes"


def opening_lines(text: str) -> list[tuple[int, str]]:
    """The lines of :data:`OPENINGS_FILE`'s format that hold an opening (neither blank nor
    a comment), each with its number from 1."""
    return [
        (number, line)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]


def parse_openings(text: str) -> list[Opening]:
    """The openings of :data:`OPENINGS_FILE`'s format; raises ``ValueError`` on a bad line."""
    openings = []
    for number, line in opening_lines(text):
        moves_text, _, comment = line.partition("#")
        words = comment.split()
        try:
            score = int(words[1])
            nodes = int(words[4])
        except (IndexError, ValueError):
            raise ValueError(
                f"line {number}: expected 'moves  # score S for White, N nodes', got {line!r}"
            ) from None
        openings.append(Opening(tuple(moves_text.split()), score, nodes))
    return openings


def balanced_openings() -> list[Opening]:
    """The stored balanced openings (``resources/gomoku/openings.txt``)."""
    path = resources.files(RESOURCE_PACKAGE).joinpath("gomoku", OPENINGS_FILE)
    return parse_openings(path.read_text(encoding="utf-8"))
