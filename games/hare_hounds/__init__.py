"""Hare and Hounds: three hounds hunt a hare on an 11-point board; solved, so played perfectly.

:func:`spec` gives the game for any rule variant; the registry offers the
classic rules as ``hare-hounds``.  ``expert`` reads the complete retrograde
table (:mod:`games.hare_hounds.table`); the lower levels search with the
heuristic of :mod:`games.hare_hounds.evaluation`.
"""

from games.hare_hounds.rules import HARE, HOUNDS, HareHoundsState, Variant
from games.hare_hounds.spec import LEVELS, spec, specs

__all__ = ["HARE", "HOUNDS", "LEVELS", "HareHoundsState", "Variant", "spec", "specs"]
