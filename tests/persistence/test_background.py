"""The background writer: the newest text per path is written (older pending ones are dropped), flush
waits for the disk, a failed write is reported and does not stop the writer."""

import os
import threading

from app.persistence import saves
from app.persistence.background import WRITER, BackgroundWriter


def _gated_writer():
    """A writer whose writes wait for `gate` and record what they wrote."""
    gate, started, calls = threading.Event(), threading.Event(), []

    def write(path, text):
        started.set()
        gate.wait(5)
        calls.append((path.name, text))
        saves.write_atomic(path, text)

    return BackgroundWriter(write), gate, started, calls


def test_texts_for_one_path_coalesce_to_the_newest(tmp_path):
    writer, gate, started, calls = _gated_writer()
    done = []
    target = tmp_path / "auto.json"
    writer.submit(target, "one", lambda p: done.append(("one", p)))
    assert started.wait(5)  # "one" is being written: what follows waits
    for text in ("two", "three", "four"):
        writer.submit(target, text, lambda p, t=text: done.append((t, p)))
    writer.submit(tmp_path / "other.json", "x")
    assert writer.flush(0.05) is False  # still held at the gate
    gate.set()
    assert writer.flush(5) is True and writer.idle
    assert [text for name, text in calls if name == "auto.json"] == ["one", "four"]
    assert target.read_text() == "four" and (tmp_path / "other.json").read_text() == "x"
    assert done == [("one", None), ("four", None)] and writer.coalesced == 2
    assert sorted(os.listdir(tmp_path)) == ["auto.json", "other.json"]  # no temporary file left


def test_a_failed_write_is_reported_and_the_writer_goes_on(tmp_path):
    writer = BackgroundWriter()
    (tmp_path / "file").write_text("not a folder")
    problems = []
    writer.submit(tmp_path / "file" / "auto.json", "x", problems.append)
    assert writer.flush(5)
    assert len(problems) == 1 and isinstance(problems[0], OSError)
    writer.submit(tmp_path / "ok.json", "fine", problems.append)
    assert writer.flush(5) and problems[1] is None and (tmp_path / "ok.json").read_text() == "fine"


def test_the_process_writer_writes_atomically_off_the_calling_thread(tmp_path):
    threads = []
    target = tmp_path / "a" / "auto.json"
    WRITER.submit(target, '{"ok": true}', lambda p: threads.append((threading.get_ident(), p)))
    assert WRITER.flush(5)
    assert target.read_text() == '{"ok": true}'
    assert threads and threads[0][0] != threading.get_ident() and threads[0][1] is None


def test_a_normal_exit_waits_for_the_pending_write(tmp_path):
    """The process ends right after handing in a slow write: atexit flushes it to disk first."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = (
        "import time\n"
        "from app.persistence import background, saves\n"
        "real = saves.write_atomic\n"
        "saves.write_atomic = lambda p, t: (time.sleep(0.3), real(p, t))\n"
        f"background.submit({str(tmp_path / 'auto.json')!r}, 'last words')\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=root, check=True, timeout=30,
                   env={**os.environ, "PYTHONPATH": str(root)})
    assert (tmp_path / "auto.json").read_text() == "last words"
