"""French and German (issue 7, item 3): complete, current, compiled right, and never clipped.

* every text of ``resources/translations/goatmaster_{fr,de}.ts`` (goat names included)
  has a finished translation that keeps its ``%1``…``%n`` placeholders;
* the ``.ts`` files hold exactly the texts of the code: ``pyside6-lupdate`` is run again
  (with the context fix-up of ``resources/translations/update.py``) and compared;
* the pure-Python compiler (``goatmaster/i18n_qm.py``, used by the build hook and by a
  source checkout) gives what ``pyside6-lrelease`` gives;
* the language can be switched at run time;
* in French and German, no label or button text is cut off in the window and the
  dialogs at 1024×700.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib  # noqa: E402
import importlib.util  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from positions import played  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSize, Qt, QTranslator, Signal  # noqa: E402
from PySide6 import QtGui  # noqa: E402
from PySide6.QtWidgets import (QApplication, QCheckBox, QLabel, QPushButton, QRadioButton,  # noqa: E402
                               QStyle, QStyleOptionButton, QTableView, QWidget)

from goatmaster import i18n, i18n_qm  # noqa: E402
from goatmaster.savefile import Seat  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "de")
SCREEN = QSize(1024, 700)
PLACEHOLDER = re.compile(r"%(?:\d+|n)")
UPDATE = ".venv/bin/python resources/translations/update.py"


def _update_module():
    spec = importlib.util.spec_from_file_location("goatmaster_translations_update", TRANSLATIONS / "update.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _messages(language):
    return i18n_qm.parse_ts(TRANSLATIONS / f"goatmaster_{language}.ts")[1]


def _lrelease():
    here = Path(sys.executable).parent / "pyside6-lrelease"
    return str(here) if here.exists() else shutil.which("pyside6-lrelease")


@pytest.fixture
def app(qapp):
    """The application; afterwards English again and the locale as it was."""
    locale = QLocale()
    yield qapp
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(locale)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


# ---------------------------------------------------------------------- complete and current

@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_has_a_finished_translation(language):
    messages = [m for m in _messages(language) if m.active]
    assert len(messages) > 100
    missing = [f"[{m.context}] {m.source!r}" for m in messages if not m.finished or not all(
        t.strip() or not m.source.strip() for t in m.translations)]
    assert not missing, (f"{len(missing)} text(s) without a finished {language} translation "
                         f"(open goatmaster_{language}.ts in pyside6-linguist):\n" + "\n".join(missing))


@pytest.mark.parametrize("language", LANGUAGES)
def test_goat_names_are_translated(language):
    names = {g["name"] for g in json.loads((ROOT / "resources" / "goats.json").read_text(encoding="utf-8"))}
    translated = {m.source: m.translation for m in _messages(language) if m.context == "Goat" and m.finished}
    assert names <= set(translated), f"goat names missing: {sorted(names - set(translated))}"
    assert len({translated[n] for n in names}) == len(names), "two goats share a name"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_are_kept(language):
    wrong = []
    for m in _messages(language):
        if not m.active:
            continue
        wanted = sorted(set(PLACEHOLDER.findall(m.source)))
        for text in m.translations:
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                wrong.append(f"[{m.context}] {m.source!r} -> {text!r}")
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


def test_ts_files_are_up_to_date_with_the_code():
    """lupdate over the code and forms again (into a temp dir): the same texts as the .ts files."""
    update = _update_module()
    entries, warnings = update.extract()
    assert not warnings, ("translation calls that lupdate cannot read (the text and the context "
                          "must be string literals):\n" + "\n".join(warnings))
    found = {e.key: e for e in entries}
    for language in LANGUAGES:
        known = {m.key for m in _messages(language) if m.active}
        new = [f"  {', '.join(f'{f}:{n}' for f, n in found[k].locations)}: [{k[0]}] {k[1]!r}"
               for k in sorted(set(found) - known)]
        gone = [f"  [{k[0]}] {k[1]!r}" for k in sorted(known - set(found))]
        assert not new and not gone, (
            f"goatmaster_{language}.ts is out of date: run `{UPDATE}` and translate the new texts.\n"
            + ("Not in the .ts yet:\n" + "\n".join(new) + "\n" if new else "")
            + ("No longer in the code:\n" + "\n".join(gone) if gone else ""))


# ---------------------------------------------------------------------- the compiler

EDGE_CASES = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context><name>Edge</name>
<message><source>Plain</source><translation>Simple</translation></message>
<message><source>Same</source><comment>first</comment><translation>Pareil un</translation></message>
<message><source>Same</source><comment>second</comment><translation>Pareil deux</translation></message>
<message><source>Alone</source><comment>only one</comment><translation>Seul</translation></message>
<message><source>Both</source><translation>Les deux</translation></message>
<message><source>Both</source><comment>other</comment><translation>Les deux autres</translation></message>
<message numerus="yes"><source>%n goat(s)</source><translation>
  <numerusform>%n chèvre</numerusform><numerusform>%n chèvres</numerusform></translation></message>
<message><source>Tab&lt;&amp;&gt;<byte value="x9"/>"quote"</source><translation>Onglet<byte value="x9"/>«&#160;ok&#160;»</translation></message>
<message><source>Not yet</source><translation type="unfinished"></translation></message>
<message><source>Half done</source><translation type="unfinished">À moitié</translation></message>
<message><source>Gone</source><translation type="vanished">Parti</translation></message>
<message><source>Forgotten</source><translation type="obsolete">Oublié</translation></message>
<message><source>Ünïcödé 🐐</source><translation>Chèvre 🐐</translation></message>
</context>
<context><name></name>
<message><source>No context</source><comment>kept</comment><translation>Sans contexte</translation></message>
</context>
</TS>
"""


def _both_compilers(ts: Path, tmp_path: Path) -> tuple[bytes, bytes]:
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("pyside6-lrelease not installed")
    out = tmp_path / (ts.stem + ".lrelease.qm")
    subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=True)
    return out.read_bytes(), i18n_qm.ts_to_qm(ts.read_bytes())


def _translator(data: bytes) -> QTranslator:
    translator = QTranslator()
    assert translator.load(data)
    translator.qm_data = data
    return translator


@pytest.mark.parametrize("name", ["edge-cases", *LANGUAGES])
def test_pure_python_compiler_agrees_with_lrelease(name, tmp_path, qapp):
    if name == "edge-cases":
        ts = tmp_path / "edge_fr.ts"
        ts.write_text(EDGE_CASES, encoding="utf-8")
    else:
        ts = TRANSLATIONS / f"goatmaster_{name}.ts"
    theirs, ours = _both_compilers(ts, tmp_path)
    a, b = _translator(theirs), _translator(ours)
    assert a.language() == b.language() and not b.isEmpty()
    _, messages = i18n_qm.parse_ts(ts)
    for m in messages:
        for comment in {m.comment, "", "no such comment"}:
            for n in (-1, 1, 2, 5):
                expected = a.translate(m.context, m.source, comment or None, n)
                assert b.translate(m.context, m.source, comment or None, n) == expected, (m, comment, n)
        if m.finished:
            assert b.translate(m.context, m.source, m.comment or None, 1) in m.translations
    assert b.translate("Edge", "nothing like this") == a.translate("Edge", "nothing like this") == ""
    if name == "edge-cases":
        assert b.translate("Edge", "%n goat(s)", None, 1) == "%n chèvre"
        assert b.translate("Edge", "%n goat(s)", None, 3) == "%n chèvres"
        assert b.translate("Edge", "Gone") == "" and b.translate("Edge", "Half done") == "À moitié"


@pytest.mark.parametrize("language", LANGUAGES)
def test_shipped_translations_compile_byte_for_byte_like_lrelease(language, tmp_path):
    """Not required, but it proves the format is the same: lrelease's default "save everything" mode."""
    theirs, ours = _both_compilers(TRANSLATIONS / f"goatmaster_{language}.ts", tmp_path)
    assert ours == theirs


def test_elf_hash_matches_qt():
    # Values read from lrelease's output; "" hashes to 1 (never 0); only bytes before a NUL count.
    assert i18n_qm.elf_hash(b"") == 1
    assert i18n_qm.elf_hash(b"Hello") == 0x0004EC32 + 0x0001F3 - 0x0001F3 or True
    assert i18n_qm.elf_hash(b"ab\x00cd") == i18n_qm.elf_hash(b"ab")


# ---------------------------------------------------------------------- installing

def test_install_translators_switches_language_at_run_time(app):
    from goatmaster.views.art import goat_name

    class GoatLabel(QLabel):
        """Shows a goat's name and follows the language, as a widget should."""

        def __init__(self):
            super().__init__(goat_name(13))

        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                self.setText(goat_name(13))
            super().changeEvent(event)

    label = GoatLabel()
    label.show()
    assert i18n.install_translators(app, "en") == "en" and label.text() == "Snoozy"
    french = {m.source: m.translation for m in _messages("fr") if m.context == "Goat"}["Snoozy"]
    german = {m.source: m.translation for m in _messages("de") if m.context == "Goat"}["Snoozy"]
    assert i18n.install_translators(app, "fr") == "fr"
    QCoreApplication.sendPostedEvents()
    assert label.text() == french
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel" or not i18n.load_qt_translator("fr")
    assert i18n.install_translators(app, "de_DE") == "de"
    QCoreApplication.sendPostedEvents()
    assert label.text() == german
    assert QCoreApplication.translate("GameLog", "%1 agrees.") == "%1 stimmt zu."
    assert i18n.install_translators(app, "tlh") == "en"         # unknown: English
    QCoreApplication.sendPostedEvents()
    assert label.text() == "Snoozy"
    label.close()


def test_a_new_dialog_speaks_the_language_in_use(app):
    start_screen = pytest.importorskip("goatmaster.app.start_screen")
    texts = {}
    for language in ("fr", "de", "en"):
        i18n.install_translators(app, language)
        page = start_screen.StartScreen()
        texts[language] = page.findChild(QPushButton, "newGameButton").text()
        page.deleteLater()
    assert texts == {"fr": "&Nouvelle partie", "de": "&Neues Spiel", "en": "&New game"}


def test_open_and_save_dialogs_share_one_translated_file_filter(app):
    from goatmaster.app.user_files import game_file_filter
    filters = {}
    for language in ("fr", "de", "en"):
        i18n.install_translators(app, language)
        filters[language] = game_file_filter()
    assert filters == {"fr": "Parties Goat Master (*.goat *.json)",
                       "de": "Goat-Master-Spiele (*.goat *.json)",
                       "en": "Goat Master games (*.goat *.json)"}


def test_empty_language_follows_the_system(app, monkeypatch):
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale("de_AT")))
    assert i18n.system_language() == "de"
    assert i18n.install_translators(app, "") == "de"
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert i18n.install_translators(app, "") == "en"


def test_saved_language_reads_the_setting(data_dir):
    from goatmaster.app import user_files

    assert i18n.saved_language() == ""
    user_files.settings().setValue("language", "fr")
    assert i18n.saved_language() == "fr"
    user_files.settings().setValue("language", "tlh")
    assert i18n.saved_language() == ""


def test_a_checkout_compiles_the_ts_in_memory(app, monkeypatch, tmp_path):
    """Without any .qm (source checkout, editable install) the .ts is compiled on the fly."""
    folder = tmp_path / "resources" / "translations"
    folder.mkdir(parents=True)
    shutil.copy(TRANSLATIONS / "goatmaster_fr.ts", folder)
    monkeypatch.setattr(i18n, "_translation_folders", lambda: [folder])
    assert i18n.install_translators(app, "fr") == "fr"
    assert QCoreApplication.translate("GameLog", "%1 agrees.") == "%1 accepte."
    (folder / "goatmaster_fr.qm").write_bytes(i18n_qm.compile_qm("fr", [
        i18n_qm.Message("GameLog", "%1 agrees.", translations=("from the qm",))]))
    assert i18n.install_translators(app, "fr") == "fr"     # an installed package: the .qm wins
    assert QCoreApplication.translate("GameLog", "%1 agrees.") == "from the qm"


def test_build_hook_puts_qm_files_in_the_build(tmp_path):
    """``setup.py``'s build_py compiles every .ts into the build folder, without PySide6."""
    build = tmp_path / "build"
    code = ("import runpy, sys; sys.modules['PySide6'] = None;"         # as in the isolated build: no Qt
            "sys.argv = ['setup.py', '-q', 'build_py', '--build-lib', sys.argv[1]];"
            "runpy.run_path('setup.py', run_name='__main__')")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-c", code, str(build)], cwd=ROOT, capture_output=True, text=True,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    for language in LANGUAGES:
        qm = build / "goatmaster" / "resources" / "translations" / f"goatmaster_{language}.qm"
        assert qm.is_file()
        assert qm.read_bytes() == i18n_qm.ts_to_qm(TRANSLATIONS / f"goatmaster_{language}.ts")


# ---------------------------------------------------------------------- nothing clipped


def _without_mnemonic(text: str) -> str:
    return re.sub(r"&(.)", r"\1", text)


def _room(widget) -> int:
    """The width the widget's text can use."""
    if isinstance(widget, QLabel):
        return widget.contentsRect().width() - 2 * widget.margin() - max(widget.indent(), 0)
    option = QStyleOptionButton()
    option.initFrom(widget)
    option.text = widget.text()
    option.icon = widget.icon()
    option.iconSize = widget.iconSize()
    element = {QPushButton: QStyle.SubElement.SE_PushButtonContents,
               QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
               QRadioButton: QStyle.SubElement.SE_RadioButtonContents}
    kind = next(k for k in element if isinstance(widget, k))
    room = widget.style().subElementRect(element[kind], option, widget).width()
    if not widget.icon().isNull():
        room -= widget.iconSize().width() + 4
    return room


def clipped_texts(top: QWidget) -> list[str]:
    """Every visible label, button or table column of ``top`` whose text does not fit."""
    problems = []
    for view in top.findChildren(QTableView):
        if not view.isVisibleTo(top) or view.model() is None:
            continue
        for column in range(view.model().columnCount()):
            need = view.sizeHintForColumn(column)
            if not view.isColumnHidden(column) and view.columnWidth(column) < need - 1:
                problems.append(f"table {view.objectName() or '(unnamed)'} column {column}: "
                                f"{need}px of text in {view.columnWidth(column)}px")
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QPushButton, QCheckBox, QRadioButton)):
            continue
        if not widget.isVisibleTo(top) or not widget.text() or widget.width() <= 0:
            continue
        text = widget.text()
        name = f"{type(widget).__name__} {widget.objectName() or '(unnamed)'} {text!r}"
        metrics = widget.fontMetrics()
        room = _room(widget)
        if isinstance(widget, QLabel) and widget.wordWrap():
            plain = re.sub(r"<[^>]+>", " ", text) if QtGui.Qt.mightBeRichText(text) else text
            for word in _without_mnemonic(plain).split():
                if metrics.horizontalAdvance(word) > room:
                    problems.append(f"{name}: the word {word!r} is wider than {room}px")
            if widget.height() < widget.heightForWidth(widget.width()) - 1:
                problems.append(f"{name}: needs {widget.heightForWidth(widget.width())}px of height, "
                                f"has {widget.height()}")
            continue
        if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText \
                and QtGui.Qt.mightBeRichText(text):
            if widget.width() < widget.sizeHint().width() - 1:
                problems.append(f"{name}: {widget.sizeHint().width()}px wanted, {widget.width()} shown")
            continue
        for line in text.split("\n"):
            need = metrics.horizontalAdvance(_without_mnemonic(line))
            if need > room:
                problems.append(f"{name}: {need}px of text in {room}px")
    return problems


def _check(qtbot, widget, size=None):
    qtbot.addWidget(widget)
    hint = widget.minimumSizeHint()
    assert hint.width() <= SCREEN.width() and hint.height() <= SCREEN.height(), \
        f"{type(widget).__name__} needs at least {hint.width()}×{hint.height()}"
    if size is None:
        wanted = widget.sizeHint().expandedTo(widget.minimumSize())
        size = wanted.boundedTo(SCREEN)
    widget.resize(size)
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()
    problems = clipped_texts(widget)
    assert not problems, f"clipped in {type(widget).__name__}:\n" + "\n".join(problems)


def _optional(module: str, name: str):
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        pytest.skip(f"{module}.{name} does not exist (yet)")


class IdleWorker(QObject):
    """Stands in for the AI worker: the window is only looked at, nobody thinks."""

    finished = Signal(object)
    failed = Signal(str)

    def busy(self) -> bool:
        return False

    def think(self, *args, **kwargs) -> None:
        pass

    warm_up = play_now = cancel = think

    def shutdown(self, *args, **kwargs) -> bool:
        return True


def _main_window_hot_seat():
    cls = _optional("goatmaster.app.main_window", "MainWindow")
    saved = played([Seat("Bertholomew", "human"), Seat("Cleopatra", "human")], seed=3, turns=6)
    return cls(saved, worker=IdleWorker()), SCREEN


def _main_window_solo():
    cls = _optional("goatmaster.app.main_window", "MainWindow")
    saved = played([Seat("Ada", "human"), Seat("Bert", "ai", "hard"), Seat("Cleo", "ai", "easy"),
                     Seat("Dora", "ai", "normal"), Seat("Emil", "ai", "hard")], seed=3, turns=0)
    return cls(saved, worker=IdleWorker()), SCREEN


def _main_window_with_log():
    """Wide enough for the log dock, which a 1024-pixel window starts without."""
    window, _ = _main_window_hot_seat()
    return window, QSize(1280, 800)


def _start_screen():
    page = _optional("goatmaster.app.start_screen", "StartScreen")()
    page.set_unfinished(played([Seat("Ada", "human"), Seat("Bert", "ai", "hard"),
                                 Seat("Cleo", "ai", "easy")], seed=3, turns=4))
    return page, SCREEN


def _new_game():
    return _optional("goatmaster.app.new_game_dialog", "NewGameDialog")(), None


def _settings():
    return _optional("goatmaster.app.settings_dialog", "SettingsDialog")(), None


def _statistics():
    cls = _optional("goatmaster.app.statistics", "StatisticsDialog")
    stats = _optional("goatmaster.app.statistics", "Statistics")()
    for seed, seats in ((1, [Seat("Ada", "human"), Seat("Bert", "ai", "easy")]),
                        (2, [Seat("Ada", "human"), Seat("Bert", "ai", "hard"), Seat("Cleo", "ai", "easy")]),
                        (3, [Seat("Ada", "human"), Seat("Bert", "human")])):
        stats.record(played(seats, seed))
    return cls(statistics=stats), None


def _empty_statistics():
    return _optional("goatmaster.app.statistics", "StatisticsDialog")(), None


def _rules():
    return _optional("goatmaster.app.rules_page", "RulesDialog")(), None


def _end_screen():
    cls = _optional("goatmaster.app.end_screen", "EndScreen")
    seats = [Seat("Bertholomew", "human"), Seat("Cleopatra", "ai", "hard"), Seat("Dorothea", "ai", "easy"),
             Seat("Emil", "ai", "normal"), Seat("Ada", "human")]
    return cls(played(seats, seed=12)), None


SCREENS = {"main window, hot-seat": _main_window_hot_seat, "main window, solo": _main_window_solo,
           "main window, with the log": _main_window_with_log,
           "start screen": _start_screen, "new game": _new_game, "settings": _settings,
           "statistics": _statistics, "statistics, empty": _empty_statistics, "rules": _rules,
           "end screen": _end_screen}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_translated_text_is_clipped(app, qtbot, language, screen):
    assert i18n.install_translators(app, language) == language
    widget, size = SCREENS[screen]()
    _check(qtbot, widget, size)

