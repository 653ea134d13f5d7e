"""Plyboard in German, French and Spanish: every string translated, placeholders kept, the
window's menus in the chosen language, and *View > Language* remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PyQt6.QtCore import QCoreApplication, QLocale, QSettings

from app.gui.i18n import (
    LANGUAGE_KEY,
    install_language,
    read_language,
    remove_language,
    resolved_language,
    ts_path,
)
from app.gui.window.settings import Settings
from tools.gui import i18n as i18n_tool


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


def test_every_side_game_and_level_name_of_the_games_is_listed_for_translation() -> None:
    from app.gui.texts import WORDS
    from games.registry import game_names, get_game

    for name in game_names():
        spec = get_game(name)
        assert spec.title in WORDS, spec.title
        for word in (*spec.player_names, *spec.levels):
            assert word in WORDS or len(word) == 1, word  # X and O stay as they are


@pytest.mark.parametrize(
    ("code", "turn", "game", "level"),
    [
        ("de", "Schwarz am Zug", "Schach", "&Anfänger"),
        ("fr", "Au tour de Noir", "Échecs", "&Débutant"),
        ("es", "Juegan Negras", "Ajedrez", "&Principiante"),
    ],
)
def test_the_games_own_words_follow_the_language(
    make_window, language, code: str, turn: str, game: str, level: str
) -> None:
    assert install_language(code) == code
    window = make_window("chess", "beginner", computer=())
    window.controller.play_move(window.controller.state.legal_moves()[0])
    assert window.panel.turn.text().startswith(turn), window.panel.turn.text()
    assert window.panel.title.text() == game
    assert game in window.windowTitle()
    assert window.menus.levels["beginner"].text() == level


def test_no_english_literal_is_shown_without_tr() -> None:
    assert i18n_tool.bare_literals() == []


def test_a_planted_literal_is_found(tmp_path: Path) -> None:
    package = tmp_path / "app" / "gui"
    package.mkdir(parents=True)
    (package / "planted.py").write_text(
        "def build(label, action, logger):\n"
        "    label.setText('Hello there')\n"
        "    label.setText(translate('Planted', 'Translated'))\n"
        "    action.setToolTip('—')\n"
        "    logger.info('not shown')\n"
        "    label.setText(f'<p>{label}</p>')\n"
        "    label.setText(f'Move {action}')\n",
        encoding="utf-8",
    )
    found = i18n_tool.bare_literals(package)
    assert found == [
        "app/gui/planted.py:2: 'Hello there' without tr()",
        "app/gui/planted.py:7: 'Move ' without tr()",
    ]
