"""app.gui.games.chess."""
