"""The analysis panel's changing texts, in the player's language (context ``AnalysisPanel``)."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication

from app.gui.texts import side_name
from games.base import GameSpec

translate = QCoreApplication.translate


def graph_title(spec: GameSpec) -> str:
    """The evaluation graph's heading: which side up means better."""
    return translate("AnalysisPanel", "EVALUATION (UP: {} BETTER)").format(
        side_name(spec, 0).upper()
    )


def analyse_button_text(analysing: bool) -> str:
    """The analyse button's text while an analysis runs or not."""
    if analysing:
        return translate("AnalysisPanel", "Stop analysis")
    return translate("AnalysisPanel", "Analyse position")


def review_button_text(reviewing: bool) -> str:
    """The review button's text while a review runs or not."""
    if reviewing:
        return translate("AnalysisPanel", "Stop review")
    return translate("AnalysisPanel", "Review game")


def lines_title(count: int) -> str:
    """The heading over ``count`` best lines."""
    if count == 1:
        return translate("AnalysisPanel", "BEST LINE")
    return translate("AnalysisPanel", "BEST {} LINES").format(count)


def lines_tip(view: str) -> str:
    """The best lines' tooltip, ``view`` saying from whose side their scores are."""
    return translate("AnalysisPanel", "Scores from {} (View > Analysis lines: how many)").format(
        view
    )
