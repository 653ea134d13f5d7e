"""Gomoku: five in a row on a 15x15 board, free-style or standard rules.

The rules are those of :mod:`games.mnk` (one implementation for every m,n,k
board); this package adds the engine: shapes (:mod:`~games.gomoku.patterns`),
threat-space search (:mod:`~games.gomoku.threats`) and the searcher
(:mod:`~games.gomoku.search`), a numba-compiled engine with VCF and alpha-beta
(:mod:`~games.gomoku.compiled`, the ``compiled`` engine), plus levels and the registry
entry (:mod:`~games.gomoku.spec`).
"""

from games.gomoku.spec import LEVELS, spec, specs

__all__ = ["LEVELS", "spec", "specs"]
