"""When the X11 platform is checked, and what the person reads when a library is missing."""

import pytest

from app.services.system_libraries import (
    XCB_PLATFORM_LIBRARIES,
    SystemLibrary,
    missing_libraries,
    missing_libraries_message,
    x11_platform_requested,
)


@pytest.mark.parametrize(
    ("environ", "requested"),
    [
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb:nograb", "WAYLAND_DISPLAY": "wayland-0"}, True),
        ({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, False),
        ({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, False),
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({}, False),
    ],
)
def test_x11_is_checked_only_when_qt_will_use_it(environ: dict[str, str], requested: bool):
    assert x11_platform_requested(environ) is requested


def test_missing_libraries_are_those_the_loader_refuses_in_order():
    refused = {"libxcb-keysyms.so.1", "libxcb-cursor.so.0"}
    missing = missing_libraries(XCB_PLATFORM_LIBRARIES, lambda soname: soname not in refused)
    assert [library.soname for library in missing] == [
        "libxcb-cursor.so.0",
        "libxcb-keysyms.so.1",
    ]
    assert missing_libraries(XCB_PLATFORM_LIBRARIES, lambda soname: True) == ()


def test_the_message_is_one_line_with_both_install_commands_and_each_package_once():
    missing = (
        SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
        SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
        SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    )
    message = missing_libraries_message(missing)
    assert "\n" not in message
    assert "libxcb-shape.so.0, libxcb-randr.so.0, libxcb-cursor.so.0" in message
    assert "`sudo apt install libxcb-shape0 libxcb-randr0 libxcb-cursor0`" in message
    assert "`sudo dnf install libxcb xcb-util-cursor`" in message
