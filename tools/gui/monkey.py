"""Random play against the real window, and mutated save files: no crash, no mismatch.

Usage::

    python -m tools.gui.monkey [--actions 10000] [--saves 10000] [--seed 1] [--pause-ms 5]

``--actions``: the real main window (offscreen, its files in a temporary folder)
receives random clicks on its board's cells, keys of keyboard play (arrows, Return,
Space, Esc) and random menu actions (new game, undo, redo, move now, hint, the
analysis overlay, copy, evaluation bar, legal-move dots, no
tablebases, chess's flip, claim draw, copy FEN and PGN, and choosing the game,
level, sides, algorithm, palette, animation speed and chess clock) while the computer thinks;
after each one the event loop runs for ``--pause-ms`` and the board must match the
move record (the position replayed from the move list, and the board's pieces).
Actions that open a modal dialog (open, save, statistics, custom board, custom
clock, rules, about, compare, paste, engine, tablebases folder) are left out.
``--saves``: saved games from real play are mutated (bytes flipped, dropped,
duplicated; JSON values swapped, moves shuffled or cut) and read back as the app
reads a file: each must be refused with a message or open intact (its moves replay
to its position).

Prints the counts; the exit status is 1 if anything crashed or mismatched.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import tempfile
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

log = logging.getLogger("monkey")

MENU_ACTIONS = (
    "menus.new_game",
    "menus.undo",
    "menus.redo",
    "menus.move_now",
    "menus.hint",
    "menus.analysis_overlay",
    "menus.copy",
    "plugins.plugins.chess.evaluation.toggle",
    "plugins.plugins.chess.features.show_legal",
    "plugins.plugins.chess.tablebases.off_action",
    "plugins.plugins.chess.features.flip",
    "plugins.plugins.chess.features.claim_draw",
    "plugins.plugins.chess.features.copy_fen",
    "plugins.plugins.chess.features.copy_pgn",
)
"""The window's menu actions that open no dialog, by their path from the window."""
CHOICE_MENUS = (
    "menus.games",
    "menus.levels",
    "menus.sides",
    "menus.algorithms",
    "menus.palettes",
    "menus.animation_speeds",
    "plugins.plugins.chess.features.time_actions",
)
"""The menus' choices, each a dict of actions."""
DIALOG_CHOICES = ("Custom…",)
"""Choices that open a modal dialog (the chess clock's custom time control)."""


def at_path(window: object, path: str) -> object:
    """The attribute at the dotted ``path`` from ``window``."""
    target = window
    for name in path.split("."):
        target = target[name] if isinstance(target, dict) else getattr(target, name)
    return target


def board_matches_record(window) -> str | None:
    """``None`` when the board shows the record's position, else what differs."""
    controller = window.controller
    replayed = controller.spec.replay(controller.move_texts())
    if replayed.key() != controller.state.key():
        return (
            f"the record replays to another position than the controller's ({controller.spec.name})"
        )
    if window.board._pieces != tuple(controller.state.pieces()):
        return f"the board shows other pieces than the position ({controller.spec.name})"
    return None


def monkey_window(actions: int, rng: random.Random, pause_ms: int) -> tuple[int, int, int]:
    """``(actions done, crashes, mismatches)`` of ``actions`` random actions."""
    from app.gui.window.launch import application
    from app.gui.window.main_window import MainWindow
    from games.registry import get_game
    from tools.gui.latency import BOARD_KEYS, press_key, run_for

    crashes: list[str] = []

    def excepthook(kind, value, trace) -> None:  # an exception in a slot: count it
        crashes.append("".join(traceback.format_exception(kind, value, trace)))

    sys.excepthook = excepthook
    app = application()
    mismatches = 0
    with tempfile.TemporaryDirectory(prefix="plyboard-monkey-") as data:
        window = MainWindow(
            get_game("tictactoe"), "medium", rng=random.Random(rng.random()), data_dir=Path(data)
        )
        window.show()
        for number in range(actions):
            try:
                kind = rng.random()
                if kind < 0.5:
                    cells = len(window.controller.state.layout().cell_names)
                    window.board.cell_clicked.emit(rng.randrange(cells))
                elif kind < 0.65:
                    press_key(window.board, rng.choice(list(BOARD_KEYS)))
                elif kind < 0.9:
                    action = at_path(window, rng.choice(MENU_ACTIONS))
                    if action.isEnabled():
                        action.trigger()
                else:
                    menu = at_path(window, rng.choice(CHOICE_MENUS))
                    choices = [name for name in menu if name not in DIALOG_CHOICES]
                    if choices:
                        action = menu[rng.choice(choices)]
                        if action.isEnabled():
                            action.trigger()
            except Exception:
                crashes.append(traceback.format_exc())
            run_for(pause_ms / 1000)
            problem = board_matches_record(window)
            if problem is not None:
                mismatches += 1
                log.error("action %d: %s", number, problem)
            if number % 500 == 0:
                log.info("%d actions, %d crashes, %d mismatches", number, len(crashes), mismatches)
        window.close()
        run_for(0.1)
    for crash in crashes[:5]:
        log.error("crash:\n%s", crash)
    del app
    return actions, len(crashes), mismatches


def mutate(text: str, rng: random.Random) -> str:
    """One random mutation of a saved game's text."""
    kind = rng.randrange(6)
    if kind == 0 and text:  # flip a character
        at = rng.randrange(len(text))
        return text[:at] + chr(rng.randrange(32, 0x250)) + text[at + 1 :]
    if kind == 1 and text:  # drop a stretch
        at = rng.randrange(len(text))
        return text[:at] + text[at + rng.randrange(1, 20) :]
    if kind == 2 and text:  # duplicate a stretch
        at = rng.randrange(len(text))
        return text[:at] + text[at : at + rng.randrange(1, 20)] * 2 + text[at:]
    try:
        document = json.loads(text)
    except ValueError:
        return text[::-1]
    if not isinstance(document, dict) or not document:
        return text + "}"
    key = rng.choice(list(document))
    if kind == 3:  # another value of another type
        document[key] = rng.choice([None, 0, -1, 10**30, "", "x" * 1000, [], {}, True, 1.5])
    elif kind == 4 and isinstance(document.get("moves"), list) and document["moves"]:
        moves = document["moves"]
        rng.shuffle(moves)
        del moves[rng.randrange(len(moves)) :]
        if rng.random() < 0.5:
            moves.append(rng.choice(["a1", "4", "z99", "", "c3-d4", "0"]))
    else:
        del document[key]
    return json.dumps(document)


def monkey_saves(count: int, rng: random.Random) -> tuple[int, int, int, int]:
    """``(files, refused, opened intact, crashes)`` of ``count`` mutated saved games."""
    from app.gui.session.controller import ALGORITHM_CHOICES
    from app.services.record import SavedGame, SavedGameError, game_result, read_game, to_json
    from games.registry import all_games

    originals = []
    for spec in all_games():
        state, moves = spec.new_state(), []
        for _ in range(rng.randrange(1, 30)):
            if state.outcome() is not None:
                break
            move = rng.choice(list(state.legal_moves()))
            moves.append(state.move_text(move))
            state = state.play(move)
        level = rng.choice(list(spec.levels))
        saved = SavedGame(
            spec.name, frozenset({1}), level, "auto", tuple(moves), game_result(spec, state)
        )
        originals.append(to_json(saved))
    refused = opened = crashes = 0
    for _ in range(count):
        text = rng.choice(originals)
        for _ in range(rng.randrange(1, 4)):
            text = mutate(text, rng)
        try:
            loaded = read_game(text, ALGORITHM_CHOICES)
        except SavedGameError as error:
            if not str(error).strip():
                crashes += 1
                log.error("refused without a message: %r", text[:200])
            refused += 1
            continue
        except Exception:
            crashes += 1
            log.error("crash on %r:\n%s", text[:200], traceback.format_exc())
            continue
        state = loaded.spec.new_state()
        for move in loaded.moves:
            state = state.play(move)
        replayed = loaded.spec.replay(loaded.saved.moves)
        if len(loaded.moves) != len(loaded.saved.moves) or replayed.key() != state.key():
            crashes += 1
            log.error("opened but not intact: %r", text[:200])
            continue
        opened += 1
    return count, refused, opened, crashes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--saves", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pause-ms", type=int, default=5)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    rng = random.Random(args.seed)
    failed = False
    if args.saves:
        files, refused, opened, crashes = monkey_saves(args.saves, rng)
        print(
            f"saves: {files} mutated files, {refused} refused with a message, "
            f"{opened} opened intact, {crashes} crashes or damaged opens"
        )
        failed |= crashes > 0
    if args.actions:
        done, crashes, mismatches = monkey_window(args.actions, rng, args.pause_ms)
        print(
            f"window: {done} random actions, {crashes} crashes, "
            f"{mismatches} board/record mismatches"
        )
        failed |= crashes > 0 or mismatches > 0
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
