"""``plyboard gomocup``: the Gomocup brain protocol, in process and over a pipe."""

from __future__ import annotations

import queue
import random
import subprocess
import sys
import threading

import pytest

from app.protocols.gomocup.server import ABOUT, GomocupBrain
from games.mnk.rules import MnkState
from tests.support import REPO

ROOT = REPO
REPLY_SECONDS = 20
"""How long the test waits for one reply before failing (not a speed check)."""


def started_brain() -> GomocupBrain:
    brain = GomocupBrain()
    assert brain.handle("START 15") == ["OK"]
    assert brain.handle("INFO timeout_turn 200") == []
    return brain


def test_coordinates_count_from_the_top_left() -> None:
    brain = started_brain()
    assert brain.cell((0, 0)) == 14 * 15  # a15
    assert brain.cell((14, 14)) == 14  # o1
    assert brain.point(brain.cell((3, 9))) == (3, 9)
    assert MnkState.new(15, 15, 5).move_text(brain.cell((7, 7))) == "h8"


def test_malformed_and_unknown_commands() -> None:
    brain = GomocupBrain()
    assert brain.handle("TURN 7,7")[0].startswith("ERROR")  # not started
    assert brain.handle("START banana")[0].startswith("ERROR")
    assert brain.handle("START 3")[0].startswith("ERROR")
    assert brain.handle("START 15") == ["OK"]
    assert brain.handle("INFO timeout_turn 200") == []
    assert brain.handle("INFO timeout_turn soon")[0].startswith("ERROR")
    assert brain.handle("TURN 15,0")[0].startswith("ERROR")
    assert brain.handle("TURN 7;7")[0].startswith("ERROR")
    assert brain.handle("FROBNICATE")[0].startswith("UNKNOWN")
    assert brain.handle("ABOUT") == [ABOUT]
    reply = brain.handle("TURN 7,7")
    assert reply[0] != "7,7" and "," in reply[0]
    assert brain.handle("TURN 7,7")[0].startswith("ERROR")  # taken


def test_board_sets_up_a_position_and_we_block_the_four() -> None:
    brain = started_brain()
    # Opponent (2) has four in row y=7 from x=3 to x=6; x=2 is ours: we must play 7,7.
    lines = ["BOARD", "2,7,1", "3,7,2", "4,7,2", "5,7,2", "6,7,2", "0,0,1", "14,14,1", "DONE"]
    replies = [reply for line in lines for reply in brain.handle(line)]
    assert replies == ["7,7"]
    assert brain.handle("BOARD") == []
    assert brain.handle("1,1,3") == []
    assert brain.handle("DONE")[0].startswith("ERROR")


def test_restart_and_takeback() -> None:
    brain = started_brain()
    first = brain.handle("BEGIN")[0]
    assert brain.handle(f"TAKEBACK {first}") == ["OK"]
    assert brain.handle("TAKEBACK 1,1")[0].startswith("ERROR")
    assert brain.handle("RESTART") == ["OK"]
    assert brain.handle("BEGIN") == [first]


class Pipe:
    """The brain as a subprocess, read line by line with a timeout."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", "gomocup"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def ask(self, line: str) -> str:
        self.send(line)
        return self.lines.get(timeout=REPLY_SECONDS)


@pytest.fixture
def pipe():
    brain = Pipe()
    yield brain
    if brain.process.poll() is None:
        brain.process.kill()
    brain.process.wait()


@pytest.mark.slow
def test_a_full_game_over_a_pipe(pipe: Pipe) -> None:
    rng = random.Random(11)
    assert pipe.ask("START 15") == "OK"
    pipe.send("INFO timeout_match 100000")
    pipe.send("INFO timeout_turn 200")
    pipe.send("INFO rule 0")
    state = MnkState.new(15, 15, 5)
    brain = GomocupBrain(size=15)
    reply = pipe.ask("BEGIN")
    while True:
        x, y = (int(part) for part in reply.split(","))
        move = brain.cell((x, y))
        assert move in state.legal_moves()
        state = state.play(move)
        if state.outcome() is not None:
            break
        # A random opponent that plays next to the stones, after a malformed command.
        assert pipe.ask("TURN seven,eight").startswith("ERROR")
        occupied = state.stones[0] | state.stones[1]
        near = [c for c in state.legal_moves() if state.geometry.neighbours[c] & occupied]
        reply_cell = rng.choice(near)
        state = state.play(reply_cell)
        if state.outcome() is not None:
            break
        ox, oy = brain.point(reply_cell)
        reply = pipe.ask(f"TURN {ox},{oy}")
    assert state.outcome().winner == 0  # the engine beats a random player
    pipe.send("END")
    assert pipe.process.wait(timeout=REPLY_SECONDS) == 0


def test_info_rule_selects_standard_gomoku() -> None:
    brain = started_brain()
    assert brain.handle("INFO rule 1") == []
    # Ours: 0..3 and 5 in the top row; 4,0 would make six, which does not win.
    stones = ["0,0,1", "1,0,1", "2,0,1", "3,0,1", "5,0,1"]
    stones += ["0,14,2", "2,14,2", "4,14,2", "6,14,2", "8,14,2"]
    for line in ["BOARD", *stones]:
        assert brain.handle(line) == []
    assert not brain.state().geometry.overline_wins
    reply = brain.handle("DONE")
    assert reply and reply[0] != "4,0"


def test_the_compiled_engine_plays_once_its_kernels_are_ready() -> None:
    import app.protocols.gomocup.server as gomocup

    gomocup._load_kernels()  # what START's background thread does (compiles when cold)
    assert gomocup.kernels_ready()
    brain = started_brain()
    assert brain.engine().name == "compiled"
    # Ours (1) in row y=7 from x=3 to x=6: the compiled engine completes the five.
    lines = ["BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "2,7,2", "0,0,2", "14,14,2", "1,1,2"]
    replies = [reply for line in [*lines, "DONE"] for reply in brain.handle(line)]
    assert replies == ["7,7"]
    assert brain.searcher is not None and brain.fallback is None


def test_before_the_kernels_are_ready_the_python_engine_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import app.protocols.gomocup.server as gomocup

    monkeypatch.setattr(gomocup, "_kernels_ready", threading.Event())  # not loaded yet
    brain = started_brain()
    assert brain.engine().name == "threats"
    lines = ["BOARD", "2,7,1", "3,7,2", "4,7,2", "5,7,2", "6,7,2", "0,0,1", "14,14,1", "DONE"]
    assert [reply for line in lines for reply in brain.handle(line)] == ["7,7"]
