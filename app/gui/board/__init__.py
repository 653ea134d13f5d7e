"""app.gui.board."""
