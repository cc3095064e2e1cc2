"""The dialogs and pages around the table (issue 6): start screen, new game, settings,
statistics, rules, end screen, and the user files behind them.

Every test points GOATMASTER_DATA_DIR at its own tmp_path, so settings, autosave and
statistics never touch the real user folders.  Games are played to the end with a
seeded random player (a few milliseconds each).
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from html.parser import HTMLParser  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from positions import played  # noqa: E402
from PySide6.QtCore import QSettings, QSize, Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialog, QDialogButtonBox,  # noqa: E402
                               QLabel, QMessageBox, QTableWidget)

from goatmaster.app.player_data import statistics as stats_module  # noqa: E402
from goatmaster.app.player_data import user_files  # noqa: E402
from goatmaster.app.play.end_screen import EndScreen  # noqa: E402
from goatmaster.app.play.game_window import ending_of  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.games.goat_master.qt.pictures import art_pixmap  # noqa: E402
from goatmaster.games.goat_master.qt.table import GoatMasterTable  # noqa: E402
from goatmaster.app.shell.new_game_dialog import NewGameDialog, default_name  # noqa: E402
from goatmaster.app.shell.rules_page import RulesDialog, page_images, rules_file  # noqa: E402
from goatmaster.app.shell.settings_dialog import (SettingsDialog, ai_cores, ai_pace,  # noqa: E402
                                                  animation_speed, confirm_take, language)
from goatmaster.app.shell.start_screen import StartScreen  # noqa: E402
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.search.pool import default_workers  # noqa: E402
from goatmaster.app.player_data.statistics import Statistics  # noqa: E402
from goatmaster.app.shell.statistics_dialog import StatisticsDialog  # noqa: E402
from goatmaster.games.goat_master.engine import winners  # noqa: E402
from goatmaster.games.goat_master.savefile import Seat, save  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SCREEN = QSize(1024, 700)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(folder))
    return folder


def solo(level="hard"):
    return [Seat("Ada", "human"), Seat("Bert", "ai", level)]


def finished_where(seats, human_wins: bool, start=1):
    """A finished game in which a human seat wins (or does not)."""
    for seed in range(start, start + 400):
        saved = played(seats, seed)
        won = any(seats[s].kind == "human" for s in winners(saved.game.state.scores()))
        if won == human_wins:
            return saved
    raise AssertionError("no such game in 400 deals")


# ---------------------------------------------------------------------- clipping

def assert_nothing_clipped(qtbot, widget, size=None):
    """Fits 1024×700, and at its size every text is shown in full."""
    assert widget.minimumSizeHint().width() <= SCREEN.width()
    assert widget.minimumSizeHint().height() <= SCREEN.height()
    hint = widget.sizeHint()
    if size is None:
        size = QSize(min(max(hint.width(), widget.minimumWidth()), SCREEN.width()),
                     min(max(hint.height(), widget.minimumHeight()), SCREEN.height()))
    widget.resize(size)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.width() <= SCREEN.width() and widget.height() <= SCREEN.height()
    for label in widget.findChildren(QLabel):
        if not label.isVisibleTo(widget) or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()
        else:
            assert label.width() >= label.sizeHint().width() - 1, label.text()
            assert label.height() >= label.sizeHint().height() - 1, label.text()
    for control in widget.findChildren(QAbstractButton) + widget.findChildren(QComboBox):
        if control.isVisibleTo(widget):
            need = control.minimumSizeHint()
            assert control.width() >= need.width() - 1, getattr(control, "text", lambda: "")()
            assert control.height() >= need.height() - 1
    for table in widget.findChildren(QTableWidget):
        if not table.isVisibleTo(widget):
            continue
        metrics = table.fontMetrics()
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                text_width = metrics.horizontalAdvance(item.text()) * 1.12       # bold items
                if not item.icon().isNull():
                    text_width += table.iconSize().width() + 6
                assert text_width <= table.columnWidth(column), item.text()
            assert table.rowViewportPosition(row) + table.rowHeight(row) <= table.viewport().height() + 1 \
                or table.verticalScrollBar().isVisible()
    return widget


# ---------------------------------------------------------------------- user files

def test_user_files_live_in_the_override_folder(data_dir):
    assert user_files.user_data_dir() == data_dir and data_dir.is_dir()
    assert user_files.autosave_path().parent == data_dir
    assert user_files.statistics_path().parent == data_dir
    settings = user_files.settings()
    settings.setValue("probe/value", 7)
    settings.sync()
    assert (data_dir / "settings.ini").is_file()
    assert int(user_files.settings().value("probe/value")) == 7


def test_last_unfinished_game_missing_broken_finished(data_dir):
    assert user_files.last_unfinished_game() is None                       # missing
    path = user_files.autosave_path()
    path.write_bytes(b'{"format": "goatmaster-save", "version": 1, "players": [')
    assert user_files.last_unfinished_game() is None                       # broken JSON
    path.write_bytes(b"\x00\xff" * 50)
    assert user_files.last_unfinished_game() is None                       # not text
    path.write_text(json.dumps({"format": "something else"}))
    assert user_files.last_unfinished_game() is None                       # foreign
    path.mkdir()
    assert user_files.last_unfinished_game() is None                       # a folder
    assert not path.exists()                                               # each one set aside
    assert len(list(data_dir.glob("autosave (unreadable *).goat"))) == 4
    assert len(user_files.take_notices()) == 4
    save(path, played(solo(), seed=3))
    assert user_files.last_unfinished_game() is None                       # finished
    save(path, played(solo(), seed=3, turns=5))
    found = user_files.last_unfinished_game()
    assert found is not None
    assert found[0] == path and [p.name for p in found[1].players] == ["Ada", "Bert"]
    assert found[1].game.state.turn == 5


# ---------------------------------------------------------------------- start screen

def test_start_screen_continue_and_signals(qtbot):
    page = StartScreen()
    qtbot.addWidget(page)
    assert not page.continueButton.isEnabled() and not page.continueDetail.isVisibleTo(page)
    saved = played(solo("hard"), seed=2, turns=11)
    page.set_unfinished(saved)
    assert page.continueButton.isEnabled()
    assert page.continueDetail.text() == "Ada vs Bert (hard) — turn 12"
    assert page.continueButton.text() == "&Continue Goat Master"     # names its game (issue 31.14)
    for button, signal in ((page.continueButton, page.continueGame), (page.newGameButton, page.newGame),
                           (page.loadButton, page.loadGame), (page.rulesButton, page.showRules),
                           (page.settingsButton, page.showSettings),
                           (page.statisticsButton, page.showStatistics), (page.quitButton, page.quit)):
        with qtbot.waitSignal(signal, timeout=1000):
            button.click()
    page.set_unfinished(played(solo(), seed=2))                # finished: nothing to continue
    assert not page.continueButton.isEnabled() and page.continueButton.text() == "&Continue"


def test_start_screen_fits_and_paints(qtbot):
    page = StartScreen()
    qtbot.addWidget(page)
    page.set_unfinished(played([Seat("Ada", "human"), Seat("Bert", "human"), Seat("Cleo", "ai", "easy")],
                               seed=4, turns=3))
    assert_nothing_clipped(qtbot, page, SCREEN)
    assert page.rect().contains(page.panel.geometry())
    image = page.grab().toImage()
    assert image.pixelColor(5, 5) != image.pixelColor(page.width() // 2, page.panel.y() + 40)


def test_the_start_screens_cards_are_lettered_as_on_the_table(qtbot):
    """Issue 62: the fanned cards came from the plain SVG files, their name plates blank; the
    first thing a new player sees is lettered as the table letters its cards, in their language."""
    from PySide6.QtGui import QPainter
    from goatmaster import games  # noqa: F401  (registers every game)
    from goatmaster.app.shell.start_screen import LEFT_FAN, RIGHT_FAN, svg_pixmap
    page = StartScreen(games=[game for game in entries() if game.table])
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    with qtbot.waitSignal(page.firstPainted, timeout=5000):
        qtbot.waitExposed(page)
    drawn = []
    draw = QPainter.drawPixmap

    def recording(painter, *args):
        drawn.extend(arg.toImage() for arg in args if hasattr(arg, "toImage"))
        return draw(painter, *args)

    QPainter.drawPixmap = recording
    try:
        page.grab()
    finally:
        QPainter.drawPixmap = draw
    dpr = page.devicePixelRatioF()
    cards = [image for image in drawn if image.height() > image.width() > 100 * dpr]
    assert len(cards) == 6, [image.size() for image in drawn]
    sizes = {(image.width(), image.height()) for image in cards}
    for name in LEFT_FAN + RIGHT_FAN:
        for size in (QSize(round(w / dpr), round(h / dpr)) for w, h in sizes):
            lettered = GoatMasterTable.rules_picture(name, size, dpr).toImage()
            assert lettered != svg_pixmap(f"art/cards/{name}.svg", size, dpr).toImage()    # the letters
            if any(image == lettered for image in cards):
                break
        else:
            pytest.fail(f"{name} is not drawn lettered")


# ---------------------------------------------------------------------- new game

def test_new_game_defaults_you_against_a_normal_computer(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    assert [s.kind for s in seats] == ["human", "ai"]
    assert seats[1].level == "normal" and seats[0].level is None
    assert seats[0].name == "Player 1"          # not "You": the log says "You plays", "You's dog"
    assert dialog.colours() == [0, 1]
    assert isinstance(dialog.seed(), int) and dialog.seed() > 0


def test_computer_players_are_never_named_after_a_card(qtbot, qapp):
    """"Helga plays Sherlock 2, Sherlock takes Helga 5" was the most confusing line of the game."""
    from goatmaster import i18n
    from goatmaster.games.goat_master.qt.art import GOAT_NAMES, card_title, goat_name
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_buttons[5].click()
    for row in dialog.rows[1:]:
        row.kind.setCurrentIndex(row.kind.findData("ai"))
    names = [s.name for s in dialog.seats()[1:]] + [default_name(0, "ai")]
    assert len(set(names)) == 5
    try:
        for language in ("en", "fr", "de"):
            assert i18n.install_translators(qapp, language) == language
            cards = {goat_name(t) for t in range(len(GOAT_NAMES))} | {card_title("D01"), card_title("M1.1")}
            words = {word for card in cards for word in card.split()}
            assert not any(name in cards or name in words for name in names), (language, names)
    finally:
        i18n.install_translators(qapp, "en")


def test_a_default_name_is_stored_alike_in_every_language_and_shown_in_the_players(qtbot, qapp):
    """Issue 31: "Thomas gegen Player 2" — a seat left unnamed follows the language it is read in."""
    from goatmaster import i18n
    from goatmaster.views.forms import seat_label, shown_name
    try:
        assert i18n.install_translators(qapp, "de") == "de"
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.rows[0].name.setText("Thomas")
        dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("human"))
        assert dialog.rows[1].name.placeholderText() == "Spieler 2"
        seats = dialog.seats()
        assert [s.name for s in seats] == ["Thomas", "Player 2"]        # the file's words, in any language
        assert " gegen ".join(seat_label(s) for s in seats) == "Thomas gegen Spieler 2"
        dialog.set_seats(seats)                                          # back in the dialog: the default again
        assert dialog.rows[1].name.text() == "" and dialog.seats()[1].name == "Player 2"
        dialog.rows[1].name.setText("Spieler 2")                         # typed as shown: still the default
        assert dialog.seats()[1].name == "Player 2"
        assert i18n.install_translators(qapp, "fr") == "fr"
        assert shown_name("Player 2") == "Joueur 2" and shown_name("Player Two") == "Player Two"
    finally:
        i18n.install_translators(qapp, "en")
    assert shown_name("Player 2") == "Player 2"


def test_new_game_choices_are_returned_and_remembered(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_buttons[4].click()
    assert dialog.players() == 4
    rows = dialog.rows
    rows[0].name.setText("Ada")
    rows[1].kind.setCurrentIndex(rows[1].kind.findData("human"))
    rows[1].name.setText("Bert")
    rows[2].level.setCurrentIndex(rows[2].level.findData("hard"))
    rows[3].level.setCurrentIndex(rows[3].level.findData("easy"))
    rows[0].colour.setCurrentIndex(rows[0].colour.findData(4))      # red seat takes purple: swap
    assert dialog.colours() == [4, 1, 2, 3]
    rows[1].colour.setCurrentIndex(rows[1].colour.findData(2))      # swap with seat 3
    assert dialog.colours() == [4, 2, 1, 3]
    dialog.set_seed(4242)
    seats = dialog.seats()
    assert [(s.name, s.kind, s.level) for s in seats[:2]] == [("Ada", "human", None), ("Bert", "human", None)]
    assert [s.level for s in seats[2:]] == ["hard", "easy"] and all(s.name for s in seats)
    assert dialog.seed() == 4242
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.players() == 4
    assert [(s.name, s.kind, s.level) for s in again.seats()] == [(s.name, s.kind, s.level) for s in seats]
    assert again.colours() == [4, 2, 1, 3]


def test_new_game_needs_a_human_and_reads_levels_from_the_dict(qtbot, monkeypatch):
    from goatmaster.games.goat_master.ai.knowledge import LEVELS
    monkeypatch.setitem(LEVELS, "expert", LEVELS["hard"])
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    row = dialog.rows[0]
    assert row.level.findData("expert") >= 0
    tips = {row.level.itemData(k): row.level.itemData(k, Qt.ItemDataRole.ToolTipRole)
            for k in range(row.level.count())}
    assert tips["easy"].startswith("Answers at once") and "hard to beat" in tips["hard"]
    assert not tips["expert"]                     # a level without words yet shows no tooltip
    row.kind.setCurrentIndex(row.kind.findData("ai"))
    assert not dialog.ok.isEnabled() and dialog.warningLabel.isVisibleTo(dialog)
    row.kind.setCurrentIndex(row.kind.findData("human"))
    assert dialog.ok.isEnabled() and not dialog.warningLabel.isVisibleTo(dialog)


def test_new_game_garbled_memory_gives_defaults(qtbot):
    settings = user_files.settings()
    settings.setValue("newGame/goat-master/seats", "{not json")
    settings.setValue("newGame/goat-master/players", "seven")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [s.kind for s in dialog.seats()] == ["human", "ai"]


def test_new_game_dialog_fits(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.set_players(5)
    assert_nothing_clipped(qtbot, dialog)


# ---------------------------------------------------------------------- settings

def test_settings_defaults_and_garbled_values():
    settings = user_files.settings()
    assert (animation_speed(settings), ai_pace(settings), language(settings), confirm_take(settings)) == (
        1.0, 600, "", False)
    settings.setValue("animation/speed", "fast please")
    settings.setValue("play/aiPace", "1e999")
    settings.setValue("language", "tlh")
    settings.setValue("play/confirmTake", "maybe")
    assert (animation_speed(settings), ai_pace(settings), language(settings), confirm_take(settings)) == (
        1.0, 600, "", False)
    settings.setValue("play/aiPace", "-20")
    assert ai_pace(settings) == 0


@pytest.mark.parametrize("game", ["goat-master", "meadow", "rows"])
def test_settings_offer_a_game_s_own_setting_only_for_that_game(qtbot, game):
    """Issue 34, item 12: "confirm before I take a card" is Goat Master's (its table names it)."""
    from goatmaster.core.registry import entry
    dialog = SettingsDialog(None, None, entry(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.confirmTakeCheck.isVisible() == (game == "goat-master")
    if game == "goat-master":
        assert dialog.confirmTakeCheck.text() == "Ask me to &confirm before I take a card"


def test_settings_dialog_writes_on_ok_only(qtbot):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.animationCombo.setCurrentIndex(dialog.animationCombo.findData(2.5))
    dialog.languageCombo.setCurrentIndex(dialog.languageCombo.findData("de"))
    dialog.confirmTakeCheck.setChecked(True)
    dialog.reject()
    assert animation_speed(user_files.settings()) == 1.0

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.animationCombo.setCurrentIndex(dialog.animationCombo.findData(0.0))
    dialog.paceCombo.setCurrentIndex(dialog.paceCombo.findData(1500))
    dialog.languageCombo.setCurrentIndex(dialog.languageCombo.findData("fr"))
    dialog.confirmTakeCheck.setChecked(True)
    with qtbot.waitSignal(dialog.changed, timeout=1000):
        dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    settings = user_files.settings()
    assert (animation_speed(settings), ai_pace(settings), language(settings), confirm_take(settings)) == (
        0.0, 1500, "fr", True)

    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.values() == (0.0, 1500, "fr", True, default_workers(), False, True)
    again.nudgesCheck.setChecked(False)
    again.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert again.values() == (1.0, 600, "", False, default_workers(), False, True)
    assert_nothing_clipped(qtbot, again)


def test_the_ai_may_use_as_many_cores_as_the_player_says(qtbot, monkeypatch):
    """Issue 36 §1: every core but one by default; the player's choice, 1 to every core, is kept
    (and the default is not, so it follows the machine); a value this machine cannot give is the default."""
    from goatmaster.app.shell import settings_dialog
    monkeypatch.setattr(settings_dialog, "machine_cores", lambda: 8)
    monkeypatch.setattr(settings_dialog, "default_workers", lambda: 7)
    settings = user_files.settings()
    assert ai_cores(settings) == 7
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert (dialog.coresSpin.minimum(), dialog.coresSpin.maximum(), dialog.coresSpin.value()) == (1, 8, 7)
    assert dialog.coresSpin.suffix() == " of 8 cores"
    dialog.coresSpin.setValue(3)
    with qtbot.waitSignal(dialog.changed, timeout=1000):
        dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    assert ai_cores(user_files.settings()) == 3
    for garbled in ("12", "0", "many"):
        settings.setValue(settings_dialog.CORES_KEY, garbled)
        assert ai_cores(settings) == 7, garbled
    again = SettingsDialog()
    qtbot.addWidget(again)
    again.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    again.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not user_files.settings().contains(settings_dialog.CORES_KEY)


# ---------------------------------------------------------------------- statistics

def test_statistics_count_solo_games_once(data_dir):
    stats = Statistics()
    assert stats.games == 0 and stats.best is None
    win = finished_where(solo("hard"), human_wins=True)
    loss = finished_where(solo("hard"), human_wins=False)
    assert stats.record(win) and stats.record(loss)
    assert not stats.record(win)                                   # the same game again
    assert not stats.record(played(solo(), seed=5, turns=4))       # unfinished
    assert not stats.record(played([Seat("A", "ai", "easy"), Seat("B", "ai", "hard")], seed=5))
    again = Statistics()                                            # from the file
    assert (again.games, again.won) == (2, 1)
    [row] = again.rows()
    assert (row.opponents, row.players, row.played, row.won) == ("hard", 2, 2, 1)
    best = max(win.game.state.scores()[0].total, loss.game.state.scores()[0].total)
    assert again.best == row.best == best
    assert not list(data_dir.glob(".*.tmp"))


def test_statistics_hot_seat_and_mixed_rows():
    stats = Statistics()
    table = [Seat("Ada", "human"), Seat("Bert", "human"), Seat("Cleo", "human")]
    stats.record(finished_where(table, human_wins=True))
    stats.record(played([Seat("Ada", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "hard")], seed=9))
    keys = {(r.opponents, r.players) for r in stats.rows()}
    assert keys == {("humans", 3), ("mixed", 3)}
    assert Statistics().rows()[0].won <= 1


def test_a_game_at_a_table_shared_online_counts_only_this_players_seat(data_dir):
    """Online, the other people are opponents: this seat's own result and score, in the "online" row."""
    table = [Seat("Ada", "human"), Seat("Bert", "human")]
    game = finished_where(table, human_wins=True)
    totals, winners_ = game.game.state.result()
    loser = next(k for k in range(2) if k not in winners_)
    stats = Statistics()
    assert stats.record(game, seats=[loser])
    assert not stats.record(game, seats=[loser])                    # the same game again
    [row] = Statistics().rows()
    assert (row.opponents, row.played, row.won, row.best) == ("online", 1, 0, totals[loser])
    dialog = StatisticsDialog(statistics=Statistics())
    assert dialog.table.item(0, 0).text() == "At tables shared online"


def test_statistics_of_a_game_for_six_keep_their_six_player_row(data_dir):
    """Goal Rows seats six: a row of six is a row, not damage that sets the file aside."""
    import random

    from goatmaster.core.registry import entry
    from goatmaster.files.envelope import codec_of
    rows = entry("rows")
    match = rows.new_match(6, 3, rows.info.new_game_options())
    rng = random.Random(3)
    while not match.is_over:
        state = match.state
        match.apply_action(state.chance_outcome(rng) if state.current_player() < 0
                           else rng.choice(state.legal_actions()))
    players = [Seat("Ada", "human")] + [Seat(f"AI {k}", "ai", "easy") for k in range(5)]
    assert Statistics(game="rows").record(codec_of(rows).saved_game(players, match, {}))
    again = Statistics(game="rows")
    assert again.set_aside is None and [(r.opponents, r.players) for r in again.rows()] == [("easy", 6)]


def test_statistics_broken_file_is_set_aside(data_dir):
    path = user_files.statistics_path()
    path.write_text('{"format": "goatmaster-statistics", "version": 1, "games": -3')
    stats = Statistics()
    assert stats.games == 0 and stats.set_aside.name.startswith("statistics (damaged ")
    assert stats.set_aside.parent == path.parent and stats.set_aside.suffix == ".json"
    assert stats.set_aside.read_text().startswith('{"format"')
    assert stats.record(finished_where(solo(), human_wins=True))
    assert Statistics().games == 1
    # numbers that do not add up are broken too
    data = json.loads(path.read_text())
    data["won"] = 5
    path.write_text(json.dumps(data))
    assert Statistics().games == 0


def test_statistics_are_written_atomically(data_dir, monkeypatch):
    stats = Statistics()
    stats.record(finished_where(solo(), human_wins=True))
    path = user_files.statistics_path()
    before = path.read_bytes()
    replaced = []
    real_replace = os.replace

    def crash(src, dst):
        replaced.append((src, dst))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats_module.os, "replace", crash)
    assert stats.record(finished_where(solo(), human_wins=False))      # counted in memory
    assert stats.write_error == "No space left on device"
    assert path.read_bytes() == before                                 # the old file is whole
    assert not list(data_dir.glob(".*.tmp"))                           # no temp file left
    assert replaced and Path(replaced[0][1]) == path and Path(replaced[0][0]) != path
    monkeypatch.setattr(stats_module.os, "replace", real_replace)
    stats.save()
    assert Statistics().games == 2


def test_statistics_never_overwrite_a_file_they_cannot_read(monkeypatch):
    path = user_files.statistics_path()
    path.write_text("{}")

    def denied(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(stats_module, "read_limited", denied)       # reading fails with an OSError
    stats = Statistics()
    assert stats.read_error and stats.games == 0
    assert stats.record(finished_where(solo(), human_wins=True))
    assert stats.games == 1 and stats.write_error and path.read_text() == "{}"


def test_statistics_set_a_folder_in_their_place_aside():
    path = user_files.statistics_path()
    path.mkdir()
    (path / "inside").write_text("kept")
    stats = Statistics()
    assert stats.read_error is None and stats.set_aside is not None
    assert (stats.set_aside / "inside").read_text() == "kept"
    assert stats.record(finished_where(solo(), human_wins=True)) and path.is_file()


def test_statistics_dialog_shows_and_resets(qtbot, monkeypatch):
    stats = Statistics()
    stats.record(finished_where(solo("easy"), human_wins=True))
    stats.record(finished_where(solo("hard"), human_wins=False))
    dialog = StatisticsDialog(statistics=stats)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2 and not dialog.emptyLabel.isVisibleTo(dialog)
    assert dialog.table.item(0, 0).text() == "Easy computer"
    assert_nothing_clipped(qtbot, dialog)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.resetButton.click()
    assert Statistics().games == 0 and dialog.table.rowCount() == 0
    assert dialog.emptyLabel.isVisibleTo(dialog) and not dialog.resetButton.isEnabled()


# ---------------------------------------------------------------------- rules

def image_names(document) -> list[str]:
    """The names of the images a rich-text document shows, in order."""
    return [image.name() for image in page_images(document)]


class PageParts(HTMLParser):
    """A rules page's element ids and anchors (what show_section() scrolls to), and its pictures."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.pictures: list[str] = []
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.ids.update(value for key, value in attrs.items() if key == "id")
        if tag == "a" and attrs.get("name"):
            self.ids.add(attrs["name"])
        if tag == "img":
            self.pictures.append(attrs["src"])


def element_ids(path) -> set[str]:
    return PageParts(Path(path)).ids


def test_rules_page_loads_with_pictures(qtbot):
    dialog = RulesDialog(language="en")
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for words in ("The goal", "A turn", "The dog", "The end", "The final count",
                  "7, 3, 3 and 1 score 7, 2, 2",
                  "shown to everyone", "not ask for the same move again", "comes first after"):
        assert words in text
    document = dialog.browser.document()
    images = image_names(document)
    assert len(images) >= 10
    base = dialog.browser.source()
    loaded = [document.resource(QTextDocument.ResourceType.ImageResource, base.resolved(name))
              for name in images]
    assert all(image is not None and not image.isNull() for image in loaded)
    # Drawn as the table draws them: at their size on the page, the cards lettered.
    sizes = {(image.width(), image.height()) for image in loaded}
    assert (56, 78) in sizes and (250, 350) not in sizes
    assert_nothing_clipped(qtbot, dialog, QSize(820, 640))


def test_rules_file_falls_back_to_english():
    assert rules_file("xx").name == "rules-en.html"
    assert rules_file("fr_FR").name in ("rules-fr.html", "rules-en.html")
    assert rules_file(None).name == "rules-en.html"


#: Each game's rules page: its file name, its sections' anchors, and one anchor per rule id
#: of ``docs/rules/<game>.md`` that the page explains (issues 14 and 15).
GAME_PAGES = {
    "meadow": ("meadow-dice", {"goal", "material", "setup", "turn", "marking", "end", "scoring", "pro",
                               "examples", "details"}, {f"D{k}" for k in range(1, 19)}),
    "rows": ("goal-rows", {"goal", "material", "setup", "turn", "play", "row", "trade", "draw", "end",
                           "examples", "details"}, {f"T{k}" for k in range(1, 19)}),
}


@pytest.mark.parametrize("game", sorted(GAME_PAGES))
def test_each_game_s_rules_page_is_in_three_languages_with_every_rule_and_the_same_anchors(game):
    stem, sections, rules = GAME_PAGES[game]
    english = PageParts(rules_file("en", game))
    assert rules_file("en", game).name == f"{stem}-en.html" and rules_file("xx", game) == rules_file("en", game)
    assert sections | rules <= english.ids, sorted(sections | rules - english.ids)
    for code in ("fr", "de_CH"):
        page = rules_file(code, game)
        assert page.name == f"{stem}-{code[:2]}.html"
        translated = PageParts(page)
        assert translated.ids == english.ids
        assert translated.pictures == english.pictures          # the same pictures in the same places


@pytest.mark.parametrize("page", sorted(p.name for p in Path(rules_file("en").parent).glob("*.html")))
def test_every_picture_a_rules_page_names_exists(page):
    path = Path(rules_file("en").parent) / page
    pictures = PageParts(path).pictures
    assert pictures
    missing = [src for src in pictures if not (path.parent / src).is_file()]
    assert not missing, missing


def test_rules_file_knows_only_the_games_with_a_page():
    assert rules_file("de", "goat-master").name == "rules-de.html"
    for game in ("chess", "toy-poker"):         # unknown; registered without rules pages
        with pytest.raises(KeyError):
            rules_file("en", game)


def test_each_game_s_rules_entry_names_its_pages():
    games = [game for game in entries() if game.rules]
    assert {game.name for game in games} >= {game.name for game in entries() if game.table}
    for game in games:
        assert rules_file("en", game.name).is_file() and rules_file("en", game.name).stem == f"{game.rules}-en"


@pytest.mark.parametrize("game", sorted(GAME_PAGES))
@pytest.mark.parametrize("code", ["en", "fr", "de"])
def test_rules_dialog_shows_each_game_s_page_with_its_pictures_drawn(qtbot, game, code):
    dialog = RulesDialog(language=code, game=game)
    qtbot.addWidget(dialog)
    stem = GAME_PAGES[game][0]
    assert dialog.path.name == f"{stem}-{code}.html"
    assert dialog.windowTitle() == dialog.browser.documentTitle() != ""
    document = dialog.browser.document()
    images = list(page_images(document))
    assert len(images) >= 10
    base = dialog.browser.source()
    for image in images:                    # drawn at their size on the page, not the SVG's own
        picture = document.resource(QTextDocument.ResourceType.ImageResource, base.resolved(image.name()))
        assert picture is not None and not picture.isNull(), image.name()
        assert (picture.width(), picture.height()) == (round(image.width() * picture.devicePixelRatio()),
                                                       round(image.height() * picture.devicePixelRatio()))
    assert_nothing_clipped(qtbot, dialog, QSize(820, 640))
    dialog.show_section("examples")
    assert dialog.browser.verticalScrollBar().value() > 0


def _pictures_script():
    spec = importlib.util.spec_from_file_location("make_rules_pictures", ROOT / "scripts" / "make_rules_pictures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_worked_check_d16_is_drawn_as_the_engine_scores_it():
    from goatmaster.games.meadow_dice.engine import named_sheet
    from goatmaster.games.meadow_dice.engine.state import MeadowState

    script = _pictures_script()
    cells = [[r * 8 + c for r, c in marks] for marks in (script.D16_CROSSES, script.D16_CIRCLES)]
    standing = MeadowState.with_marks(named_sheet("Windmill"), *cells).standing()
    crosses, circles = standing.scores
    assert (crosses.meadows, crosses.troughs, crosses.herds, crosses.total) == (3, 4 + 2, 12, 21)
    assert (circles.meadows, circles.troughs, circles.herds, circles.total) == (6, 4, 5 + 2, 17)


def test_the_rules_pictures_are_what_the_script_draws(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "make_rules_pictures.py"), "--out", str(tmp_path)],
                   check=True, capture_output=True)
    committed = Path(rules_file("en").parent) / "img"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in committed.iterdir())
    for fresh in tmp_path.iterdir():
        assert fresh.read_bytes() == (committed / fresh.name).read_bytes(), fresh.name


# ---------------------------------------------------------------------- end screen

def end_screen(saved) -> EndScreen:
    """The end screen of a finished Goat Master game, as the game window makes it."""
    model = MatchModel(saved)
    return EndScreen(saved, ending_of(model, GoatMasterTable(model)))


def test_end_screen_shows_scores_and_winners(qtbot):
    seats = [Seat("Ada", "human"), Seat("Bert", "ai", "hard"), Seat("Cleo", "ai", "easy")]
    saved = played(seats, seed=11)
    saved.app["colours"] = [3, 0, 4]
    screen = end_screen(saved)
    qtbot.addWidget(screen)
    scores = saved.game.state.scores()
    won = winners(scores)
    assert screen.legendLabel.text().startswith("Single")
    for r in range(screen.table.rowCount()):         # each seat's row wears its own colour's marker
        seat = next(s for s in range(3) if screen.table.item(r, 1).text().startswith(seats[s].name))
        shown = screen.table.item(r, 1).icon().pixmap(24, 24).toImage()
        assert shown == art_pixmap(f"pawn-{[3, 0, 4][seat]}", QSize(24, 24)).toImage()
    assert all(seats[s].name in screen.titleLabel.text() for s in won)
    shown = {screen.table.item(r, 1).text(): [int(screen.table.item(r, c).text()) for c in range(2, 6)]
             for r in range(screen.table.rowCount())}
    for score in scores:
        name = seats[score.seat].name
        key = next(k for k in shown if k.startswith(name))
        assert shown[key] == [score.single, score.double, score.milk, score.total]
    totals = [int(screen.table.item(r, 5).text()) for r in range(screen.table.rowCount())]
    assert totals == sorted(totals, reverse=True)
    assert_nothing_clipped(qtbot, screen)
    with qtbot.waitSignal(screen.playAgain, timeout=1000):
        screen.playAgainButton.click()
    assert screen.result() == QDialog.DialogCode.Accepted


def test_an_enter_or_space_after_the_last_move_keeps_the_result(qtbot):
    """Issue 31 (8): Close is the default and has the focus; Play again needs a deliberate click."""
    screen = end_screen(played([Seat("Ada", "human"), Seat("Bert", "ai", "easy")], seed=5))
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(lambda: screen.focusWidget() is screen.closeButton)
    assert screen.closeButton.isDefault() and not screen.playAgainButton.isDefault()
    assert not screen.playAgainButton.autoDefault() and not screen.newGameButton.autoDefault()
    again = []
    screen.playAgain.connect(lambda: again.append(True))
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Space)
    assert screen.result() == QDialog.DialogCode.Rejected and not again
    screen.show()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    assert not again and not screen.isVisible()


def test_end_screen_orders_its_columns_as_the_score_dock(qtbot):
    """Issue 31: the dock's standing and the end screen read in one order (the end screen adds the place)."""
    from goatmaster.app.play.game_window import TableStanding
    saved = played([Seat("Ada", "human"), Seat("Bert", "ai", "easy")], seed=11)
    screen = end_screen(saved)
    qtbot.addWidget(screen)
    model = MatchModel(saved)
    dock = TableStanding(model, GoatMasterTable(model))
    shown = [dock.horizontalHeaderItem(c).text() for c in range(dock.columnCount())]
    ended = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
    assert ended == ["Place"] + shown
    assert [dock.item(0, c).text() for c in range(1, 5)] == [screen.table.item(r, c).text()
                                                             for r in range(2) for c in range(2, 6)
                                                             if screen.table.item(r, 1).text() == "Ada"]


def test_end_screen_new_game_and_five_players_fit(qtbot):
    names = ["Ada", "Bertholomew", "Cleopatra", "Dorothea", "Emil"]
    seats = [Seat(names[0], "human")] + [Seat(n, "ai", "normal") for n in names[1:]]
    screen = end_screen(played(seats, seed=12))
    qtbot.addWidget(screen)
    assert_nothing_clipped(qtbot, screen)
    with qtbot.waitSignal(screen.newGame, timeout=1000):
        screen.newGameButton.click()


def test_rules_page_is_translated_with_the_same_anchors(qtbot):
    english = RulesDialog(language="en")
    qtbot.addWidget(english)
    english_ids = element_ids(english.path)
    assert {"goal", "material", "setup", "turn", "scoring", "dog", "end", "count",
            "goatmaster"} <= english_ids
    for code in ("fr", "de"):
        dialog = RulesDialog(language=code)
        qtbot.addWidget(dialog)
        assert dialog.path.name == f"rules-{code}.html"
        assert dialog.browser.toPlainText() != english.browser.toPlainText()
        document = dialog.browser.document()
        images = image_names(document)
        assert images
        image = document.resource(QTextDocument.ResourceType.ImageResource,
                                  dialog.browser.source().resolved(images[0]))
        assert image is not None and not image.isNull()
        assert element_ids(dialog.path) == english_ids


def test_new_game_dialog_gives_back_the_height_the_warning_took(qtbot):
    """Issue 16, item 11: once the "needs a human" message clears, the dialog is its own height again."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    row = dialog.rows[0]
    row.kind.setCurrentIndex(row.kind.findData("ai"))
    qtbot.waitUntil(lambda: dialog.height() > before)          # the message makes room for itself
    row.kind.setCurrentIndex(row.kind.findData("human"))
    qtbot.waitUntil(lambda: dialog.height() <= before)
    assert not dialog.warningLabel.isVisible()


@pytest.mark.parametrize("game", ["goat-master", "rows"])
def test_new_game_dialog_follows_its_content_as_the_player_count_changes(qtbot, tmp_path, game):
    """Issue 31: no empty band after fewer seats, no squeezed rows after more; the rows keep their height."""
    from goatmaster.core.registry import entry
    dialog = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), entry(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    counts = sorted(dialog.count_buttons)
    for players in (counts[-1], counts[0], counts[len(counts) // 2], counts[-1], counts[0]):
        dialog.count_buttons[players].click()
        qtbot.waitUntil(lambda: dialog.height() == dialog.heightForWidth(dialog.width()))    # its content's height
        names = [row.name for row in dialog.rows[:players]]
        assert all(name.height() >= name.sizeHint().height() for name in names)
        grid = dialog.seatsWidget.layout()
        assert all(below.y() - above.geometry().bottom() > grid.verticalSpacing()
                   for above, below in zip(names, names[1:]))        # the rows' spacing too
        assert dialog.rect().contains(dialog.buttonBox.geometry())


@pytest.mark.parametrize("game", ["goat-master", "rows"])
def test_new_game_dialog_grows_and_shrinks_about_its_centre(qtbot, tmp_path, game):
    """Issue 34, item 8: at the most seats the dialog no longer runs down past the start screen's
    card; it keeps its centre, on the screen, and comes back where it was."""
    from goatmaster.core.registry import entry
    dialog = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), entry(game))
    qtbot.addWidget(dialog)
    counts = sorted(dialog.count_buttons)
    dialog.set_players(counts[1])
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.move(200, 60)
    qtbot.waitUntil(lambda: dialog.frameGeometry().topLeft().y() == 60)
    centre, top = dialog.frameGeometry().center().y(), dialog.frameGeometry().top()
    dialog.count_buttons[counts[-1]].click()
    qtbot.waitUntil(lambda: dialog.height() == dialog.heightForWidth(dialog.width()))
    assert abs(dialog.frameGeometry().center().y() - centre) <= 1 and dialog.frameGeometry().top() < top
    assert dialog.screen().availableGeometry().contains(dialog.frameGeometry())
    dialog.count_buttons[counts[1]].click()
    qtbot.waitUntil(lambda: dialog.height() == dialog.heightForWidth(dialog.width()))
    assert dialog.frameGeometry().top() == top


@pytest.mark.parametrize("game", ["goat-master", "meadow", "rows"])
def test_new_game_dialog_shows_each_seat_s_colour_or_mark(qtbot, tmp_path, game):
    """Issue 34, item 13: Goal Rows' seat 1 is red, Meadow Dice's seat 1 marks crosses: each row
    shows the seat's piece as the game's table draws it; Goat Master's seats choose a colour."""
    from goatmaster.app.play.game_window import table_class
    from goatmaster.core.registry import entry
    dialog = NewGameDialog(None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), entry(game))
    qtbot.addWidget(dialog)
    dialog.set_players(dialog.max_players)
    dialog.show()
    qtbot.waitExposed(dialog)
    chooses = bool(table_class(entry(game)).colour_choices())
    pictures = []
    for row in dialog.rows:
        assert row.colour.isVisible() == chooses and row.mark.isVisible() == (not chooses)
        picture = row.colour.itemIcon(row.colour.currentIndex()).pixmap(24, 24) if chooses else row.mark.pixmap()
        assert not picture.isNull()
        pictures.append(picture.toImage())
    assert len({image.cacheKey() for image in pictures}) == len(pictures)
    assert all(a != b for k, a in enumerate(pictures) for b in pictures[k + 1:])      # every seat its own
    if game == "rows":
        from goatmaster.games.goal_rows.qt.art import seat_pixmap
        assert pictures[0] == seat_pixmap(0, QSize(24, 24), dialog.rows[0].mark.pixmap().devicePixelRatio()).toImage()


def test_new_game_dialog_of_another_game_offers_its_seats_levels_and_options(qtbot, tmp_path):
    from goatmaster.core.registry import entry
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    meadow = NewGameDialog(None, store, entry("meadow"))
    qtbot.addWidget(meadow)
    assert set(meadow.count_buttons) == {2} and not meadow.count_buttons[2].isVisibleTo(meadow)
    assert meadow.seats()[1].kind == "ai" and meadow.colours() == [0, 1]
    assert meadow.levelHint.text().startswith("Normal: ")              # the level in play, in words
    meadow.rows[1].level.setCurrentIndex(meadow.rows[1].level.findData("hard"))
    assert meadow.levelHint.text() == "Hard: Thinks up to 0.9 seconds a move: hard to beat."  # its own budget
    hard = meadow.rows[1].level.findData("hard")
    assert meadow.rows[1].level.itemData(hard, Qt.ItemDataRole.ToolTipRole) == meadow.hints["hard"]
    goat_master = NewGameDialog(None, store)
    qtbot.addWidget(goat_master)
    assert "1.5 seconds" in goat_master.hints["hard"]               # Goat Master thinks longer
    sheet = meadow._option_fields["sheet"]
    number = meadow._option_fields["sheet_number"]
    assert meadow.options() == {"sheet": "random", "sheet_number": 1, "pro": False}
    assert not number.isEnabled()                   # a sheet number matters only for "the sheet of a number"
    sheet.setCurrentIndex(sheet.findData("number"))
    assert number.isEnabled()
    number.setValue(77)
    meadow._option_fields["pro"].setCurrentIndex(1)
    meadow.accept()
    again = NewGameDialog(None, store, entry("meadow"))    # the last choice comes back, per game
    qtbot.addWidget(again)
    assert again.options() == {"sheet": "number", "sheet_number": 77, "pro": True}
    rows = NewGameDialog(None, store, entry("rows"))
    qtbot.addWidget(rows)
    assert set(rows.count_buttons) == {2, 3, 4, 5, 6} and rows.options() == {}
    rows.count_buttons[6].click()
    assert len(rows.seats()) == 6 and len({seat.name for seat in rows.seats()}) == 6
