"""Puzzle ratings from our levels: the most likely rating of the levels' chances, each
level's chance from one search, and the shipped sets rated so."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

from app.services.puzzle_ratings import (
    LEVEL_RATINGS,
    RATING_RANGE,
    calibrated_rating,
    level_chances,
    level_ratings,
    most_likely_rating,
)
from app.services.puzzle_verifiers import check_puzzles, rating_problems, verifier_for
from app.services.puzzles import Goal, Puzzle, load_shipped, shipped_games
from games.chess import LEVELS
from games.registry import get_game

EVERYONE = dict.fromkeys(LEVEL_RATINGS, 1.0)
NOBODY = dict.fromkeys(LEVEL_RATINGS, 0.0)


@cache
def shipped(game: str) -> tuple[Puzzle, ...]:
    return load_shipped(game).puzzles


def test_a_puzzle_every_level_solves_rates_below_one_none_solves():
    easy, hard = most_likely_rating(EVERYONE, 1200), most_likely_rating(NOBODY, 1200)
    assert RATING_RANGE[0] <= easy < 1200 < hard <= RATING_RANGE[1]
    assert easy % 10 == hard % 10 == 0


def test_each_level_that_solves_it_brings_the_rating_down():
    chances = dict(NOBODY)
    ratings = [most_likely_rating(chances, 1400)]
    for name in reversed(tuple(LEVEL_RATINGS)):  # hard first, then medium, ...
        chances[name] = 1.0
        ratings.append(most_likely_rating(chances, 1400))
    assert ratings == sorted(ratings, reverse=True) and len(set(ratings)) == len(ratings)


def test_the_prior_only_moves_the_rating_a_little():
    low, high = most_likely_rating(EVERYONE, 900), most_likely_rating(EVERYONE, 1500)
    assert low < high < most_likely_rating(NOBODY, 900)


def test_a_mate_in_one_is_found_by_every_chess_level():
    # No chess level plays random moves, and a proven win is played as found.
    spec = get_game("chess")
    puzzle = next(p for p in shipped("chess") if p.goal == Goal("win", 1))
    assert level_chances(spec, puzzle) == dict.fromkeys(LEVEL_RATINGS, 1.0)


def test_chess_puzzles_are_rated_on_the_levels_measured_elo():
    ratings = level_ratings(get_game("chess"))
    assert ratings == {name: LEVELS[name].rating for name in LEVEL_RATINGS}
    assert level_ratings(get_game("connect4")) == LEVEL_RATINGS
    chances = {"beginner": 1.0, "easy": 1.0, "medium": 0.5, "hard": 0.5}
    assert most_likely_rating(chances, 1200, ratings) < most_likely_rating(chances, 1200)


@pytest.mark.parametrize("game", shipped_games())
def test_a_seeded_sample_of_each_shipped_set_carries_its_calibrated_rating(game):
    spec = get_game(game)
    for puzzle in random.Random(31).sample(shipped(game), 4):
        assert rating_problems(spec, puzzle) == ()


def test_a_wrong_rating_is_reported_by_the_check():
    spec = get_game("hare-hounds")
    puzzle = shipped("hare-hounds")[0]
    broken = replace(puzzle, rating=puzzle.rating + 10)
    report = check_puzzles(verifier_for(spec), (broken,))
    assert report.wrong == ((puzzle.id, (f"the rating is {puzzle.rating}, not {broken.rating}",)),)
    assert check_puzzles(verifier_for(spec), (broken,), ratings=False).wrong == ()
    assert calibrated_rating(spec, puzzle) == puzzle.rating


def test_connect_four_beginner_finds_the_easiest_puzzles_more_often_than_the_hardest():
    spec = get_game("connect4")
    puzzles = shipped("connect4")
    easiest, hardest = puzzles[:10], puzzles[-10:]

    def mean_chance(level: str, sample: tuple[Puzzle, ...]) -> float:
        return sum(level_chances(spec, puzzle)[level] for puzzle in sample) / len(sample)

    assert mean_chance("beginner", easiest) > mean_chance("beginner", hardest) + 0.3
    assert mean_chance("hard", hardest) < mean_chance("hard", easiest)
