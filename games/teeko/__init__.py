"""Teeko: drop four markers, then slide them; four in a row or a square wins.

:func:`spec` gives the game under a rule variant; :func:`specs` the ones the
registry offers.  ``expert`` plays from the perfect-play table
(:mod:`games.teeko.table`, built by ``tools/build/teeko_table.py``); the lower
levels search with the heuristic of :mod:`games.teeko.evaluation`.
"""

from games.teeko.rules import TeekoState, Variant
from games.teeko.spec import LEVELS, spec, specs

__all__ = ["LEVELS", "TeekoState", "Variant", "spec", "specs"]
