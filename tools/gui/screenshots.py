"""Save screenshots of the window, its panels and dialogs into docs/screenshots/ (offscreen).

Usage: ``python -m tools.gui.screenshots [--out DIR] [--only NAME...]``.  Each game scene plays
a few moves (the computer's replies are real searches with a fixed seed) and grabs the
window at several sizes, first in the light palette (``NAME-WxH.png``) and then, without
playing again, in the dark one (``NAME-dark-WxH.png``).  Other shots show the statistics
and custom board dialogs, the resume bar, a hint and the high-contrast palette.
``tictactoe.png`` (the 900x650 light shot) is the one the README shows.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.gui.session.controller import GameController
from app.gui.window.dialogs import CustomGameDialog, StatisticsDialog, about_box, rules_box
from app.gui.window.launch import application, run_events_until, save_grab
from app.gui.window.main_window import MainWindow
from app.services.stats import EMPTY, save_statistics
from games.registry import game_names, get_game

log = logging.getLogger("screenshots")
SIZES = ((640, 480), (900, 650), (1400, 900))
README_SCENE = "tictactoe"
"""Its 900x650 light shot is also saved as ``tictactoe.png`` for the README."""
PALETTES = ("light", "dark")
"""Every shot is taken in these palettes; light keeps the names without a suffix."""


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
    # two people; Black to move, and h8 would make two threes: the board crosses it
    Scene(
        "gomoku-renju",
        "gomoku-renju",
        "easy",
        (),
        ("g8", "g7", "i8", "i9", "h7", "g9", "h9", "i7"),
        ((900, 650),),
    ),
)


def shot_name(name: str, palette: str, size: tuple[int, int] | None = None) -> str:
    """``tictactoe-900x650.png`` (light) or ``tictactoe-dark-900x650.png``."""
    parts = [name] if palette == "light" else [name, palette]
    if size is not None:
        parts.append(f"{size[0]}x{size[1]}")
    return "-".join(parts) + ".png"


def is_free(controller: GameController, text: str) -> bool:
    """Whether ``text`` names a legal move now (the computer may have taken the cell)."""
    try:
        controller.state.parse_move(text)
    except ValueError:
        return False
    return True


def open_window(
    game: str,
    level: str,
    computer_players: tuple[int, ...],
    data_dir: Path,
    offer_resume: bool = False,
) -> MainWindow:
    """A shown window whose autosave and statistics live in ``data_dir`` (not the person's)."""
    window = MainWindow(
        get_game(game),
        level,
        computer_players=computer_players,
        rng=random.Random(7),
        data_dir=data_dir,
        offer_resume=offer_resume,
    )
    window.show()
    return window


def play(window: MainWindow, texts: Sequence[str]) -> None:
    """Play ``texts`` as the person (a taken cell is replaced by the first legal move)."""
    controller = window.controller
    for text in texts:
        run_events_until(lambda: not controller.thinking)
        if controller.state.outcome() is not None:
            break
        move = controller.state.parse_move(text) if is_free(controller, text) else None
        controller.play_move(move if move is not None else controller.state.legal_moves()[0])
    run_events_until(lambda: not controller.thinking and not window.board.animating())


def in_palettes(
    window: MainWindow, take: Callable[[str], list[Path]], palettes: Sequence[str] = PALETTES
) -> list[Path]:
    """Run ``take(palette)`` once per palette, with the window painted in that palette."""
    saved: list[Path] = []
    try:
        for palette in palettes:
            window.apply_palette_choice(palette)
            saved += take(palette)
    finally:
        window.close()
    return saved


def play_scene(scene: Scene, out: Path, data_dir: Path) -> list[Path]:
    """Play ``scene`` and save one PNG per size and palette; returns the files written."""
    window = open_window(scene.game, scene.level, scene.computer_players, data_dir)
    play(window, scene.human_moves)
    saved = in_palettes(
        window,
        lambda palette: [
            save_grab(window, out / shot_name(scene.name, palette, size), size)
            for size in scene.sizes
        ],
    )
    if scene.name == README_SCENE:
        readme = out / f"{scene.name}.png"
        shutil.copyfile(out / shot_name(scene.name, "light", (900, 650)), readme)
        saved.append(readme)
    return saved


def high_contrast(out: Path, data_dir: Path) -> list[Path]:
    """Connect Four and tic-tac-toe in the high-contrast palette."""
    saved: list[Path] = []
    for game, moves in (("connect4", ("4", "4", "3")), ("tictactoe", ("a1", "c3"))):
        window = open_window(game, "easy", (1,), data_dir)
        play(window, moves)
        name = f"{game}-high-contrast"
        saved += in_palettes(
            window,
            lambda palette, window=window, name=name: [
                save_grab(window, out / f"{name}-900x650.png", (900, 650))
            ],
            ("high-contrast",),
        )
    return saved


def hint_shown(out: Path, data_dir: Path) -> list[Path]:
    """Connect Four with a hint on the board: Yellow must block Red's three in column 1."""
    window = open_window("connect4", "easy", (), data_dir)
    play(window, ("1", "2", "1", "2", "1"))
    window.menus.hint.trigger()
    run_events_until(lambda: window.hints.current is not None, timeout_ms=60_000)
    window.hints.timer.stop()  # keep the hint on the board for every shot
    return in_palettes(
        window, lambda palette: [save_grab(window, out / shot_name("hint", palette), (900, 650))]
    )


def resume_bar(out: Path, data_dir: Path) -> list[Path]:
    """The offer to resume an unfinished game, above a new window."""
    first = open_window("teeko", "easy", (1,), data_dir)
    play(first, ("c3", "b2"))
    first.close()
    window = open_window("teeko", "easy", (1,), data_dir, offer_resume=True)
    return in_palettes(
        window,
        lambda palette: [save_grab(window, out / shot_name("resume-bar", palette), (900, 650))],
    )


def dialogs(out: Path, data_dir: Path) -> list[Path]:
    """The statistics dialog (with a few results), the custom board, rules and about boxes."""
    statistics = EMPTY
    for game, level, result in (
        ("tictactoe", "expert", "draw"),
        ("tictactoe", "expert", "draw"),
        ("connect4", "medium", "win"),
        ("connect4", "hard", "loss"),
        ("gomoku", "easy", "win"),
    ):
        statistics = statistics.counted(game, level, result)
    window = open_window("tictactoe", "easy", (1,), data_dir)
    save_statistics(window.statistics_path, statistics)

    def take(palette: str) -> list[Path]:
        shots = []
        for name, dialog, size in (
            ("statistics", StatisticsDialog(window.statistics_path, window), (520, 320)),
            ("custom-board", CustomGameDialog(window, size=(6, 6, 4)), (320, 170)),
            ("rules", rules_box(window.controller.spec, window), None),
            ("about", about_box(window), None),
        ):
            dialog.show()
            shots.append(save_grab(dialog, out / shot_name(name, palette), size))
            dialog.close()
            dialog.deleteLater()
        return shots

    return in_palettes(window, take)


def analysis_panel(out: Path, data_dir: Path) -> list[Path]:
    """A finished Connect Four game with the analysis panel open: graph and review."""
    window = open_window("connect4", "hard", (1,), data_dir)
    window.analysis_dock.show()
    play(window, ("4", "4", "4", "4", "3", "5", "2", "1", "6", "7", "7", "7"))
    panel = window.analysis_panel
    if window.controller.state.outcome() is not None:
        run_events_until(lambda: panel.review is not None, timeout_ms=120_000)
    return in_palettes(
        window,
        lambda palette: [
            save_grab(window, out / shot_name("analysis", palette, (1100, 820)), (1100, 820))
        ],
    )


def compare_dialog(out: Path, data_dir: Path) -> list[Path]:
    """The "Compare algorithms" window after it compared a tic-tac-toe position."""
    window = open_window("tictactoe", "easy", (), data_dir)
    play(window, ("a1", "b2"))
    window.menus.compare.trigger()
    dialog = window.side_windows.compare_dialog
    run_events_until(lambda: dialog is not None and not dialog.running, timeout_ms=120_000)
    return in_palettes(
        window,
        lambda palette: [save_grab(dialog, out / shot_name("compare", palette), (640, 620))],
    )


def chess_shots(out: Path, data_dir: Path) -> list[Path]:
    """Chess: the Ruy Lopez with the bishop selected (dots, capture rings) and 10+5 clocks,
    at 640x480 and 1400x900; Black's view of a mate; the promotion chooser."""
    import chess

    from app.gui.games.chess.clock import TimeControl

    saved: list[Path] = []
    window = open_window("chess", "easy", (), data_dir)
    clocks = window.plugins.plugin("chess").features
    clocks.now = lambda: 0.0  # clocks that show no thinking time: the same shots each run
    clocks.set_time_control(TimeControl(10, 5))
    play(window, ("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"))
    window.board_play.on_cell_clicked(chess.B5)
    saved += in_palettes(
        window,
        lambda palette: [
            save_grab(window, out / shot_name("chess", palette, size), size)
            for size in ((640, 480), (1400, 900))
        ],
    )
    window = open_window("chess", "easy", (), data_dir)
    window.plugins.plugin("chess").features.flip.trigger()
    play(window, ("e2e4", "f7f6", "d2d4", "g7g5", "d1h5"))
    saved += in_palettes(
        window,
        lambda palette: [save_grab(window, out / shot_name("chess-mate", palette), (900, 650))],
    )
    window = open_window("chess", "easy", (), data_dir)
    window.files.paste_position("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1")
    window.board_play.on_cell_clicked(chess.E7)
    window.board_play.on_cell_clicked(chess.E8)
    saved += in_palettes(
        window,
        lambda palette: [
            save_grab(window, out / shot_name("chess-promotion", palette), (900, 650))
        ],
    )
    return saved


def chess_analysis(out: Path, data_dir: Path) -> list[Path]:
    """Chess analysed (the Ruy Lopez after 3...a6, stopped after depth 8): the best three
    lines in SAN, White's score and the evaluation bar, at 640x480 and 1400x900."""
    from app.gui.session.controller import Evaluation, EvaluationSource

    window = open_window("chess", "easy", (), data_dir)
    play(window, ("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"))
    window.analysis_dock.show()
    deep: list[Evaluation] = []

    def on_update(evaluation: Evaluation) -> None:
        if evaluation.source == EvaluationSource.ANALYSIS and evaluation.result.depth >= 8:
            deep.append(evaluation)

    window.controller.evaluation_updated.connect(on_update)
    window.controller.advisor.request_analysis()
    run_events_until(lambda: bool(deep) or not window.controller.analysing, timeout_ms=180_000)
    window.controller.advisor.stop_analysis()
    run_events_until(lambda: not window.controller.analysing, timeout_ms=10_000)
    return in_palettes(
        window,
        lambda palette: [
            save_grab(window, out / shot_name("chess-analysis", palette, size), size)
            for size in ((640, 480), (1400, 900))
        ],
    )


EXTRA_SHOTS: dict[str, Callable[[Path, Path], list[Path]]] = {
    "analysis": analysis_panel,
    "chess": chess_shots,
    "chess-analysis": chess_analysis,
    "compare": compare_dialog,
    "high-contrast": high_contrast,
    "hint": hint_shown,
    "resume-bar": resume_bar,
    "dialogs": dialogs,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="NAME",
        help=f"only these scenes or shots ({', '.join([s.name for s in SCENES] + [*EXTRA_SHOTS])})",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    app = application()
    args.out.mkdir(parents=True, exist_ok=True)
    known = set(game_names())
    wanted = set(args.only) if args.only else None
    jobs: list[tuple[str, Callable[[Path, Path], list[Path]]]] = []
    for scene in SCENES:
        if scene.game not in known and not scene.game.startswith("mnk-"):
            log.info("skipping %s: game not registered", scene.name)
            continue
        jobs.append((scene.name, lambda out, data, scene=scene: play_scene(scene, out, data)))
    jobs += EXTRA_SHOTS.items()
    for name, job in jobs:
        if wanted is not None and name not in wanted:
            continue
        with tempfile.TemporaryDirectory() as data_dir:
            for path in job(args.out, Path(data_dir)):
                log.info("saved %s", path)
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
