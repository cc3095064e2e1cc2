"""Without a system tray no nudge can be shown: the start screen's title says "(your move)", and an
open table's window says in its title when it is the player's move at another table, in the
player's language (a real window at a table of the app's own server on loopback; the inbox's
answers are the test's)."""

from __future__ import annotations

import pytest

from goatmaster import i18n
from goatmaster.app.online.tables import store_tables
from goatmaster.net import protocol as p
from test_inbox import FakeNotifier, FakeSource, english, seat, status, token  # noqa: F401  (a fixture)
from test_net_windows import ME, OPEN, hosted, open_table  # noqa: F401  (a fixture)


@pytest.fixture
def app_with(qtbot, tmp_path, monkeypatch):
    """The app with the test's inbox source and a notifier that can (or cannot) show a nudge."""
    monkeypatch.setenv("GOATMASTER_DATA_DIR", str(tmp_path))
    from goatmaster.app.shell.application import GoatMasterApp
    made = []

    def make(tray: bool):
        source, notifier = FakeSource(), FakeNotifier(available=tray)
        app = GoatMasterApp(inbox_source=source, notifier=notifier)
        made.append(app)
        return app, source, notifier
    yield make
    for app in made:
        if app.inbox is not None:
            app.inbox.stop()
        app.start.close()


def _at_a_table(qtbot, app, url: str):
    """A window at a new table of the server at ``url``, kept by the app, with another table of the
    player's remembered on another server."""
    window = open_table(qtbot, url, p.Create(game="meadow", seats=[ME, OPEN], name="Me"))
    mine = {"url": url, "code": window.remote.code, "token": window.remote.token, "game": "meadow",
            "title": "Meadow Dice", "hosted": "no"}
    store_tables(app.settings, [mine, seat("other", "ws://127.0.0.1:7001")])
    app.online.windows.append(window)
    app._start_inbox()
    return window


def _own(window, mine: bool) -> p.TableStatus:
    return p.TableStatus(token=window.remote.token, known=True, code=window.remote.code, game="meadow", seat=0,
                         seats=[p.SeatInfo(name="Me", kind="human"), p.SeatInfo(name="", kind="open")],
                         waiting=[0] if mine else [1], step=window.remote.step)


def test_without_a_tray_the_window_says_your_move_at_another_table(qtbot, qapp, hosted, app_with):  # noqa: F811
    url = f"ws://127.0.0.1:{hosted.port}"
    app, source, notifier = app_with(tray=False)
    window = _at_a_table(qtbot, app, url)
    plain = window.windowTitle()
    assert "your move" not in plain
    # Its own table's move is shown in the window itself: the title says nothing of it.
    source.answer(url, _own(window, mine=True))
    assert window.windowTitle() == plain
    source.answer("ws://127.0.0.1:7001", status("other", mine=True))
    assert window.windowTitle() == plain + " (your move at 1 other table)"
    assert app.start.windowTitle().endswith("(your move)") and notifier.shown_texts == []
    said = {}
    try:
        for language in ("fr", "de"):
            i18n.install_translators(qapp, language)
            window.set_moves_elsewhere(0)
            window.set_moves_elsewhere(2)
            said[language] = window.windowTitle()
    finally:
        i18n.install_translators(qapp, "en")
    assert "2" in said["fr"] and "jouer" in said["fr"] and "2" in said["de"] and "Zug" in said["de"], said
    # The other table moved on: it is no longer the player's move there.
    source.answer("ws://127.0.0.1:7001", status("other", mine=False, step=5))
    assert window.windowTitle() == plain
    window.close()


def test_with_a_tray_the_nudge_says_it_and_the_window_title_does_not(qtbot, hosted, app_with):  # noqa: F811
    url = f"ws://127.0.0.1:{hosted.port}"
    app, source, notifier = app_with(tray=True)
    window = _at_a_table(qtbot, app, url)
    plain = window.windowTitle()
    source.answer("ws://127.0.0.1:7001", status("other", mine=True))
    assert [shown for _, shown in notifier.shown_texts] == [token("other")]
    assert window.windowTitle() == plain
    window.close()
