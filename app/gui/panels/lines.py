"""The best lines of an analysis, one a row: the score, then the moves (MultiPV).

:class:`LinesView` shows ``(score text, moves text)`` rows and knows nothing of
searches, so any analyser can feed it: our engines through
:func:`app.services.analysis_lines.analysis_lines`, an external UCI engine with the same
values built from its ``info`` lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QCoreApplication, Qt
from PyQt6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from app.services.analysis_lines import LINE_COUNTS

translate = QCoreApplication.translate

SCORE_WIDTH_CHARACTERS = 6
"""The score column is as wide as this many digits (``+10.25``, ``-#12``)."""


class LinesView(QWidget):
    """Up to ``max(LINE_COUNTS)`` rows of a score and a line of moves; empty rows hidden."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisLines")
        self.setAccessibleName(translate("LinesView", "Best lines"))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(1)
        grid.setColumnStretch(1, 1)
        self.scores: list[QLabel] = []
        self.moves: list[QLabel] = []
        for row in range(max(LINE_COUNTS)):
            score = QLabel()
            score.setObjectName("lineScore")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            font = score.font()
            font.setBold(True)
            score.setFont(font)
            score.setMinimumWidth(score.fontMetrics().horizontalAdvance("+" + "0" * 5))
            moves = QLabel()
            moves.setWordWrap(True)
            moves.setTextFormat(Qt.TextFormat.PlainText)
            moves.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
            moves.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(score, row, 0)
            grid.addWidget(moves, row, 1)
            self.scores.append(score)
            self.moves.append(moves)
        self.set_lines(())

    def set_lines(self, lines: Sequence[tuple[str, str]]) -> None:
        """Show ``(score text, moves text)`` rows, best first; no rows hides the view."""
        for row, (score, moves) in enumerate(zip(self.scores, self.moves, strict=True)):
            shown = row < len(lines)
            score.setText(lines[row][0] if shown else "")
            moves.setText(lines[row][1] if shown else "")
            score.setVisible(shown)
            moves.setVisible(shown)
        self.setAccessibleDescription("\n".join(self.texts()))
        self.setVisible(bool(lines))

    def texts(self) -> list[str]:
        """The rows shown, each as ``score  moves`` (for tests and accessibility)."""
        return [
            f"{score.text()}  {moves.text()}"
            for score, moves in zip(self.scores, self.moves, strict=True)
            if score.text()
        ]
