"""The games' rules (``GameSpec.rules``, written in English by each game) in the player's
language, sentence by sentence.

Each sentence of a game's rules is one of :data:`_RULES` or made from one of the templates
of :data:`RULES` (board sizes, the length of a row, plies to the end with perfect play); a
sentence a game adds later and this module does not know yet stays in English.
"""

from __future__ import annotations

import re

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.gui.texts import Phrases, said, sentence

translate = QCoreApplication.translate

_RULES = (
    QT_TRANSLATE_NOOP("Rules", "When the board fills up without such a row, the game is a draw."),
    QT_TRANSLATE_NOOP("Rules", "With perfect play by both sides it is always a draw."),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The disc falls to the lowest free cell of that column, and a full column cannot be "
        "chosen.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The first to line up four of their discs across, up and down, or diagonally wins.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "When the board fills up without four in a row, the game is a draw."
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "With perfect play the first player wins by starting in the centre column."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "Three hounds hunt one hare on a board of eleven points joined by lines: the top row "
        "1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) "
        "and the bottom row 9-10-11.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | 3, 7, 11 | 8."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "A move takes one piece one step along a line to an empty point: the hare may step "
        "in any direction, a hound never to a point in a column further left.",
    ),
    QT_TRANSLATE_NOOP("Rules", "The hounds start on 1, 4 and 9, the hare on 8."),
    QT_TRANSLATE_NOOP("Rules", "The hounds start on 1, 4 and 9, the hare on 6 (the centre)."),
    QT_TRANSLATE_NOOP("Rules", "The hounds move first."),
    QT_TRANSLATE_NOOP("Rules", "The hare moves first."),
    QT_TRANSLATE_NOOP("Rules", "The hounds win when the hare cannot move."),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The hare wins when no hound stands in a column left of the hare's column (it has "
        "slipped past them; a hare on point 4 has always won), or when the hounds make 10 "
        "vertical moves in a row (they are stalling; the hare's moves in between do not "
        "break the count).",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The hare wins when it reaches point 4, the left tip, or when the hounds make 10 "
        "vertical moves in a row (they are stalling; the hare's moves in between do not "
        "break the count).",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The hare wins when no hound stands in a column left of the hare's column (it has "
        "slipped past them; a hare on point 4 has always won), or when 40 plies have been "
        "played without a trap.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The hare wins when it reaches point 4, the left tip, or when 40 plies have been "
        "played without a trap.",
    ),
    QT_TRANSLATE_NOOP("Rules", "A trap on the hounds' last allowed move still wins for them."),
    QT_TRANSLATE_NOOP("Rules", "Hounds that have no move left (they can never step back) lose."),
    QT_TRANSLATE_NOOP("Rules", "Teeko is played on a 5 by 5 board; Black moves first."),
    QT_TRANSLATE_NOOP(
        "Rules", "Each player in turn drops one of their four markers on an empty cell."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "When all eight markers are on the board, each turn moves one of your markers one "
        "step, across, up, down or diagonally, to an empty neighbouring cell.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "You win with four markers in a row (across, up and down, or diagonally) or on the "
        "four cells of a 2 by 2 square.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "When the same position (the same markers on the same cells, the same side to move) "
        "occurs for the third time, the game is a draw.",
    ),
    QT_TRANSLATE_NOOP("Rules", "With perfect play by both sides Teeko is a draw."),
    QT_TRANSLATE_NOOP(
        "Rules", "In this variant Black's first marker may not go on the centre cell, c3."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The first to get five stones in an unbroken row (across, up and down, or "
        "diagonally) wins.",
    ),
    QT_TRANSLATE_NOOP("Rules", "In free-style gomoku a row of six or more also wins."),
    QT_TRANSLATE_NOOP(
        "Rules",
        "In standard gomoku only exactly five in a row wins: an overline of six or more does not.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "Renju: Black wins only with exactly five in a row, White with five or more."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "Black may not play a forbidden point: one that makes two open threes at once "
        "(double-three), two fours at once (double-four, also two in one line) or six or "
        "more in a row (overline).",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "A three counts only if it can become an open four by a move that is not itself forbidden.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "A move that makes exactly five wins even if it also makes a forbidden shape."
    ),
    QT_TRANSLATE_NOOP("Rules", "Chess is played on an 8 by 8 board; White moves first."),
    QT_TRANSLATE_NOOP(
        "Rules",
        "Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "You win by checkmating the opposing king: attacking it so that no move saves it."
    ),
    QT_TRANSLATE_NOOP(
        "Rules", "Castling, en passant and promotion are played as in the FIDE Laws of Chess."
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The game is drawn by stalemate, by insufficient material to mate, after 75 moves by "
        "each side without a capture or pawn move, or when the same position occurs five "
        "times.",
    ),
    QT_TRANSLATE_NOOP(
        "Rules",
        "The side to move may claim a draw when the position has occurred three times or "
        "after 50 moves by each side without a capture or pawn move.",
    ),
)

RULES = Phrases(
    dict.fromkeys(_RULES, "Rules"),
    (
        sentence(
            r"Two players take turns placing a stone on an empty cell of a (?P<width>\d+) by "
            r"(?P<height>\d+) board; X moves first\.",
            lambda: translate(
                "Rules",
                "Two players take turns placing a stone on an empty cell of a {width} by "
                "{height} board; X moves first.",
            ),
        ),
        sentence(
            r"Two players take turns placing a stone on an empty intersection of a "
            r"(?P<width>\d+) by (?P<height>\d+) board; Black moves first\.",
            lambda: translate(
                "Rules",
                "Two players take turns placing a stone on an empty intersection of a "
                "{width} by {height} board; Black moves first.",
            ),
        ),
        sentence(
            r"The first to get (?P<k>\d+) of their stones in an unbroken row \(across, up and "
            r"down, or diagonally\) wins\.",
            lambda: translate(
                "Rules",
                "The first to get {k} of their stones in an unbroken row (across, up and "
                "down, or diagonally) wins.",
            ),
        ),
        sentence(
            r"Two players take turns dropping a disc into one of the (?P<columns>\d+) columns "
            r"of an upright board (?P<rows>\d+) rows high; Red moves first\.",
            lambda: translate(
                "Rules",
                "Two players take turns dropping a disc into one of the {columns} columns of "
                "an upright board {rows} rows high; Red moves first.",
            ),
        ),
        sentence(
            r"With perfect play the hounds win, in (?P<plies>\d+) plies\.",
            lambda: translate("Rules", "With perfect play the hounds win, in {plies} plies."),
        ),
    ),
)
"""Every sentence of the games' rules, whole or by template."""

_SENTENCE_END = re.compile(r"(?<=\.)\s+")


def rules_words(rules: str) -> str:
    """A game's rules (``GameSpec.rules``) in the player's language, paragraph by
    paragraph."""
    return "\n\n".join(
        " ".join(said(part, RULES) for part in _SENTENCE_END.split(paragraph))
        for paragraph in rules.split("\n\n")
    )
