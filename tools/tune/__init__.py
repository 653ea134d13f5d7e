"""Tools that fit the engines' weights to data (Texel tuning of the chess evaluation)."""
