"""``plyboard move`` and ``plyboard analyze`` for chess, through the registered spec."""

from __future__ import annotations

import json

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
