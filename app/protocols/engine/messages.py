"""The lines of the engine protocol, as both ends write and read them.

A line is a keyword, then (for most) one JSON object: :func:`encode` and
:func:`decode`.  This module holds how a :class:`~engine.player.Level`, a search
order (:class:`SearchOrder`), a :class:`~engine.player.Decision` and a notice
outside any search (:class:`EngineNotice`) travel.  Moves are the game's move texts;
scores are from the side to move's point of view; times in seconds.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from app.protocols.engine.report import result_from_report
from engine.player import Decision, Level
from engine.search import Limits
from games.base import BoardState

AUTO = "auto"
"""Algorithm choice meaning "the engine the level table names"."""
USER_ENGINE_TIME_CAP = 5.0
"""Seconds a user-chosen engine may think when the level sets no time or node limit.

Without it, minimax or MCTS with a level meant for a solver (tic-tac-toe's expert
has no limits at all) could think for minutes; with it minimax still solves
tic-tac-toe from the empty board (about 2 s here).
"""
MCTS_PLAYOUTS_PER_PLY = 2_000
"""Playouts MCTS gets per ply of a level's depth limit, when the level sets only a depth."""


def level_for_engine(level: Level, algorithm: str) -> Level:
    """``level`` played by ``algorithm`` instead of the level's own engine.

    The level's limits and randomness are kept.  Because the limits were tuned for
    the level's engine, a different engine gets two guards: MCTS, which ignores
    depth, gets :data:`MCTS_PLAYOUTS_PER_PLY` playouts per ply of the level's
    depth; and any engine without a time or node limit gets
    :data:`USER_ENGINE_TIME_CAP` seconds, so minimax (which has no pruning) and
    MCTS (which may never prove the root) stay responsive.
    """
    if algorithm in (AUTO, level.algorithm):
        return level
    limits = level.limits
    if algorithm == "mcts" and limits.nodes is None and limits.depth is not None:
        limits = replace(limits, nodes=MCTS_PLAYOUTS_PER_PLY * limits.depth)
    if limits.time is None and limits.nodes is None:
        limits = replace(limits, time=USER_ENGINE_TIME_CAP)
    return replace(level, algorithm=algorithm, limits=limits)


def level_to_json(level: Level) -> dict[str, Any]:
    """A level as the ``level`` object of a ``search`` command."""
    return {
        "algorithm": level.algorithm,
        "depth": level.limits.depth,
        "time": level.limits.time,
        "nodes": level.limits.nodes,
        "blunder": level.blunder,
        "margin": level.margin,
    }


def level_from_json(data: Mapping[str, Any]) -> Level:
    """The level a ``level`` object describes; raises ``ValueError`` naming what is wrong."""
    unknown = set(data) - {"algorithm", "depth", "time", "nodes", "blunder", "margin"}
    if unknown:
        raise ValueError(f"unknown level fields: {', '.join(sorted(unknown))}")
    algorithm = data.get("algorithm", "alphabeta")
    if not isinstance(algorithm, str):
        raise ValueError("level algorithm must be a string")
    limits = Limits(
        depth=_optional_number(data, "depth", int),
        time=_optional_number(data, "time", float),
        nodes=_optional_number(data, "nodes", int),
    )
    blunder = _optional_number(data, "blunder", float) or 0.0
    margin = _optional_number(data, "margin", int) or 0
    return Level(algorithm, limits, blunder, margin)


def _optional_number(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name} must be a number, got {value!r}")
    if kind is int and value != int(value):
        raise ValueError(f"{name} must be a whole number, got {value!r}")
    return kind(value)


def decision_from_json(state: BoardState, data: Mapping[str, Any]) -> Decision:
    """The :class:`Decision` a ``result`` line's object describes for ``state``."""
    report = data.get("result")
    result = result_from_report(state, report) if report is not None else None
    return Decision(state.parse_move(data["move"]), result)


@dataclass(frozen=True)
class SearchOrder:
    """One ``search`` command: which position, how to choose, and with which randomness.

    ``moves`` are the game's move texts from its start; ``level`` is a level name
    (played as the side to move plays it) or a full :class:`Level`; ``algorithm``
    picks the engine (:data:`AUTO`: the level's own, adjusted by
    :func:`level_for_engine` otherwise).  ``seed`` reseeds the session's random
    generator (levels' randomness and MCTS) before the search; ``session`` names
    whose engines (and their tables) are used, so two windows never share them.
    """

    game: str
    moves: tuple[str, ...]
    level: str | Level
    algorithm: str = AUTO
    seed: int | None = None
    score_all_moves: bool = False
    time: float | None = None
    """Seconds, replacing the level's time limit."""
    session: str = ""
    engine: str | None = None
    """The searcher to use when it differs from the level's algorithm (``auto``: the
    game's default engine, as hints use it)."""

    def to_json(self, request_id: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": request_id,
            "game": self.game,
            "moves": list(self.moves),
            "level": self.level if isinstance(self.level, str) else level_to_json(self.level),
            "algorithm": self.algorithm,
            "score_all_moves": self.score_all_moves,
        }
        for name in ("seed", "time", "engine"):
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        if self.session:
            data["session"] = self.session
        return data


@dataclass(frozen=True)
class EngineNotice:
    """Something the engine reported outside any search: kernels being prepared for a game
    (``progress``, ``fraction`` done when known), ready (``ready``, ``seconds`` it took)
    or not prepared (``error``, with the engine's ``message``)."""

    kind: str
    game: str
    fraction: float | None = None
    seconds: float | None = None
    message: str = ""


def encode(keyword: str, payload: Mapping[str, Any] | None = None) -> str:
    """One protocol line (with its newline)."""
    if payload is None:
        return f"{keyword}\n"
    return f"{keyword} {json.dumps(payload, separators=(',', ':'))}\n"


def decode(line: str) -> tuple[str, Any]:
    """``(keyword, payload)`` of a line: the JSON object, a bare word, or ``None``."""
    keyword, _, rest = line.strip().partition(" ")
    rest = rest.strip()
    if not rest:
        return keyword, None
    if rest.startswith("{"):
        return keyword, json.loads(rest)
    return keyword, rest
