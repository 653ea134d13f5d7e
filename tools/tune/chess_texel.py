"""Texel tuning of the compiled chess evaluation's weights on labelled positions.

    python -m tools.tune.chess_texel /tmp/tune/chess.csv --check /tmp/tune/check.csv

Reads the ``fen,score`` rows of :mod:`tools.tune.chess_positions` (Stockfish's score,
centipawns from White), and fits :data:`games.chess.compiled.evaluation.WEIGHTS` so
that our static evaluation's expected score, ``1 / (1 + 10 ** (-k * value / 400))``,
comes as close as it can to Stockfish's in the mean of squares (the Texel method, with a
stronger engine's scores for the games' results); ``k``, the ratio of the two engines'
units, is fitted first with the weights as they are and then kept.  The fit is
coordinate descent on whole centipawns: each weight in turn moved by a step while the
error falls, the step halved from an eighth of the weight down to one.  Weights that are
zero stay zero (no piece has them), and so do the groups named by ``--keep``.  Prints
the error on the training rows and on ``--check`` rows before and after, and the weight
groups to paste into ``evaluation.WEIGHT_GROUPS``.
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
from pathlib import Path

import chess
import numpy as np

from games.chess.compiled.board import BLACK, SIDE
from games.chess.compiled.evaluation import (
    SCRATCH_SIZE,
    WEIGHT_AT,
    WEIGHT_GROUPS,
    WEIGHTS,
    evaluate_with,
)
from games.chess.compiled.position import Position
from games.kernels.jit import kernel

SCALE = 400.0
"""Centipawns per factor of ten in the odds of winning (the logistic Elo curve)."""


def load(path: Path) -> tuple[np.ndarray, np.ndarray]:
    """The kernel positions (one row each) and Stockfish's scores of ``path``'s rows."""
    positions, scores = [], []
    with path.open(newline="") as handle:
        for row in csv.DictReader(handle):
            positions.append(Position(chess.Board(row["fen"])).pos.copy())
            scores.append(float(row["score"]))
    return np.array(positions), np.array(scores)


@kernel
def white_values(positions, weights, scratch, out):
    """Our static value of each position in centipawns from White."""
    for i in range(positions.shape[0]):
        value = evaluate_with(positions[i], scratch, weights)
        out[i] = -value if positions[i, SIDE] == BLACK else value


def expected(values: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.power(10.0, -values / SCALE))


class Fit:
    """The error of weights on a set of positions: the mean squared difference of the
    expected scores, ours scaled by ``scale`` (our centipawns and Stockfish's are not
    the same unit)."""

    def __init__(self, positions: np.ndarray, scores: np.ndarray, scale: float = 1.0) -> None:
        self.positions = positions
        self.target = expected(scores)
        self.scale = scale
        self._values = np.zeros(len(scores), dtype=np.int64)
        self._scratch = np.zeros(SCRATCH_SIZE, dtype=np.int64)

    def error(self, weights: np.ndarray) -> float:
        white_values(self.positions, weights, self._scratch, self._values)
        ours = expected(self.scale * self._values.astype(np.float64))
        return float(np.mean((ours - self.target) ** 2))

    def fit_scale(self, weights: np.ndarray) -> float:
        """Sets and returns the scale with the least error for ``weights`` (to 1%)."""
        low, high = 0.1, 4.0
        while high - low > 0.01:
            third = (high - low) / 3
            self.scale = low + third
            left = self.error(weights)
            self.scale = high - third
            if left < self.error(weights):
                high -= third
            else:
                low += third
        self.scale = (low + high) / 2
        return self.scale


def descend(
    fit: Fit, weights: np.ndarray, rounds: int, kept: frozenset[str] = frozenset()
) -> np.ndarray:
    """Coordinate descent from ``weights`` (see the module docstring), the groups named
    in ``kept`` left as they are."""
    weights = weights.copy()
    best = fit.error(weights)
    frozen = {
        WEIGHT_AT[name] + i for name, numbers in WEIGHT_GROUPS if name in kept
        for i in range(len(numbers))
    }  # fmt: skip
    tuned = [i for i in range(len(weights)) if weights[i] != 0 and i not in frozen]
    for round_number in range(1, rounds + 1):
        improved = False
        for i in tuned:
            step = max(1, abs(int(weights[i])) // 8)
            while step >= 1:
                for direction in (step, -step):
                    while True:
                        weights[i] += direction
                        error = fit.error(weights)
                        if error < best:
                            best, improved = error, True
                        else:
                            weights[i] -= direction
                            break
                step //= 2
        print(f"round {round_number}: error {best:.6f}", flush=True)
        if not improved:
            break
    return weights


def groups_text(weights: np.ndarray) -> str:
    """The weights as ``WEIGHT_GROUPS`` lines."""
    lines = []
    for name, numbers in WEIGHT_GROUPS:
        at = WEIGHT_AT[name]
        values = ", ".join(str(int(v)) for v in weights[at : at + len(numbers)])
        lines.append(f'    ("{name}", ({values}{"," if len(numbers) == 1 else ""})),')
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("train", type=Path)
    parser.add_argument("--check", type=Path, default=None, help="rows kept out of the fit")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument(
        "--keep", default="", metavar="GROUP,...",
        help="weight groups left as they are, e.g. value_mg,value_eg",
    )  # fmt: skip
    args = parser.parse_args(argv)
    kept = frozenset(filter(None, args.keep.split(",")))
    if unknown := kept - set(WEIGHT_AT):
        parser.error(f"no weight group {', '.join(sorted(unknown))}: {', '.join(WEIGHT_AT)}")
    train = Fit(*load(args.train))
    print(f"{len(train.target)} training positions, scale {train.fit_scale(WEIGHTS):.2f}")
    check = None if args.check is None else Fit(*load(args.check), scale=train.scale)
    before = (train.error(WEIGHTS), None if check is None else check.error(WEIGHTS))
    tuned = descend(train, WEIGHTS, args.rounds, kept)
    after = (train.error(tuned), None if check is None else check.error(tuned))
    for label, (fit_error, check_error) in (("before", before), ("after", after)):
        kept_out = "" if check_error is None else f", kept out {check_error:.6f}"
        print(f"{label}: training {fit_error:.6f}{kept_out}")
    print(groups_text(tuned))
    return 0 if math.isfinite(after[0]) else 1


if __name__ == "__main__":
    sys.exit(main())
