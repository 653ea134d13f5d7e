"""Plyboard in the player's language: the translations of ``resources/translations``.

The translations are Qt Linguist ``.ts`` files, read at run time by :class:`TsTranslator`
(a ``QTranslator`` whose ``translate`` Qt calls for every ``tr``/``translate`` string), so
no ``lrelease`` step is needed.  Qt's own ``qtbase_<lang>.qm`` (standard buttons) comes from
PyQt6.  The chosen language (*View > Language*) is kept under :data:`LANGUAGE_KEY` in the
settings file; a missing or bad value means *System default*.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

SYSTEM_LANGUAGE = "system"
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
"""The languages Plyboard speaks, by ISO 639-1 code, each named in itself."""
LANGUAGE_CHOICES = (SYSTEM_LANGUAGE, *LANGUAGES)
LANGUAGE_KEY = "view/language"


def translations_dir() -> Path:
    """Where the ``plyboard_<lang>.ts`` files are."""
    return Path(str(resources.files("resources").joinpath("translations")))


def ts_path(language: str) -> Path:
    """The translation file of ``language`` (an ISO 639-1 code)."""
    return translations_dir() / f"plyboard_{language}.ts"


@dataclass(frozen=True, slots=True)
class TsMessage:
    """One message of a ``.ts`` file: its translation (one form, or the plural forms, ``n``
    is 1 first) and whether a translator marked it finished."""

    forms: tuple[str, ...]
    finished: bool
    plural: bool


def read_ts(path: Path) -> dict[tuple[str, str], TsMessage]:
    """The messages of the ``.ts`` file at ``path`` by (context, source text)."""
    messages: dict[tuple[str, str], TsMessage] = {}
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            plural = message.get("numerus") == "yes"
            messages[(name, message.findtext("source", ""))] = TsMessage(
                tuple(forms) if plural else (translation.text or "",),
                translation.get("type") not in ("unfinished", "obsolete", "vanished"),
                plural,
            )
    return messages


class TsTranslator(QTranslator):
    """Translations read from one ``.ts`` file: each message with a non-empty translation;
    plural messages choose their form by ``n`` (the first when ``n`` is 1)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self._messages = {
            key: message.forms
            for key, message in read_ts(path).items()
            if message.forms and all(message.forms)
        }

    def translate(
        self,
        context: str | None,
        source_text: str | None,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str | None:
        """The translation, or ``None`` (Qt's null string: ask the next translator)."""
        forms = self._messages.get((context or "", source_text or ""))
        if not forms:
            return None
        return forms[1] if n != 1 and n >= 0 and len(forms) > 1 else forms[0]

    def isEmpty(self) -> bool:
        return not self._messages


def read_language(settings_path: Path) -> str:
    """The language stored in the settings file at ``settings_path``: one of
    :data:`LANGUAGE_CHOICES`, *System default* when missing or not one of them."""
    stored = QSettings(str(settings_path), QSettings.Format.IniFormat)
    try:
        raw = stored.value(LANGUAGE_KEY, SYSTEM_LANGUAGE)
    except TypeError:
        return SYSTEM_LANGUAGE
    return raw if isinstance(raw, str) and raw in LANGUAGE_CHOICES else SYSTEM_LANGUAGE


def write_language(settings_path: Path, choice: str) -> None:
    """Store ``choice`` (one of :data:`LANGUAGE_CHOICES`) in the settings file."""
    stored = QSettings(str(settings_path), QSettings.Format.IniFormat)
    stored.setValue(LANGUAGE_KEY, choice)
    stored.sync()


def resolved_language(choice: str, system: QLocale | None = None) -> str:
    """The language code ``choice`` stands for: the system locale's language when
    ``choice`` is *System default* (English when Plyboard does not speak it)."""
    if choice in LANGUAGES:
        return choice
    locale = system if system is not None else QLocale.system()
    code = locale.name().split("_")[0]
    return code if code in LANGUAGES else "en"


_installed: list[QTranslator] = []
"""The translators in use (kept alive here: Qt does not own them)."""
_language = ["en"]
"""The code of the language installed last (English when none is)."""


def number_text(value: int) -> str:
    """``value`` written as the installed language groups digits ("40,000", "40.000")."""
    return QLocale(_language[0]).toString(value)


def install_language(choice: str) -> str:
    """Translate the application into ``choice`` (one of :data:`LANGUAGE_CHOICES`) from
    now on, replacing any language installed before; returns the language code used.
    Widgets made before keep their texts."""
    app = QCoreApplication.instance()
    assert app is not None
    remove_language()
    language = resolved_language(choice)
    qt_base = QTranslator()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_base.load(f"qtbase_{language}", qt_dir):
        _installed.append(qt_base)
    _installed.append(TsTranslator(ts_path(language)))
    for translator in _installed:
        app.installTranslator(translator)
    _language[0] = language
    return language


def remove_language() -> None:
    """Stop translating: the texts made from now on are the source's (English)."""
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    _language[0] = "en"
