"""The game's file dialogs: Qt's own opens wide enough that no detail column is cut (issue 16, item 19)."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QFileDialog, QTreeView  # noqa: E402

from goatmaster.views import file_dialogs  # noqa: E402


def test_an_open_dialog_shows_whole_dates_sizes_and_types(qtbot, tmp_path):
    for name in ("Ada vs Bot.goat", "Cleo vs Dora vs Emil, a very long game name.goat"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    dialog = file_dialogs.file_dialog(None, "Open a game", str(tmp_path), "Games (*.goat)", save=False)
    qtbot.addWidget(dialog)
    view = dialog.findChild(QTreeView, "treeView")
    assert view is not None, "offscreen Qt has no native dialog: this is Qt's own"
    assert dialog.width() >= min(file_dialogs.WIDTH, dialog.screen().availableGeometry().width())
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 2)
    header = view.header()
    for column in range(1, header.count()):             # size, type, date modified
        needed = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
        qtbot.waitUntil(lambda: header.sectionSize(column) >= needed)
    assert header.sectionSize(0) > 150                  # the names keep the rest


def test_a_save_dialog_suggests_the_file(qtbot, tmp_path):
    dialog = file_dialogs.file_dialog(None, "Save the game", str(tmp_path / "Ada vs Bot.goat"),
                                      "Games (*.goat)", save=True)
    qtbot.addWidget(dialog)
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert dialog.selectedFiles() == [str(tmp_path / "Ada vs Bot.goat")]


def test_the_callers_places_are_listed_beside_the_desktops(qtbot, tmp_path):
    """Issue 31.9: the game's folders (saved, unfinished and finished games) are a click away."""
    places = [tmp_path / "Saved games", tmp_path / "Finished games"]
    dialog = file_dialogs.file_dialog(None, "Open a game", str(tmp_path), "Games (*.goat)", save=False,
                                      places=places)
    qtbot.addWidget(dialog)
    assert [url.toLocalFile() for url in dialog.sidebarUrls()[-2:]] == [str(place) for place in places]
