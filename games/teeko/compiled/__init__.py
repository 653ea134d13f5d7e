"""Teeko's numba kernels: the retrograde analysis that builds the perfect-play table
(:mod:`.retrograde`)."""
