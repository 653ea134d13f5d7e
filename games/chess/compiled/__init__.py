"""Plyboard's own chess engine: move generation and search compiled with numba.

:mod:`.board` holds the position kernels (move generation, make/unmake, perft),
:mod:`.evaluation` the evaluation kernel, :mod:`.search` the search kernels,
:mod:`.position` the bridge from python-chess and :mod:`.searcher` the
:class:`~engine.search.Searcher` the levels use.
"""
