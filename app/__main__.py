"""``python -m app``: the same as the ``plyboard`` command."""

from app.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
