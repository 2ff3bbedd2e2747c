"""app/cli/smoke.py from source: passes on the real registry, and fails (non-zero, with the error)
when something is wrong."""

import os
import subprocess
import sys
from pathlib import Path

from app.cli import smoke

ROOT = Path(__file__).resolve().parents[2]


def test_smoke_test_passes_in_process(qapp, capsys, tmp_path):
    report = tmp_path / "report.txt"
    assert smoke.main(["--moves", "4", "--report", str(report)]) == 0
    out = capsys.readouterr().out
    from app.games import registry

    for game in registry.all():
        assert f"{game.id}: rules + bots, " in out
        assert f"{game.id}: GameSession of bots, " in out
    assert "smoke test passed" in out
    assert report.read_text().splitlines()[-1].startswith("smoke test passed")
    assert "network: OpenSSL" in out and "mDNS records written and read back" in out


def test_smoke_test_reports_zeroconf_that_cannot_read_its_own_packet(qapp, capsys, monkeypatch):
    import zeroconf

    class Deaf(zeroconf.DNSIncoming):
        def answers(self):
            return []

    monkeypatch.setattr(zeroconf, "DNSIncoming", Deaf)
    assert smoke.main(["--moves", "1", "--games", "flip7"]) == 1
    assert "zeroconf did not read back the mDNS records it wrote" in capsys.readouterr().out


def test_smoke_test_reports_a_broken_save_round_trip(qapp, capsys, monkeypatch):
    from app.games import registry

    game = registry.all()[0]
    # a load that forgets the last move: the reloaded state is no longer the saved one
    real = type(game).state_from_json

    def forgetful(self, text):
        state = real(self, text)
        fresh = self.new_state(state.num_players, state.seed + 1)
        return fresh

    monkeypatch.setattr(type(game), "state_from_json", forgetful)
    assert smoke.main(["--moves", "3", "--games", game.id]) == 1
    out = capsys.readouterr().out
    assert "smoke test FAILED" in out and "differs from the saved one" in out


def test_smoke_test_checks_the_german_catalogue_and_qts_german_are_in_the_build(qapp, capsys, monkeypatch, tmp_path):
    assert smoke.main(["--start-only"]) == 0
    assert "languages: en, de (catalogue, Qt's qtbase_de.qm)" in capsys.readouterr().out
    from app.core import i18n
    from app.ui import qt_language

    monkeypatch.setattr(qt_language, "qt_translations_dirs", lambda: [tmp_path])  # a build without Qt's German
    assert smoke.main(["--start-only"]) == 1
    assert "qtbase_de.qm) are not in this build" in capsys.readouterr().out
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)  # a build without our catalogue
    assert smoke.main(["--start-only"]) == 1
    assert "the de catalogue is not in this build" in capsys.readouterr().out


def test_smoke_test_checks_qt_sorts_german_words_as_german_does(qapp, capsys, monkeypatch):
    assert smoke.main(["--start-only"]) == 0
    assert "German collation (ICU)" in capsys.readouterr().out
    from PySide6 import QtCore

    class CodePointCollator:  # what Qt does without ICU's collation data: compare code points
        def __init__(self, locale):
            pass

        def sortKey(self, word):
            return word

    monkeypatch.setattr(QtCore, "QCollator", CodePointCollator)
    assert smoke.main(["--start-only"]) == 1
    assert "ICU or its collation data is missing" in capsys.readouterr().out


def test_smoke_test_fails_on_an_unknown_game(qapp, capsys):
    assert smoke.main(["--games", "no-such-game"]) == 1
    assert "There is no game 'no-such-game'" in capsys.readouterr().out


def test_smoke_test_from_the_command_line(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TOP_FIVE_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "app", "--smoke-test", "--moves", "3"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke test passed" in done.stdout
    version = subprocess.run([sys.executable, "-m", "app", "--version"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
    from app import __version__

    assert version.stdout.strip() == f"top-five {__version__}"
