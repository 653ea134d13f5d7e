"""The engine process: ``plyboard engine``'s line protocol and the client that drives it.

Searches are limited by depth or nodes, never by time; a search that must still be
running when it is stopped or killed gets a node budget far beyond what it can spend
before the test acts (the test acts on its first report).
"""

from __future__ import annotations

import io
import json
import os
import queue
import random
import signal
import threading

import pytest

from app.protocols.engine.client import EngineClient, EngineCrashed, EngineError
from app.protocols.engine.messages import (
    EngineNotice,
    SearchOrder,
    decision_from_json,
    level_from_json,
    level_to_json,
)
from app.protocols.engine.report import analysis_report, result_from_report
from app.protocols.engine.server import EngineServer
from engine.player import Level, choose_move
from engine.search import Limits, StopReason
from games.registry import get_game

LONG = Level("alphabeta", Limits(nodes=500_000_000))
"""A search that runs far longer than any test waits for its first report."""


def serve(*lines: str) -> list[tuple[str, object]]:
    """Run an in-process server on ``lines`` (then the end of input); its answers, decoded."""
    out = io.StringIO()
    EngineServer(out).serve(io.StringIO("".join(line + "\n" for line in lines)))
    answers = []
    for line in out.getvalue().splitlines():
        keyword, _, rest = line.partition(" ")
        answers.append((keyword, json.loads(rest) if rest else None))
    return answers


@pytest.fixture
def client():
    engine = EngineClient()
    yield engine
    engine.close()


def test_malformed_commands_are_answered_with_errors_and_the_engine_goes_on() -> None:
    answers = serve(
        "search {not json",
        "dance",
        'search {"id": 1, "game": "no-such-game"}',
        'search {"id": 2, "game": "tictactoe", "moves": ["z9"]}',
        'search {"id": 3, "game": "tictactoe", "moves": ["a1", "a2", "b1", "b2", "c1"]}',
        'search {"id": 4, "game": "tictactoe", "level": "impossible"}',
        'search {"id": 5, "game": "tictactoe", "level": {"depth": "deep"}}',
        "stop",
        "warm",
        "ping",
    )
    errors = [payload for keyword, payload in answers if keyword == "error"]
    assert len(errors) == 9
    messages = " | ".join(error["message"] for error in errors)
    for words in ("malformed", "unknown command", "unknown game", "z9", "game is over"):
        assert words in messages
    assert "unknown level" in errors[5]["message"] or "impossible" in errors[5]["message"]
    assert "depth must be a number" in errors[6]["message"]
    assert [error["id"] for error in errors[:7]] == [None, None, 1, 2, 3, 4, 5]
    assert answers[-1] == ("pong", None)


def test_a_search_reports_each_depth_then_its_result_in_move_texts() -> None:
    level = level_to_json(Level("alphabeta", Limits(depth=3)))
    answers = serve(
        f'search {{"id": 9, "game": "tictactoe", "moves": ["b2"], "level": {json.dumps(level)}}}'
    )
    infos = [payload for keyword, payload in answers if keyword == "info"]
    assert [info["result"]["depth"] for info in infos] == [1, 2, 3]
    keyword, result = answers[-1]
    assert keyword == "result" and result["id"] == 9 and result["random"] is False
    assert result["move"] == result["result"]["best"] == "a1"
    assert result["result"]["stop_reason"] == "depth"


def test_levels_travel_intact() -> None:
    level = Level("mcts", Limits(depth=2, time=1.5, nodes=300), blunder=0.25, margin=7)
    assert level_from_json(level_to_json(level)) == level
    with pytest.raises(ValueError, match="unknown level fields: speed"):
        level_from_json({"speed": 3})


@pytest.mark.parametrize("algorithm", ["alphabeta", "mcts"])
def test_a_result_parses_back_to_the_same_search_result(algorithm: str) -> None:
    spec = get_game("connect4")
    state = spec.replay(["4", "4", "3"])
    searcher = spec.searcher(algorithm, random.Random(2))
    result = searcher.search(state, Limits(depth=4, nodes=400), score_all_moves=True)
    report = json.loads(json.dumps(analysis_report(spec, state, result)))
    parsed = result_from_report(state, report)
    assert parsed.best_move == result.best_move
    assert parsed.pv == result.pv
    assert parsed.move_scores == result.move_scores
    assert parsed.stop_reason == result.stop_reason
    assert (parsed.score, parsed.depth, parsed.nodes, parsed.exact, parsed.algorithm) == (
        result.score,
        result.depth,
        result.nodes,
        result.exact,
        result.algorithm,
    )
    decision = decision_from_json(state, {"move": "5", "random": True, "result": None})
    assert decision.move == state.parse_move("5") and decision.result is None


@pytest.mark.slow
def test_the_process_chooses_what_the_same_seed_chooses_in_process(client: EngineClient) -> None:
    spec = get_game("tictactoe")
    state = spec.replay(["b2"])
    level = spec.level("medium", state.to_move)
    rng = random.Random(11)
    expected = choose_move(spec.searcher(level.algorithm, rng), state, level, rng)
    decision = client.search(
        SearchOrder("tictactoe", ("b2",), "medium", seed=11, session="a"), state
    )
    assert decision.move == expected.move
    assert decision.result is not None and expected.result is not None
    assert (decision.result.score, decision.result.pv, decision.result.nodes) == (
        expected.result.score,
        expected.result.pv,
        expected.result.nodes,
    )


@pytest.mark.slow
def test_stop_ends_a_running_search_with_its_best_move_so_far(client: EngineClient) -> None:
    spec = get_game("mnk-8-8-4")
    state = spec.new_state()
    stop = threading.Event()
    depths: list[int] = []

    def on_info(result) -> None:
        depths.append(result.depth)
        stop.set()

    decision = client.search(SearchOrder("mnk-8-8-4", (), LONG), state, stop=stop, on_info=on_info)
    assert depths
    assert decision.result is not None
    assert decision.result.stop_reason is StopReason.CANCELLED
    assert decision.move in state.legal_moves()


@pytest.mark.slow
def test_an_engine_error_is_typed(client: EngineClient) -> None:
    state = get_game("tictactoe").new_state()
    with pytest.raises(EngineError, match="unknown level"):
        client.search(SearchOrder("tictactoe", (), "grandmaster"), state)
    assert client.ping()


@pytest.mark.slow
def test_a_killed_engine_raises_a_typed_error_and_the_next_request_restarts_it(
    client: EngineClient,
) -> None:
    spec = get_game("mnk-8-8-4")
    state = spec.new_state()
    client.start()
    first_pid = client.pid
    assert first_pid is not None

    def kill_on_first_report(result) -> None:
        os.kill(first_pid, signal.SIGKILL)

    with pytest.raises(EngineCrashed, match="SIGKILL") as crash:
        client.search(SearchOrder("mnk-8-8-4", (), LONG), state, on_info=kill_on_first_report)
    assert crash.value.exit_code == -signal.SIGKILL
    small = get_game("tictactoe")
    decision = client.search(
        SearchOrder("tictactoe", ("b2",), Level("alphabeta", Limits(depth=2))), small.replay(["b2"])
    )
    assert decision.move in small.replay(["b2"]).legal_moves()
    assert client.pid not in (None, first_pid)
    assert client.restarts == 1


@pytest.mark.slow
def test_warming_a_game_reports_when_it_is_ready_and_again_after_a_restart(
    client: EngineClient,
) -> None:
    notices: queue.Queue[EngineNotice] = queue.Queue()
    client.on_notice = notices.put
    client.warm("tictactoe")
    notice = notices.get(timeout=60)
    assert (notice.kind, notice.game) == ("ready", "tictactoe")
    assert "tictactoe" in client.ready_games
    pid = client.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    client.process_exit_code(timeout=60)
    client.start()
    notice = notices.get(timeout=60)
    assert (notice.kind, notice.game) == ("ready", "tictactoe")
    assert client.restarts == 1


@pytest.mark.slow
def test_a_review_through_the_engine_process_finds_what_it_finds_in_process(
    client: EngineClient,
) -> None:
    from app.protocols.engine.client import EngineSearcher
    from app.services.review import review_game

    spec = get_game("tictactoe")
    texts = ("a1", "b1", "b2", "c3", "a3")  # O's b1 loses the draw
    states = [spec.new_state()]
    moves = []
    for text in texts:
        moves.append(states[-1].parse_move(text))
        states.append(states[-1].play(moves[-1]))
    remote = EngineSearcher(client, "tictactoe", states, texts, session="review")
    through_engine = review_game(spec, moves, lambda: remote)
    in_process = review_game(spec, moves, lambda: spec.searcher("auto"))
    assert through_engine.values == in_process.values
    assert through_engine.mistake == in_process.mistake
    assert through_engine.mistake is not None and through_engine.mistake.move_text == "b1"
    with pytest.raises(ValueError, match="positions of the game line"):
        remote.search(spec.replay(["c2"]), Limits(depth=1))


@pytest.mark.slow
def test_the_apps_engine_stops_searching_when_its_input_ends() -> None:
    """Run as the app runs it, the engine never outlives the app: the end of its input
    (the app gone) stops a search that would otherwise run for long."""
    import subprocess

    from app.protocols.engine.client import engine_command
    from app.protocols.engine.messages import encode

    engine = subprocess.Popen(
        engine_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert engine.stdin is not None and engine.stdout is not None
    order = SearchOrder("mnk-8-8-4", (), LONG)
    engine.stdin.write(encode("search", order.to_json(1)))
    engine.stdin.flush()
    assert engine.stdout.readline().startswith("info ")  # it searches
    engine.stdin.close()
    try:
        assert engine.wait(timeout=60) == 0
    finally:
        engine.kill()


def test_warming_makes_the_games_own_searchers_ahead_for_the_first_search() -> None:
    """Making Connect Four's solver takes a second (its opening book): the engine makes
    game-specific searchers when warming, so the first search (and a Move now during
    it) does not wait for that; a spare handed out is replaced in the background."""
    import time

    from app.protocols.engine.server import _Session, own_engines

    spec = get_game("tictactoe")
    assert own_engines(spec) == {"perfect"}
    server = EngineServer(io.StringIO())
    server._warm_up(spec)
    spare = server._spares[("tictactoe", "perfect")]
    session = _Session()
    assert server._searcher(session, spec, "auto") is spare
    assert server._searcher(session, spec, "auto") is spare  # the session keeps it
    deadline = time.monotonic() + 60
    while ("tictactoe", "perfect") not in server._spares and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server._spares[("tictactoe", "perfect")] is not spare


def test_a_game_that_could_not_be_prepared_is_a_notice_not_a_lost_line() -> None:
    from types import SimpleNamespace

    notices: list[EngineNotice] = []
    engine = EngineClient(on_notice=notices.append)
    process = SimpleNamespace(waiting={})
    engine._dispatch(process, "error", {"game": "connect4", "message": "no compiler"})
    engine._dispatch(process, "error", {"id": 5, "message": "a stale search's error"})
    assert notices == [EngineNotice("error", "connect4", None, None, "no compiler")]
    assert "connect4" not in engine.ready_games


@pytest.mark.slow
def test_one_sessions_long_search_does_not_hold_up_anothers(client: EngineClient) -> None:
    """A closed window's search may take a while to stop (a table being read): the next
    window's session searches on a thread of its own meanwhile."""
    spec = get_game("mnk-8-8-4")
    long_stop, long_running = threading.Event(), threading.Event()
    answers: list = []

    def long_search() -> None:
        order = SearchOrder("mnk-8-8-4", (), LONG, session="closed-window")
        answers.append(
            client.search(
                order, spec.new_state(), stop=long_stop, on_info=lambda _: long_running.set()
            )
        )

    worker = threading.Thread(target=long_search)
    worker.start()
    try:
        assert long_running.wait(60)
        small = get_game("tictactoe")
        order = SearchOrder("tictactoe", (), Level("alphabeta", Limits(depth=2)), session="new")
        small_done = threading.Event()

        def small_search() -> None:
            client.search(order, small.new_state())
            small_done.set()

        threading.Thread(target=small_search, daemon=True).start()
        # (queued behind the long search, it would only answer once that one stops)
        assert small_done.wait(60) and not answers
    finally:
        long_stop.set()
        worker.join(60)
    assert answers and answers[0].result.stop_reason is StopReason.CANCELLED


def test_a_review_searches_a_repeated_position_with_its_own_past() -> None:
    """The engine process knows a position by the moves leading to it: a position met
    twice in the line (knights out and back) is sent with the moves of the ply the
    review's history points at, not those of its last occurrence."""
    from types import SimpleNamespace

    from app.protocols.engine.client import EngineSearcher

    class RecordingClient:
        def __init__(self) -> None:
            self.orders: list[SearchOrder] = []

        def search(self, order: SearchOrder, state: object, **_: object) -> SimpleNamespace:
            self.orders.append(order)
            return SimpleNamespace(result="searched")

    spec = get_game("chess")
    texts = ("g1f3", "g8f6", "f3g1", "f6g8", "e2e4")
    states = [spec.new_state()]
    for text in texts:
        states.append(states[-1].play(states[-1].parse_move(text)))
    assert states[0].key() == states[4].key()
    client = RecordingClient()
    remote = EngineSearcher(client, "chess", states, texts)  # type: ignore[arg-type]
    for ply in (0, 4):
        history = [state.key() for state in states[:ply]]
        remote.search(states[ply], Limits(depth=1), history=history)
    assert [order.moves for order in client.orders] == [(), texts[:4]]
    remote.search(states[5], Limits(depth=1))  # no history: found by its key
    assert client.orders[-1].moves == texts


def test_games_sharing_a_warm_up_run_it_once_and_are_ready_together(monkeypatch) -> None:
    """Chess from a pasted position prepares the same kernels as chess: it waits for the
    run under way instead of starting another, and both are ready when it ends; a game
    with a warm-up of its own does not wait for it."""
    from dataclasses import replace

    from games import registry

    release = threading.Event()
    calls: list[str] = []

    def shared() -> None:
        calls.append("shared")
        release.wait(10)

    def own() -> None:
        calls.append("own")

    base = get_game("tictactoe")
    for name, warm_up in (("first", shared), ("second", shared), ("other", own)):
        monkeypatch.setitem(registry._added_games, name, replace(base, name=name, warm_up=warm_up))
    lines: list[str] = []
    out = io.StringIO()
    out.write = lambda text: lines.append(text) or len(text)  # type: ignore[method-assign]
    server = EngineServer(out)
    for name in ("first", "second", "other"):
        server.handle(f'warm {{"game": "{name}"}}')
    ready = lambda: [line for line in lines if line.startswith("ready")]  # noqa: E731
    for thread in list(server._warm_threads):
        if thread.name == "warm-other":
            thread.join(10)
    assert any('"other"' in line for line in ready()) and not any(
        '"first"' in line or '"second"' in line for line in ready()
    )
    release.set()
    for thread in list(server._warm_threads):
        thread.join(10)
    assert calls.count("shared") == 1 and calls.count("own") == 1
    assert {name for name in ("first", "second") if any(f'"{name}"' in x for x in ready())} == {
        "first",
        "second",
    }
