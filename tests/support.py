"""Paths the tests share: the repository's top, the shared test data beside it (``../shared``
from the top, as laid out for developers and CI), and the fake engines."""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
"""The repository's top folder."""
SHARED_DATA = REPO.parent / "shared" / "data"
"""Public benchmark data: Connect Four positions, chess perft figures and positions."""
FAKES = REPO / "tests" / "fakes"
"""Tiny UCI and Gomocup engines the protocol tests drive."""
