"""Where the game keeps the player's files: autosave, statistics and settings.

API::

    user_data_dir() -> Path          # platformdirs' user data folder for "GoatMaster" (created)
    autosave_path() -> Path          # <data>/autosave.goat: the game in progress
    statistics_path(game) -> Path    # <data>/statistics.json for Goat Master, statistics-<game>.json else
    settings() -> QSettings          # organisation and application "Goat Master"
    last_unfinished_game() -> (Path, SavedGame) | None
    claim_data_folder() -> bool      # False: another running Goat Master uses the folder
    keep_aside(path, saved) -> Path  # an unfinished game's autosave into <data>/Unfinished games/
    last_folder() -> Path | None     # where the player last opened or saved a game
    remember_folder(file)            # ... and now this file's folder

Setting the environment variable ``GOATMASTER_DATA_DIR`` moves everything into that
folder, settings included (an INI file ``settings.ini`` there), so tests and
experiments never touch the player's real files.

A missing folder is created on demand; if it cannot be created the paths are still
returned and writing them fails later with an ``OSError`` the caller reports —
nothing here stops the app from starting.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QCoreApplication, QLockFile, QSettings

if TYPE_CHECKING:
    from ..games.goat_master.savefile import SavedGame


APP_NAME = "GoatMaster"
ORGANISATION = "Goat Master"
APPLICATION = "Goat Master"
ENV_DATA_DIR = "GOATMASTER_DATA_DIR"

LAST_FOLDER_KEY = "files/lastFolder"
AUTOSAVE_NAME = "autosave.goat"
UNFINISHED_FOLDER = "Unfinished games"
LOCK_NAME = "goatmaster.lock"
STATISTICS_NAME = "statistics.json"
SETTINGS_NAME = "settings.ini"


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


def statistics_path(game: str = "goat-master") -> Path:
    """A game's statistics file (:class:`goatmaster.app.statistics.Statistics`); Goat Master's
    keeps the name it had before the app hosted other games."""
    if game == "goat-master":
        return user_data_dir() / STATISTICS_NAME
    return user_data_dir() / f"statistics-{game}.json"


def settings() -> QSettings:
    """The player's settings; an INI file in ``$GOATMASTER_DATA_DIR`` when that is set.

    QSettings objects over the same store share their values within the process,
    so making a new one wherever settings are needed is cheap and consistent.
    """
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return QSettings(str(user_data_dir() / SETTINGS_NAME), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def last_unfinished_game() -> Optional[tuple[Path, "SavedGame"]]:
    """The autosaved game if it can be continued: ``(path, saved)``; else None.

    None for a missing, unreadable, broken, foreign or finished file: the start
    screen then simply offers no "Continue".  This never raises.
    """
    from ..games.goat_master.savefile import load      # the engine loads after the start screen's first paint
    path = autosave_path()
    try:
        saved = load(path)
    # A SaveError (ValueError) or OSError is the expected failure; anything else a file
    # could provoke (RecursionError, MemoryError, ...) must not stop the app either.
    except Exception:       # noqa: BLE001
        return None
    if saved.finished:
        return None
    return path, saved


#: The lock of each data folder this process holds (kept for the life of the process).
_claimed: dict[Path, QLockFile] = {}


def claim_data_folder() -> bool:
    """Make this process the one Goat Master that writes the data folder; False if another does.

    Two running copies would overwrite each other's autosave, so the second one
    must not play.  The lock dies with its process (a crash leaves no lasting
    lock: Qt sees that the process is gone); a folder that cannot be written
    is no reason to refuse, the autosave reports that itself.
    """
    folder = user_data_dir()
    if folder in _claimed:
        return True
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)            # stale only when its process is gone, never by age
    if lock.tryLock(0):
        _claimed[folder] = lock
        return True
    return lock.error() != QLockFile.LockError.LockFailedError


def keep_aside(path: Path, saved: "SavedGame") -> Path:
    """Move the autosave ``path`` of the unfinished game ``saved`` out of the way of a new game.

    The autosave holds one game; starting or opening another would overwrite
    it, so it moves (an atomic rename) into ``<data>/Unfinished games/``, named
    by when it was last played and who plays, where *Load a game* finds it.
    """
    folder = user_data_dir() / UNFINISHED_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    when = time.strftime("%Y-%m-%d %H-%M", time.localtime(path.stat().st_mtime))
    who = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", " vs ".join(p.name for p in saved.players))[:80]
    stem = f"{when} {who} (turn {len(saved.game.turns) + 1})"
    target = folder / f"{stem}.goat"
    count = 1
    while target.exists():
        count += 1
        target = folder / f"{stem} {count}.goat"
    os.replace(path, target)
    return target


def last_folder() -> Optional[Path]:
    """The folder of the game file the player last opened or saved, if it still exists."""
    value = settings().value(LAST_FOLDER_KEY)
    if isinstance(value, str) and value and Path(value).is_dir():
        return Path(value)
    return None


def remember_folder(file: str | os.PathLike) -> None:
    """Open and save dialogs start next time where this file is."""
    store = settings()
    store.setValue(LAST_FOLDER_KEY, str(Path(file).resolve().parent))
    store.sync()
