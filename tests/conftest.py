"""Test set-up: Qt offscreen, and a private user-data folder so no test touches the real one."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own empty user data folder (saves, autosave, settings)."""
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(tmp_path / "userdata"))
    yield


@pytest.fixture
def messages_seen(monkeypatch):
    """Every catalogue message looked up while the test runs, as (context, English)."""
    from app.core import i18n
    from tests.support.messages_seen import Recorder

    found: set = set()
    load = i18n._load
    monkeypatch.setattr(i18n, "_load", lambda language: Recorder(load(language), found))
    return found
