"""Qt-free services that the front end and the command line share: saved games,
players, matches and Elo, hints, review, analysis reports and comparisons."""
