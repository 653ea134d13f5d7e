"""``SWAP2BOARD`` through ``plyboard gomocup``: the manager's three cases, as a referee
sends them, and malformed blocks."""

from __future__ import annotations

import re

from app.protocols.gomocup.server import GomocupBrain

POINT = r"\d+,\d+"


def started_brain(size: int = 15) -> GomocupBrain:
    brain = GomocupBrain()
    assert brain.handle(f"START {size}") == ["OK"]
    assert brain.handle("INFO timeout_turn 200") == []
    return brain


def swap2_reply(brain: GomocupBrain, *stones: str) -> list[str]:
    lines = ["SWAP2BOARD", *stones, "DONE"]
    return [reply for line in lines for reply in brain.handle(line)]


def points(reply: str) -> list[tuple[int, int]]:
    return [(int(x), int(y)) for x, y in (each.split(",") for each in reply.split())]


def test_no_stones_the_brain_opens_with_three_distinct_central_stones() -> None:
    for size in (15, 20):
        [reply] = swap2_reply(started_brain(size))
        assert re.fullmatch(rf"{POINT} {POINT} {POINT}", reply)
        opened = points(reply)
        assert len(set(opened)) == 3
        assert all(abs(x - size // 2) <= 3 and abs(y - size // 2) <= 3 for x, y in opened)


def test_three_stones_swap_or_one_move_or_two_more() -> None:
    brain = started_brain()
    [reply] = swap2_reply(brain, "7,7", "8,7", "9,9")
    assert reply == "SWAP" or re.fullmatch(rf"{POINT}( {POINT})?", reply)
    if reply != "SWAP":
        assert not {(7, 7), (8, 7), (9, 9)} & set(points(reply))


def test_a_strong_black_three_is_swapped() -> None:
    # Black h8, h9 with White far off in a corner: Black is clearly better, take it.
    assert swap2_reply(started_brain(), "7,7", "0,0", "7,6") == ["SWAP"]


def test_five_stones_swap_or_one_move() -> None:
    brain = started_brain()
    [reply] = swap2_reply(brain, "7,7", "8,7", "9,9", "8,8", "8,6")
    assert reply == "SWAP" or re.fullmatch(POINT, reply)
    if reply != "SWAP":
        # We took White and moved: the position holds our stone for the next TURN.
        assert points(reply)[0] in brain.own


def test_malformed_blocks_are_errors_and_the_brain_goes_on() -> None:
    brain = started_brain()
    assert swap2_reply(brain, "7,7", "8,7")[0].startswith("ERROR")  # two stones
    assert swap2_reply(brain, "7,7", "7,7", "9,9")[0].startswith("ERROR")  # twice
    assert swap2_reply(brain, "7;7", "8,7", "9,9")[0].startswith("ERROR")
    assert swap2_reply(brain, "7,7", "8,7", "99,9")[0].startswith("ERROR")
    assert re.fullmatch(POINT, brain.handle("BEGIN")[0])
