"""Player specs: levels, engines with parameters, and clear errors for bad ones."""

from dataclasses import replace

import pytest

from app.services.players import PlayerSpecError, parse_player
from engine.player import Level
from engine.search import Limits
from games.registry import get_game

GAME = get_game("tictactoe")


def test_level_name_uses_the_games_table() -> None:
    spec = parse_player(" Hard ", GAME)
    assert spec.text == "hard"
    assert spec.levels == (GAME.level("hard"),) * 2


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("alphabeta:depth=4", Level("alphabeta", Limits(depth=4))),
        ("alphabeta:time=0.5", Level("alphabeta", Limits(time=0.5))),
        ("mcts:playouts=2000", Level("mcts", Limits(nodes=2000))),
        ("mcts:nodes=300", Level("mcts", Limits(nodes=300))),
        ("minimax:depth=3", Level("minimax", Limits(depth=3))),
        ("random", Level("random", Limits())),
        (
            "alphabeta:depth=2,blunder=0.25,margin=5",
            Level("alphabeta", Limits(depth=2), blunder=0.25, margin=5),
        ),
    ],
)
def test_engine_specs(text: str, level: Level) -> None:
    spec = parse_player(text, GAME)
    assert spec.levels == (level, level)
    assert spec.text == text


def test_parameters_override_a_level() -> None:
    hard = GAME.level("hard")
    spec = parse_player("hard:blunder=0.2", GAME)
    assert spec.level_as(0) == spec.level_as(1) == replace(hard, blunder=0.2)


def test_a_level_that_depends_on_the_side_keeps_each_sides_settings() -> None:
    game = replace(
        GAME,
        role_levels={1: {"hard": Level("alphabeta", Limits(depth=9), margin=3)}},
    )
    spec = parse_player("hard:blunder=0.1", game)
    assert spec.level_as(0) == replace(GAME.level("hard"), blunder=0.1)
    assert spec.level_as(1) == Level("alphabeta", Limits(depth=9), blunder=0.1, margin=3)
    assert game.level("hard") == game.level("hard", 0) == GAME.level("hard")
    assert "X: " in game.describe_level("hard") and "O: " in game.describe_level("hard")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("stockfish", "unknown player 'stockfish'"),
        ("", "empty player spec"),
        ("alphabeta:dept=3", "unknown parameter 'dept'"),
        ("alphabeta:depth", "needs a value"),
        ("alphabeta:depth=x", "bad value 'x' for depth"),
        ("alphabeta:depth=0", "bad value '0' for depth"),
        ("alphabeta:time=-1", "bad value '-1' for time"),
        ("hard:blunder=1.5", "expected a probability"),
        ("mcts:playouts=2.5", "bad value '2.5' for playouts"),
        ("random:depth=2", "takes no parameters"),
    ],
)
def test_bad_specs_raise_a_typed_error_naming_the_problem(text: str, message: str) -> None:
    with pytest.raises(PlayerSpecError, match=message) as caught:
        parse_player(text, GAME)
    assert isinstance(caught.value, ValueError)
    assert "\n" not in str(caught.value)


def test_unknown_player_error_lists_the_choices() -> None:
    with pytest.raises(PlayerSpecError) as caught:
        parse_player("grandmaster", GAME)
    for choice in ("beginner", "expert", "alphabeta", "mcts", "random"):
        assert choice in str(caught.value)
