"""The game's file dialogs: Qt's own opens wide enough that no detail column is cut (issue 16, item 19)."""
import os

import pytest

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


def _dialog_words(qtbot, folder) -> dict[str, str]:
    """What Qt's own open dialog says, by widget or action name, and the kind it gives a folder."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QAbstractButton, QLabel
    dialog = file_dialogs.file_dialog(None, "Open a game", str(folder), "Games (*.goat)", save=False)
    qtbot.addWidget(dialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    view = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 1)
    words = {f"label {label.objectName()}": label.text() for label in dialog.findChildren(QLabel)
             if label.objectName() and label.text()}
    words |= {f"button {number} {button.objectName()}": button.text() or button.toolTip()
              for number, button in enumerate(dialog.findChildren(QAbstractButton))
              if button.text() or button.toolTip()}
    words |= {f"action {action.objectName()}": action.text() for action in dialog.findChildren(QAction)
              if action.objectName() and action.text()}
    words["folder kind"] = view.model().index(0, 2, view.rootIndex()).data()
    dialog.close()
    return words


@pytest.mark.parametrize("language", ["fr", "de"])
def test_qt_own_dialog_speaks_the_players_language(qtbot, qapp, tmp_path, language):
    """"Look in:" and "Files of type:" stayed English in French: Qt 6's labels carry a mnemonic
    ("&Look in:") that PySide6's qtbase_fr.qm lacks, as it lacks the kinds of files ("Folder")."""
    from goatmaster import i18n
    (tmp_path / "Saved games").mkdir()
    try:
        english = _dialog_words(qtbot, tmp_path)
        assert english["label lookInLabel"] == "&Look in:" and english["folder kind"] == "Folder"
        assert i18n.install_translators(qapp, language) == language
        spoken = _dialog_words(qtbot, tmp_path)
    finally:
        i18n.install_translators(qapp, "en")
    assert spoken.keys() == english.keys()
    same = sorted(name for name in english if spoken[name] == english[name])
    assert same == [], (language, {name: english[name] for name in same})
    expected = {"fr": ("&Voir dans\u00a0:", "Fichiers de &type\u00a0:", "Dossier"),
                "de": ("&Suchen in:", "Dateien des &Typs:", "Ordner")}[language]
    assert (spoken["label lookInLabel"], spoken["label fileTypeLabel"], spoken["folder kind"]) == expected


def test_qt_texts_we_translate_are_in_both_catalogues(qapp):
    """Each of Qt's texts we translate ourselves has its French and German in our own catalogue."""
    from goatmaster import i18n
    for language in ("fr", "de"):
        ours = i18n.load_game_translator(language)
        assert ours is not None
        for context, text in file_dialogs.QT_TEXTS:
            assert ours.translate(context, text), (language, context, text)     # "Alias" is Alias in French too


def test_the_places_show_their_names_whole(qtbot, tmp_path):
    """The places beside Qt's dialog opened about 100 px wide: "Unfinished games" read "Unfinished"."""
    from PySide6.QtWidgets import QListView
    places = [tmp_path / "Unfinished games", tmp_path / "Finished games"]
    for place in places:
        place.mkdir()
    dialog = file_dialogs.file_dialog(None, "Open a game", str(tmp_path), "Games (*.goat)", save=False,
                                      places=places)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    sidebar = dialog.findChild(QListView, "sidebar")
    assert sidebar.viewport().width() >= sidebar.sizeHintForColumn(0)
    assert dialog.findChild(QTreeView, "treeView").width() > dialog.width() // 2      # the files keep the most
