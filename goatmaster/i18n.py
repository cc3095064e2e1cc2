"""The game's languages: English (the source text), French and German.

API::

    install_translators(app, language="") -> str   # "" follows the system; returns "en", "fr" or "de"
    saved_language() -> str                          # the player's "language" setting ("" = system)
    language_code(language) -> str                   # what a setting asks for: "en", "fr" or "de"
    system_language() -> str                         # the system's language if we ship it, else "en"

The translations are Qt Linguist files, ``resources/translations/goatmaster_<lang>.ts``,
compiled by ``pyside6-lrelease`` into the ``goatmaster_<lang>.qm`` beside them
(``scripts/update-translations`` does both steps; the ``.qm`` files are committed and
shipped as package data, so a wheel and an editable install load the same files).
Qt's own texts (standard buttons, file dialogs) come from ``qtbase_<lang>.qm`` in
PySide6's translations folder (a frozen bundle keeps it there too); the few that Qt's
catalogue lacks are in ours (``views.file_dialogs.QT_TEXTS``), installed after Qt's so
that Qt asks it first.  English is the source text; its own file holds only
the plural forms of the texts counted with ``%n`` ("1 player", "2 players").
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from .resource_files import resource_folder


#: The languages the game speaks; the first is the language of the source text.
LANGUAGES = ("en", "fr", "de")
SOURCE_LANGUAGE = "en"
#: The QSettings key that holds the player's choice ("" follows the system).
LANGUAGE_KEY = "language"

# The translators in use: kept referenced so Python does not delete them while installed.
_installed: list[QTranslator] = []


def system_language() -> str:
    """The first of the system's UI languages that the game speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def saved_language() -> str:
    """The player's language setting: "en", "fr", "de", or "" for the system's (also when unset or garbled)."""
    try:
        from .app.player_data.user_files import settings
        store = settings()
    except ImportError:
        store = QSettings("Goat Master", "Goat Master")
    value = store.value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in LANGUAGES else ""


def _translations_folder():
    """Where the ``.qm`` files are: the installed package's (wheel or editable install), else the checkout's."""
    return resource_folder("translations")


class GameTranslator(QTranslator):
    """Our translator, loaded from the bytes of a ``.qm`` file, which it keeps in ``qm_data``."""

    qm_data: bytes


def load_game_translator(language: str) -> Optional[GameTranslator]:
    """Our translator for ``language`` from its ``.qm`` file; None if there is none."""
    qm = _translations_folder() / f"goatmaster_{language}.qm"
    if not qm.is_file():
        return None
    data = qm.read_bytes()      # read as bytes: a Traversable need not be a file on disk
    translator = GameTranslator()
    if not translator.load(data):
        return None
    translator.qm_data = data       # Qt reads the bytes in place: keep them alive
    return translator


def load_qt_translator(language: str) -> Optional[QTranslator]:
    """Qt's own translations (``qtbase_<lang>.qm``) from PySide6, or None if not there."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if folder and translator.load(f"qtbase_{language}", folder):
        return translator
    return None


def language_code(language: str) -> str:
    """The language a setting asks for: "" is the system's, an unknown one English."""
    code = (language or "").replace("_", "-").split("-")[0].lower() or system_language()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def install_translators(app: QCoreApplication, language: str = "") -> str:
    """Speak ``language`` ("" = the system's) from now on; returns the language in use.

    Removes the translators installed before, so calling it again switches language
    at run time: Qt then sends every widget a ``LanguageChange`` event.  An unknown
    code or a missing translation falls back to English.
    """
    while _installed:
        app.removeTranslator(_installed.pop())
    code = language_code(language)
    ours = load_game_translator(code)
    if ours is None and code != SOURCE_LANGUAGE:
        code, ours = SOURCE_LANGUAGE, load_game_translator(SOURCE_LANGUAGE)
    qt = load_qt_translator(code) if code != SOURCE_LANGUAGE else None
    for translator in (qt, ours):
        if translator is not None and app.installTranslator(translator):
            _installed.append(translator)
    QLocale.setDefault(QLocale(code) if language else QLocale.system())
    return code


def installed_language() -> str:
    """The language of the translators installed now ("en" when none)."""
    for translator in _installed:
        if isinstance(translator, GameTranslator):
            return translator.language().split("_")[0] or SOURCE_LANGUAGE
    return SOURCE_LANGUAGE
