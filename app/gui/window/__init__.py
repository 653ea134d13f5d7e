"""app.gui.window."""
