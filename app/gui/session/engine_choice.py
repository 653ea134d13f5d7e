"""Which engine the computer uses in the window: Plyboard's own, or an external UCI engine
(chess) for its moves and for hints and analyses, and what to say when one fails, in the
player's language.  No widgets."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PyQt6.QtCore import QCoreApplication

from app.protocols.engine.messages import AUTO
from app.protocols.uci.client import DEFAULT_SECONDS, UCI, engine_label
from engine.player import Level
from engine.search import Limits


@dataclass(frozen=True, slots=True)
class EngineChoice:
    """The external engines chosen: ``opponent`` plays the computer's moves, ``analyser``
    answers hints and analyses; each a UCI engine's command (see
    :func:`app.protocols.uci.client.engine_command`) or ``None`` for Plyboard's engine."""

    opponent: str | None = None
    analyser: str | None = None
    seconds: float | None = None
    """The opponent's seconds per move; ``None``: the level's time (the clock's plan when
    a clock runs), else :data:`~app.protocols.uci.client.DEFAULT_SECONDS`."""

    def opponent_level(self, level: Level) -> Level:
        """``level`` as the computer plays it: unchanged for Plyboard's engine, else the
        opponent engine thinking the time per move, without our levels' randomness."""
        if self.opponent is None:
            return level
        seconds = self.seconds or level.limits.time or DEFAULT_SECONDS
        return Level(UCI + self.opponent, Limits(time=seconds))

    @property
    def analyser_engine(self) -> str:
        """The engine name hints and analyses are searched with (``auto``: Plyboard's)."""
        return AUTO if self.analyser is None else UCI + self.analyser

    def without(self, engine: str) -> EngineChoice:
        """This choice with Plyboard's engine wherever the engine named ``engine``
        (``uci:COMMAND``) was chosen: after it failed."""
        command = engine.removeprefix(UCI)
        return replace(
            self,
            opponent=None if self.opponent == command else self.opponent,
            analyser=None if self.analyser == command else self.analyser,
        )


def takeover_message(engine: str, what: str, message: str) -> str:
    """What to say when the external engine ``engine`` (``uci:COMMAND``) could not do
    ``what`` ("choose a move", "find a hint", "analyse the position") and its search
    failed with ``message``: Plyboard's engine takes over."""
    prefix = QCoreApplication.translate("SearchWorker", "The computer could not choose a move: {}")
    reason = message.removeprefix(prefix.format(""))
    sentences = {
        "choose a move": QCoreApplication.translate(
            "EngineChoice",
            "The engine {engine} could not choose a move ({reason}); Plyboard's engine takes "
            "over, the game is unchanged.",
        ),
        "find a hint": QCoreApplication.translate(
            "EngineChoice",
            "The engine {engine} could not find a hint ({reason}); Plyboard's engine takes "
            "over, the game is unchanged.",
        ),
        "analyse the position": QCoreApplication.translate(
            "EngineChoice",
            "The engine {engine} could not analyse the position ({reason}); Plyboard's engine "
            "takes over, the game is unchanged.",
        ),
    }
    return sentences[what].format(engine=engine_label(engine.removeprefix(UCI)), reason=reason)
