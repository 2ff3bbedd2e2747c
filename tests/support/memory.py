"""What a piece of code keeps of the process's memory when it runs again and again (issue 27): the C
heap in use (glibc's `mallinfo2`: chipmunk's, Qt's and Python's big blocks; not RSS, which the
allocator keeps) and the objects the collector tracks, by type. Warm-up runs first fill what is
meant to stay (caches of a fixed size, interned strings, tables built once)."""

from __future__ import annotations

import collections
import ctypes
import ctypes.util
import gc
from typing import Callable

import pytest


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _mallinfo2():
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        fn = libc.mallinfo2
    except (OSError, AttributeError):
        return None
    fn.restype = _MallInfo2
    return fn


_MALLINFO2 = _mallinfo2()


def c_heap_bytes() -> int:
    """Bytes of the C heap in use now (glibc only: the test is skipped elsewhere)."""
    if _MALLINFO2 is None:
        pytest.skip("needs glibc's mallinfo2 to count the C heap")
    info = _MALLINFO2()
    return info.uordblks + info.hblkhd


def c_heap_growth(run: Callable[[], object], times: int, warm: int = 20) -> float:
    """Bytes of C heap kept per call of `run`, over `times` calls after `warm` calls."""
    for _ in range(warm):
        run()
    gc.collect()
    before = c_heap_bytes()
    for _ in range(times):
        run()
    gc.collect()
    return (c_heap_bytes() - before) / times


def live_objects() -> collections.Counter:
    """Objects the collector tracks, by type name, after a full collection."""
    gc.collect()
    return collections.Counter(type(o).__qualname__ for o in gc.get_objects())


def object_growth(run: Callable[[], object], times: int, warm: int = 3) -> dict[str, int]:
    """The types of which `times` more calls of `run` (after `warm`) left more objects alive, and how many."""
    for _ in range(warm):
        run()
    before = live_objects()
    for _ in range(times):
        run()
    after = live_objects()
    return {name: n - before.get(name, 0) for name, n in after.items() if n > before.get(name, 0)}


def traced_growth(run: Callable[[], object]) -> int:
    """Bytes of Python memory that `run()` allocated and that are still alive after it (tracemalloc)."""
    import tracemalloc

    gc.collect()
    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        run()
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before
    finally:
        if started:
            tracemalloc.stop()
