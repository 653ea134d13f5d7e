"""The chess heuristic, move order, levels and draw claims with the generic alpha-beta.

Searches are limited by depth (and nodes), never by time."""

from __future__ import annotations

import random
import statistics

import chess
import pytest

from engine.alphabeta import AlphaBeta
from engine.player import LEVEL_NAMES, choose_move
from engine.search import HEURISTIC_BOUND, WIN, Limits
from games.chess import CLAIM_DRAW, LEVELS, ChessState, spec
from games.chess.claims import ClaimingSearcher
from games.chess.evaluation import (
    evaluate,
    heuristic,
    order_moves,
    quiesce,
    short_sighted_heuristic,
    static_heuristic,
)

CHESS = spec()


def state_of(fen: str) -> ChessState:
    return ChessState.from_text(fen)


def mirrored(fen: str) -> ChessState:
    return ChessState(chess.Board(fen).mirror())


POSITIONS = [
    chess.STARTING_FEN,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
]


@pytest.mark.parametrize("fen", POSITIONS)
def test_evaluation_is_symmetric_and_from_the_side_to_move(fen):
    state = state_of(fen)
    assert evaluate(state.board) == evaluate(mirrored(fen).board)
    assert heuristic(state) == heuristic(mirrored(fen))
    assert abs(heuristic(state)) < HEURISTIC_BOUND


def test_start_is_balanced_and_material_counts():
    assert evaluate(chess.Board()) == 0
    no_queen = state_of("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    assert 700 < heuristic(no_queen) < 1100
    black_to_move = state_of("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
    assert heuristic(black_to_move) == -heuristic(no_queen)


def test_quiescence_sees_a_hanging_piece_and_a_losing_capture():
    # White to move can take the undefended queen on d5 with the e4 pawn.
    hanging = state_of("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1")
    assert evaluate(hanging.board) < -500
    assert heuristic(hanging) > 0
    # Black to move: the queen is attacked, nothing to capture that gains: the static
    # value stands (side to move), quiescence does not invent a gain.
    board = chess.Board("4k3/8/8/3q4/4P3/8/8/4K3 b - - 0 1")
    assert quiesce(board.copy(), -100_000, 100_000) >= evaluate(board)


def test_quiescence_restores_the_board():
    board = chess.Board(POSITIONS[2])
    fen = board.fen()
    quiesce(board, -100_000, 100_000)
    assert board.fen() == fen


def test_move_order_puts_captures_first_most_valuable_victim_first():
    state = state_of("4k3/8/2r1q3/3P4/8/8/8/7K w - - 0 1")
    ordered = order_moves(state, state.legal_moves())
    assert [state.move_text(move) for move in ordered[:2]] == ["d5e6", "d5c6"]


def test_move_order_puts_promotions_and_checks_before_quiet_moves():
    state = state_of("6k1/P7/8/8/8/8/8/R3K3 w - - 0 1")
    ordered = [state.move_text(move) for move in order_moves(state, state.legal_moves())]
    assert ordered[0] == "a7a8q"
    checks = [index for index, text in enumerate(ordered) if text == "a1a8"]
    # a1a8 is blocked by the pawn; a check along the first rank is not possible either,
    # so the first quiet move follows the promotions
    assert not checks
    check_state = state_of("6k1/8/8/8/8/8/8/R3K3 w - - 0 1")
    ordered = [
        check_state.move_text(move) for move in order_moves(check_state, check_state.legal_moves())
    ]
    assert ordered[0] == "a1a8"


@pytest.mark.parametrize(
    ("fen", "mate_in", "first"),
    [
        ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, "a1a8"),
        ("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1, "h5f7"),
        ("6k1/5ppp/8/8/8/8/1Q6/R5K1 w - - 0 1", 1, None),
        ("k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, None),
        ("1k6/8/2K5/8/8/8/8/7R w - - 0 1", 2, "h1a1"),
    ],
)
def test_mates_are_exact_wins_counted_in_plies(fen, mate_in, first):
    searcher = AlphaBeta(heuristic, order_moves)
    result = searcher.search(state_of(fen), Limits(depth=2 * mate_in + 1))
    assert result.exact and result.outcome == "win"
    assert result.score == WIN - (2 * mate_in - 1)
    assert result.plies_to_end == 2 * mate_in - 1
    if first is not None:
        assert state_of(fen).move_text(result.best_move) == first


def test_being_mated_is_an_exact_loss():
    # Black's only move is Kb8, then Rh8 mates.
    fen = "k7/8/1K6/8/8/8/8/7R b - - 0 1"
    result = AlphaBeta(heuristic, order_moves).search(state_of(fen), Limits(depth=4))
    assert result.score == -(WIN - 2)
    assert result.exact and result.outcome == "loss"


def test_levels_are_the_common_ones_with_two_more_between_hard_and_expert():
    assert [name for name in LEVELS if name in LEVEL_NAMES] == list(LEVEL_NAMES)
    assert list(LEVELS)[-3:] == ["advanced", "strong", "expert"]
    assert CHESS.default_algorithm == LEVELS["expert"].algorithm == "compiled"
    assert LEVELS["expert"].limits.time is not None
    for name in list(LEVELS)[:-1]:
        assert LEVELS[name].limits.time is None, f"{name} should be limited by depth/nodes"


def test_levels_are_rated_weakest_first_without_random_moves():
    ratings = [level.rating for level in LEVELS.values()]
    assert all(rating is not None for rating in ratings)
    assert ratings == sorted(ratings) and len(set(ratings)) == len(ratings)
    assert all(level.blunder == 0 for level in LEVELS.values())


@pytest.mark.parametrize("name", list(LEVELS)[:-1])
def test_every_level_plays_a_legal_move(name):
    state = CHESS.replay(["e2e4", "e7e5", "g1f3"])
    level = LEVELS[name]
    decision = choose_move(
        CHESS.searcher(level.algorithm, random.Random(1)), state, level, random.Random(1)
    )
    assert decision.move in state.legal_moves()


def test_hard_takes_a_hanging_queen():
    state = state_of("r1b1kbnr/pppp1ppp/2n5/4p1q1/4P3/3P1N2/PPP2PPP/RNBQKB1R w KQkq - 0 1")
    level = LEVELS["hard"]
    decision = choose_move(CHESS.searcher(level.algorithm), state, level, random.Random(0))
    assert decision.move.to_square == chess.G5  # Nxg5 or Bxg5


# Black's pawn d5 can take the knight on e4, which the pawn on f3 defends.
RECAPTURE = "4k3/8/8/3p4/4N3/5P2/8/4K3 b - - 0 1"


def test_the_short_sighted_leaf_sees_a_capture_but_not_the_recapture():
    state = state_of(RECAPTURE)
    seen_in_full, short_sighted = heuristic(state), short_sighted_heuristic(state)
    assert short_sighted - seen_in_full >= 80  # the pawn lost to fxe4 goes unseen
    assert seen_in_full - static_heuristic(state) >= 150  # the knight for a pawn


# Nf7+ forks the king on d8 and the rook on h8.
FORK = "3k3r/8/8/6N1/8/8/8/6K1 w - - 0 1"


def fork_gain(name: str) -> int:
    """How much more level ``name``'s search scores the fork than the median move
    (centipawns)."""
    state = state_of(FORK)
    level = LEVELS[name]
    result = CHESS.searcher(level.algorithm).search(state, level.limits, score_all_moves=True)
    scores = {entry.move: entry.score for entry in result.move_scores}
    return scores[state.parse_move("g5f7")] - int(statistics.median(scores.values()))


def test_easy_sees_a_knight_fork_and_beginner_one_ply_shorter_does_not():
    assert fork_gain("easy") >= 400
    assert fork_gain("beginner") < 100


REPEATED = [*["g1f3", "g8f6", "f3g1", "f6g8"] * 2, "g1f3"]
"""The position after 1.Nf3 for the third time, Black (a tempo down) to move."""


def test_the_computer_claims_a_draw_it_cannot_beat():
    state = CHESS.replay(REPEATED)
    assert state.claimable_draw() == "threefold repetition"
    searcher = CHESS.searcher("alphabeta")
    assert isinstance(searcher, ClaimingSearcher)
    history = [CHESS.replay(REPEATED[:index]).key() for index in range(len(REPEATED))]
    # Black is a move behind: its best is worth no more than a draw.
    level = LEVELS["medium"]
    result = searcher.search(state, Limits(depth=1), history=history)
    if result.best_move is not CLAIM_DRAW:
        pytest.fail(f"expected a claim, the search scored {result.score}")
    assert result.exact and result.score == 0 and state.play(result.best_move).outcome()
    decision = choose_move(searcher, state, level, random.Random(0), history=history)
    assert decision.move is CLAIM_DRAW or decision.move in state.legal_moves()


def test_the_computer_plays_on_when_it_is_better():
    # White is a queen up and the position has occurred three times: no claim.
    fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
    dance = ["d1d2", "e8e7", "d2d1", "e7e8"] * 2
    state = state_of(fen)
    history = []
    for text in dance:
        history.append(state.key())
        state = state.play(state.parse_move(text))
    assert state.claimable_draw() == "threefold repetition"
    result = CHESS.searcher("alphabeta").search(state, Limits(depth=2), history=history)
    assert result.best_move is not CLAIM_DRAW and result.score > 0


def test_move_order_is_a_permutation_and_its_checks_are_real_checks():
    from games.chess.evaluation import _checks_directly

    rng = random.Random(7)
    seen_checks = 0
    for _ in range(10):
        state = CHESS.new_state()
        for _ in range(40):
            moves = state.legal_moves()
            if not moves:
                break
            ordered = order_moves(state, moves)
            assert sorted(move.uci() for move in ordered) == sorted(move.uci() for move in moves)
            king = state.board.king(not state.board.turn)
            for move in moves:
                if _checks_directly(state.board, move, king):
                    seen_checks += 1
                    assert state.board.gives_check(move), (state.to_text(), move.uci())
            state = state.play(rng.choice(moves))
    assert seen_checks > 0
