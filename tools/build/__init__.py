"""tools.build."""
