"""packaging/smoke_host.py (what packaging/smoke_deb.sh runs against the frozen app's `host`), here
against the app from source: a game over ws:// and, with the openssl command, one over wss://, each
played to its end with exit 0; a program that prints no join line fails it."""

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import smoke_host  # noqa: E402

NO_QT = "import sys; sys.modules['PySide6'] = None; from app.__main__ import main; sys.exit(main(sys.argv[1:]))"


def test_the_host_smoke_test_plays_to_the_end_against_the_app_from_source(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert smoke_host.main([sys.executable, "-c", NO_QT]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("host over ws://: a game of top_oder_flop to its end") and "exit 0" in lines[0]
    if shutil.which("openssl"):
        assert lines[1].startswith("host over wss://: a game of top_oder_flop to its end")
    else:
        assert lines[1] == "host over wss://: not tried (no openssl command to make a certificate)"


def test_a_program_that_prints_no_join_line_fails_the_host_smoke_test(capsys):
    assert smoke_host.main([sys.executable, "-c", "print('hello')"]) == 1
    assert "not its join line" in capsys.readouterr().err
