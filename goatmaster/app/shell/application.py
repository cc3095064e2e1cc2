"""The whole app around the table: start screen, new game, load, settings, statistics, end.

:class:`GoatMasterApp` owns the top-level windows and the player's files
(autosave, statistics, settings).  The game window asks it for the things that
reach beyond one game (a new game with other seats, a file to open, the end
screen), so the window itself stays about the table.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Optional

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ...views.file_dialogs import open_file_name
from ...core.game import QT_TRANSLATE_NOOP
from ...files import app_data
from ...files.strict_json import SaveError
from ...views.window_size import first_size, keep_on_screen, scale_text
from .start_screen import StartScreen, saved_game_label
from ..online.tables import Tables
from ..player_data.user_files import (FINISHED_FOLDER, UNFINISHED_FOLDER, autosave_path, claim_data_folder,
                                      game_file_filter, game_places, keep_aside, keep_finished, kept_unfinished,
                                      keep_lesson_aside, last_folder, last_unfinished_game, problem, remember_folder,
                                      saved_games_folder, settings, take_notices, user_data_dir)

if TYPE_CHECKING:
    from ...core.registry import GameEntry
    from ..online.inbox import Inbox, InboxSource
    from ..online.nudge import Notifier
    from ..online.window import OnlineGameWindow
    from ...files.envelope import SavedMatch
    from ..play.game_window import GameWindow
    from ..play.match_model import MatchModel
    from ..player_data.statistics import Statistics

#: The one geometry of the start screen and the game window, in the settings.
GEOMETRY_KEY = "window/geometry"
#: The last game put on the table (its registry name): the start screen opens on it.
LAST_GAME_KEY = "start/lastGame"
#: The folders of games as the player reads them (context "Folders"); on disk they keep these names.
FOLDER_WORDS = {UNFINISHED_FOLDER: QT_TRANSLATE_NOOP("Folders", "Unfinished games"),
                FINISHED_FOLDER: QT_TRANSLATE_NOOP("Folders", "Finished games")}
#: The newest games kept aside that Continue reads to find one of the chosen game.
KEPT_LOOKED_AT = 30
#: A game's guided first game was played to the end or declined for good ("done", "skipped").
TUTORIAL_KEY = "tutorial/%1"

# The table, the dialogs and the statistics are imported when first needed: the start
# screen must paint quickly, within 1.5× a bare Qt window (packaging/measure-startup measures it).

class GoatMasterApp(QObject):
    """Start screen first; one game window at a time; files kept in the user data folder."""

    def __init__(self, worker_factory: Optional[Callable[[], object]] = None,
                 parent: Optional[QObject] = None, inbox_source: Optional["InboxSource"] = None,
                 notifier: Optional["Notifier"] = None) -> None:
        super().__init__(parent)
        self.worker_factory = worker_factory       # tests put a quick stand-in AI here
        #: The inbox of the player's tables, made after the first paint from these (the tests' own,
        #: else the servers asked over the network and the system tray's notifications).
        self.inbox: Optional["Inbox"] = None
        self._inbox_parts = (inbox_source, notifier)
        self._keep_asked = False
        self.settings = settings()
        self.statistics: dict = {}      # per game, read on first use, after the first paint
        self.window: Optional[GameWindow] = None    # the game window, made for the first game
        self._kept_folder: Optional[Path] = None    # where the next Load a game starts, once
        #: The games kept aside read so far, by (file, modification time, size): Continue's choice.
        self._kept_read: dict[tuple[Path, int, int], "SavedMatch"] = {}
        self.files_to_open: list[str] = []     # named before this copy owned the data folder
        self.owns_data = False
        #: The tables on other machines this app sits at, and the one it hosts.
        self.online = Tables(self.settings, worker_factory, self._front, self)
        self.online.opened.connect(self._table_opened)
        self.online.gameOver.connect(self._table_game_over)
        self.online.allClosed.connect(self._tables_closed)
        self.start = self._make_start()
        application = QApplication.instance()
        if isinstance(application, QApplication):
            application.lastWindowClosed.connect(self._last_window_closed)

    def _make_start(self) -> StartScreen:
        start = StartScreen()
        start.setWindowTitle(self.tr("Goat Master"))
        start.continueGame.connect(self.continue_game)
        start.newGame.connect(self.new_game)
        start.loadGame.connect(self.open_game)
        start.hostTable.connect(self.host_table)
        start.joinTable.connect(self.online.join)
        start.showRules.connect(lambda: self.show_rules(self.start))
        start.showSettings.connect(lambda: self.show_settings(self.start))
        start.showStatistics.connect(lambda: self.show_statistics(self.start))
        start.learn.connect(lambda: self.learn())
        start.skipTutorial.connect(lambda: self.skip_tutorial(self.start.game))
        start.gameChosen.connect(lambda name: self._offer_unfinished())
        start.gameChosen.connect(lambda name: self._offer_tutorial())
        start.quit.connect(QApplication.quit)
        start.firstPainted.connect(self._after_first_paint)
        keep_on_screen(start)
        if self.inbox is not None:          # a start screen made anew (another language) shows the inbox too
            self._inbox_on(start)
        return start

    def _after_first_paint(self) -> None:
        # Checked once the window is up: the start screen must paint quickly.
        if not claim_data_folder():
            QMessageBox.information(self.start, self.tr("Goat Master"), self.tr(
                "Goat Master is already open: its window may be behind the others or minimised. "
                "Two copies would overwrite each other's saved games, so this one closes."))
            self.start.close()
            QApplication.quit()
            return
        self.owns_data = True
        from ...core.registry import entries
        from ... import games  # noqa: F401  (importing it registers every game)
        self.start.set_games([game for game in entries() if game.table])   # those with a table
        self._choose_last_game()
        self._offer_unfinished()
        self._offer_tutorial()
        self._start_inbox()
        while self.files_to_open:
            self.open_path(self.files_to_open.pop(0))

    def open_file(self, path: str) -> None:
        """A game file named on the command line or by a double-click: opened as *Load a game*
        opens it, once this copy owns the data folder (after the start screen's first paint)."""
        if self.owns_data:
            self.open_path(path)
        else:
            self.files_to_open.append(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # macOS hands a double-clicked document to the app as a FileOpen event (QFileOpenEvent).
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.open_file(event.file())
            return True
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- start

    def show_start(self) -> None:
        """Show the start screen at once; look for a game to continue right after it paints.

        The start screen and the game window share one geometry: the game
        opens where the start screen was, at its size, and the app remembers one place.
        """
        if not self._restore_geometry(self.start, GEOMETRY_KEY):
            self.start.resize(first_size(self.start.screen()))
        if self.start._dressed:             # painted before: look now; else after the first paint
            self._choose_last_game()
            self._offer_unfinished()
            self._offer_tutorial()
        self.start.show()

    def _choose_last_game(self) -> None:
        last = self.settings.value(LAST_GAME_KEY)
        if isinstance(last, str):
            self.start.choose_game(last)

    def _offer_unfinished(self) -> None:
        found = self._to_continue()
        self.start.set_unfinished(found[1] if found else None)
        for notice in take_notices():           # a file of the player's set aside, said once
            QMessageBox.warning(self.start, self.tr("Goat Master"), notice)

    def _unfinished(self):
        """The autosaved game, as :func:`user_files.last_unfinished_game`, once the window's last
        autosave is on disk (it is written on a thread of its own)."""
        if self.window is not None:
            self.window.session.flush()
        return last_unfinished_game()

    def _to_continue(self) -> Optional[tuple[Path, "SavedMatch"]]:
        """What Continue takes up: the game chosen on the start screen where it has an unfinished
        game (the autosave if it is of that game, else the newest of it kept aside), else the
        autosave, whatever its game (the start screen then names that game)."""
        from ...core.registry import entry_for_format
        found = self._unfinished()

        def chosen(saved: "SavedMatch") -> bool:
            game = entry_for_format(saved.FORMAT)
            return game is not None and game.name == self.start.game and not saved.finished

        if found is not None and chosen(found[1]):
            return found
        return next(((path, saved) for path, saved in self._kept_unfinished() if chosen(saved)), found)

    def _kept_unfinished(self) -> Iterator[tuple[Path, "SavedMatch"]]:
        """The newest games kept aside, read one by one as asked (at most :data:`KEPT_LOOKED_AT`);
        a file that cannot be read is passed over, left for Load a game to say what is wrong.
        Each is read once while it stays as it is: choosing a game on the start screen asks again."""
        from ...files.envelope import load
        for path in kept_unfinished()[:KEPT_LOOKED_AT]:
            try:
                status = path.stat()
                key = (path, status.st_mtime_ns, status.st_size)
                if key not in self._kept_read:
                    self._kept_read[key] = load(path)
                yield path, self._kept_read[key]
            except Exception:       # noqa: BLE001  (SaveError, OSError, or what else a file provokes)
                continue

    def continue_game(self) -> None:
        found = self._to_continue()
        if found is None:
            self.show_start()
            return
        path, saved = found
        if path.parent == user_data_dir() / UNFINISHED_FOLDER:
            self.open_path(str(path))           # goes on as the game in progress, the other kept aside
        else:
            self.play(saved)

    def choose_game(self) -> None:
        """Back to the start screen, where the game window was (Game › Choose a game…).

        The window closes: its game is autosaved, and Continue takes it up again as after
        a restart.  The start screen shows first, as closing the last window would quit.
        """
        window = self.window
        if window is None:
            return
        self._window_closing()                  # the start screen opens at the window's place
        self.show_start()                       # and offers the game once its autosave is on disk
        self.window = None
        window.close()
        window.deleteLater()

    # ---------------------------------------------------------------- games

    def new_game(self, parent: Optional[QWidget] = None, game: str = "") -> None:
        """The new-game dialog of ``game`` (by default the one chosen on the start screen)."""
        from .new_game_dialog import NewGameDialog
        chosen = self._game(game)
        dialog = NewGameDialog(parent or self._front(), self.settings, chosen)
        try:
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return
            self.play(self.dealt(dialog.game, dialog.seats(), dialog.colours(), dialog.seed(), dialog.options()))
        finally:
            dialog.deleteLater()

    @staticmethod
    def dealt(game: "GameEntry", seats, colours, seed: int, options: Optional[dict] = None) -> "SavedMatch":
        """A fresh deal of ``game`` for ``seats``, remembering the deal number, options and colours.

        The deal number seeds the deal and every chance step after it (dice,
        cards drawn), so a number read out to a friend gives the same game.
        The seats' colours are kept where the game lets them choose.
        """
        from ...files.envelope import codec_of
        from ..play.game_window import table_class
        options = game.info.new_game_options(options)
        match = game.new_match(len(seats), seed, options)
        app: dict = {app_data.SEED: seed, app_data.CHANCE: seed}
        if game.info.options:
            app[app_data.OPTIONS] = options
        if table_class(game).colour_choices():
            app[app_data.COLOURS] = list(colours)
        return codec_of(game).saved_game(list(seats), match, app)

    def learn(self, game_name: str = "") -> None:
        """The guided first game of ``game_name`` (by default the one chosen on the start screen):
        its prepared deal, the learner against the AI, with its lesson on the table."""
        from ...files.envelope import Seat
        from .new_game_dialog import default_name
        game = self._game(game_name)
        tutorial = game.tutorial
        if tutorial is None:
            return
        seats = [Seat(default_name(k, "human"), "human") if k == tutorial.learner
                 else Seat(default_name(k, "ai"), "ai", tutorial.level) for k in range(tutorial.players)]
        saved = self.dealt(game, seats, range(tutorial.players), tutorial.seed, tutorial.options)
        saved.app[app_data.TUTORIAL] = {"step": 0}
        self.play(saved)

    def skip_tutorial(self, game_name: str) -> None:
        """Never offer ``game_name``'s guided first game again (it stays under Learn to play)."""
        self.settings.setValue(TUTORIAL_KEY.replace("%1", game_name), "skipped")
        self._offer_tutorial()

    def _tutorial_done(self, game_name: str, saved: "SavedMatch") -> None:
        """The lesson's last step is read: it is not offered again, and the end screen shows."""
        self.settings.setValue(TUTORIAL_KEY.replace("%1", game_name), "done")
        self._end_screen(saved)

    def _offer_tutorial(self) -> None:
        """Offer the chosen game's guided first game to a player who has never played it."""
        game = self._game()
        offered = (game.tutorial is not None and not self.settings.value(TUTORIAL_KEY.replace("%1", game.name))
                   and not self._statistics(game.name).rows())
        self.start.offer_tutorial(offered)

    def play_again(self, saved: "SavedMatch") -> None:
        """The same game, seats, colours and options, a new deal."""
        from ...core.registry import entry_for_format
        game = entry_for_format(saved.FORMAT)
        assert game is not None                 # a game on the table is a registered one
        options = saved.app.get(app_data.OPTIONS)
        try:
            options = game.info.new_game_options(options if isinstance(options, dict) else None)
        except ValueError:
            options = None          # options of another version: the game's defaults
        seed = random.randrange(1, 1_000_000)
        colours = saved.app.get(app_data.COLOURS)
        if not isinstance(colours, list) or len(colours) != len(saved.players):
            colours = list(range(len(saved.players)))      # the table checks a colour before it wears it
        self.play(self.dealt(game, saved.players, colours, seed, options))

    def open_game(self, parent: Optional[QWidget] = None) -> None:
        path = open_file_name(parent or self._front(), self.tr("Open a game"), self._open_folder(),
                              game_file_filter(), places=game_places())
        if path and self.open_path(path, parent):
            remember_folder(path)

    def open_path(self, path: str, parent: Optional[QWidget] = None) -> bool:
        """Open a save file of any game: a finished game as a replay, else to play on; False if unreadable."""
        from ... import games  # noqa: F401  (registers every game)
        from ...files.envelope import load
        try:
            saved = load(path)
        except (SaveError, OSError) as error:
            QMessageBox.warning(parent or self._front(), self.tr("Cannot open the game"),
                                self.tr("%1 is not a game Goat Master can open:\n%2").replace(
                                    "%1", Path(path).name).replace("%2", problem(error)))
            return False
        if Path(path).parent != user_data_dir() / UNFINISHED_FOLDER or saved.finished:
            self.play(saved, path)
            return True
        # A game kept aside goes on as the game in progress: its file becomes the autosave.
        self.play(saved)
        try:
            os.replace(path, autosave_path())
        except OSError:
            pass                    # the session's next autosave writes it anyway
        return True

    def play(self, saved: "SavedMatch", path: Optional[str] = None) -> Optional[GameWindow]:
        """Show ``saved`` in the game window (a finished one as a replay); the window, or None if
        the game in progress could not be kept and ``saved`` did not start."""
        from ..play.match_model import LessonChanged, MatchModel
        kept = None
        if not saved.finished:
            try:
                MatchModel.lesson_script(saved)
            except LessonChanged:
                self._offer_lesson_again(saved)
                return None
            try:
                kept = self._keep_unfinished(saved)
            except OSError as error:
                QMessageBox.warning(self._front(), self.tr("Cannot keep the unfinished game"), self.tr(
                    "The unfinished game could not be moved aside (%1), so the other game does not "
                    "start: nothing is lost, the unfinished game is still in %2.").replace(
                    "%1", error.strerror or str(error)).replace("%2", str(autosave_path())))
                return None
        if self.window is not None and self.window.model.saved.FORMAT != saved.FORMAT:
            old, self.window = self.window, None        # another game: its own window
            geometry = old.saveGeometry()
            window = self._open_window(saved)
            window.restoreGeometry(geometry)
            old.close()
            old.deleteLater()
        elif self.window is None:
            window = self._open_window(saved)
        elif saved.finished:
            window = self.window
            window.start_replay(saved)
        else:
            window = self.window
            window.stop_replay()
            window.go_on_with(saved)
        window.path = path
        window.kept_paths = [path] if path and saved.finished else []
        self.settings.setValue(LAST_GAME_KEY, window.model.entry.name)
        if kept is not None:
            self._show_kept(self.tr("Your unfinished game, %1, was kept in \"%2\": Load a game opens "
                                    "that folder."), *kept)
        self.start.hide()
        window.raise_()
        window.activateWindow()
        if not saved.finished:                  # a level the game does not have plays as another: say so
            from ..play.session import level_notices
            for notice in level_notices(saved):
                QMessageBox.information(window, self.tr("Goat Master"), notice)
        return window

    def _offer_lesson_again(self, saved: "SavedMatch") -> None:
        """A saved lesson no longer fits the lesson (a release changed it): say so, offer a fresh start."""
        from ...core.registry import entry_for_format
        game = entry_for_format(saved.FORMAT)
        if game is None:
            return
        answer = QMessageBox.question(self._front(), self.tr("The lesson has changed"), self.tr(
            "This lesson of %1 was saved by an earlier version of Goat Master, and the lesson has changed "
            "since: it cannot go on from where you left it. Start the lesson again from the beginning?").replace(
            "%1", QCoreApplication.translate("Games", game.info.title)))
        if answer == QMessageBox.StandardButton.Yes:
            self.learn(game.name)

    def _answer_menus(self, window: GameWindow) -> None:
        """What a game window's menus ask of the app, alike for a game on this screen and at a table;
        choosing another game (and a lesson) each window's caller connects."""
        window.newGameAsked.connect(lambda: self.new_game(window, window.model.entry.name))
        window.openGameAsked.connect(lambda: self.open_game(window))
        window.rulesAsked.connect(lambda: self.show_rules(window, window.model.entry.name))
        window.settingsAsked.connect(lambda: self.show_settings(window, window.model.entry.name))
        window.statisticsAsked.connect(lambda: self.show_statistics(window, window.model.entry.name))

    def _open_window(self, saved: "SavedMatch") -> GameWindow:
        """The game window for ``saved``, around its game's table (now ``self.window``)."""
        from ..play.game_window import GameWindow
        from ..play.match_model import MatchModel
        worker = self.worker_factory() if self.worker_factory else None
        model = MatchModel(saved)
        window = self.window = GameWindow(model, worker=worker, autosave_path=str(autosave_path()))
        self._answer_menus(window)
        window.chooseGameAsked.connect(self.choose_game)
        window.learnAsked.connect(lambda: self.learn(window.model.entry.name))
        window.session.finished.connect(lambda: self._game_over(model))
        window.closing.connect(self._window_closing)
        self._apply_settings()
        if self.start.isVisible():
            window.setGeometry(self.start.geometry())          # one window, one place
        elif not self._restore_geometry(window, GEOMETRY_KEY):
            window.resize(first_size(window.screen()))
        keep_on_screen(window)
        scale_text(window)
        window.show()
        window.windowHandle().screenChanged.connect(lambda screen: scale_text(window))
        if saved.finished:
            window.start_replay(saved)
        return window

    def _keep_unfinished(self, starting: "SavedMatch") -> Optional[tuple[Path, "SavedMatch"]]:
        """Move the autosaved game aside if ``starting`` is another game; where it went and the game, or None.

        The autosave holds the game in progress; a new or opened game takes its
        place, and an unfinished game must never be lost on the way (an
        ``OSError`` here stops the other game from starting).
        """
        from ...core.registry import entry_for_format
        from ...files.envelope import codec_for
        window = self.window
        if (window is not None and window.replay_of is None and window.session.autosave_path
                and window.model.saved.finished and window.session.flush()):
            # The autosave holds the window's own game, finished (the game before it was moved
            # aside when it started): nothing to keep, and no file to read and replay (reading it
            # back held Play again's deal 20-30 ms).
            return None
        found = self._unfinished()
        if found is None:
            return None
        path, current = found
        codec = codec_for(current)
        if not codec.turn_count(current) and not current.app.get(app_data.PENDING):
            return None                 # dealt but never played: nothing to lose

        def played(saved: "SavedMatch") -> str:     # the file's text without the app's data
            return codec_for(saved).dumps(codec_for(saved).saved_game(saved.players, saved.game, {}))

        if current.FORMAT == starting.FORMAT and played(current) == played(starting):
            return None                 # the same game going on (Continue, or its own file)
        if isinstance(current.app.get(app_data.TUTORIAL), dict):
            game = entry_for_format(current.FORMAT)
            if game is not None and current.FORMAT == starting.FORMAT and isinstance(
                    starting.app.get(app_data.TUTORIAL), dict):
                return None             # the lesson starts again: the one in progress makes way
            # one lesson per game waits in Unfinished games
            return keep_lesson_aside(path, QCoreApplication.translate(
                "Games", game.info.title) if game is not None else current.FORMAT), current
        return keep_aside(path, current), current

    def _game_over(self, model: "MatchModel") -> None:
        """Count ``model``'s game, then show the end screen once the last animation has played."""
        window = self.window
        if window is None or window.replay_of is not None:
            return
        saved = model.saved
        if window.tutorial is not None:         # a lesson is not counted; its last steps come first
            name = window.model.entry.name
            window.tutorial.done.connect(lambda: self._tutorial_done(name, saved))
            return
        self._count_and_keep(window, saved)
        QTimer.singleShot(900, lambda: self._end_screen(saved))

    def _count_and_keep(self, window: "GameWindow", saved: "SavedMatch", seats: Optional[list[int]] = None) -> None:
        """A finished game counted in its statistics (``seats``: the ones played on this screen, if
        not every person's) and kept to watch again."""
        self._statistics(window.model.entry.name).record(saved, seats)
        try:
            kept = keep_finished(saved)
            window.kept_paths = [str(kept)]         # its review is kept there too
            self._show_kept(self.tr("This game, %1, was kept in \"%2\" to watch again: Load a game opens "
                                    "that folder."), kept, saved, window)
        except (OSError, SaveError) as error:
            window.statusBar().showMessage(self.tr("The finished game could not be kept to watch again: %1")
                                           .replace("%1", problem(error)), 15000)

    def _show_kept(self, words: str, kept: Path, saved: "SavedMatch",
                   window: Optional["GameWindow"] = None) -> None:
        """Say on ``window``'s status line (the game window's by default) where the game ``saved``
        was kept (``words``: %1 the game, %2 its folder, both in the player's language, not the
        file's names); the next Load a game opens there."""
        self._kept_folder = kept.parent
        window = window or self.window
        if window is not None:
            folder = FOLDER_WORDS.get(kept.parent.name)
            window.statusBar().showMessage(words.replace("%1", saved_game_label(saved)).replace(
                "%2", QCoreApplication.translate("Folders", folder) if folder else kept.parent.name), 15000)

    def _new_game_again(self) -> None:
        """The end screen's New game: the game window's game, asked over it."""
        window = self.window
        assert window is not None               # the end screen is shown over it
        self.new_game(window, window.model.entry.name)

    def _end_screen(self, saved: "SavedMatch") -> None:
        # Not for a window closed (or a game replaced) while the last animation played.
        if self.window is None or not self.window.isVisible() or self.window.model.saved is not saved:
            return
        from ..play.end_screen import EndScreen
        window = self.window
        screen = EndScreen(saved, parent=window, ending=window.ending(), reviewable=window.can_review())
        screen.playAgain.connect(lambda: QTimer.singleShot(0, lambda: self.play_again(saved)))
        screen.review.connect(lambda: QTimer.singleShot(0, window.review_game))
        screen.newGame.connect(lambda: QTimer.singleShot(0, self._new_game_again))
        screen.finished.connect(screen.deleteLater)
        screen.open()

    def _window_closing(self) -> None:
        if self.window is not None:
            self.settings.setValue(GEOMETRY_KEY, self.window.saveGeometry())

    # ---------------------------------------------------------------- tables on other machines

    def host_table(self) -> None:
        """Host a table of a game with a table, the start screen's game first."""
        from ...core.registry import entries
        self.online.host([g for g in entries() if g.table], self.start.game)

    def _table_opened(self, window: "OnlineGameWindow") -> None:
        """A table's window: its menus answered as a game window's, shown where the start screen was."""
        self._answer_menus(window)
        self._apply_settings()
        window.resize(first_size(window.screen()))
        keep_on_screen(window)
        scale_text(window)
        window.show()
        self.start.hide()

    def _table_game_over(self, window: "OnlineGameWindow", saved: "SavedMatch") -> None:
        """A game at a shared table is over: counted for this player's seat alone, and kept."""
        if window.remote.seat is not None:
            self._count_and_keep(window, saved, [window.remote.seat])

    def _start_inbox(self) -> None:
        """The inbox on the start screen, asked now and every minute, with its nudges."""
        from PySide6.QtGui import QIcon
        from ..online.inbox import Inbox, WebSocketInbox
        from ..online.nudge import TrayNotifier
        from ...resource_files import resource_folder
        if self.inbox is not None:
            return                          # (a start screen made anew paints first again)
        source, notifier = self._inbox_parts
        if source is None:
            source = WebSocketInbox(self)
        if notifier is None:
            notifier = TrayNotifier(QIcon(str(resource_folder("icons") / "goatmaster.svg")), self)
        inbox = self.inbox = Inbox(self.settings, source, notifier, self)
        inbox.showing = lambda: {window.remote.token for window in self.online.windows if window.remote.token}
        inbox.hosting = lambda: self.online.hosted is not None and self.online.hosted.running
        inbox.changed.connect(lambda: self.start.set_inbox(inbox.rows))
        inbox.changed.connect(self._moves_elsewhere)
        inbox.opened.connect(self.online.go_back)
        notifier.shown.connect(self._come_back)
        self._inbox_on(self.start)
        self.online.opened.connect(lambda window: inbox.poll())     # a seat newly kept is asked about
        self.online.allClosed.connect(inbox.poll)
        inbox.changed.connect(self._quit_with_the_last_window)
        inbox.start()

    def _moves_elsewhere(self) -> None:
        """Where no notification can be shown (a desktop with no system tray), each table's window
        says in its title when it is the player's move at another table, as the start screen's does."""
        inbox = self.inbox
        assert inbox is not None
        told = not inbox.notifier.available()
        for window in self.online.windows:
            window.set_moves_elsewhere(inbox.your_moves_besides(window.remote.token) if told else 0)

    def _inbox_on(self, start: StartScreen) -> None:
        """The start screen shows the inbox and asks it for what the player does there."""
        inbox = self.inbox
        assert inbox is not None
        start.openTable.connect(inbox.open)
        start.checkInbox.connect(inbox.poll)
        start.quietTable.connect(inbox.set_quiet)
        start.set_inbox(inbox.rows)

    def _hosting_over_days(self) -> bool:
        """This app's server holds a turn-based table still being played."""
        if self.online.hosted is None or not self.online.hosted.running or self.inbox is None:
            return False
        return self.online.hosts_turn_based or any(
            row.table["hosted"] == "yes" and row.status is not None and row.status.pace is not None
            and row.status.pace.kind == "turn-based" and not row.ended for row in self.inbox.rows)

    def _quit_with_the_last_window(self) -> None:
        """Closing the last window quits, unless a table over days is hosted here and the tray can
        keep the app (then the player is asked: :meth:`_last_window_closed`)."""
        keep = self._hosting_over_days() and self.inbox is not None and self.inbox.notifier.available()
        QApplication.setQuitOnLastWindowClosed(not keep)

    def _last_window_closed(self) -> None:
        """A turn-based table hosted here lives only while the app runs: closing the last window
        offers to keep the app running in the tray."""
        if QApplication.quitOnLastWindowClosed() or self.inbox is None or self._keep_asked:
            return
        self._keep_asked = True         # (the question's own box is a last window too)
        answer = QMessageBox.question(None, self.tr("Keep Goat Master running?"), self.tr(
            "A table over days is hosted here: it lives only while Goat Master runs. Keep Goat Master "
            "running in the system tray? It tells you when it is your move."))
        if answer == QMessageBox.StandardButton.Yes:
            self.inbox.notifier.keep(True)
        else:
            QApplication.quit()

    def _come_back(self) -> None:
        """The tray's icon was clicked: the app's window again."""
        self._keep_asked = False
        front = self._front()
        if front is self.start and not self.start.isVisible():
            self.show_start()
        front.show()
        front.raise_()
        front.activateWindow()

    def _tables_closed(self) -> None:
        """The last table's window closed: the start screen, unless a game window is on screen."""
        if self.window is None or not self.window.isVisible():
            self.show_start()

    # ---------------------------------------------------------------- dialogs

    def show_rules(self, parent: QWidget, game: str = "") -> None:
        """The rules of ``game`` (by default the one chosen on the start screen)."""
        from .rules_page import RulesDialog
        dialog = RulesDialog(parent, game=self._game(game).name)
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()

    def show_settings(self, parent: QWidget, game: str = "") -> None:
        """The settings, with ``game``'s own (by default the one chosen on the start screen)."""
        from .settings_dialog import SettingsDialog
        dialog = SettingsDialog(parent, self.settings, self._game(game))
        dialog.changed.connect(self._apply_settings)
        # A new language once the dialog and its caller are done: the windows are made again.
        dialog.changed.connect(lambda: QTimer.singleShot(0, self.follow_language))
        dialog.exec()
        dialog.deleteLater()

    def follow_language(self) -> None:
        """Speak the language of the settings now, not at the next start.

        Screens built from forms cannot translate themselves again, so the start
        screen and the game window are made anew in the new language; the game
        goes on where it was (its turn in progress included), as after Continue.
        """
        from ...i18n import install_translators, installed_language, language_code
        from .settings_dialog import language
        before = installed_language()
        if language_code(language(self.settings)) == before:
            return                      # unchanged: no needless LanguageChange for every widget
        app = QApplication.instance()
        assert app is not None                  # the app is running
        if install_translators(app, language(self.settings)) == before:
            return
        old_start, self.start = self.start, self._make_start()
        if old_start.isVisible():
            self.start.setGeometry(old_start.geometry())
            self.show_start()
        old_start.hide()
        old_start.deleteLater()
        window = self.window
        if window is None:
            return
        saved = window.replay_of or window.model.saved_with_pending()
        path, geometry, visible = window.path, window.saveGeometry(), window.isVisible()
        self.window = None
        if visible:                 # the new window shows first: closing the last one would quit
            shown = self.play(saved, path)
            assert shown is not None                # the game it shows is the one in progress: nothing to keep
            shown.restoreGeometry(geometry)
        window.close()
        window.deleteLater()

    def show_statistics(self, parent: QWidget, game: str = "") -> None:
        """The statistics of ``game`` (by default the one chosen on the start screen)."""
        from .statistics_dialog import StatisticsDialog
        dialog = StatisticsDialog(parent, self._statistics(game))
        dialog.exec()
        dialog.deleteLater()

    def _statistics(self, game: str = "") -> "Statistics":
        """A game's statistics (the one chosen on the start screen by default)."""
        from ..player_data.statistics import Statistics
        game = self._game(game).name
        if game not in self.statistics:
            self.statistics[game] = Statistics(game=game)
        return self.statistics[game]

    def _game(self, name: str = "") -> "GameEntry":
        """The game called ``name``, else the one chosen on the start screen, else the first."""
        from ...core.registry import entries, entry
        return entry(name or self.start.game or entries()[0].name)

    def _apply_settings(self) -> None:
        from ..play.ai_worker import AiWorker
        from .settings_dialog import ai_cores, ai_pace, animation_speed, confirm_take, screen_reader
        if self.window is not None:
            by_ear = screen_reader(self.settings)
            self.window.set_animation_speed(0.0 if by_ear else animation_speed(self.settings))
            self.window.session.pace_ms = ai_pace(self.settings)
            self.window.session.ai_on_key = by_ear
            worker = self.window.session.worker
            if isinstance(worker, AiWorker):         # (a test's stand-in has no processes)
                worker.set_processes(ai_cores(self.settings))
            self.window.table.confirm_decisions = confirm_take(self.settings)

    # ---------------------------------------------------------------- helpers

    def _open_folder(self) -> str:
        """Where *Load a game* starts: right after a game was kept, its folder, as the status
        line said; else where the player last opened or saved a game; else the unfinished,
        then the finished games kept, if any; else the player's saved games."""
        just_kept, self._kept_folder = self._kept_folder, None
        if just_kept is not None and just_kept.is_dir():
            return str(just_kept)
        kept = [user_data_dir() / name for name in (UNFINISHED_FOLDER, FINISHED_FOLDER)]
        return str(last_folder() or next((folder for folder in kept if folder.is_dir()), None)
                   or saved_games_folder())

    def _front(self) -> QWidget:
        return self.window if self.window is not None and self.window.isVisible() else self.start

    def _restore_geometry(self, widget: QWidget, key: str) -> bool:
        geometry = self.settings.value(key)
        return isinstance(geometry, QByteArray) and widget.restoreGeometry(geometry)
