"""How late the event loop runs while the computer thinks (for ``tools/gui/ui_latency.py``).

A :class:`TickProbe` starts a 10 ms ``QTimer`` and records how much later than
asked each tick arrives; :func:`self_play_latency` opens the real main window
offscreen, lets the computer play both sides for a while (a new game whenever one
ends) and returns the probe's figures.  Times are in milliseconds.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path

from PyQt6.QtCore import QEventLoop, QObject, Qt, QTimer
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QWidget

from games.base import GameSpec

TICK_MS = 10
"""The probe's interval; a tick more than one interval late counts as lost."""


@dataclass(frozen=True)
class TickStats:
    """The ticks of one measurement: how many arrived, how many were lost (expected from
    the elapsed time but never came) and the quantiles of their lateness (ms)."""

    ticks: int
    lost: int
    p50_ms: float
    p99_ms: float
    max_ms: float
    moves: int = 0
    """Moves the computer played meanwhile."""


def quantile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank; 0 when empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, math.ceil(fraction * len(ordered)) - 1)
    return ordered[rank]


class TickProbe(QObject):
    """Measures the lateness of a :data:`TICK_MS` timer on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._late: list[float] = []
        self._started = 0.0
        self._last = 0.0

    def start(self) -> None:
        self._late = []
        self._started = self._last = time.perf_counter()
        self._timer.start()

    def stop(self, moves: int = 0) -> TickStats:
        self._timer.stop()
        elapsed_ms = (time.perf_counter() - self._started) * 1000
        expected = int(elapsed_ms // TICK_MS)
        late = self._late
        return TickStats(
            ticks=len(late),
            lost=max(0, expected - len(late)),
            p50_ms=round(quantile(late, 0.50), 1),
            p99_ms=round(quantile(late, 0.99), 1),
            max_ms=round(max(late, default=0.0), 1),
            moves=moves,
        )

    def _tick(self) -> None:
        now = time.perf_counter()
        self._late.append(max(0.0, (now - self._last) * 1000 - TICK_MS))
        self._last = now


BOARD_KEYS = {
    "Left": Qt.Key.Key_Left,
    "Right": Qt.Key.Key_Right,
    "Up": Qt.Key.Key_Up,
    "Down": Qt.Key.Key_Down,
    "Return": Qt.Key.Key_Return,
    "Space": Qt.Key.Key_Space,
    "Escape": Qt.Key.Key_Escape,
}
"""The keys of keyboard play on the board, by name (for tools that may not import Qt)."""


def press_key(widget: QWidget, name: str) -> None:
    """Press and release the key called ``name`` (one of :data:`BOARD_KEYS`) on ``widget``."""
    QTest.keyClick(widget, BOARD_KEYS[name])


def run_for(seconds: float) -> None:
    """Run the event loop for ``seconds``."""
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def self_play_latency(
    spec: GameSpec, level: str, seconds: float, data_dir: Path, animation: str = "normal"
) -> TickStats:
    """The tick's lateness while the computer plays ``spec`` against itself at ``level``
    for ``seconds`` in a real main window (its files in ``data_dir``), its moves animated at
    the speed ``animation`` names (*View > Animation*: off, fast, normal, slow)."""
    from app.gui.board.animation import AnimationSpeed
    from app.gui.window.main_window import MainWindow

    window = MainWindow(spec, level, computer_players=(0, 1), data_dir=data_dir, offer_resume=False)
    window.menus.animation_speeds[AnimationSpeed(animation)].trigger()
    controller = window.controller
    moves = 0

    def count(*_: object) -> None:
        nonlocal moves
        moves += 1

    controller.move_played.connect(count)
    playing = True

    def again(_: object) -> None:
        QTimer.singleShot(0, lambda: controller.new_game() if playing else None)

    controller.game_over.connect(again)
    window.show()
    controller.new_game()  # the computer, to move, starts thinking
    probe = TickProbe()
    probe.start()
    run_for(seconds)
    stats = probe.stop(moves)
    playing = False
    window.close()
    window.deleteLater()
    run_for(0.05)
    return stats


@dataclass(frozen=True)
class ActionTimes:
    """Milliseconds from an action to the board's change while the computer thinks."""

    game: str
    move_now_ms: float | None
    """``None``: the board did not change within the wait."""
    undo_ms: float | None
    new_game_ms: float | None
    preparing: tuple[bool, bool, bool] = (False, False, False)
    """Whether the engine was preparing the game's kernels at each action (Move now, Undo,
    New game): a first-use compile or table."""
    move_now_by: str = ""
    """Who chose the move Move now played: the search's algorithm (``quick move`` for the
    fallback), ``random`` for a level's random move, ``""`` when none was played."""


def _time_to_change(window: object, trigger: object, limit_s: float) -> tuple[float | None, bool]:
    """Milliseconds from ``trigger()`` to the controller's next ``state_changed``, and whether
    the engine was preparing the game when it was triggered."""
    controller = window.controller  # type: ignore[attr-defined]
    changed: list[float] = []

    def slot() -> None:
        changed.append(time.perf_counter())

    controller.state_changed.connect(slot)
    preparing = controller.preparing
    started = time.perf_counter()
    trigger()  # type: ignore[operator]
    deadline = started + limit_s
    while not changed and time.perf_counter() < deadline:
        run_for(0.001)
    controller.state_changed.disconnect(slot)
    return (round((changed[0] - started) * 1000, 1) if changed else None), preparing


def _chooser(decision: object) -> str:
    if decision is None:
        return ""
    result = decision.result  # type: ignore[attr-defined]
    return "random" if result is None else result.algorithm


def action_times(
    spec: GameSpec, level: str, data_dir: Path, limit_s: float = 30.0, settle_s: float = 0.0
) -> ActionTimes:
    """How soon Move now, Undo and New game change the board of a real window while the
    computer (second player) thinks about its reply to the person's first move; each is
    taken at the search's start (before any report: during a first-use compile too), the
    first ``settle_s`` seconds after the window opened."""
    from app.gui.window.main_window import MainWindow

    window = MainWindow(spec, level, computer_players=(1,), data_dir=data_dir, offer_resume=False)
    window.show()
    run_for(settle_s)
    controller = window.controller

    def person_moves() -> None:
        controller.play_move(controller.state.legal_moves()[0])

    timings = []
    preparing = []
    menus = window.menus
    chooser = ""
    for action in (menus.move_now, menus.undo, menus.new_game):
        controller.new_game()
        person_moves()
        milliseconds, was_preparing = _time_to_change(window, action.trigger, limit_s)
        timings.append(milliseconds)
        preparing.append(was_preparing)
        if action is menus.move_now:
            chooser = _chooser(controller.last_decision)
    window.close()
    window.deleteLater()
    run_for(0.05)
    return ActionTimes(spec.name, *timings, preparing=tuple(preparing), move_now_by=chooser)


def frame_layer_cpu_ms(spec: GameSpec, data_dir: Path, calls: int = 300) -> tuple[float, float]:
    """CPU milliseconds per call of painting the board's frame layer (``paint_frame``) and
    of copying it from its pixmap (``paint_background``), on ``spec``'s board in a 900x650
    main window (its files in ``data_dir``)."""
    from PyQt6.QtGui import QImage, QPainter
    from PyQt6.QtWidgets import QApplication

    from app.gui.window.main_window import MainWindow

    window = MainWindow(spec, "easy", computer_players=(), data_dir=data_dir, offer_resume=False)
    window.resize(900, 650)
    window.show()
    QApplication.processEvents()
    board = window.board
    image = QImage(board.size(), QImage.Format.Format_ARGB32_Premultiplied)
    frame, scene, drawing = board._frame(), board.scene(), board._drawing
    assert frame is not None and scene is not None and drawing is not None
    costs = []
    for layer in (drawing.paint_frame, drawing.paint_background):
        started = time.thread_time()
        for _ in range(calls):
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            layer(painter, frame, scene)
            painter.end()
        costs.append((time.thread_time() - started) / calls * 1000)
    window.close()
    return costs[0], costs[1]
