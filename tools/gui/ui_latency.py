"""How late the window's 10 ms event-loop tick runs while the computer plays itself.

Usage::

    python -m tools.gui.ui_latency [--games G ...] [--levels hard expert] [--seconds 5]
                               [--modes process in-process] [--cold] [--json FILE]
                               [--animation off|fast|normal|slow]

For each game, level and mode, the real main window opens offscreen, the computer
plays both sides for ``--seconds`` (a new game whenever one ends), and a 10 ms
``QTimer`` records how late each tick arrives: p50, p99 and max lateness in ms and
the ticks lost (expected from the elapsed time, never delivered).  The moves are
animated at ``--animation`` (*View > Animation*, default ``normal`` as in the app).  Modes:
``process`` searches in the engine process (the app's way); ``in-process`` searches
on the window's worker thread in the GUI process (``PLYBOARD_IN_PROCESS_ENGINE=1``,
the app before the engine process).  ``--cold`` gives the GUI process and the
engine process each a fresh, empty numba cache, so each game's first search
compiles its kernels (run one mode per invocation then: the first mode would warm
the cache for the second in the same process).  A first, unmeasured second of
tic-tac-toe takes the first window's one-time costs (fonts, styles, starting the
engine process).  ``--actions`` instead times Move now, Undo and New game from the
action to the board's change, each right after the person's first move (the
computer's search just started: with ``--cold``, during the first compile), and
says whether the engine was preparing the game at each action and who chose the move
Move now played (the search, or the ``quick move`` played when the engine had none
within 50 ms).  Every game's first use, each in a process of its own::

    for game in $(plyboard games | cut -d' ' -f1 | grep -v W-H-K); do
        python -m tools.gui.ui_latency --actions --cold --modes process --games $game
    done
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import tempfile
from dataclasses import asdict
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

log = logging.getLogger("ui_latency")

GAMES = ("tictactoe", "mnk-7-7-5", "hare-hounds", "gomoku", "teeko", "connect4-8x7", "connect4")
"""The games of issue 22's table."""
MODES = ("process", "in-process")
IN_PROCESS = "PLYBOARD_IN_PROCESS_ENGINE"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", nargs="+", default=list(GAMES), metavar="GAME", help="or 'all': every game"
    )
    parser.add_argument("--levels", nargs="+", default=["hard", "expert"], metavar="LEVEL")
    parser.add_argument("--seconds", type=float, default=5.0, help="per game, level and mode")
    parser.add_argument("--modes", nargs="+", default=list(MODES), choices=MODES)
    parser.add_argument("--cold", action="store_true", help="fresh numba caches")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the rows here")
    parser.add_argument(
        "--animation",
        default="normal",
        choices=("off", "fast", "normal", "slow"),
        help="how fast the window animates the moves (View > Animation; default normal)",
    )
    parser.add_argument(
        "--actions",
        action="store_true",
        help="instead: time Move now, Undo and New game from the action to the board's "
        "change, each at the start of the computer's reply to a first move",
    )
    parser.add_argument(
        "--settle",
        type=float,
        default=0.0,
        metavar="S",
        help="with --actions: seconds between opening a game's window and the person's first "
        "move (default 0: at once; a person takes a second or more)",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")

    engine_env: dict[str, str] = {}
    if args.cold:
        os.environ["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="plyboard-cold-gui-")
        engine_env["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="plyboard-cold-engine-")
    # Imported only now: numba reads NUMBA_CACHE_DIR when it is first imported.
    from app.gui.session.worker import shared_engine
    from app.gui.window.launch import application
    from games.registry import game_names, get_game
    from tools.gui.latency import action_times, self_play_latency

    if args.games == ["all"]:
        args.games = list(game_names())
    app = application()  # kept: the application must outlive the windows
    shared_engine(engine_env or None)
    rows = []
    with tempfile.TemporaryDirectory(prefix="plyboard-latency-") as data:
        # Unmeasured: the first window's one-time costs (fonts, styles, the engine's start).
        self_play_latency(get_game("tictactoe"), "easy", 1.0, Path(data))
    if args.actions:
        print(
            "| game | level | mode | Move now ms | Undo ms | New game ms | "
            "engine preparing | Move now played |"
        )
        print("|---|---|---|---:|---:|---:|---|---|")
        with tempfile.TemporaryDirectory(prefix="plyboard-actions-") as data:
            for game in args.games:
                for level in args.levels:
                    for mode in args.modes:
                        if mode == "in-process":
                            os.environ[IN_PROCESS] = "1"
                        else:
                            os.environ.pop(IN_PROCESS, None)
                        times = action_times(
                            get_game(game), level, Path(data), settle_s=args.settle
                        )
                        rows.append({"level": level, "mode": mode, **asdict(times)})
                        preparing = "/".join("yes" if was else "no" for was in times.preparing)
                        print(
                            f"| {game} | {level} | {mode} | {times.move_now_ms} | "
                            f"{times.undo_ms} | {times.new_game_ms} | {preparing} | "
                            f"{times.move_now_by} |",
                            flush=True,
                        )
        if args.json is not None:
            args.json.write_text(json.dumps(rows, indent=1))
        del app
        return 0
    print("| game | level | mode | ticks | lost | p50 ms | p99 ms | max ms | moves |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="plyboard-latency-") as data:
        for game in args.games:
            spec = get_game(game)
            for level in args.levels:
                for mode in args.modes:
                    if mode == "in-process":
                        os.environ[IN_PROCESS] = "1"
                    else:
                        os.environ.pop(IN_PROCESS, None)
                    stats = self_play_latency(spec, level, args.seconds, Path(data), args.animation)
                    row = {
                        "game": game,
                        "level": level,
                        "mode": mode,
                        "animation": args.animation,
                        **asdict(stats),
                    }
                    rows.append(row)
                    print(
                        f"| {game} | {level} | {mode} | {stats.ticks} | {stats.lost} | "
                        f"{stats.p50_ms} | {stats.p99_ms} | {stats.max_ms} | {stats.moves} |",
                        flush=True,
                    )
    if args.json is not None:
        args.json.write_text(json.dumps(rows, indent=1))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
