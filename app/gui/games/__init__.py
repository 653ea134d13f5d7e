"""app.gui.games."""
