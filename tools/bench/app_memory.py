"""Peak memory of the running app while the computer plays a game against itself.

Opens the main window offscreen on GAME with the computer on both sides at
LEVEL, waits until the game ends or PLIES plies are played (then, with
``--review``, until a review of the game has finished), and prints the
process's peak resident set (MiB) and the plies played.

    /work/venv/bin/python -m tools.bench.app_memory connect4 --level expert --plies 20
"""

from __future__ import annotations

import argparse
import os
import resource
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--plies", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds")
    parser.add_argument("--review", action="store_true", help="review the game at the end")
    args = parser.parse_args()

    from app.gui.window.launch import application
    from app.gui.window.main_window import MainWindow
    from games.registry import get_game

    app = application()
    with tempfile.TemporaryDirectory() as data_dir:
        window = MainWindow(
            get_game(args.game),
            args.level,
            computer_players=(0, 1),
            data_dir=Path(data_dir),
            offer_resume=False,
        )
        window.show()
        deadline = time.monotonic() + args.timeout
        controller = window.controller
        while time.monotonic() < deadline:
            app.processEvents()
            if controller.state.outcome() is not None or len(controller.moves) >= args.plies:
                break
            time.sleep(0.01)
        plies = len(controller.moves)
        if args.review:
            reviewed: list[object] = []
            controller.review_finished.connect(reviewed.append)
            controller.set_computer_players(())
            if controller.advisor.request_review():
                while not reviewed and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.01)
        window.close()
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{args.game} {args.level}: {plies} plies, peak resident memory {peak_mib:.0f} MiB")


if __name__ == "__main__":
    main()
