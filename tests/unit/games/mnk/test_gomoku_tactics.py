"""The gomoku tactics suite: positions ``expert`` must solve (see docs/gomoku-suite.md).

Every position is a move list from the start.  Wins are checked independently of
the engine's shape tables: the principal variation is replayed on the rules
(:class:`games.mnk.rules.MnkState`), every attacker move but the last must leave the
defender exactly one cell that stops an immediate five, and the last move must
win.  Add a position here (and to the document) for every bug found.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from engine.player import choose_move
from engine.search import WIN, Budget, Limits
from games.mnk.patterns import Board
from games.mnk.rules import MnkState
from games.mnk.threats import ThreatSearch
from games.registry import get_game

SPEC = get_game("gomoku")


def position(moves: str) -> MnkState:
    return SPEC.replay(moves.split())


def expert_search(state: MnkState):
    """Expert's move, within its node budget but without its time cap: the same search
    however busy the machine (under load the time cap cut it short and cases failed)."""
    level = SPEC.level("expert")
    level = replace(level, limits=replace(level.limits, time=None))
    engine = SPEC.searcher(level.algorithm)
    decision = choose_move(engine, state, level, random.Random(0))
    assert decision.result is not None
    return decision.move, decision.result


def winning_cells(state: MnkState) -> set[int]:
    """Cells where the side to move makes five at once (by the rules alone)."""
    return {move for move in state.legal_moves() if state.play(move).outcome() is not None}


def assert_forced_win(state: MnkState, line: tuple[int, ...]) -> None:
    """``line`` wins by fours: each defender reply was the only way to stop five."""
    attacker = state.to_move
    threats: set[int] = set()
    for index, move in enumerate(line):
        if state.to_move != attacker:
            assert len(threats) >= 2 or threats == {move}, "the defender had another way out"
            state = state.play(move)
            continue
        state = state.play(move)
        if index == len(line) - 1:
            break
        assert not winning_cells(state), "the defender could win first"
        threats = winning_cells(MnkState(state.geometry, state.stones, attacker))
        assert threats, f"{state.move_text(move)} is not a four"
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == attacker


# --- wins in one and blocks ---------------------------------------------------------------

WIN_INSTEAD_OF_BLOCK = "h8 a1 i8 a2 j8 a3 k8 a4"
BLOCK_FOUR = "c4 d4 m13 e4 m11 f4 a15 g4"
BLOCK_OPEN_THREE = "a15 e5 o15 f5 a1 g5"
BLOCK_BROKEN_THREE = "a15 e5 o15 f5 a1 h5"


def test_takes_the_win_in_one_rather_than_blocking() -> None:
    state = position(WIN_INSTEAD_OF_BLOCK)
    move, result = expert_search(state)
    assert state.move_text(move) in {"g8", "l8"}
    assert result.exact and result.score == WIN - 1


def test_blocks_a_four() -> None:
    state = position(BLOCK_FOUR)
    move, _ = expert_search(state)
    assert state.move_text(move) == "h4"


@pytest.mark.parametrize(
    ("moves", "defences"),
    [(BLOCK_OPEN_THREE, {"d5", "h5"}), (BLOCK_BROKEN_THREE, {"d5", "g5", "i5"})],
    ids=["open-three", "broken-three"],
)
def test_blocks_an_open_three(moves: str, defences: set[str]) -> None:
    state = position(moves)
    move, _ = expert_search(state)
    assert state.move_text(move) in defences


# --- double threats ---------------------------------------------------------------------

FOUR_THREE_FORK = "d5 e5 g6 f5 i7 g5 a1 h6 o1 h7"
"""White threatens h5: a four (e5-h5, winning at i5) and an open three (h5-h7) at once.
Black's g6 and i7 cap White's diagonals, so that h4, h5, i5 and h8 defend."""
THREE_THREE_FORK = "g7 f6 i8 g6 f5 h7 a1 h8"
"""White threatens h6: two open threes at once (f6-h6 and h6-h8); Black's g7, i8 and f5
cap White's diagonals, so that h5, e6, h6, i6 and h9 defend."""


def wins_by_threats(state: MnkState, attacker: int = 1) -> bool:
    """Whether ``attacker`` (White unless told), given the move, has a forced win by fours
    and threes (engine's VCT)."""
    board = Board.from_stones(state.geometry, *state.stones)
    search = ThreatSearch(board, Budget(Limits(nodes=500_000), None))
    return search.vct(attacker, 6, 3) is not None  # SearchAborted (no answer) fails the test


@pytest.mark.parametrize("moves", [FOUR_THREE_FORK, THREE_THREE_FORK], ids=["4-3", "3-3"])
def test_defends_against_a_fork(moves: str) -> None:
    state = position(moves)
    ignored = state.play(state.parse_move("o8"))
    assert wins_by_threats(ignored), "the position must threaten a fork"
    move, _ = expert_search(state)
    assert not wins_by_threats(state.play(move)), state.move_text(move)


VCT_TO_STOP = "f7 k7 g7 e7 f6 f8 e5 h8 d4 c3 d6 g8 e8 j8 i8 i9 h10 m5 l6 g6 a1"
"""The 5-move VCT position below with a Black stone added in the corner: White to move
must stop Black's win by threes, which a one-ply search does not see (it plays j6)."""


THREAT_ENGINES = pytest.mark.parametrize("engine", ["threats", "compiled"])
"""The Python engine and the compiled one both keep the moves that stop a VCT."""


@THREAT_ENGINES
@pytest.mark.slow
def test_stops_a_win_by_threes_that_a_shallow_search_misses(engine: str) -> None:
    state = position(VCT_TO_STOP)
    assert wins_by_threats(state.play(state.parse_move("o15")), attacker=0)
    result = SPEC.searcher(engine).search(state, Limits(depth=1, nodes=200_000))
    assert not wins_by_threats(state.play(result.best_move), attacker=0), result.best_move


VCT_PAST_A_FOUR = VCT_TO_STOP + " o15 a13 o14 c15 o13 a11"
"""The position above with a White three at o13-o15 (and three harmless Black stones):
White can make a four at o11 or o12, which Black must block, but that only delays Black's
win by threes.  The engine used to count any four as a defence (in its VCT the attacker
gave up when made to block) and played o11 here."""


def after_the_exchange(state: MnkState, move: int) -> MnkState:
    """``state`` after ``move`` and, if the move made a four, the opponent's forced block."""
    mover = state.to_move
    state = state.play(move)
    fives = winning_cells(MnkState(state.geometry, state.stones, mover))
    return state.play(fives.pop()) if len(fives) == 1 else state


@THREAT_ENGINES
@pytest.mark.slow
def test_a_four_does_not_stop_a_win_by_threes(engine: str) -> None:
    state = position(VCT_PAST_A_FOUR)
    for four in ("o11", "o12"):
        delayed = after_the_exchange(state, state.parse_move(four))
        assert wins_by_threats(delayed, attacker=0), four
    # Limited by nodes, not time, so a busy machine gets the same search (it takes
    # about 65,000 nodes; 20,000 are too few and play o11).
    result = SPEC.searcher(engine).search(state, Limits(depth=1, nodes=100_000))
    defended = after_the_exchange(state, result.best_move)
    assert not wins_by_threats(defended, attacker=0), state.move_text(result.best_move)


def test_a_win_by_threes_sees_through_the_defenders_four() -> None:
    state = position(VCT_PAST_A_FOUR + " o1")  # White passes: Black to move wins
    line = threat_search(state).vct(0, 6, 3)
    assert line is not None, "White's four at o11 or o12 does not refute the attack"
    assert {state.parse_move("o11"), state.parse_move("o12")} <= set(line)  # the main line
    assert_threat_line(state, line)


# --- victories by continuous fours (VCF) ---------------------------------------------------

VCF_POSITIONS = [
    # (moves, our moves to the five)
    ("h8 i9 g7 i10 i8 j8 h10 h9 e9 e11 f8 d10 g9 e7", 3),
    ("h8 g10 g8 i8 h9 i10 h10 h11 i9 j9 k8 e8 f9 h7 g6 g12 f13 c8", 4),
    ("h8 g9 g8 f8 h10 f11 d10 f9 f10 c10 h12 j7", 5),
    ("h8 f7 h7 h9 g8 d6 i8 f8 f9 e10 g6 f5 g9 g7", 6),
    ("h8 h9 g9 j7 f10 i7 g10 i10 i11 f8 g8 g7 h7 h6", 7),
    (
        "h8 i9 i8 h10 h9 k7 g10 g9 j11 i7 j6 j7 h7 f8 i11 l7 m7 f10 o9 i12 e11 f11 j14 e12 "
        "d13 d11 g11 e13",
        7,
    ),
]


@pytest.mark.parametrize(
    ("moves", "length"), VCF_POSITIONS, ids=[f"vcf-{n}" for _, n in VCF_POSITIONS]
)
def test_finds_the_shortest_win_by_fours(moves: str, length: int) -> None:
    state = position(moves)
    _, result = expert_search(state)
    assert result.exact and result.score == WIN - (2 * length - 1)
    assert len(result.pv) == 2 * length - 1
    assert_forced_win(state, result.pv)


# --- victories by threes and fours (VCT) ----------------------------------------------------

VCT_POSITIONS = [
    # (moves, our moves to the five): Black to move wins, but not by fours alone
    ("e7 h8 f8 g9 f10 f9 e9 g7", 4),
    ("h11 f9 j9 i10 k10 i8 i9 h9 j11 j7 g10 k6 l5 l9", 4),
    ("f7 k7 g7 e7 f6 f8 e5 h8 d4 c3 d6 g8 e8 j8 i8 i9 h10 m5 l6 g6", 5),
    ("f9 j10 g10 h11 g9 g11 h9 i9", 6),
]


def threat_search(state: MnkState) -> ThreatSearch:
    board = Board.from_stones(state.geometry, *state.stones)
    return ThreatSearch(board, Budget(Limits(nodes=200_000), None))


def makes_threat(state: MnkState, attacker: int) -> bool:
    """Whether ``attacker``, to move again in ``state``, has a five or can make an open four
    or double four (judged by the rules: cells where one more stone wins)."""
    again = MnkState(state.geometry, state.stones, attacker)
    if winning_cells(again):
        return True
    return any(
        len(winning_cells(MnkState(s.geometry, s.stones, attacker))) >= 2
        for s in (again.play(move) for move in again.legal_moves())
    )


def assert_threat_line(state: MnkState, line: Sequence[int]) -> None:
    """``line`` (from the side to move, the attacker) wins by threats, judged by the rules:
    after each attacker move but the last the defender has no five and the attacker, to
    move again, would have a five or a move making two; the last move makes five."""
    attacker = state.to_move
    replay = state
    for move in line:
        if replay.to_move == attacker and replay.play(move).outcome() is None:
            assert not winning_cells(replay.play(move)), "the defender could win first"
            assert makes_threat(replay.play(move), attacker), f"{replay.move_text(move)}"
        replay = replay.play(move)
    assert replay.outcome() is not None and replay.outcome().winner == attacker


@pytest.mark.parametrize(
    ("moves", "length"), VCT_POSITIONS, ids=[f"vct-{n}" for _, n in VCT_POSITIONS]
)
def test_finds_a_win_by_threes_that_fours_alone_miss(moves: str, length: int) -> None:
    state = position(moves)
    attacker = state.to_move
    assert threat_search(state).vcf(attacker, 15) is None, "a VCF would find this win"
    _, result = expert_search(state)
    plies = len(result.pv)
    assert result.exact and result.score == WIN - plies
    assert plies % 2 == 1 and plies <= 2 * length - 1
    first = state.play(result.pv[0])
    if plies == 2 * length - 1:  # the suite's own win: every attacker move a threat
        assert_threat_line(state, result.pv)
    else:
        # A shorter win than the suite's: the compiled expert (alpha-beta, not a threat
        # search) may open with a quiet move that threatens nothing by itself.  The rest
        # of its line must be threats, and the check below proves the first move.
        assert_threat_line(first.play(result.pv[1]), result.pv[2:])
    # Every reply to the first move, anywhere on the board, still loses within the
    # attacker moves the engine claims are left (the threat search's proof, not the
    # engine's): so a different first move than the suite's is accepted only as a win.
    left = (plies + 1) // 2 - 1
    for reply in first.legal_moves():
        line = threat_search(first.play(reply)).vct(attacker, left, 3)
        assert line is not None, first.move_text(reply)
