"""The m,n,k family: ``k`` in a row on an ``m`` x ``n`` board, from tic-tac-toe to gomoku.

One set of rules serves every board (:mod:`~games.mnk.rules`; renju's forbidden points in
:mod:`~games.mnk.renju`); the small boards are solved (:mod:`~games.mnk.solver`); gomoku
adds its shapes (:mod:`~games.mnk.patterns`), threat-space search (:mod:`~games.mnk.threats`,
:mod:`~games.mnk.search`) and a numba-compiled engine (:mod:`~games.mnk.compiled`).  The
registry entries and levels are in :mod:`~games.mnk.spec`.
"""

from games.mnk.spec import gomoku_specs, mnk_spec, tictactoe_spec

__all__ = ["gomoku_specs", "mnk_spec", "tictactoe_spec"]
