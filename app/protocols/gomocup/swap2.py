"""``SWAP2BOARD``, the Gomocup command for the swap2 opening (Gomocup 2020 experimental
tournament): the manager sends the stones placed so far, one ``x,y`` per line in the
order played (Black first, colours alternating), then ``DONE``.

With 0 stones the brain answers its three opening stones (``x,y x,y x,y``); with 3
(it is the responder) or 5 (it is the opener, choosing again) it answers ``SWAP`` to
take Black, one move ``x,y`` to take White and play it, or, with 3 only, two more
stones ``x,y x,y`` (White, Black) that pass the choice back.  The decision is
:func:`games.mnk.opening_rules.decide`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from games.mnk.opening_rules import (
    OPENING_STONES,
    SWAP2_EXTRA_STONES,
    Choice,
    OpeningPhase,
    OpeningRule,
    decide,
    opening_stones,
    two_more_stones,
)
from games.mnk.rules import MnkState

COMMAND = "SWAP2BOARD"
SWAP = "SWAP"
_PAIR = re.compile(r"\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*\d+\s*)?")
"""``x,y``; a third field (as in ``BOARD``) is accepted and ignored."""


class Swap2Error(ValueError):
    """A ``SWAP2BOARD`` block the brain cannot answer; the message follows ``ERROR``."""


def parse_points(lines: Sequence[str]) -> list[tuple[int, int]]:
    """The ``(x, y)`` of each line; raises :class:`Swap2Error` on a malformed line."""
    points = []
    for line in lines:
        match = _PAIR.fullmatch(line)
        if match is None:
            raise Swap2Error(f"SWAP2BOARD line {line!r} is not x,y")
        points.append((int(match[1]), int(match[2])))
    return points


def answer(
    points: Sequence[tuple[int, int]],
    empty: MnkState,
    cell: Callable[[tuple[int, int]], int],
    point: Callable[[int], tuple[int, int]],
    play_white: Callable[[], str],
) -> str:
    """The reply to a ``SWAP2BOARD`` block of ``points`` on the board of ``empty``.
    ``play_white`` searches White's move in the position of ``points`` (set up by the
    caller)."""
    count = len(points)
    if count not in (0, OPENING_STONES, OPENING_STONES + SWAP2_EXTRA_STONES):
        raise Swap2Error(f"SWAP2BOARD needs 0, 3 or 5 stones, got {count}")
    cells = [cell(each) for each in points]
    if len(set(cells)) < count:
        raise Swap2Error("a stone is given twice")
    if count == 0:
        return _points_text(opening_stones(empty), point)
    phase, state = OpeningPhase.start(OpeningRule.SWAP2), empty
    for index, each in enumerate(cells):
        if index == OPENING_STONES:
            phase = phase.choose(Choice.PLACE_TWO)
        phase, state = phase.place(each), state.play(each)
    decision = decide(phase, state)
    if decision.choice is Choice.TAKE_BLACK:
        return SWAP
    if decision.choice is Choice.TAKE_WHITE:
        return play_white()
    return _points_text(two_more_stones(state), point)


def _points_text(cells: Sequence[int], point: Callable[[int], tuple[int, int]]) -> str:
    return " ".join("{},{}".format(*point(each)) for each in cells)
