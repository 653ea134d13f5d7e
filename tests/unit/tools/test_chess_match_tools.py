"""The chess match tools' pure functions: the SPRT's LLR and bounds, the loss
analysis's turning point and phase, and the PGN comment of our score."""

import argparse

import chess
import chess.engine
import pytest

from tools.bench.chess_engine import suite_positions
from tools.match.chess_losses import phase, turning_point
from tools.match.chess_uci import limit, parse_our_comment
from tools.match.sprt import Bounds, expected_score, llr, pair_score


def test_llr_of_a_trinomial_count_matches_the_hand_computed_value():
    # 60 wins, 20 draws, 20 losses: mean 0.7, variance 0.16; H0 0 Elo, H1 10 Elo
    # (expected 0.5 and 0.514387): 0.014387 * 0.385613 / (2 * 0.16 / 100) = 1.7337
    assert llr({1.0: 60, 0.5: 20, 0.0: 20}, 0, 10) == pytest.approx(1.7337, abs=1e-3)


def test_llr_is_negative_for_a_losing_record_and_zero_without_variance():
    # the mirror of the record above: mean 0.3, (0.3 * 2 - 1.014387) * 0.014387 / 0.0032
    assert llr({1.0: 20, 0.5: 20, 0.0: 60}, 0, 10) == pytest.approx(-1.863, abs=1e-3)
    assert expected_score(0) == 0.5
    assert llr({}, 0, 10) == 0.0
    assert llr({0.5: 10}, 0, 10) == 0.0


def test_pentanomial_pairs_of_equal_mean_but_less_spread_give_a_larger_llr():
    spread = llr({1.0: 30, 0.75: 10, 0.5: 30, 0.25: 10, 0.0: 20}, 0, 10)
    narrow = llr({0.75: 50, 0.5: 30, 0.25: 20}, 0, 10)
    assert narrow > spread > 0


def test_bounds_of_five_percent_errors_are_about_two_point_nine_four():
    bounds = Bounds.of(0.05, 0.05)
    assert bounds.upper == pytest.approx(2.944, abs=1e-3)
    assert bounds.lower == pytest.approx(-2.944, abs=1e-3)


def test_turning_point_is_the_first_of_our_moves_after_which_the_game_stays_lost():
    # a dip that recovers (index 1) does not count; index 3 loses 250 and stays lost
    assert turning_point([20, 10, -200, 0, -250, -400, -10_000], 150) == 3
    assert turning_point([20, 0, -100, -120], 150) is None


def test_phase_by_material():
    assert phase(chess.Board()) == "opening"
    assert phase(chess.Board("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 40")) == "endgame"
    middle = chess.Board("r3k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R3K2R w KQkq - 0 20")
    assert phase(middle) == "middlegame"


def test_our_comment_round_trips_score_and_depth():
    assert parse_our_comment("ours +35/12") == (35, 12)
    assert parse_our_comment("ours -100000/7") == (-100_000, 7)
    assert parse_our_comment("") is None


def test_clock_use_reads_our_clock_from_the_match_pgn():
    import io

    import chess.pgn

    from engine.clock import TimeControl
    from tools.match.chess_uci import clock_comment, game_record
    from tools.match.clock_use import clock_use

    board = chess.Board()
    moves = [board.push_san(san) for san in ("e4", "e5", "Nf3", "Nc6", "Bb5", "a6")]
    # we are Black after a two-ply opening: 10 s + 1 s, 6 s left after our last move
    record = [
        (moves[2], clock_comment(10.5)),
        (moves[3], "ours +10/5 " + clock_comment(9.0)),
        (moves[4], clock_comment(10.8)),
        (moves[5], "ours -5/6 " + clock_comment(6.0)),
    ]
    game = game_record(moves[:2], record, chess.BLACK, 0.0, "time forfeit", "x", TimeControl(10, 1))
    read = chess.pgn.read_game(io.StringIO(str(game)))
    use = clock_use(read)
    assert use is not None
    assert (use.had, use.spent, use.moves, use.lost_on_time) == (12.0, 6.0, 3, True)
    assert use.share == 0.5
    assert clock_comment(3725.25) == "[%clk 1:02:05.2]"
    untimed = game_record(moves[:2], [(moves[2], "")], chess.WHITE, 0.5, "move limit", "x")
    assert clock_use(chess.pgn.read_game(io.StringIO(str(untimed)))) is None


def test_a_test_suite_is_read_from_any_epd_with_best_moves(tmp_path):
    suite = tmp_path / "suite.epd"
    suite.write_text(
        '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - acd 5; bm Qg6; id "WAC.001"; '
        "pv Qg6 R;\n"  # a pv python-chess cannot parse is not read
        "\n"
        'r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - bm Qxh7+ Bxg6; id "X.2";\n'
    )
    found = suite_positions(suite)
    assert [name for name, _, _ in found] == ["WAC.001", "X.2"]
    board, best = found[1][1], found[1][2]
    assert [board.san(move) for move in best] == ["Qxh7+", "Bxg6"]
    assert len(suite_positions()) == 24  # Bratko-Kopec by default


def test_the_opponent_may_search_its_own_number_of_nodes():
    clocks = {chess.WHITE: 0.0, chess.BLACK: 0.0}
    both = argparse.Namespace(nodes=5000, opponent_nodes=None, clock=None, seconds=0.5)
    assert limit(both, clocks, True) == limit(both, clocks, False) == chess.engine.Limit(nodes=5000)
    matched = argparse.Namespace(nodes=1500, opponent_nodes=5000, clock=None, seconds=0.5)
    assert limit(matched, clocks, True) == chess.engine.Limit(nodes=1500)
    assert limit(matched, clocks, False) == chess.engine.Limit(nodes=5000)


def test_a_pair_score_and_its_interval():
    mean, low, high = pair_score({0.0: 10, 0.5: 80, 1.0: 10})
    assert mean == pytest.approx(0.5)
    assert low == pytest.approx(0.5 - 1.96 * (0.05**0.5) / 10)
    assert high - mean == pytest.approx(mean - low)
    assert pair_score({1.0: 3, 0.75: 1})[0] == pytest.approx(0.9375)
