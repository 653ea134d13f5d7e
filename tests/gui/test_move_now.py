"""Move now before the engine has a move: the quick move (engine/quick.py, gui/quick_move.py)."""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from itertools import count

from engine.player import Level
from engine.quick import QUICK_ALGORITHM, quick_move
from engine.search import WIN, Limits, SearchResult, StopReason
from games.registry import get_game
from tests.gui.test_gui_parts import open_window


def tictactoe_after(*texts: str):
    return get_game("tictactoe").replay(texts)


def test_a_win_on_the_spot_is_played_and_proven() -> None:
    state = tictactoe_after("a1", "a2", "b1", "b2")  # X to move: c1 wins
    result = quick_move(state, lambda position: 0)
    assert state.move_text(result.best_move) == "c1"
    assert result.score == WIN - 1 and result.exact
    assert result.algorithm == QUICK_ALGORITHM and result.depth == 1
    assert result.stop_reason is StopReason.CANCELLED


def test_the_move_whose_position_is_worst_for_the_opponent_is_chosen() -> None:
    state = tictactoe_after("b2")
    opponent_fears = state.parse_move("a1")

    def heuristic(position) -> int:  # from the side to move there (X after O's move)
        return -50 if position.pieces()[opponent_fears] is not None else 10

    result = quick_move(state, heuristic)
    assert result.best_move == opponent_fears and result.score == 50
    assert not result.exact
    assert result.nodes == len(state.legal_moves())


def test_the_budget_stops_the_scoring_after_the_first_ordered_move() -> None:
    state = tictactoe_after("b2")
    ticks = count()  # each look at the clock is one second later
    last = state.parse_move("c3")

    def last_first(position, moves):
        return sorted(moves, key=lambda move: move != last)

    result = quick_move(
        state, lambda position: 0, last_first, budget=0.5, clock=lambda: float(next(ticks))
    )
    assert result.nodes == 1 and result.best_move == last


class StuckSearcher:
    """Never answers until released, whatever its stop event says (a kernel compiling)."""

    name = "stuck"

    def __init__(self) -> None:
        self.released = threading.Event()
        self.entered = threading.Event()

    def search(self, state, limits, **options) -> SearchResult:
        self.entered.set()
        self.released.wait(60)
        return SearchResult(state.legal_moves()[-1], 0, depth=1, algorithm="stuck")


def test_move_now_plays_a_quick_move_when_the_engine_does_not_answer(qtbot) -> None:
    stuck = StuckSearcher()
    tictactoe = get_game("tictactoe")
    levels = dict.fromkeys(tictactoe.levels, Level("stuck", Limits(depth=9)))
    spec = replace(tictactoe, levels=levels, searchers={"stuck": lambda: stuck})
    window = open_window(qtbot, spec)  # a game of its own: searched in this process
    controller = window.controller
    try:
        assert controller.play_move(4)  # b2
        qtbot.waitUntil(stuck.entered.is_set, timeout=10_000)
        with qtbot.waitSignal(controller.state_changed, timeout=10_000):  # a hang guard only
            window.menus.move_now.trigger()
        assert len(controller.moves) == 2
        decision = controller.last_decision
        assert decision is not None and decision.result is not None
        assert decision.result.algorithm == QUICK_ALGORITHM
        assert controller.moves[1] == decision.result.best_move
        assert not controller.thinking and controller.human_to_move()
        message = window.status_bar.currentMessage()
        assert message.startswith(f"Played {tictactoe.new_state().move_text(controller.moves[1])}")
        assert "at once: the engine had no move yet" in message
        assert "quick move" in window.panel.search.text()
    finally:
        stuck.released.set()
    qtbot.wait(50)  # the stuck search's late answer arrives and is dropped
    assert len(controller.moves) == 2
    window.close()


def test_without_patience_move_now_waits_for_the_engines_own_answer(qtbot) -> None:
    stuck = StuckSearcher()
    tictactoe = get_game("tictactoe")
    levels = dict.fromkeys(tictactoe.levels, Level("stuck", Limits(depth=9)))
    spec = replace(tictactoe, levels=levels, searchers={"stuck": lambda: stuck})
    window = open_window(qtbot, spec)
    controller = window.controller
    controller.move_now_patience = None
    assert controller.play_move(4)
    qtbot.waitUntil(stuck.entered.is_set, timeout=10_000)
    window.menus.move_now.trigger()
    qtbot.wait(200)
    assert controller.thinking and len(controller.moves) == 1
    with qtbot.waitSignal(controller.state_changed, timeout=10_000):
        stuck.released.set()
    decision = controller.last_decision
    assert decision is not None and decision.result is not None
    assert decision.result.algorithm == "stuck"
    assert len(controller.moves) == 2
    window.close()


def test_quick_moves_are_legal_in_every_game() -> None:
    from games.registry import all_games

    rng = random.Random(1)
    for spec in all_games():
        state = spec.new_state()
        for _ in range(3):
            state = state.play(rng.choice(list(state.legal_moves())))
        result = quick_move(state, spec.heuristic, spec.order_moves)
        assert result.best_move in state.legal_moves(), spec.name
        assert result.nodes >= 1
