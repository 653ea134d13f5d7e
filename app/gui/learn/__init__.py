"""app.gui.learn."""
