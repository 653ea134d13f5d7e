"""tools.match."""
