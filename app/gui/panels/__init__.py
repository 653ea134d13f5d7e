"""app.gui.panels."""
