"""A screen reader's side of the table on Linux (issue 29): tools/a11y_transcript.py starts the app on
a virtual screen with the AT-SPI bus, opens a game of Flip 7 by keys, and reads the table over AT-SPI
as Orca would (pyatspi, Debian's python3-pyatspi): the tree, the moves as the table's actions, the
announcements; it plays one move by the table's action and one by a key. Needs xvfb, xdotool,
at-spi2-core, dbus and python3-pyatspi (`make test` installs them when it may: Makefile a11y-tools)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"


def _missing() -> str | None:
    for command in ("Xvfb", "xdotool", "dbus-run-session"):
        if shutil.which(command) is None:
            return command
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core"
    if subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "python3-pyatspi"
    return None


@pytest.mark.timeout(240)
@pytest.mark.skipif(not sys.platform.startswith("linux") or _missing() is not None,
                    reason=f"AT-SPI tools missing: {_missing()}")
def test_a_screen_reader_reads_and_plays_the_table_over_atspi(tmp_path):
    out = tmp_path / "transcript.txt"
    run = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tools" / "a11y_transcript.py"),
                          "--moves", "2", "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=220)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    text = out.read_text(encoding="utf-8")
    assert "panel: Flip 7 table" in text
    for seat in ("Ana", "Ben", "Cleo"):  # every seat with its points, its line and its cards
        assert f"panel: {seat}, 0 points" in text and f"list: {seat}'s line" in text
    assert "list item: Ana's line, 1 of " in text
    assert "push button: Hit: take a card" in text and "push button: Stay: bank your line" in text
    assert "## the table's actions: ['Hit: take a card', 'Stay: bank your line']" in text
    announced = [line.strip()[2:] for line in text.splitlines() if line.strip().startswith("\u00bb ")]
    assert any(line.startswith("Your turn, Ana.") for line in announced), announced
    assert any(line.startswith("Ana drew ") for line in announced), announced  # the move done by the action
