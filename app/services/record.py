"""Saved games as JSON text: writing, reading and validating them (no Qt).

A saved game is one JSON object::

    {"format": "plyboard-game", "version": 1, "game": "tictactoe",
     "players": {"0": "human", "1": "computer"}, "level": "expert",
     "algorithm": "auto", "moves": ["b2", "a1"], "result": null,
     "tree": {"children": [{"move": "b2", "nags": [1], "comment": "the centre first",
              "marks": {"arrows": [[4, 0, "G"]], "circles": [[8, "R"]]},
              "children": [{"move": "a1"}]}]}}

``tree`` (optional) is the whole game as a tree when it has variations, marks, comments
or NAGs (see :mod:`app.services.game_tree`); ``moves`` is then the line to the position
shown.  ``marks`` and ``notes`` (optional, written by older versions) hold the arrows and
circles drawn on the positions of that line and comments on them, by plies played (see
:func:`app.services.marks.marks_to_json`), which the window puts on the tree's positions
on opening.  ``extras`` (optional) is what the game's plug-in in the window keeps beyond
the moves, JSON values by name (an opening rule's stage mid-opening,
``{"opening": {...}}``), which the plug-in checks itself when the game opens.

Reading never trusts the file: anything that is not such an object, names an
unknown game, level or algorithm, or holds a move that is not legal raises
:class:`SavedGameError` with a message a person can act on, and nothing else.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.services.marks import Marks, MarksError, marks_from_json, marks_to_json
from engine.game_api import IllegalMoveError, Player
from games.base import BoardState, GameSpec, outcome_text
from games.registry import get_game

FORMAT = "plyboard-game"
VERSION = 1
HUMAN = "human"
COMPUTER = "computer"
MAX_FILE_BYTES = 1_000_000
"""Bytes; a saved game is a few kilobytes, anything far bigger is not one of ours."""


class SavedGameError(ValueError):
    """A saved game that cannot be opened; the message says why."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """One game as saved: what was played, by whom, at which level."""

    game: str
    """Registry name, e.g. ``tictactoe``."""
    computer_players: frozenset[Player]
    level: str
    algorithm: str
    moves: tuple[str, ...]
    """In the game's notation, first move first."""
    result: str | None = None
    """The outcome in words once the game is over, else ``None``."""
    marks: Mapping[int, Marks] = field(default_factory=dict)
    """The arrows and circles drawn on the line's positions by plies played before them,
    as older saves kept them (now every position's are in :attr:`tree`)."""
    notes: Mapping[int, str] = field(default_factory=dict)
    """Comments on the line's positions by plies played, as older saves kept them (now
    every comment is in :attr:`tree`)."""
    tree: Mapping[str, Any] | None = None
    """The whole game tree, when it has variations, marks, comments or NAGs: JSON values as
    :func:`app.services.game_tree.tree_to_json` writes them (checked when grafted)."""
    extras: Mapping[str, Any] = field(default_factory=dict)
    """What the game's plug-in keeps beyond the moves: JSON values by name (checked by it)."""

    @property
    def finished(self) -> bool:
        return self.result is not None


def game_result(spec: GameSpec, state: BoardState) -> str | None:
    """What :attr:`SavedGame.result` holds for ``state``."""
    outcome = state.outcome()
    return None if outcome is None else outcome_text(spec, outcome)


def to_json(saved: SavedGame) -> str:
    """``saved`` as the text of a saved-game file."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "game": saved.game,
        "players": {
            str(player): COMPUTER if player in saved.computer_players else HUMAN
            for player in (0, 1)
        },
        "level": saved.level,
        "algorithm": saved.algorithm,
        "moves": list(saved.moves),
        "result": saved.result,
    }
    if any(not marks.empty for marks in saved.marks.values()):
        document["marks"] = marks_to_json(saved.marks)
    if saved.notes:
        document["notes"] = {str(ply): text for ply, text in sorted(saved.notes.items())}
    if saved.tree is not None:
        document["tree"] = saved.tree
    if saved.extras:
        document["extras"] = dict(saved.extras)
    return json.dumps(document, indent=2) + "\n"


def _field(document: Mapping[str, Any], name: str, kind: type) -> Any:
    value = document.get(name)
    if not isinstance(value, kind):
        raise SavedGameError(f"the field {name!r} is missing or is not a {kind.__name__}")
    return value


def from_json(data: bytes | str) -> SavedGame:
    """The saved game in ``data``, checked for shape only (see :func:`validate`)."""
    if isinstance(data, bytes):
        if len(data) > MAX_FILE_BYTES:
            raise SavedGameError("the file is far too big to be a saved game")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SavedGameError("the file is not text (it is not UTF-8)") from None
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):
        raise SavedGameError("the file is not JSON, so it is not a saved game") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SavedGameError("the file is not a Plyboard saved game")
    version = document.get("version")
    if version != VERSION or isinstance(version, bool):
        raise SavedGameError(
            f"the file has version {version!r}; this Plyboard reads version {VERSION}"
        )
    players = _field(document, "players", dict)
    computer: set[Player] = set()
    for player in (0, 1):
        role = players.get(str(player))
        if role not in (HUMAN, COMPUTER):
            raise SavedGameError(f"player {player} must be {HUMAN!r} or {COMPUTER!r}")
        if role == COMPUTER:
            computer.add(player)
    moves = _field(document, "moves", list)
    if not all(isinstance(move, str) for move in moves):
        raise SavedGameError("every move must be a text in the game's notation")
    result = document.get("result")
    if result is not None and not isinstance(result, str):
        raise SavedGameError("the field 'result' must be a text or null")
    try:
        marks = marks_from_json(document.get("marks", {}))
    except MarksError as error:
        raise SavedGameError(str(error)) from None
    return SavedGame(
        game=_field(document, "game", str),
        computer_players=frozenset(computer),
        level=_field(document, "level", str),
        algorithm=_field(document, "algorithm", str),
        moves=tuple(moves),
        result=result,
        marks=marks,
        notes=_notes(document.get("notes", {})),
        tree=_tree(document.get("tree")),
        extras=_extras(document.get("extras", {})),
    )


def _tree(document: object) -> Mapping[str, Any] | None:
    """The ``tree`` field: an object (its moves are checked when it is grafted)."""
    if document is not None and not isinstance(document, dict):
        raise SavedGameError("the field 'tree' must be an object")
    return document


def _extras(document: object) -> Mapping[str, Any]:
    """The ``extras`` field: an object (what it holds is checked by the game's plug-in)."""
    if not isinstance(document, dict):
        raise SavedGameError("the field 'extras' must be an object")
    return document


def _notes(document: object) -> dict[int, str]:
    """The ``notes`` field: texts by ply; raises :class:`SavedGameError`."""
    if not isinstance(document, dict) or not all(
        isinstance(key, str) and key.isdigit() and isinstance(text, str)
        for key, text in document.items()
    ):
        raise SavedGameError("the field 'notes' must map plies to texts")
    return {int(key): text for key, text in document.items()}


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A saved game that passed :func:`validate`: its spec and its moves as move values."""

    saved: SavedGame
    spec: GameSpec
    moves: tuple[Any, ...]


def validate(
    saved: SavedGame,
    algorithms: Collection[str],
    find_game: Callable[[str], GameSpec] = get_game,
) -> LoadedGame:
    """Check ``saved`` against the rules: known game, level and algorithm, legal moves.

    Raises :class:`SavedGameError`; for an illegal move it names the move and its number.
    """
    try:
        spec = find_game(saved.game)
    except ValueError as error:
        raise SavedGameError(str(error)) from None
    if saved.level not in spec.levels:
        raise SavedGameError(
            f"unknown level {saved.level!r}; {spec.title} has {', '.join(spec.levels)}"
        )
    if saved.algorithm not in algorithms:
        raise SavedGameError(
            f"unknown algorithm {saved.algorithm!r}; choose one of {', '.join(algorithms)}"
        )
    try:
        spec.replay(saved.moves)
    except IllegalMoveError as error:
        raise SavedGameError(f"illegal {error}") from None
    state = spec.new_state()
    moves = []
    for text in saved.moves:
        move = state.parse_move(text)
        moves.append(move)
        state = state.play(move)
    _check_marks(saved, len(state.layout().centres))
    return LoadedGame(saved, spec, tuple(moves))


def _check_marks(saved: SavedGame, cells: int) -> None:
    """Raise :class:`SavedGameError` for marks past the last position or off the board of
    ``cells`` cells."""
    for ply in saved.notes:
        if ply > len(saved.moves):
            raise SavedGameError(f"a note after move {ply}, but the game has {len(saved.moves)}")
    for ply, marks in saved.marks.items():
        if ply > len(saved.moves):
            raise SavedGameError(f"marks after move {ply}, but the game has {len(saved.moves)}")
        if any(cell >= cells for cell in marks.cells()):
            raise SavedGameError(f"a mark after move {ply} lies off the board")


def read_game(
    data: bytes | str,
    algorithms: Collection[str],
    find_game: Callable[[str], GameSpec] = get_game,
) -> LoadedGame:
    """Parse and validate a saved game's text; raises only :class:`SavedGameError`."""
    return validate(from_json(data), algorithms, find_game)


def position_text(saved: SavedGame) -> str:
    """The position as one line, the game's name then its moves: ``tictactoe b2 a1``.

    The same words ``plyboard analyze GAME --moves ...`` takes.
    """
    return " ".join((saved.game, *saved.moves))


def read_position_text(
    text: str,
    current: SavedGame,
    default_level: str,
    algorithms: Collection[str],
    find_game: Callable[[str], GameSpec] = get_game,
) -> LoadedGame:
    """A pasted position: a saved game's JSON, ``GAME MOVE...``, or moves of ``current``'s game.

    Who plays, the level and the algorithm come from ``current`` (the level falls back to
    ``default_level`` when the game has no such level).  Raises only :class:`SavedGameError`.
    """
    stripped = text.strip()
    if stripped.startswith("{"):
        return read_game(stripped, algorithms, find_game)
    if len(stripped) > MAX_FILE_BYTES:
        raise SavedGameError("the text is far too long to be a position")
    words = stripped.replace(",", " ").split()
    if not words:
        raise SavedGameError("there is no position in the text")
    game, moves = current.game, words
    try:
        spec = find_game(words[0])
    except ValueError:
        spec = None
    if spec is not None:
        game, moves = spec.name, words[1:]
    else:
        try:
            spec = find_game(game)
        except ValueError as error:
            raise SavedGameError(str(error)) from None
    level = current.level if current.level in spec.levels else default_level
    saved = replace(
        current,
        game=game,
        level=level,
        moves=tuple(moves),
        result=None,
        marks={},
        notes={},
        tree=None,
        extras={},
    )
    return validate(saved, algorithms, find_game)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new, never half.

    Writes a temporary file beside ``path`` and renames it over ``path``.  Raises ``OSError``.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
