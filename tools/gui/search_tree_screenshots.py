"""Save screenshots of the Search tree window at 900x650 into docs/ (offscreen).

Usage: ``python -m tools.gui.search_tree_screenshots [--out DIR]``: tic-tac-toe's finished
alpha-beta tree (with move ordering, 3 plies) and Connect Four's table-driven search
replayed up to a cut-off, and the drawn tree of Connect Four's MCTS 60% through its playouts.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.gui.learn.search_tree_window import SearchTreeWindow
from app.gui.window.launch import application, run_events_until, save_grab
from engine.observer import BackedUp, CutOff
from games.registry import get_game

SIZE = (900, 650)
SCENES = (
    # file, game, moves, algorithm, depth, replay to the n-th cut-off (0: finished), tab
    ("search-tree-tictactoe.png", "tictactoe", "b2 a1", "alphabeta-ordered", 3, 0, 0),
    ("search-tree-connect4.png", "connect4", "4 4 3", "alphabeta-table", 4, 12, 0),
    ("search-tree-connect4-mcts.png", "connect4", "4 4 3", "mcts", 3, 0, 1),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[2] / "docs")
    args = parser.parse_args()
    qt_application = application()
    for name, game, moves, algorithm, depth, cutoff, tab in SCENES:
        spec = get_game(game)
        texts = moves.split()
        window = SearchTreeWindow(spec, spec.replay(texts), texts, algorithm=algorithm, depth=depth)
        window.resize(*SIZE)
        window.show()
        run_events_until(lambda window=window: not window.running)
        window.tabs.setCurrentIndex(tab)
        model = window.model
        assert model is not None
        if cutoff:
            cuts = [n for n, step in enumerate(model.steps) if isinstance(step.event, CutOff)]
            window.show_step(cuts[min(cutoff, len(cuts)) - 1])
        elif algorithm == "mcts":  # after 60% of the playouts, around the root's child
            playouts = model.root.visits * 3 // 5
            step = next(
                n
                for n, step in enumerate(model.steps)
                if isinstance(step.event, BackedUp) and step.event.visits[0] == playouts
            )
            window.show_step(step)
            node = model.steps[step].node
            while node.parent is not None and node.parent.parent is not None:
                node = node.parent
            window.show_node(node)
        save_grab(window, args.out / name, SIZE)
        window.close()
        print(args.out / name)
    qt_application.processEvents()  # deliver the closed windows' last events


if __name__ == "__main__":
    main()
