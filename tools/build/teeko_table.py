"""Build Teeko's perfect-play table by retrograde analysis and write it compressed.

    python -m tools.build.teeko_table            # build, check, write
    python -m tools.build.teeko_table --no-check # skip the full check
    python -m tools.build.teeko_table --work DIR [--jobs N | --ray [ADDRESS]]

Writes ``resources/teeko/teeko-table.xz`` (one byte per position, see
:mod:`games.teeko.table`) and prints the time of each stage and the sizes.
The check recomputes every position from its children and fails when any
disagrees.

The build runs in work units: the move phase (one unit: its retrograde sweeps
go back and forth over the whole layer), then each drop layer, from the fullest
down, in units of :data:`CHUNK` positions that need only the layer after.  Units
run in this process, in ``--jobs`` processes, or as Ray tasks (``--ray`` for the
cluster ``ray start`` made, ``--ray ADDRESS``, ``--ray local`` for an instance
started for the run; Ray is optional: ``pip install '.[cluster]'``).  Each
finished unit is written to ``--work DIR`` at once (temporary file, then rename),
so a killed build started again with the same ``--work`` resumes where it stopped;
without ``--work`` the units go to a temporary directory.
"""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]

from app.services.cluster import ClusterUnreachableError, RayNotInstalledError  # noqa: E402
from games.teeko.compiled import retrograde as kernels  # noqa: E402
from games.teeko.index import (  # noqa: E402
    LAYER_SIZE,
    LAYER_START,
    LAYERS,
    TABLE_SIZE,
    position_index,
)
from games.teeko.table import TABLE_FILE, compress  # noqa: E402
from tools.build.work_units import (  # noqa: E402
    CheckpointDirectory,
    CheckpointMismatchError,
    Runner,
    WorkUnit,
)

OUTPUT = ROOT / "resources" / "teeko" / TABLE_FILE
CHECK_CHUNK = 1 << 22
"""Positions per call of the checking kernel (between progress lines)."""

CHUNK = 1 << 22
"""Positions per work unit of a drop layer (the fullest, 16.8 M positions, makes 5)."""
MOVE_LAYER = len(LAYERS) - 1

logger = logging.getLogger("build_teeko_table")


def layer_slice(layer: int) -> slice:
    return slice(int(LAYER_START[layer]), int(LAYER_START[layer + 1]))


def move_phase_unit() -> bytes:
    """Work unit: the move phase's bytes (layer (4, 4), in table order)."""
    values = np.zeros(TABLE_SIZE, dtype=np.uint8)
    kernels.solve_move_phase(values, logger.info)
    return values[layer_slice(MOVE_LAYER)].tobytes()


def drop_chunk_unit(next_layer: np.ndarray, layer: int, begin: int, end: int) -> bytes:
    """Work unit: the bytes of offsets ``begin..end`` of drop ``layer``, from the bytes of
    the layer its drops lead to."""
    values = np.zeros(int(LAYER_START[layer + 2]), dtype=np.uint8)
    values[layer_slice(layer + 1)] = next_layer
    kernels.solve_layer_range(values, layer, begin, end)
    start = int(LAYER_START[layer])
    return values[start + begin : start + end].tobytes()


def solve_drop_layers(
    values: np.ndarray,
    top: int,
    checkpoints: CheckpointDirectory,
    runner: Runner,
    chunk: int = CHUNK,
) -> None:
    """Fill drop layers ``top`` .. 0 of ``values`` (layer ``top + 1`` must be filled)."""
    for layer in range(top, -1, -1):
        size = int(LAYER_SIZE[layer])
        movers, opponents = LAYERS[layer]
        units = [
            WorkUnit(
                f"drop-{movers}{opponents}-{begin:08d}", (layer, begin, min(size, begin + chunk))
            )
            for begin in range(0, size, chunk)
        ]
        next_layer = values[layer_slice(layer + 1)]
        results = runner.run(drop_chunk_unit, units, checkpoints, common=(next_layer,))
        values[layer_slice(layer)] = np.frombuffer(b"".join(results), dtype=np.uint8)
        logger.info("drop phase: solved %d markers against %d", movers, opponents)


def build_in_units(checkpoints: CheckpointDirectory, runner: Runner) -> np.ndarray:
    """Every position's byte, in table order, from the units of ``checkpoints`` or computed."""
    values = np.zeros(TABLE_SIZE, dtype=np.uint8)
    [move_phase] = runner.run(move_phase_unit, [WorkUnit("move-phase", ())], checkpoints)
    values[layer_slice(MOVE_LAYER)] = np.frombuffer(move_phase, dtype=np.uint8)
    solve_drop_layers(values, MOVE_LAYER - 1, checkpoints, runner)
    return values


def check(values: np.ndarray) -> int:
    """Positions whose byte disagrees with their children's bytes (0 when all agree)."""
    wrong = 0
    for layer in range(len(LAYERS)):
        size = int(LAYER_SIZE[layer])
        for begin in range(0, size, CHECK_CHUNK):
            wrong += kernels.count_inconsistent(
                values, layer, begin, min(size, begin + CHECK_CHUNK)
            )
        logger.info("checked layer %s: %d wrong so far", LAYERS[layer], wrong)
    return wrong


def summary(values: np.ndarray) -> str:
    """How the opening and the move phase come out."""
    move_phase = values[LAYER_START[-2] :]
    decided = move_phase[move_phase > 0]
    return (
        f"opening byte {values[position_index(0, 0)]} (0 = draw); move phase: "
        f"{(move_phase == 0).mean():.1%} draws, longest win or loss {int(decided.max()) - 1} plies"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-check", action="store_true", help="skip the full check")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument(
        "--work", type=Path, metavar="DIR", help="finished work units (kept; a build resumes)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="local processes for the units")
    parser.add_argument(
        "--ray",
        nargs="?",
        const="auto",
        metavar="ADDRESS",
        help="run the units as Ray tasks: on the cluster at ADDRESS (default: the one "
        "'ray start' made here), or 'local' for an instance started for the run",
    )
    arguments = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(relativeCreated)8.0f ms  %(message)s")

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="teeko-units-") as scratch:
        try:
            checkpoints = CheckpointDirectory(
                arguments.work or Path(scratch), {"table": "teeko", "chunk": CHUNK}
            )
            with Runner(arguments.jobs, arguments.ray) as runner:
                values = build_in_units(checkpoints, runner)
        except (CheckpointMismatchError, RayNotInstalledError, ClusterUnreachableError) as error:
            print(f"build_teeko_table.py: {error}", file=sys.stderr)
            return 2
    built = time.perf_counter() - started
    logger.info("built %d positions in %.0f s; %s", values.size, built, summary(values))
    if not arguments.no_check:
        started = time.perf_counter()
        wrong = check(values)
        logger.info(
            "checked every position in %.0f s: %d disagree", time.perf_counter() - started, wrong
        )
        if wrong:
            return 1
    started = time.perf_counter()
    data = compress(values)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_bytes(data)
    logger.info(
        "wrote %s: %.1f MB (%.3f bits per position) in %.0f s",
        arguments.output,
        len(data) / 1e6,
        8 * len(data) / values.size,
        time.perf_counter() - started,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
