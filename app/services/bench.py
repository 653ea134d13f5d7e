"""``plyboard bench``: engine speed, the levels' time per move, start-up time and memory."""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.player import choose_move
from engine.search import Limits
from games.base import GameSpec

BENCH_ENGINES = {
    # engine:     budget per position (nodes; playouts for MCTS)
    "minimax": Limits(nodes=20_000),
    "alphabeta": Limits(nodes=20_000),
    "mcts": Limits(nodes=1_000),
}
BENCH_POSITIONS = 5
BENCH_SEED = 2024
STARTUP_RUNS = 3
STARTUP_SCRIPT = """
import sys, time
started = time.perf_counter()
from app.gui.window.launch import application
from app.gui.window.main_window import MainWindow
from games.registry import get_game
app = application()
window = MainWindow(get_game(sys.argv[1]))
window.show()
app.processEvents()
print(time.perf_counter() - started)
"""
"""Shows the main window offscreen on the game ``argv[1]`` and prints the seconds it took
(from the first import, so without the interpreter's own start)."""


@dataclass(frozen=True, slots=True)
class EngineSpeed:
    """One engine's speed on one position."""

    engine: str
    position: int
    nodes: int
    seconds: float

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


@dataclass(frozen=True, slots=True)
class MoveTimes:
    """Seconds one level took per move over the benchmark positions."""

    level: str
    description: str
    seconds: tuple[float, ...]


@dataclass(frozen=True)
class StartupTime:
    """Seconds to start Python and show the main window offscreen, or why it could not."""

    process_seconds: tuple[float, ...] = ()
    """Wall clock of the whole ``python -c`` run, per run."""
    window_seconds: tuple[float, ...] = ()
    """From the first import to the constructed window, per run (reported by the child)."""
    unavailable: str | None = None
    peak_memory_kib: int | None = None
    """Largest resident set of those runs."""


@dataclass(frozen=True)
class BenchReport:
    game: str
    positions: tuple[str, ...]
    """The benchmark positions in the game's text format."""
    speeds: tuple[EngineSpeed, ...]
    move_times: tuple[MoveTimes, ...]
    startup: StartupTime
    peak_memory_kib: int | None
    """This process's largest resident set (``ru_maxrss``), ``None`` where unknown."""

    def engine_medians(self) -> dict[str, float]:
        """Median nodes (playouts) per second of each engine over the positions."""
        return {
            engine: statistics.median(
                speed.nodes_per_second for speed in self.speeds if speed.engine == engine
            )
            for engine in dict.fromkeys(speed.engine for speed in self.speeds)
        }

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "positions": list(self.positions),
            "engines": {
                engine: {
                    "median_nodes_per_second": round(rate),
                    "budget_nodes": BENCH_ENGINES[engine].nodes,
                    "runs": [
                        {
                            "position": speed.position,
                            "nodes": speed.nodes,
                            "seconds": round(speed.seconds, 4),
                            "nodes_per_second": round(speed.nodes_per_second),
                        }
                        for speed in self.speeds
                        if speed.engine == engine
                    ],
                }
                for engine, rate in self.engine_medians().items()
            },
            "levels": {
                times.level: {
                    "description": times.description,
                    "median_seconds": round(statistics.median(times.seconds), 4),
                    "max_seconds": round(max(times.seconds), 4),
                }
                for times in self.move_times
            },
            "startup": {
                "available": self.startup.unavailable is None,
                "unavailable": self.startup.unavailable,
                "median_process_seconds": _rounded_median(self.startup.process_seconds),
                "median_window_seconds": _rounded_median(self.startup.window_seconds),
                "peak_memory_kib": self.startup.peak_memory_kib,
            },
            "peak_memory_kib": self.peak_memory_kib,
        }


def _rounded_median(values: Sequence[float]) -> float | None:
    return round(statistics.median(values), 3) if values else None


def bench_positions(game: GameSpec, count: int = BENCH_POSITIONS) -> list[Any]:
    """``count`` fixed positions: the start, then 1, 2, ... seeded random plies in."""
    rng = random.Random(BENCH_SEED)
    positions = []
    for number in range(count):
        state = game.new_state()
        for _ in range(number):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(list(state.legal_moves())))
        if state.outcome() is None:
            positions.append(state)
    return positions


def measure_engines(game: GameSpec, positions: Sequence[Any]) -> list[EngineSpeed]:
    """Each engine of :data:`BENCH_ENGINES` from scratch on each position."""
    speeds = []
    for engine, limits in BENCH_ENGINES.items():
        for number, state in enumerate(positions):
            searcher = game.searcher(engine, random.Random(BENCH_SEED))
            result = searcher.search(state, limits)
            speeds.append(EngineSpeed(engine, number, result.nodes, result.seconds))
    return speeds


def measure_levels(game: GameSpec, positions: Sequence[Any]) -> list[MoveTimes]:
    """Seconds each level takes to choose a move, with a fresh engine per position."""
    times = []
    for name in game.levels:
        seconds = []
        for number, state in enumerate(positions):
            rng = random.Random(f"{BENCH_SEED}/{number}")
            level = game.level(name, state.to_move)
            searcher = game.searcher(level.algorithm, rng)
            started = time.perf_counter()
            choose_move(searcher, state, level, rng)
            seconds.append(time.perf_counter() - started)
        times.append(MoveTimes(name, game.describe_level(name), tuple(seconds)))
    return times


def measure_startup(game: GameSpec, runs: int = STARTUP_RUNS) -> StartupTime:
    """Show the app's main window on ``game`` offscreen in fresh interpreters, ``runs`` times."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    process_seconds, window_seconds = [], []
    for _ in range(runs):
        started = time.perf_counter()
        completed = subprocess.run(
            [sys.executable, "-c", STARTUP_SCRIPT, game.name],
            capture_output=True,
            text=True,
            env=environment,
            timeout=120,
            check=False,
        )
        elapsed = time.perf_counter() - started
        if completed.returncode != 0:
            lines = completed.stderr.strip().splitlines()
            return StartupTime(unavailable=lines[-1] if lines else f"exit {completed.returncode}")
        process_seconds.append(elapsed)
        window_seconds.append(float(completed.stdout.split()[-1]))
    peak = peak_memory_kib(children=True)
    return StartupTime(tuple(process_seconds), tuple(window_seconds), None, peak)


def peak_memory_kib(*, children: bool = False) -> int | None:
    """Largest resident set so far, in KiB, of this process (or of its finished children).

    ``None`` where the ``resource`` module is missing (Windows).
    """
    try:
        import resource
    except ImportError:
        return None
    who = resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF
    peak = resource.getrusage(who).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # macOS reports bytes


def run_bench(game: GameSpec, *, startup: bool = True) -> BenchReport:
    """Engine speeds, level move times, app start-up and peak memory for ``game``."""
    positions = bench_positions(game)
    speeds = measure_engines(game, positions)
    move_times = measure_levels(game, positions)
    startup_time = measure_startup(game) if startup else StartupTime(unavailable="not measured")
    return BenchReport(
        game.name,
        tuple(state.to_text() for state in positions),
        tuple(speeds),
        tuple(move_times),
        startup_time,
        peak_memory_kib(),
    )
