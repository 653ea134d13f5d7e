"""The compiled win by fours and threes (VCT) against the Python threat search."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.search import Budget, Limits
from games.mnk.compiled.searcher import CompiledGomokuSearcher
from games.mnk.patterns import Board
from games.mnk.rules import MnkState
from games.mnk.threats import ThreatSearch
from games.registry import get_game
from tests.unit.games.mnk.test_gomoku_compiled import RULES, random_position
from tests.unit.games.mnk.test_gomoku_tactics import VCT_POSITIONS, assert_threat_line

MOVES, THREES = 5, 3


def compiled_vct(state: MnkState, moves: int = MOVES, threes: int = THREES) -> list[int]:
    """The side to move's win by threats, through the searcher's entry to the kernel."""
    unlimited = int(np.iinfo(np.int64).max)
    line = CompiledGomokuSearcher().win_by_threats(state, state.to_move, moves, threes, unlimited)
    assert line is not None
    return list(line)


def python_vct(state: MnkState, moves: int = MOVES, threes: int = THREES) -> list[int] | None:
    board = Board.of_state(state)
    return ThreatSearch(board, Budget(Limits(), None)).vct(state.to_move, moves, threes)


@pytest.mark.parametrize(
    ("moves", "length"), VCT_POSITIONS, ids=[f"vct-{n}" for _, n in VCT_POSITIONS]
)
def test_the_suites_wins_by_threes_are_found_with_lines_that_hold(moves: str, length: int):
    state = get_game("gomoku").replay(moves.split())
    line = compiled_vct(state, length - 1, 4)  # the threats before the five
    assert len(line) == 2 * length - 1
    assert_threat_line(state, tuple(line))
    assert compiled_vct(state, length - 2, 4) == []  # none shorter


@pytest.mark.parametrize("name", RULES)
@pytest.mark.slow
def test_every_win_found_is_one_the_python_search_finds(name: str) -> None:
    """The compiled VCT looks at fewer attacker moves (near the last threat), so it finds a
    subset of the Python search's wins, never a shorter one, and each line holds."""
    spec = get_game(name)
    rng = random.Random(f"vct {name}")
    found = 0
    for _ in range(60):
        state = random_position(spec, rng)
        if state is None or state.legal_moves() == []:
            continue
        line = compiled_vct(state)
        if not line:
            continue
        expected = python_vct(state)
        assert expected is not None, state.to_text()
        assert (len(line) + 1) // 2 >= (len(expected) + 1) // 2, state.to_text()
        assert_threat_line(state, tuple(line))
        found += 1
    assert found >= 5
