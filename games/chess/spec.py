"""Chess for the registry: levels, review grades and rules text."""

from __future__ import annotations

from functools import cache, partial

import chess

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec, ReviewGrades
from games.chess.claims import (
    claiming_alphabeta,
    claiming_compiled,
    claiming_short_sighted,
)
from games.chess.evaluation import heuristic, order_moves
from games.chess.rules import PLAYER_NAMES, ChessState
from games.kernels.warmup import warm_up_module

EXPERT_SECONDS = 5.0
"""Thinking time of ``expert`` per move."""

# The levels' strength on Stockfish 15.1's UCI_Elo scale (BENCHMARKS.md, "Chess levels
# in Elo"): the two weakest placed by games against ``medium``, the others by games
# against Stockfish at two settings around each label; ``expert`` by the node line.
BEGINNER_ELO = 850
EASY_ELO = 1050
MEDIUM_ELO = 1350
HARD_ELO = 1550
ADVANCED_ELO = 1800
STRONG_ELO = 1900
EXPERT_ELO = 2150

LEVELS = {
    "beginner": Level("horizon", Limits(depth=1), margin=100, rating=BEGINNER_ELO),
    "easy": Level("horizon", Limits(depth=2), margin=20, rating=EASY_ELO),
    "medium": Level("compiled", Limits(nodes=200), rating=MEDIUM_ELO),
    "hard": Level("compiled", Limits(nodes=5_000), rating=HARD_ELO),
    "advanced": Level("compiled", Limits(nodes=40_000), rating=ADVANCED_ELO),
    "strong": Level("compiled", Limits(nodes=400_000), rating=STRONG_ELO),
    "expert": Level("compiled", Limits(time=EXPERT_SECONDS), rating=EXPERT_ELO),
}
"""Weakest first, the same for both sides, 200-300 Elo apart but ``advanced`` to ``strong``
(about 120); margins in centipawns.

The two weakest levels have a short horizon, as people new to the game do, not random
moves: each sees one capture beyond its search (a piece it can lose there, not the
recapture that would win it back), ``beginner`` after one ply, ``easy`` after two, and
both pick at random among the moves within ``margin`` of their best.  So ``beginner``
does not leave a piece where it can be taken for nothing, but misses every threat a
move away (a fork, a mate against it) and plays loosely; ``easy`` sees those and misses
what lies a move further.
From ``medium`` up the level is Plyboard's compiled engine (:mod:`games.chess.compiled`:
PVS, a transposition table, quiescence, null move and a tapered evaluation) behind the
opening book, whose moves it draws by weight so that its openings vary: by nodes below
``expert`` (the same moves however loaded the machine is; 400,000 nodes take well under
a second on an idle core), :data:`EXPERT_SECONDS` a move at ``expert``, whose engine
hints, analysis and review use too.  Each level's ``rating`` is its strength measured in
games against Stockfish 15.1 with ``UCI_LimitStrength`` (BENCHMARKS.md, "Chess levels
in Elo"), shown as "about N" in the Difficulty menu."""

WARM_UP = partial(warm_up_module, "games.chess.compiled.searcher")
"""Compiles (or loads from numba's cache) the compiled engine's kernels."""


RULES = (
    "Chess is played on an 8 by 8 board; White moves first. Each side has a king, a "
    "queen, two rooks, two bishops, two knights and eight pawns. You win by checkmating "
    "the opposing king: attacking it so that no move saves it. Castling, en passant and "
    "promotion are played as in the FIDE Laws of Chess. The game is drawn by stalemate, "
    "by insufficient material to mate, after 75 moves by each side without a capture or "
    "pawn move, or when the same position occurs five times. The side to move may claim "
    "a draw when the position has occurred three times or after 50 moves by each side "
    "without a capture or pawn move."
)

REVIEW_GRADES = ReviewGrades(inaccuracy=50, mistake=100, blunder=300, cap=1000, unit=100)
"""The common convention of chess programs: a move that loses half a pawn is an
inaccuracy (?!), a pawn a mistake (?), three pawns a blunder (??); values beyond ten
pawns (and mates) count as ten pawns."""

STANDARD_FEN = chess.STARTING_FEN


CHESS960_PREFIX = "chess960-"
"""Chess960 from start position N is named ``chess960-N``; from another position
``chess960-fen <FEN>``."""


def spec_from_fen(fen: str = STANDARD_FEN, *, chess960: bool = False) -> GameSpec:
    """Chess starting from ``fen`` (a game record is then the moves from that position),
    with Chess960's castling when ``chess960``.

    The standard start is the registered game ``chess``; any other position is a spec
    named ``chess-fen <FEN>`` that the app keeps with its game record.  A Chess960 start
    position is ``chess960-N`` (see :func:`chess960_spec`), another Chess960 position
    ``chess960-fen <FEN>``.  Raises :class:`InvalidPositionError` for a bad FEN.
    """
    canonical = ChessState.from_text(fen, chess960=chess960).to_text()
    return _spec_from_fen(canonical, chess960)


@cache
def _spec_from_fen(fen: str, chess960: bool) -> GameSpec:
    start = ChessState.from_text(fen, chess960=chess960)
    name, title = _name_and_title(start)
    return GameSpec(
        name=name,
        title=title,
        player_names=PLAYER_NAMES,
        new_state=lambda: start,
        from_text=ChessState.from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=LEVELS,
        rules=RULES,
        searchers={
            "alphabeta": claiming_alphabeta,
            "compiled": claiming_compiled,
            "horizon": claiming_short_sighted,
        },
        default_algorithm="compiled",
        warm_up=WARM_UP,
        review_grades=REVIEW_GRADES,
        starting_from=partial(spec_from_fen, chess960=chess960),
        family="chess",
    )


def chess960_spec(number: int) -> GameSpec:
    """Chess960 from start position ``number`` (0-959; 518 is the standard setup, played
    with Chess960's castling).  Raises :class:`InvalidPositionError` for another number."""
    return spec_from_fen(ChessState.chess960_start(number).to_text(), chess960=True)


def _name_and_title(start: ChessState) -> tuple[str, str]:
    canonical = start.to_text()
    if not start.chess960:
        if canonical == chess.Board().fen():
            return "chess", "Chess"
        return f"chess-fen {canonical}", "Chess (from a position)"
    number = start.board.chess960_pos()
    if number is None:
        return f"{CHESS960_PREFIX}fen {canonical}", "Chess960 (from a position)"
    return f"{CHESS960_PREFIX}{number}", f"Chess960 (start {number})"


def spec() -> GameSpec:
    """The standard game."""
    return spec_from_fen(STANDARD_FEN)


def specs() -> list[GameSpec]:
    return [spec()]
