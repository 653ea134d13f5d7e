"""Wins, draws and losses per game and level, kept in a JSON file across runs (no Qt).

Only games between one person and the computer count, from the person's point of
view.  A file that cannot be read counts as empty (the caller is told why).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType

from app.services.record import write_atomic

log = logging.getLogger(__name__)

FORMAT = "plyboard-statistics"
RESULTS = ("win", "draw", "loss")


@dataclass(frozen=True, slots=True)
class Tally:
    """Games a person won, drew and lost against one level of one game."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def counted(self, result: str) -> Tally:
        """This tally with one more game ending in ``result`` (``win``, ``draw`` or ``loss``)."""
        if result not in RESULTS:
            raise ValueError(f"unknown result {result!r}; expected one of {', '.join(RESULTS)}")
        field = {"win": "wins", "draw": "draws", "loss": "losses"}[result]
        return replace(self, **{field: getattr(self, field) + 1})


@dataclass(frozen=True)
class Statistics:
    """Tallies by ``(game name, level name)``."""

    tallies: Mapping[tuple[str, str], Tally]

    def counted(self, game: str, level: str, result: str) -> Statistics:
        tallies = dict(self.tallies)
        tallies[(game, level)] = tallies.get((game, level), Tally()).counted(result)
        return Statistics(MappingProxyType(tallies))

    def to_json(self) -> str:
        rows = [
            {"game": game, "level": level, "wins": t.wins, "draws": t.draws, "losses": t.losses}
            for (game, level), t in sorted(self.tallies.items())
        ]
        return json.dumps({"format": FORMAT, "version": 1, "tallies": rows}, indent=2) + "\n"


EMPTY = Statistics(MappingProxyType({}))


class StatisticsError(ValueError):
    """A statistics file that cannot be read; the message says why."""


def parse_statistics(text: str) -> Statistics:
    """The statistics in ``text``; raises :class:`StatisticsError`."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        raise StatisticsError("the statistics file is not JSON") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise StatisticsError("the file is not Plyboard's statistics")
    rows = document.get("tallies")
    if not isinstance(rows, list):
        raise StatisticsError("the statistics file has no list of tallies")
    tallies: dict[tuple[str, str], Tally] = {}
    for row in rows:
        if not isinstance(row, dict):
            raise StatisticsError("a tally is not an object")
        game, level = row.get("game"), row.get("level")
        if not isinstance(game, str) or not isinstance(level, str):
            raise StatisticsError("a tally has no game or level name")
        counts: list[int] = []
        for name in ("wins", "draws", "losses"):
            count = row.get(name)
            if type(count) is not int or count < 0:
                raise StatisticsError(f"the tally for {game} ({level}) has a bad count")
            counts.append(count)
        tallies[(game, level)] = Tally(*counts)
    return Statistics(MappingProxyType(tallies))


def load_statistics(path: Path) -> tuple[Statistics, str]:
    """The statistics kept at ``path`` and a notice for people (empty when all went well).

    A missing file is no statistics yet; an unreadable one gives empty statistics and a
    notice saying why.
    """
    try:
        return parse_statistics(path.read_text(encoding="utf-8")), ""
    except FileNotFoundError:
        return EMPTY, ""
    except (OSError, UnicodeDecodeError, StatisticsError) as error:
        log.warning("ignoring the statistics in %s: %s", path, error)
        return EMPTY, f"The statistics could not be read ({error}); counting starts again."


def save_statistics(path: Path, statistics: Statistics) -> None:
    """Write ``statistics`` to ``path`` atomically; raises ``OSError``."""
    write_atomic(path, statistics.to_json())
