"""The in-app rules: ``resources/rules/rules-<lang>.html`` in a resizable dialog.

API::

    RulesDialog(parent=None, language=None)   # None: the "language" setting, else the system's
    dialog.show_section("dog")                # jump to an anchor: goal, material, setup, turn,
                                              # scoring, dog, end, count, goatmaster
    rules_file(language) -> Path              # rules-<lang>.html, falling back to rules-en.html

The page is written in the project's own words (``RULES.md`` is the authority) and
illustrated with the game's own SVG art: the HTML refers to ``../art/cards/…svg``
and ``../art/pieces/…svg``, which QTextBrowser draws through Qt's SVG image plugin,
so the same files that draw the table draw the rules, in a checkout
(``resources/``) and in an installed wheel (``goatmaster/resources/``).  The
``rules/*.html`` files must be listed in the wheel's package data.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtCore import QLocale, QUrl
from PySide6.QtWidgets import QDialog, QPushButton, QTextBrowser, QWidget

from .forms import apply_style, load_form_into, set_role

DEFAULT_LANGUAGE = "en"


def rules_dir() -> Path:
    """``resources/rules`` (or ``goatmaster/resources/rules`` when installed)."""
    from ..views.art import find_art_root
    return Path(str(find_art_root())).parent / "rules"


def rules_file(language: Optional[str] = None) -> Path:
    """The rules page in ``language`` ("fr", "de_CH", …), or the English one."""
    folder = rules_dir()
    code = (language or "").replace("-", "_")
    for candidate in (code, code.split("_")[0]):
        if candidate:
            path = folder / f"rules-{candidate.lower()}.html"
            if path.is_file():
                return path
    return folder / f"rules-{DEFAULT_LANGUAGE}.html"


def _chosen_language() -> str:
    """The language setting, else the system's (``QLocale().name()``, e.g. "fr_FR")."""
    from .settings_dialog import language
    from .user_files import settings
    return language(settings()) or QLocale().name()


class RulesDialog(QDialog):
    """How to play, with pictures; resizable, with back and contents buttons."""

    browser: QTextBrowser
    backButton: QPushButton
    topButton: QPushButton
    closeButton: QPushButton

    def __init__(self, parent: Optional[QWidget] = None, language: Optional[str] = None) -> None:
        super().__init__(parent)
        load_form_into(self, "rules_dialog.ui")
        apply_style(self, "QTextBrowser { padding: 6px 10px; }")
        set_role(self.closeButton, "primary")
        self.path = rules_file(language if language is not None else _chosen_language())
        self.browser.setSource(QUrl.fromLocalFile(str(self.path)))
        self.browser.backwardAvailable.connect(self.backButton.setEnabled)
        self.backButton.setEnabled(False)
        self.backButton.clicked.connect(self.browser.backward)
        self.topButton.clicked.connect(lambda: self.show_section("top"))
        self.closeButton.clicked.connect(self.accept)

    def show_section(self, anchor: str) -> None:
        """Scroll to one section (see the module docstring); "top" for the beginning."""
        if anchor == "top":
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)
