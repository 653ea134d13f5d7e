"""The words of the Qt-free layers (games, engine, services) in the player's language.

Games name themselves, their sides, levels, outcomes, notes and hint reasons in English
(``games/``, ``engine/`` and ``app/services/`` know no Qt).  The window shows them through
:func:`said`, which looks each text up among the known ones below (each written out for the
translations' extractor) and, for sentences with figures or names in them, among the
patterns of :data:`_SENTENCES`, translating the parts it recognises in turn.  A text it
does not know (a game registered by a test or a plug-in) is shown as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.gui.i18n import number_text
from app.services.hints import Hint
from engine.game_api import Outcome, Player
from engine.player import Level
from games.base import GameSpec

translate = QCoreApplication.translate

_GAMES = (
    QT_TRANSLATE_NOOP("Games", "Tic-tac-toe"),
    QT_TRANSLATE_NOOP("Games", "Connect Four"),
    QT_TRANSLATE_NOOP("Games", "Hare and Hounds"),
    QT_TRANSLATE_NOOP("Games", "Hare and Hounds (hare first)"),
    QT_TRANSLATE_NOOP("Games", "Hare and Hounds (hare in the centre)"),
    QT_TRANSLATE_NOOP("Games", "Hare and Hounds (hare to the tip)"),
    QT_TRANSLATE_NOOP("Games", "Hare and Hounds (40-ply limit)"),
    QT_TRANSLATE_NOOP("Games", "Teeko"),
    QT_TRANSLATE_NOOP("Games", "Teeko (no centre first)"),
    QT_TRANSLATE_NOOP("Games", "Gomoku"),
    QT_TRANSLATE_NOOP("Games", "Gomoku (standard)"),
    QT_TRANSLATE_NOOP("Games", "Gomoku (renju)"),
    QT_TRANSLATE_NOOP("Games", "Chess"),
    QT_TRANSLATE_NOOP("Games", "Chess960"),
)
_SIDES = (
    QT_TRANSLATE_NOOP("Sides", "X"),
    QT_TRANSLATE_NOOP("Sides", "O"),
    QT_TRANSLATE_NOOP("Sides", "Red"),
    QT_TRANSLATE_NOOP("Sides", "Yellow"),
    QT_TRANSLATE_NOOP("Sides", "White"),
    QT_TRANSLATE_NOOP("Sides", "Black"),
    QT_TRANSLATE_NOOP("Sides", "Hounds"),
    QT_TRANSLATE_NOOP("Sides", "Hare"),
)
_LEVELS = (
    QT_TRANSLATE_NOOP("Levels", "Beginner"),
    QT_TRANSLATE_NOOP("Levels", "Easy"),
    QT_TRANSLATE_NOOP("Levels", "Medium"),
    QT_TRANSLATE_NOOP("Levels", "Hard"),
    QT_TRANSLATE_NOOP("Levels", "Advanced"),
    QT_TRANSLATE_NOOP("Levels", "Strong"),
    QT_TRANSLATE_NOOP("Levels", "Expert"),
)
_ALGORITHMS = (
    QT_TRANSLATE_NOOP("Levels", "random"),
    QT_TRANSLATE_NOOP("Levels", "perfect"),
    QT_TRANSLATE_NOOP("Levels", "patterns"),
    QT_TRANSLATE_NOOP("Levels", "compiled"),
    QT_TRANSLATE_NOOP("Levels", "horizon"),
)
_COUNTS = (
    QT_TRANSLATE_NOOP("Counts", "two"),
    QT_TRANSLATE_NOOP("Counts", "three"),
    QT_TRANSLATE_NOOP("Counts", "four"),
    QT_TRANSLATE_NOOP("Counts", "five"),
    QT_TRANSLATE_NOOP("Counts", "six"),
    QT_TRANSLATE_NOOP("Counts", "seven"),
)
_OUTCOMES = (
    QT_TRANSLATE_NOOP("Outcomes", "board full"),
    QT_TRANSLATE_NOOP("Outcomes", "four in a row"),
    QT_TRANSLATE_NOOP("Outcomes", "four in a row or a square"),
    QT_TRANSLATE_NOOP("Outcomes", "the same position three times"),
    QT_TRANSLATE_NOOP("Outcomes", "checkmate"),
    QT_TRANSLATE_NOOP("Outcomes", "stalemate"),
    QT_TRANSLATE_NOOP("Outcomes", "insufficient material"),
    QT_TRANSLATE_NOOP("Outcomes", "seventy-five-move rule"),
    QT_TRANSLATE_NOOP("Outcomes", "fivefold repetition"),
    QT_TRANSLATE_NOOP("Outcomes", "threefold repetition"),
    QT_TRANSLATE_NOOP("Outcomes", "fifty-move rule"),
    QT_TRANSLATE_NOOP("Outcomes", "on time"),
    QT_TRANSLATE_NOOP("Outcomes", "time out, but the opponent cannot mate"),
    QT_TRANSLATE_NOOP("Outcomes", "the hare slipped past the hounds"),
    QT_TRANSLATE_NOOP("Outcomes", "the hare reached the left tip"),
    QT_TRANSLATE_NOOP("Outcomes", "the hare is trapped"),
    QT_TRANSLATE_NOOP("Outcomes", "the hounds cannot move"),
    QT_TRANSLATE_NOOP("Outcomes", "move limit"),
    QT_TRANSLATE_NOOP("Outcomes", "stopped"),
)
_POSITIONS = (QT_TRANSLATE_NOOP("Positions", "at the start"),)
_NOTES = (
    QT_TRANSLATE_NOOP("Notes", "Move phase: slide a marker one step"),
    QT_TRANSLATE_NOOP("Notes", "No legal move starts on that cell."),
    QT_TRANSLATE_NOOP("Notes", "No legal move here."),
    QT_TRANSLATE_NOOP("Notes", "The game is over."),
    QT_TRANSLATE_NOOP("Notes", "There is no game to play."),
)
_HINTS = (
    QT_TRANSLATE_NOOP("Hints", "makes two threats"),
    QT_TRANSLATE_NOOP("Hints", "blocks a four"),
    QT_TRANSLATE_NOOP("Hints", "keeps the draw"),
    QT_TRANSLATE_NOOP("Hints", "the only move that does not lose"),
    QT_TRANSLATE_NOOP("Hints", "by fours"),
    QT_TRANSLATE_NOOP("Hints", "by fours and threes"),
    QT_TRANSLATE_NOOP("Hints", "keeps the win"),
    QT_TRANSLATE_NOOP("Hints", "was lost anyway"),
    QT_TRANSLATE_NOOP("Hints", "throws away a win"),
    QT_TRANSLATE_NOOP("Hints", "throws away a win (now a draw)"),
    QT_TRANSLATE_NOOP("Hints", "throws away the draw"),
)
_PIECES = (
    QT_TRANSLATE_NOOP("Pieces", "Pawn"),
    QT_TRANSLATE_NOOP("Pieces", "Knight"),
    QT_TRANSLATE_NOOP("Pieces", "Bishop"),
    QT_TRANSLATE_NOOP("Pieces", "Rook"),
    QT_TRANSLATE_NOOP("Pieces", "Queen"),
    QT_TRANSLATE_NOOP("Pieces", "King"),
    QT_TRANSLATE_NOOP("Pieces", "Stone"),
    QT_TRANSLATE_NOOP("Pieces", "Hound"),
    QT_TRANSLATE_NOOP("Pieces", "Hare"),
)
_COLOURS = (
    QT_TRANSLATE_NOOP("Pieces", "white"),
    QT_TRANSLATE_NOOP("Pieces", "black"),
    QT_TRANSLATE_NOOP("Pieces", "red"),
    QT_TRANSLATE_NOOP("Pieces", "yellow"),
    QT_TRANSLATE_NOOP("Pieces", "pawn"),
    QT_TRANSLATE_NOOP("Pieces", "knight"),
    QT_TRANSLATE_NOOP("Pieces", "bishop"),
    QT_TRANSLATE_NOOP("Pieces", "rook"),
    QT_TRANSLATE_NOOP("Pieces", "queen"),
    QT_TRANSLATE_NOOP("Pieces", "king"),
    QT_TRANSLATE_NOOP("Pieces", "stone"),
    QT_TRANSLATE_NOOP("Pieces", "piece"),
    QT_TRANSLATE_NOOP("Pieces", "disc"),
)
_MOVES = (
    QT_TRANSLATE_NOOP("Moves", "check"),
    QT_TRANSLATE_NOOP("Moves", "kingside castling"),
    QT_TRANSLATE_NOOP("Moves", "queenside castling"),
    QT_TRANSLATE_NOOP("Moves", "You claim a draw."),
    QT_TRANSLATE_NOOP("Moves", "Computer claims a draw."),
)
_CONTEXTS = {
    **dict.fromkeys(_GAMES, "Games"),
    **dict.fromkeys(_SIDES, "Sides"),
    **dict.fromkeys(_LEVELS, "Levels"),
    **dict.fromkeys(_ALGORITHMS, "Levels"),
    **dict.fromkeys(_COUNTS, "Counts"),
    **dict.fromkeys(_OUTCOMES, "Outcomes"),
    **dict.fromkeys(_POSITIONS, "Positions"),
    **dict.fromkeys(_NOTES, "Notes"),
    **dict.fromkeys(_HINTS, "Hints"),
    **dict.fromkeys(_MOVES, "Moves"),
    **dict.fromkeys(_PIECES, "Pieces"),
    **dict.fromkeys(_COLOURS, "Pieces"),
}
"""Every whole text known, by its English: the context it is translated in."""


@dataclass(frozen=True, slots=True)
class Sentence:
    """English made from a template: ``pattern`` matches it whole and its named groups are
    the template's placeholders; ``template()`` is the template in the player's language."""

    pattern: re.Pattern[str]
    template: Callable[[], str]


def sentence(pattern: str, template: Callable[[], str]) -> Sentence:
    return Sentence(re.compile(pattern), template)


@dataclass(frozen=True, slots=True)
class Phrases:
    """What :func:`said` recognises: whole texts by their English (with the context each is
    translated in), and sentences made from templates, most specific first."""

    known: Mapping[str, str]
    sentences: Sequence[Sentence]


_SENTENCES = (
    sentence(
        r"You drop in column (?P<column>\d+)\.",
        lambda: translate("Moves", "You drop in column {column}."),
    ),
    sentence(
        r"Computer drops in column (?P<column>\d+)\.",
        lambda: translate("Moves", "Computer drops in column {column}."),
    ),
    sentence(
        r"(?P<side>\w+) drops in column (?P<column>\d+)\.",
        lambda: translate("Moves", "{side} drops in column {column}."),
    ),
    sentence(
        r"column (?P<column>\d+): empty", lambda: translate("Cells", "column {column}: empty")
    ),
    sentence(
        r"column (?P<column>\d+): one disc, (?P<top>\w+)",
        lambda: translate("Cells", "column {column}: one disc, {top}"),
    ),
    sentence(
        r"column (?P<column>\d+): (?P<count>\w+) discs, (?P<top>\w+) on top, full",
        lambda: translate("Cells", "column {column}: {count} discs, {top} on top, full"),
    ),
    sentence(
        r"column (?P<column>\d+): (?P<count>\w+) discs, (?P<top>\w+) on top",
        lambda: translate("Cells", "column {column}: {count} discs, {top} on top"),
    ),
    sentence(r"point (?P<point>\d+): empty", lambda: translate("Cells", "point {point}: empty")),
    sentence(
        r"point (?P<point>\d+): the hare", lambda: translate("Cells", "point {point}: the hare")
    ),
    sentence(
        r"point (?P<point>\d+): a hound", lambda: translate("Cells", "point {point}: a hound")
    ),
    sentence(r"(?P<cell>[a-z]\d+): empty", lambda: translate("Cells", "{cell}: empty")),
    sentence(
        r"(?P<cell>[a-z]\d+): (?P<piece>.+), move (?P<number>\d+)",
        lambda: translate("Cells", "{cell}: {piece}, move {number}"),
    ),
    sentence(r"(?P<cell>[a-z]\d+): (?P<piece>.+)", lambda: translate("Cells", "{cell}: {piece}")),
    sentence(
        r"(?P<colour>white|black|red|yellow) (?P<kind>\w+)",
        lambda: translate("Cells", "{colour} {kind}"),
    ),
    sentence(
        r"You move a hound from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "You move a hound from point {start} to point {to}."),
    ),
    sentence(
        r"You move the hare from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "You move the hare from point {start} to point {to}."),
    ),
    sentence(
        r"Computer moves a hound from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "Computer moves a hound from point {start} to point {to}."),
    ),
    sentence(
        r"Computer moves the hare from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "Computer moves the hare from point {start} to point {to}."),
    ),
    sentence(
        r"A hound moves from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "A hound moves from point {start} to point {to}."),
    ),
    sentence(
        r"The hare moves from point (?P<start>\d+) to point (?P<to>\d+)\.",
        lambda: translate("Moves", "The hare moves from point {start} to point {to}."),
    ),
    sentence(r"You play (?P<move>.+)\.", lambda: translate("Moves", "You play {move}.")),
    sentence(
        r"Computer plays (?P<move>.+)\.", lambda: translate("Moves", "Computer plays {move}.")
    ),
    sentence(r"(?P<side>\w+) claims a draw\.", lambda: translate("Moves", "{side} claims a draw.")),
    sentence(
        r"(?P<side>\w+) plays (?P<move>.+)\.", lambda: translate("Moves", "{side} plays {move}.")
    ),
    sentence(
        r"(?P<k>\d+) in a row \((?P<size>\d+\u00d7\d+)\)",
        lambda: translate("Games", "{k} in a row ({size})"),
    ),
    sentence(
        r"Connect Four \((?P<size>\d+\u00d7\d+)\)",
        lambda: translate("Games", "Connect Four ({size})"),
    ),
    sentence(
        r"Chess960 \(start (?P<number>\d+)\)",
        lambda: translate("Games", "Chess960 (start {number})"),
    ),
    sentence(
        r"(?P<game>.+) \(from a position\)",
        lambda: translate("Games", "{game} (from a position)"),
    ),
    sentence(
        r"(?P<side>\w+) wins \((?P<reason>.+)\)",
        lambda: translate("Outcomes", "{side} wins ({reason})"),
    ),
    sentence(r"Draw \((?P<reason>.+)\)", lambda: translate("Outcomes", "Draw ({reason})")),
    sentence(r"(?P<k>\d+) in a row", lambda: translate("Outcomes", "{k} in a row")),
    sentence(
        r"the hounds stalled: (?P<count>\d+) vertical moves in a row",
        lambda: translate("Outcomes", "the hounds stalled: {count} vertical moves in a row"),
    ),
    sentence(
        r"(?P<count>\d+) plies without a trap",
        lambda: translate("Outcomes", "{count} plies without a trap"),
    ),
    sentence(r"(?P<side>\w+) is in check", lambda: translate("Notes", "{side} is in check")),
    sentence(
        r"(?P<side>\w+) may claim a draw \((?P<claim>.+)\)",
        lambda: translate("Notes", "{side} may claim a draw ({claim})"),
    ),
    sentence(
        r"this position has occurred (?P<count>\d+) times",
        lambda: translate("Notes", "this position has occurred {count} times"),
    ),
    sentence(
        r"(?P<side>\w+) drops a marker \((?P<count>\d+) left\)",
        lambda: translate("Notes", "{side} drops a marker ({count} left)"),
    ),
    sentence(
        r"Ply (?P<ply>\d+) of (?P<limit>\d+)", lambda: translate("Notes", "Ply {ply} of {limit}")
    ),
    sentence(
        r"Hounds' vertical moves in a row: (?P<count>\d+) of (?P<limit>\d+)",
        lambda: translate("Notes", "Hounds' vertical moves in a row: {count} of {limit}"),
    ),
    sentence(
        r"Column (?P<column>\d+) is full\.",
        lambda: translate("Notes", "Column {column} is full."),
    ),
    sentence(
        r"completes (?P<count>\w+) in a row",
        lambda: translate("Hints", "completes {count} in a row"),
    ),
    sentence(
        r"blocks (?P<count>\w+) in a row", lambda: translate("Hints", "blocks {count} in a row")
    ),
    sentence(
        r"threatens (?P<count>\w+) in a row",
        lambda: translate("Hints", "threatens {count} in a row"),
    ),
    sentence(r"blocks a (?P<count>\w+)", lambda: translate("Hints", "blocks a {count}")),
    sentence(r"makes a (?P<count>\w+)", lambda: translate("Hints", "makes a {count}")),
    sentence(r"wins in (?P<plies>\d+ pl(?:y|ies))", lambda: translate("Hints", "wins in {plies}")),
    sentence(
        r"wins in (?P<plies>\d+ pl(?:y|ies)) (?P<how>by .+)",
        lambda: translate("Hints", "wins in {plies} {how}"),
    ),
    sentence(
        r"loses in (?P<plies>\d+ pl(?:y|ies)) \(the longest resistance\)",
        lambda: translate("Hints", "loses in {plies} (the longest resistance)"),
    ),
    sentence(
        r"too deep for the solver within (?P<seconds>\d+) s",
        lambda: translate("Hints", "too deep for the solver within {seconds} s"),
    ),
    sentence(
        r"I place two more: the three stones are close to even \((?P<score>[-+][\d.]+) for White\)",
        lambda: translate(
            "Openings", "I place two more: the three stones are close to even ({score} for White)"
        ),
    ),
    sentence(
        r"I take White: Black's stones give White the better game, (?P<score>[-+][\d.]+)",
        lambda: translate(
            "Openings", "I take White: Black's stones give White the better game, {score}"
        ),
    ),
    sentence(
        r"I take Black: Black's stones are worth more, (?P<score>[-+][\d.]+) for White",
        lambda: translate(
            "Openings", "I take Black: Black's stones are worth more, {score} for White"
        ),
    ),
    sentence(r"after (?P<count>\d+) moves", lambda: translate("Positions", "after {count} moves")),
    sentence(r"after (?P<moves>[^,]+)", lambda: translate("Positions", "after {moves}")),
    sentence(r"1 ply", lambda: translate("Hints", "1 ply")),
    sentence(r"(?P<count>\d+) plies", lambda: translate("Hints", "{count} plies")),
    sentence(
        r"best by the engine's estimate \(score (?P<score>[-+][\d,]+)\)",
        lambda: translate("Hints", "best by the engine's estimate (score {score})"),
    ),
    sentence(r"depth (?P<depth>\d+)", lambda: translate("Levels", "depth {depth}")),
    sentence(r"(?P<nodes>[\d,]+) nodes", lambda: translate("Levels", "{nodes} nodes")),
    sentence(r"(?P<share>\d+%) random moves", lambda: translate("Levels", "{share} random moves")),
    sentence(
        r"picks within (?P<margin>\d+) of the best",
        lambda: translate("Levels", "picks within {margin} of the best"),
    ),
    sentence(
        r"(?P<side>[A-Z]\w*): (?P<details>.+)", lambda: translate("Levels", "{side}: {details}")
    ),
    sentence(
        r"(?P<first>.+?) and (?P<second>.+)", lambda: translate("Hints", "{first} and {second}")
    ),
)
"""Sentences with figures or names in them, most specific first."""
_GROUPED_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+")
"""A whole number as the engine writes it, its digits grouped in threes ("40,000")."""
_LISTS = ("; ", ", ")
"""Separators of lists of texts (notes, hint reasons, a level's details), kept as they are."""


WORDS = Phrases(_CONTEXTS, _SENTENCES)
"""The words of games, the engine and the services the window shows."""


def said(text: str, phrases: Phrases = WORDS) -> str:
    """``text``, made by a game, the engine or a service, in the player's language; as it
    is when it is not one of ``phrases`` nor of :data:`WORDS` (the parts of a sentence are
    looked up the same way: sides, counts, moves)."""
    context = phrases.known.get(text)
    if context is not None:
        return translate(context, text)
    if _GROUPED_NUMBER.fullmatch(text):
        return number_text(int(text.replace(",", "")))
    for known in phrases.sentences:
        match = known.pattern.fullmatch(text)
        if match is None:
            continue
        parts = match.groupdict()
        template = known.template()
        return template.format(**{name: said(part, phrases) for name, part in parts.items()})
    if phrases is not WORDS:
        return said(text)
    for separator in _LISTS:
        if separator in text:
            return separator.join(said(part, phrases) for part in text.split(separator))
    return text


def game_title(spec: GameSpec) -> str:
    """The game's title ("Connect Four") in the player's language."""
    return said(spec.title)


def side_name(spec: GameSpec, player: Player) -> str:
    """The name of ``player``'s side ("White", "Hounds") in the player's language."""
    return said(spec.player_names[player])


def level_title(name: str) -> str:
    """The level called ``name`` ("easy") as the menus and the side panel name it ("Easy")."""
    return said(name.capitalize())


def level_label(name: str, level: Level) -> str:
    """The level as the Difficulty menu names it: "Hard", or "Hard — about 1550" where
    its strength is measured (:attr:`Level.rating`)."""
    title = level_title(name)
    if level.rating is None:
        return title
    return translate("Levels", "{level} — about {rating}").format(level=title, rating=level.rating)


def level_details(level: Level) -> str:
    """What ``level`` does ("alphabeta, depth 3, 10% random moves") in the player's
    language; the algorithms' names stay as they are."""
    return said(level.describe())


def outcome_words(spec: GameSpec, outcome: Outcome) -> str:
    """``"X wins (three in a row)"`` or ``"Draw (board full)"`` in the player's language."""
    reason = said(outcome.reason)
    if outcome.winner is None:
        return translate("Outcomes", "Draw ({reason})").format(reason=reason)
    return translate("Outcomes", "{side} wins ({reason})").format(
        side=side_name(spec, outcome.winner), reason=reason
    )


def hint_words(hint: Hint) -> str:
    """``"b2 — keeps the draw"``: the hinted move and why, in the player's language."""
    return f"{hint.move_text} — {said(hint.reason)}"
