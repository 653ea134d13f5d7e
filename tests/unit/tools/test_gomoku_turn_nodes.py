"""The calibration of a node limit picks our positions of recorded games."""

from __future__ import annotations

from pathlib import Path

from tools.match.gomoku_turn_nodes import LAST_MOVES_LEFT_OUT, our_positions

OPENING = ["h8", "h9", "f6", "i6", "j8"]
MOVES = [*OPENING, "g7", "g9", "i7", "i8", "g8", "h7", "k8", "g6", "f5", "e6", "d6"]


def test_our_positions_follow_the_opening_on_our_side_of_the_board(tmp_path: Path) -> None:
    record = tmp_path / "match.tsv"
    opening = " ".join(OPENING)
    lines = [
        ["1", opening, "Black", "win", "5 in a row", "0.3", "0.1", " ".join(MOVES), "0.3", "0.1"],
        ["2", opening, "White", "loss", "5 in a row", "0.3", "0.1", " ".join(MOVES), "0.3", "0.1"],
    ]
    record.write_text("".join("\t".join(line) + "\n" for line in lines), encoding="utf-8")
    games = our_positions(record, games=2, seed=0)
    plies = sorted([len(moves) for moves in game] for game in games)
    last = len(MOVES) - LAST_MOVES_LEFT_OUT
    assert plies == [list(range(5, last, 2)), list(range(6, last, 2))]
    assert all(moves == MOVES[: len(moves)] for game in games for moves in game)
