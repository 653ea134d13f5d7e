"""``plyboard move`` and ``plyboard analyze`` for chess, through the registered spec."""

from __future__ import annotations

import json

import chess
import pytest

from app.cli import main
from games.chess import spec

FOOLS_MATE_SET_UP = ["f2f3", "e7e5", "g2g4"]
"""Black to move mates with Qh4."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_move_prints_a_legal_uci_move(capsys):
    status, out, err = run(
        capsys, "move", "chess", "--moves", "e2e4", "e7e5", "--level", "medium", "--seed", "1"
    )
    assert status == 0, err
    state = spec().replay(["e2e4", "e7e5"])
    move = state.parse_move(out.strip())
    assert move in state.legal_moves() and out.strip() == state.move_text(move)


def test_move_accepts_san_in_the_move_list(capsys):
    status, out, err = run(
        capsys, "move", "chess", "--moves", "e4", "e5", "Nf3", "--level", "beginner", "--seed", "2"
    )
    assert status == 0, err
    assert out.strip() in {m.uci() for m in spec().replay(["e4", "e5", "Nf3"]).legal_moves()}


@pytest.mark.slow
def test_analyze_reports_mate_in_one_as_an_exact_win(capsys):
    status, out, err = run(
        capsys, "analyze", "chess", "--moves", *FOOLS_MATE_SET_UP, "--json", "--time", "5"
    )
    assert status == 0, err
    report = json.loads(out)
    assert report["best"] == "d8h4"
    assert report["exact"] is True and report["outcome"] == "win"
    assert report["plies_to_end"] == 1
    assert report["moves"][0] == {
        "move": "d8h4",
        "score": report["score"],
        "exact": True,
        "outcome": "win",
        "plies_to_end": 1,
        "pv": ["d8h4"],  # each move's own line (MultiPV)
    }


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        (["e2e4", "e2e4"], "move 2: e2e4 is not a legal move for Black here"),
        (["e2e5"], "move 1: e2e5 is not a legal move for White here"),
        ([*FOOLS_MATE_SET_UP, "d8h4", "a2a3"], "already over"),
    ],
)
def test_illegal_input_gets_one_clear_line(capsys, moves, message):
    status, out, err = run(capsys, "move", "chess", "--moves", *moves)
    assert status != 0 and out == ""
    assert message in err and err.count("\n") == 1


CASTLING_MATES = "2rkr3/2p1p3/4P3/8/8/8/8/R2K4 w A - 0 1"
"""Chess960: White mates in one by castling on the queen's side (written king takes rook)."""


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_move_castles_in_chess960_from_a_fen(capsys, level):
    status, out, err = run(capsys, "move", "chess960", "--fen", CASTLING_MATES, "--level", level)
    assert status == 0, err
    assert out.strip() == "d1a1"
    board = chess.Board(CASTLING_MATES, chess960=True)
    board.push_uci(out.strip())
    assert board.is_checkmate()


@pytest.mark.parametrize("castle", ["b1h1", "b1g1", "O-O"])
def test_chess960_move_lists_read_castling_in_every_form(capsys, castle):
    fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"
    status, out, err = run(
        capsys, "move", "chess960", "--fen", fen, "--moves", castle, "--level", "beginner"
    )
    assert status == 0, err
    board = chess.Board(fen, chess960=True)
    board.push_san("O-O")
    assert chess.Move.from_uci(out.strip()) in board.legal_moves


def test_a_bad_position_or_fen_is_one_clear_line(capsys):
    status, _, err = run(capsys, "move", "connect4", "--fen", "4/4 w")
    assert status == 2 and "bad position for connect4: expected 'WxH rows side'" in err
    status, _, err = run(capsys, "move", "chess960", "--fen", "8/8 w - - 0 1")
    assert status == 2 and "not a FEN position" in err
