"""The game's file dialogs: native where the desktop has one, else Qt's own, sized so dates read whole.

Qt's widget dialog (used on desktops without a native one) opens narrow and cuts the
"Date Modified" column to "23/11/2026 17:…".  :func:`file_dialog` builds the
dialog and, when it is Qt's own, stretches the name column, fits size, type and date to
their contents and gives it room before it is first shown, so it opens centred at that size.
The caller may name ``places``, folders of its own that Qt's dialog lists beside the
desktop's (a native dialog has its own list and ignores them).

Qt's dialog speaks the language through Qt's catalogue (``qtbase_<lang>.qm``), which
lacks some of its texts: :data:`QT_TEXTS` are translated in the game's own catalogue.
"""

from __future__ import annotations

import os
from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QUrl
from PySide6.QtWidgets import (QFileDialog, QHeaderView, QListView, QSplitter, QStyle, QTreeView,
                               QWidget)

#: Texts of Qt's dialog that Qt's catalogues lack in a language we ship, as (context, text).
#: Qt 6 gave two labels a mnemonic and moved the file kinds to QAbstractFileIconProvider, and
#: PySide6's qtbase_fr.qm still holds only the older texts ("Look in:", QFileDialog's
#: "Folder"), so they showed in English.  Our catalogue holds their translations and is
#: installed after Qt's, so Qt asks it first (``i18n.install_translators``).
QT_TEXTS = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown")),
)

#: Wide enough for the places, a long game name and a full date in every language we ship.
WIDTH, HEIGHT = 900, 500


def fit(dialog: QFileDialog) -> None:
    """Let every detail column and every place beside them show its whole text; grow the dialog
    to make room."""
    view = dialog.findChild(QTreeView, "treeView")
    if view is None:                            # a native dialog: nothing of ours to fit
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    screen = dialog.screen().availableGeometry() if dialog.screen() else None
    width = min(WIDTH, screen.width()) if screen else WIDTH
    height = min(HEIGHT, screen.height()) if screen else HEIGHT
    dialog.resize(max(dialog.width(), width), max(dialog.height(), height))
    # The places opened about 100 px wide, cutting "Unfinished games" to "Unfinished".
    places, splitter = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
    if places is not None and splitter is not None:
        scroll_bar = places.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)   # a long list's
        wanted = min(places.sizeHintForColumn(0) + 2 * places.frameWidth() + scroll_bar + 6, dialog.width() // 3)
        if splitter.sizes()[0] < wanted:
            splitter.setSizes([wanted, dialog.width() - wanted])


def file_dialog(parent: Optional[QWidget], title: str, path: str, filters: str, save: bool,
                places: Sequence[str | os.PathLike] = ()) -> QFileDialog:
    """A fitted dialog to open a file, or to save one (``path``: a folder, or a file to suggest)."""
    dialog = QFileDialog(parent, title, path, filters)
    if places:
        dialog.setSidebarUrls(dialog.sidebarUrls() + [QUrl.fromLocalFile(os.fspath(place)) for place in places])
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    fit(dialog)
    return dialog


def open_file_name(parent: Optional[QWidget], title: str, folder: str, filters: str,
                   places: Sequence[str | os.PathLike] = ()) -> str:
    """The file the player chose to open, or "" when they cancelled."""
    return _chosen(file_dialog(parent, title, folder, filters, save=False, places=places))


def save_file_name(parent: Optional[QWidget], title: str, suggested: str, filters: str,
                   places: Sequence[str | os.PathLike] = ()) -> str:
    """The file the player chose to save into, or "" when they cancelled."""
    return _chosen(file_dialog(parent, title, suggested, filters, save=True, places=places))


def _chosen(dialog: QFileDialog) -> str:
    return dialog.selectedFiles()[0] if dialog.exec() and dialog.selectedFiles() else ""
