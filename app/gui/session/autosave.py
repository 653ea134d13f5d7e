"""The autosave: written and flushed to the disk on a thread of its own, newest game only.

Every change of the record replaces the file whole (a temporary file renamed over it),
so the app killed at any moment leaves the old game or the new, never half of one.
Creating, writing and renaming the file took 1.2-1.4 ms a move on the GUI thread
(p90 3.5-4.2 ms, up to 20 ms on a busy disk), encoding the game 0.3-0.5 ms, and forcing
it onto the disk (``fsync``) tens of ms, so a background thread does all three:
:meth:`Autosave.write` only hands it the game.  The thread always writes the newest
game it was given (older ones not yet written are skipped, never written after a newer
one), a millisecond or two after the move; :meth:`Autosave.close` waits for it, so a
closed window's last move is saved.
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

Saved = TypeVar("Saved")

CLOSE_WAIT_SECONDS = 10.0
"""How long :meth:`Autosave.close` waits for the last write (a hang guard for a stuck disk)."""


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


def flush_file(path: Path) -> None:
    """Force ``path``'s contents onto the disk.  Raises ``OSError``."""
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class Autosave(Generic[Saved]):
    """Replaces one file with the newest value given, encoded and written on a thread of its
    own (``encode`` must be safe there: give it immutable values).

    ``on_error`` is called on that thread with the ``OSError`` of a write that failed.
    """

    def __init__(
        self,
        path: Path,
        encode: Callable[[Saved], str],
        on_error: Callable[[OSError], None] | None = None,
    ) -> None:
        self.path = path
        self._encode = encode
        self._on_error = on_error
        self._changed = threading.Condition()
        self._pending: Saved | None = None
        """The newest value not yet taken by the thread."""
        self._writing = False
        self._thread: threading.Thread | None = None

    def write(self, value: Saved) -> None:
        """Have the file replaced with ``value``'s text (at once, off this thread; then
        flushed)."""
        with self._changed:
            self._pending = value
            self._changed.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._write_forever, name="plyboard-autosave", daemon=True
                )
                self._thread.start()

    def close(self, timeout: float = CLOSE_WAIT_SECONDS) -> bool:
        """Wait until the newest text is in the file (and flushed); whether it is."""
        with self._changed:
            return self._changed.wait_for(
                lambda: self._pending is None and not self._writing, timeout
            )

    def _write_forever(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending is not None)
                value, self._pending = self._pending, None
                self._writing = True
            try:
                replace_file(self.path, self._encode(value))
            except OSError as error:
                log.warning("could not autosave to %s: %s", self.path, error)
                if self._on_error is not None:
                    self._on_error(error)
            except Exception:  # an encoder's bug: the next value is written as usual
                log.exception("could not encode the autosave %s", self.path)
            else:
                try:
                    flush_file(self.path)
                except OSError as error:  # the data is the system's anyway: only say it
                    log.info("could not flush the autosave %s: %s", self.path, error)
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()
