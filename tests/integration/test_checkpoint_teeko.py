"""The Teeko table builder's work units: the drop layers rebuilt in check-pointed chunks
from the shipped table, interrupted and resumed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from games.teeko import table
from games.teeko.index import LAYER_SIZE, LAYER_START, LAYERS
from tools.build import teeko_table as builder
from tools.build.work_units import CheckpointDirectory, Runner

TOP = LAYERS.index((2, 3))
"""The fullest drop layer the test rebuilds (531,300 positions), from the shipped (3, 3)."""
CHUNK = 100_000
"""Positions per unit here: (2, 3) makes 6 units, (2, 2) one, and so on (13 in all)."""

needs_table = pytest.mark.skipif(
    not table.table_available(),
    reason="resources/teeko/teeko-table.xz is not installed: run tools/build/teeko_table.py",
)


class Crash(Exception):
    """Stands for the process dying in the middle of a unit."""


@needs_table
@pytest.mark.slow
def test_drop_layers_interrupted_and_resumed_match_the_shipped_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = table.load_table()
    end = int(LAYER_START[TOP + 1])
    values = np.zeros(int(LAYER_START[TOP + 2]), dtype=np.uint8)
    values[end:] = shipped[end : len(values)]  # the layer the rebuilt ones lead to
    checkpoints = CheckpointDirectory(tmp_path, {"test": "teeko drop layers"})
    units = sum(-(-int(LAYER_SIZE[layer]) // CHUNK) for layer in range(TOP + 1))
    real_unit = builder.drop_chunk_unit
    calls: list[tuple[int, int]] = []

    def crashing_unit(next_layer: np.ndarray, layer: int, begin: int, stop: int) -> bytes:
        if len(calls) == 4:
            raise Crash
        calls.append((layer, begin))
        return real_unit(next_layer, layer, begin, stop)

    monkeypatch.setattr(builder, "drop_chunk_unit", crashing_unit)
    with pytest.raises(Crash):
        builder.solve_drop_layers(values, TOP, checkpoints, Runner(), CHUNK)
    assert checkpoints.count() == 4
    assert not values[:end].any()

    calls.clear()

    def counted_unit(next_layer: np.ndarray, layer: int, begin: int, stop: int) -> bytes:
        calls.append((layer, begin))
        return real_unit(next_layer, layer, begin, stop)

    monkeypatch.setattr(builder, "drop_chunk_unit", counted_unit)
    builder.solve_drop_layers(values, TOP, checkpoints, Runner(), CHUNK)
    assert len(calls) == units - 4  # only the units without a checkpoint ran
    assert checkpoints.count() == units
    assert (values[:end] == shipped[:end]).all()


@needs_table
@pytest.mark.slow
def test_a_chunk_is_solved_from_the_next_layer_alone() -> None:
    shipped = table.load_table()
    layer = LAYERS.index((2, 2))
    next_layer = shipped[LAYER_START[layer + 1] : LAYER_START[layer + 2]]
    start = int(LAYER_START[layer])
    chunk = builder.drop_chunk_unit(next_layer, layer, 1_000, 2_000)
    assert chunk == shipped[start + 1_000 : start + 2_000].tobytes()
    assert builder.drop_chunk_unit(np.zeros_like(next_layer), layer, 1_000, 2_000) != chunk
