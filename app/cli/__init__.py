"""The ``plyboard`` command line: one module per subcommand (see :mod:`app.cli.program`)."""

from app.cli.program import main

__all__ = ["main"]
