"""The outside engine's verdict on a "win material" puzzle's moves."""

from __future__ import annotations

import pytest

from tools.bench.chess_puzzle_audit import verdict


@pytest.mark.parametrize(
    ("scores", "expected"),
    [
        ({"g3g2": 588, "g3h4": -40, "g3f4": -300}, "ok"),
        ({"g3g2": 588, "g3h4": 544}, "another move wins too"),
        ({"g3g2": 588, "g3h4": 150}, "ok"),  # the other is not a win
        ({"g3g2": 271, "g3h4": 344}, "another move is better"),
        ({"g3g2": 300, "g3h4": 330}, "another move wins too"),  # within the noise
    ],
)
def test_the_verdict_names_a_second_win_or_a_better_move(scores, expected):
    assert verdict(scores, ("g3g2",)) == expected


def test_any_move_of_the_solution_counts_as_the_solution():
    assert verdict({"a1a2": 50, "b1b2": 600, "c1c2": 0}, ("a1a2", "b1b2")) == "ok"
