"""Compiled parts several games share: how kernels compile (:mod:`~games.kernels.jit`),
the thread that stops a running kernel (:mod:`~games.kernels.watchdog`) and how
kernels are warmed before the first search (:mod:`~games.kernels.warmup`)."""
