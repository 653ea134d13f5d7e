"""Matches: a small parallel run, reproducibility, records, the command line and Ctrl+C."""

import argparse
import json
from dataclasses import replace

import pytest

from app.cli import arena, bench
from app.services import arena as arena_service
from app.services.arena import (
    GameRecord,
    GameTask,
    play_game,
    run_match,
    run_tasks,
)
from app.services.colour_matrix import ColourMatrix, run_colour_matrix
from app.services.elo import Tally
from app.services.players import parse_player
from engine.player import choose_move
from games.registry import get_game

TICTACTOE = get_game("tictactoe")
RANDOM_VS_EXPERT = (parse_player("random", TICTACTOE), parse_player("expert", TICTACTOE))


def run_cli(*argv: str) -> int:
    """Run one arena, ladder or bench command on a fresh parser."""
    parser = argparse.ArgumentParser(prog="plyboard")
    subparsers = parser.add_subparsers(required=True)
    arena.register(subparsers)
    bench.register(subparsers)
    args = parser.parse_args(argv)
    return args.run(args)


@pytest.fixture(scope="module")
def parallel_match():
    return run_match(TICTACTOE, RANDOM_VS_EXPERT, 8, jobs=2, seed=7)


def test_parallel_run_expert_never_loses(parallel_match) -> None:
    tally = parallel_match.tally()
    assert tally.games == 8
    assert tally.wins == 0
    assert tally.losses >= 4
    assert not parallel_match.interrupted


def test_same_seed_same_games_whatever_the_jobs(parallel_match) -> None:
    serial = run_match(TICTACTOE, RANDOM_VS_EXPERT, 8, jobs=1, seed=7)
    assert [record.line() for record in serial.records] == [
        record.line() for record in parallel_match.records
    ]
    other_seed = run_match(TICTACTOE, RANDOM_VS_EXPERT, 8, jobs=1, seed=8)
    assert [r.moves for r in other_seed.records] != [r.moves for r in serial.records]


def test_colours_alternate_and_pairs_share_their_opening(parallel_match) -> None:
    records = parallel_match.records
    assert [record.task.first for record in records] == [0, 1] * 4
    assert parallel_match.opening_plies == 1
    for first, second in zip(records[::2], records[1::2], strict=True):
        assert first.moves[0] == second.moves[0]
    assert parallel_match.tally(first=0).games == parallel_match.tally(first=1).games == 4


def test_records_replay_to_their_result(parallel_match) -> None:
    for record in parallel_match.records:
        outcome = TICTACTOE.replay(record.moves).outcome()
        assert outcome is not None
        assert outcome.winner == record.winner


def test_a_game_is_a_function_of_its_task() -> None:
    task = GameTask("tictactoe", ("medium", "alphabeta:depth=2,margin=50"), "x", 3, 1)
    first, again = play_game(task), play_game(task)
    assert (first.moves, first.winner) == (again.moves, again.winner)
    assert first.task.player_of_colour(0) == 1  # odd game: B moves first


def test_interrupt_keeps_the_finished_games() -> None:
    tasks = [GameTask("tictactoe", ("random", "easy"), "1", index, 1) for index in range(6)]

    def stop_after_three(record: GameRecord, done: int, total: int) -> None:
        if done == 3:
            raise KeyboardInterrupt

    records, interrupted = run_tasks(tasks, 1, stop_after_three)
    assert interrupted
    assert [record.task.index for record in records] == [0, 1, 2]


def test_cli_json_has_the_documented_fields(capsys, tmp_path) -> None:
    record = tmp_path / "games.txt"
    status = run_cli(
        "arena",
        "tictactoe",
        "--players",
        "random",
        "expert",
        "--games",
        "4",
        "--jobs",
        "1",
        "--seed",
        "3",
        "--json",
        "--record",
        str(record),
    )
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    for key in (
        "game",
        "players",
        "games",
        "seed",
        "as_first",
        "as_second",
        "wins",
        "draws",
        "losses",
        "score",
        "elo",
        "interrupted",
    ):
        assert key in report
    assert report["players"] == ["random", "expert"]
    assert report["games"] == 4
    assert report["wins"] == 0
    assert report["wins"] + report["draws"] + report["losses"] == 4
    assert report["score"] == pytest.approx(report["draws"] / 8)
    assert set(report["elo"]) == {"difference", "lower", "upper", "text"}
    lines = record.read_text().splitlines()
    assert lines[0].startswith("# plyboard arena tictactoe --players random expert")
    games = [line.split("\t") for line in lines if not line.startswith("#")]
    assert [game[0] for game in games] == ["1", "2", "3", "4"]
    assert games[0][1:3] == ["random", "expert"] and games[1][1:3] == ["expert", "random"]
    for game in games:
        assert TICTACTOE.replay(game[4].split()).outcome() is not None


def test_cli_plays_from_an_opening_set(capsys, tmp_path) -> None:
    openings = tmp_path / "openings.txt"
    openings.write_text("a1 b2 c3  # a diagonal\nb2\n", encoding="utf-8")
    record = tmp_path / "games.txt"
    argv = ["arena", "tictactoe", "--players", "expert", "expert", "--games", "4"]
    argv += ["--jobs", "1", "--openings", str(openings), "--record", str(record)]
    assert run_cli(*argv) == 0
    assert "openings from a set of 2)" in capsys.readouterr().out
    lines = record.read_text().splitlines()
    assert f"--openings {openings}" in lines[0]
    games = [line.split("\t")[4].split() for line in lines if not line.startswith("#")]
    assert [moves[:3] for moves in games[:2]] == [["a1", "b2", "c3"]] * 2
    assert [moves[0] for moves in games[2:]] == ["b2", "b2"]
    openings.write_text("a1 a1\n", encoding="utf-8")
    assert run_cli(*argv) == 2
    assert "openings.txt, line 1: 'a1'" in capsys.readouterr().err


def test_cli_table(capsys) -> None:
    assert (
        run_cli(
            "arena", "tictactoe", "--players", "easy", "beginner", "--games", "2", "--jobs", "1"
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "A = easy, B = beginner" in out
    assert "X (first)" in out and "O (second)" in out
    assert "Elo difference A - B" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["arena", "tictactoe", "--players", "alphabeta:depth=x", "expert"], "bad value 'x'"),
        (["arena", "tictactoe", "--players", "hard", "deep-blue"], "unknown player"),
        (["arena", "shogi", "--players", "hard", "expert"], "unknown game"),
        (["ladder", "tictactoe", "--players", "mcts:foo=1"], "unknown parameter"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message) -> None:
    assert run_cli(*argv, "--games", "2", "--jobs", "1") == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert message in lines[0]


def test_cli_ctrl_c_reports_finished_games_and_exits_130(capsys, monkeypatch) -> None:
    def printer(stream):
        def stop(record: GameRecord, done: int, total: int) -> None:
            if done == 2:
                raise KeyboardInterrupt

        return stop

    monkeypatch.setattr(arena, "_progress_printer", printer)
    status = run_cli(
        "arena", "tictactoe", "--players", "random", "easy", "--games", "6", "--jobs", "1"
    )
    assert status == 130
    captured = capsys.readouterr()
    assert "interrupted after 2 of 6 games" in captured.out
    assert "Traceback" not in captured.err


def test_ladder_prints_ratings_and_saves_a_chart(qapp, capsys, tmp_path) -> None:
    chart = tmp_path / "ladder.png"
    status = run_cli(
        "ladder",
        "tictactoe",
        "--games",
        "2",
        "--jobs",
        "1",
        "--players",
        "random",
        "--chart",
        str(chart),
    )
    assert status == 0
    out = capsys.readouterr().out
    for name in ("beginner", "easy", "medium", "hard", "expert", "random"):
        assert name in out
    assert "easy vs beginner" in out
    assert chart.read_bytes().startswith(b"\x89PNG")


def test_bench_json_reports_engines_levels_and_memory(capsys) -> None:
    assert run_cli("bench", "tictactoe", "--no-startup", "--json") == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["engines"]) == {"minimax", "alphabeta", "mcts"}
    for engine in report["engines"].values():
        assert engine["median_nodes_per_second"] > 0
        assert len(engine["runs"]) == len(report["positions"])
    assert list(report["levels"]) == list(TICTACTOE.levels)
    for level in report["levels"].values():
        assert 0 <= level["median_seconds"] <= level["max_seconds"]
    assert report["startup"]["available"] is False
    assert report["peak_memory_kib"] > 0


def test_unwritable_record_fails_before_playing(capsys, tmp_path) -> None:
    record = tmp_path / "missing-directory" / "games.txt"
    status = run_cli(
        "arena", "tictactoe", "--players", "hard", "medium", "--games", "2", "--jobs", "1",
        "--record", str(record),
    )  # fmt: skip
    assert status == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "cannot write the record" in captured.err


def test_max_plies_ends_long_games_as_draws_by_move_limit():
    task = GameTask("tictactoe", ("random", "random"), "7", 0, 0, max_plies=3)
    record = play_game(task)  # nobody can win tic-tac-toe in 3 plies
    assert len(record.moves) == 3
    assert record.winner is None and record.reason == "move limit"


def test_an_adjacent_ladder_plays_only_neighbouring_levels(capsys) -> None:
    status = run_cli(
        "ladder", "tictactoe", "--games", "2", "--jobs", "1", "--adjacent", "--no-chart", "--json"
    )
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    pairs = [tuple(pairing["players"]) for pairing in report["pairings"]]
    levels = list(TICTACTOE.levels)
    assert pairs == [(levels[n], levels[n + 1]) for n in range(len(levels) - 1)]
    assert [rating["player"] for rating in report["ratings"]] == levels
    for rating in report["ratings"]:
        assert rating["seconds_per_move"]["moves"] > 0


def test_gomoku_openings_stay_near_the_centre():
    spec = get_game("gomoku")
    for index in range(6):
        task = GameTask("gomoku", ("random", "random"), "3", index, 2, max_plies=2)
        state = spec.replay(play_game(task).moves)
        g = state.geometry
        for cell in range(g.cells):
            if state.stones[0] >> cell & 1 or state.stones[1] >> cell & 1:
                assert abs(cell // g.width - 7) <= 2 and abs(cell % g.width - 7) <= 2, cell


def test_a_ladder_records_every_game_and_scores_each_rung_by_colour(capsys, tmp_path) -> None:
    record = tmp_path / "ladder.txt"
    status = run_cli(
        "ladder", "tictactoe", "--games", "4", "--jobs", "1", "--adjacent", "--no-chart",
        "--record", str(record),
    )  # fmt: skip
    assert status == 0
    out = capsys.readouterr().out
    lines = record.read_text().splitlines()
    assert lines[0] == "# plyboard ladder tictactoe --games 4 --adjacent --seed 1 --opening-plies 1"
    games = [line.split("\t") for line in lines[2:]]
    assert len(games) == 4 * (len(TICTACTOE.levels) - 1)
    for _number, first, second, result, moves in games:
        assert {first, second} <= set(TICTACTOE.levels)
        outcome = TICTACTOE.replay(moves.split()).outcome()
        assert {0: "1-0", 1: "0-1", None: "1/2-1/2"}[outcome.winner] == result
    rung = next(line for line in out.splitlines() if "medium vs easy" in line)
    scores = []
    for colour, name in enumerate(("X", "O")):
        medium_games = [game for game in games if game[1 + colour] == "medium" and "easy" in game]
        value = {"1-0": 1 - colour, "0-1": colour, "1/2-1/2": 0.5}
        scores.append(sum(value[game[3]] for game in medium_games) / len(medium_games))
        assert f"as {name} {scores[-1]:.1%}" in rung
    assert scores[0] != scores[1]  # the seed gives a rung where the colours differ


def test_every_chosen_move_is_timed_for_its_player(parallel_match) -> None:
    for record in parallel_match.records:
        chosen = len(record.moves) - record.task.opening_plies
        assert len(record.thinking) == chosen
        colours = [colour for colour, _seconds in record.thinking]
        assert colours == [(ply + record.task.opening_plies) % 2 for ply in range(chosen)]
        assert all(seconds >= 0 for _colour, seconds in record.thinking)
    report = parallel_match.as_json()
    for player, summary in enumerate(report["seconds_per_move"]):
        moves = sum(len(record.think_seconds(player)) for record in parallel_match.records)
        assert summary["moves"] == moves > 0
        assert 0 <= summary["median"] <= summary["max"]


def test_colour_matrix_plays_each_pair_on_each_side_and_each_player_against_itself():
    matrix = run_colour_matrix(TICTACTOE, RANDOM_VS_EXPERT, 3, seed=5)
    assert matrix.players == ("random", "expert")
    assert {pairing: tally.games for pairing, tally in matrix.tallies.items()} == {
        ("random", "random"): 3,
        ("random", "expert"): 3,
        ("expert", "random"): 3,
        ("expert", "expert"): 3,
    }
    assert matrix.tallies["expert", "random"].losses == 0  # expert as X never loses
    assert matrix.tallies["random", "expert"].wins == 0  # nor as O
    assert matrix.tallies["expert", "expert"].draws == 3


def test_colour_matrix_names_a_level_that_does_worse_than_the_one_below():
    def tally(score_wins: int) -> Tally:
        return Tally(wins=score_wins, losses=10 - score_wins)

    names = ("easy", "hard")
    tallies = {(a, b): tally(5) for a in names for b in names}
    assert ColourMatrix(TICTACTOE, names, dict(tallies), False).out_of_order() == []
    tallies["hard", "easy"] = tally(2)  # hard as X scores less against easy than easy does
    tallies["easy", "hard"] = tally(8)  # and hard as O lets X score more than easy does
    assert ColourMatrix(TICTACTOE, names, tallies, False).out_of_order() == [
        "hard as X below easy against easy",
        "hard as O below easy against easy",
        "hard as X below easy against hard",
        "hard as O below easy against hard",
    ]


def test_ladder_by_colour_prints_the_matrix(capsys):
    status = run_cli(
        "ladder", "tictactoe", "--games", "1", "--jobs", "1", "--by-colour", "--players", "random"
    )
    out = capsys.readouterr().out
    assert status == 0
    assert "| X \\ O | beginner | easy | medium | hard | expert | random |" in out
    assert "Out of order:" in out


def test_the_default_engines_kernels_are_prepared_before_the_first_move(monkeypatch) -> None:
    """A game's first search does not pay for compiling (``spec.warm_up``), once per
    process."""
    calls: list[str] = []
    spec = replace(get_game("tictactoe"), warm_up=lambda: calls.append("warm up"))
    monkeypatch.setattr(arena_service, "get_game", lambda name: spec)

    def choose(*args, **kwargs):
        calls.append("move")
        return choose_move(*args, **kwargs)

    monkeypatch.setattr(arena_service, "choose_move", choose)
    players = (spec.default_algorithm, "random")
    for index in range(2):
        play_game(GameTask("tictactoe", players, "7", index, 0, max_plies=2))
    assert calls == ["warm up", "move", "move", "move", "move"]
