"""Build Teeko's perfect-play table by retrograde analysis and write it compressed.

    /work/venv/bin/python tools/build_teeko_table.py            # build, check, write
    /work/venv/bin/python tools/build_teeko_table.py --no-check # skip the full check

Writes ``resources/teeko/teeko-table.xz`` (one byte per position, see
:mod:`games.teeko.table`) and prints the time of each stage and the sizes.
The check recomputes every position from its children and fails when any
disagrees.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games.teeko import kernels  # noqa: E402
from games.teeko.index import LAYER_SIZE, LAYER_START, LAYERS, position_index  # noqa: E402
from games.teeko.table import TABLE_FILE, compress  # noqa: E402

OUTPUT = ROOT / "resources" / "teeko" / TABLE_FILE
CHECK_CHUNK = 1 << 22
"""Positions per call of the checking kernel (between progress lines)."""

logger = logging.getLogger("build_teeko_table")


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
    arguments = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(relativeCreated)8.0f ms  %(message)s")

    started = time.perf_counter()
    values = kernels.build(logger.info)
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
