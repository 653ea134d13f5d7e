"""The puzzles room: *Game > Puzzles…* and its window."""
