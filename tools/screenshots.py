"""Save screenshots of the main window into docs/screenshots/ (runs offscreen).

Usage: ``python tools/screenshots.py [--out DIR]``.  Each scene plays a few moves
(the computer's replies are real searches with a fixed seed) and grabs the window
at several sizes; ``tictactoe.png`` is the one the README shows.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.controller import GameController
from app.gui import application, run_events_until
from app.main_window import MainWindow
from games.registry import game_names, get_game

log = logging.getLogger("screenshots")
SIZES = ((640, 480), (900, 650), (1400, 900))
README_SCENE = "tictactoe"
"""Its 900x650 shot is also saved as ``tictactoe.png`` for the README."""


@dataclass(frozen=True)
class Scene:
    """A game, who the computer plays, the moves the person makes, and where to save it."""

    name: str
    game: str
    level: str
    computer_players: tuple[int, ...]
    human_moves: tuple[str, ...]
    sizes: Sequence[tuple[int, int]] = SIZES


SCENES = (
    Scene("tictactoe", "tictactoe", "expert", (1,), ("a1", "c3")),
    Scene("tictactoe-finished", "tictactoe", "expert", (0,), ("a1", "a3"), ((900, 650),)),
    Scene("mnk-7-7-5", "mnk-7-7-5", "easy", (1,), ("d4", "e5", "c3")),
    Scene("connect4", "connect4", "medium", (1,), ("4", "4", "3"), ((900, 650),)),
    Scene("hare-hounds", "hare-hounds", "medium", (1,), ("1-5",), ((640, 480), (900, 650))),
    Scene("teeko", "teeko", "easy", (1,), ("c3", "b2", "d4"), ((640, 480), (900, 650))),
    Scene("gomoku", "gomoku", "easy", (1,), ("h8", "h9", "g8"), ((640, 480), (1400, 900))),
)


def is_free(controller: GameController, text: str) -> bool:
    """Whether ``text`` names a legal move now (the computer may have taken the cell)."""
    try:
        controller.state.parse_move(text)
    except ValueError:
        return False
    return True


def play_scene(scene: Scene, out: Path, data_dir: Path) -> list[Path]:
    """Play ``scene`` and save one PNG per size; returns the files written.

    ``data_dir`` keeps the scenes' autosaves away from the person's own (and from
    each other: no scene is offered another's game to resume).
    """
    window = MainWindow(
        get_game(scene.game),
        scene.level,
        computer_players=scene.computer_players,
        rng=random.Random(7),
        data_dir=data_dir,
        offer_resume=False,
    )
    window.show()
    controller = window.controller
    saved = []
    try:
        for text in scene.human_moves:
            run_events_until(lambda: not controller.thinking)
            if controller.state.outcome() is not None:
                break
            move = controller.state.parse_move(text) if is_free(controller, text) else None
            controller.play_move(move if move is not None else controller.state.legal_moves()[0])
        run_events_until(lambda: not controller.thinking)
        for width, height in scene.sizes:
            window.resize(width, height)
            run_events_until(lambda w=width, h=height: (window.width(), window.height()) == (w, h))
            path = out / f"{scene.name}-{width}x{height}.png"
            window.grab().save(str(path))
            saved.append(path)
    finally:
        window.close()
    if scene.name == README_SCENE:
        readme = out / f"{scene.name}.png"
        shutil.copyfile(out / f"{scene.name}-900x650.png", readme)
        saved.append(readme)
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    app = application()
    args.out.mkdir(parents=True, exist_ok=True)
    known = set(game_names())
    for scene in SCENES:
        if scene.game not in known and not scene.game.startswith("mnk-"):
            log.info("skipping %s: game not registered", scene.name)
            continue
        with tempfile.TemporaryDirectory() as data_dir:
            for path in play_scene(scene, args.out, Path(data_dir)):
                log.info("saved %s", path)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
