"""Low-level file handling shared by saves, settings and the move log. Pure Python: no Qt.

- `read_capped(path, limit)`: the bytes of a *regular* file, never more than `limit`. A folder, a FIFO,
  a device (a symlink to /dev/zero or /dev/urandom has `st_size` 0 and never ends) or a socket is
  refused before anything is read: the file is checked with `stat` (symlinks followed, so a symlink to
  a real save is fine), opened without blocking (a FIFO with no writer would block `open`), checked
  again on the opened descriptor (the name could have changed in between), and read at most
  `limit + 1` bytes.
- `replace_file(path, data, durable)`: write through a temporary file in the same folder and
  `os.replace` it over `path`, so the file is always the old or the new one. Temporary names carry the
  writer's process id (`.<name>.<pid>.<random>.tmp`), so `clean_stale_temps` can remove those left by
  a killed process without touching one a live process is writing.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

#: temporary files of unknown owner (older naming, or no way to ask whether the owner lives) older than this are stale
STALE_AFTER_S = 600.0


class NotRegularFileError(OSError):
    """The path is a FIFO, a device, a socket or anything else that is not a plain file or a folder."""


class FileTooLargeError(OSError):
    """The file holds more bytes than the reader accepts."""


_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))


def _refuse(mode: int, path: Path) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(21, "is a folder", str(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFileError(0, "not a regular file", str(path))


def read_capped(path: str | os.PathLike, limit: int) -> bytes:
    """The contents of the regular file `path` (symlinks followed). Raises FileNotFoundError,
    IsADirectoryError, NotRegularFileError, FileTooLargeError (more than `limit` bytes) or another
    OSError. Never blocks on a FIFO and never reads more than `limit + 1` bytes."""
    path = Path(path)
    _refuse(os.stat(path).st_mode, path)  # before opening: opening a device may have side effects
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        _refuse(info.st_mode, path)  # what was opened, not what the name pointed to a moment ago
        if info.st_size > limit:
            raise FileTooLargeError(27, "file too large", str(path))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileTooLargeError(27, "file too large", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


# ---- atomic replacement and its temporary files ------------------------------------------------
_LIVE: set[str] = set()  # temporary files this process is writing now
_LIVE_LOCK = threading.Lock()


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def fsync_dir(folder: Path) -> None:
    """Make a rename durable where the OS allows opening a folder (POSIX); a no-op elsewhere."""
    if os.name != "nt":
        fsync_path(folder)


def fsync_path(path: str | os.PathLike) -> None:
    """fsync what is at `path` now (a file's bytes, or a folder's entries), opened read-only; nothing
    happens when it cannot be opened or the disk refuses (the caller has nothing better to do)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _create_temp(path: Path) -> tuple[int, str]:
    """A new temporary file beside `path`, registered as live *before* it exists, so that a cleanup
    running meanwhile on another thread never takes it for a stale one."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        name = str(path.parent / f"{_temp_prefix(path)}{os.getpid()}.{os.urandom(6).hex()}.tmp")
        with _LIVE_LOCK:
            _LIVE.add(name)
        try:
            return os.open(name, flags, 0o600), name
        except FileExistsError:
            pass
        except BaseException:
            with _LIVE_LOCK:
                _LIVE.discard(name)
            raise
        with _LIVE_LOCK:
            _LIVE.discard(name)
    raise FileExistsError(17, "no free temporary name", str(path.parent))


def replace_file(path: str | os.PathLike, data: bytes, *, durable: bool = True) -> None:
    """Write `data` to `path` so that the file is either the old one or the new one, never a mix:
    a temporary file in the same folder, then `os.replace`. `durable` adds an fsync of the file and
    of the folder (survives a power cut; a killed process needs neither). On any error the temporary
    file is removed and the old file is left as it was."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    finally:
        with _LIVE_LOCK:
            _LIVE.discard(tmp_name)
    if durable:
        fsync_dir(folder)


def _pid_alive(pid: int) -> bool | None:
    """Whether process `pid` runs; None when this OS gives no safe way to ask (on Windows `os.kill`
    would terminate it)."""
    if os.name == "nt":
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    except OSError:
        return None
    return True


def clean_stale_temps(path: str | os.PathLike) -> list[Path]:
    """Remove the temporary files of `path` (in its folder) that no live writer owns: those of a
    process that no longer runs, and, when the owner cannot be told, those older than STALE_AFTER_S.
    A temporary file this process is writing is never touched. Returns what was removed."""
    path = Path(path)
    prefix = _temp_prefix(path)
    removed: list[Path] = []
    try:
        names = os.listdir(path.parent)
    except OSError:
        return removed
    me = os.getpid()
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        candidate = path.parent / name
        owner_text = name[len(prefix):].split(".", 1)[0]
        owner = int(owner_text) if owner_text.isdigit() else None
        if owner == me:
            with _LIVE_LOCK:
                if str(candidate) in _LIVE:
                    continue
            alive: bool | None = False  # ours but not being written: left by an earlier failure
        else:
            alive = _pid_alive(owner) if owner is not None else None
        if alive:
            continue
        if alive is None:
            try:
                if time.time() - candidate.stat().st_mtime < STALE_AFTER_S:
                    continue
            except OSError:
                continue
        try:
            candidate.unlink()
            removed.append(candidate)
        except OSError:
            pass
    return removed


__all__ = ["FileTooLargeError", "NotRegularFileError", "clean_stale_temps", "fsync_dir", "fsync_path", "read_capped",
           "replace_file"]
