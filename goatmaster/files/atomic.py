"""Writing a file so that a crash never leaves half of it: the player's files are never lost."""

from __future__ import annotations

import os
import stat


def write_atomically(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to a temp file beside ``path``, fsync it, then ``os.replace`` it over ``path``.

    A crash or a full disk leaves either the old file or the new one.  Through a
    symlink the link is kept and its target replaced; the old file's permissions
    are kept; on an OSError the temp file is removed and the error propagates.
    """
    path = os.path.realpath(path)
    folder = os.path.dirname(path)
    base = os.path.basename(path)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        temp = os.path.join(folder, f".{base}.{os.urandom(4).hex()}.tmp")
        try:
            fd = os.open(temp, flags, 0o666)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(f"no free temporary name beside {path}")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)


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
