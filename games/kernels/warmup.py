"""Warming compiled kernels before the first search (docs/architecture.md, section 5).

A game's kernels compile on first use (a minute the first time on this machine) or load
from numba's cache (a second or so, holding the interpreter lock).  Each module with
kernels lists what warms them: small jobs that run every kernel once on a tiny input
(``WARM_UP``), and the kernels whose compiled signatures say they are ready
(``KERNELS``).  :func:`warm_up` runs such a list (:func:`warm_up_module` imports its
module first); :func:`compiled` tells whether a search would still compile.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Protocol

Warmer = Callable[[], None]
"""A job that compiles (or loads from numba's cache) some kernels; safe from any thread."""


class Kernel(Protocol):
    """A numba dispatcher: its ``signatures`` are those compiled (or loaded) so far."""

    @property
    def signatures(self) -> list[object]: ...


def warm_up(warmers: Iterable[Warmer]) -> None:
    """Run each of ``warmers`` in turn: their kernels are compiled (or loaded) after it."""
    for warm in warmers:
        warm()


def compiled(kernels: Iterable[Kernel]) -> bool:
    """Whether every one of ``kernels`` is compiled (or loaded) in this process, so that
    a search calling them compiles nothing."""
    return all(kernel.signatures for kernel in kernels)


def warm_up_module(name: str) -> None:
    """Import the module ``name`` now (not when the games are listed: it loads numba) and
    run its ``WARM_UP`` list."""
    warm_up(importlib.import_module(name).WARM_UP)
