"""app.gui.session."""
