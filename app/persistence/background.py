"""Writing files off the UI thread: one background thread per process writes, for each path, the newest
text it was given, with `saves.write_atomic` (temporary file, fsync, `os.replace`). Pure Python: no Qt.

The autosave after every action goes through here, so a slow disk (an fsync can take half a second on
a busy machine) never freezes the window. Texts for the same path coalesce: when several arrive while
the disk is busy, only the newest is written, and it is written as soon as the previous write is done.
`flush()` waits until everything handed in is on disk (closing a game, saving, quitting, tests);
`atexit` flushes too, so a normal exit loses nothing. A kill can lose what was handed in while the
disk was busy (the file on disk is always a complete older or newer save); for the autosave, the move
log written before each text is handed in (app/persistence/movelog.py) holds those moves.
"""

from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path
from typing import Callable

from app.persistence import saves

#: called on the writer thread with None (written) or the exception the write raised
Done = Callable[[BaseException | None], None]

EXIT_FLUSH_S = 10.0


class _Call:
    """The key of one `BackgroundWriter.call` job (unique: calls never coalesce)."""

    __slots__ = ()


class BackgroundWriter:
    """A single daemon thread that writes the newest pending text per path (see the module docstring)."""

    def __init__(self, write: Callable[[Path, str], None] | None = None, name: str = "top-five-writer") -> None:
        self._write = write or (lambda path, text: saves.write_atomic(path, text))  # looked up at each write
        self._name = name
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[str | Callable[[], str], Done | None]] = {}
        self._writing: object = None  # the key being written now
        self._thread: threading.Thread | None = None
        self.written = 0  # files written so far (tests, benchmarks)
        self.coalesced = 0  # texts replaced by a newer one before they were written

    def submit(self, path: str | os.PathLike, text: str | Callable[[], str], done: Done | None = None) -> None:
        """Write `text` to `path` soon, on the writer thread; a text still waiting for the same path
        is dropped (its `done` is never called). `done(error)` runs on the writer thread. `text` may
        be a function that makes the text (called on the writer thread, only if it is written: it
        must read nothing that the UI thread changes; app/persistence/autosaver.SaveText)."""
        key = Path(path)
        with self._cond:
            if key in self._pending:
                self.coalesced += 1
                del self._pending[key]  # re-inserted last: older paths keep their turn
            self._pending[key] = (text, done)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def call(self, job: Callable[[], None], done: Done | None = None) -> None:
        """Run `job()` on the writer thread, in turn with the writes (never coalesced: each call runs
        once); `flush()` waits for it too. For work that reads and writes a file of its own (the
        statistics: read, merge, write with fsync) and must not hold up the UI thread."""
        with self._cond:
            self._pending[_Call()] = (job, done)  # type: ignore[index]
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every text handed in so far is written (or failed); False on timeout."""
        if threading.current_thread() is self._thread:
            return not self._pending
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._writing is None, timeout)

    def flush_path(self, path: str | os.PathLike, timeout: float | None = None) -> bool:
        """Wait until the text handed in for `path` is written (or failed); False on timeout. Others'
        writes are not waited for beyond those ahead of it (a host of many tables closes one)."""
        key = Path(path)
        if threading.current_thread() is self._thread:
            return key not in self._pending
        with self._cond:
            return self._cond.wait_for(lambda: key not in self._pending and self._writing != key, timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._pending and self._writing is None

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path = next(iter(self._pending))
                text, done = self._pending.pop(path)
                self._writing = path
            problem: BaseException | None = None
            try:
                if isinstance(path, _Call):
                    text()  # type: ignore[operator]
                else:
                    self._write(path, text() if callable(text) else text)
                    self.written += 1
            except Exception as exc:  # reported to whoever handed the text in
                problem = exc
            if done is not None:
                try:
                    done(problem)
                except Exception:  # a callback must never stop the writer
                    pass
            with self._cond:
                self._writing = None
                self._cond.notify_all()


#: the process's writer: every autosave goes through it, so two sessions never race on one file
WRITER = BackgroundWriter()


def submit(path: str | os.PathLike, text: str | Callable[[], str], done: Done | None = None) -> None:
    WRITER.submit(path, text, done)


def call(job: Callable[[], None], done: Done | None = None) -> None:
    WRITER.call(job, done)


def flush(timeout: float | None = None) -> bool:
    return WRITER.flush(timeout)


def flush_path(path: str | os.PathLike, timeout: float | None = None) -> bool:
    return WRITER.flush_path(path, timeout)


atexit.register(lambda: WRITER.flush(EXIT_FLUSH_S))

__all__ = ["BackgroundWriter", "WRITER", "call", "flush", "flush_path", "submit"]
