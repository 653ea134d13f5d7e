"""``plyboard bench``: engine speed, the levels' time per move, start-up time and memory
(measured by :mod:`app.services.bench`)."""

from __future__ import annotations

import argparse
import json
import statistics
from typing import Any

from app.cli.common import Subparsers, load_game, reporting
from app.services.bench import BenchReport, run_bench

DEFAULT_BENCH_GAME = "tictactoe"


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "bench",
        help="engine speed, time per move, start-up time and memory",
        description="Measure nodes per second of minimax, alpha-beta and MCTS on fixed "
        "positions, each level's time per move, the app's start-up time and peak memory.",
    )
    parser.add_argument(
        "game",
        metavar="GAME",
        nargs="?",
        default=DEFAULT_BENCH_GAME,
        help=f"game name (default {DEFAULT_BENCH_GAME})",
    )
    parser.add_argument(
        "--no-startup", action="store_true", help="skip the app start-up measurement"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=reporting("bench", run))


def run(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    report = run_bench(game, startup=not args.no_startup)
    if args.json:
        print(json.dumps(report.as_json()))
    else:
        print(format_bench(report))
    return 0


def format_bench(report: BenchReport) -> str:
    data = report.as_json()
    lines = [
        f"Benchmarks for {report.game} on {len(report.positions)} fixed positions",
        "",
        f"{'engine':<10}{'budget':>10}{'median nodes/s':>16}   per position",
    ]
    for engine, entry in data["engines"].items():
        unit = "playouts" if engine == "mcts" else "nodes"
        per_position = " ".join(_rate(run) for run in entry["runs"])
        lines.append(
            f"{engine:<10}{entry['budget_nodes']:>10,}{entry['median_nodes_per_second']:>16,}"
            f"   {per_position}  ({unit}/s)"
        )
    lines += ["", f"{'level':<10}{'median s/move':>14}{'max s/move':>12}   plays"]
    for level, entry in data["levels"].items():
        lines.append(
            f"{level:<10}{entry['median_seconds']:>14.4f}{entry['max_seconds']:>12.4f}"
            f"   {entry['description']}"
        )
    startup = report.startup
    lines.append("")
    if startup.unavailable is not None:
        lines.append(f"start-up: unavailable ({startup.unavailable})")
    else:
        lines.append(
            f"start-up (main window offscreen, median of {len(startup.process_seconds)}): "
            f"{statistics.median(startup.process_seconds):.3f} s for the whole process, "
            f"{statistics.median(startup.window_seconds):.3f} s from the first import; "
            f"peak memory {_mib(startup.peak_memory_kib)}"
        )
    lines.append(f"peak memory of the benchmark process: {_mib(report.peak_memory_kib)}")
    return "\n".join(lines)


def _rate(run: dict[str, Any]) -> str:
    return f"{run['nodes_per_second']:,}" if run["nodes_per_second"] else "-"


def _mib(kib: int | None) -> str:
    return "-" if kib is None else f"{kib / 1024:.0f} MiB"
