"""Screenshots as 256-colour PNGs: a median-cut palette chosen from the picture's own
colours, so that flat interface pictures keep their look at a third of the bytes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PyQt6.QtCore import Qt
from PyQt6.QtGui import QColor, QImage

COLOURS = 256
"""Colours of a saved picture's palette."""


def pixels(image: QImage) -> np.ndarray:
    """Every pixel of ``image`` as ``0xAARRGGBB`` integers, row by row."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    data = rgb.constBits()
    assert data is not None
    data.setsize(rgb.sizeInBytes())
    rows = np.frombuffer(data, np.uint32).reshape(rgb.height(), rgb.bytesPerLine() // 4)
    return rows[:, : rgb.width()].ravel().copy()


def median_cut(image: QImage, colours: int = COLOURS) -> list[int]:
    """A palette of at most ``colours`` for ``image``: the colour space cut in two, again and
    again, where the pixels spread widest, each part standing for its pixels' mean colour."""
    values, counts = np.unique(pixels(image), return_counts=True)
    rgb = np.stack([(values >> 16) & 255, (values >> 8) & 255, values & 255], 1).astype(np.int64)
    boxes = [(rgb, counts)]
    while len(boxes) < colours:
        spread = [
            float((box.max(0) - box.min(0)).max() * np.log1p(weights.sum())) if len(box) > 1 else -1
            for box, weights in boxes
        ]
        widest = int(np.argmax(spread))
        if spread[widest] < 0:
            break
        box, weights = boxes.pop(widest)
        axis = int(np.argmax(box.max(0) - box.min(0)))
        order = np.argsort(box[:, axis], kind="stable")
        box, weights = box[order], weights[order]
        running = np.cumsum(weights)
        cut = min(max(int(np.searchsorted(running, running[-1] / 2)), 1), len(box) - 1)
        boxes += [(box[:cut], weights[:cut]), (box[cut:], weights[cut:])]
    table = []
    for box, weights in boxes:
        red, green, blue = (box * weights[:, None]).sum(0) / weights.sum()
        table.append(QColor(round(red), round(green), round(blue)).rgb())
    return table


def save_small_png(image: QImage, path: Path) -> Path:
    """Save ``image`` at ``path`` as a PNG of :data:`COLOURS` colours, compressed hardest."""
    reduced = image.convertToFormat(
        QImage.Format.Format_Indexed8, median_cut(image), Qt.ImageConversionFlag.ThresholdDither
    )
    reduced.save(str(path), "PNG", 0)
    return path
