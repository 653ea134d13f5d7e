"""Chess positions for the engine and the app: an immutable state over ``chess.Board``.

The rules are python-chess's; this module adapts them to Plyboard's game protocol.
Player ``0`` is White, ``1`` Black (a position set up from a FEN may start with
Black to move).  Moves are ``chess.Move`` values; their text is UCI (``e2e4``,
``e7e8q``, castling ``e1g1``; in Chess960 the king takes its own rook, ``b1a1``);
:meth:`ChessState.parse_move` also reads SAN (``Nf3``, ``exd5``, ``O-O``, ``e8=Q``) and
``claim`` (claim a draw when one may be claimed).

Cost of a move: each state owns a board copied *without* its move stack
(``Board.copy(stack=False)``, about 12 us here, against about 100 us with a
20-move stack, growing with the game).  Repetitions are counted on a tuple of the
transposition keys of the earlier positions since the last pawn move or capture
(positions before one can never come back), so :meth:`ChessState.play` costs
O(halfmove clock) tuple copying at worst, a few hundred bytes.

Ends of the game: checkmate, stalemate, insufficient material, the seventy-five-move
rule and fivefold repetition end it automatically; threefold repetition and the
fifty-move rule only when the side to move claims (:meth:`ChessState.claim_draw`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

import chess

from engine.game_api import IllegalMoveError, Outcome, Player
from games.base import BoardKind, BoardLayout, BoardStateBase, Mover, Piece

PLAYER_NAMES: Final = ("White", "Black")
SPOKEN_ENDINGS: Final = {"+": ", check", "#": ", checkmate"}
"""How a screen reader is told the signs that end a SAN move."""
SPOKEN_CASTLING: Final = {"O-O": "kingside castling", "O-O-O": "queenside castling"}
"""Castling in words: screen readers spell ``O-O`` out letter by letter."""
PIECE_KINDS: Final = {
    chess.PAWN: "pawn",
    chess.KNIGHT: "knight",
    chess.BISHOP: "bishop",
    chess.ROOK: "rook",
    chess.QUEEN: "queen",
    chess.KING: "king",
}
"""``Piece.kind`` of each python-chess piece type."""

CHECKMATE: Final = "checkmate"
STALEMATE: Final = "stalemate"
INSUFFICIENT_MATERIAL: Final = "insufficient material"
SEVENTY_FIVE_MOVES: Final = "seventy-five-move rule"
FIVEFOLD_REPETITION: Final = "fivefold repetition"
THREEFOLD_REPETITION: Final = "threefold repetition"
FIFTY_MOVES: Final = "fifty-move rule"
"""Outcome reasons, as a person reads them."""

CHESS960_LAST: Final = 959
"""The highest Chess960 start position number."""

CLAIM_TEXT: Final = "claim"
"""Move text of a draw claim (see :data:`CLAIM_DRAW`)."""

_UCI = re.compile(r"[a-h][1-8][a-h][1-8][qrbn]?", re.IGNORECASE)


class ClaimDraw:
    """The draw claim as a pseudo-move: ``parse_move("claim")`` returns :data:`CLAIM_DRAW`
    and ``play(CLAIM_DRAW)`` is :meth:`ChessState.claim_draw`, so that a game record of
    move texts can end with a claim.  Never among :meth:`ChessState.legal_moves`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "CLAIM_DRAW"


CLAIM_DRAW: Final = ClaimDraw()

ChessMove = chess.Move


def player_of(color: chess.Color) -> Player:
    """``0`` for White, ``1`` for Black."""
    return 0 if color == chess.WHITE else 1


def color_of(player: Player) -> chess.Color:
    return chess.WHITE if player == 0 else chess.BLACK


class InvalidPositionError(ValueError):
    """A FEN that python-chess cannot read, or a position that cannot occur in a game."""


class ChessState(BoardStateBase):
    """An immutable chess position with the positions that may still repeat.

    ``board`` is shared, never changed: copy it (``board.copy(stack=False)``) before
    pushing moves on it.
    """

    __slots__ = ("_claimed", "_key", "_moves", "_outcome", "_outcome_known", "board", "history")

    winning_cells_optional = False

    def __init__(
        self,
        board: chess.Board,
        history: tuple[tuple, ...] = (),
        *,
        claimed: str | None = None,
    ) -> None:
        self.board = board
        """The position; shared between states, so never mutate it."""
        self.history = history
        """Transposition keys of the earlier positions since the last pawn move or capture,
        oldest first: those that may repeat this one."""
        self._claimed = claimed
        self._key: tuple | None = None
        self._moves: tuple[chess.Move, ...] | None = None
        self._outcome: Outcome | None = None
        self._outcome_known = False

    # --- construction -----------------------------------------------------------------

    @classmethod
    def new(cls) -> ChessState:
        """The standard starting position."""
        return cls(chess.Board())

    @classmethod
    def from_text(cls, text: str, *, chess960: bool = False) -> ChessState:
        """The position of a FEN (six fields; the two counters may be left out), a
        Chess960 position when ``chess960`` (castling rights as ``KQkq`` or by the rooks'
        files, ``HAha``).

        Raises :class:`InvalidPositionError` (a ``ValueError``) naming what is wrong:
        a malformed FEN, or an impossible position (no king, the side not to move in
        check, pawns on the last rank, ...).  The repetition history starts afresh.
        """
        try:
            board = chess.Board(text.strip(), chess960=chess960)
        except ValueError as error:
            raise InvalidPositionError(f"not a FEN position ({error}): {text.strip()!r}") from None
        status = board.status()
        if status != chess.STATUS_VALID:
            problems = [
                flag.name.lower().replace("_", " ")
                for flag in chess.Status
                if flag and flag in status and flag.name is not None
            ]
            raise InvalidPositionError(
                f"not a legal chess position ({', '.join(problems)}): {text.strip()!r}"
            )
        return cls(board)

    @classmethod
    def chess960_start(cls, number: int) -> ChessState:
        """Chess960 start position ``number`` (0-959 in the Scharnagl numbering; 518 is
        the standard one).  Raises :class:`InvalidPositionError` for another number."""
        if not 0 <= number <= CHESS960_LAST:
            raise InvalidPositionError(
                f"Chess960 start positions are numbered 0 to {CHESS960_LAST}, not {number}"
            )
        return cls(chess.Board.from_chess960_pos(number))

    @property
    def chess960(self) -> bool:
        """Whether castling follows the Chess960 rules (the king takes its own rook)."""
        return self.board.chess960

    # --- the engine protocol ----------------------------------------------------------

    @property
    def to_move(self) -> Player:
        return 0 if self.board.turn == chess.WHITE else 1

    def legal_moves(self) -> tuple[chess.Move, ...]:
        """Every legal move, in python-chess's order; empty once the game is over.  A
        tuple: computed once per state and shared with every caller."""
        if self.outcome() is not None:
            return ()
        return self._all_moves()

    def _all_moves(self) -> tuple[chess.Move, ...]:
        if self._moves is None:
            self._moves = tuple(self.board.generate_legal_moves())
        return self._moves

    def play(self, move: chess.Move | ClaimDraw) -> ChessState:
        """The position after ``move`` (trusted to be legal), or after a draw claim."""
        if isinstance(move, ClaimDraw):
            return self.claim_draw()
        board = self.board.copy(stack=False)
        board.push(move)
        if board.halfmove_clock == 0:
            return ChessState(board)
        return ChessState(board, (*self.history, self.key()))

    def outcome(self) -> Outcome | None:
        """How the game ended: the automatic ends, or a draw this state claimed."""
        if self._outcome_known:
            return self._outcome
        self._outcome = self._find_outcome()
        self._outcome_known = True
        return self._outcome

    def _find_outcome(self) -> Outcome | None:
        if self._claimed is not None:
            return Outcome(None, self._claimed)
        board = self.board
        if self._moves is not None:
            can_move = bool(self._moves)
        else:
            can_move = next(iter(board.generate_legal_moves()), None) is not None
        if not can_move:
            if board.is_check():
                return Outcome(player_of(not board.turn), CHECKMATE)
            return Outcome(None, STALEMATE)
        if board.is_insufficient_material():
            return Outcome(None, INSUFFICIENT_MATERIAL)
        if board.halfmove_clock >= 150:
            return Outcome(None, SEVENTY_FIVE_MOVES)
        if len(self.history) >= 8 and self.repetitions >= 5:
            return Outcome(None, FIVEFOLD_REPETITION)
        return None

    def key(self) -> tuple:
        """python-chess's transposition key: pieces, side to move, castling rights and a
        capturable en passant square; the same data decide whether positions repeat.
        Not the move counters, not the history."""
        if self._key is None:
            self._key = self.board._transposition_key()
            if self._claimed is not None:
                self._key = (*self._key, self._claimed)
        return self._key

    # --- repetitions and draw claims --------------------------------------------------

    @property
    def repetitions(self) -> int:
        """How often this position has occurred (same key), this time included; counted
        since the start or the FEN the game began from."""
        return self.history.count(self.key()) + 1

    def claimable_draw(self) -> str | None:
        """The reason the side to move may claim a draw now (``"threefold repetition"``,
        ``"fifty-move rule"``), or ``None``.

        Only the position on the board counts: a claim *with* a move that would make the
        position repeat (allowed by FIDE) is made by playing the move, then claiming.
        """
        if self.outcome() is not None:
            return None
        if self.repetitions >= 3:
            return THREEFOLD_REPETITION
        if self.board.halfmove_clock >= 100:
            return FIFTY_MOVES
        return None

    def claim_draw(self) -> ChessState:
        """The game ended by the side to move's claim; raises :class:`IllegalMoveError`
        when no claim is valid here."""
        reason = self.claimable_draw()
        if reason is None:
            raise IllegalMoveError(self._no_claim_reason())
        return ChessState(self.board, self.history, claimed=reason)

    def _no_claim_reason(self) -> str:
        if self.outcome() is not None:
            return "no draw can be claimed: the game is over"
        return (
            "no draw can be claimed here: the position has occurred "
            f"{self.repetitions} time{'s' if self.repetitions > 1 else ''} (three are needed) "
            f"and {self.board.halfmove_clock} half-moves were played without a capture or "
            "pawn move (100 are needed)"
        )

    @property
    def claimed(self) -> bool:
        """Whether the game ended by a draw claim."""
        return self._claimed is not None

    # --- notation ---------------------------------------------------------------------

    def move_text(self, move: chess.Move | ClaimDraw) -> str:
        """UCI: ``e2e4``, ``e7e8q``, castling as the king's move ``e1g1`` (Chess960: king
        takes rook, ``e1h1``); ``claim``."""
        if isinstance(move, ClaimDraw):
            return CLAIM_TEXT
        return move.uci()

    def san(self, move: chess.Move | ClaimDraw) -> str:
        """Standard algebraic notation of a legal ``move`` here (``Nf3``, ``exd8=Q+``,
        ``O-O``, ``Qh7#``); a claim reads ``(draw claimed)``."""
        if isinstance(move, ClaimDraw):
            return "(draw claimed)"
        return self.board.san(move)

    def spoken_move(self, move: chess.Move | ClaimDraw) -> str:
        """:meth:`san` for the ear: ``Nf3, check``, ``exd8=Q, checkmate``, ``kingside
        castling``."""
        san = self.san(move)
        ending = SPOKEN_ENDINGS.get(san[-1], "")
        if ending:
            san = san[:-1]
        return SPOKEN_CASTLING.get(san, san) + ending

    def move_sentence(self, move: chess.Move | ClaimDraw, mover: Mover, side: str) -> str:
        """A draw claim is said as one ("You claim a draw."); a move as every game's is."""
        if not isinstance(move, ClaimDraw):
            return super().move_sentence(move, mover, side)
        match mover:
            case Mover.YOU:
                return "You claim a draw."
            case Mover.COMPUTER:
                return "Computer claims a draw."
            case Mover.SIDE:
                return f"{side} claims a draw."

    def san_line(self, moves: Iterable[chess.Move | ClaimDraw]) -> list[str]:
        """The SAN texts of ``moves`` played in turn from here, up to the first one that is
        not legal (a draw claim ends the line)."""
        board = self.board.copy(stack=False)
        texts = []
        for move in moves:
            if isinstance(move, ClaimDraw):
                texts.append(self.san(move))
                break
            if not board.is_legal(move):
                break
            texts.append(board.san_and_push(move))
        return texts

    def parse_line(self, texts: Iterable[str]) -> tuple[chess.Move | ClaimDraw, ...]:
        """The moves ``texts`` name, played in turn from here, as :meth:`move_text` writes
        them (UCI; a draw claim ends a line); one board for the whole line.

        Raises :class:`IllegalMoveError` at the first text that is no legal move there.
        """
        board = self.board.copy(stack=False)
        moves: list[chess.Move | ClaimDraw] = []
        for text in texts:
            if text.strip().lower() == CLAIM_TEXT:
                state = ChessState(board, self.history) if moves else self
                moves.append(state.parse_move(text))
                break
            try:
                moves.append(board.push_uci(text.strip().lower()))
            except ValueError:
                raise IllegalMoveError(
                    f"{text} is no legal move after {' '.join(map(str, moves)) or 'the start'}"
                    f" of the line from {self.to_text()}"
                ) from None
        return tuple(moves)

    def parse_move(self, text: str) -> chess.Move | ClaimDraw:
        """The legal move ``text`` names, in UCI (any case) or SAN (python-chess's case
        rules: ``Bc4`` is a bishop, ``bxc3`` a pawn); ``claim`` claims a draw.

        Raises :class:`IllegalMoveError` with a message a person can act on.
        """
        word = text.strip()
        side = PLAYER_NAMES[self.to_move]
        if word.lower() in (CLAIM_TEXT, "draw"):
            if self.claimable_draw() is None:
                raise IllegalMoveError(self._no_claim_reason())
            return CLAIM_DRAW
        if self.outcome() is not None:
            raise IllegalMoveError(f"{word} cannot be played: the game is over")
        if _UCI.fullmatch(word):
            uci = word.lower()
            try:  # reads castling both as the king's two steps and as king takes rook
                return self.board.parse_uci(uci)
            except chess.IllegalMoveError:
                move = chess.Move.from_uci(uci)
            cells = (move.from_square, move.to_square)
            for castle in self._all_moves():  # Chess960's castling by the king's steps
                if move.promotion is None and cells in self.other_move_cells(castle):
                    return castle
            reason = why_illegal(self.board, move)
            raise IllegalMoveError(f"{uci} is not a legal move for {side} here{reason}")
        try:
            return self.board.parse_san(word)
        except chess.AmbiguousMoveError:
            raise IllegalMoveError(
                f"{word} is ambiguous for {side} here: add the file or rank of the piece "
                "that moves (e.g. Nbd2), or write the move in UCI (e.g. b1d2)"
            ) from None
        except chess.IllegalMoveError:
            raise IllegalMoveError(f"{word} is not a legal move for {side} here") from None
        except chess.InvalidMoveError:
            raise IllegalMoveError(
                f"{word!r} is not a chess move: write UCI like e2e4 or e7e8q, "
                "or SAN like Nf3, exd5, O-O or e8=Q"
            ) from None

    def to_text(self) -> str:
        """The FEN (en passant square only when a capture there is legal).  The
        repetition history and a draw claim are not part of it."""
        return self.board.fen()

    def status_note(self) -> str:
        """Check, a claimable draw, or a repeated position (empty once the game is over)."""
        if self.outcome() is not None:
            return ""
        notes = []
        if self.board.is_check():
            notes.append(f"{PLAYER_NAMES[self.to_move]} is in check")
        claim = self.claimable_draw()
        if claim is not None:
            notes.append(f"{PLAYER_NAMES[self.to_move]} may claim a draw ({claim})")
        elif self.repetitions > 1:
            notes.append(f"this position has occurred {self.repetitions} times")
        return "; ".join(notes)

    # --- drawing ----------------------------------------------------------------------

    def layout(self) -> BoardLayout:
        return BOARD_LAYOUT

    def pieces(self) -> tuple[Piece | None, ...]:
        """By square index: ``a1`` = 0, ``b1`` = 1, ..., ``h8`` = 63."""
        board = self.board
        result: list[Piece | None] = [None] * 64
        for square, piece in board.piece_map().items():
            result[square] = Piece(player_of(piece.color), PIECE_KINDS[piece.piece_type])
        return tuple(result)

    def move_cells(self, move: chess.Move | ClaimDraw) -> tuple[int, ...]:
        """From and to squares; castling is the king's move (``e1`` then ``g1``; in
        Chess960 the king onto its rook).  The four promotions of a pawn share their
        cells: the app asks which piece.  A draw claim has no cells."""
        if isinstance(move, ClaimDraw):
            return ()
        return (move.from_square, move.to_square)

    def other_move_cells(self, move: chess.Move | ClaimDraw) -> tuple[tuple[int, ...], ...]:
        """Castling may also be clicked the other way: the king onto its own rook in
        standard chess, the king's two steps (to the g or c file) in Chess960, where that
        is no other move and the king moves at all."""
        board = self.board
        if isinstance(move, ClaimDraw) or not board.is_castling(move):
            return ()
        king, rank = move.from_square, chess.square_rank(move.from_square)
        if board.chess960:
            short = chess.square_file(move.to_square) > chess.square_file(king)
            destination = chess.square(6 if short else 2, rank)
            return () if destination == king else ((king, destination),)
        rook_file = 7 if chess.square_file(move.to_square) > chess.square_file(king) else 0
        return ((king, chess.square(rook_file, rank)),)

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str:
        """The FEN of ``pieces`` (by square, ``a1`` = 0) with ``to_move`` to move: castling
        rights where a king and its rook stand on their start squares (Chess960: where its
        rights allow), no en passant square (edit the FEN for one)."""
        board = chess.Board.empty(chess960=self.board.chess960)
        kinds = {kind: piece_type for piece_type, kind in PIECE_KINDS.items()}
        for square, piece in enumerate(pieces):
            if piece is not None and piece.kind in kinds:
                board.set_piece_at(square, chess.Piece(kinds[piece.kind], color_of(piece.owner)))
        board.turn = color_of(to_move)
        rights = self.board.castling_rights if board.chess960 else chess.BB_CORNERS
        board.castling_rights = rights
        board.castling_rights = board.clean_castling_rights()
        return board.fen()

    def winning_cells(self) -> tuple[int, ...]:
        """After checkmate: the mated king's square and the checking pieces'."""
        outcome = self.outcome()
        if outcome is None or outcome.reason != CHECKMATE:
            return ()
        board = self.board
        king = board.king(board.turn)
        assert king is not None
        return (king, *board.checkers())

    def check_square(self) -> int | None:
        """The square of the king in check, for highlighting, or ``None``."""
        board = self.board
        return board.king(board.turn) if board.is_check() else None

    def last_move(self) -> chess.Move | None:
        """The move that led here, when this state was reached by :meth:`play`."""
        return self.board.peek() if self.board.move_stack else None

    def __repr__(self) -> str:
        return f"ChessState({self.to_text()!r})"


def why_illegal(board: chess.Board, move: chess.Move) -> str:
    """A short reason the UCI ``move`` is illegal on ``board``, after a colon, or nothing."""
    piece = board.piece_at(move.from_square)
    if piece is None:
        return f": there is no piece on {chess.square_name(move.from_square)}"
    side = PLAYER_NAMES[player_of(board.turn)]
    if piece.color != board.turn:
        return f": the piece on {chess.square_name(move.from_square)} is not {side}'s"
    last_rank = chess.square_rank(move.to_square) in (0, 7)
    if move.promotion is None and piece.piece_type == chess.PAWN and last_rank:
        return ": a pawn reaching the last rank must promote (add q, r, b or n)"
    if board.is_pseudo_legal(move) and board.is_check():
        return f": {side} is in check"
    if board.is_pseudo_legal(move):
        return ": it would leave the king in check"
    return ""


def san_line(state: ChessState, moves: Sequence[chess.Move]) -> list[str]:
    """The SAN texts of ``moves`` played in turn from ``state``."""
    return state.san_line(moves)


CELL_NAMES: Final = tuple(chess.SQUARE_NAMES)
BOARD_LAYOUT: Final = BoardLayout(
    kind=BoardKind.SQUARES,
    columns=8,
    rows=8,
    centres=tuple(
        (float(chess.square_file(square)), float(7 - chess.square_rank(square)))
        for square in chess.SQUARES
    ),
    cell_names=CELL_NAMES,
    column_labels=tuple("abcdefgh"),
    row_labels=tuple(str(rank) for rank in range(8, 0, -1)),
)
"""Cell ``i`` is python-chess's square ``i`` (``a1`` = 0, ``h8`` = 63), drawn with White
at the bottom."""
