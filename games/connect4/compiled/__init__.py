"""Connect Four's numba engine: the exact solver (:mod:`.solver`) and the heuristic
alpha-beta that plays beside it while it works (:mod:`.alphabeta`)."""
