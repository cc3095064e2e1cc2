"""The in-app rules of each game: ``resources/rules/<page>-<lang>.html`` in a resizable dialog.

API::

    RulesDialog(parent=None, language=None, game=DEFAULT_GAME)
                                              # language None: the "language" setting, else the
                                              # system's; game: a registry name ("meadow", "rows")
    dialog.show_section("dog")                # jump to an anchor (see below)
    rules_file(language, game=DEFAULT_GAME) -> Path
                                              # the page in that language, else the English one

A game's pages are ``<stem>-<lang>.html``, the stem its registry entry's ``rules``.
Goat Master's are ``rules-<lang>.html`` (anchors goal, material, setup, turn, scoring,
dog, end, count, goatmaster); the other games' pages are named after the game
(``meadow-dice-<lang>.html``, ``goal-rows-<lang>.html``), with the sections' anchors (goal,
material, setup, turn, …, examples, details) and one anchor per rule id ("D7", "T10").

Every page is written in the project's own words (``docs/rules/<game>.md`` is the authority)
and reads well in any browser too.  Goat Master's page shows the game's own SVG art
(``../art/cards/…svg``, ``../art/pieces/…svg``); in the dialog each of those pictures is drawn
as the table draws it (``CardArt``), with the card's name lettered in the player's language
(the SVGs leave the name plate blank).  The other pages' pictures are in ``rules/img/``
(made by ``scripts/make_rules_pictures.py``).  Every picture is drawn at its size on the page,
sharp on the screen's pixels (the document keeps one drawing per file, so a page shows each
file at one size).  This works in a checkout (``resources/``) and in an installed wheel
(``goatmaster/resources/``); ``rules/*.html`` and ``rules/img/*.svg`` must be listed in
the wheel's package data.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Iterator, Optional

from PySide6.QtCore import QCoreApplication, QLocale, QSize, QUrl
from PySide6.QtGui import QPainter, QPixmap, QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QPushButton, QTextBrowser, QWidget

from ... import games as _games  # noqa: F401  (importing it registers every game)
from ...core.registry import entries, entry
from ...resource_files import resource_folder
from ...views.forms import apply_style, blank_pixmap, load_form_into, set_role
from ..play.game_window import READ_ALOUD

DEFAULT_LANGUAGE = "en"
#: The game whose rules show when none is named: the first registered.
DEFAULT_GAME = entries()[0].name


def rules_dir() -> Path:
    """``resources/rules`` (or ``goatmaster/resources/rules`` when installed)."""
    return Path(str(resource_folder("rules")))


def rules_file(language: Optional[str] = None, game: str = DEFAULT_GAME) -> Path:
    """``game``'s rules page in ``language`` ("fr", "de_CH", …), or its English one.

    Raises KeyError for a game that has no rules page.
    """
    folder, stem = rules_dir(), entry(game).rules
    if not stem:
        raise KeyError(f"{game} has no rules page")
    code = (language or "").replace("-", "_")
    for candidate in (code, code.split("_")[0]):
        if candidate:
            path = folder / f"{stem}-{candidate.lower()}.html"
            if path.is_file():
                return path
    return folder / f"{stem}-{DEFAULT_LANGUAGE}.html"


def _chosen_language() -> str:
    """The language setting, else the system's (``QLocale().name()``, e.g. "fr_FR")."""
    from .settings_dialog import language
    from ..player_data.user_files import settings
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


def _picture(game: str, image: QTextImageFormat, url: QUrl, dpr: float) -> Optional[QPixmap]:
    """The page's picture at its size on the page: as the game's table draws it (Goat Master's
    cards, lettered), else drawn from its SVG file; None for a picture without a size or neither."""
    from ..play.game_window import table_class
    size = QSize(round(image.width()), round(image.height()))
    if size.isEmpty():
        return None
    drawn = table_class(entry(game)).rules_picture(Path(image.name()).stem, size, dpr)
    if drawn is not None:
        return drawn
    renderer = QSvgRenderer(url.toLocalFile()) if url.isLocalFile() else None
    if renderer is None or not renderer.isValid():
        return None
    picture = blank_pixmap(size, dpr)
    painter = QPainter(picture)
    renderer.render(painter)
    painter.end()
    return picture


class RulesDialog(QDialog):
    """How to play, with pictures; resizable, with back and contents buttons."""

    browser: QTextBrowser
    backButton: QPushButton
    topButton: QPushButton
    closeButton: QPushButton

    def __init__(self, parent: Optional[QWidget] = None, language: Optional[str] = None,
                 game: str = DEFAULT_GAME) -> None:
        super().__init__(parent)
        load_form_into(self, "rules_dialog.ui")
        apply_style(self, "QTextBrowser { padding: 6px 10px; }")
        set_role(self.closeButton, "primary")
        self.game = game
        self.path = rules_file(language if language is not None else _chosen_language(), game)
        self.browser.sourceChanged.connect(self._draw_pictures)
        self.browser.sourceChanged.connect(self._add_keys)
        self.browser.setSource(QUrl.fromLocalFile(str(self.path)))
        # "How to play <game>" in the page's own language.
        self.setWindowTitle(self.browser.documentTitle() or self.windowTitle())
        self.browser.backwardAvailable.connect(self.backButton.setEnabled)
        self.backButton.setEnabled(False)
        self.backButton.clicked.connect(self.browser.backward)
        self.topButton.clicked.connect(lambda: self.show_section("top"))
        self.closeButton.clicked.connect(self.accept)

    def _draw_pictures(self) -> None:
        """Give every picture of the page its drawing at its size (see the module docstring)."""
        document = self.browser.document()
        dpr = self.devicePixelRatioF()
        for image in page_images(document):
            url = document.baseUrl().resolved(QUrl(image.name()))
            picture = _picture(self.game, image, url, dpr)
            if picture is not None:             # the document finds a picture by its full URL
                document.addResource(QTextDocument.ResourceType.ImageResource, url, picture)
        document.markContentsDirty(0, document.characterCount())

    def _add_keys(self) -> None:
        """Every game's page ends with the keys that read the game aloud (Help ▸ Read aloud)."""
        keys = "".join(f"<li><b>{key}</b>: {html.escape(QCoreApplication.translate('GameWindow', words))}</li>"
                       for key, words in READ_ALOUD)
        cursor = QTextCursor(self.browser.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        intro = self.tr("With a screen reader, the table is read as a list of what lies on it, and your moves "
                        "as buttons; the game says each move as it is made. These keys read a summary aloud:")
        pace = self.tr("With the screen reader setting on, there are no animations to wait for, and a computer "
                       "player moves when you press Play now (Ctrl+Return).")
        title = self.tr("Playing by ear")
        cursor.insertHtml(f'<h2><a name="keys"></a>{html.escape(title)}</h2>'
                          f"<p>{html.escape(intro)}</p><ul>{keys}</ul><p>{html.escape(pace)}</p>")

    def show_section(self, anchor: str) -> None:
        """Scroll to one section (see the module docstring); "top" for the beginning."""
        if anchor == "top":
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)
