"""Where the game keeps the player's files: autosave, statistics and settings.

API::

    user_data_dir() -> Path          # platformdirs' user data folder for "GoatMaster" (created)
    autosave_path() -> Path          # <data>/autosave.goat: the game in progress
    statistics_path(game) -> Path    # <data>/statistics.json for Goat Master, statistics-<game>.json else
    settings() -> QSettings          # organisation and application "Goat Master"
    last_unfinished_game() -> (Path, SavedMatch) | None   # a damaged autosave is set aside
    take_notices() -> list[str]      # what the player must be told (a file set aside), once
    problem(error) -> str            # what is wrong with a file, in the player's language where it can be
    claim_data_folder() -> bool      # False: another running Goat Master uses the folder
    keep_aside(path, saved) -> Path  # an unfinished game's autosave into <data>/Unfinished games/
    kept_unfinished() -> list[Path]  # the games kept there, the newest first
    keep_lesson_aside(path, title) -> Path  # an unfinished lesson there, one per game
    keep_finished(saved) -> Path     # a finished game into <data>/Finished games/ (the newest kept)
    game_file_name(stem) -> str      # "<stem>.goat", a name the file system takes (cut to its limit)
    saved_games_folder() -> Path     # <data>/Saved games/: where saving starts (created)
    game_places() -> list[Path]      # the folders of games the app offers beside a file dialog
    last_folder() -> Path | None     # where the player last opened or saved a game
    save_folder() -> Path            # where a Save dialog opens
    remember_folder(file)            # ... and now this file's folder

Setting the environment variable ``GOATMASTER_DATA_DIR`` moves everything into that
folder, settings included (an INI file ``settings.ini`` there), so tests and
experiments never touch the player's real files.

A missing folder is created on demand; if it cannot be created the paths are still
returned and writing them fails later with an ``OSError`` the caller reports —
nothing here stops the app from starting.  A file of ours that cannot be read is
never overwritten: it is set aside beside itself under a name that says so
(``files.atomic.set_aside``, every earlier copy kept) and the player is told.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import socket
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, Optional

import msgspec
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QTextBoundaryFinder

from ...files.atomic import TEMP_NAME_EXTRA, fingerprint, set_aside, sweep_temporary, write_atomically

if TYPE_CHECKING:
    from ...files.envelope import SavedMatch


APP_NAME = "GoatMaster"
ORGANISATION = "Goat Master"
APPLICATION = "Goat Master"
ENV_DATA_DIR = "GOATMASTER_DATA_DIR"

LAST_FOLDER_KEY = "files/lastFolder"
AUTOSAVE_NAME = "autosave.goat"
UNFINISHED_FOLDER = "Unfinished games"
FINISHED_FOLDER = "Finished games"
SAVED_FOLDER = "Saved games"
#: Finished games kept for replays, the newest first: a file is 2-10 KB, so the folder stays
#: under about 1.5 MB, and 150 games are months of evenings.
FINISHED_KEPT = 150
LOCK_NAME = "goatmaster.lock"
SETTINGS_NAME = "settings.ini"

#: Messages for the player about their files, shown by the app at the next chance.
_notices: list[str] = []


def game_file_filter() -> str:
    """The file-type filter of the open and save dialogs, in the player's language."""
    return QCoreApplication.translate("Files", "Goat Master games (*.goat *.json)")


def user_data_dir() -> Path:
    """The folder for the player's game files (``$GOATMASTER_DATA_DIR`` if set), created if missing."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        folder = Path(override)
    else:
        import platformdirs
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass            # reported by whoever writes there first
    return folder


def autosave_path() -> Path:
    """The autosave of the game in progress (written after every turn by the session)."""
    return user_data_dir() / AUTOSAVE_NAME


def statistics_path(game: str = "") -> Path:
    """A game's statistics file (:class:`goatmaster.app.player_data.statistics.Statistics`; by default the
    first game's); a game may keep the name an older version gave it (``GameEntry.statistics_file``)."""
    from ... import games  # noqa: F401  (importing it registers every game)
    from ...core.registry import entries, entry
    found = entry(game) if game else entries()[0]
    return user_data_dir() / (found.statistics_file or f"statistics-{found.name}.json")


def settings() -> QSettings:
    """The player's settings; an INI file in ``$GOATMASTER_DATA_DIR`` when that is set.

    QSettings objects over the same store share their values within the process,
    so making a new one wherever settings are needed is cheap and consistent.
    A settings file that is not a regular file of a sane size (Qt would block on
    a pipe, or read gigabytes) is set aside first: the settings are then the
    defaults, and the player is told.
    """
    override = os.environ.get(ENV_DATA_DIR)
    path = user_data_dir() / SETTINGS_NAME if override else _native_settings_file()
    if path is not None and path not in _settings_checked:
        _settings_checked.add(path)
        _check_settings_file(path)
    if override:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


#: A settings file holds a few kilobytes; past this it is not one the app wrote.
SETTINGS_MAX_BYTES = 1024 * 1024
_settings_checked: set[Path] = set()


def _native_settings_file() -> Optional[Path]:
    """Where Qt keeps the settings as a file (Unix but macOS); None for the registry or a plist."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / ORGANISATION / f"{APPLICATION}.conf"


def _check_settings_file(path: Path) -> None:
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if not os.path.islink(path):
            return                              # no settings yet
        why = "a broken link"
    except OSError as error:                    # a link loop, no permission to look
        why = error.strerror or str(error)
    else:
        if stat.S_ISREG(info.st_mode) and info.st_size <= SETTINGS_MAX_BYTES:
            return
        why = "not a file" if not stat.S_ISREG(info.st_mode) else f"{info.st_size} bytes"
    try:
        kept = set_aside(path, "unreadable")
    except OSError as error:
        why = f"{why}; {error.strerror or error}"
        _notices.append(QCoreApplication.translate(
            "Files",
            "The settings cannot be read (%1): the default settings are used.").replace("%1", why))
        return
    _notices.append(QCoreApplication.translate(
        "Files",
        "The settings cannot be read (%1): the default settings are used, and the old file was "
        "kept as \"%2\" in %3.").replace("%1", why).replace("%2", kept.name).replace("%3", str(kept.parent)))


def last_unfinished_game() -> Optional[tuple[Path, "SavedMatch"]]:
    """The autosaved game if it can be continued: ``(path, saved)``; else None.

    None for a missing or finished file.  A file that cannot be read (damaged,
    from a newer release, not a file at all) is set aside, never overwritten by
    the next game, and a notice for the player waits in :func:`take_notices`.
    This never raises.
    """
    from ... import games  # noqa: F401  (registers every game; loaded after the start screen's first paint)
    from ...files.envelope import load
    path = autosave_path()
    try:
        saved = load(path)
    except FileNotFoundError:
        return None
    # A SaveError (ValueError) or OSError is the expected failure; anything else a file
    # could provoke (RecursionError, MemoryError, ...) must not stop the app either.
    except Exception as error:       # noqa: BLE001
        _set_aside_autosave(path, error)
        return None
    if saved.finished:
        return None
    return path, saved


def problem(error: BaseException) -> str:
    """What is wrong with a file, for the player: a :class:`SaveError`'s words translated where
    it has some (else its English message), an ``OSError``'s reason."""
    words = getattr(error, "words", "")
    if words:
        text = QCoreApplication.translate("Files", words)
        for k, value in enumerate(getattr(error, "values", ())):
            text = text.replace(f"%{k + 1}", str(value))
        return text
    return (error.strerror if isinstance(error, OSError) else None) or str(error) or type(error).__name__


def take_notices() -> list[str]:
    """The notices gathered since the last call (each is shown once)."""
    notices = list(_notices)
    _notices.clear()
    return notices


def _set_aside_autosave(path: Path, error: BaseException) -> None:
    why = problem(error)
    try:
        kept = set_aside(path, "unreadable")
    except OSError as failed:
        # The folder refuses a rename, so it refuses the autosave's own write too:
        # the file stays as it is and nothing overwrites it.
        _notices.append(QCoreApplication.translate(
            "Files",
            "The game in progress cannot be read (%1) and could not be moved aside (%2), so it "
            "cannot be continued. It is left as it is in %3.").replace("%1", why).replace(
            "%2", failed.strerror or str(failed)).replace("%3", str(path)))
        return
    _notices.append(QCoreApplication.translate(
        "Files",
        "The game in progress cannot be read (%1), so it cannot be continued. Nothing was deleted: "
        "the file was kept as \"%2\" in %3.").replace("%1", why).replace("%2", kept.name).replace(
        "%3", str(kept.parent)))


#: The lock of each data folder this process holds: its open descriptor, for the life of the process.
_claimed: dict[Path, int] = {}


def claim_data_folder() -> bool:
    """Make this process the one Goat Master that writes the data folder; False if another does.

    Two running copies would overwrite each other's autosave, so the second one
    must not play.  The lock is the operating system's own lock on the lock
    file (``flock``; Qt's ``QLockFile`` takes it too), which dies with its
    process: the file's content, its host name or a reused process id never
    matter.  Only a live lock refuses; a lock file that is not a file (a
    folder, a pipe, a link) is set aside, and the player told (:func:`take_notices`);
    a folder where no lock can be taken is no reason to refuse either.  Once
    claimed, the temp files of writes a crash interrupted are swept away from the app's folders
    (each write sweeps its own file's elsewhere).
    """
    folder = user_data_dir()
    if folder in _claimed:
        return True
    path = folder / LOCK_NAME
    for _attempt in range(2):
        fd = _open_lock(path)
        if fd is None:
            return True                         # no lock can be taken: nothing proves another copy
        if fd < 0:
            try:
                kept = set_aside(path, "not a lock")
            except OSError:
                return True
            _notices.append(QCoreApplication.translate(
                "Files",
                "The lock file, which keeps two copies of Goat Master from writing the same games, was "
                "not a file: nothing was deleted, it was kept as \"%1\" in %2 and a new lock file "
                "took its place.").replace("%1", kept.name).replace("%2", str(kept.parent)))
            continue
        held = _lock(fd)
        if held is False:
            os.close(fd)
            return False
        _claimed[folder] = fd
        _write_lock_info(fd)
        break
    for place in (folder, folder / UNFINISHED_FOLDER, folder / FINISHED_FOLDER, folder / SAVED_FOLDER):
        sweep_temporary(place)
    return True


def _open_lock(path: Path) -> Optional[int]:
    """The lock file's descriptor; -1 when something other than a regular file is in the way;
    None when it cannot be opened."""
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    try:
        fd = os.open(path, flags, 0o644)
    except OSError:
        return -1 if os.path.lexists(path) and not path.is_file() or path.is_symlink() else None
    if not stat.S_ISREG(os.fstat(fd).st_mode):     # a pipe opens read-write without blocking
        os.close(fd)
        return -1
    return fd


def _lock(fd: int) -> Optional[bool]:
    """Take the lock: True; False if a live process holds it; None if this system cannot lock."""
    if sys.platform == "win32":                 # no fcntl: a byte-range lock dies with its process too
        import msvcrt
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    except OSError:                             # e.g. ENOLCK on a network folder
        return None


def _write_lock_info(fd: int) -> None:
    """Who holds the lock, for a person looking (the lock itself never reads it)."""
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n{APP_NAME}\n{socket.gethostname()}\n".encode("utf-8", "replace"))
    except OSError:
        pass


def keep_aside(path: Path, saved: "SavedMatch") -> Path:
    """Move the autosave ``path`` of the unfinished game ``saved`` out of the way of a new game.

    The autosave holds one game; starting or opening another would overwrite
    it, so it moves (an atomic rename) into ``<data>/Unfinished games/``, named
    by when it was last played and who plays, where *Load a game* finds it.
    """
    from ...files.envelope import codec_for
    when = time.localtime(path.stat().st_mtime)
    target = _free_name(UNFINISHED_FOLDER, *_when_and_who(when, saved),
                        f" (turn {codec_for(saved).turn_count(saved) + 1})")
    os.replace(path, target)
    return target


def kept_unfinished() -> list[Path]:
    """The unfinished games kept aside in ``<data>/Unfinished games/``, the newest first."""
    folder = user_data_dir() / UNFINISHED_FOLDER
    try:
        files = [(entry.stat().st_mtime, Path(entry.path)) for entry in os.scandir(folder)
                 if entry.name.endswith(".goat") and entry.is_file(follow_symlinks=False)]
    except OSError:                             # no such folder yet, or unreadable: none kept
        return []
    return [path for _, path in sorted(files, reverse=True)]


def keep_lesson_aside(path: Path, title: str) -> Path:
    """Move the autosave ``path`` of an unfinished lesson of the game ``title`` aside like
    :func:`keep_aside`, in place of that game's lesson kept before: one lesson per game waits."""
    stem = QCoreApplication.translate("UserFiles", "Lesson of %1").replace("%1", title)
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", stem)
    target = game_folder(UNFINISHED_FOLDER) / f"{name}.goat"
    os.replace(path, target)
    return target


def keep_finished(saved: "SavedMatch") -> Path:
    """Keep the finished game ``saved`` in ``<data>/Finished games/``, where *Load a game* opens
    it as a replay; only the newest :data:`FINISHED_KEPT` stay.  The file it is kept in.

    Named by when it ended, the game and who played.  The same game ending twice (an undo
    at the end, then the same move) is kept once.  An ``OSError`` if it cannot be written, a
    ``SaveError`` if it is too large to be read back.

    The folder may be a link to a folder the player shares (synced to the cloud, say): only
    files the app wrote there, recorded in :data:`FINISHED_RECORD` and still as it wrote
    them, are ever removed; nothing else in the folder is looked at.
    """
    from ...core.registry import entry_for_format
    from ...files.envelope import file_bytes
    data = file_bytes(saved)
    folder = game_folder(FINISHED_FOLDER)
    digest = hashlib.sha256(data).hexdigest()
    found = _finished_record()
    record = found or []
    for name, size, written in record:
        if written == digest and _still_ours(folder / name, size, written):
            return folder / name
    game = entry_for_format(saved.FORMAT)
    title = QCoreApplication.translate("Games", game.info.title) if game else saved.FORMAT
    target = _free_name(FINISHED_FOLDER, *_when_and_who(time.localtime(), saved, title))
    write_atomically(target, data)
    if found is None:
        return target   # a record that cannot be read is never overwritten: nothing removed, nothing recorded
    record.append((target.name, len(data), digest))
    kept = record[-FINISHED_KEPT:]
    for name, size, written in record[:-FINISHED_KEPT]:     # the oldest first
        if _still_ours(folder / name, size, written):
            try:
                (folder / name).unlink()
            except OSError:
                kept.insert(0, (name, size, written))       # tried again after the next game
    try:
        write_atomically(user_data_dir() / FINISHED_RECORD, (json.dumps(
            {"format": RECORD_FORMAT, "version": 1, "files": [list(item) for item in kept]}, ensure_ascii=False,
            indent=0) + "\n").encode("utf-8"))
    except OSError:
        pass            # the game is kept; unrecorded, it is never removed
    return target


#: The finished games the app wrote, the oldest first, each ``[name, size, sha256]``: the files
#: pruning may remove.  Kept in the data folder, not in "Finished games", which may be a link.
FINISHED_RECORD = "finished games.json"
RECORD_FORMAT = "goatmaster-finished-games"


class FinishedRecord(msgspec.Struct):
    """The record as the app writes it: ``files`` holds ``[name, size, sha256]`` each."""
    format: Literal["goatmaster-finished-games"]
    version: Literal[1]
    files: list[tuple[str, int, Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{64}$")]]]


def _finished_record() -> Optional[list[tuple[str, int, str]]]:
    """The record of finished games written, the oldest first; empty if there is none, or it was
    damaged (then set aside: nothing is removed on the word of a file the app cannot read); None
    if it is there but cannot be read now (it is left as it is)."""
    from ...files.checked import Refused, rule, typed
    from ...files.strict_json import Reader, SaveError, read_limited
    path = user_data_dir() / FINISHED_RECORD
    try:
        record: FinishedRecord = typed(Reader().parse(read_limited(path, 1024 * 1024, "a record of finished games")),
                                       FinishedRecord, "finished games")
        for name, _, _ in record.files:
            # a name within the folder, as the app makes them
            rule(name.endswith(".goat") and name == os.path.basename(name) and "\\" not in name and "\x00" not in name,
                 "finished games", "a name that is not one of the folder's games")
        return record.files
    except FileNotFoundError:
        return []
    except OSError:
        return None
    except (SaveError, Refused):
        try:
            set_aside(path, "unreadable")
        except OSError:
            return None
        return []


def _still_ours(path: Path, size: int, digest: str) -> bool:
    """Whether ``path`` is a regular file (not a link) that still holds what the app wrote."""
    found = fingerprint(path)
    return found is not None and (found.size, found.sha256) == (size, digest)


def _when_and_who(when: time.struct_time, saved: "SavedMatch", game: str = "") -> tuple[str, str]:
    """A file name's start: the date and time, the game if named; and who plays."""
    head = " ".join(part for part in (time.strftime("%Y-%m-%d %H-%M", when), game) if part)
    return _file_safe(head + " "), _file_safe(" vs ".join(p.name for p in saved.players))


def _file_safe(text: str) -> str:
    """``text`` without what a file name cannot hold on any platform (a run of it becomes "_")."""
    return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", text)


#: The longest file name, in the units the platform counts (:func:`name_length`).
NAME_LIMIT = 255
#: Who plays, in a file name the app makes: at most this many characters (a name stays readable).
WHO_LONGEST = 80


def name_length(name: str) -> int:
    """A file name's length as its file system counts it: UTF-16 units on Windows, else bytes
    (Linux's 255 bytes; macOS's 255 are UTF-8 bytes on APFS): 24 CJK characters are 72 bytes."""
    if sys.platform == "win32":
        return len(name.encode("utf-16-le", "surrogatepass")) // 2
    return len(os.fsencode(name))


def fit_name(text: str, room: int, longest: Optional[int] = None) -> str:
    """``text`` cut to at most ``room`` units of :func:`name_length` (and ``longest`` characters),
    never inside a character as a reader sees it (an emoji of several code points, a letter and
    its accent)."""
    if name_length(text) <= room and (longest is None or len(text) <= longest):
        return text
    units = text.encode("utf-16-le", "surrogatepass")
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    fitted, count = "", 0
    while (end := finder.toNextBoundary()) != -1:
        count += 1
        head = units[:2 * end].decode("utf-16-le", "surrogatepass")
        if name_length(head) > room or (longest is not None and count > longest):
            break
        fitted = head
    return fitted


def game_file_name(stem: str) -> str:
    """``<stem>.goat``, a name any file system takes: what none may hold replaced, cut to the
    platform's limit with room for the atomic writer's temp name."""
    return fit_name(_file_safe(stem), NAME_LIMIT - TEMP_NAME_EXTRA - name_length(".goat")) + ".goat"


def _free_name(folder: str, head: str, who: str, tail: str = "") -> Path:
    """``<data>/<folder>/<head><who><tail>.goat``, or ``… 2.goat`` and on when it is taken (the
    folder made).  ``who`` is cut to fit the file system's limit, whatever its script: three
    seats of 24 emoji would pass it, and every keep_aside, so every new game, would fail."""
    place = game_folder(folder)
    count = 1
    while True:
        end = f"{tail}{'' if count == 1 else f' {count}'}.goat"
        room = NAME_LIMIT - TEMP_NAME_EXTRA - name_length(head) - name_length(end)
        target = place / f"{head}{fit_name(who, room, WHO_LONGEST).rstrip()}{end}"
        if not os.path.lexists(target):         # a link left there is not overwritten either
            return target
        count += 1


def game_folder(name: str) -> Path:
    """``<data>/<name>``, one of the folders of games, made if missing (an ``OSError`` if it cannot be)."""
    folder = user_data_dir() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def saved_games_folder() -> Path:
    """Where the player's own saves go unless they choose another folder; made if it can be."""
    try:
        return game_folder(SAVED_FOLDER)
    except OSError:
        return user_data_dir() / SAVED_FOLDER   # the Save dialog then says where it cannot write


def game_places() -> list[Path]:
    """The folders of games there are: the player's saves, the unfinished and the finished games
    the app kept (a file dialog offers them beside its own places)."""
    return [user_data_dir() / name for name in (SAVED_FOLDER, UNFINISHED_FOLDER, FINISHED_FOLDER)
            if (user_data_dir() / name).is_dir()]


def last_folder() -> Optional[Path]:
    """The folder of the game file the player last opened or saved, if it still exists."""
    value = settings().value(LAST_FOLDER_KEY)
    if isinstance(value, str) and value and Path(value).is_dir():
        return Path(value)
    return None


def save_folder() -> Path:
    """Where a Save dialog opens: the folder the player last used, unless the app fills it
    itself (a save there would be taken into play, or pruned, by the app); else the saved games."""
    last = last_folder()
    own = [user_data_dir() / name for name in (UNFINISHED_FOLDER, FINISHED_FOLDER)]
    if last is None or any(_same_folder(last, folder) for folder in own):
        return saved_games_folder()
    return last


def _same_folder(one: Path, other: Path) -> bool:
    try:
        return one.samefile(other)
    except OSError:
        return False


def remember_folder(file: str | os.PathLike) -> None:
    """Open and save dialogs start next time where this file is."""
    store = settings()
    store.setValue(LAST_FOLDER_KEY, str(Path(file).resolve().parent))
    store.sync()
