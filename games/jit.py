"""How the games' numba kernels compile (DESIGN.md section 3).

Our kernels pass their state around as tuples of numpy arrays.  With numba's reference
counting on, every call and branch that hands such a tuple on increments and decrements
the counter of each of its arrays, which cost more than the searches' own work (the
gomoku search ran 2.4 times the nodes a second without it, the chess search 1.4 times;
BENCHMARKS.md, session 16).  So the kernels compile without it.
"""

from __future__ import annotations

from numba import njit

kernel = njit(cache=True, nogil=True, _nrt=False)
"""A kernel without reference counting.  It must not allocate arrays; the arrays it is
given are kept alive by their Python owner for the whole call."""
inline_kernel = njit(cache=True, nogil=True, _nrt=False, inline="always")
"""A :data:`kernel` inlined where it is called (numba calls with array arguments cost more
than the small kernels of the hot loops)."""
allocating_kernel = njit(cache=True, nogil=True, _nrt=True)
"""A kernel that allocates arrays (not in the hot loops).  Said explicitly: a kernel
compiles with its caller's flags where it sets none."""
