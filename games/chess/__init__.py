"""Chess: the rules of python-chess behind Plyboard's game protocol.

:func:`spec` gives the standard game or one that starts from a FEN
(:func:`spec_from_fen`), :func:`chess960_spec` Chess960 from a numbered start position;
the levels search with the generic alpha-beta and the
heuristic of :mod:`games.chess.evaluation` (a quiescence search at every leaf).
:mod:`games.chess.claims` adds the draw claim to a level's move choice,
:mod:`games.chess.openings` names the opening, :mod:`games.chess.pgn` reads and
writes PGN.
"""

from games.chess.rules import CLAIM_DRAW, ChessState, InvalidPositionError, san_line
from games.chess.spec import CHESS960_PREFIX, LEVELS, chess960_spec, spec, spec_from_fen, specs

__all__ = [
    "CHESS960_PREFIX",
    "CLAIM_DRAW",
    "LEVELS",
    "ChessState",
    "InvalidPositionError",
    "chess960_spec",
    "san_line",
    "spec",
    "spec_from_fen",
    "specs",
]
