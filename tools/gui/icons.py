"""Render the application icon's PNGs at the hicolor sizes from its SVG.

Run from the repository's top: ``python -m tools.gui.icons``.  Writes
``resources/desktop/icons/<size>x<size>/io.github.plyboard.Plyboard.png``; the same SVG
gives the same bytes on each run.
"""

import sys
from pathlib import Path

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QGuiApplication, QImage, QPainter
from PyQt6.QtSvg import QSvgRenderer

from app.services.desktop import APP_ID

DESKTOP = Path(__file__).resolve().parents[2] / "resources" / "desktop"
SIZES_PX = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size_px: int) -> QImage:
    """The icon as a square transparent image of side ``size_px`` pixels."""
    image = QImage(size_px, size_px, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    application = QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    renderer = QSvgRenderer(str(DESKTOP / f"{APP_ID}.svg"))
    for size_px in SIZES_PX:
        target = DESKTOP / "icons" / f"{size_px}x{size_px}" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        render(renderer, size_px).save(str(target), "PNG")
        print(f"wrote {target.relative_to(DESKTOP.parents[1])}")
    del application
    return 0


if __name__ == "__main__":
    sys.exit(main())
