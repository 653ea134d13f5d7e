"""The compiled gomoku search: tactics, renju, limits and the stop flag."""

from __future__ import annotations

import random
import threading

import pytest

from engine.search import PROVEN_BOUND, WIN, Limits, StopReason
from games.mnk.compiled import searcher as searcher_module
from games.mnk.compiled.search import reduced
from games.mnk.compiled.searcher import CompiledGomokuSearcher, CompiledTuning
from games.mnk.patterns import FOUR, MOVE_VALUE, OPEN_THREE, OPEN_TWO
from games.mnk.renju import RenjuState
from games.mnk.rules import MnkState
from games.registry import get_game
from tests.unit.games.mnk.test_gomoku_compiled_vct import compiled_vct
from tests.unit.games.mnk.test_gomoku_tactics import (
    BLOCK_BROKEN_THREE,
    BLOCK_FOUR,
    BLOCK_OPEN_THREE,
    VCF_POSITIONS,
    VCT_POSITIONS,
    WIN_INSTEAD_OF_BLOCK,
    assert_forced_win,
    assert_threat_line,
)

SPEC = get_game("gomoku")
LIMITS = Limits(nodes=100_000)


def search(moves: str, limits: Limits = LIMITS, spec=SPEC):
    state = spec.replay(moves.split())
    return state, CompiledGomokuSearcher().search(state, limits)


def test_registered_as_the_compiled_engine_in_every_rule() -> None:
    for name in ("gomoku", "gomoku-standard", "gomoku-renju"):
        assert isinstance(get_game(name).searcher("compiled"), CompiledGomokuSearcher)


def test_opens_in_the_centre() -> None:
    state = SPEC.new_state()
    result = CompiledGomokuSearcher().search(state, LIMITS)
    assert state.move_text(result.best_move) == "h8"


def test_takes_the_win_in_one_rather_than_blocking() -> None:
    state, result = search(WIN_INSTEAD_OF_BLOCK)
    assert state.move_text(result.best_move) in {"g8", "l8"}
    assert result.exact and result.score == WIN - 1


def test_blocks_a_four() -> None:
    state, result = search(BLOCK_FOUR)
    assert state.move_text(result.best_move) == "h4"


@pytest.mark.parametrize(
    ("moves", "defences"),
    [(BLOCK_OPEN_THREE, {"d5", "h5"}), (BLOCK_BROKEN_THREE, {"d5", "g5", "i5"})],
    ids=["open-three", "broken-three"],
)
def test_blocks_an_open_three(moves: str, defences: set[str]) -> None:
    state, result = search(moves)
    assert state.move_text(result.best_move) in defences


@pytest.mark.parametrize(
    ("moves", "length"), VCF_POSITIONS, ids=[f"vcf-{n}" for _, n in VCF_POSITIONS]
)
def test_plays_the_shortest_win_by_fours_with_its_line(moves: str, length: int) -> None:
    state, result = search(moves)
    assert result.exact and result.score == WIN - (2 * length - 1)
    assert result.stop_reason is StopReason.SOLVED
    assert len(result.pv) == 2 * length - 1
    assert_forced_win(state, result.pv)


@pytest.mark.parametrize(
    ("moves", "length"), VCT_POSITIONS, ids=[f"vct-{n}" for _, n in VCT_POSITIONS]
)
def test_a_win_by_threes_is_proven_with_its_line_to_the_five(moves: str, length: int) -> None:
    """The suite's wins by threes: the compiled VCT proves them within as many attacker
    moves, and the expected line, replayed on the rules, ends in five."""
    state, result = search(moves, Limits(depth=1, nodes=300_000))
    assert result.stop_reason is StopReason.SOLVED and result.exact
    assert WIN - (2 * length - 1) <= result.score < WIN
    assert len(result.pv) == WIN - result.score
    assert_threat_line(state, result.pv)


def test_plays_its_own_win_by_threes_beyond_the_depth_it_looks_for_the_opponents() -> None:
    """White's win by threes of 12 attacker moves (23 plies), from a match game against
    AIWine that we lost: beyond the 10 moves looked for on the opponent's side, within
    the 16 looked for on ours.  The engine plays it, proven, with its line to the five."""
    state = SPEC.replay(
        ["h8", "i9", "j6", "h6", "i10", "i7", "j8", "i8", "i5", "j9", "k10", "h9", "k9"]
    )
    assert compiled_vct(state, 10, 5) == []
    result = CompiledGomokuSearcher().search(state, Limits(depth=1, nodes=1_500_000))
    assert result.stop_reason is StopReason.SOLVED and result.score == WIN - 23
    assert_threat_line(state, result.pv)


def test_deepens_within_the_depth_limit_and_reports_a_line() -> None:
    state, result = search("h8 i9 i8 h9 j9 g7", Limits(depth=4))
    assert result.depth == 4 and result.stop_reason is StopReason.DEPTH
    assert result.best_move in state.legal_moves() and result.pv[0] == result.best_move
    replay = state
    for move in result.pv:
        replay = replay.play(move)  # the line is playable


@pytest.mark.parametrize("score_all", [False, True], ids=["best-move", "every-move"])
def test_the_expected_line_is_as_long_as_the_search_deep_when_the_table_overflows(
    monkeypatch: pytest.MonkeyPatch, score_all: bool
) -> None:
    """A long search overwrites the transposition table's entries along the line; the
    line is kept as the search finds it, so the analysis shows it whole."""
    monkeypatch.setattr(searcher_module, "TABLE_BITS", 8)
    state = SPEC.replay(["h8", "h9", "g6", "h7", "j8", "g8", "i6", "f7", "e6", "f9", "g9", "f6"])
    result = CompiledGomokuSearcher().search(state, Limits(depth=8), score_all_moves=score_all)
    assert result.depth == 8 and not result.exact
    assert len(result.pv) >= 8
    replay = state
    for move in result.pv:
        replay = replay.play(move)


def test_every_scored_move_comes_with_its_own_line() -> None:
    """The analysis's best lines: each scored move with the line it expects after it."""
    state = SPEC.replay(["h8", "h9", "g6", "h7", "j8", "g8", "i6", "f7", "e6", "f9", "g9", "f6"])
    result = CompiledGomokuSearcher().search(state, Limits(depth=6), score_all_moves=True)
    entries = result.move_scores
    assert entries[0].move == result.best_move and entries[0].pv == result.pv
    assert sum(len(entry.pv) >= 6 for entry in entries) >= 3
    for entry in entries:
        assert entry.pv[0] == entry.move
        replay = state
        for move in entry.pv:
            replay = replay.play(move)


def test_reports_each_finished_iteration_while_it_deepens() -> None:
    """The analysis panel's live line: one report per iteration, then the result."""
    state = SPEC.replay(["h8", "i9", "i8", "h9", "j9", "g7"])
    reports = []
    result = CompiledGomokuSearcher().search(state, Limits(depth=5), on_info=reports.append)
    assert [report.depth for report in reports] == [1, 2, 3, 4, 5]
    assert reports[-1] is result
    assert all(report.pv[0] == report.best_move for report in reports)
    assert reports[0].nodes < reports[-1].nodes


@pytest.mark.parametrize(
    ("now", "last_iteration", "expected"),
    [(0.0, 0.0, True), (1.0, 0.5, True), (1.3, 0.5, False), (1.72, 0.0, False)],
)
def test_a_new_iteration_starts_only_while_the_time_left_exceeds_the_last(
    now: float, last_iteration: float, expected: bool
) -> None:
    """Under a time limit (here 1.72 s) the search deepens until the limit, but does not
    start an iteration that would be cut: the next takes longer than the last."""
    assert searcher_module.worth_starting(now, last_iteration, deadline=1.72) is expected


def test_node_limit_stops_the_search() -> None:
    _, result = search("h8 i9 i8 h9 j9 g7", Limits(nodes=5_000))
    assert result.stop_reason is StopReason.NODES
    assert result.nodes <= 5_000 + 1024  # the kernel looks at the limit every 1024 nodes


def test_the_stop_event_interrupts_an_unbounded_search() -> None:
    state = SPEC.replay(["h8", "i9", "i8", "h9", "j9", "g7"])
    stop = threading.Event()
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    try:
        result = CompiledGomokuSearcher().search(state, Limits(), stop=stop)
    finally:
        timer.cancel()
    assert result.stop_reason is StopReason.CANCELLED
    assert result.best_move in state.legal_moves()


def test_scores_every_root_move_when_asked() -> None:
    state = SPEC.replay(["h8", "i9", "i8", "h9", "j9", "g7"])
    result = CompiledGomokuSearcher().search(state, Limits(depth=3), score_all_moves=True)
    scores = [entry.score for entry in result.move_scores]
    assert len(scores) > 1 and scores == sorted(scores, reverse=True)
    assert result.move_scores[0].move == result.best_move and scores[0] == result.score


def crowded_renju(rng: random.Random) -> RenjuState | None:
    """A renju position, Black to move, with Black's stones crowded in the middle."""
    state = get_game("gomoku-renju").new_state()
    middle = [r * 15 + c for r in range(4, 11) for c in range(4, 11)]
    for _ in range(rng.randint(5, 12)):
        for player in (0, 1):
            pool = middle if player == 0 else list(range(225))
            moves = [cell for cell in state.legal_moves() if cell in pool]
            state = state.play(rng.choice(moves))
            if state.outcome() is not None:
                return None
    assert isinstance(state, RenjuState)
    return state


def test_black_never_plays_a_forbidden_point(caplog: pytest.LogCaptureFixture) -> None:
    rng = random.Random("renju compiled")
    engine = CompiledGomokuSearcher()
    with_points = 0
    for _ in range(60):
        state = crowded_renju(rng)
        if state is None:
            continue
        forbidden = {point.cell for point in state.forbidden_points()}
        with_points += bool(forbidden)
        result = engine.search(state, Limits(nodes=3_000))
        assert result.best_move in state.legal_moves(), state.to_text()
        assert result.best_move not in forbidden
    assert with_points >= 10
    assert "forbidden" not in caplog.text  # the searcher's safety net never had to act


def test_standard_rule_an_overline_is_no_win() -> None:
    # Black's b8-e8 and g8: f8 makes six (no win under the standard rule), a8 exactly five.
    spec = get_game("gomoku-standard")
    state: MnkState = spec.replay(["b8", "a1", "c8", "a3", "d8", "a5", "e8", "a7", "g8", "a9"])
    result = CompiledGomokuSearcher().search(state, Limits(depth=2))
    assert state.move_text(result.best_move) == "a8" and result.score == WIN - 1


TWO_DOUBLE_FOURS = "h4 h3 h5 l7 h6 b9 i7 f13 j7 a1 k7 o1 b10 a15 b11 o15 b12 h1 c13 a8 d13 o8 e13"
"""Black makes a double four at h7 or at b13; White to move cannot stop both."""


@pytest.mark.parametrize("leaf_vcf_moves", [0, 6])
def test_leaves_see_a_win_by_fours_beyond_the_depth(leaf_vcf_moves: int) -> None:
    """At depth 1 only the win by fours looked for at the leaves proves White lost."""
    state = SPEC.replay(TWO_DOUBLE_FOURS.split())
    searcher = CompiledGomokuSearcher(CompiledTuning(leaf_vcf_moves=leaf_vcf_moves))
    result = searcher.search(state, Limits(depth=1))
    assert result.exact == (leaf_vcf_moves > 0)
    if result.exact:
        assert result.score <= -PROVEN_BOUND


DOUBLE_THREE = "f8 a1 g8 a3 h6 o15 h7 o13"
"""Black's h8 makes two open threes (f8-h8 and h6-h8); White has nothing to answer with."""


@pytest.mark.parametrize("quiescence", [0, 2])
def test_an_open_three_at_the_depth_is_searched_on(quiescence: int) -> None:
    """At depth 1 White, facing the two threes, is valued statically without the
    quiescence search; with it White's blocks are searched and Black's open four after
    either proves the win."""
    state = SPEC.replay(DOUBLE_THREE.split())
    searcher = CompiledGomokuSearcher(CompiledTuning(quiescence=quiescence))
    result = searcher.search(state, Limits(depth=1))
    assert result.exact == (quiescence > 0)
    if result.exact:
        assert state.move_text(result.best_move) == "h8"
        assert result.score >= PROVEN_BOUND


def test_late_quiet_moves_are_searched_a_ply_shallower_first() -> None:
    """To the same depth, the reductions search fewer nodes and still see the tactics."""
    state = SPEC.replay(["h8", "h9", "i8", "g8", "i9"])
    nodes = {}
    for reduce_after in (0, 4):
        searcher = CompiledGomokuSearcher(CompiledTuning(reduce_after=reduce_after))
        result = searcher.search(state, Limits(depth=6))
        assert result.depth == 6
        nodes[reduce_after] = result.nodes
    assert nodes[4] < nodes[0]
    # alpha-beta alone (the threat searches need a node budget) proves the suite's wins
    # by threes at the same depth with reductions from the second move on as without (the
    # winning threes come first there: the rule below keeps them whatever their place)
    for moves, length in VCT_POSITIONS:
        state = SPEC.replay(moves.split())
        for reduce_after in (0, 1):
            searcher = CompiledGomokuSearcher(CompiledTuning(reduce_after=reduce_after))
            result = searcher.search(state, Limits(depth=2 * length - 1))
            assert result.score >= PROVEN_BOUND, (moves, reduce_after)


def test_only_late_quiet_moves_are_reduced() -> None:
    """A move making an open three or a four is never searched shallower, nor are the
    first ``reduce_after`` moves, nor any with the reductions off."""
    quiet = MOVE_VALUE[OPEN_TWO] * 2
    assert reduced(4, quiet, 4) == 1
    assert reduced(9, quiet, 4) == 1
    assert reduced(3, quiet, 4) == 0
    assert reduced(9, quiet, 0) == 0
    for threat in (MOVE_VALUE[OPEN_THREE], MOVE_VALUE[FOUR], MOVE_VALUE[OPEN_THREE] + quiet):
        assert reduced(9, threat, 4) == 0


@pytest.mark.slow
def test_a_move_that_stops_a_short_win_by_threes_but_leaves_a_longer_one_is_dropped() -> None:
    """White must stop Black's win by threes (from a match game against AIWine, which
    won it).  Refuted only as deeply as the threat was found (10 attacker moves), two of
    the three moves kept leave Black a longer win; refuted to 16 moves and 8 threes,
    the one move kept leaves none."""
    state = SPEC.replay(["h8", "i9", "j9", "f10", "g9", "i8", "i10", "h11", "i7", "j6", "h6"])
    shallow = CompiledTuning(defence_moves=10, defence_threes=5)
    kept = {}
    for name, tuning in (("shallow", shallow), ("deep", CompiledTuning())):
        result = CompiledGomokuSearcher(tuning).search(
            state, Limits(nodes=2_000_000), score_all_moves=True
        )
        kept[name] = {score.move for score in result.move_scores}
    leaves_a_win = {
        move for move in kept["shallow"] | kept["deep"] if compiled_vct(state.play(move), 16, 8)
    }
    assert len(kept["deep"]) == 1 and not kept["deep"] & leaves_a_win
    assert len(kept["shallow"] & leaves_a_win) == 2
