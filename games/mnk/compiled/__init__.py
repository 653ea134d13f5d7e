"""Plyboard's compiled gomoku engine: board, threat searches and alpha-beta in numba.

:mod:`.encoding` holds the board's arrays and the kernels that place and take back
stones, :mod:`.board` the questions the searches ask (shapes, threat cells, renju's
forbidden points), :mod:`.threats` the VCF kernel, :mod:`.vct` the VCT kernels,
:mod:`.search` the alpha-beta kernels and :mod:`.searcher` the
:class:`~engine.search.Searcher` on top.
"""
