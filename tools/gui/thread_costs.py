"""What a move costs the GUI thread: the autosave, the board's frame layer, the analysis panel.

Usage::

    python -m tools.gui.thread_costs [--games G ...] [--seconds 8] [--profile-game connect4]

Three measurements, in milliseconds:

* the autosave: how long ``Autosave.write`` holds the calling thread, over 300 writes of
  a saved game 5 ms apart (median, p90, max of wall time);
* the board's frame layer: CPU time of ``paint_frame`` (painting it) and of
  ``paint_background`` (copying it from its pixmap) per call, on each game's board in a
  900x650 window, 300 calls each;
* a cProfile (in thread CPU time) of the GUI thread while the computer plays
  ``--profile-game`` at ``easy`` against itself for ``--seconds``, as ms per move of the
  board's paint, the analysis panel's updates (the panel hidden, as by default) and the
  autosave.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.gui.session.autosave import Autosave
from app.gui.session.worker import shared_engine
from app.gui.window.launch import application
from app.services.record import SavedGame, to_json
from games.registry import get_game
from tools.gui.latency import frame_layer_cpu_ms, self_play_latency

GAMES = ("tictactoe", "mnk-7-7-5", "connect4", "teeko", "hare-hounds", "gomoku", "chess")
PROFILED = {
    ("board_view", "paintEvent"): "board paint",
    ("analysis_panel", "on_state_changed"): "analysis panel, new position",
    ("analysis_panel", "on_evaluation_updated"): "analysis panel, search report",
    ("controller", "_save_record"): "autosave",
}


def autosave_costs(folder: Path) -> str:
    saved = SavedGame("connect4", frozenset({1}), "hard", "auto", tuple("4453443322" * 2), None)
    saver = Autosave(folder / "autosave.json", to_json)
    held = []
    for number in range(300):
        game = replace(saved, level=("hard", "expert")[number % 2])
        started = time.perf_counter()
        saver.write(game)
        held.append((time.perf_counter() - started) * 1000)
        time.sleep(0.005)
    saver.close()
    held.sort()
    return f"median {statistics.median(held):.3f}, p90 {held[269]:.3f}, max {held[-1]:.3f}"


def per_move_costs(game: str, seconds: float, folder: Path) -> list[str]:
    self_play_latency(get_game(game), "easy", 2.0, folder)  # unmeasured: the first moves
    profile = cProfile.Profile(time.thread_time)
    profile.enable()
    stats = self_play_latency(get_game(game), "easy", seconds, folder)
    profile.disable()
    moves = max(1, stats.moves)
    lines = [f"{stats.moves} moves in {seconds:g} s"]
    for (path, _, function), (_, calls, _, cumulative, _) in pstats.Stats(profile).stats.items():
        for (module, name), what in PROFILED.items():
            if function == name and path.endswith(f"{module}.py"):
                lines.append(
                    f"{what}: {cumulative / moves * 1000:.3f} ms per move "
                    f"({calls} calls, {cumulative / calls * 1000:.3f} ms each)"
                )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), metavar="GAME")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--profile-game", default="connect4", metavar="GAME")
    args = parser.parse_args(argv)
    app = application()  # kept: the application must outlive the windows
    shared_engine()
    with tempfile.TemporaryDirectory(prefix="plyboard-gui-costs-") as name:
        folder = Path(name)
        print(f"autosave write, ms on the calling thread: {autosave_costs(folder / 'bench')}")
        for game in args.games:
            painted, copied = frame_layer_cpu_ms(get_game(game), folder)
            print(
                f"frame layer of {game}, CPU ms per call: paint_frame {painted:.2f}, "
                f"paint_background {copied:.2f}"
            )
        for line in per_move_costs(args.profile_game, args.seconds, folder):
            print(f"{args.profile_game} self-play, GUI thread CPU (profiled): {line}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
