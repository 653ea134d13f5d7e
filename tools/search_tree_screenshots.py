"""Save screenshots of the Search tree window at 900x650 into docs/ (offscreen).

Usage: ``python tools/search_tree_screenshots.py [--out DIR]``: tic-tac-toe's finished
alpha-beta tree (with move ordering, 3 plies) and Connect Four's table-driven search
replayed up to a cut-off.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PyQt6.QtWidgets import QApplication

from app.gui.search_tree_window import SearchTreeWindow
from engine.observer import CutOff
from games.registry import get_game

SIZE = (900, 650)
SCENES = (
    # file, game, moves, algorithm, depth, replay up to the n-th cut-off (0: finished tree)
    ("search-tree-tictactoe.png", "tictactoe", "b2 a1", "alphabeta-ordered", 3, 0),
    ("search-tree-connect4.png", "connect4", "4 4 3", "alphabeta-table", 4, 12),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    args = parser.parse_args()
    application = QApplication.instance() or QApplication(sys.argv)
    for name, game, moves, algorithm, depth, cutoff in SCENES:
        spec = get_game(game)
        texts = moves.split()
        window = SearchTreeWindow(spec, spec.replay(texts), texts, algorithm=algorithm, depth=depth)
        window.resize(*SIZE)
        window.show()
        while window.running:
            application.processEvents()
        if cutoff and window.model is not None:
            cuts = [
                n for n, step in enumerate(window.model.steps) if isinstance(step.event, CutOff)
            ]
            window.show_step(cuts[min(cutoff, len(cuts)) - 1])
        application.processEvents()
        window.grab().save(str(args.out / name))
        window.close()
        print(args.out / name)


if __name__ == "__main__":
    main()
