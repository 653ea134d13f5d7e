"""Plyboard in German, French and Spanish: every string translated, placeholders kept, the
window's menus in the chosen language, and *View > Language* remembered."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QCoreApplication, QLocale, QSettings
from PyQt6.QtWidgets import QLabel

from app.gui.i18n import (
    LANGUAGE_KEY,
    install_language,
    read_language,
    remove_language,
    resolved_language,
    ts_path,
)
from app.gui.texts import level_details, said
from app.gui.window.settings import Settings
from engine.player import Level
from engine.search import Limits
from tools.gui import i18n as i18n_tool
from tools.gui.literals import ALLOWED, WORD


@pytest.fixture
def language(qapp) -> Iterator[None]:
    """Whatever language a test installs is removed after it."""
    yield
    remove_language()


def test_every_string_has_a_translation_with_the_same_placeholders() -> None:
    assert i18n_tool.problems() == []


def test_the_check_names_a_missing_translation_and_a_lost_placeholder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "plyboard_de.ts"
    text = ts_path("de").read_text(encoding="utf-8")
    emptied = text.count("<translation>&amp;Neues Spiel</translation>")  # in every context
    text = text.replace("<translation>&amp;Neues Spiel</translation>", "<translation />")
    text = text.replace("Regeln von {game}", "Regeln")
    broken.write_text(text, encoding="utf-8")
    monkeypatch.setattr(
        i18n_tool, "ts_path", lambda code: broken if code == "de" else ts_path(code)
    )
    found = i18n_tool.problems()
    assert any("'&New game' has no finished translation" in line for line in found)
    assert any("'Rules of {game}': placeholders of 'Regeln' differ" in line for line in found)
    assert len(found) == emptied + 1


@pytest.mark.parametrize(
    ("code", "game_menu", "new_game", "view_menu"),
    [
        ("de", "&Spiel", "&Neues Spiel", "&Ansicht"),
        ("fr", "&Partie", "&Nouvelle partie", "&Affichage"),
        ("es", "&Partida", "&Nueva partida", "&Ver"),
    ],
)
def test_the_window_speaks_the_installed_language(
    make_window, language, code: str, game_menu: str, new_game: str, view_menu: str
) -> None:
    assert install_language(code) == code
    window = make_window("tictactoe", "easy")
    assert window.menus.game_menu.title() == game_menu
    assert window.menus.new_game.text() == new_game
    assert window.menus.view_menu.title() == view_menu


def test_plural_forms_follow_the_count(language) -> None:
    message = "An unfinished game of {game} (%n move(s)) was saved. Resume it?"
    install_language("de")
    one = QCoreApplication.translate("SidePanel", message, None, 1)
    five = QCoreApplication.translate("SidePanel", message, None, 5)
    assert (one, five) == (
        "Eine unbeendete Partie {game} (1 Zug) wurde gespeichert. Fortsetzen?",
        "Eine unbeendete Partie {game} (5 Züge) wurde gespeichert. Fortsetzen?",
    )
    install_language("en")
    assert QCoreApplication.translate("SidePanel", message, None, 1).endswith(
        "(1 move) was saved. Resume it?"
    )


def test_qt_standard_buttons_follow_the_language(language) -> None:
    install_language("fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_choosing_a_language_keeps_it_for_the_next_start(make_window, tmp_path: Path) -> None:
    settings_path = tmp_path / "config" / "settings.ini"
    window = make_window("tictactoe", "easy", settings=Settings(settings_path))
    assert window.language.choices["system"].isChecked()
    window.language.choices["es"].trigger()
    assert read_language(settings_path) == "es"
    assert window.status_bar.currentMessage() == "The language changes when Plyboard starts again."
    assert window.menus.new_game.text() == "&New game"  # until the next start


def test_a_bad_stored_language_falls_back_to_the_system_default(
    make_window, tmp_path: Path
) -> None:
    settings_path = tmp_path / "settings.ini"
    stored = QSettings(str(settings_path), QSettings.Format.IniFormat)
    stored.setValue(LANGUAGE_KEY, "klingon")
    stored.sync()
    assert read_language(settings_path) == "system"
    window = make_window("tictactoe", "easy", settings=Settings(settings_path))
    assert window.language.choices["system"].isChecked()


@pytest.mark.parametrize(
    ("choice", "system", "expected"),
    [
        ("system", "de_DE", "de"),
        ("system", "fr_CA", "fr"),
        ("system", "ja_JP", "en"),
        ("es", "de_DE", "es"),
        ("en", "fr_FR", "en"),
    ],
)
def test_system_default_follows_the_locale_and_english_otherwise(
    choice: str, system: str, expected: str
) -> None:
    assert resolved_language(choice, QLocale(system)) == expected


def test_a_language_nobody_speaks_starts_in_english(make_window, language) -> None:
    assert install_language("klingon") in ("en", "de", "fr", "es")  # the system's, or English
    install_language("en")
    window = make_window("tictactoe", "easy")
    assert window.menus.game_menu.title() == "&Game"


NAMES = ALLOWED | {
    "Teeko", "Gomoku", "renju", "Minimax", "English", "Deutsch", "Français", "Swap", "Swap2",
}  # fmt: skip
"""Words the same in English and the translations: names of games, opening rules,
programs, formats and languages (each named in itself)."""
SAME_WORDS = {
    "de": {"Computer", "COMPUTER", "Engine", "System"},
    "fr": {"standard", "Expert", "Animation", "Volume", "Palette", "Silhouettes", "Options"},
    "es": {"Normal"},
}
"""Words a language writes as English does."""
GAMES = ("tictactoe", "connect4", "hare-hounds", "teeko", "gomoku-renju", "chess")


def shown_texts(window) -> dict[tuple[int, ...], str]:
    """Every menu entry (menu titles, actions, submenus) and side panel line of ``window``,
    by its place: the menu bar's entries by their indices, then the panel's labels."""
    texts: dict[tuple[int, ...], str] = {}

    def walk(actions, place: tuple[int, ...]) -> None:
        for index, action in enumerate(actions):
            texts[(*place, index)] = action.text()
            if action.toolTip() != action.text().replace("&", ""):
                texts[(*place, index, -1)] = action.toolTip()
            if action.menu() is not None:
                walk(action.menu().actions(), (*place, index))

    walk(window.menuBar().actions(), (0,))
    for index, label in enumerate(window.panel.findChildren(QLabel)):
        texts[(1, index)] = label.text()
    return texts


def english_words(text: str, code: str) -> list[str]:
    """The words of ``text`` that are English and not ``code``'s as well."""
    same = NAMES | SAME_WORDS[code]
    return [word for word in WORD.findall(text.replace("&", "")) if word not in same]


@pytest.mark.parametrize("code", ["de", "fr", "es"])
@pytest.mark.parametrize("game", GAMES)
def test_no_menu_entry_or_panel_line_is_left_in_english(
    make_window, language, game: str, code: str
) -> None:
    english = shown_texts(make_window(game, "easy"))
    install_language(code)
    translated = shown_texts(make_window(game, "easy"))
    assert translated.keys() == english.keys()
    left = [
        text
        for place, text in translated.items()
        if text == english[place] and english_words(text, code)
    ]
    assert left == []


def test_the_panel_names_the_game_sides_and_levels_in_german(make_window, language) -> None:
    install_language("de")
    window = make_window("chess", "beginner")
    assert window.windowTitle() == "Plyboard — Schach"
    assert window.panel.title.text() == "Schach"
    assert window.panel.turn.text() == "Weiß am Zug \u2013 Sie sind dran"
    assert window.panel.players.text() == "Weiß: Sie\nSchwarz: Computer (Anfänger)"
    expert_elo = window.controller.spec.level("expert").rating
    assert window.menus.levels["expert"].text() == f"&Experte — etwa {expert_elo}"
    assert "&Vier gewinnt" in [action.text() for action in window.menus.games.values()]


@pytest.mark.parametrize(
    ("english", "german"),
    [
        ("Red wins (four in a row)", "Sieg für Rot (vier in einer Reihe)"),
        ("Draw (threefold repetition)", "Remis (dreifache Stellungswiederholung)"),
        ("Connect Four (8\u00d77)", "Vier gewinnt (8\u00d77)"),
        ("Chess (from a position)", "Schach (aus einer Stellung)"),
        (
            "blocks a four and makes two threats",
            "blockiert eine Vierer-Reihe und schafft zwei Drohungen",
        ),
        ("wins in 5 plies by fours", "gewinnt in 5 Halbzügen durch Vierer"),
        (
            "White is in check; White may claim a draw (fifty-move rule)",
            "Weiß steht im Schach; Weiß kann Remis beanspruchen (50-Züge-Regel)",
        ),
        ("Computer plays Nf3, check.", "Der Computer spielt Nf3, Schach."),
        (
            "Hounds: alphabeta, depth 2; Hare: mcts, 1,000 nodes",
            "Hunde: alphabeta, Tiefe 2; Hase: mcts, 1.000 Knoten",
        ),
        ("Column 4 is full.", "Spalte 4 ist voll."),
        ("The hare moves from point 6 to point 7.", "Der Hase zieht von Punkt 6 auf Punkt 7."),
        ("d2: white pawn", "d2: Bauer (weiß)"),
        ("h8: black stone, move 17", "h8: Stein (schwarz), Zug 17"),
        ("column 4: three discs, red on top", "Spalte 4: drei Scheiben, oben rot"),
        ("You drop in column 4.", "Sie werfen in Spalte 4 ein."),
        ("A sentence no game says.", "A sentence no game says."),
    ],
)
def test_the_games_words_are_said_in_german(language, english: str, german: str) -> None:
    install_language("de")
    assert said(english) == german


@pytest.mark.parametrize(
    ("code", "details"),
    [
        ("en", "compiled, 40,000 nodes"),
        ("de", "kompiliert, 40.000 Knoten"),
        ("fr", "compilé, 40\u202f000 nœuds"),
        ("es", "compilado, 40.000 nodos"),
    ],
)
def test_a_levels_node_count_is_grouped_as_the_language_writes_numbers(
    language, code: str, details: str
) -> None:
    install_language(code)
    assert level_details(Level("compiled", Limits(nodes=40_000))) == details


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_every_games_rules_are_translated_sentence_by_sentence(language, code: str) -> None:
    from app.gui.rules_words import rules_words
    from games.hare_hounds.spec import Variant, rules_text
    from games.registry import game_names, get_game

    install_language(code)
    rules = [get_game(name).rules for name in game_names()]
    rules += [
        rules_text(Variant(hare_first=first, hare_centre=centre, goal=goal, limit=limit))
        for first in (False, True)
        for centre in (False, True)
        for goal in ("escape", "tip")
        for limit in ("stalling", "plies40")
    ]
    for english in rules:
        translated = rules_words(english)
        sentences = re.split(r"(?<=\.)\s+", english.replace("\n\n", " "))
        assert [sentence for sentence in sentences if sentence in translated] == []
        assert translated.count("\n\n") == english.count("\n\n")


@pytest.mark.parametrize(
    ("words", "english", "german"),
    [
        (
            "opening",
            "I take White: Black's stones give White the better game, +0.4",
            "Ich nehme Weiß: Die Steine von Schwarz geben Weiß das bessere Spiel, +0.4",
        ),
        (
            "opening",
            "I pick h7 for Black's 5th stone: it leaves White -0.3, g9 would leave +0.2",
            "Ich wähle h7 als 5. Stein von Schwarz: Das lässt Weiß -0.3, g9 ließe +0.2",
        ),
        ("opening", "that point is already taken", "dieser Punkt ist schon besetzt"),
        ("puzzle", "this lets Yellow win in 6 moves", "damit gewinnt Gelb in 6 Zügen"),
        ("puzzle", "mate in 2", "Matt in 2"),
    ],
)
def test_the_computers_reasons_are_said_in_german(
    language, words: str, english: str, german: str
) -> None:
    from app.gui.games.mnk.opening_words import opening_words
    from app.gui.puzzles.verdict_words import puzzle_words

    install_language("de")
    assert {"opening": opening_words, "puzzle": puzzle_words}[words](english) == german
