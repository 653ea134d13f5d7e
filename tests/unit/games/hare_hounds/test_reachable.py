"""Which Hare and Hounds positions a game reaches (games/hare_hounds/reachable.py)."""

from __future__ import annotations

import random

import pytest

from games.hare_hounds.reachable import reachable_placements, unreachable_reason
from games.hare_hounds.rules import HARE, HOUNDS
from games.registry import get_game

VARIANTS = ("hare-hounds", "hare-hounds-centre", "hare-hounds-tip", "hare-hounds-plies40")


@pytest.mark.parametrize("name", VARIANTS)
def test_every_position_of_a_game_is_reachable(name: str) -> None:
    spec = get_game(name)
    rng = random.Random(name)
    for _ in range(40):
        state = spec.new_state()
        while state.outcome() is None:
            assert unreachable_reason(state) is None, state.to_text()
            state = state.play(rng.choice(state.legal_moves()))


def test_a_side_to_move_that_could_not_have_got_there() -> None:
    spec = get_game("hare-hounds")
    start = spec.new_state()
    hare_on_5 = "hounds=1,4,9 hare=5 move=hare"  # the hounds never left their start
    with pytest.raises(ValueError, match="no game reaches this position with the hare to move"):
        spec.from_position(hare_on_5)
    spec.from_position(hare_on_5.replace("move=hare", "move=hounds"))  # the hare went there
    boxed_in = "hounds=1,3,6 hare=2 move=hounds"  # the hare had no way onto point 2
    with pytest.raises(ValueError, match="with the hounds to move"):
        spec.from_position(boxed_in)
    placements = reachable_placements(start.variant)
    assert (start.hounds, start.hare, HOUNDS) in placements
    assert (start.hounds, 4, HARE) not in placements  # cell 4 is point 5
