"""The tables this app sits at on other machines (or hosts on this one): hosting a table, joining
one, the seats kept to go back to (with the last step each one's window showed, so going back
tells what happened since), and the tables' windows.

What reaches beyond a table is the app's (``goatmaster.app.shell.application``): it answers a
window's menus, counts its finished games and shows the start screen when the last one closes,
from :attr:`Tables.opened`, :attr:`Tables.gameOver` and :attr:`Tables.allClosed`.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..player_data.stored_settings import MAX_TABLES, player_key, remembered_tables, seen_step
from ..player_data.user_files import user_data_dir

if TYPE_CHECKING:
    from ...core.registry import GameEntry
    from ...net import protocol
    from .hosting import HostedServer
    from .opening import TableOpener
    from .window import OnlineGameWindow

#: The name this player gives at a table, and the seats kept to go back to, in the settings.
TABLE_NAME_KEY = "online/name"
MY_TABLES_KEY = "online/tables"


class Tables(QObject):
    """This app's seats at tables held by servers, and the server it hosts, if any."""

    #: A table's window opened (an ``OnlineGameWindow``): the app answers its menus and shows it.
    opened = Signal(object)
    #: A game at a table is over (its window, the finished game's saved game).
    gameOver = Signal(object, object)
    #: The last table's window closed.
    allClosed = Signal()

    def __init__(self, settings: QSettings, worker_factory: Optional[Callable[[], object]],
                 front: Callable[[], QWidget], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.worker_factory = worker_factory
        self._front = front
        #: The table server this app hosts (started by the first Host a table), and the windows
        #: of tables on other machines.
        self.hosted: Optional["HostedServer"] = None
        self.windows: list["OnlineGameWindow"] = []
        self._openers: list["TableOpener"] = []
        #: A table over days was opened on this machine's server since the app started.
        self.hosts_turn_based = False

    def _table_name(self) -> str:
        name = self.settings.value(TABLE_NAME_KEY)
        return name if isinstance(name, str) and name else ""

    def host(self, games: list["GameEntry"], game: str) -> None:
        """Host a table: choose its game (``game`` first) and seats, start this machine's table
        server, sit down."""
        from .dialogs import HostDialog
        from .hosting import HostedServer, lan_addresses
        dialog = HostDialog(self._front(), games, game, self._table_name())
        try:
            if dialog.exec() != HostDialog.DialogCode.Accepted:
                return
            plan = dialog.plan()
        finally:
            dialog.deleteLater()
        self.settings.setValue(TABLE_NAME_KEY, plan.name)
        if plan.pace is not None and plan.pace.kind == "turn-based":
            self.hosts_turn_based = True
        if self.hosted is None:
            self.hosted = HostedServer(user_data_dir() / "tables")
        try:
            port = self.hosted.start()
        except OSError as error:
            self._cannot_host(error)
            return
        self.sit(f"ws://127.0.0.1:{port}", plan, f"{lan_addresses()[0]}:{port}", hosted=True)

    def _cannot_host(self, error: OSError) -> None:
        QMessageBox.warning(self._front(), self.tr("Cannot host a table"), self.tr(
            "The table server could not start: %1").replace("%1", error.strerror or str(error)))

    def join(self) -> None:
        """Join a table: one found on the LAN, or an address and a code."""
        from .dialogs import JoinDialog
        from .hosting import LAN
        dialog = JoinDialog(self._front(), self._table_name(), bool(remembered_tables(self.settings, MY_TABLES_KEY)))
        browser = None
        if LAN:
            from ...net.lan import TableBrowser
            browser = TableBrowser(on_change=dialog.tablesFound.emit)
            try:
                browser.start()
            except OSError:
                browser = None                  # no network: an address and a code still work
        try:
            if dialog.exec() != JoinDialog.DialogCode.Accepted:
                return
            url, message = dialog.url(), dialog.message()
            self.settings.setValue(TABLE_NAME_KEY, dialog.nameEdit.text().strip())
        finally:
            if browser is not None:
                browser.stop()
            dialog.deleteLater()
        if url is not None:
            self.sit(url, message, dialog.addressEdit.text().strip())

    def sit(self, url: str, message: "protocol.Message", address: str = "", hosted: bool = False) -> None:
        """Connect to the table at ``url`` with ``message``; its window opens once the server answers.

        A table ``hosted`` by this machine: going back to it starts its server again first (it
        resumes every table it held).  A claim or a new table carries the player key, by which a
        server counts one person's tables."""
        import msgspec
        from ...net import protocol
        from .hosting import HostedServer
        from .opening import TableOpener
        if isinstance(message, (protocol.Create, protocol.Claim)) and message.key is None:
            message = msgspec.structs.replace(message, key=player_key(self.settings))
        local = re.match(r"^ws://127\.0\.0\.1:(\d+)$", url)
        if hosted and local and self.hosted is None:
            self.hosted = HostedServer(user_data_dir() / "tables", port=int(local[1]))
            try:
                url = f"ws://127.0.0.1:{self.hosted.start()}"
            except OSError as error:
                self._cannot_host(error)
                return
        # Going back to a remembered seat: its window tells what happened since it was last shown.
        seen = next((seen_step(table) for table in remembered_tables(self.settings, MY_TABLES_KEY)
                     if isinstance(message, protocol.Rejoin) and table["code"] == message.code
                     and table["token"] == message.token), None)
        if isinstance(message, protocol.Rejoin) and message.step is None and seen is not None:
            message = protocol.Rejoin(code=message.code, token=message.token, step=seen)     # a lost step is logged
        opener = TableOpener(url, message, address, self.worker_factory, self, seen=seen)
        self._openers.append(opener)

        def done() -> None:
            self._openers.remove(opener)
            opener.deleteLater()

        def failed(words: str) -> None:
            done()
            QMessageBox.warning(self._front(), self.tr("Cannot join the table"), words)

        def opened(window: "OnlineGameWindow") -> None:
            done()
            self._remember(url, window, hosted)
            self.windows.append(window)
            window.chooseGameAsked.connect(window.close)    # leave the table; the start screen follows
            window.closing.connect(lambda: self._closed(window))
            window.gameOver.connect(lambda saved: self.gameOver.emit(window, saved))
            self.opened.emit(window)

        opener.opened.connect(opened)
        opener.failed.connect(failed)
        opener.start()

    def _remember(self, url: str, window: "OnlineGameWindow", hosted: bool) -> None:
        """Keep this seat's token, to go back to the table after the app was closed (the start screen's
        inbox lists it); a finished game's seat is forgotten once the window closes."""
        model = window.remote
        if model.token is None:
            return
        title = QCoreApplication.translate("Games", model.entry.info.title)
        mine = {"url": url, "code": model.code, "token": model.token, "game": model.entry.name,
                "title": self.tr("%1, table %2 (%3)").replace("%1", title).replace("%2", model.code).replace(
                    "%3", model.seat_name(model.seat) if model.seat is not None else ""),
                "hosted": "yes" if hosted else "no", "seen": str(model.step)}
        store_tables(self.settings, [mine] + [t for t in remembered_tables(self.settings, MY_TABLES_KEY)
                                              if t["code"] != model.code])

        def closed() -> None:
            """A finished game's seat is forgotten; another keeps the last step its window showed."""
            kept = [t for t in remembered_tables(self.settings, MY_TABLES_KEY) if t["code"] != model.code]
            if not model.over:
                kept.insert(0, {**mine, "token": model.token or mine["token"], "seen": str(model.step)})
            store_tables(self.settings, kept)
        window.closing.connect(closed)

    def go_back(self, table: dict) -> None:
        """Take this player's seat back at a remembered table (the inbox's): its window, if it is
        open already."""
        from ...net import protocol
        for window in self.windows:
            if window.remote.token == table["token"]:
                window.show()
                window.raise_()
                window.activateWindow()
                return
        self.sit(table["url"], protocol.Rejoin(code=table["code"], token=table["token"]), table["url"],
                 table["hosted"] == "yes")

    def _closed(self, window: "OnlineGameWindow") -> None:
        if window in self.windows:
            self.windows.remove(window)
        window.deleteLater()
        if not self.windows:
            self.allClosed.emit()

    def stop(self) -> None:
        """Close the tables' windows and this machine's table server (the app is quitting)."""
        for window in list(self.windows):
            window.close()
        if self.hosted is not None:
            self.hosted.stop()
            self.hosted = None


def store_tables(settings: QSettings, tables: list[dict]) -> None:
    """Keep the player's seats (the newest first), as :func:`remembered_tables` reads them."""
    settings.setValue(MY_TABLES_KEY, json.dumps(tables[:MAX_TABLES]))
