"""What a game offers beyond the engine protocol: notation, board drawing, levels.

The app and the command line talk to games only through :class:`GameSpec` and
the :class:`BoardState` methods below; they never look inside a game's state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, ClassVar, Protocol

from engine.algorithms import make_searcher
from engine.game_api import GameState, Heuristic, IllegalMoveError, MoveOrder, Outcome, Player
from engine.player import Level
from engine.search import Searcher


@dataclass(frozen=True, slots=True)
class Piece:
    """What stands on a cell: whose it is and, for games with several, which kind."""

    owner: Player
    kind: str = "stone"


class BoardKind(Enum):
    SQUARES = "squares"
    """Pieces sit inside the squares of a grid (tic-tac-toe, Teeko, chess)."""
    SLOTS = "slots"
    """Discs sit in the round holes of an upright frame (Connect Four)."""
    INTERSECTIONS = "intersections"
    """Pieces sit on the crossings of grid lines (gomoku)."""
    POINTS = "points"
    """Pieces sit on points joined by drawn edges (hare and hounds)."""


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Where a game's cells are drawn, in board units.

    Cell ``i`` is centred at ``centres[i]``; x grows to the right from 0 to
    ``columns - 1`` and y grows downwards from 0 to ``rows - 1``.
    """

    kind: BoardKind
    columns: int
    rows: int
    centres: tuple[tuple[float, float], ...]
    cell_names: tuple[str, ...]
    """Each cell's name in the game's notation (also its accessible name)."""
    edges: tuple[tuple[int, int], ...] = ()
    column_labels: tuple[str, ...] = ()
    """Left to right."""
    row_labels: tuple[str, ...] = ()
    """Top to bottom."""
    star_points: tuple[int, ...] = ()


class Mover(Enum):
    """Who the announcement of a move names as its player."""

    YOU = "you"
    """The person playing the computer."""
    COMPUTER = "computer"
    """The computer playing a person."""
    SIDE = "side"
    """The side, by its player name: two people at one board, or the computer on both sides."""


class ForbiddenCell(Protocol):
    """An empty cell the side to move may not play, and why (Renju: Black's forbidden
    points)."""

    @property
    def cell(self) -> int: ...

    @property
    def reason(self) -> str: ...


class BoardStateBase(Protocol):
    """The optional part of :class:`BoardState`, with the defaults every game gets.

    Every game state inherits this class and overrides what its game needs.  It holds
    only methods and class constants (``__slots__ = ()``): states keep their slots.
    """

    __slots__ = ()

    discs_fall: ClassVar[bool] = False
    """Dropped pieces may be animated falling down a column (Connect Four)."""
    renju: ClassVar[bool] = False
    """The renju rule holds: Black has forbidden points (the gomoku engines check it)."""
    winning_cells_optional: ClassVar[bool] = False
    """A game may be won without winning cells to show (a trapped hare)."""

    def status_note(self) -> str:
        """A short game-specific line under the turn (a counter, a phase); ``""``: none.

        The side panel shows it after every move.
        """
        return ""

    def click_cells(self, move: Any) -> tuple[int, ...]:
        """More cells whose click plays the one-click ``move`` (a whole column in Connect
        Four); ``()``: only its own cell.  For the board input."""
        return ()

    def other_move_cells(self, move: Any) -> tuple[tuple[int, ...], ...]:
        """Other cell sequences a person may click for ``move`` (castling: the king onto its
        own rook as well as two squares along); ``()``: only :meth:`move_cells`.  A sequence
        that is another legal move's own cells plays that move.  For the board input."""
        return ()

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str | None:
        """The text (:meth:`to_text`'s format, for this board and rules) of the position
        with ``pieces`` by cell and ``to_move`` to move, unchecked: the game's ``from_text``
        says what is wrong with it.  ``None``: positions of this game cannot be set up."""
        return None

    def explain_click(self, cell: int) -> str | None:
        """Why a click on ``cell`` plays nothing, in words ("Column 4 is full."); ``None``:
        the board input's generic words."""
        return None

    def hint_reason(self, move: Any) -> str | None:
        """What ``move`` does for the side to move ("blocks a four"); ``None``: nothing
        worth saying.  For hints."""
        return None

    def win_reason(self, line: Sequence[Any]) -> str | None:
        """How ``line``, a proven win for the side to move, wins ("by fours"); ``None``:
        nothing worth saying.  For hints."""
        return None

    def forbidden_points(self) -> Sequence[ForbiddenCell]:
        """The empty cells the side to move may not play, with the reasons; the board
        view crosses them out.  Default: none."""
        return ()

    def forbidden_reason(self, cell: int) -> str | None:
        """Why the side to move may not play the empty ``cell`` now; ``None``: no rule
        forbids it."""
        return None

    def piece_words(self, piece: Piece, owner: str) -> str:
        """``piece`` in words inside a sentence, ``owner`` being its player's name: "white
        pawn", "black stone"; a one-letter name is said as its letter ("O").  For the
        keyboard cursor's description, read by screen readers."""
        if len(owner) == 1:
            return owner
        return f"{owner.lower()} {piece.kind}"

    def cell_words(
        self: BoardState, cell: int, names: Sequence[str], move_numbers: Mapping[int, int]
    ) -> str:
        """The keyboard cursor's ``cell`` in words: "d2: white pawn", "h8: black stone, move
        17", "a1: empty".  ``names`` are the players' names; ``move_numbers`` holds, for the
        cells whose piece was placed by a move of the game and has not moved since, that
        move's number (1 for the first)."""
        name = self.layout().cell_names[cell]
        piece = self.pieces()[cell]
        if piece is None:
            return f"{name}: empty"
        words = self.piece_words(piece, names[piece.owner])
        number = move_numbers.get(cell)
        if number is None:
            return f"{name}: {words}"
        return f"{name}: {words}, move {number}"

    def spoken_move(self: BoardState, move: Any) -> str:
        """``move`` (legal here) as a screen reader should say it; default: :meth:`san`."""
        return self.san(move)

    def move_sentence(self: BoardState, move: Any, mover: Mover, side: str) -> str:
        """The announcement that ``move`` (legal here) was played by ``mover``, ``side``
        being the mover's player name: "You play e4.", "Computer plays Nf3, check.",
        "White plays e4."."""
        words = self.spoken_move(move)
        match mover:
            case Mover.YOU:
                return f"You play {words}."
            case Mover.COMPUTER:
                return f"Computer plays {words}."
            case Mover.SIDE:
                return f"{side} plays {words}."

    def split_moves(self, text: str) -> list[str]:
        """The move texts of one command-line word in a compact notation (Connect Four's
        ``"4453"``); raises ``IllegalMoveError`` for text it cannot split.  Default: the
        word is one move."""
        return [text]

    def san(self: BoardState, move: Any) -> str:
        """``move`` as players read it (chess: SAN); default: :meth:`BoardState.move_text`."""
        return self.move_text(move)

    def san_line(self: BoardState, moves: Iterable[Any]) -> list[str]:
        """:meth:`san` of each of ``moves`` played in turn from here, up to the first that
        is not legal.  For analysis lines; a game may write a whole line faster."""
        texts = []
        state = self
        for move in moves:
            if move not in state.legal_moves():
                break
            texts.append(state.san(move))
            state = state.play(move)
        return texts

    def parse_line(self: BoardState, texts: Iterable[str]) -> tuple[Any, ...]:
        """The moves ``texts`` name (as :meth:`BoardState.move_text` writes them), played
        in turn from here; raises ``IllegalMoveError`` at the first that is not legal."""
        moves = []
        state = self
        for text in texts:
            move = state.parse_move(text)
            moves.append(move)
            state = state.play(move)
        return tuple(moves)


class BoardState(GameState[Any], BoardStateBase, Protocol):
    """A :class:`GameState` the app can draw, annotate and take moves for; its optional
    hooks, with their defaults, are in :class:`BoardStateBase`."""

    def layout(self) -> BoardLayout: ...

    def pieces(self) -> Sequence[Piece | None]:
        """What stands on each cell of :meth:`layout`."""
        ...

    def move_cells(self, move: Any) -> tuple[int, ...]:
        """The cells a person clicks for ``move``: one for a drop, from and to for a slide."""
        ...

    def winning_cells(self) -> tuple[int, ...]:
        """The cells that won the game (empty unless it is won)."""
        ...

    def move_text(self, move: Any) -> str: ...

    def parse_move(self, text: str) -> Any:
        """The legal move ``text`` names; raises ``IllegalMoveError`` otherwise."""
        ...

    def to_text(self) -> str:
        """The position as one line of text (see the game's ``from_text``)."""
        ...


@dataclass(frozen=True, slots=True)
class ReviewGrades:
    """The least loss of an inaccuracy, a mistake and a blunder, in heuristic units
    (chess: centipawns) from the mover's point of view; values are clamped to ``±cap``
    (a mate counts as ``cap``) before losses are taken; losses are shown in units of
    ``unit`` (chess: 100 centipawns, a pawn)."""

    inaccuracy: int
    mistake: int
    blunder: int
    cap: int
    unit: int = 1


FROM_POSITION = " from "
"""Joins a game's name and a position's text in the name of the game from that position."""
FROM_POSITION_TITLE = " (from a position)"
"""Ends the title of a game from a position."""

_POSITION_SPECS: dict[tuple[str, str], GameSpec] = {}
"""Games from a position made so far (by game name and position): one spec each, so that
the registry's answer for a name equals the spec the window plays."""


def grid_text(
    pieces: Sequence[Piece | None], width: int, height: int, chars: tuple[str, str]
) -> str:
    """Rows of ``pieces`` (cell = row * width + column, row 0 at the bottom) from the top,
    joined by ``/``: ``chars[owner]`` for a piece, ``.`` for an empty cell."""
    rows = []
    for row in reversed(range(height)):
        cells = pieces[row * width : (row + 1) * width]
        rows.append("".join("." if piece is None else chars[piece.owner] for piece in cells))
    return "/".join(rows)


@dataclass(frozen=True)
class GameSpec:
    """Everything the registry knows about one game (or one board size of it)."""

    name: str
    """Command-line name, e.g. ``tictactoe``."""
    title: str
    """Shown to people, e.g. ``Tic-tac-toe``."""
    player_names: tuple[str, str]
    new_state: Callable[[], BoardState]
    from_text: Callable[[str], BoardState]
    heuristic: Heuristic
    levels: Mapping[str, Level]
    """One entry per difficulty name, weakest first."""
    rules: str
    """The rules in a few paragraphs of plain text."""
    order_moves: MoveOrder | None = None
    searchers: Mapping[str, Callable[[], Searcher]] = field(default_factory=dict)
    """Game-specific searchers (a solver, a table) by algorithm name."""
    default_algorithm: str = "alphabeta"
    """The engine ``auto`` stands for when analysing or hinting."""
    warm_up: Callable[[], None] | None = None
    """Prepares slow-to-start parts (compiles a solver's kernels); the app calls it
    once, off the GUI thread, when the game is chosen."""
    role_levels: Mapping[Player, Mapping[str, Level]] = field(default_factory=dict)
    """Where a level plays differently for one side (a hunt game's hounds and hare):
    for that player, replacements of some of :attr:`levels`."""
    opening_moves: Callable[[Any], Sequence[Any]] | None = None
    """The moves a match's random opening plies choose from in a position (a subset of
    its legal moves); ``None``: every legal move."""
    review_grades: ReviewGrades | None = None
    """How a review of estimated values grades a move's loss; ``None``: the game is
    reviewed only if its strongest engine proves values."""
    starting_from: Callable[[str], GameSpec] | None = None
    """The game from another start position, given as text (chess: a FEN); raises
    ``ValueError`` saying what is wrong with the text.  ``None``: only from the start."""
    family: str = ""
    """Which GUI plug-in serves the game (specs of one game share it: ``chess`` for a
    game from a FEN too); empty: the game's :attr:`name`."""
    unreachable: Callable[[Any], str | None] | None = None
    """Why no game reaches a position its text describes (``None`` when one does), for
    :meth:`from_position`; ``None``: the game's ``from_text`` refuses all there is to."""

    def searcher(self, algorithm: str, rng: random.Random | None = None) -> Searcher:
        """A new engine: the game's own for names in :attr:`searchers`, else a generic one.

        ``"auto"`` stands for :attr:`default_algorithm`.
        """
        if algorithm == "auto":
            algorithm = self.default_algorithm
        if algorithm in self.searchers:
            return self.searchers[algorithm]()
        return make_searcher(algorithm, self.heuristic, self.order_moves, rng)

    def level(self, name: str, player: Player | None = None) -> Level:
        """The level called ``name``, as ``player`` plays it (see :attr:`role_levels`;
        ``None``: the common entry); raises ``ValueError`` listing the known ones."""
        try:
            level = self.levels[name]
        except KeyError:
            raise ValueError(
                f"unknown level {name!r}; choose one of {', '.join(self.levels)}"
            ) from None
        if player is None:
            return level
        return self.role_levels.get(player, {}).get(name, level)

    def describe_level(self, name: str) -> str:
        """What level ``name`` does, per side where the sides differ."""
        descriptions = [self.level(name, player).describe() for player in (0, 1)]
        if descriptions[0] == descriptions[1]:
            return descriptions[0]
        return "; ".join(
            f"{side}: {text}" for side, text in zip(self.player_names, descriptions, strict=True)
        )

    def from_position(self, text: str) -> GameSpec:
        """This game from the position ``text`` (its ``to_text`` format; chess: a FEN)
        instead of its own start: :attr:`starting_from` where the game has one, else the
        same game named ``<name> from <position>`` (the registry reads such names back).
        Raises ``ValueError`` saying what is wrong with the position."""
        if self.starting_from is not None:
            return self.starting_from(text)
        start = self.from_text(text)
        if start.outcome() is not None:
            raise ValueError("the game is already over in this position")
        reason = None if self.unreachable is None else self.unreachable(start)
        if reason is not None:
            raise ValueError(reason)
        canonical = start.to_text()
        if canonical == self.new_state().to_text():
            return self
        name = self.name.partition(FROM_POSITION)[0]  # from a position of a position: once
        key = (name, canonical)
        if key not in _POSITION_SPECS:
            _POSITION_SPECS[key] = replace(
                self,
                name=f"{name}{FROM_POSITION}{canonical}",
                title=f"{self.title.removesuffix(FROM_POSITION_TITLE)}{FROM_POSITION_TITLE}",
                new_state=lambda: start,
                family=self.family or self.name,
            )
        return _POSITION_SPECS[key]

    def replay(self, moves: Sequence[str]) -> BoardState:
        """The position after ``moves`` (texts) from the start.

        Raises ``IllegalMoveError`` naming the first move that is not legal.
        """
        state = self.new_state()
        for number, text in enumerate(moves, start=1):
            if state.outcome() is not None:
                raise IllegalMoveError(f"move {number} ({text!r}): the game is already over")
            try:
                move = state.parse_move(text)
            except IllegalMoveError as error:
                raise IllegalMoveError(f"move {number}: {error}") from None
            state = state.play(move)
        return state


COUNT_WORDS = (
    "no", "one", "two", "three", "four", "five", "six",
    "seven", "eight", "nine", "ten", "eleven", "twelve",
)  # fmt: skip
"""Small counts as words, for sentences a screen reader says."""


def count_words(count: int) -> str:
    """``count`` as a word in a sentence ("three"); counts above twelve as digits."""
    return COUNT_WORDS[count] if 0 <= count < len(COUNT_WORDS) else str(count)


def outcome_text(spec: GameSpec, outcome: Outcome) -> str:
    """``"X wins (three in a row)"`` or ``"Draw (board full)"``."""
    if outcome.winner is None:
        return f"Draw ({outcome.reason})"
    return f"{spec.player_names[outcome.winner]} wins ({outcome.reason})"
