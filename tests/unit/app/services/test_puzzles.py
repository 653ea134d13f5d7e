"""Puzzle sets: the model and its JSON, the shipped sets verified exactly, the checker
catching broken puzzles, and regeneration from the seed."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from functools import cache

import pytest

from app.services.puzzle_check import Oracle, check_puzzle, make_puzzle
from app.services.puzzle_fours import MAX_FOURS
from app.services.puzzle_verifiers import Verifier, check_puzzles, verifier_for
from app.services.puzzles import (
    Goal,
    Puzzle,
    PuzzleError,
    PuzzleSet,
    choose,
    dump_set,
    load_shipped,
    ordered,
    parse_set,
    puzzle_id,
    rating,
    shipped_games,
)
from games.registry import get_game
from tools.build.puzzles import (
    DEFAULT_COUNT,
    DEFAULT_SEED,
    RECIPES,
    THREATS_DEFAULT,
    build,
    rechecked,
)

SOLVED_GAMES = ("connect4", "teeko", "hare-hounds", "mnk-5-5-4")
THREAT_GAMES = ("gomoku", "mnk-7-7-5")
"""Five in a row: puzzles won by fours, won by threes and "stop the threat"."""
ALL_GAMES = (*SOLVED_GAMES, *THREAT_GAMES)
SAMPLE = 4
"""Puzzles of each set the quick tier verifies (the slow tier verifies every puzzle of the
solved games and :data:`THREAT_SAMPLE` of each kind of the five-in-a-row sets': all 800 take
minutes, and ``plyboard puzzles GAME --check`` verifies them all)."""
THREAT_SAMPLE = 15
ISSUE_FIELDS = {"id", "game", "moves", "to_move", "goal", "solution", "line", "rating"}


@cache
def oracle(game: str) -> Oracle:
    return Oracle(get_game(game))


@cache
def verifier(game: str) -> Verifier:
    return verifier_for(get_game(game))


@cache
def shipped(game: str) -> tuple[Puzzle, ...]:
    return load_shipped(game).puzzles


def test_every_game_family_ships_a_set_of_500():
    assert set(ALL_GAMES) <= set(shipped_games())
    for game in ALL_GAMES:
        puzzles = shipped(game)
        assert len(puzzles) >= 500
        assert len({puzzle.id for puzzle in puzzles}) == len(puzzles)
        assert len({puzzle.position for puzzle in puzzles}) == len(puzzles)


@pytest.mark.parametrize("game", ALL_GAMES)
def test_shipped_file_is_in_stable_order_with_stable_ids_and_the_issue_fields(game):
    puzzle_set = load_shipped(game)
    assert puzzle_set.puzzles == ordered(puzzle_set.puzzles)
    command = f"python -m tools.build.puzzles {game} --seed {DEFAULT_SEED} --count {DEFAULT_COUNT}"
    if game in THREAT_GAMES:
        command += f" --threats {THREATS_DEFAULT}"
    assert puzzle_set.command == command
    for puzzle in puzzle_set.puzzles:
        assert puzzle.id == puzzle_id(game, puzzle.moves)
        assert puzzle.solution and set(puzzle.fastest) <= set(puzzle.solution)
        assert puzzle.line[0] in puzzle.fastest
    data = json.loads(dump_set(puzzle_set))
    assert all(set(item) >= ISSUE_FIELDS for item in data["puzzles"])
    assert parse_set(dump_set(puzzle_set), "again") == puzzle_set


def test_hare_and_hounds_puzzles_are_half_for_each_side():
    sides = [puzzle.to_move for puzzle in shipped("hare-hounds")]
    assert sides.count("Hare") == sides.count("Hounds")


@pytest.mark.parametrize("game", ALL_GAMES)
def test_a_seeded_sample_of_each_set_is_exactly_right(game):
    sample = random.Random(7).sample(shipped(game), SAMPLE)
    assert {puzzle.id: verifier(game).check_puzzle(puzzle) for puzzle in sample} == {
        puzzle.id: () for puzzle in sample
    }


@pytest.mark.slow
@pytest.mark.parametrize("game", SOLVED_GAMES)
def test_every_shipped_puzzle_of_the_solved_games_is_exactly_right(game):
    report = check_puzzles(verifier(game), shipped(game), ratings=False)
    assert report.checked == len(shipped(game)) and report.wrong == ()


@pytest.mark.slow
@pytest.mark.parametrize("game", THREAT_GAMES)
@pytest.mark.parametrize("kind", ["fours", "threes", "defend"])
def test_a_seeded_sample_of_each_kind_of_five_in_a_row_puzzle_is_right_by_a_fresh_search(
    game, kind
):
    of_kind = [puzzle for puzzle in shipped(game) if puzzle.goal.kind == kind]
    sample = random.Random(11).sample(of_kind, THREAT_SAMPLE)
    report = check_puzzles(verifier(game), sample, ratings=False)
    assert report.checked == THREAT_SAMPLE and report.wrong == ()


def _first(game: str, goal_kind: str = "win") -> Puzzle:
    return next(puzzle for puzzle in shipped(game) if puzzle.goal.kind == goal_kind)


@pytest.mark.parametrize(
    ("game", "breaking", "problem"),
    [
        ("hare-hounds", lambda p: replace(p, solution=()), "keeps the win but is not in"),
        ("hare-hounds", lambda p: replace(p, goal=Goal("win", 99)), "the goal is win in"),
        ("hare-hounds", lambda p: replace(p, line=p.line[:-1]), "does not end in the win"),
        ("hare-hounds", lambda p: replace(p, to_move="Nobody"), "is to move, not Nobody"),
        ("teeko", lambda p: replace(p, position="....."), "the moves lead to"),
        ("connect4", lambda p: replace(p, moves=(*p.moves, "9")), "not legal"),
    ],
)
def test_a_broken_puzzle_is_reported(game, breaking, problem):
    broken = breaking(_first(game))
    problems = check_puzzle(oracle(game), broken)
    assert any(problem in text for text in problems), problems


@pytest.mark.parametrize("game", THREAT_GAMES)
def test_five_in_a_row_ships_wins_by_fours_wins_by_threes_and_stop_the_threat(game):
    kinds = [puzzle.goal.kind for puzzle in shipped(game)]
    assert kinds.count("fours") == DEFAULT_COUNT
    assert kinds.count("threes") == kinds.count("defend") == THREATS_DEFAULT
    firsts = [_first(game, kind) for kind in ("fours", "threes", "defend")]
    assert {puzzle.id: verifier(game).check_puzzle(puzzle) for puzzle in firsts} == {
        puzzle.id: () for puzzle in firsts
    }


def test_gomoku_puzzles_are_won_by_fours_and_a_broken_one_is_reported():
    puzzle = _first("gomoku", "fours")
    assert puzzle.goal.kind == "fours" and 3 <= (puzzle.goal.moves or 0) <= MAX_FOURS
    fours = verifier("gomoku").fours.four_lines(get_game("gomoku").replay(puzzle.moves))
    assert {text for text, line in fours.items() if line} == set(puzzle.solution)
    failing = next(text for text, line in fours.items() if line is None)
    broken = replace(puzzle, solution=(*puzzle.solution, failing), line=puzzle.line[:-2])
    problems = verifier("gomoku").check_puzzle(broken)
    assert f"{failing} in the solution does not win by fours" in problems
    assert any("the line has" in problem for problem in problems)
    swapped = replace(puzzle, line=(*puzzle.line[:-1], puzzle.line[-2]))
    assert verifier("gomoku").check_puzzle(swapped)


def test_a_game_without_a_solver_or_fours_has_no_verifier():
    with pytest.raises(PuzzleError, match="no solver or threat search"):
        verifier_for(get_game("gomoku-renju"))


def test_mnk_puzzles_are_short_wins_or_draws_with_one_or_two_answers():
    recipe = RECIPES["mnk-5-5-4"]
    goals = {puzzle.goal.kind for puzzle in shipped("mnk-5-5-4")}
    assert goals == {"win", "draw"}
    for puzzle in shipped("mnk-5-5-4"):
        assert recipe.walk[0] <= len(puzzle.moves) <= recipe.walk[1]
        assert len(puzzle.solution) <= recipe.max_accepted
        assert puzzle.goal.kind == "draw" or 2 <= puzzle.goal.moves <= recipe.max_win_moves


def test_a_failing_move_in_the_solution_is_reported():
    puzzle = _first("hare-hounds")
    state = get_game("hare-hounds").replay(puzzle.moves)
    failing = next(
        text for text in map(state.move_text, state.legal_moves()) if text not in puzzle.solution
    )
    problems = check_puzzle(
        oracle("hare-hounds"), replace(puzzle, solution=(*puzzle.solution, failing))
    )
    assert f"{failing} in the solution does not keep the win" in problems


def test_a_draw_puzzle_accepts_exactly_the_drawing_moves():
    puzzle = _first("teeko", "draw")
    values = oracle("teeko").move_values(get_game("teeko").replay(puzzle.moves))
    assert {text for text, score in values.items() if score == 0} == set(puzzle.solution)
    assert all(score < 0 for text, score in values.items() if text not in puzzle.solution)


def test_make_puzzle_refuses_a_lost_position():
    # after the puzzle's best first move, the opponent is lost
    puzzle = _first("hare-hounds")
    after_best = (*puzzle.moves, puzzle.line[0])
    with pytest.raises(PuzzleError, match="loses whatever it plays"):
        make_puzzle(oracle("hare-hounds"), after_best)


@pytest.mark.parametrize(
    ("depth", "legal", "accepted", "trap", "expected"),
    [(1, 2, 1, False, 750), (2, 7, 1, False, 1050), (4, 7, 2, True, 1470), (20, 5, 1, True, 2470)],
)
def test_rating_formula(depth, legal, accepted, trap, expected):
    assert rating(depth, legal, accepted, trap) == expected


def test_goal_texts_round_trip_and_bad_goals_are_refused():
    goals = (Goal("win", 1), Goal("win", 12), Goal("fours", 3), Goal("threes", 5), Goal("draw"))
    for goal in (*goals, Goal("advantage"), Goal("better"), Goal("block"), Goal("defend")):
        assert Goal.parse(goal.text()) == goal
    for text in ("win in 0", "win in x", "lose", "mate in 3", "win by twos in 3"):
        with pytest.raises(PuzzleError, match="unknown goal"):
            Goal.parse(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON"),
        ('{"game": "teeko"}', "not a puzzle set"),
        ('{"game": "teeko", "puzzles": [{"id": "x"}]}', "puzzle x: no field 'game'"),
        ('{"game": "teeko", "puzzles": [7]}', "not a JSON object"),
    ],
)
def test_unreadable_sets_are_refused_with_one_message(text, message):
    with pytest.raises(PuzzleError, match=message):
        parse_set(text, "the file")


def test_a_set_of_another_game_is_refused():
    other = replace(_first("teeko"), game="connect4")
    with pytest.raises(PuzzleError, match="a set of teeko holds puzzles of connect4"):
        parse_set(dump_set(PuzzleSet("teeko", "", (other,))), "the file")


def test_choose_is_seeded_and_keeps_near_the_rating():
    puzzles = shipped("teeko")
    first = choose(puzzles, 5, random.Random(3), near=1500)
    assert first == choose(puzzles, 5, random.Random(3), near=1500)
    assert len(first) == 5 and all(abs(puzzle.rating - 1500) <= 150 for puzzle in first)
    assert choose(puzzles, 3, random.Random(3), near=9999) == ordered(
        sorted(puzzles, key=lambda puzzle: (-puzzle.rating, puzzle.id))[:3]
    )
    assert len(choose(puzzles[:2], 5, random.Random(0))) == 2


@pytest.mark.parametrize(
    "game",
    [
        "hare-hounds",
        "mnk-5-5-4",
        "mnk-7-7-5",
        pytest.param("teeko", marks=pytest.mark.slow),
        pytest.param("gomoku", marks=pytest.mark.slow),
    ],
)
def test_regenerating_a_small_count_gives_the_same_puzzles_as_the_shipped_set(game):
    made = build(game, DEFAULT_SEED, 2, threats=1)
    assert dump_set(made) == dump_set(build(game, DEFAULT_SEED, 2, threats=1))
    assert set(made.puzzles) <= set(shipped(game))


@pytest.mark.slow
def test_regenerating_connect_four_gives_the_same_puzzles():
    made = build("connect4", DEFAULT_SEED, 3)
    assert set(made.puzzles) <= set(shipped("connect4"))
    assert RECIPES["connect4"].goals == ("win",)
    assert all(puzzle.goal.kind == "win" and len(puzzle.solution) <= 2 for puzzle in made.puzzles)


def test_a_recheck_drops_the_puzzles_the_engine_no_longer_holds():
    first, second = shipped("mnk-5-5-4")[:2]
    # a "solution" that leaves out the moves that keep the goal: the verifier refuses it
    wrong_moves = tuple(m for m in first.solution if m not in first.fastest) or ("a1",)
    broken = replace(first, solution=wrong_moves, fastest=wrong_moves, line=wrong_moves[:1])
    puzzle_set = PuzzleSet("mnk-5-5-4", "the command", (broken, second))
    kept, dropped = rechecked(puzzle_set)
    assert dropped == (first.id,)
    assert [puzzle.id for puzzle in kept.puzzles] == [second.id]
    assert kept.command == "the command"
