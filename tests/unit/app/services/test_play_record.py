"""Saved games, hint reasons and cursor steps: the Qt-free parts of the play features."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from app.gui.board.cursor import step
from app.gui.panels.analysis import search_summary
from app.gui.session.controller import ALGORITHM_CHOICES
from app.services.hints import hint_level, hint_reason, make_hint, move_score_labels
from app.services.record import (
    SavedGame,
    SavedGameError,
    from_json,
    position_text,
    read_game,
    read_position_text,
    to_json,
    validate,
    write_atomic,
)
from app.services.stats import EMPTY, Tally, load_statistics, save_statistics
from engine.player import Level
from engine.search import WIN, Limits, MoveScore, SearchResult
from games.registry import get_game

SAVED = SavedGame(
    game="tictactoe",
    computer_players=frozenset({1}),
    level="expert",
    algorithm="auto",
    moves=("b2", "a1", "c3"),
)


def test_a_saved_game_round_trips_through_json() -> None:
    text = to_json(SAVED)
    document = json.loads(text)
    assert document["format"] == "plyboard-game"
    assert document["version"] == 1
    assert document["players"] == {"0": "human", "1": "computer"}
    assert document["result"] is None
    assert from_json(text) == SAVED
    loaded = read_game(text.encode(), ALGORITHM_CHOICES)
    assert loaded.spec.name == "tictactoe"
    assert loaded.moves == (4, 0, 8)


def test_a_plug_ins_extras_round_trip_and_older_files_have_none() -> None:
    extras = {"opening": {"rule": "swap", "stones": ["b2"]}}
    saved = replace(SAVED, extras=extras)
    assert json.loads(to_json(saved))["extras"] == extras
    assert from_json(to_json(saved)) == saved
    assert "extras" not in json.loads(to_json(SAVED))  # none: no field, as before
    assert from_json(to_json(SAVED)).extras == {}


def test_a_movement_game_round_trips_with_its_slides() -> None:
    saved = SavedGame("hare-hounds", frozenset(), "hard", "alphabeta", ("1-2", "8-7"))
    loaded = read_game(to_json(saved), ALGORITHM_CHOICES)
    state = loaded.spec.new_state()
    for move in loaded.moves:
        state = state.play(move)
    assert state.key() == loaded.spec.replay(saved.moves).key()


def test_an_illegal_move_is_named_with_its_number() -> None:
    saved = SavedGame("tictactoe", frozenset({1}), "expert", "auto", ("b2", "a1", "b2"))
    with pytest.raises(SavedGameError, match=r"move 3"):
        validate(saved, ALGORITHM_CHOICES)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": "chess-pgn"}, "not a Plyboard saved game"),
        ({"version": 2}, "version 2"),
        ({"game": "no-such-game"}, "unknown game"),
        ({"level": "grandmaster"}, "unknown level"),
        ({"algorithm": "oracle"}, "unknown algorithm"),
        ({"players": {"0": "human"}}, "player 1"),
        ({"moves": "b2 a1"}, "'moves'"),
        ({"moves": [4, 0]}, "every move"),
        ({"result": 3}, "'result'"),
        ({"extras": ["opening"]}, "'extras' must be an object"),
    ],
)
def test_foreign_or_damaged_saves_say_what_is_wrong(change: dict, message: str) -> None:
    document = json.loads(to_json(SAVED)) | change
    with pytest.raises(SavedGameError, match=message):
        read_game(json.dumps(document), ALGORITHM_CHOICES)


def test_non_text_and_non_json_files_are_refused_clearly() -> None:
    with pytest.raises(SavedGameError, match="not text"):
        read_game(b"\xff\xfe\x00garbage", ALGORITHM_CHOICES)
    with pytest.raises(SavedGameError, match="not JSON"):
        read_game(b"moves: b2 a1", ALGORITHM_CHOICES)
    with pytest.raises(SavedGameError, match="not a Plyboard"):
        read_game(b"[1, 2, 3]", ALGORITHM_CHOICES)


def test_random_bytes_never_raise_anything_but_the_typed_error() -> None:
    rng = random.Random(7)
    for _ in range(500):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 200)))
        with pytest.raises(SavedGameError):
            read_game(data, ALGORITHM_CHOICES)


def test_mutated_saves_open_or_fail_with_the_typed_error() -> None:
    rng = random.Random(11)
    original = to_json(SAVED)
    alphabet = '{}[]":,0123456789abcnulltrue -\\\n'
    opened = refused = 0
    for _ in range(1500):
        text = list(original)
        for _ in range(rng.randrange(1, 4)):
            position = rng.randrange(len(text))
            action = rng.randrange(3)
            if action == 0:
                del text[position]
            elif action == 1:
                text.insert(position, rng.choice(alphabet))
            else:
                text[position] = rng.choice(alphabet)
        try:
            read_game("".join(text), ALGORITHM_CHOICES)
        except SavedGameError:
            refused += 1
        else:
            opened += 1
    assert refused > 0 and opened > 0  # some mutations hit whitespace, most break the file


def test_an_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path) -> None:
    path = tmp_path / "games" / "autosave.json"
    write_atomic(path, "first")
    write_atomic(path, "second")
    assert path.read_text() == "second"
    assert [entry.name for entry in path.parent.iterdir()] == ["autosave.json"]


def test_hint_reasons_speak_of_wins_draws_and_losses() -> None:
    assert hint_reason(SearchResult(4, WIN - 7, exact=True)) == "wins in 7 plies"
    assert (
        hint_reason(SearchResult(4, -(WIN - 4), exact=True))
        == "loses in 4 plies (the longest resistance)"
    )
    only = SearchResult(
        2,
        0,
        exact=True,
        move_scores=(MoveScore(2, 0, True), MoveScore(1, -(WIN - 2), True)),
    )
    assert hint_reason(only) == "the only move that does not lose"
    several = SearchResult(
        2,
        0,
        exact=True,
        move_scores=(MoveScore(2, 0, True), MoveScore(1, 0, True), MoveScore(5, -(WIN - 2), True)),
    )
    assert hint_reason(several) == "keeps the draw"
    assert hint_reason(SearchResult(3, 250)) == "best by the engine's estimate (score +250)"


def test_a_hint_names_its_move_and_cells_in_the_games_notation() -> None:
    state = get_game("tictactoe").replay(["a1", "b1", "a2", "b2"])
    result = SearchResult(6, WIN - 1, exact=True, move_scores=(MoveScore(6, WIN - 1, True),))
    hint = make_hint(state, result)
    assert hint.describe() == "a3 — completes three in a row, wins in 1 ply"
    assert hint.cells == (6,)
    assert move_score_labels(state, result) == {6: "W1"}


def test_the_hint_budget_is_the_strongest_level_capped() -> None:
    assert hint_level(Level("alphabeta", Limits(), margin=1)).limits == Limits(time=2.0)
    capped = hint_level(Level("alphabeta", Limits(depth=6, time=3.0), blunder=0.1))
    assert capped.limits == Limits(depth=6, time=2.0)
    assert capped.blunder == 0.0


def test_the_cursor_steps_to_the_neighbour_and_stops_at_the_edge() -> None:
    grid = tuple((float(x), float(y)) for y in range(3) for x in range(3))
    assert step(grid, 4, (1.0, 0.0)) == 5
    assert step(grid, 4, (0.0, -1.0)) == 1
    assert step(grid, 5, (1.0, 0.0)) == 5
    points = get_game("hare-hounds").new_state().layout().centres
    assert step(points, 3, (1.0, 0.0)) == 4  # from the left tip along the middle row


def test_a_position_is_copied_as_its_game_and_moves_and_pasted_back() -> None:
    assert position_text(SAVED) == "tictactoe b2 a1 c3"
    pasted = read_position_text("tictactoe b2 a1 c3", SAVED, "medium", ALGORITHM_CHOICES)
    assert pasted.saved == SAVED
    treed = replace(SAVED, tree={"children": [{"move": "b2", "marks": {"circles": [[4, "G"]]}}]})
    moves_only = read_position_text(" b2, a1 ", treed, "medium", ALGORITHM_CHOICES)
    assert moves_only.moves == (4, 0)
    assert moves_only.saved.tree is None  # the marks and lines of the game left stay there
    other = read_position_text("hare-hounds 1-2", SAVED, "medium", ALGORITHM_CHOICES)
    assert other.spec.name == "hare-hounds" and other.saved.level == "expert"
    json_text = read_position_text(to_json(SAVED), SAVED, "medium", ALGORITHM_CHOICES)
    assert json_text.saved == SAVED


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "no position"), ("b2 b2", "move 2"), ("connect4 8", "move 1"), ("{oops", "not JSON")],
)
def test_a_pasted_text_that_is_no_position_says_why(text: str, message: str) -> None:
    with pytest.raises(SavedGameError, match=message):
        read_position_text(text, SAVED, "medium", ALGORITHM_CHOICES)


def test_statistics_count_results_and_survive_a_round_trip(tmp_path) -> None:
    path = tmp_path / "statistics.json"
    statistics, notice = load_statistics(path)
    assert statistics == EMPTY and notice == ""
    statistics = statistics.counted("tictactoe", "expert", "draw").counted(
        "tictactoe", "expert", "loss"
    )
    save_statistics(path, statistics)
    loaded, notice = load_statistics(path)
    assert notice == ""
    assert loaded.tallies[("tictactoe", "expert")] == Tally(wins=0, draws=1, losses=1)
    with pytest.raises(ValueError, match="unknown result"):
        Tally().counted("resign")


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe", b"[]", b'{"format": "plyboard-statistics", "tallies": [{"game": "x"}]}'],
)
def test_unreadable_statistics_start_again_with_a_notice(tmp_path, content: bytes) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    statistics, notice = load_statistics(path)
    assert statistics == EMPTY
    assert "could not be read" in notice


def test_the_search_summary_shows_the_speed_of_searches_long_enough_to_measure() -> None:
    assert search_summary(SearchResult(0, 0, depth=9, nodes=4464, seconds=0.01)) == (
        "depth 9 · 4,464 nodes · 0.01 s"
    )
    assert search_summary(
        SearchResult(0, 0, depth=3, nodes=1000, seconds=0.5, algorithm="mcts")
    ).endswith("· 2,000 playouts/s")
