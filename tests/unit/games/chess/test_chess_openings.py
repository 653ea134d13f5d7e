"""Opening names: the shipped index is what the tool builds, and known lines are named."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest

from games.chess import spec
from games.chess.openings import opening_index, opening_name, position_name
from tools.build.chess_openings import DATA, OUTPUT, build

CHESS = spec()


def positions(*texts: str) -> list:
    states = [CHESS.new_state()]
    for text in texts:
        states.append(states[-1].play(states[-1].parse_move(text)))
    return states


@pytest.mark.skipif(not (DATA / "a.tsv").exists(), reason=f"{DATA} is absent")
@pytest.mark.slow
def test_shipped_index_equals_a_fresh_build():
    assert lzma.decompress(Path(OUTPUT).read_bytes()) == lzma.decompress(build(DATA))


def test_index_has_every_named_line():
    assert len(opening_index()) == 3807


@pytest.mark.parametrize(
    ("moves", "eco", "name"),
    [
        (("e4", "c5"), "B20", "Sicilian Defense"),
        (("d4", "d5", "c4"), "D06", "Queen's Gambit"),
        (("e4", "e5", "Nf3", "Nc6", "Bb5"), "C60", "Ruy Lopez"),
    ],
)
def test_known_lines(moves, eco, name):
    assert opening_name(positions(*moves)) == (eco, name)


def test_the_deepest_named_position_stays_after_the_book_ends():
    states = positions("e4", "c5", "a3", "h6", "h3", "a6")
    assert position_name(states[-1]) is None
    assert opening_name(states)[0].startswith("B2")
    assert opening_name(states[:1]) is None


def test_transpositions_find_the_name():
    # 1.c4 e6 2.d4 d5 reaches the Queen's Gambit Declined by another order.
    direct = opening_name(positions("d4", "d5", "c4", "e6"))
    transposed = opening_name(positions("c4", "e6", "d4", "d5"))
    assert direct == transposed and direct[1].startswith("Queen's Gambit Declined")
