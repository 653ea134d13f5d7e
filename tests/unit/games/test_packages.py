"""Every game package has the same shape (docs/architecture.md, "How to add a game"); which
arrows between packages are allowed is checked in tests/unit/test_structure.py."""

from __future__ import annotations

import pytest

from tests.support import REPO

SHARED_PARTS = ("kernels",)
"""Sub-packages of games/ that are not games: the compiled parts several games share."""
GAME_FOLDERS = sorted(
    path
    for path in (REPO / "games").iterdir()
    if (path / "__init__.py").is_file() and path.name not in SHARED_PARTS
)
SHAPE = ("__init__.py", "rules.py", "spec.py", "evaluation.py")
"""The modules every game package has (``compiled/`` and data modules where it has them)."""


def test_the_games_are_found() -> None:
    assert {"chess", "connect4", "hare_hounds", "mnk", "teeko"} <= {p.name for p in GAME_FOLDERS}


@pytest.mark.parametrize("folder", GAME_FOLDERS, ids=lambda path: path.name)
def test_every_game_package_has_the_same_shape(folder) -> None:
    assert [name for name in SHAPE if not (folder / name).is_file()] == []
