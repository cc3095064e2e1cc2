"""Atomic writes on a background thread, so a slow disk never stalls the window.

The autosave is written after every decision, and its ``fsync`` takes 10 ms on
a quiet disk and far more on a busy one: on the GUI thread that is a visible
stall.  :class:`LatestWriter` takes the text at once (the caller serialises it,
a millisecond) and writes it with :func:`~goatmaster.files.atomic.write_atomically`
on its own thread.  A newer text for the same path replaces one not yet
written (only the last autosave matters); :meth:`LatestWriter.flush` waits until
everything handed over is on disk, which a reader of the file calls first.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> writer = LatestWriter()
>>> writer.submit(os.path.join(folder, "a.txt"), b"one")
>>> writer.submit(os.path.join(folder, "a.txt"), b"two")
>>> writer.flush(5.0)
True
>>> open(os.path.join(folder, "a.txt"), "rb").read()
b'two'
>>> writer.close(5.0)
True
"""

from __future__ import annotations

import threading
from typing import Callable, Optional

from .atomic import write_atomically


class LatestWriter:
    """One background thread writing files atomically; the newest data per path wins.

    ``on_error(path, error)`` is called, on the writer's thread, for every
    write that failed (an ``OSError`` as a rule; the caller reports it, and the
    next submit tries again).
    """

    def __init__(self, on_error: Optional[Callable[[str, Exception], None]] = None) -> None:
        self.on_error = on_error
        self._pending: dict[str, bytes] = {}
        self._writing = False
        self._closed = False
        self._lock = threading.Condition()
        self._thread: Optional[threading.Thread] = None

    def submit(self, path: str, data: bytes) -> None:
        """Write ``data`` to ``path`` soon, replacing any data for it not yet written."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._pending[path] = data
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="goatmaster-writer", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: Optional[float] = None) -> bool:
        """Wait until everything submitted is written (or failed); False on a timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._writing, timeout)

    def close(self, timeout: Optional[float] = None) -> bool:
        """Write what is pending, then stop the thread; False if it did not finish in ``timeout``."""
        done = self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return                      # closed, nothing left
                path, data = next(iter(self._pending.items()))
                del self._pending[path]
                self._writing = True
            try:
                write_atomically(path, data)
            except Exception as error:      # noqa: BLE001  (said to the caller; the thread goes on)
                if self.on_error is not None:
                    self.on_error(path, error)
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
