"""tools.gui."""
