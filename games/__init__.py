"""The games: rules, notation, heuristics and levels, one module or package each."""
