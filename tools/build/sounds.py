"""Synthesize the sounds Plyboard plays: short, quiet, ours.

    python -m tools.build.sounds             # writes resources/sounds/*.wav
    python -m tools.build.sounds --check     # compares them with the shipped files

Every sound is built from sine tones and noise bursts shaped by envelopes, in 16-bit mono
WAV at :data:`RATE` samples a second, and scaled so that its loudest sample is
:data:`PEAK` of full scale.  The noise comes from a seeded generator, so every run writes
the same bytes (a test regenerates them and compares).  The names are the sound events'
(:class:`app.gui.sound.events.SoundEvent`).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
OUTPUT = REPO / "resources" / "sounds"
RATE = 22050
"""Samples a second."""
PEAK = 0.3
"""The loudest sample of every sound, as a share of full scale."""
FULL_SCALE = 32767

Samples = list[float]


def _count(seconds: float) -> int:
    return round(seconds * RATE)


def tone(frequency: float, seconds: float, decay: float, attack: float = 0.002) -> Samples:
    """A sine of ``frequency`` Hz that rises over ``attack`` seconds, then dies away
    exponentially with time constant ``decay`` seconds."""
    samples = []
    for index in range(_count(seconds)):
        time = index / RATE
        rise = min(1.0, time / attack)
        samples.append(rise * math.exp(-time / decay) * math.sin(2 * math.pi * frequency * time))
    return samples


def noise(seconds: float, decay: float, smoothing: float, seed: int) -> Samples:
    """A burst of noise dying away with time constant ``decay`` seconds; ``smoothing`` (0 to
    1) is a one-pole low-pass filter's weight of the past (higher: duller)."""
    generator = random.Random(seed)
    samples = []
    level = 0.0
    for index in range(_count(seconds)):
        level = smoothing * level + (1 - smoothing) * (2 * generator.random() - 1)
        samples.append(level * math.exp(-index / RATE / decay))
    return samples


def buzz(frequency: float, seconds: float) -> Samples:
    """A hollow square-like tone (odd harmonics) with soft ends."""
    samples = []
    count = _count(seconds)
    for index in range(count):
        time = index / RATE
        wave_value = sum(
            math.sin(2 * math.pi * frequency * harmonic * time) / harmonic
            for harmonic in (1, 3, 5, 7)
        )
        edge = min(1.0, index / _count(0.01), (count - index) / _count(0.03))
        samples.append(edge * wave_value)
    return samples


def mix(*parts: tuple[Samples, float]) -> Samples:
    """The sum of ``(samples, gain)`` parts, as long as the longest."""
    length = max(len(samples) for samples, _ in parts)
    mixed = [0.0] * length
    for samples, gain in parts:
        for index, value in enumerate(samples):
            mixed[index] += gain * value
    return mixed


def then(*parts: Samples) -> Samples:
    """The parts one after another."""
    return [value for part in parts for value in part]


def notes(frequencies: Sequence[float], seconds: float) -> Samples:
    """A short motif: a soft bell-like note per frequency, ``seconds`` each."""
    return then(
        *(
            mix((tone(f, seconds, seconds / 2.5), 1.0), (tone(2 * f, seconds, seconds / 5), 0.25))
            for f in frequencies
        )
    )


def move() -> Samples:
    """A wooden click: a dull noise tick over a quickly damped low tone."""
    return mix((noise(0.06, 0.006, 0.55, seed=1), 1.0), (tone(420, 0.06, 0.012), 0.8))


def capture() -> Samples:
    """A sharper knock: a brighter tick and a higher tone, with a second rebound."""
    knock = mix((noise(0.05, 0.005, 0.25, seed=2), 1.0), (tone(760, 0.05, 0.01), 0.7))
    rebound = mix((noise(0.05, 0.006, 0.4, seed=3), 0.5), (tone(620, 0.05, 0.01), 0.4))
    return then(knock[: _count(0.03)], rebound)


def check() -> Samples:
    """Two tones, the second higher: attention."""
    return then(tone(880, 0.09, 0.05), tone(1175, 0.14, 0.06))


def illegal() -> Samples:
    """A low, short buzz."""
    return buzz(110, 0.18)


def hint() -> Samples:
    """A soft chime."""
    return mix((tone(1319, 0.35, 0.12, attack=0.005), 1.0), (tone(1976, 0.35, 0.07), 0.4))


def win() -> Samples:
    """A rising major triad (C5 E5 G5)."""
    return notes((523.25, 659.26, 783.99), 0.12)


def loss() -> Samples:
    """A falling minor triad (G4 E♭4 C4)."""
    return notes((392.0, 311.13, 261.63), 0.14)


def draw() -> Samples:
    """The same note twice: neither up nor down."""
    return notes((587.33, 587.33), 0.13)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "move": move,
    "capture": capture,
    "check": check,
    "illegal": illegal,
    "hint": hint,
    "win": win,
    "loss": loss,
    "draw": draw,
}
"""Each sound's file name (without ``.wav``) and how it is made."""


def wav_bytes(samples: Samples) -> bytes:
    """``samples`` scaled to :data:`PEAK` as a 16-bit mono WAV file."""
    loudest = max(abs(value) for value in samples)
    scale = PEAK * FULL_SCALE / loudest
    frames = struct.pack(f"<{len(samples)}h", *(round(value * scale) for value in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def sound_files() -> dict[str, bytes]:
    """Every sound's WAV bytes by file name."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files")
    check_only = parser.parse_args(argv).check
    stale = []
    for name, data in sound_files().items():
        path = OUTPUT / name
        if check_only:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(name)
        else:
            path.write_bytes(data)
            print(f"wrote {path.relative_to(REPO)} ({len(data):,} bytes)")
    if stale:
        print(f"out of date: {', '.join(stale)} (run python -m tools.build.sounds)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
