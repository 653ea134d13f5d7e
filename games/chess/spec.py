"""Chess for the registry: levels, review grades and rules text."""

from __future__ import annotations

from functools import cache, partial

import chess

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec, ReviewGrades
from games.chess.claims import claiming_alphabeta, claiming_compiled
from games.chess.evaluation import heuristic, order_moves
from games.chess.rules import PLAYER_NAMES, ChessState
from games.kernels.warmup import warm_up_module

EXPERT_SECONDS = 5.0
"""Thinking time of ``expert`` per move."""

LEVELS = {
    # level:     engine        limits                            random moves  picks within
    "beginner": Level("alphabeta", Limits(depth=1), blunder=0.3, margin=100),
    "easy": Level("alphabeta", Limits(depth=1), blunder=0.1, margin=30),
    "medium": Level("alphabeta", Limits(depth=2, nodes=3_000), blunder=0.03),
    "hard": Level("alphabeta", Limits(depth=3, nodes=4_000)),
    "expert": Level("compiled", Limits(time=EXPERT_SECONDS)),
}
"""Weakest first, the same for both sides; margins in centipawns.

Every leaf of the search is settled by a quiescence search, so even ``beginner``
(one ply) sees what a capture wins or loses; it and ``easy`` pick at random among
the moves within ``margin`` of their best and make random moves.  Below ``expert``
the limits are plies and nodes, not time, so a level plays the same moves however
loaded the machine is; the node caps only stop the rare position that would take far
longer (the last completed depth's move is played).  ``expert`` is Plyboard's compiled
engine (:mod:`games.chess.compiled`: PVS, a transposition table, quiescence, null move
and a tapered evaluation, hundreds of times the generic engine's nodes per second) with
:data:`EXPERT_SECONDS` a move; hints, analysis and review use it too.  While the
position is in the opening book (:mod:`games.chess.book`) ``expert`` plays a book move
drawn by weight with its random generator, so its openings vary (hints and analysis,
which score every move, search instead).  ``hard`` keeps its search from the first move:
its engine, ``alphabeta``, is also what ``plyboard bench`` times from the start position,
and the ladder's figures against it stay comparable."""


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
        searchers={"alphabeta": claiming_alphabeta, "compiled": claiming_compiled},
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
