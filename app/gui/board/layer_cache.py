"""A layer of a drawing that rarely changes, painted once into a pixmap and copied from there."""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QPainter, QPixmap


class LayerCache:
    """Paints a layer into a pixmap the size of the painter's device, again only when the
    device's size or pixel ratio or the caller's ``key`` changes; copies it otherwise."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._pixmap = QPixmap()

    def paint(
        self, painter: QPainter, key: tuple[object, ...], paint_layer: Callable[[QPainter], None]
    ) -> None:
        """Draw the layer ``paint_layer`` paints (with ``painter``'s render hints) for ``key``
        (compared by equality: values such as a frame, a layout and a palette)."""
        device = painter.device()
        assert device is not None
        ratio = device.devicePixelRatioF()
        wanted = (device.width(), device.height(), ratio, *key)
        if wanted != self._key:
            pixmap = QPixmap(round(device.width() * ratio), round(device.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            layer = QPainter(pixmap)
            layer.setRenderHints(painter.renderHints())
            paint_layer(layer)
            layer.end()
            self._key, self._pixmap = wanted, pixmap
        painter.drawPixmap(0, 0, self._pixmap)
