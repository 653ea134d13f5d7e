"""PGN for Plyboard's chess games, without Qt: a game record (move texts from a start
position) to PGN text and back.

A record is what the app keeps: the UCI texts of the moves from the start (the standard
position, or a FEN), ending with ``claim`` when the game ended by a draw claim.  The
PGN has the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result), a
``SetUp``/``FEN`` pair for a game from a position (and ``Variant`` ``Chess960`` for a
Chess960 game, always with its start position), and ``WhiteLevel``/``BlackLevel`` for
the computer's levels; the end of the game is a comment after the last move
(``{checkmate}``, ``{draw claimed: threefold repetition}``).  The comments of the main
line are read and may be written back (by plies before them; ply 0 is the game's comment
before the first move), so that what they hold (arrows and circles as ``[%cal ...]``
and ``[%csl ...]``) survives a round trip.

:func:`read_pgn` is strict: damaged text raises :class:`PgnError` with one line
naming the problem, so that an open or a paste changes nothing.
"""

from __future__ import annotations

import datetime
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import chess
import chess.pgn

from engine.game_api import IllegalMoveError
from games.chess.rules import CLAIM_TEXT, ChessState, InvalidPositionError

RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
CHESS960_VARIANTS = ("chess960", "chess 960", "fischerandom", "fischer random", "960")
"""``Variant`` tag values (lower case) that name Chess960."""


class PgnError(ValueError):
    """PGN text that is not a chess game Plyboard can open; the message says why."""


@dataclass(frozen=True, slots=True)
class PgnGame:
    """A game read from PGN."""

    moves: tuple[str, ...]
    """UCI texts from the start, ``claim`` last when a draw was claimed."""
    start_fen: str | None = None
    """``None`` for the standard starting position."""
    chess960: bool = False
    """Whether the game is Chess960 (castling by Chess960's rules)."""
    result: str = "*"
    """``1-0``, ``0-1``, ``1/2-1/2`` or ``*`` (unfinished, or ended off the board)."""
    headers: Mapping[str, str] = field(default_factory=dict)
    """Every tag of the game, the Seven Tag Roster first."""
    comments: Mapping[int, str] = field(default_factory=dict)
    """The main line's comments by plies played before them (0: before the first move)."""

    @property
    def white(self) -> str:
        return self.headers.get("White", "?")

    @property
    def black(self) -> str:
        return self.headers.get("Black", "?")

    def start_state(self) -> ChessState:
        fen = chess.STARTING_FEN if self.start_fen is None else self.start_fen
        return ChessState.from_text(fen, chess960=self.chess960)

    def final_state(self) -> ChessState:
        """The position after every move (moves were checked on reading)."""
        state = self.start_state()
        for text in self.moves:
            state = state.play(state.parse_move(text))
        return state


def result_of(state: ChessState) -> str:
    """The PGN result of a final position (``*`` while the game goes on)."""
    outcome = state.outcome()
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == 0 else "0-1"


def write_pgn(
    moves: Sequence[str],
    *,
    start_fen: str | None = None,
    white: str = "?",
    black: str = "?",
    white_level: str | None = None,
    black_level: str | None = None,
    result: str | None = None,
    termination: str | None = None,
    event: str = "Plyboard game",
    site: str = "Plyboard",
    date: datetime.date | None = None,
    round_text: str = "-",
    nags: Mapping[int, int] | None = None,
    chess960: bool = False,
    comments: Mapping[int, str] | None = None,
) -> str:
    """PGN text of a game record.

    ``moves`` are move texts (UCI or SAN) from ``start_fen`` (the standard start when
    ``None``).  ``result`` defaults to what the final position says; give it for a game
    that ended off the board (``"0-1"`` when White resigned or lost on time) with the
    reason in ``termination`` (a comment after the last move, and ``Termination``
    ``time forfeit`` when it mentions time).  ``nags`` gives moves (by plies before
    them) a numeric annotation glyph (a review's ``$6`` ?!, ``$2`` ?, ``$4`` ??).  A
    ``chess960`` game is tagged ``[Variant "Chess960"]`` with its start position.
    ``comments`` gives positions (by plies before them, 0 the start) a comment, which the
    end of the game's comment follows.
    Raises :class:`PgnError` for an illegal move.
    """
    fen = chess.STARTING_FEN if start_fen is None else start_fen
    try:
        state = ChessState.from_text(fen, chess960=chess960)
    except InvalidPositionError as error:
        raise PgnError(str(error)) from None
    game = chess.pgn.Game()
    game.headers["Event"] = event
    game.headers["Site"] = site
    game.headers["Date"] = (date or datetime.date.today()).strftime("%Y.%m.%d")
    game.headers["Round"] = round_text
    game.headers["White"] = white
    game.headers["Black"] = black
    if chess960:
        game.headers["Variant"] = "Chess960"
    if start_fen is not None or chess960:
        game.setup(state.board)
    comments = comments or {}
    game.comment = comments.get(0, "")
    node: chess.pgn.GameNode = game
    for number, text in enumerate(moves, start=1):
        try:
            move = state.parse_move(text)
        except IllegalMoveError as error:
            raise PgnError(f"move {number}: {error}") from None
        state = state.play(move)
        if text.strip().lower() == CLAIM_TEXT:
            break
        node = node.add_variation(move)
        if nags and number - 1 in nags:
            node.nags.add(nags[number - 1])
        node.comment = comments.get(number, "")
    final = result_of(state)
    if result is None:
        result = final
    elif result not in RESULTS:
        raise PgnError(f"result {result!r} is not one of {', '.join(RESULTS)}")
    game.headers["Result"] = result
    if white_level:
        game.headers["WhiteLevel"] = white_level
    if black_level:
        game.headers["BlackLevel"] = black_level
    outcome = state.outcome()
    comment = termination
    if comment is None and outcome is not None:
        comment = f"draw claimed: {outcome.reason}" if state.claimed else outcome.reason
    if comment:
        if not node.comment.endswith(comment):  # a game read back may say it already
            node.comment = f"{node.comment} {comment}".strip()
        if "time" in comment:
            game.headers["Termination"] = "time forfeit"
    exporter = chess.pgn.StringExporter(headers=True, variations=False, comments=True)
    return game.accept(exporter) + "\n"


class _QuietBuilder(chess.pgn.GameBuilder):
    """python-chess's game builder, keeping its errors for us instead of logging them."""

    def handle_error(self, error: Exception) -> None:
        self.game.errors.append(error)


_TAG = re.compile(r'\s*\[\s*[A-Za-z0-9_]+\s+"(?:[^"\\]|\\.)*"\s*\]\s*')
_COMMENT = re.compile(r"\{[^}]*\}|;[^\n]*")
_NAG = re.compile(r"\$\d+")
_NUMBER = re.compile(r"\d+\.+")


def read_pgn(text: str) -> PgnGame:
    """The first game of PGN ``text``; raises :class:`PgnError` with one line saying
    what is wrong (no game, a bad tag or FEN, an illegal or unreadable move, another
    variant)."""
    if not text.strip():
        raise PgnError("the PGN text is empty")
    tokens = _movetext_tokens(text)
    try:
        game = chess.pgn.read_game(io.StringIO(text), Visitor=_QuietBuilder)
    except (ValueError, KeyError) as error:
        raise PgnError(f"not a PGN game: {_one_line(str(error))}") from None
    if game is None:
        raise PgnError("no PGN game found in the text")
    variant = game.headers.get("Variant", "Standard")
    chess960 = variant.lower() in CHESS960_VARIANTS
    if not chess960 and variant.lower() not in ("standard", "chess", "normal", "from position"):
        raise PgnError(f"the game is a {variant} game; Plyboard plays standard chess and Chess960")
    fen = game.headers.get("FEN")
    start_fen = None
    try:
        start = ChessState.from_text(fen or chess.STARTING_FEN, chess960=chess960)
    except InvalidPositionError as error:
        raise PgnError(f"bad FEN tag: {error}") from None
    if start.to_text() != chess.STARTING_FEN:
        start_fen = start.to_text()
    result = game.headers.get("Result", "*")
    if tokens and tokens[-1] in RESULTS:
        result = tokens.pop()
    if result not in RESULTS:
        raise PgnError(f"result tag {result!r} is not one of {', '.join(RESULTS)}")
    moves: list[str] = []
    state = start
    for number, token in enumerate(tokens, start=1):
        if token in RESULTS:
            raise PgnError(f"the result {token} stands before move {number}")
        try:
            move = state.parse_move(token)
        except IllegalMoveError as error:
            raise PgnError(f"move {_move_number(start, number)}: {error}") from None
        moves.append(state.move_text(move))
        state = state.play(move)
    if game.errors:
        raise PgnError(f"damaged PGN: {_one_line(str(game.errors[0]))}")
    if tuple(moves) != tuple(move.uci() for move in game.mainline_moves()):
        raise PgnError("damaged PGN: the moves cannot be read consistently")
    if result == "1/2-1/2" and state.outcome() is None and state.claimable_draw() is not None:
        moves.append(CLAIM_TEXT)
    comments = {ply: node.comment for ply, node in enumerate(game.mainline(), start=1)}
    comments[0] = game.comment
    kept = {ply: text for ply, text in comments.items() if text.strip()}
    return PgnGame(tuple(moves), start_fen, chess960, result, dict(game.headers), kept)


def _movetext_tokens(text: str) -> list[str]:
    """The move and result tokens of the first game's movetext: tag pairs, comments,
    variations, NAGs and move numbers removed.  Raises :class:`PgnError` for a
    malformed tag pair or unbalanced parentheses."""
    lines = text.splitlines()
    index = 0
    while index < len(lines) and (
        not lines[index].strip() or lines[index].lstrip().startswith("[")
    ):
        line = lines[index]
        if line.strip() and not _TAG.fullmatch(line):
            raise PgnError(f'line {index + 1} is not a tag pair like [White "Ann"]: {line.strip()}')
        index += 1
    body = _COMMENT.sub(" ", "\n".join(lines[index:]))
    # stop at the next game's tags
    body = re.split(r"\n\s*\[", body, maxsplit=1)[0]
    depth = 0
    kept = []
    for char in body:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                raise PgnError("damaged PGN: a ')' closes no variation")
        elif depth == 0:
            kept.append(char)
    if depth:
        raise PgnError("damaged PGN: a variation '(' is never closed")
    tokens = []
    for word in "".join(kept).split():
        word = _NUMBER.sub("", _NAG.sub("", word)).rstrip("!?")
        if word:
            tokens.append(word)
    return tokens


def _move_number(start: ChessState, ply: int) -> str:
    """``"12"`` (White's) or ``"12..."`` (Black's) for the ``ply``-th move from ``start``."""
    board = start.board
    plies_before = (board.fullmove_number - 1) * 2 + (0 if board.turn == chess.WHITE else 1)
    index = plies_before + ply - 1
    return f"{index // 2 + 1}{'' if index % 2 == 0 else '...'}"


def _one_line(text: str) -> str:
    return " ".join(text.split())
