"""The in-app rules: ``resources/rules/rules-<lang>.html`` in a resizable dialog.

API::

    RulesDialog(parent=None, language=None)   # None: the "language" setting, else the system's
    dialog.show_section("dog")                # jump to an anchor: goal, material, setup, turn,
                                              # scoring, dog, end, count, goatmaster
    rules_file(language) -> Path              # rules-<lang>.html, falling back to rules-en.html

The page is written in the project's own words (``docs/rules/goat-master.md`` is the authority) and
illustrated with the game's own SVG art: the HTML refers to ``../art/cards/…svg``
and ``../art/pieces/…svg``, so the page reads well in any browser too.  In the
dialog each picture is drawn as the table draws it (``CardArt``): at its size on
the page, sharp on the screen's pixels, and with the card's name lettered in the
player's language (the SVGs leave the name plate blank).  This works in a
checkout (``resources/``) and in an installed wheel (``goatmaster/resources/``);
the ``rules/*.html`` files must be listed in the wheel's package data.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator, Optional

from PySide6.QtCore import QLocale, QSize, QUrl
from PySide6.QtGui import QPixmap, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QDialog, QPushButton, QTextBrowser, QWidget

from ..games.goat_master.qt.pictures import art

from ..views.forms import apply_style, load_form_into, set_role

DEFAULT_LANGUAGE = "en"
#: Picture files whose name is not the card id ``CardArt`` draws them by.
_ART_NAMES = {"dog": "D01", "milk-1": "M1.1", "milk-2": "M2.1"}


def rules_dir() -> Path:
    """``resources/rules`` (or ``goatmaster/resources/rules`` when installed)."""
    from ..games.goat_master.qt.art import find_art_root
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


def page_images(document: QTextDocument) -> Iterator[QTextImageFormat]:
    """The pictures a rich-text document shows, in order."""
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            style = fragments.fragment().charFormat()
            if style.isImageFormat():
                yield QTextImageFormat(style)
            fragments += 1
        block = block.next()


def _game_picture(image: QTextImageFormat, dpr: float) -> Optional[QPixmap]:
    """The page's picture drawn by ``CardArt`` at its size, or None if it is not the game's art."""
    size = QSize(round(image.width()), round(image.height()))
    stem = Path(image.name()).stem
    if size.isEmpty():
        return None
    try:
        return art().pixmap(_ART_NAMES.get(stem, stem), size, dpr)
    except KeyError:
        return None


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
        self.browser.sourceChanged.connect(self._draw_pictures)
        self.browser.setSource(QUrl.fromLocalFile(str(self.path)))
        self.browser.backwardAvailable.connect(self.backButton.setEnabled)
        self.backButton.setEnabled(False)
        self.backButton.clicked.connect(self.browser.backward)
        self.topButton.clicked.connect(lambda: self.show_section("top"))
        self.closeButton.clicked.connect(self.accept)

    def _draw_pictures(self) -> None:
        """Give every picture of the page its drawing by ``CardArt`` (see the module docstring)."""
        document = self.browser.document()
        dpr = self.devicePixelRatioF()
        for image in page_images(document):
            picture = _game_picture(image, dpr)
            if picture is not None:             # the document finds a picture by its full URL
                document.addResource(QTextDocument.ResourceType.ImageResource,
                                     document.baseUrl().resolved(QUrl(image.name())), picture)
        document.markContentsDirty(0, document.characterCount())

    def show_section(self, anchor: str) -> None:
        """Scroll to one section (see the module docstring); "top" for the beginning."""
        if anchor == "top":
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)
