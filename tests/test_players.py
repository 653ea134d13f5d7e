"""Player specs: levels, engines with parameters, and clear errors for bad ones."""

import pytest

from app.players import PlayerSpecError, parse_player
from engine.player import Level
from engine.search import Limits
from games.registry import get_game

GAME = get_game("tictactoe")


def test_level_name_uses_the_games_table() -> None:
    spec = parse_player(" Hard ", GAME)
    assert spec.text == "hard"
    assert spec.level == GAME.level("hard")


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
    assert spec.level == level
    assert spec.text == text


def test_parameters_override_a_level() -> None:
    hard = GAME.level("hard")
    spec = parse_player("hard:blunder=0.2", GAME)
    assert spec.level.blunder == 0.2
    assert spec.level.limits == hard.limits
    assert spec.level.algorithm == hard.algorithm


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
