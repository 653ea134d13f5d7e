"""A searcher that answers from a table where it can and searches elsewhere.

An opening book or an endgame table knows some positions outright;
:class:`ShortcutSearcher` asks it first and hands every other position to the search
it wraps.  The table's answer is a finished :class:`~engine.search.SearchResult` (its
``stop_reason`` says where it came from); no ``on_info`` report is made for it, as no
iteration ran.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Hashable
from typing import Any

from engine.search import InfoCallback, Limits, Searcher, SearchResult

Shortcut = Callable[[Any, bool], SearchResult | None]
"""``(state, score_all_moves) -> result``, or ``None`` where the table does not know the
position (or should not answer: every move's value was asked for)."""


class ShortcutSearcher:
    """Answers with ``shortcut`` where it knows the position, else searches with ``inner``."""

    def __init__(self, inner: Searcher, shortcut: Shortcut) -> None:
        self.inner = inner
        self.name = inner.name
        self.shortcut = shortcut

    def search(
        self,
        state: Any,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        answer = self.shortcut(state, score_all_moves)
        if answer is not None:
            return answer
        return self.inner.search(
            state,
            limits,
            stop=stop,
            on_info=on_info,
            history=history,
            score_all_moves=score_all_moves,
        )
