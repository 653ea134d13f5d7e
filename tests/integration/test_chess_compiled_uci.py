"""``plyboard uci``: the compiled chess engine as a UCI engine, in process and through
``chess.engine`` (searches limited by depth or nodes, never by time)."""

from __future__ import annotations

import queue
import sys

import chess
import chess.engine
import pytest

from app.protocols.uci.server import (
    ELO_AT_200_NODES,
    ELO_PER_DOUBLING,
    MAX_ELO,
    MIN_ELO,
    GoRequest,
    UciEngine,
    UciError,
    elo_nodes,
    score_text,
)
from engine.clock import INCREMENT_SHARE
from engine.search import WIN
from games.chess.book import shipped_book
from tests.support import REPO

ROOT = REPO
REPLY_SECONDS = 300  # generous: a cold start compiles the kernels


class Lines:
    """Collects the engine's output lines; waits for one that starts with a prefix."""

    def __init__(self) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []

    def __call__(self, line: str) -> None:
        self.queue.put(line)

    def until(self, prefix: str) -> str:
        while True:
            line = self.queue.get(timeout=REPLY_SECONDS)
            self.seen.append(line)
            if line.startswith(prefix):
                return line


@pytest.fixture
def engine() -> tuple[UciEngine, Lines]:
    lines = Lines()
    return UciEngine(lines), lines


def test_handshake_lists_the_options(engine: tuple[UciEngine, Lines]) -> None:
    uci, lines = engine
    uci.handle("uci")
    lines.until("uciok")
    names = {line.split()[2] for line in lines.seen if line.startswith("option")}
    assert names == {
        "Hash",
        "MultiPV",
        "Threads",
        "UCI_LimitStrength",
        "UCI_Elo",
        "OwnBook",
        "SyzygyPath",
        "UCI_Chess960",
    }
    uci.handle("isready")
    assert lines.until("readyok") == "readyok"


@pytest.mark.parametrize(
    "command",
    [
        "bogus",
        "position",
        "position fen not a fen",
        "position startpos moves e2e5",
        "go depth",
        "go depth x",
        "go sideways",
        "setoption name Colour value blue",
        "setoption name Hash value lots",
        "setoption name Threads value 4",
        "setoption",
    ],
)
def test_malformed_commands_are_reported_and_ignored(
    engine: tuple[UciEngine, Lines], command: str
) -> None:
    uci, lines = engine
    uci.handle("position startpos moves e2e4")
    uci.handle(command)
    assert lines.until("info string")
    assert uci.board.fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    uci.handle("isready")
    lines.until("readyok")


CASTLING_MATES = "2rkr3/2p1p3/4P3/8/8/8/8/R2K4 w A - 0 1"
"""Chess960: White mates in one by castling on the queen's side (king d1 to c1, rook a1 to
d1), written king takes rook, ``d1a1``."""


def test_chess960_castling_as_king_takes_rook(engine: tuple[UciEngine, Lines]) -> None:
    uci, lines = engine
    uci.handle("setoption name UCI_Chess960 value true")
    uci.handle(f"position fen {CASTLING_MATES}")
    uci.handle("go depth 2")
    assert lines.until("bestmove") == "bestmove d1a1"
    uci.handle(f"position fen {CASTLING_MATES} moves d1a1")
    assert uci.board.is_checkmate()
    uci.handle("setoption name UCI_Chess960 value false")
    uci.handle(f"position fen {CASTLING_MATES}")
    uci.handle("go depth 2")
    assert lines.until("bestmove") != "bestmove d1a1"  # no castling in standard chess here


def test_position_with_moves_and_go_depth(engine: tuple[UciEngine, Lines]) -> None:
    uci, lines = engine
    uci.handle("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 moves g1f1 g8f8 f1g1 f8g8")
    uci.handle("go depth 3")
    assert lines.until("bestmove") == "bestmove d1d8"
    infos = [line for line in lines.seen if line.startswith("info depth")]
    assert "score mate 1" in infos[-1] and infos[-1].endswith("pv d1d8")


def test_go_infinite_answers_isready_and_waits_for_stop(engine: tuple[UciEngine, Lines]) -> None:
    uci, lines = engine
    uci.handle("position startpos")
    uci.handle("go infinite")
    lines.until("info depth 2 ")
    uci.handle("isready")
    lines.until("readyok")
    assert not any(line.startswith("bestmove") for line in lines.seen)
    uci.handle("stop")
    move = lines.until("bestmove").split()[1]
    assert chess.Move.from_uci(move) in chess.Board().legal_moves


def test_own_book_answers_in_the_book_and_can_be_turned_off(
    engine: tuple[UciEngine, Lines],
) -> None:
    uci, lines = engine
    uci.handle("position startpos moves e2e4")
    uci.handle("go depth 3")
    note = lines.until("info string")
    assert note.startswith("info string Book move ") and "named lines" in note
    move = lines.until("bestmove").split()[1]
    assert move in {entry.move.uci() for entry in shipped_book().moves(uci.board)}
    uci.handle("setoption name OwnBook value false")
    uci.handle("go depth 2")
    lines.until("bestmove")
    assert any(line.startswith("info depth 2 ") for line in lines.seen)


def test_finished_games_answer_a_null_move(engine: tuple[UciEngine, Lines]) -> None:
    uci, lines = engine
    uci.handle("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    uci.handle("go depth 3")
    assert lines.until("bestmove") == "bestmove 0000"


def test_go_parameters_become_limits() -> None:
    white, black = chess.WHITE, chess.BLACK
    assert GoRequest.parse(["movetime", "1000"]).limits(white, None).time == pytest.approx(0.95)
    clock = GoRequest.parse(["wtime", "60000", "btime", "30000", "winc", "1000", "binc", "0"])
    assert clock.limits(white, None).time == pytest.approx(60 / 30 + INCREMENT_SHARE - 0.05)
    assert clock.limits(white, None).clock is not None  # the time plan stretches on a clock
    assert clock.limits(black, None).time == pytest.approx(30 / 30 - 0.05)
    assert GoRequest.parse(["wtime", "1000", "movestogo", "1"]).limits(white, None).time == (
        pytest.approx(0.5 - 0.05)
    )
    limits = GoRequest.parse(["depth", "7", "nodes", "5000"]).limits(white, 1000)
    assert (limits.depth, limits.nodes, limits.time) == (7, 1000, None)
    assert GoRequest.parse(["infinite"]).limits(white, None).time is None
    with pytest.raises(UciError, match="searchmoves"):
        GoRequest.parse(["searchmoves", "e2e4"])
    one_doubling = ELO_AT_200_NODES + ELO_PER_DOUBLING
    assert elo_nodes(one_doubling) == 400 and elo_nodes(one_doubling + ELO_PER_DOUBLING) == 800
    assert elo_nodes(800) == elo_nodes(MIN_ELO) < 300  # nodes alone play no weaker
    assert elo_nodes(5000) == elo_nodes(MAX_ELO)


def test_scores_in_centipawns_and_moves_to_mate() -> None:
    assert score_text(35) == "cp 35"
    assert score_text(WIN - 1) == "mate 1"
    assert score_text(WIN - 3) == "mate 2"
    assert score_text(-(WIN - 2)) == "mate -1"


@pytest.fixture(scope="module")
def process() -> chess.engine.SimpleEngine:
    engine = chess.engine.SimpleEngine.popen_uci(
        [sys.executable, "-m", "app", "uci"], cwd=ROOT, timeout=REPLY_SECONDS
    )
    yield engine
    engine.quit()


@pytest.mark.slow
def test_plays_and_analyses_through_chess_engine(process: chess.engine.SimpleEngine) -> None:
    assert process.id["name"] == "Plyboard"
    board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3")
    played = process.play(board, chess.engine.Limit(depth=3))
    assert played.move == chess.Move.from_uci("h5f7")  # scholar's mate
    infos = process.analyse(board, chess.engine.Limit(nodes=20_000), multipv=3)
    assert len(infos) == 3
    assert infos[0]["score"].white() == chess.engine.Mate(1)
    assert all(info["pv"][0] in board.legal_moves for info in infos)
    assert len({info["pv"][0] for info in infos}) == 3


def test_plays_chess960_through_chess_engine(process: chess.engine.SimpleEngine) -> None:
    board = chess.Board(CASTLING_MATES, chess960=True)  # chess.engine sets UCI_Chess960
    played = process.play(board, chess.engine.Limit(depth=2))
    assert played.move == chess.Move.from_uci("d1a1") and board.is_castling(played.move)


def test_stop_ends_an_infinite_analysis(process: chess.engine.SimpleEngine) -> None:
    process.configure({"Hash": 8})
    with process.analysis(chess.Board()) as analysis:
        for info in analysis:
            if info.get("depth", 0) >= 3:
                break
        analysis.stop()
        best = analysis.wait()
    assert best.move in chess.Board().legal_moves
