"""The scan for English that reaches the window without a translation (issue 47)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.gui.literals import scan, untranslated

HERE = Path("planted.py")


def texts(source: str) -> list[str]:
    return [literal.text for literal in untranslated(source, HERE)]


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ('label.setText("Hello")', ["Hello"]),
        ('menu.addAction("&Open")', ["&Open"]),
        ('QLabel(f"Score: {score}")', ["Score: "]),
        ('window.setWindowTitle("Game: " + title)', ["Game: "]),
        ('bar.showMessage("Saved." if ok else "Failed.")', ["Saved.", "Failed."]),
        ('button.setToolTip("{} to move".format(side))', ["{} to move"]),
        ('QMessageBox.warning(self, "Oops", text)', ["Oops"]),
        ('self.announced.emit("Hint ready")', ["Hint ready"]),
    ],
)
def test_a_planted_literal_is_found(source: str, found: list[str]) -> None:
    assert texts(source) == found


@pytest.mark.parametrize(
    "source",
    [
        'label.setText(self.tr("Hello"))',
        'label.setText(translate("Panel", "{} to move").format(side))',
        'QLabel(QCoreApplication.translate("Panel", "Score: {}").format(score))',
        'label.setText("♔ %")',
        'window.setWindowTitle(f"Plyboard — {title}")',
        'log.warning("could not save %s", path)',
        'menu.addAction(QIcon.fromTheme("document-open"), text)',
        "label.setText(name)",
    ],
)
def test_translated_texts_symbols_and_names_pass(source: str) -> None:
    assert texts(source) == []


def test_the_report_names_the_file_and_line() -> None:
    (literal,) = untranslated('x = 1\nlabel.setText("Hello")\n', HERE)
    assert str(literal) == "planted.py:2: 'Hello'"


def test_no_visible_english_is_left_in_the_front_end() -> None:
    assert [str(literal) for literal in scan()] == []
