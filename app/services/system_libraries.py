"""Whether the system libraries Qt's X11 platform plugin needs can be loaded.

Without one of them Qt aborts at the start with "could not load the Qt platform plugin
xcb" and a core dump.  Checking first, by loading each library as the dynamic linker
will, lets ``plyboard`` name what is missing and how to install it instead.  The list is
what PyQt6's bundled ``Qt6/plugins/platforms/libqxcb.so`` and ``Qt6/lib/libQt6XcbQpa.so.6``
name as NEEDED (``readelf -d``), less the C and C++ runtimes.  No Qt here.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class SystemLibrary:
    """A shared library by its soname, with the packages that ship it."""

    soname: str
    debian_package: str
    fedora_package: str


XCB_PLATFORM_LIBRARIES = (
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb"),
    SystemLibrary("libX11.so.6", "libx11-6", "libX11"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    SystemLibrary("libGL.so.1", "libgl1", "libglvnd-glx"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    SystemLibrary("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
)
"""Every library Qt's xcb platform plugin is linked against (Qt 6.11, PyQt6's wheel)."""


def x11_platform_requested(environ: Mapping[str, str]) -> bool:
    """Whether Qt will use its X11 (xcb) platform in a process with ``environ``: asked for
    by ``QT_QPA_PLATFORM=xcb`` (options after a colon allowed), or chosen by Qt itself
    because nothing is asked for and there is an X display but no Wayland one."""
    platform = environ.get("QT_QPA_PLATFORM", "").strip()
    if platform:
        return platform.split(":", 1)[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def loads(soname: str) -> bool:
    """Whether the dynamic linker finds and loads the library ``soname`` (as Qt's would:
    ``LD_LIBRARY_PATH``, the system's library cache and folders)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(
    libraries: Iterable[SystemLibrary], load: Callable[[str], bool] = loads
) -> tuple[SystemLibrary, ...]:
    """Those of ``libraries`` that ``load`` cannot load, in the given order."""
    return tuple(library for library in libraries if not load(library.soname))


def missing_libraries_message(missing: Iterable[SystemLibrary]) -> str:
    """One line naming the ``missing`` libraries and the commands that install them on
    Debian/Ubuntu and on Fedora."""
    missing = tuple(missing)
    names = ", ".join(library.soname for library in missing)
    debian = " ".join(dict.fromkeys(library.debian_package for library in missing))
    fedora = " ".join(dict.fromkeys(library.fedora_package for library in missing))
    return (
        f"the window cannot open: Qt's X11 platform needs {names}, which cannot be loaded; "
        f"install with `sudo apt install {debian}` (Debian/Ubuntu) "
        f"or `sudo dnf install {fedora}` (Fedora)"
    )
