"""A thread that stops a compiled search when the user cancels or its time is up.

Compiled kernels cannot look at a clock or a ``threading.Event``; they look at a
flag in their workspace instead, which :meth:`Interruptible.interrupt` sets.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

WATCH_INTERVAL = 0.005
"""Seconds between two looks at the stop event and the clock while a kernel runs."""


class Interruptible(Protocol):
    """A compiled search that another thread may stop (a solver, an alpha-beta)."""

    def interrupt(self) -> None:
        """Stop the running (and any later) search until :meth:`resume`; thread-safe."""

    def resume(self) -> None:
        """Allow searching again."""


class Watchdog:
    """Interrupts ``search`` when ``stop`` is set or ``deadline`` (perf_counter) passes,
    while the ``with`` block runs."""

    def __init__(
        self, search: Interruptible, stop: threading.Event | None, deadline: float | None
    ) -> None:
        self._search = search
        self._stop = stop
        self._deadline = deadline
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="kernel-watchdog", daemon=True)

    def __enter__(self) -> Watchdog:
        self._search.resume()
        if self._stop is not None or self._deadline is not None:
            self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._done.set()
        if self._thread.is_alive():
            self._thread.join()
        self._search.resume()

    def _watch(self) -> None:
        while not self._done.wait(WATCH_INTERVAL):
            cancelled = self._stop is not None and self._stop.is_set()
            late = self._deadline is not None and time.perf_counter() >= self._deadline
            if cancelled or late:
                self._search.interrupt()
                return
