"""The window carries the application id and the icon of the installed desktop entry."""

from PyQt6.QtGui import QImage

from app.gui.window.launch import application
from app.services.desktop import APP_ID, desktop_resources


def test_the_application_names_its_desktop_entry(qapp):
    assert application().desktopFileName() == APP_ID


def test_the_window_icon_is_the_desktop_entrys_icon(qapp):
    icon = application().windowIcon()
    sizes = {(size.width(), size.height()) for size in icon.availableSizes()}
    assert {(16, 16), (48, 48), (512, 512)} <= sizes
    png = desktop_resources() / "icons" / "48x48" / f"{APP_ID}.png"
    drawn = QImage.fromData(png.read_bytes()).convertToFormat(QImage.Format.Format_ARGB32)
    shown = icon.pixmap(48, 48).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert shown == drawn
