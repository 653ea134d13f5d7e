"""How the panels write scores: the game's plug-in's way (chess: pawns and mates from
White's point of view) or every game's (from the side to move, or the first player's in
the analysis lines)."""

from __future__ import annotations

from collections.abc import Sequence

from app.gui.extensions import GamePlugin
from app.gui.session.controller import Evaluation
from app.services.analysis_lines import AnalysisLine, generic_score_text
from app.services.hints import plies_text
from engine.player import book_text
from engine.search import SearchResult, is_proven, outcome_word


def evaluation_text(result: SearchResult) -> str:
    """The score in words for the side that searched: ``win in 3 plies``, ``draw``, ``+12``."""
    if result.exact:
        if result.outcome == "draw":
            return "draw (proven)"
        return f"{result.outcome} in {plies_text(result.plies_to_end or 0)} (proven)"
    if is_proven(result.score):
        return f"{outcome_word(result.score)} (proven, distance not)"
    return f"{result.score:+,d} (estimate)"


def evaluation_line(evaluation: Evaluation, plugin: GamePlugin, names: Sequence[str]) -> str:
    """The analysis panel's score line for ``evaluation``: a book's word, the plug-in's
    score with whether it is proven, or the generic score for the side to move."""
    result = evaluation.result
    book = book_text(evaluation.state, result)
    if book is not None:
        return f"{book}."
    text = plugin.first_player_score_text(evaluation.first_player_score)
    if text is not None:
        kind = "proven" if evaluation.proven else "estimate"
        return f"{plugin.score_view()} view: {text} ({kind})"
    mover = names[evaluation.state.to_move]
    return f"For {mover} (to move): {evaluation_text(result)}"


def line_rows(
    lines: Sequence[AnalysisLine], plugin: GamePlugin, names: Sequence[str]
) -> tuple[list[tuple[str, str]], str]:
    """Each line's score and moves (scores from the first player's point of view, written
    the plug-in's way when it has one), and whose point of view that is, for a tooltip."""
    rows = []
    for line in lines:
        text = plugin.first_player_score_text(line.score)
        score = generic_score_text(line, names) if text is None else text
        rows.append((score, " ".join(line.moves)))
    legend = plugin.score_legend() or f"{names[0]}'s point of view: + is good for {names[0]}"
    return rows, legend
