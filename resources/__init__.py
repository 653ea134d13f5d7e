"""Icons, sounds and generated data, loaded with ``importlib.resources``."""
