"""The game record keeps each move's cells as it plays, takes back and replays moves."""

from __future__ import annotations

from app.gui.session.record import GameRecord
from games.chess.rules import CLAIM_DRAW
from games.registry import get_game


def test_cells_follow_the_moves_through_undo_redo_and_going_to_a_ply() -> None:
    spec = get_game("teeko")
    record = GameRecord(spec)
    state = spec.new_state()
    moves = []
    for _ in range(10):  # eight drops, then two slides
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.play(move)
        record.play(move)
    expected, replay = [], spec.new_state()
    for move in moves:
        expected.append(tuple(replay.move_cells(move)))
        replay = replay.play(move)
    assert record.cells == expected
    assert len(expected[-1]) == 2  # a slide: from and to
    assert record.last_move_cells() == expected[-1]
    record.undo(computer=())
    assert record.cells == expected[:-1]
    record.go_to(3, computer=())
    assert record.cells == expected[:3]
    record.redo(computer=())
    assert record.cells == expected[:4]
    record.restart(spec, moves[:2])
    assert record.cells == expected[:2]


def test_a_move_off_the_board_has_no_cells() -> None:
    spec = get_game("chess")
    record, state = GameRecord(spec), spec.new_state()
    for text in ("Nf3", "Nf6", "Ng1", "Ng8") * 2:  # the start position a third time
        move = state.parse_move(text)
        state = state.play(move)
        record.play(move)
    record.play(CLAIM_DRAW)
    assert record.last_move_cells() == ()
    assert len(record.cells) == 9 and all(len(cells) == 2 for cells in record.cells[:-1])
