"""Check-pointed work units for the table and book builders: a local process pool or Ray.

A build is cut into :class:`WorkUnit` s, each a call of one module-level function
that returns bytes.  :func:`run_units` runs the units that have no checkpoint yet
and writes each result to its own file in a :class:`CheckpointDirectory` as soon
as it arrives (a temporary file renamed into place, so a file is either whole or
absent), so a build killed at any moment, even with SIGKILL, resumes with the
units still missing and, the functions being deterministic, ends with the same
output as an uninterrupted build.

Where the units run is a :class:`Runner`: in this process (``jobs=1``), in a pool
of ``jobs`` processes, or as Ray tasks (``ray_address``, as
:mod:`app.services.cluster` describes: ``local``, ``auto`` or a cluster's
address).  Ray is optional: it is imported only when asked for, and a missing Ray
raises :class:`~app.services.cluster.RayNotInstalledError`.  Qt-free; the
builders in ``tools/`` use it.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.services.cluster import connect, import_ray

logger = logging.getLogger(__name__)

UNIT_SUFFIX = ".unit"
PLAN_FILE = "plan.json"

UnitFunction = Callable[..., bytes]
"""A unit's work: ``function(*common, *unit.arguments) -> bytes``, deterministic,
defined at module level (it is pickled by reference or by value)."""


class CheckpointMismatchError(ValueError):
    """A checkpoint directory holds the units of a build with other parameters."""


@dataclass(frozen=True, slots=True)
class WorkUnit:
    """One piece of a build: its checkpoint name and its own arguments."""

    key: str
    """File-safe name, unique in its build (letters, digits, ``-``, ``_``)."""
    arguments: tuple[Any, ...]


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all (temporary file, fsync, rename)."""
    descriptor, temporary = tempfile.mkstemp(
        dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
    )
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class CheckpointDirectory:
    """Finished units of one build, one file each, and the parameters they were made with."""

    def __init__(self, path: Path, parameters: dict[str, Any]) -> None:
        """Use (or create) ``path``; raises :class:`CheckpointMismatchError` when it was
        made with other ``parameters`` (JSON-serialisable values)."""
        self.path = path
        path.mkdir(parents=True, exist_ok=True)
        plan = path / PLAN_FILE
        wanted = json.loads(json.dumps(parameters, sort_keys=True))
        if plan.exists():
            found = json.loads(plan.read_text(encoding="utf-8"))
            if found != wanted:
                differing = sorted(
                    k for k in set(found) | set(wanted) if found.get(k) != wanted.get(k)
                )
                raise CheckpointMismatchError(
                    f"{path} holds a build made with other parameters ({', '.join(differing)}: "
                    f"{', '.join(f'{k}={found.get(k)!r}' for k in differing)}); give the same "
                    "options to resume it, or another directory"
                )
        else:
            atomic_write(plan, json.dumps(wanted, sort_keys=True, indent=1).encode())
        for stale in path.glob(".*.tmp"):  # a write cut short by a kill
            stale.unlink(missing_ok=True)

    def file(self, key: str) -> Path:
        return self.path / f"{key}{UNIT_SUFFIX}"

    def finished(self, key: str) -> bool:
        return self.file(key).exists()

    def read(self, key: str) -> bytes:
        return self.file(key).read_bytes()

    def write(self, key: str, data: bytes) -> None:
        atomic_write(self.file(key), data)

    def count(self) -> int:
        """Finished units in the directory."""
        return sum(1 for _ in self.path.glob(f"*{UNIT_SUFFIX}"))


# --- where the units run ---------------------------------------------------------------


def _call(function: UnitFunction, arguments: tuple[Any, ...], *common: Any) -> bytes:
    return function(*common, *arguments)


class Runner:
    """Where units run: this process (``jobs=1``), a pool of ``jobs`` local processes
    (started at the first units, kept until :meth:`close`), or Ray tasks on the
    cluster at ``ray_address`` (``local``: an instance started for the run)."""

    def __init__(self, jobs: int = 1, ray_address: str | None = None) -> None:
        if jobs < 1:
            raise ValueError(f"jobs must be at least 1, not {jobs}")
        self.jobs = jobs
        self.ray_address = ray_address
        self._pool: ProcessPoolExecutor | None = None
        if ray_address is not None:
            import_ray()  # fail now, before any work, when Ray is missing

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the pool's processes (a Ray connection lasts as long as the process)."""
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def run(
        self,
        function: UnitFunction,
        units: Sequence[WorkUnit],
        checkpoints: CheckpointDirectory,
        *,
        common: tuple[Any, ...] = (),
        on_done: Callable[[WorkUnit, bytes], None] | None = None,
    ) -> list[bytes]:
        """Every unit's result, in the order of ``units``: read from its checkpoint, or
        computed as ``function(*common, *unit.arguments)`` and check-pointed as soon as
        it arrives.  ``on_done`` hears of each unit computed now, as they finish."""
        keys = [unit.key for unit in units]
        if len(set(keys)) != len(keys):
            raise ValueError("two work units share a key")
        pending = [unit for unit in units if not checkpoints.finished(unit.key)]
        if pending:
            logger.info("%d of %d units to run", len(pending), len(units))

        def finish(unit: WorkUnit, data: bytes) -> None:
            checkpoints.write(unit.key, data)
            if on_done is not None:
                on_done(unit, data)

        if not pending:
            pass
        elif self.ray_address is not None:
            self._run_on_ray(function, pending, common, finish)
        elif self.jobs == 1:
            for unit in pending:
                finish(unit, function(*common, *unit.arguments))
        else:
            self._run_in_pool(function, pending, common, finish)
        return [checkpoints.read(key) for key in keys]

    def _run_in_pool(
        self,
        function: UnitFunction,
        pending: Sequence[WorkUnit],
        common: tuple[Any, ...],
        finish: Callable[[WorkUnit, bytes], None],
    ) -> None:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.jobs)
        futures = {
            self._pool.submit(_call, function, unit.arguments, *common): unit for unit in pending
        }
        try:
            while futures:
                done, _ = wait(futures, return_when=FIRST_COMPLETED)
                for future in done:
                    finish(futures.pop(future), future.result())
        except BaseException:
            for future in futures:
                future.cancel()
            raise

    def _run_on_ray(
        self,
        function: UnitFunction,
        pending: Sequence[WorkUnit],
        common: tuple[Any, ...],
        finish: Callable[[WorkUnit, bytes], None],
    ) -> None:
        assert self.ray_address is not None
        ray = connect(self.ray_address)
        # The builders live in tools/, which a cluster's nodes may not have: send this
        # module and the builder's by value (games/ and engine/ come with Plyboard).
        for name in {__name__, function.__module__}:
            if name.startswith("tools."):
                ray.cloudpickle.register_pickle_by_value(sys.modules[name])
        remote = ray.remote(num_cpus=1, max_retries=2)(_call)
        common_refs = [ray.put(value) for value in common]
        running = {remote.remote(function, unit.arguments, *common_refs): unit for unit in pending}
        try:
            while running:
                done, _ = ray.wait(list(running), num_returns=1)
                for ref in done:
                    finish(running.pop(ref), ray.get(ref))
        except BaseException:
            for ref in running:
                ray.cancel(ref, force=True)
            raise
