"""Plyboard's compiled gomoku engine: board, threat searches and alpha-beta in numba.

:mod:`.board` holds the incremental board kernels (shapes, threat cells, candidates,
renju's forbidden points), :mod:`.threats` the VCF kernel, :mod:`.search` the
alpha-beta kernels and :mod:`.searcher` the :class:`~engine.search.Searcher` on top.
"""
