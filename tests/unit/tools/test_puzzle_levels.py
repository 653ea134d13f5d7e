"""tools/bench/puzzle_levels.py: rating bands and how often a level finds the first move."""

from __future__ import annotations

from app.services.puzzles import load_shipped
from tools.bench.puzzle_levels import bands, found_share


def test_bands_are_thirds_by_rating_drawn_with_the_seed():
    puzzles = load_shipped("hare-hounds").puzzles
    drawn = bands(puzzles, 5, seed=3)
    assert [len(band) for band in drawn] == [5, 5, 5]
    assert drawn == bands(puzzles, 5, seed=3)
    assert max(p.rating for p in drawn[0]) <= min(p.rating for p in drawn[2])
    assert all(band == sorted(band, key=lambda p: p.rating) for band in drawn)


def test_perfect_play_finds_every_first_move_and_random_play_not():
    puzzles = list(load_shipped("hare-hounds").puzzles[-12:])
    assert found_share("hare-hounds", "expert", puzzles, seed=1) == 1.0
    assert found_share("hare-hounds", "beginner", puzzles, seed=1) < 1.0
