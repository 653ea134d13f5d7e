"""Every registered game keeps the game protocol, checked along seeded random playouts.

New games join automatically through ``games.registry.game_names()``.  A game
whose wins are not always a set of cells (a trapped hare, a mated king) sets the
class attribute ``winning_cells_optional = True`` on its state; then a win may
come with no cells to highlight.
"""

from __future__ import annotations

import random

import pytest

from games.base import BoardKind, GameSpec
from games.registry import game_names, get_game

PLAYOUTS = 20
PLY_CAP = 120
"""Plies per playout at most, to keep each game's cost bounded."""


def playout(spec: GameSpec, rng: random.Random) -> tuple[list, list[str]]:
    """A random game from the start: the states visited and the move texts played."""
    state = spec.new_state()
    states, texts = [state], []
    while state.outcome() is None and len(texts) < PLY_CAP:
        move = rng.choice(list(state.legal_moves()))
        texts.append(state.move_text(move))
        state = state.play(move)
        states.append(state)
    return states, texts


def check_position(spec: GameSpec, state) -> None:
    moves = list(state.legal_moves())
    outcome = state.outcome()
    assert (not moves) == (outcome is not None), state.to_text()
    assert state.to_move in (0, 1)
    if outcome is not None:
        assert outcome.winner in (None, 0, 1)
        assert outcome.reason

    text, key = state.to_text(), state.key()
    copy = spec.from_text(text)
    assert copy.key() == key
    assert copy.to_text() == text
    assert copy.outcome() == outcome
    hash(key)

    layout = state.layout()
    cells = len(layout.centres)
    assert len(layout.cell_names) == cells
    assert len(set(layout.cell_names)) == cells
    assert isinstance(layout.kind, BoardKind)
    for x, y in layout.centres:
        assert 0 <= x <= layout.columns - 1
        assert 0 <= y <= layout.rows - 1
    for a, b in layout.edges:
        assert 0 <= a < cells and 0 <= b < cells
    assert len(state.pieces()) == cells

    for move in moves:
        move_text = state.move_text(move)
        assert state.parse_move(move_text) == move, move_text
        move_cells = state.move_cells(move)
        assert move_cells, move_text
        assert all(0 <= cell < cells for cell in move_cells), (move_text, move_cells)
        state.play(move)
    assert state.key() == key, "play() changed the position it was called on"
    assert state.to_text() == text, "play() changed the position it was called on"

    winning = state.winning_cells()
    assert all(0 <= cell < cells for cell in winning)
    won = outcome is not None and outcome.winner is not None
    if not won:
        assert winning == ()
    elif not state.winning_cells_optional:
        assert winning, f"{spec.name}: a win with no winning cells"


@pytest.mark.parametrize("name", game_names())
@pytest.mark.slow
def test_random_playouts_keep_the_protocol(name):
    spec = get_game(name)
    rng = random.Random(f"conformance {name}")
    for _ in range(PLAYOUTS):
        states, texts = playout(spec, rng)
        for state in states:
            check_position(spec, state)
        replayed = spec.replay(texts)
        assert replayed.key() == states[-1].key()
        assert replayed.to_text() == states[-1].to_text()
        assert len({state.key() for state in states}) > 1 or not texts


@pytest.mark.parametrize("name", game_names())
def test_equal_positions_have_equal_keys_however_reached(name):
    spec = get_game(name)
    rng = random.Random(f"keys {name}")
    states, texts = playout(spec, rng)
    again = spec.new_state()
    assert again.key() == states[0].key()
    for text, expected in zip(texts, states[1:], strict=True):
        again = again.play(again.parse_move(text))
        assert again.key() == expected.key()
        assert hash(again.key()) == hash(expected.key())
