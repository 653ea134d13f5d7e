"""Save screenshots of every Learn lesson into docs/screenshots/learn/ (offscreen).

Usage: ``python -m tools.gui.learn_screenshots [--out DIR] [--only KEY...] [--language CODE]``.
The course (in English unless ``--language`` names another) is opened from *Help > Learn*
of a fresh window (data in a temporary folder), each lesson's exercise answered right so
its feedback shows, and the course grabbed at 900x650 and 1400x900 in the light and the
dark palette: ``NN-KEY-WxH.png`` and ``NN-KEY-dark-WxH.png`` (``NN`` the lesson's
number).  Every figure is computed by the engines, seeded, so the pictures repeat run
after run.  The PNGs are reduced to 256 colours (:mod:`tools.gui.small_png`).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.gui.i18n import LANGUAGES, install_language
from app.gui.learn.course_window import LearnWindow
from app.gui.window.launch import application, run_events_until
from app.gui.window.main_window import MainWindow
from app.services.lessons import LESSONS
from tools.gui.screenshots import open_window
from tools.gui.small_png import save_small_png

log = logging.getLogger("learn_screenshots")
SIZES = ((900, 650), (1400, 900))
PALETTES = ("light", "dark")
PAGE_SECONDS = 120
"""Longest wait for a page's figures (a cold compile of a solver's kernels)."""


def shot_name(number: int, key: str, palette: str, size: tuple[int, int]) -> str:
    """``03-alphabeta-900x650.png`` (light) or ``03-alphabeta-dark-900x650.png``."""
    words = [f"{number:02d}", key] + ([] if palette == "light" else [palette])
    return "-".join([*words, f"{size[0]}x{size[1]}"]) + ".png"


def lesson_shots(window: MainWindow, course: LearnWindow, index: int, out: Path) -> list[Path]:
    """Lesson ``index`` answered right, in every size and palette of ``window``."""
    course.show_lesson(index)
    if not run_events_until(lambda: course.page is not None, PAGE_SECONDS * 1000):
        raise RuntimeError(f"lesson {index + 1}'s figures were not ready in time")
    assert course.page is not None
    course.answer(course.page.exercise.answer)
    saved = []
    for palette in PALETTES:
        window.apply_palette_choice(palette)
        for size in SIZES:
            course.resize(*size)
            run_events_until(lambda size=size: (course.width(), course.height()) == size)
            run_events_until(lambda: True)
            name = shot_name(index + 1, course.lesson.key, palette, size)
            saved.append(save_small_png(course.grab().toImage(), out / name))
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/learn"))
    keys = [lesson.key for lesson in LESSONS]
    parser.add_argument("--only", nargs="+", metavar="KEY", choices=keys, help=", ".join(keys))
    parser.add_argument("--language", default="en", choices=LANGUAGES, help="the course's language")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    app = application()
    install_language(args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data_dir:
        window = open_window("tictactoe", "easy", (), Path(data_dir))
        window.menus.learn.trigger()
        course = window.side_windows.learn_window
        assert course is not None
        for index, lesson in enumerate(LESSONS):
            if args.only and lesson.key not in args.only:
                continue
            saved = lesson_shots(window, course, index, args.out)
            log.info("%d. %s: saved %d pictures", index + 1, lesson.key, len(saved))
        course.close()
        window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
