"""French and German (issue 7, item 3): complete, current, compiled by Qt's tools, and never clipped.

* every text of ``resources/translations/goatmaster_{fr,de}.ts`` has a finished translation
  that keeps its ``%1``…``%n`` placeholders;
* the ``.ts`` files hold exactly the texts of the code and the forms: ``scripts/update-translations``
  (``pyside6-lupdate``) is run on a copy and must change no text;
* the committed ``.qm`` files are what ``pyside6-lrelease`` makes of the ``.ts`` files, byte for byte;
* the language can be switched at run time;
* in French and German, no label or button text is cut off in the window and the
  dialogs at 1024×700.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import html  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from positions import played  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSize, Qt, Signal  # noqa: E402
from PySide6 import QtGui  # noqa: E402
from PySide6.QtWidgets import (QApplication, QCheckBox, QLabel, QPushButton, QRadioButton,  # noqa: E402
                               QStyle, QStyleOptionButton, QTableView, QWidget)

from goatmaster import i18n  # noqa: E402
from goatmaster.app.online.words import refusal  # noqa: E402
from goatmaster.net import protocol as p  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.game_window import ending_of  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.games.goat_master.qt.table import GoatMasterTable  # noqa: E402
from windows import goat_master_window  # noqa: E402
from goatmaster.app.shell.new_game_dialog import NewGameDialog  # noqa: E402
from goatmaster.app.shell.rules_page import RulesDialog  # noqa: E402
from goatmaster.app.shell.settings_dialog import SettingsDialog  # noqa: E402
from goatmaster.app.shell.start_screen import StartScreen  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402
from goatmaster.app.shell.statistics_dialog import StatisticsDialog  # noqa: E402
from goatmaster.games.goat_master.savefile import Seat  # noqa: E402
from goatmaster.games.goat_master.qt.art import GOAT_NAMES, goat_name  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "de")
SCREEN = QSize(1024, 700)
PLACEHOLDER = re.compile(r"%(?:\d+|n)")
UPDATE = "scripts/update-translations"


def _tool(name: str) -> str:
    """A PySide6 tool of the environment the tests run in (PySide6 installs them beside Python)."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found, f"{name} not found: it comes with PySide6-Essentials"
    return found


def _messages(ts: Path) -> dict[tuple[str, str, str], tuple[str, tuple[str, ...]]]:
    """(context, source, disambiguation) -> (translation type, translated forms) of every message."""
    messages = {}
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) or (translation.text or "",)
            key = (context.findtext("name"), message.findtext("source"), message.findtext("comment") or "")
            messages[key] = (translation.get("type", ""), forms)
    return messages


def _committed(language: str):
    return _messages(TRANSLATIONS / f"goatmaster_{language}.ts")


def _translation(language: str, context: str, source: str) -> str:
    return _committed(language)[(context, source, "")][1][0]


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
    messages = _committed(language)
    assert len(messages) > 300
    missing = [f"[{context}] {source!r}" for (context, source, _), (kind, forms) in messages.items()
               if kind or not all(f.strip() for f in forms)]
    assert not missing, (f"{len(missing)} text(s) without a finished {language} translation "
                         f"(open goatmaster_{language}.ts in pyside6-linguist):\n" + "\n".join(missing))


@pytest.mark.parametrize("language", LANGUAGES)
def test_goat_names_are_translated(language):
    names = {source: forms[0] for (context, source, _), (_, forms) in _committed(language).items()
             if context == "Goat"}
    assert set(GOAT_NAMES) <= set(names), f"goat names missing: {sorted(set(GOAT_NAMES) - set(names))}"
    assert len({names[n] for n in GOAT_NAMES}) == len(GOAT_NAMES), "two goats share a name"


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_are_kept(language):
    wrong = []
    for (context, source, _), (_, forms) in _committed(language).items():
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        wrong += [f"[{context}] {source!r} -> {text!r}" for text in forms
                  if sorted(set(PLACEHOLDER.findall(text))) != wanted]
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


#: French speaks to the player with "tu": never "vous", "votre", "vos", nor a verb of "vous" ("Choisissez").
_VOUS = re.compile(r"\b(vous|votre|vos|\w+ez)\b", re.IGNORECASE)
_NOT_VOUS = {"chez", "assez", "nez", "rez"}
#: German's polite forms of "you"; written the same, "Sie" is also "she", "it" and "they" at a sentence's start.
_SIE = re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b")


def _polite_german(text: str) -> list[str]:
    """The polite "Sie" forms in ``text``: capitalised within a sentence (the pronouns of "they" and
    "she" are lower case there), "Ihnen" anywhere, and "Sie" before a verb in -en ("Sie spielen")."""
    found = []
    for match in _SIE.finditer(text):
        before = text[:match.start()].rstrip(" \u00a0")
        starts = not before or before[-1] in ".:;!?\n„“\"(«"
        following = text[match.end():].split()[:1]
        if (not starts or match.group() == "Ihnen"
                or match.group() == "Sie" and following and re.fullmatch(r"\w+en", following[0])):
            found.append(text[max(0, match.start() - 30):match.end() + 30])
    return found


def _texts_read_in(language: str) -> list[tuple[str, str]]:
    """(where, text) of everything the player reads in ``language``: the translations and the rules pages."""
    texts = [(f"[{context}] {source[:50]!r}", form)
             for (context, source, _), (_, forms) in _committed(language).items() for form in forms]
    for page in sorted((ROOT / "resources" / "rules").glob(f"*-{language}.html")):
        text = html.unescape(re.sub(r"<[^>]+>", "\n", page.read_text(encoding="utf-8")))
        texts += [(page.name, text)]
    return texts


def test_french_says_tu_to_the_player():
    """Issue 34 §16: the game's one voice is "tu" ("Passe l'écran" once stood beside "Choisissez")."""
    wrong = [f"{where}: {word}" for where, text in _texts_read_in("fr")
             for word in _VOUS.findall(text) if word.lower() not in _NOT_VOUS]
    assert not wrong, "French says vous:\n" + "\n".join(wrong)


def test_german_says_du_to_the_player():
    wrong = [f"{where}: {found!r}" for where, text in _texts_read_in("de") for found in _polite_german(text)]
    assert not wrong, "German says Sie:\n" + "\n".join(wrong)
    assert _polite_german("Klicken Sie auf eine Karte.") and _polite_german("Ihre Karte: bitte.") == []
    assert _polite_german("Die Datei ist alt: Sie bleibt unverändert.") == []
    assert _polite_german("Sie spielen zuerst.") and _polite_german("Wenn Ihnen das gefällt")


def test_every_count_has_its_plural_forms_in_three_languages():
    """Issue 31 (23): each text counted with %n has finished plural forms in English, French and
    German (English's file holds only those), each form keeping its placeholders."""
    counted = {key for key in _committed("fr") if "%n" in key[1]}
    assert counted and counted == {key for key in _committed("de") if "%n" in key[1]}
    for language, forms in (("en", 2), ("fr", 2), ("de", 2)):
        messages = _committed(language)
        assert counted <= set(messages), f"goatmaster_{language}.ts lacks {sorted(counted - set(messages))}"
        for key in counted:
            kind, texts = messages[key]
            assert not kind and len(texts) == forms and all("%n" in t for t in texts), (language, key, texts)
    assert set(_committed("en")) == counted                # English translates nothing else


def test_english_says_one_player_and_two_players(app):
    assert i18n.install_translators(app, "en") == "en"
    assert QCoreApplication.translate("StartScreen", "%n player(s)", "", 1) == "1 player"
    assert QCoreApplication.translate("StartScreen", "%n player(s)", "", 2) == "2 players"
    i18n.install_translators(app, "fr")
    assert QCoreApplication.translate("StartScreen", "%n player(s)", "", 2) != "2 players"


def test_ts_files_hold_every_text_of_the_code(tmp_path):
    """lupdate over the code and forms again, into a copy of the .ts files: not a text more or less."""
    for language in LANGUAGES + ("en",):
        shutil.copy(TRANSLATIONS / f"goatmaster_{language}.ts", tmp_path)
    env = dict(os.environ, LUPDATE=_tool("pyside6-lupdate"), LRELEASE=_tool("pyside6-lrelease"))
    done = subprocess.run(["bash", str(ROOT / UPDATE), str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    for language in LANGUAGES + ("en",):
        committed, fresh = _committed(language), _messages(tmp_path / f"goatmaster_{language}.ts")
        new = [f"  [{k[0]}] {k[1]!r}" for k in sorted(set(fresh) - set(committed))]
        gone = [f"  [{k[0]}] {k[1]!r}" for k in sorted(set(committed) - set(fresh))]
        assert not new and not gone, (
            f"goatmaster_{language}.ts is out of date: run `{UPDATE}`, translate the new texts, run it again.\n"
            + ("Not in the .ts yet:\n" + "\n".join(new) + "\n" if new else "")
            + ("No longer in the code:\n" + "\n".join(gone) if gone else ""))
        assert fresh == committed


@pytest.mark.parametrize("language", LANGUAGES + ("en",))
def test_committed_qm_is_what_lrelease_makes_of_the_ts(language, tmp_path):
    qm = tmp_path / f"goatmaster_{language}.qm"
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(TRANSLATIONS / f"goatmaster_{language}.ts"),
                    "-qm", str(qm)], check=True, timeout=120)
    assert (TRANSLATIONS / qm.name).read_bytes() == qm.read_bytes(), \
        f"{qm.name} is older than goatmaster_{language}.ts: run `{UPDATE}`"


# ---------------------------------------------------------------------- installing

def test_install_translators_switches_language_at_run_time(app):
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
    assert i18n.install_translators(app, "fr") == "fr" and i18n.installed_language() == "fr"
    QCoreApplication.sendPostedEvents()
    assert label.text() == _translation("fr", "Goat", "Snoozy") != "Snoozy"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel" or not i18n.load_qt_translator("fr")
    assert i18n.install_translators(app, "de_DE") == "de"
    QCoreApplication.sendPostedEvents()
    assert label.text() == _translation("de", "Goat", "Snoozy") != "Snoozy"
    assert QCoreApplication.translate("GameLog", "%1 agrees.") == "%1 stimmt zu."
    assert i18n.install_translators(app, "tlh") == "en"         # unknown: English
    QCoreApplication.sendPostedEvents()
    assert label.text() == "Snoozy"
    label.close()


def test_the_game_loads_the_committed_qm_files():
    """An editable install (the tests') reads the .qm files of resources/translations themselves."""
    assert Path(str(i18n._translations_folder())).resolve() == TRANSLATIONS
    for language in LANGUAGES:
        translator = i18n.load_game_translator(language)
        assert translator.qm_data == (TRANSLATIONS / f"goatmaster_{language}.qm").read_bytes()
        assert translator.translate("Goat", "Snoozy") == _translation(language, "Goat", "Snoozy")


def test_without_a_qm_file_the_game_speaks_english(app, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "_translations_folder", lambda: tmp_path)
    assert i18n.load_game_translator("fr") is None
    assert i18n.install_translators(app, "fr") == "en"
    assert QCoreApplication.translate("GameLog", "%1 agrees.") == "%1 agrees."


def test_a_new_dialog_speaks_the_language_in_use(app):
    texts = {}
    for language in ("fr", "de", "en"):
        i18n.install_translators(app, language)
        page = StartScreen()
        texts[language] = page.findChild(QPushButton, "newGameButton").text()
        page.deleteLater()
    assert texts == {"fr": "&Nouvelle partie", "de": "&Neues Spiel", "en": "&New game"}


def test_a_files_problem_is_said_in_the_players_language(app):
    """Issue 34 §21: a number of millions of digits, said in the file's words, translated."""
    from goatmaster.app.player_data.user_files import problem
    from goatmaster.files.strict_json import MAX_DIGITS, Reader, SaveError
    with pytest.raises(SaveError) as info:
        Reader().parse(b"[" + b"9" * 4_000_000 + b"]")
    i18n.install_translators(app, "fr")
    assert problem(info.value) == (f"Le fichier contient un nombre de 4000000 chiffres\u00a0; dans un fichier de "
                                   f"partie, un nombre a au plus {MAX_DIGITS} chiffres.")
    i18n.install_translators(app, "de")
    assert problem(info.value).startswith("Die Datei enthält eine Zahl mit 4000000 Ziffern")
    i18n.install_translators(app, "en")
    assert problem(info.value) == (f"The file holds a number 4000000 digits long; numbers in a game file have "
                                   f"at most {MAX_DIGITS} digits.")
    assert problem(OSError(28, "No space left on device")) == "No space left on device"
    assert problem(SaveError("setup: file: not JSON")) == "setup: file: not JSON"     # no words: its message


def test_open_and_save_dialogs_share_one_translated_file_filter(app):
    from goatmaster.app.player_data.user_files import game_file_filter
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
    from goatmaster.app.player_data import user_files

    assert i18n.saved_language() == ""
    user_files.settings().setValue("language", "fr")
    assert i18n.saved_language() == "fr"
    user_files.settings().setValue("language", "tlh")
    assert i18n.saved_language() == ""


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
    saved = played([Seat("Bertholomew", "human"), Seat("Cleopatra", "human")], seed=3, turns=6)
    return goat_master_window(saved, worker=IdleWorker()), SCREEN


def _main_window_solo():
    saved = played([Seat("Ada", "human"), Seat("Bert", "ai", "hard"), Seat("Cleo", "ai", "easy"),
                     Seat("Dora", "ai", "normal"), Seat("Emil", "ai", "hard")], seed=3, turns=0)
    return goat_master_window(saved, worker=IdleWorker()), SCREEN


def _main_window_with_log():
    """Wide enough for the log dock, which a 1024-pixel window starts without."""
    window, _ = _main_window_hot_seat()
    return window, QSize(1280, 800)


def _start_screen():
    page = StartScreen()
    page.set_unfinished(played([Seat("Ada", "human"), Seat("Bert", "ai", "hard"),
                                 Seat("Cleo", "ai", "easy")], seed=3, turns=4))
    return page, SCREEN


def _new_game():
    return NewGameDialog(), None


def _settings():
    return SettingsDialog(), None


def _statistics():
    stats = Statistics()
    for seed, seats in ((1, [Seat("Ada", "human"), Seat("Bert", "ai", "easy")]),
                        (2, [Seat("Ada", "human"), Seat("Bert", "ai", "hard"), Seat("Cleo", "ai", "easy")]),
                        (3, [Seat("Ada", "human"), Seat("Bert", "human")])):
        stats.record(played(seats, seed))
    return StatisticsDialog(statistics=stats), None


def _empty_statistics():
    return StatisticsDialog(), None


def _rules():
    return RulesDialog(), None


def _end_screen():
    seats = [Seat("Bertholomew", "human"), Seat("Cleopatra", "ai", "hard"), Seat("Dorothea", "ai", "easy"),
             Seat("Emil", "ai", "normal"), Seat("Ada", "human")]
    saved = played(seats, seed=12)
    model = MatchModel(saved)
    return EndScreen(saved, ending_of(model, GoatMasterTable(model))), None


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



def test_a_moved_text_keeps_its_translation_plural_forms_too(tmp_path):
    """scripts/carry_translations.py: a text whose code moved to another class keeps its translation,
    a plain one and one with plural forms (whose forms were once carried as blank space)."""
    import subprocess
    import sys

    script = Path(__file__).resolve().parents[1] / "scripts" / "carry_translations.py"
    before = tmp_path / "before.ts"
    before.write_text('''<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="fr"><context><name>Old</name>
<message><source>Hello</source><translation>Salut</translation></message>
<message numerus="yes"><source>%n goat(s)</source><translation>
<numerusform>%n chèvre</numerusform><numerusform>%n chèvres</numerusform></translation></message>
</context></TS>''', encoding="utf-8")
    after = tmp_path / "after.ts"
    after.write_text('''<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="fr"><context><name>New</name>
<message><source>Hello</source><translation type="unfinished"></translation></message>
<message numerus="yes"><source>%n goat(s)</source><translation type="unfinished">
<numerusform></numerusform><numerusform></numerusform></translation></message>
</context></TS>''', encoding="utf-8")
    snapshot = tmp_path / "known.json"
    subprocess.run([sys.executable, str(script), "snapshot", str(before), str(snapshot)], check=True)
    subprocess.run([sys.executable, str(script), "fill", str(after), str(snapshot)], check=True)
    plain, plural = ET.parse(after).getroot().iter("message")
    assert plain.find("translation").text == "Salut" and plain.find("translation").get("type") is None
    assert [form.text for form in plural.iter("numerusform")] == ["%n chèvre", "%n chèvres"]
    assert plural.find("translation").get("type") is None


def test_a_notice_that_the_ai_played_for_a_seat_names_its_person_in_each_language(app):
    notice = p.Error(code="ai-played", message="the AI played for Ann: their time ran out", seat=1, name="Ann")
    said = {}
    for language in ("en",) + LANGUAGES:
        i18n.install_translators(app, language)
        said[language] = refusal(notice)
    assert said["en"] == "The AI played for Ann: their time ran out."
    assert "Ann" in said["fr"] and "IA" in said["fr"] and "Ann" in said["de"] and "KI" in said["de"]


def test_a_new_game_refused_for_another_persons_tables_names_them_in_each_language(app):
    for_another = p.Error(code="too-many-tables", message="one person may sit at 20 ...; Bea sits at 20: ...", seat=1,
                          name="Bea")
    for_me = p.Error(code="too-many-tables", message="one person may sit at 20 ...; you sit at 20: finish one first")
    said = {}
    for language in ("en",) + LANGUAGES:
        i18n.install_translators(app, language)
        said[language] = (refusal(for_another), refusal(for_me))
    assert said["en"][0].startswith("Bea sits at as many turn-based tables") and said["en"][1].startswith("You sit")
    for language in LANGUAGES:
        assert "Bea" in said[language][0] and said[language][0] != said["en"][0]
        assert "Bea" not in said[language][1] and said[language][1] != said["en"][1]


def test_too_many_watches_has_its_own_words_in_each_language_not_a_flood_of_messages(app):
    """Past the watches one address may have replayed, the player is told to wait a minute before watching
    another table, not that they sent too many messages."""
    watches = p.Error(code="too-many-watches", message="too many tables watched from this address in the last 60 s: "
                                                       "wait before you watch another")
    flood = p.Error(code="slow-down", message="too many messages: wait a moment")
    said = {}
    for language in ("en",) + LANGUAGES:
        i18n.install_translators(app, language)
        said[language] = (refusal(watches), refusal(flood))
    assert said["en"][0] == ("You have opened many tables to watch in the last minute: wait a minute before you "
                             "watch another.")
    for language in LANGUAGES:
        assert said[language][0] not in (said[language][1], said["en"][0], watches.message), said[language]
