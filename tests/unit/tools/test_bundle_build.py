"""The bundle build's description stays in step with the code it bundles."""

import ast

from games.registry import get_game
from tools.build import bundle


def test_every_warmed_game_exists_and_its_moves_are_legal():
    for name, moves in bundle.WARM_MOVES.items():
        assert len(get_game(name).new_state().parse_line(moves)) == len(moves)


def test_the_spec_is_python_and_names_the_source_packages():
    text = bundle.SPEC.format(packages=list(bundle.SOURCE_PACKAGES), entry="main.py", name="x")
    ast.parse(text)
    assert {"app", "engine", "games", "resources"} <= set(bundle.SOURCE_PACKAGES)
