"""The Host a table and Join a table dialogs (issue 33)."""

from __future__ import annotations

import random

from goatmaster.app.online import dialogs
from goatmaster.app.online.dialogs import HostDialog, JoinDialog
from goatmaster.core.game import CHANCE
from goatmaster.core.registry import entries, entry
from goatmaster.files import envelope
from goatmaster.files.envelope import Seat
from goatmaster.net import protocol as p
from goatmaster.net.lan import FoundTable

GAMES = [game for game in entries() if game.table]


def test_the_host_chooses_the_game_and_every_seat(qtbot):
    dialog = HostDialog(None, GAMES, "rows", "Ann")
    qtbot.addWidget(dialog)
    dialog.countBox.setValue(4)
    assert [box.count() for box in dialog.seatBoxes] == [1, 4, 4, 4]        # you; a friend or three levels
    dialog.seatBoxes[2].setCurrentIndex(3)
    dialog.watchBox.setChecked(False)
    plan = dialog.plan()
    assert plan.game == "rows" and plan.name == "Ann" and not plan.spectators and plan.grace == 120
    assert [(s.kind, s.level) for s in plan.seats] == [("me", None), ("open", None), ("ai", "hard"),
                                                       ("open", None)]
    dialog.gameBox.setCurrentIndex([g.name for g in dialog.games].index("meadow"))
    assert dialog.countBox.value() == 2 and len(dialog.seatBoxes) == 2      # Meadow Dice is for two


def test_the_host_goes_on_from_a_saved_game(qtbot, tmp_path, monkeypatch):
    game = entry("goat-master")
    match = game.new_match(3, 9, None)
    rng = random.Random(9)
    while len(match.actions) < 12:
        state = match.state
        match.apply_action(state.chance_outcome(rng) if state.current_player() == CHANCE
                           else rng.choice(state.legal_actions()))
    path = tmp_path / "evening.goat"
    envelope.save(path, envelope.codec_of(game).saved_game([Seat("Ann", "human"), Seat("Bea", "human"),
                                                            Seat("Cy", "human")], match, {}))
    monkeypatch.setattr(dialogs, "open_file_name", lambda *args, **kwargs: str(path))
    dialog = HostDialog(None, GAMES, "rows", "Ann")
    qtbot.addWidget(dialog)
    dialog.savedButton.click()
    assert dialog.game.name == "goat-master" and dialog.countBox.value() == 3
    assert not dialog.gameBox.isEnabled() and "Bea" in dialog.savedLabel.text()
    assert "you opened a saved game and may know the cards" in dialog.savedLabel.text()
    assert dialog.plan().save == path.read_text(encoding="utf-8")


def test_the_dialogs_send_a_name_as_the_table_will_show_it(qtbot):
    dialog = JoinDialog(None, " Bea \u200b Lee ")
    qtbot.addWidget(dialog)
    dialog.codeEdit.setText("K7PX2M")
    assert dialog.message() == p.Claim(code="K7PX2M", name="Bea Lee")
    dialog.nameEdit.setText("\u202e\u200b \t")             # nothing a table could show: the dialog's own
    assert dialog.message() == p.Claim(code="K7PX2M", name="Guest")
    assert dialog.nameEdit.maxLength() == p.NAME_LENGTH


def test_joining_takes_a_table_found_on_the_lan_or_an_address_and_a_code(qtbot):
    dialog = JoinDialog(None, "Bea")
    qtbot.addWidget(dialog)
    found = FoundTable(name="Ann's table (Goal Rows) K7PX2M", addresses=("192.168.1.20",), port=8765, game="rows",
                       code="K7PX2M", host="Ann", free=2, seats=4, protocol=p.VERSION, app="0.1.0")
    newer = FoundTable(name="Cy's table", addresses=("192.168.1.21",), port=8765, game="rows", code="ABCDEF",
                       host="Cy", free=1, seats=2, protocol=p.VERSION + 1, app="9")
    dialog.show_tables([found, newer])
    assert "2 free seat" in dialog.tableList.item(0).text() and "of 4" in dialog.tableList.item(0).text()
    assert "saved game" not in dialog.tableList.item(0).text()
    dialog.show_tables([FoundTable(**{**found.__dict__, "saved": True}), newer])
    assert "goes on from a saved game Ann opened: Ann may know the cards" in dialog.tableList.item(0).text()
    assert not dialog.tableList.item(1).flags() & dialog.tableList.item(1).flags().ItemIsEnabled
    dialog.tableList.setCurrentRow(0)
    assert dialog.url() == "ws://192.168.1.20:8765" and dialog.message() == p.Claim(code="K7PX2M", name="Bea")
    dialog.watchBox.setChecked(True)
    assert dialog.message() == p.Watch(code="K7PX2M")
    dialog.codeEdit.setText("K7")
    dialog._check()
    assert dialog.result() != JoinDialog.DialogCode.Accepted and "6" in dialog.problem.text()
    dialog.addressEdit.setText("no spaces please")
    dialog._check()
    assert "address" in dialog.problem.text()


def test_the_join_dialog_joins_by_code_and_points_to_the_inbox_for_ones_own_tables(qtbot):
    from PySide6.QtWidgets import QListWidget
    lists = []
    for mine in (False, True):
        dialog = JoinDialog(None, "Bea", mine)
        qtbot.addWidget(dialog)
        dialog.show()
        lists.append([widget.objectName() for widget in dialog.findChildren(QListWidget)])
        assert dialog.mineLabel.isVisible() == mine and "Your tables" in dialog.mineLabel.text()
        dialog.addressEdit.setText("192.168.1.20:8765")
        dialog.codeEdit.setText("K7PX2M")
        assert dialog.message() == p.Claim(code="K7PX2M", name="Bea")      # never a seat's token
    assert lists == [["tableList"], ["tableList"]]                     # the LAN's tables only


def test_every_refusal_of_the_server_is_said_in_the_players_words():
    from goatmaster.app.online.words import WORDS, refusal
    assert set(WORDS) == set(p.ERRORS)
    assert refusal(p.Error(code="bad-save", message="no turns")).endswith("no turns")
    assert refusal(p.Error(code="from-a-newer-server", message="as it is")) == "as it is"


def test_the_host_chooses_a_pace_over_days_and_is_told_where_the_table_lives(qtbot):
    dialog = HostDialog(None, GAMES, "rows", "Ann")
    qtbot.addWidget(dialog)
    assert dialog.plan().pace is None and dialog.paceLabel.isHidden() and dialog.graceBox.isEnabled()
    assert "1 day" in dialog.paceBox.itemText(2) and dialog.paceBox.itemData(2) == 86400
    dialog.paceBox.setCurrentIndex(3)
    assert dialog.plan().pace == p.Pace(kind="turn-based", turn=3 * 86400)
    assert not dialog.paceLabel.isHidden() and "only while this app runs" in dialog.paceLabel.text()
    assert not dialog.graceBox.isEnabled()
