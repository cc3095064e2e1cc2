"""What the dialogs and pages share: loading their Designer forms, their look, small labels.

* :func:`load_form_into` fills an existing ``QDialog``/``QWidget`` from a form in
  ``ui/`` (shipped as ``goatmaster.ui``), the way ``main_window.load_form`` does for
  the window: the form's top widget *is* the instance, and every named child becomes
  an attribute of it (``self.okButton``), so the class adds only behaviour.
* :data:`STYLE_SHEET` / :func:`apply_style`: the warm board-game look — cream
  panels, green pasture, brown ink, round buttons — one place for every dialog.
* :func:`level_label`, :func:`seat_label`, :func:`shown_name`: the words for AI levels and seats, translated.

Every game's windows and tables use these (``goatmaster.views`` imports neither the
app nor any game); a game's own pictures live in its ``qt`` folder.
"""

from __future__ import annotations

import importlib.resources
import re
from functools import cache
from pathlib import Path
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, QFile, QIODevice, QLocale, QSize, Qt
from PySide6.QtGui import QColor, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

# Colours of the look (the art's own: cream card frames, pasture green, brown ink).
CREAM = "#fff8e6"
PAPER = "#fbf0d6"
INK = "#2b2118"
BROWN = "#7a5230"
GRASS = "#4f7f32"
DARK_GRASS = "#3d5a2a"
GOLD = "#f2c14e"
GREEN_GRADIENT = f"qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #74a84e, stop:1 {GRASS})"
LIGHT_GREEN_GRADIENT = "qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #82b65b, stop:1 #5a8e3a)"


def form_path(name: str) -> str:
    """The Designer form ``name`` shipped in ``goatmaster.ui`` (or ``ui/`` in a checkout)."""
    try:
        path = importlib.resources.files("goatmaster.ui") / name
        if path.is_file():
            return str(path)
    except ModuleNotFoundError:
        pass
    return str(Path(__file__).resolve().parents[2] / "ui" / name)


@cache
def _loader_class() -> type:
    """The form loader class; QtUiTools is loaded on first use only (the start screen,
    the first window, does without it)."""
    from PySide6.QtUiTools import QUiLoader

    class IntoLoader(QUiLoader):
        """Builds a form into an existing widget; named children become its attributes.

        The loader has no parent and forgets the widget after loading: a loader parented
        to the widget while holding a reference to it makes a cycle that Python's garbage
        collector tears down in an order that crashes Qt.
        """

        base: QWidget | None = None     # the widget being filled, during a load only

        def createWidget(self, class_name: str, parent: Optional[QWidget] = None,
                         name: str = "") -> QWidget:
            assert self.base is not None        # set by _into_loader, cleared after the load
            if parent is None:
                return self.base
            widget = super().createWidget(class_name, parent, name)
            if name:
                setattr(self.base, name, widget)
            return widget

    return IntoLoader


def _into_loader(base: QWidget, custom: Sequence[type]):
    """A loader that builds a form into ``base``."""
    loader = _loader_class()()
    loader.base = base
    for cls in custom:
        loader.registerCustomWidget(cls)
    return loader


def load_form_into(widget: QWidget, name: str, custom: Sequence[type] = ()) -> None:
    """Fill ``widget`` from the form ``ui/<name>``; ``custom`` lists promoted widget classes."""
    file = QFile(form_path(name))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"form {name} not found")
    loader = _into_loader(widget, custom)
    try:
        if loader.load(file) is None:
            raise RuntimeError(f"form {name} could not be loaded")
    finally:
        file.close()
        loader.base = None


# ---------------------------------------------------------------------- the look

#: The game's warm button (dialogs, the start screen, the hot-seat hand-over).
WARM_BUTTON = f"""
QPushButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff1c9, stop:1 #f3d27e);
               color: {INK}; border: 2px solid #a87a3e; border-radius: 10px; padding: 6px 16px;
               min-height: 22px; font-weight: bold; }}
QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fff7df, stop:1 #f7dc96); }}
QPushButton:pressed {{ background: #e9c36a; }}
QPushButton:focus {{ border-color: {DARK_GRASS}; }}
QPushButton:disabled {{ background: #eee3c9; color: #a3957f; border-color: #cdbb98; }}
"""

STYLE_SHEET = f"""
QDialog {{ background: {PAPER}; color: {INK}; font-size: 10.5pt; }}
QDialog QLabel {{ color: {INK}; background: transparent; }}
QDialog QCheckBox {{ color: {INK}; spacing: 8px; }}
QLabel[role="title"] {{ font-family: "DejaVu Serif"; font-size: 20pt; font-weight: bold;
                        color: {DARK_GRASS}; }}
QLabel[role="subtitle"] {{ font-size: 11pt; color: {BROWN}; }}
QLabel[role="hint"] {{ font-size: 9.5pt; color: #6b5a45; }}
QLabel[role="warning"] {{ font-size: 10pt; color: #a33a1f; font-weight: bold; }}
QLabel[role="tile"] {{ background: {CREAM}; border: 2px solid #d9c193; border-radius: 12px;
                       padding: 8px 14px; font-size: 10pt; color: {BROWN}; }}
QGroupBox {{ background: {CREAM}; border: 2px solid #d9c193; border-radius: 12px;
             margin-top: 12px; padding: 16px 10px 8px 10px; font-weight: bold; color: {BROWN}; }}
QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left; left: 16px; top: 1px;
                    padding: 1px 10px; background: #f3e2b8; border: 2px solid #d9c193; border-radius: 9px; }}
{WARM_BUTTON.strip()}
QPushButton[role="primary"] {{ background: {GREEN_GRADIENT};
                              color: {CREAM}; border-color: {DARK_GRASS}; }}
QPushButton[role="primary"]:hover {{ background: {LIGHT_GREEN_GRADIENT}; }}
QPushButton[role="primary"]:pressed {{ background: {DARK_GRASS}; }}
QPushButton[role="primary"]:disabled {{ background: #b7c7a6; color: #eef2e6; border-color: #9fb08c; }}
QPushButton[role="segment"] {{ min-width: 28px; padding: 6px 10px; border-radius: 8px; }}
QPushButton[role="segment"]:checked {{ background: {GREEN_GRADIENT};
                                       color: {CREAM}; border-color: {DARK_GRASS}; }}
QTableWidget, QTableView {{ background: {CREAM}; alternate-background-color: #f6ead0; color: {INK};
                            border: 2px solid #d9c193; border-radius: 8px; gridline-color: #e7d6b2; }}
QTableWidget::item {{ padding: 2px 8px; }}
QHeaderView::section {{ background: #ead6a8; color: {INK}; border: none; border-right: 1px solid #d9c193;
                        padding: 5px 8px; font-weight: bold; }}
QTextBrowser {{ background: {CREAM}; border: 2px solid #d9c193; border-radius: 8px; color: {INK}; }}
QToolTip {{ background: {CREAM}; color: {INK}; border: 1px solid #a87a3e; }}
"""


def palette() -> QPalette:
    """The colours for what the style sheet leaves to the style (inputs, lists, focus)."""
    pal = QPalette(QApplication.palette())
    for role, colour in ((QPalette.ColorRole.Window, PAPER), (QPalette.ColorRole.WindowText, INK),
                         (QPalette.ColorRole.Base, "#ffffff"), (QPalette.ColorRole.AlternateBase, "#f6ead0"),
                         (QPalette.ColorRole.Text, INK), (QPalette.ColorRole.Button, "#f7e6bd"),
                         (QPalette.ColorRole.ButtonText, INK), (QPalette.ColorRole.Highlight, GRASS),
                         (QPalette.ColorRole.HighlightedText, "#ffffff"),
                         (QPalette.ColorRole.ToolTipBase, CREAM), (QPalette.ColorRole.ToolTipText, INK),
                         (QPalette.ColorRole.PlaceholderText, "#9c8b72")):
        pal.setColor(QPalette.ColorGroup.All, role, QColor(colour))
    for role, colour in ((QPalette.ColorRole.Text, "#a3957f"), (QPalette.ColorRole.ButtonText, "#a3957f"),
                         (QPalette.ColorRole.WindowText, "#a3957f"), (QPalette.ColorRole.Base, "#f3ead6")):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return pal


def apply_style(widget: QWidget, extra: str = "") -> None:
    """Give ``widget`` (a dialog or page) the game's look, plus its own ``extra`` rules.

    Call it once, after the form is loaded: a second style sheet set before the first
    show is not always applied to the children.
    """
    widget.setPalette(palette())
    widget.setStyleSheet(STYLE_SHEET + extra)


def set_role(widget: QWidget, role: str) -> None:
    """Pick one of the style sheet's roles (title, subtitle, hint, warning, primary)."""
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def grow_to_hint(widget: QWidget) -> None:
    """Make ``widget`` at least its size hint (within the screen): call it from ``showEvent``.

    A dialog whose content changed before its first show, or whose word-wrapped labels
    make the minimum smaller than the hint, otherwise opens squeezed.
    """
    hint = widget.sizeHint()
    screen = widget.screen()
    if screen is not None:
        room = screen.availableGeometry().size()
        hint = hint.boundedTo(room)
    if widget.width() < hint.width() or widget.height() < hint.height():
        widget.resize(max(widget.width(), hint.width()), max(widget.height(), hint.height()))


# ---------------------------------------------------------------------- words and pictures

def level_label(level: Optional[str]) -> str:
    """An AI level as players read it: "Easy", "Normal", "Hard" (an unknown one as written)."""
    if not level:
        return ""
    known = {"easy": QCoreApplication.translate("Levels", "Easy"),
             "normal": QCoreApplication.translate("Levels", "Normal"),
             "hard": QCoreApplication.translate("Levels", "Hard")}
    return known.get(level) or level[:1].upper() + level[1:]


def level_hint(level: str, seconds: Optional[float]) -> str:
    """What playing against a level is like, for the level menu's tooltips ("" if unknown).

    ``seconds`` is the level's budget a decision in this game (each game sets its own; None
    for a budget in iterations alone, which has no words yet)."""
    if level == "hard" and seconds is not None:
        text = QCoreApplication.translate("Levels", "Thinks up to %1 seconds a move: hard to beat.")
        return text.replace("%1", QLocale().toString(seconds, "g", 2))
    return {"easy": QCoreApplication.translate("Levels", "Answers at once and makes mistakes: a good first opponent."),
            "normal": QCoreApplication.translate("Levels", "Thinks a moment and plays soundly: a fair game."),
            }.get(level, "")


#: A seat left with its default name is stored as "Player 2" in every language and shown
#: translated (:func:`shown_name`): a save file then reads the same whichever language wrote
#: it, opens in any version, and the files saved before with "Player 2" follow the language too.
_DEFAULT_NAME = re.compile(r"Player ([1-9][0-9]?)")


def default_seat_name(seat: int) -> str:
    """The name stored for a seat left unnamed: "Player 1", "Player 2" … (never translated)."""
    return f"Player {seat + 1}"


def shown_name(name: str) -> str:
    """A stored seat name as players read it: a default name (:func:`default_seat_name`) in their language."""
    default = _DEFAULT_NAME.fullmatch(name)
    if default is None:
        return name
    return QCoreApplication.translate("Seats", "Player %1").replace("%1", default.group(1))


def seat_label(seat) -> str:
    """A seat as one short text: "Ada", or "Bert (hard)" for an AI seat."""
    if seat.kind == "ai":
        return QCoreApplication.translate("Seats", "%1 (%2)").replace("%1", shown_name(seat.name)).replace(
            "%2", level_label(seat.level).lower())
    return shown_name(seat.name)


def blank_pixmap(size: QSize, dpr: float) -> QPixmap:
    """A transparent pixmap of ``size`` logical pixels at device pixel ratio ``dpr``, to paint on."""
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap
