"""Writing a file so that a crash never leaves half of it: the player's files are never lost.

API::

    write_atomically(path, data)      # the old file or the new one, never half of one
    set_aside(path, why) -> Path      # move a file we cannot use out of the way, never overwriting
    write_beside(path, data, why) -> Path   # a new file beside path, never over one
    sweep_temporary(folder, name=None) -> int   # remove the temp files of writes a crash interrupted
    fingerprint(path) -> Fingerprint | None   # a regular file's size, time and hash (no link followed)

Every state file of the app (saves, the autosave, statistics) is written by
:func:`write_atomically` and read by :func:`goatmaster.files.strict_json.read_limited`:
regular files only, so the writer never replaces what the reader would refuse.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

#: The temp file of a write in progress: ``.<name>.<8 hex digits>.tmp`` beside its target.
_TEMP = re.compile(r"^\..+\.[0-9a-f]{8}\.tmp$")


def _temp_name(base: str) -> str:
    return f".{base}.{os.urandom(4).hex()}.tmp"


#: What the temp file's name adds to its target's: a name must leave room for it.
TEMP_NAME_EXTRA = len(_temp_name(""))


def _refuse_unless_regular(path: str) -> None:
    """An ``OSError`` if ``path`` exists and is not a regular file (a link, FIFO, device, folder).

    Replacing a FIFO or device by a regular file would destroy what is not ours,
    and following a link would write where the player did not choose.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(info.st_mode):
        kind = "a symbolic link"
    elif stat.S_ISDIR(info.st_mode):
        kind = "a folder"
    elif not stat.S_ISREG(info.st_mode):
        kind = "a device or pipe"
    else:
        return
    raise OSError(errno.EEXIST, f"{os.path.basename(path)} is {kind}, not a file; it is left as it is", path)


def write_atomically(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to a temp file beside ``path``, fsync it, then ``os.replace`` it over ``path``.

    A crash or a full disk leaves either the old file or the new one.  ``path``
    must be a regular file or missing (else an ``OSError`` and nothing
    changes); the old file's permissions are kept; on an OSError the temp file
    is removed and the error propagates.
    """
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    _refuse_unless_regular(path)
    try:
        mode: Optional[int] = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None
    temp = _written_temp(folder, os.path.basename(path), data, mode)
    try:
        os.replace(temp, path)
    except BaseException:
        _remove(temp)
        raise
    _fsync_folder(folder)
    # the temp files an interrupted write of this file left, wherever it is (not only the app's folders)
    sweep_temporary(folder, os.path.basename(path))


def _written_temp(folder: str, base: str, data: bytes, mode: Optional[int] = None) -> str:
    """A new temp file beside ``base`` in ``folder`` holding ``data``, fsynced (``mode`` its
    permissions if given); removed again if that fails (the error propagates)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        temp = os.path.join(folder, _temp_name(base))
        try:
            fd = os.open(temp, flags, 0o666)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(f"no free temporary name beside {base}")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(temp, mode)
    except BaseException:
        _remove(temp)
        raise
    return temp


def _remove(temp: str) -> None:
    try:
        os.unlink(temp)
    except OSError:
        pass


def _fsync_folder(folder: str) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: str | os.PathLike, why: str) -> Path:
    """Move ``path`` to ``<stem> (<why> <date time>)<suffix>`` beside it; the new path.

    For a file the app cannot use but must not destroy (a damaged autosave, a
    garbled lock): every earlier set-aside copy is kept, since a name already
    taken gets a number.  ``OSError`` if the move fails (``path`` is then
    untouched).
    """
    path = Path(path)
    return _to_free_name(path, path, why)


def write_beside(path: str | os.PathLike, data: bytes, why: str) -> Path:
    """Write ``data`` as a new file ``<stem> (<why> <date time>)<suffix>`` beside ``path``, whole
    or not at all, never over any file (a name taken gets a number); the new path.  For what
    must not replace ``path`` (a file changed since it was read).  ``OSError`` if it fails."""
    path = Path(path)
    folder = os.path.dirname(os.path.abspath(path))
    temp = _written_temp(folder, path.name, data)
    try:
        target = _to_free_name(Path(temp), path, why)
    except BaseException:
        _remove(temp)
        raise
    _fsync_folder(folder)
    return target


def _to_free_name(source: Path, path: Path, why: str) -> Path:
    """Move ``source`` to ``<stem of path> (<why> <date time>[ n])<suffix>``, never over a file."""
    when = time.strftime("%Y-%m-%d %H-%M-%S")
    stem, suffix = (path.stem, path.suffix) if path.stem else (path.name, "")
    for count in range(1, 1000):
        number = "" if count == 1 else f" {count}"
        target = path.with_name(f"{stem} ({why} {when}{number}){suffix}")
        try:
            os.link(source, target, follow_symlinks=False)   # fails rather than overwrite
        except FileExistsError:
            continue
        except OSError:                 # no hard links here (a folder, FAT): rename, checked first
            if os.path.lexists(target):
                continue
            os.rename(source, target)
            return target
        os.unlink(source)
        return target
    raise FileExistsError(errno.EEXIST, f"no free name to set {path.name} aside", str(path))


#: A temp file older than this is a write that was interrupted: a write takes milliseconds, and
#: a younger one may be another running copy's (another data folder saving to the same place).
STALE_SECONDS = 300


def sweep_temporary(folder: str | os.PathLike, name: Optional[str] = None,
                    older_than: float = STALE_SECONDS) -> int:
    """Remove the temp files left in ``folder`` by writes a crash interrupted (of the file
    ``name`` only, if given) and older than ``older_than`` seconds; how many.

    Only regular files with the writer's names (a link of that name is left too); a file
    that cannot be removed is left for next time.
    """
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    prefix = "." if name is None else f".{name}."
    now = time.time()
    for found in names:
        if not (found.startswith(prefix) and _TEMP.match(found)
                and (name is None or len(found) == len(name) + TEMP_NAME_EXTRA)):
            continue
        path = os.path.join(folder, found)
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                os.unlink(path)
                removed += 1
        except OSError:
            pass
    return removed


@dataclass(frozen=True)
class Fingerprint:
    """What tells one state of a file from another: its size, modification time and content's hash."""
    size: int
    mtime_ns: int
    sha256: str


#: Past this a file is hashed no further (none the app writes comes near): its hash is then "".
FINGERPRINT_MAX_BYTES = 64 * 1024 * 1024


def fingerprint(path: str | os.PathLike) -> Optional[Fingerprint]:
    """``path``'s :class:`Fingerprint` if it is a regular file (a link is not followed, a FIFO
    not waited on); None for anything else, a missing file or one that cannot be read."""
    flags = (os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_NONBLOCK", 0))
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        digest = hashlib.sha256()
        if info.st_size <= FINGERPRINT_MAX_BYTES:
            while chunk := os.read(fd, 1 << 16):
                digest.update(chunk)
        return Fingerprint(info.st_size, info.st_mtime_ns,
                           digest.hexdigest() if info.st_size <= FINGERPRINT_MAX_BYTES else "")
    except OSError:
        return None
    finally:
        os.close(fd)
