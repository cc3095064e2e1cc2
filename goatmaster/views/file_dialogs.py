"""Qt's own file dialog (used where the desktop offers none) sized so its dates read whole.

The static ``QFileDialog.getOpenFileName`` / ``getSaveFileName`` build Qt's widget dialog
on desktops without a native one; it opens narrow and cuts the "Date Modified" column
to "23/11/2026 17:…" (issue 16).  An application-wide event filter widens every such
dialog when it is shown: the name column stretches, size, type and date fit their
contents.  Native dialogs have no such widgets and are left alone.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QFileDialog, QHeaderView, QTreeView

#: Wide enough for a long game name and a full date in every language we ship.
WIDTH, HEIGHT = 820, 500


def fit(dialog: QFileDialog) -> None:
    """Let every detail column show its whole text; grow the dialog to make room."""
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
    if dialog.width() < width or dialog.height() < height:
        dialog.resize(max(dialog.width(), width), max(dialog.height(), height))


class FileDialogFitter(QObject):
    """Fits each Qt file dialog as it is shown (installed once on the application)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QFileDialog):
            fit(watched)
        return False


def install(app: QApplication) -> FileDialogFitter:
    """Watch every file dialog of ``app``; keep the returned filter alive with the app."""
    fitter = FileDialogFitter(app)
    app.installEventFilter(fitter)
    return fitter
