"""Qt's own file dialog opens wide enough that no detail column is cut (issue 16, item 19)."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView  # noqa: E402

from goatmaster.views import file_dialogs  # noqa: E402


def test_a_shown_file_dialog_shows_whole_dates_sizes_and_types(qtbot, tmp_path):
    for name in ("Ada vs Bot.goat", "Cleo vs Dora vs Emil, a very long game name.goat"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    fitter = file_dialogs.install(QApplication.instance())
    try:
        dialog = QFileDialog(None, "Open a game", str(tmp_path), "Games (*.goat)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        qtbot.addWidget(dialog)
        dialog.resize(400, 300)                 # as narrow as Qt's default on a small screen
        dialog.show()
        qtbot.waitExposed(dialog)
        view = dialog.findChild(QTreeView, "treeView")
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 2)
        header = view.header()
        for column in range(1, header.count()):             # size, type, date modified
            needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
            qtbot.waitUntil(lambda: header.sectionSize(column) >= needed)
        assert dialog.width() >= min(file_dialogs.WIDTH, dialog.screen().availableGeometry().width())
        assert header.sectionSize(0) > 150                  # the names keep the rest
    finally:
        QApplication.instance().removeEventFilter(fitter)
