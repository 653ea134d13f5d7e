"""Every window and dialog the menus open (tic-tac-toe, renju, chess), in German, French and
Spanish: each action of every menu is triggered in English and in the language, the same
steps in the same order, and no text of the windows it opened is left in English (the
menus and the side panel are walked by :mod:`tests.gui.test_translations`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PyQt6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from app.gui.i18n import install_language, remove_language
from app.gui.window.main_window import MainWindow
from app.services import lessons
from tests.gui.test_translations import english_words

MOVE = re.compile(r"\b(?:[KQRBN]?[a-h]?[1-8]?x?[a-o]\d{1,2}|O-O(?:-O)?)[+#]?(?=\W|$)")
"""A move or a cell in a game's notation (``Nf3``, ``exd5``, ``h8``, ``O-O``)."""
OPENING = re.compile(r"\b[A-E]\d\d\b")
"""A line naming a chess opening (``A04 · Zukertort Opening``): opening names stay as the
public list writes them, as chess programs show them in every language."""
SKIPPED = re.compile(r"^&?(Quit|New game)")
"""Actions the walk does not trigger: leaving, and starting over (the walk's game)."""


@pytest.fixture
def no_blocking_dialogs(monkeypatch) -> Iterator[list[QWidget]]:
    """File dialogs answer "cancelled"; a modal dialog's ``exec`` shows it for the walk to
    read, then answers "rejected" (the walk collects what each showed)."""
    shown: list[QWidget] = []

    def show_then_reject(dialog: QDialog) -> int:
        dialog.show()
        shown.append(dialog)
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", False))
    monkeypatch.setattr(QDialog, "exec", show_then_reject)
    monkeypatch.setattr(QMessageBox, "exec", show_then_reject)
    yield shown
    remove_language()


def widget_texts(top: QWidget) -> list[str]:
    """What ``top`` says: its title and the words of its labels, buttons, group boxes,
    lists, tabs and table headers."""
    texts = [top.windowTitle()]
    for child in top.findChildren(QWidget):
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        elif isinstance(child, QGroupBox):
            texts.append(child.title())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(index) for index in range(child.count())]
        elif isinstance(child, QTabWidget):
            texts += [child.tabText(index) for index in range(child.count())]
        elif isinstance(child, QListWidget):
            texts += [child.item(index).text() for index in range(child.count())]
        elif isinstance(child, QTableWidget):
            headers = (child.horizontalHeaderItem(i) for i in range(child.columnCount()))
            texts += [header.text() for header in headers if header is not None]
        texts.append(child.toolTip())
    return [text for text in texts if text]


def walk_windows(window: MainWindow, shown: list[QWidget]) -> list[tuple[str, ...]]:
    """Trigger every enabled action of ``window``'s menus, in order; after each, the texts
    of every other window open (each then closed)."""
    seen: list[tuple[str, ...]] = []

    def walk(actions) -> None:
        for action in actions:
            if action.menu() is not None:
                walk(action.menu().actions())
                continue
            if action.isSeparator() or not action.isEnabled() or SKIPPED.match(action.text()):
                continue
            action.trigger()
            QApplication.processEvents()
            tops = [top for top in QApplication.topLevelWidgets() if top.isVisible()]
            for top in [*tops, *shown]:
                if top is not window and not isinstance(top, type(window)):
                    seen.append(tuple(widget_texts(top)))
                    top.close()
            shown.clear()

    walk(window.menuBar().actions())
    return seen


SAME_EVERYWHERE = {"OK", "X", "O"}
"""Qt's own button and tic-tac-toe's sides, written so in every language."""


def is_english(text: str, code: str) -> bool:
    """Whether ``text`` has English words that are not moves or opening names."""
    if OPENING.search(text) or text.replace("&", "") in SAME_EVERYWHERE:
        return False
    return bool(english_words(MOVE.sub("", text), code))


@pytest.mark.slow
@pytest.mark.parametrize("code", ["de", "fr", "es"])
@pytest.mark.parametrize("game", ["tictactoe", "gomoku-renju", "chess"])
def test_no_window_a_menu_opens_is_left_in_english(
    make_window, no_blocking_dialogs, game: str, code: str
) -> None:
    english = walk_windows(make_window(game, "beginner", computer=()), no_blocking_dialogs)
    lessons._page.cache_clear()  # the Learn pages the English walk made
    install_language(code)
    translated = walk_windows(make_window(game, "beginner", computer=()), no_blocking_dialogs)
    assert len(translated) == len(english) and english  # the same windows, some at least
    left = [
        text
        for before, after in zip(english, translated, strict=True)
        for text in set(after) & set(before)
        if is_english(text, code)
    ]
    assert left == []
