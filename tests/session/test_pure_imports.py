"""The session's pure modules import without Qt (issue 28: a headless host runs them on a server)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_pure_session_modules_import_without_pyside6():
    code = ("import sys\n"
            "import app.session, app.session.journal, app.session.announcement, app.session.game_modules\n"
            "from app.session import SeatConfig\n"
            "assert SeatConfig.__module__ == 'app.persistence.seats'\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_game_session_is_still_there_on_first_use():
    import app.session

    assert app.session.GameSession.__name__ == "GameSession"
