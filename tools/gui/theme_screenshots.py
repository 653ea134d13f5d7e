"""Save screenshots of every board theme, piece set and stone style into
docs/screenshots/themes/ (offscreen).

Usage: ``python -m tools.gui.theme_screenshots [--out DIR] [--only GAME...]``.  Each game
is played by two people to one position (no search: the same pictures each run), with the
last move marked and a hint shown, and grabbed in every board theme at 640x480 and
1400x900, in the light and the dark palette: ``GAME-THEME-WxH.png`` and
``GAME-THEME-dark-WxH.png``.  Chess is grabbed in every piece set too
(``chess-pieces-SET[-dark]-WxH.png``), Gomoku in every stone style
(``gomoku-stones-STYLE[-dark]-900x650.png``).  The PNGs are reduced to 256 colours
(:mod:`tools.gui.small_png`) so that the whole set stays a few megabytes.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.gui.board.themes import WOOD, StoneStyle
from app.gui.games.chess.piece_sets import PIECE_SETS
from app.gui.games.chess.plugin import ChessPlugin
from app.gui.window.launch import application, run_events_until
from app.gui.window.main_window import MainWindow
from tools.gui.screenshots import open_window
from tools.gui.small_png import save_small_png

log = logging.getLogger("theme_screenshots")
SIZES = ((640, 480), (1400, 900))
PALETTES = ("light", "dark")
STONES_SIZE = (900, 650)


@dataclass(frozen=True)
class Position:
    """A game, the moves two people played, and the cells a hint marks."""

    game: str
    moves: tuple[str, ...]
    hint: tuple[str, ...]
    """Cell names of the hint shown."""


POSITIONS = (
    Position("tictactoe", ("b2", "a1", "c3"), ("a3",)),
    Position("mnk-7-7-5", ("d4", "e5", "c3", "e4", "e3"), ("b2",)),
    Position("connect4", ("4", "4", "3", "5", "5"), ("column 2, row 1",)),
    Position("hare-hounds", ("1-5", "8-7"), ("5", "6")),
    Position("teeko", ("c3", "b2", "d4", "c4"), ("e5",)),
    Position("gomoku", ("h8", "h9", "g8", "i8", "g9", "f10", "g7"), ("g10",)),
    Position("chess", ("e2e4", "e7e5", "g1f3", "b8c6", "f1b5"), ("a7", "a6")),
)


def shot_name(*parts: str, palette: str, size: tuple[int, int]) -> str:
    """``chess-blue-640x480.png`` (light) or ``chess-blue-dark-640x480.png``."""
    words = [*parts] if palette == "light" else [*parts, palette]
    return "-".join([*words, f"{size[0]}x{size[1]}"]) + ".png"


def save_small(window: MainWindow, path: Path, size: tuple[int, int]) -> Path:
    """Grab ``window`` at ``size`` into ``path`` as a 256-colour PNG."""
    window.resize(*size)
    run_events_until(lambda: (window.width(), window.height()) == size)
    run_events_until(lambda: True)
    return save_small_png(window.grab().toImage(), path)


def set_up(position: Position, data_dir: Path) -> MainWindow:
    """A window showing ``position`` with its last move marked and its hint shown."""
    window = open_window(position.game, "easy", (), data_dir)
    controller = window.controller
    for text in position.moves:
        controller.play_move(controller.state.parse_move(text))
    run_events_until(lambda: not window.board.animating())
    names = controller.state.layout().cell_names
    window.hints.timer.stop()
    window.board.set_hint([names.index(name) for name in position.hint])
    return window


def theme_shots(position: Position, out: Path, data_dir: Path) -> list[Path]:
    """``position`` in every theme, size and palette."""
    window = set_up(position, data_dir)
    saved = []
    for palette in PALETTES:
        window.apply_palette_choice(palette)
        for name, action in window.menus.themes.items():
            action.trigger()
            for size in SIZES:
                path = out / shot_name(position.game, name, palette=palette, size=size)
                saved.append(save_small(window, path, size))
    if position.game == "chess":
        saved += piece_set_shots(window, out)
    if position.game == "gomoku":
        saved += stone_shots(window, out)
    window.close()
    return saved


def piece_set_shots(window: MainWindow, out: Path) -> list[Path]:
    """Chess in every piece set (wood), size and palette."""
    window.menus.themes[WOOD.name].trigger()
    plugin = window.plugins.plugin("chess")
    assert isinstance(plugin, ChessPlugin)
    actions = plugin.piece_sets.actions
    saved = []
    for palette in PALETTES:
        window.apply_palette_choice(palette)
        for name in PIECE_SETS:
            actions[name].trigger()
            for size in SIZES:
                path = out / shot_name("chess-pieces", name, palette=palette, size=size)
                saved.append(save_small(window, path, size))
    return saved


def stone_shots(window: MainWindow, out: Path) -> list[Path]:
    """Gomoku in every stone style (wood) and palette."""
    window.menus.themes[WOOD.name].trigger()
    saved = []
    for palette in PALETTES:
        window.apply_palette_choice(palette)
        for stones in StoneStyle:
            window.menus.stone_styles[stones].trigger()
            path = out / shot_name("gomoku-stones", stones, palette=palette, size=STONES_SIZE)
            saved.append(save_small(window, path, STONES_SIZE))
    window.menus.stone_styles[StoneStyle.SHADED].trigger()
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/themes"))
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="GAME",
        help=f"only these games ({', '.join(position.game for position in POSITIONS)})",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    app = application()
    args.out.mkdir(parents=True, exist_ok=True)
    for position in POSITIONS:
        if args.only and position.game not in args.only:
            continue
        with tempfile.TemporaryDirectory() as data_dir:
            saved = theme_shots(position, args.out, Path(data_dir))
        log.info("%s: saved %d pictures", position.game, len(saved))
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
