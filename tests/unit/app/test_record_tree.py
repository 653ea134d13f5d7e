"""The game record walks a tree: a move from an earlier position keeps the line played
before as the main line, redo follows the main line, any node can be reached."""

from __future__ import annotations

from app.gui.session.record import GameRecord
from games.registry import get_game

NOBODY: frozenset[int] = frozenset()


def test_a_move_from_an_earlier_position_makes_a_variation():
    spec = get_game("tictactoe")
    start = spec.new_state()
    a1, b2, c3 = (start.parse_move(text) for text in ("a1", "b2", "c3"))
    record = GameRecord(spec, [a1, b2, c3])
    record.undo(NOBODY)
    record.undo(NOBODY)
    assert record.undone == [c3, b2]
    b1 = record.state.parse_move("b1")
    record.play(b1)
    assert record.moves == [a1, b1] and record.undone == []
    first = record.root.children[0]
    assert [child.move for child in first.children] == [b2, b1]  # b2 still the main line
    assert record.go_to_node(first.children[0].children[0], NOBODY)  # c3 on the main line
    assert record.moves == [a1, b2, c3]
    assert not record.go_to_node(record.node, NOBODY)
    record.go_to(1, NOBODY)
    record.play(b2)  # the main line's own next move: followed, no new variation
    assert len(first.children) == 2 and record.undone == [c3]
    assert record.redo(NOBODY) and record.moves == [a1, b2, c3]
