"""The Gomocup brain of the gomoku engine (:mod:`games.gomoku.brain`); the game itself is
in :mod:`games.mnk`."""
