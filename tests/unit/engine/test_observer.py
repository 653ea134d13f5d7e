"""The events the searchers report, in order, on positions small enough to read."""

import math
import random

import pytest

from engine.observer import (
    BackedUp,
    CutOff,
    Expanded,
    IterationFinished,
    IterationStarted,
    LeafKind,
    NodeEntered,
    NodeLeft,
    PlayedOut,
    Selected,
    ValueBound,
)
from engine.search import INFINITY, WIN, Limits
from engine.tree import tree_searcher
from games.registry import get_game

GAME = get_game("tictactoe")


def position(moves: str):
    state = GAME.new_state()
    for text in moves.split():
        state = state.play(state.parse_move(text))
    return state


def test_alphabeta_events_on_a_two_move_position():
    """X to move with a2 and c2 left: a2 lets O win with c2, c2 draws."""
    state = position("a1 b2 c3 a3 c1 b1 b3")
    a2, c2 = state.parse_move("a2"), state.parse_move("c2")
    events = []
    searcher = tree_searcher("alphabeta", GAME.heuristic, observer=events.append)
    result = searcher.search(state, Limits(depth=2))
    after_a2 = state.play(a2)
    after_c2 = state.play(c2)
    at_a2 = GAME.heuristic(after_a2)
    at_c2 = GAME.heuristic(after_c2)
    assert events == [
        IterationStarted(1),
        NodeEntered(a2, 0, -INFINITY, INFINITY),
        NodeLeft(at_a2, -INFINITY, INFINITY, LeafKind.HORIZON),
        NodeEntered(c2, 0, -INFINITY, at_a2),  # beta = -(alpha at the root) = -(-at_a2)
        NodeLeft(at_c2, -INFINITY, at_a2, LeafKind.HORIZON),
        IterationFinished(1, max(-at_a2, -at_c2), c2),
        IterationStarted(2),
        # the previous iteration's best move first
        NodeEntered(c2, 1, -INFINITY, INFINITY),
        NodeEntered(a2, 0, -INFINITY, INFINITY),  # O fills the board: a draw
        NodeLeft(0, -INFINITY, INFINITY, LeafKind.TERMINAL),
        NodeLeft(0, -INFINITY, INFINITY, None),
        NodeEntered(a2, 1, -INFINITY, 0),  # must beat the draw: window [-inf, 0] for O
        NodeEntered(c2, 0, 0, INFINITY),  # O wins with c2 at ply 2
        NodeLeft(-(WIN - 2), 0, INFINITY, LeafKind.TERMINAL),
        CutOff(c2, WIN - 2, 0, ()),
        NodeLeft(WIN - 2, -INFINITY, 0, None),
        IterationFinished(2, 0, c2),
    ]
    assert result.nodes == sum(isinstance(event, NodeEntered) for event in events)
    assert events[-2].bound is ValueBound.LOWER  # a2: O wins, at least beta from O's side
    assert events[-4].bound is ValueBound.UPPER  # c2 after a2: X has lost, at most alpha


def test_minimax_events_have_open_windows_and_no_cutoffs():
    state = position("a1 b2 c3 c1 a3")
    events = []
    result = tree_searcher("minimax", GAME.heuristic, observer=events.append).search(
        state, Limits(depth=3)
    )
    entered = [event for event in events if isinstance(event, NodeEntered)]
    left = [event for event in events if isinstance(event, NodeLeft)]
    assert len(entered) == len(left) == result.nodes
    assert all((e.alpha, e.beta) == (-INFINITY, INFINITY) for e in entered)
    assert all(e.bound is ValueBound.EXACT for e in left)
    assert not any(isinstance(event, CutOff) for event in events)
    # every enter is matched by a leave, nested like brackets
    depth = 0
    for event in events:
        depth += isinstance(event, NodeEntered) - isinstance(event, NodeLeft)
        assert depth >= 0
    assert depth == 0


def test_mcts_events_per_playout():
    state = position("b2")
    events = []
    result = tree_searcher("mcts", GAME.heuristic, rng=random.Random(5), observer=events.append)
    result = result.search(state, Limits(nodes=60))
    playouts = [i for i, event in enumerate(events) if isinstance(event, Selected)]
    assert len(playouts) == result.nodes == 60
    for number, start in enumerate(playouts):
        end = playouts[number + 1] if number + 1 < len(playouts) else len(events)
        chunk = events[start:end]
        selected, *rest = chunk
        assert len(selected.uct) == len(selected.path)
        if isinstance(rest[0], Expanded):
            expanded, *rest = rest
            assert expanded.path[:-1] == selected.path
            leaf = expanded.path
        else:
            leaf = selected.path
        played, backed = rest
        assert isinstance(played, PlayedOut) and isinstance(backed, BackedUp)
        assert played.path == backed.path == leaf
        assert backed.visits[0] == number + 1  # the root counts every playout
        assert len(backed.visits) == len(backed.wins) == len(leaf) + 1


def test_mcts_selects_the_child_with_the_highest_reported_uct():
    """Replaying the events alone (statistics from BackedUp, children from Expanded), each
    step of each selection took a child of highest UCB1 value, and the value reported is it."""
    state = position("a1")
    events = []
    searcher = tree_searcher("mcts", GAME.heuristic, rng=random.Random(2), observer=events.append)
    searcher.search(state, Limits(nodes=300))
    stats = {(): (0, 0.0, None)}
    children: dict[tuple, list[tuple]] = {}
    checked = 0
    for event in events:
        if isinstance(event, Expanded):
            children.setdefault(event.path[:-1], []).append(event.path)
        elif isinstance(event, BackedUp):
            for length in range(len(event.path) + 1):
                stats[event.path[:length]] = (
                    event.visits[length],
                    event.wins[length],
                    event.proven[length],
                )
        elif isinstance(event, Selected):
            for length, reported in enumerate(event.uct, start=1):
                parent, chosen = event.path[: length - 1], event.path[:length]

                def uct(path, parent_visits=stats[parent][0]):
                    visits, wins, proven = stats[path]
                    if proven == 1:
                        return math.inf
                    if proven == -1:
                        return -1.0
                    return wins / visits + math.sqrt(2) * math.sqrt(
                        math.log(parent_visits) / visits
                    )

                values = [uct(path) for path in children[parent]]
                assert uct(chosen) == pytest.approx(max(values))
                assert reported == pytest.approx(uct(chosen))
                checked += 1
    assert checked > 300  # selections below the root were checked too
