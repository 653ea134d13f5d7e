"""Chess games in and out of the window as PGN and FEN, and the move list in SAN.

Helpers over the game controller: :func:`pgn_text` writes the game (players, levels, the
result, a flag fall, the arrows and circles drawn), :func:`loaded_from_pgn` and
:func:`loaded_from_fen` turn PGN or FEN text into a game the controller loads, raising
:class:`ChessTextError` with one line when the text is damaged (then nothing changes).
:class:`ChessTextFormat` offers them to the window's *Open*, *Save*, *Copy position* and
*Paste position*.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, ClassVar

from PyQt6.QtCore import QT_TRANSLATE_NOOP

from app.gui.extensions import GameTextError, GameTextFormat
from app.gui.games.chess.pgn_tree import line_comments, pgn_tree, with_variations
from app.services.record import LoadedGame, SavedGame, game_result
from games.chess import CHESS960_PREFIX, spec_from_fen
from games.chess.pgn import PgnError, read_pgn, write_pgn
from games.chess.rules import ChessState, InvalidPositionError, san_line
from games.chess.spec import STANDARD_FEN

if TYPE_CHECKING:
    from app.gui.session.controller import GameController

PGN_SUFFIX = ".pgn"
_PGN_START = re.compile(r"^\s*(\[|1\s*\.)")
"""PGN text begins with a tag pair or with move 1."""


class ChessTextError(GameTextError):
    """PGN or FEN text that cannot be opened or pasted; the message is one line."""


def start_fen(controller: GameController) -> str | None:
    """The FEN the game began from, ``None`` for the standard start."""
    start = controller.spec.new_state()
    assert isinstance(start, ChessState)
    return None if controller.spec.name == "chess" else start.to_text()


def is_chess960(game: str) -> bool:
    """Whether the game named ``game`` is played by Chess960's castling rules (its registry
    name says so: ``chess960-N``, ``chess960-fen FEN``)."""
    return game.startswith(CHESS960_PREFIX)


def start_ply(controller: GameController) -> int:
    """Plies played before the game's start position (its FEN's move number and side)."""
    start = controller.spec.new_state()
    assert isinstance(start, ChessState)
    board = start.board
    return 2 * (board.fullmove_number - 1) + (0 if board.turn else 1)


def san_texts(controller: GameController) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The moves played and those taken back (redo order), in SAN."""
    start = controller.spec.new_state()
    assert isinstance(start, ChessState)
    texts = san_line(start, list(controller.moves))
    state = controller.state
    redo = []
    for text in controller.undone_move_texts():
        move = state.parse_move(text)
        redo.append(state.san(move))
        state = state.play(move)
    return tuple(texts), tuple(redo)


def player_name(controller: GameController, player: int) -> str:
    """``Plyboard (hard)`` for the computer, ``Player`` for a person."""
    if controller.is_computer(player):
        return f"Plyboard ({controller.level_name})"
    return "Player"


def pgn_text(controller: GameController, drawn: SavedGame) -> str:
    """The game so far as PGN, with the players, the computer's level, the result (a
    flag fall ends it off the board: result and ``time forfeit``), the review's marks and
    what ``drawn`` (the game as saved) holds: its tree's lines (its main line the PGN's)
    and every position's arrows and circles as ``[%csl ...][%cal ...]`` comments with the
    position's comment after them."""
    outcome = controller.outcome
    result = termination = None
    if outcome is not None and outcome != controller.state.outcome():
        if outcome.winner is None:
            result, termination = "1/2-1/2", outcome.reason
        else:
            loser = controller.spec.player_names[1 - outcome.winner]
            result = "1-0" if outcome.winner == 0 else "0-1"
            termination = f"{loser} lost {outcome.reason}"
    level = controller.level_name
    text = write_pgn(
        controller.move_texts(),
        start_fen=start_fen(controller),
        white=player_name(controller, 0),
        black=player_name(controller, 1),
        white_level=level if controller.is_computer(0) else None,
        black_level=level if controller.is_computer(1) else None,
        result=result,
        termination=termination,
        nags={ply: grade.nag for ply, grade in controller.advisor.review_marks().items()},
        chess960=is_chess960(controller.spec.name),
        comments=line_comments(drawn.tree, drawn.moves),
    )
    if drawn.tree is None:
        return text
    start = controller.spec.new_state()
    assert isinstance(start, ChessState)
    return with_variations(text, drawn.tree, start)


def looks_like_pgn(text: str) -> bool:
    return bool(_PGN_START.match(text))


def looks_like_fen(text: str) -> bool:
    """A single line whose first word has the seven slashes of a FEN's placement."""
    words = text.split()
    return len(text.strip().splitlines()) == 1 and bool(words) and words[0].count("/") == 7


def loaded_from_pgn(text: str, current: SavedGame) -> LoadedGame:
    """The game of PGN ``text``; the computer plays the side with a ``WhiteLevel`` or
    ``BlackLevel`` tag (at that level when chess has it), else as in ``current``; its
    variations, comments, NAGs and the arrows and circles of its comments come along as
    its tree.  Raises :class:`ChessTextError`."""
    try:
        game = read_pgn(text)
        spec = spec_from_fen(game.start_fen or STANDARD_FEN, chess960=game.chess960)
    except (PgnError, InvalidPositionError) as error:
        raise ChessTextError(_one_line(str(error))) from None
    levels = {
        player: game.headers[tag]
        for player, tag in ((0, "WhiteLevel"), (1, "BlackLevel"))
        if tag in game.headers
    }
    computer = frozenset(levels) if levels else current.computer_players
    level = next(iter(levels.values()), current.level)
    if level not in spec.levels:
        level = current.level if current.level in spec.levels else next(iter(spec.levels))
    start = state = spec.new_state()
    assert isinstance(start, ChessState)
    moves = []
    for move_text in game.moves:
        move = state.parse_move(move_text)
        moves.append(move)
        state = state.play(move)
    saved = SavedGame(
        game=spec.name,
        computer_players=computer,
        level=level,
        algorithm=current.algorithm,
        moves=game.moves,
        result=game_result(spec, state),
        tree=pgn_tree(text, start),
    )
    return LoadedGame(saved, spec, tuple(moves))


def loaded_from_fen(text: str, current: SavedGame) -> LoadedGame:
    """A new game from the FEN ``text``, the players and level as in ``current`` (Chess960
    when ``current`` is).  Raises :class:`ChessTextError`."""
    chess960 = is_chess960(current.game)
    try:
        spec = spec_from_fen(text.strip(), chess960=chess960)
    except InvalidPositionError as error:
        raise ChessTextError(_one_line(str(error))) from None
    level = current.level if current.level in spec.levels else next(iter(spec.levels))
    saved = SavedGame(spec.name, current.computer_players, level, current.algorithm, ())
    return LoadedGame(saved, spec, ())


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 200 else line[:197] + "…"


class ChessTextFormat(GameTextFormat):
    """PGN files; FEN and PGN on the clipboard; a game from a FEN copied as PGN."""

    suffix: ClassVar[str] = PGN_SUFFIX
    file_filter: ClassVar[str] = QT_TRANSLATE_NOOP("GameFiles", "Chess games (*.pgn)")
    save_refusal: ClassVar[str] = QT_TRANSLATE_NOOP(
        "GameFiles", "Only chess games can be saved as PGN."
    )
    save_name: ClassVar[str] = "chess.pgn"

    def read_file(self, text: str, current: SavedGame) -> LoadedGame:
        return loaded_from_pgn(text, current)

    def write_file(self, controller: GameController, drawn: SavedGame) -> str:
        return pgn_text(controller, drawn)

    def paste(self, text: str, current: SavedGame) -> tuple[LoadedGame, str] | None:
        fen = looks_like_fen(text)
        if not fen and not looks_like_pgn(text):
            return None
        try:
            loaded = loaded_from_fen(text, current) if fen else loaded_from_pgn(text, current)
        except ChessTextError as error:
            raise ChessTextError(str(error), "FEN" if fen else "PGN") from None
        if fen:
            return loaded, "Pasted a chess position (FEN)"
        return loaded, f"Pasted a chess game (PGN): {len(loaded.moves)} moves"

    def copy_text(self, controller: GameController, drawn: SavedGame) -> str | None:
        """A game from a FEN as PGN (its PGN has the FEN); the standard game as any game."""
        return pgn_text(controller, drawn) if controller.spec.name != "chess" else None
