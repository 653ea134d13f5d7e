"""The blunder count of recorded chess games: reading records, skipping the opening set's
moves, grading the rest."""

from pathlib import Path

import pytest

from app.services.match_openings import shipped_openings
from games.chess import spec
from tools.bench.chess_blunders import main, opening_plies, read_games, tally_errors, uci_moves

# 3.Qxe5+?? loses the queen to Nxe5.
QUEEN_LOST = "e2e4 e7e5 d1h5 b8c6 h5e5 c6e5"


def record(path: Path, moves: str) -> Path:
    path.write_text(f"# arena\n1\twhite-player\tblack-player\t0-1\t{moves}\n", encoding="utf-8")
    return path


def test_a_queen_given_away_is_the_first_player_s_blunder(tmp_path: Path) -> None:
    games = read_games(record(tmp_path / "r.txt", QUEEN_LOST))
    assert games[0].players == ("white-player", "black-player")
    errors = tally_errors(games, nodes=2_000)
    assert errors["white-player"].blunders == 1
    assert errors["black-player"].blunders == 0
    assert errors["white-player"].loss > 500


def test_the_opening_set_s_moves_are_not_counted() -> None:
    line = uci_moves(shipped_openings(spec())[0].moves)
    assert opening_plies([*line, "a2a3"], [line[:2], line]) == len(line)
    assert opening_plies(["a2a3"], [line]) == 0


def test_a_file_that_is_not_a_record_is_refused(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("not a record\n", encoding="utf-8")
    with pytest.raises(ValueError, match="not an arena record"):
        read_games(bad)
    assert main([str(bad)]) == 2
    assert "not an arena record" in capsys.readouterr().err
