"""Gomocup brains in the arena: the ``gomocup:PATH`` player spec and forfeits."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.protocols.gomocup.client import GomocupSearcher
from app.services.arena import GameTask, play_game
from app.services.players import BRAIN_SECONDS, PlayerSpecError, make_searcher, parse_player
from games.registry import get_game
from tests.support import FAKES

HERE = FAKES
FIRST_EMPTY = HERE / "gomocup_fake_brain.py"
CRASH = HERE / "gomocup_crash_brain.py"
ILLEGAL = HERE / "gomocup_illegal_brain.py"
GOMOKU = get_game("gomoku")


def test_the_spec_keeps_the_path_and_takes_a_time() -> None:
    player = parse_player("gomocup:/Some/Dir/pbrain-Wine,time=0.5", GOMOKU)
    assert player.text == "gomocup:/Some/Dir/pbrain-Wine,time=0.5"
    level = player.level_as(0)
    assert level.algorithm == "gomocup:/Some/Dir/pbrain-Wine"
    assert level.limits.time == 0.5 and level.limits.nodes is None
    assert parse_player("GOMOCUP:/x/p", GOMOKU).level_as(1).limits.time == BRAIN_SECONDS
    assert isinstance(make_searcher(GOMOKU, level), GomocupSearcher)


@pytest.mark.parametrize(
    ("text", "game", "message"),
    [
        ("gomocup:/x/p,time=soon", "gomoku", "bad value 'soon' for time"),
        ("gomocup:", "gomoku", "give the brain's executable"),
        ("gomocup:/x/p", "connect4", "Gomocup brains play gomoku"),
    ],
)
def test_bad_brain_specs(text: str, game: str, message: str) -> None:
    with pytest.raises(PlayerSpecError, match=message):
        parse_player(text, get_game(game))


def game(brain: Path, index: int = 0, plies: int = 60) -> tuple[int | None, str, int]:
    """(winner colour, reason, plies) of ``beginner`` against the brain (Black in even games)."""
    task = GameTask("gomoku", ("beginner", f"gomocup:{brain},time=20"), "brains", index, 0, plies)
    record = play_game(task)
    return record.winner, record.reason, len(record.moves)


def test_a_whole_game_against_a_brain() -> None:
    winner, reason, plies = game(FIRST_EMPTY, index=1)  # the brain is Black
    # The brain fills the top row from a15: beginner blocks it and wins in the end.
    assert reason == "5 in a row" and winner == 1
    assert plies > 10


def test_a_crash_loses() -> None:
    winner, reason, plies = game(CRASH)
    assert winner == 0 and plies == 1  # beginner opened, the brain (White) crashed
    assert reason.startswith("White's brain lost by crash: the brain exited")


def test_an_illegal_move_loses() -> None:
    winner, reason, _ = game(ILLEGAL, index=1)  # the brain is Black: a15, then a15 again
    assert winner == 1
    assert reason == "Black's brain lost by illegal move: the brain played a15, which is taken"
