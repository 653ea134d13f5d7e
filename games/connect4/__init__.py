"""Connect Four: bitboard rules, an exact solver compiled with numba, and its levels.

Importing this package compiles nothing and does not load numba; call
a spec's ``warm_up`` (from a background thread in the app) to have the solver's
kernels compiled or loaded from numba's cache before the first search.
"""

from games.connect4.rules import Connect4State, split_moves
from games.connect4.spec import spec, specs

__all__ = ["Connect4State", "spec", "specs", "split_moves"]
