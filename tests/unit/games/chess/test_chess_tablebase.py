"""Syzygy tablebases at the root: a clear refusal of a folder without tables, the proven
verdict with its DTZ in words, DTZ-optimal play that wins, and the search beyond them.

The tables are not in the repository: ``.ci/run`` extracts python-chess's small test
tables (3 and 4 pieces, in the ``chess`` sdist on PyPI) and names their folder in
``PLYBOARD_SYZYGY_TESTS``.  Without it the tests that probe tables are skipped.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import chess
import pytest
from PyQt6.QtWidgets import QFileDialog

from app.gui.games.chess.plugin import TABLEBASES
from app.gui.games.chess.tablebases import TablebaseFolder
from app.gui.window.settings import Settings
from app.protocols.engine.report import analysis_report
from app.protocols.uci.server import UciEngine
from engine.search import PROVEN_BOUND, Limits, StopReason
from games.chess import spec
from games.chess.rules import ChessState
from games.chess.tablebase import (
    SHARED,
    TablebaseError,
    Tablebases,
    TablebaseSetting,
    with_tablebases,
)
from tests.integration.test_chess_compiled_uci import Lines
from tests.integration.test_engine_process import serve
from tests.unit.games.chess.test_chess_book import Recorder

FOLDER = os.environ.get("PLYBOARD_SYZYGY_TESTS", "")
NEEDED = ("KQvK", "KRvK", "KBvK", "KNvK", "KPvK")
"""Every 3-piece table: a pawn promotes to any of the four."""
HAS_TABLES = bool(FOLDER) and all(
    (Path(FOLDER) / f"{name}.{kind}").is_file() for name in NEEDED for kind in ("rtbw", "rtbz")
)
needs_tables = pytest.mark.skipif(
    not HAS_TABLES, reason="no Syzygy test tables (set PLYBOARD_SYZYGY_TESTS, as .ci/run does)"
)
KRK = "8/8/8/4k3/8/8/8/R3K3 w - - 0 1"
"""King and rook against king, White to move: a win."""
KPK_DRAW = "8/8/8/8/4k3/8/4P3/4K3 w - - 0 1"
"""The defending king in front of the pawn: a draw."""


@pytest.fixture
def tables(tmp_path: Path) -> Tablebases:
    """A folder with the 3-piece tables only (copied: 4-piece positions are beyond it)."""
    for name in NEEDED:
        for kind in ("rtbw", "rtbz"):
            shutil.copy(Path(FOLDER) / f"{name}.{kind}", tmp_path)
    return Tablebases(tmp_path)


def test_a_missing_folder_or_one_without_tables_is_refused_clearly(tmp_path: Path):
    with pytest.raises(TablebaseError, match="cannot read the tablebases folder"):
        Tablebases(tmp_path / "absent")
    (tmp_path / "notes.txt").write_text("not a table")
    with pytest.raises(TablebaseError, match="no Syzygy tables in"):
        Tablebases(tmp_path)
    setting = TablebaseSetting()
    with pytest.raises(TablebaseError):
        setting.use(tmp_path)
    assert setting.tablebases is None  # the engine goes on without


@needs_tables
def test_a_won_position_reports_its_dtz_and_not_a_mate_distance(tables: Tablebases):
    assert tables.pieces == 3
    verdict = tables.root_verdict(chess.Board(KRK))
    assert verdict.wdl == 2 and verdict.dtz > 1
    assert verdict.text().startswith(f"tablebase win in {verdict.dtz} ")
    assert "not to mate" in verdict.text()
    winning = [entry for entry in verdict.move_scores if entry.score == PROVEN_BOUND]
    assert verdict.move_scores[0].move == verdict.move and len(winning) > 1
    draw = tables.root_verdict(chess.Board(KPK_DRAW))
    assert (draw.wdl, draw.text()) == (0, "tablebase draw")
    lost = tables.root_verdict(chess.Board(KRK.replace(" w ", " b ")))
    assert lost.wdl == -2 and lost.text().startswith("tablebase loss in ")


@needs_tables
def test_a_win_the_fifty_move_rule_reaches_first_is_a_draw(tables: Tablebases):
    board = chess.Board(KRK)
    dtz = tables.root_verdict(board).dtz
    board.halfmove_clock = 100 - dtz  # mate comes on the 100th ply: still a win
    assert tables.root_verdict(board).wdl == 2
    board.halfmove_clock = 101 - dtz  # Black may claim the draw first
    cursed = tables.root_verdict(board)
    assert cursed.wdl == 1
    assert cursed.text() == "tablebase draw: a win, but drawn under the 50-move rule"
    defending = chess.Board(KRK.replace(" w ", " b "))  # the lone king to move: lost
    longest = tables.root_verdict(defending).dtz
    defending.halfmove_clock = 100 - longest
    assert tables.root_verdict(defending).wdl == -2
    defending.halfmove_clock = 101 - longest  # it holds out until it may claim the draw
    assert tables.root_verdict(defending).wdl == -1


@needs_tables
@pytest.mark.parametrize(
    "fen", [KRK, "8/8/8/8/8/2k5/8/K6Q w - - 0 1", "8/8/8/8/8/1k6/4P3/4K3 w - - 0 1"]
)
def test_dtz_optimal_play_wins_against_the_best_defence(tables: Tablebases, fen: str):
    board = chess.Board(fen)
    for _ in range(200):
        if board.is_game_over():
            break
        verdict = tables.root_verdict(board)
        assert verdict is not None, board.fen()
        board.push(verdict.move)
    assert board.is_checkmate() and board.turn == chess.BLACK


@needs_tables
def test_the_searcher_answers_from_the_tables_and_searches_beyond_them(tables: Tablebases):
    setting = TablebaseSetting()
    setting.use(tables.folder)
    inner = Recorder()
    searcher = with_tablebases(inner, setting)
    state = ChessState(chess.Board(KRK))
    result = searcher.search(state, Limits(depth=1))
    assert result.stop_reason is StopReason.TABLEBASE and inner.calls == 0
    assert result.score == PROVEN_BOUND and not result.exact
    report = analysis_report(spec(), state, result)
    assert report["note"].startswith("tablebase win in ")
    four_pieces = ChessState(chess.Board("8/8/8/4k3/8/8/4P3/R3K3 w - - 0 1"))
    searcher.search(four_pieces, Limits(depth=1))
    with_castling = ChessState(chess.Board("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"))
    searcher.search(with_castling, Limits(depth=1))
    assert inner.calls == 2


@needs_tables
def test_uci_syzygy_path_and_a_bad_folder(tmp_path: Path, tables: Tablebases):
    lines = Lines()
    uci = UciEngine(lines)
    uci.handle(f"setoption name SyzygyPath value {tmp_path / 'absent'}")
    assert "searching without tablebases" in lines.until("info string")
    uci.handle(f"setoption name SyzygyPath value {tables.folder}")
    assert "Syzygy tables up to 3 pieces" in lines.until("info string")
    uci.handle(f"position fen {KRK}")
    uci.handle("go depth 4")
    note = lines.until("info string")
    assert note.startswith("info string tablebase win in ")
    move = chess.Move.from_uci(lines.until("bestmove").split()[1])
    assert move == tables.root_verdict(chess.Board(KRK)).move
    assert any(" score cp 20000 " in line for line in lines.seen)
    uci.handle("quit")


def test_the_engine_process_takes_a_folder_and_refuses_one_without_tables(tmp_path: Path):
    answers = serve(
        'tablebases {"folder": "' + str(tmp_path / "absent") + '"}',
        'tablebases {"folder": ""}',
        "tablebases 7",
    )
    assert (
        answers[0][0] == "error" and "cannot read the tablebases folder" in answers[0][1]["message"]
    )
    assert answers[1] == ("tablebases", {"folder": "", "pieces": 0})
    assert answers[2][0] == "error" and "tablebases needs a folder" in answers[2][1]["message"]


@needs_tables
def test_the_engine_process_answers_from_the_tables(tables: Tablebases):
    moves = ["e1d1"]  # from KRK's start: a chess game set up from a FEN
    answers = serve(
        'tablebases {"folder": "' + str(tables.folder) + '"}',
        "search "
        + json.dumps(
            {"id": 1, "game": f"chess-fen {KRK}", "moves": moves, "level": "expert", "seed": 1}
        ),
    )
    assert answers[0] == ("tablebases", {"folder": str(tables.folder), "pieces": 3})
    result = dict(answers)["result"]["result"]
    assert result["stop_reason"] == "tablebase"
    assert result["note"].startswith("tablebase loss in ")
    SHARED.use(None)


def tablebase_folder(window) -> TablebaseFolder:
    """The chess plug-in's *Tablebases folder…* and *No tablebases* of ``window``."""
    return window.plugins.plugin("chess").tablebases


def remembered_folder(settings: Settings) -> str:
    return settings.load().preferences.plugin_values[TABLEBASES]


def test_the_app_refuses_a_folder_without_tables(make_window, tmp_path: Path, monkeypatch):
    settings = Settings(tmp_path / "settings.ini")
    window = make_window("chess", "easy", (), settings=settings)
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(empty))
    tablebase_folder(window).choose_action.trigger()
    assert "no Syzygy tables in" in window.message_box.text()
    assert remembered_folder(settings) == ""
    assert not tablebase_folder(window).off_action.isEnabled()


@needs_tables
def test_the_app_remembers_the_folder_and_uses_it_at_the_next_start(
    make_window, tmp_path: Path, tables: Tablebases, monkeypatch
):
    settings = Settings(tmp_path / "settings.ini")
    window = make_window("chess", "easy", (), settings=settings)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(tables.folder))
    tablebase_folder(window).choose_action.trigger()
    assert "up to 3 pieces" in window.status_bar.currentMessage()
    assert remembered_folder(settings) == str(tables.folder)
    assert SHARED.tablebases is not None and SHARED.tablebases.pieces == 3
    SHARED.use(None)
    again = make_window("chess", "easy", (), settings=settings)
    assert "Chess tablebases: " in again.status_bar.currentMessage()
    assert SHARED.tablebases is not None
    assert tablebase_folder(again).off_action.isEnabled()
    tablebase_folder(again).off_action.trigger()
    assert again.status_bar.currentMessage() == "Chess tablebases: none"
    assert SHARED.tablebases is None
    assert remembered_folder(settings) == ""
    assert not tablebase_folder(again).off_action.isEnabled()
