"""What can be heard in a game, and how loud: the sound events and the volume choices."""

from __future__ import annotations

from enum import StrEnum


class SoundEvent(StrEnum):
    """Something in a game that has a sound; the value names its file in ``resources/sounds``
    (``move`` → ``move.wav``).  Win and loss are from the person's point of view."""

    MOVE = "move"
    CAPTURE = "capture"
    CHECK = "check"
    ILLEGAL = "illegal"
    HINT = "hint"
    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"

    @property
    def file_name(self) -> str:
        """The sound's file in ``resources/sounds``."""
        return f"{self.value}.wav"


VOLUMES = (25, 50, 75, 100)
"""What *View > Sounds > Volume* offers, in percent of the sounds' own loudness."""
DEFAULT_VOLUME = 50
"""The volume of a first start, in percent (one of :data:`VOLUMES`)."""
