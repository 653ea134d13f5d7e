"""Teeko's perfect-play table: its index, its self-consistency, and expert play from it.

The checks sample: ``tools/build/teeko_table.py`` checks every position once
when it builds the table.
"""

from __future__ import annotations

import random
import threading

import pytest

from engine.alphabeta import AlphaBeta
from engine.player import Level, choose_move
from engine.search import WIN, Limits
from games.teeko import spec, table
from games.teeko.board import SYMMETRIES, WINNING_PATTERNS, transform
from games.teeko.evaluation import heuristic, order_moves
from games.teeko.index import LAYER_SIZE, LAYER_START, LAYERS, position_at, position_index
from games.teeko.rules import TeekoState

STANDARD = spec()

needs_table = pytest.mark.skipif(
    not table.table_available(),
    reason="resources/teeko/teeko-table.xz is not installed: run tools/build/teeko_table.py",
)


def has_pattern(markers: int) -> bool:
    return any(markers & pattern == pattern for pattern in WINNING_PATTERNS)


def state_of(layer: int, offset: int, to_move_in_move_phase: int = 0) -> TeekoState | None:
    """The game state of a table entry, or ``None`` when a side already has a pattern."""
    mover, opponent = (int(mask) for mask in position_at(layer, offset))
    if has_pattern(mover) or has_pattern(opponent):
        return None
    movers, opponents = LAYERS[layer]
    to_move = to_move_in_move_phase if movers == opponents == 4 else int(movers < opponents)
    markers = (mover, opponent) if to_move == 0 else (opponent, mover)
    return TeekoState(markers, to_move)


def sample_states(count: int, seed: str) -> list[TeekoState]:
    """``count`` random non-terminal positions, spread over every layer with at least one."""
    rng = random.Random(seed)
    states: list[TeekoState] = []
    while len(states) < count:
        layer = rng.randrange(2, len(LAYERS))  # the first two layers have 1 and 25 entries
        state = state_of(layer, rng.randrange(int(LAYER_SIZE[layer])), rng.randrange(2))
        if state is not None:
            states.append(state)
    return states


@pytest.fixture(scope="module")
def values():
    return table.load_table()


def test_index_round_trips_in_every_layer():
    rng = random.Random("index")
    for layer in range(len(LAYERS)):
        for offset in [0, int(LAYER_SIZE[layer]) - 1] + [
            rng.randrange(int(LAYER_SIZE[layer])) for _ in range(200)
        ]:
            mover, opponent = (int(mask) for mask in position_at(layer, offset))
            assert not mover & opponent
            assert (mover.bit_count(), opponent.bit_count()) == LAYERS[layer]
            assert position_index(mover, opponent) == LAYER_START[layer] + offset


def test_byte_scores_follow_the_engine_convention():
    assert table.byte_score(0) == 0
    assert table.byte_score(1) == -WIN  # lost on the spot
    assert table.byte_score(2) == WIN - 1
    assert table.byte_score(5) == -(WIN - 4)


@needs_table
def test_opening_is_an_exact_draw_and_so_is_every_first_drop():
    result = STANDARD.searcher("auto").search(STANDARD.new_state(), Limits(), score_all_moves=True)
    assert result.exact and result.outcome == "draw" and result.score == 0
    assert len(result.move_scores) == 25
    assert all(entry.exact and entry.score == 0 for entry in result.move_scores)
    state = STANDARD.new_state()
    for move in result.pv:
        assert state.outcome() is None and move in state.legal_moves()
        state = state.play(move)


@needs_table
def test_a_quarter_of_the_two_drop_openings_are_lost_for_white(values):
    """Why Teeko matches open with one random drop: two could hand a loss to a perfect White."""
    opening = STANDARD.new_state()
    scores = [
        table.position_score(values, opening.play(first).play(second))
        for first in opening.legal_moves()
        for second in opening.play(first).legal_moves()
    ]
    assert len(scores) == 600
    assert all(score >= 0 for score in scores)  # Black to move: never lost for Black
    assert sum(score > 0 for score in scores) == 152


@needs_table
def test_sampled_values_agree_with_the_best_of_their_children(values):
    for state in sample_states(2000, "consistency"):
        best = max(table.move_score(values, state, move) for move in state.legal_moves())
        assert table.position_score(values, state) == best, state.to_text()


@needs_table
def test_values_are_the_same_under_the_eight_symmetries(values):
    for state in sample_states(300, "symmetry"):
        expected = values[position_index(state.mover, state.opponent)]
        for permutation in SYMMETRIES:
            mover = transform(state.mover, permutation)
            opponent = transform(state.opponent, permutation)
            assert values[position_index(mover, opponent)] == expected, state.to_text()


@needs_table
@pytest.mark.slow
def test_agrees_with_alphabeta_searched_to_the_end(values):
    """Positions that end within five plies: plain alpha-beta proves the same value."""
    rng = random.Random("brute force")
    checked = 0
    while checked < 12:
        layer = rng.choice((len(LAYERS) - 2, len(LAYERS) - 1))
        state = state_of(layer, rng.randrange(int(LAYER_SIZE[layer])), rng.randrange(2))
        if state is None:
            continue
        score = table.position_score(values, state)
        plies = WIN - abs(score)
        if score == 0 or plies > 5:
            continue
        result = AlphaBeta(heuristic, order_moves).search(state, Limits(depth=plies))
        assert result.exact and result.score == score, state.to_text()
        checked += 1


@needs_table
def test_expert_wins_as_fast_as_the_table_says(values):
    rng = random.Random("fast wins")
    expert = STANDARD.searcher("perfect")
    games = 0
    while games < 6:
        state = sample_states(1, f"win {rng.random()}")[0]
        score = table.position_score(values, state)
        if score <= 0 or WIN - score > 15:
            continue
        winner, plies = state.to_move, WIN - score
        for ply in range(plies):
            if ply % 2 == 0:
                result = expert.search(state, Limits())
                # a random reply can only bring the end closer
                assert result.exact and result.plies_to_end <= plies - ply
                move = result.best_move
            else:
                move = rng.choice(state.legal_moves())
            state = state.play(move)
            if state.outcome() is not None:
                break
        assert state.outcome() is not None and state.outcome().winner == winner
        games += 1


@needs_table
@pytest.mark.slow
def test_among_equal_moves_expert_leaves_the_most_losing_replies(values):
    """Drawn positions offer many drawing moves: expert takes the trappiest one."""
    expert = STANDARD.searcher("perfect")
    compared = 0
    for state in sample_states(60, "pitfalls"):
        result = expert.search(state, Limits())
        tied = [entry.move for entry in result.move_scores if entry.score == result.score]
        if len(tied) < 2:
            continue
        shares = {move: table.pitfall_share(values, state.play(move)) for move in tied}
        assert shares[result.best_move] == max(shares.values()), state.to_text()
        compared += len(set(shares.values())) > 1
    assert compared >= 5  # positions where the choice mattered


@needs_table
@pytest.mark.slow
def test_expert_never_loses_a_game_it_could_hold(values):
    """A few games against a searching opponent and against itself, from random openings."""
    rng = random.Random("never loses")
    opponent = Level("alphabeta", Limits(depth=2))
    played = 0
    while played < 6:
        state = STANDARD.new_state()
        for _ in range(rng.randrange(2, 6)):
            state = state.play(rng.choice(state.legal_moves()))
        expert_side = rng.randrange(2)
        if table.position_score(values, state) * (1 if state.to_move == expert_side else -1) < 0:
            continue  # the opening already lost it
        engines = {expert_side: (STANDARD.searcher("perfect"), STANDARD.level("expert"))}
        other = STANDARD.searcher("alphabeta") if played % 2 else STANDARD.searcher("perfect")
        engines[1 - expert_side] = (other, opponent if played % 2 else STANDARD.level("expert"))
        history: list[int] = []
        for _ in range(60):
            if state.outcome() is not None:
                break
            searcher, level = engines[state.to_move]
            decision = choose_move(searcher, state, level, rng, history=tuple(history))
            history.append(state.key())
            state = state.play(decision.move)
        outcome = state.outcome()
        assert outcome is None or outcome.winner in (None, expert_side), state.to_text()
        played += 1


def test_expert_falls_back_to_search_without_the_table(monkeypatch, tmp_path):
    monkeypatch.setattr(table, "table_path", lambda: tmp_path / "missing.xz")
    table._load.cache_clear()
    try:
        state = STANDARD.replay(["c3", "b2"])
        result = STANDARD.searcher("perfect").search(state, Limits(depth=2))
        assert result.best_move in state.legal_moves()
        assert not result.exact and result.algorithm == "alphabeta"
    finally:
        table._load.cache_clear()


@needs_table
@pytest.mark.slow
def test_the_builders_kernels_reproduce_the_drop_phase(values):
    """The numba kernels (compiled on first run, then cached) rebuild the small drop layers."""
    from games.teeko.compiled import retrograde as kernels

    rebuilt = values.copy()
    first_layers = LAYERS.index((2, 3)) + 1
    rebuilt[: LAYER_START[first_layers]] = 0
    for layer in range(first_layers - 1, -1, -1):
        kernels.solve_layer(rebuilt, layer)
    assert (rebuilt == values).all()
    move_layer = len(LAYERS) - 1
    assert kernels.count_inconsistent(values, move_layer, 0, 20_000) == 0
    corrupted = values.copy()
    corrupted[LAYER_START[move_layer] : LAYER_START[move_layer] + 100] ^= 1
    assert kernels.count_inconsistent(corrupted, move_layer, 0, 20_000) > 0


@needs_table
@pytest.mark.slow
def test_choosing_the_game_reads_the_table_ahead_of_the_first_search() -> None:
    warm_up = STANDARD.warm_up
    assert warm_up is not None
    warm_up()  # what the engine process runs when the game is chosen
    assert table._load.cache_info().currsize == 1


@needs_table
def test_a_stopped_search_answers_with_its_exact_move_and_a_short_line(values) -> None:
    state = STANDARD.replay(["c3"])
    stop = threading.Event()
    stop.set()  # Move now before the search looked at the line
    stopped = table.PerfectPlay().search(state, Limits(), stop=stop)
    full = table.PerfectPlay().search(state, Limits())
    assert stopped.best_move == full.best_move and stopped.score == full.score
    assert stopped.exact and stopped.pv == (full.best_move,) and len(full.pv) > 1
