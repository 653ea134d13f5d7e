"""Jobs on a Ray cluster: matches, ladders and table builds beyond one machine.

Ray is an optional extra (``pip install '.[cluster]'``): nothing imports it until
a command is given ``--ray``, and a missing Ray raises
:class:`RayNotInstalledError`, whose message says how to install it.

An *address* is what ``--ray`` takes: ``local`` starts a Ray instance on this
machine for the run (it stops when the process exits); ``auto`` joins the
cluster that ``ray start --head`` (or ``ray start --address``) made this machine
part of; anything else (``HOST:6379``, ``ray://HOST:10001``) is passed to
``ray.init``.  A cluster's nodes need Plyboard installed, the same version as the
machine that starts the job; a local instance runs this checkout's code.
"""

from __future__ import annotations

import contextlib
import logging
import signal
from collections.abc import Callable, Generator, Hashable, Iterable
from pathlib import Path
from typing import Any, TypeVar

logger = logging.getLogger(__name__)

RAY_INSTALL_HINT = "pip install '.[cluster]' (in a Plyboard checkout) or pip install 'ray>=2.9'"
LOCAL = "local"
"""The address that starts a Ray instance for the run."""
AUTO = "auto"
"""The address of the cluster this machine joined with ``ray start``."""
RETRIES = 2
"""Times Ray runs a task again when its worker process dies (not when it raises)."""

Item = TypeVar("Item")
Result = TypeVar("Result")


class RayNotInstalledError(RuntimeError):
    """``--ray`` was given but the ``ray`` package is not installed."""

    def __init__(self) -> None:
        super().__init__(f"--ray needs Ray, which is not installed: {RAY_INSTALL_HINT}")


class ClusterUnreachableError(ConnectionError):
    """No Ray cluster answers at the address given."""

    def __init__(self, address: str, reason: str) -> None:
        super().__init__(
            f"cannot reach a Ray cluster at {address!r} ({reason}); start one with "
            "'ray start --head', or give --ray local for an instance of its own"
        )


def import_ray() -> Any:
    """The ``ray`` module; raises :class:`RayNotInstalledError` when it is missing."""
    try:
        import ray
    except ImportError as error:
        raise RayNotInstalledError() from error
    return ray


def ray_available() -> bool:
    try:
        import_ray()
    except RayNotInstalledError:
        return False
    return True


def connect(address: str) -> Any:
    """Connect this process to Ray at ``address`` (once; later calls reuse the connection)
    and return the ``ray`` module.  Raises :class:`RayNotInstalledError` or
    :class:`ClusterUnreachableError`.

    A local instance's workers get this checkout first on their ``PYTHONPATH``, so
    they run the same code as this process.
    """
    ray = import_ray()
    if ray.is_initialized():
        return ray
    if address == LOCAL:
        checkout = str(Path(__file__).resolve().parents[2])
        ray.init(
            runtime_env={"env_vars": {"PYTHONPATH": checkout}},
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
        )
    else:
        try:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
        except (ConnectionError, ValueError) as error:
            raise ClusterUnreachableError(address, str(error).splitlines()[0]) from error
    logger.info("Ray at %s: %s CPUs", address, ray.cluster_resources().get("CPU", 0))
    return ray


_kept: dict[Hashable, Any] = {}


def kept(key: Hashable, make: Callable[[], Any]) -> Any:
    """An object made once per process under ``key`` and kept for later tasks there (a
    solver and its table, say).  It lives here, in an installed module, because Ray
    sends a task's function from ``tools/`` by value, module globals and all: a cache
    in the builder's module would travel with every task, table included."""
    value = _kept.get(key)
    if value is None:
        value = _kept[key] = make()
    return value


def _call_without_interrupts(function: Callable[..., Any], *arguments: Any) -> Any:
    """Run in a Ray worker: Ctrl+C is the driver's to handle, as in a local pool."""
    with contextlib.suppress(ValueError):  # ValueError: not the worker's main thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    return function(*arguments)


def run_on_ray(
    function: Callable[[Item], Result], items: Iterable[Item], address: str
) -> Generator[tuple[int, Result], None, None]:
    """``function(item)`` for every item as a Ray task (one CPU each) on the cluster at
    ``address``: yields ``(index of the item, result)`` as the tasks finish.

    ``function`` must be importable by the workers (defined at a module's top level).
    Closing the iterator early, or Ctrl+C while it waits, cancels the tasks not yet
    finished.  A task that raises re-raises here (as Ray's ``RayTaskError``).
    """
    ray = connect(address)
    remote = ray.remote(num_cpus=1, max_retries=RETRIES)(_call_without_interrupts)
    running = {remote.remote(function, item): index for index, item in enumerate(items)}
    try:
        while running:
            done, _ = ray.wait(list(running), num_returns=1)
            for ref in done:
                yield running.pop(ref), ray.get(ref)
    finally:
        for ref in running:
            ray.cancel(ref, force=True)
