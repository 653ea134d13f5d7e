"""The analysis panel's changing texts, in the player's language (context ``AnalysisPanel``)."""

from __future__ import annotations

import re

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.gui.texts import game_title, side_name
from app.services.review import Review
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


def review_promise(spec: GameSpec, available: bool) -> str:
    """What *Review game* will show for ``spec``, before any review."""
    if spec.review_grades is not None:
        return translate(
            "AnalysisPanel",
            "Review: after the game, its inaccuracies (?!), mistakes (?) and blunders (??).",
        )
    if available:
        return translate(
            "AnalysisPanel", "Review: after the game, the first move that changed its value."
        )
    return review_unavailable(spec)


def review_unavailable(spec: GameSpec) -> str:
    """Why ``spec``'s games cannot be reviewed."""
    return translate(
        "AnalysisPanel",
        "Review is not available for {game}: its engine estimates values rather than proving them.",
    ).format(game=game_title(spec))


def review_progress(done: int, total: int, proving: bool) -> str:
    """``Reviewing… 3 of 9 positions proven`` (``searched`` when values are estimated)."""
    if proving:
        text = translate("AnalysisPanel", "Reviewing… {done} of {total} positions proven")
    else:
        text = translate("AnalysisPanel", "Reviewing… {done} of {total} positions searched")
    return text.format(done=done, total=total)


_VERDICTS = (
    QT_TRANSLATE_NOOP("AnalysisPanel", "let the win slip"),
    QT_TRANSLATE_NOOP("AnalysisPanel", "let the win slip (and lost)"),
    QT_TRANSLATE_NOOP("AnalysisPanel", "lost the draw"),
)
"""What a proven mistake did (:meth:`Mistake.verdict`), marked for the translations."""


def review_summary(review: Review, spec: GameSpec) -> str:
    """A proven review in words: the first mistake, or why there is none."""
    mistake = review.mistake
    if mistake is not None:
        return translate("AnalysisPanel", "Move {number} ({side} {move}) {verdict}.").format(
            number=mistake.number,
            side=side_name(spec, mistake.player),
            move=mistake.move_text,
            verdict=translate("AnalysisPanel", mistake.verdict()),
        )
    if review.cancelled:
        return translate("AnalysisPanel", "Review stopped before it found a change.")
    start = review.proven_from
    if start is None:
        return translate(
            "AnalysisPanel",
            "No position of this game could be proven in time, so it cannot be reviewed.",
        )
    if start == 0:
        return translate("AnalysisPanel", "No move changed the game's value: every move kept it.")
    return translate(
        "AnalysisPanel",
        "Values were proven from move {number} on, and no move there changed them; earlier "
        "positions are too far from the end to prove in time.",
    ).format(number=start + 1)


_BEST_WAS = re.compile(r"(?P<head>.+) \(best was (?P<best>\S+)\)")


def marked_line_words(line: str) -> str:
    """A marked move of a review (``14… Qxb2?? -3.2 (best was Rb8)``) in the player's
    language."""
    match = _BEST_WAS.fullmatch(line)
    if match is None:
        return line
    return translate("AnalysisPanel", "{move} (best was {best})").format(
        move=match["head"], best=match["best"]
    )
