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


@pytest.fixture(autouse=True)
def _no_fresh_secrets(request, monkeypatch):
    """A state made in a test gets no secret (app/core/rng.py `new_secret`), as a lesson's does: its
    computers' seeds come from the game's seed alone, so a seeded game plays the same moves in every run
    and two worlds of a hidden-information test differ only in what they are built to differ in. The
    tests of the secrets themselves (the keyed seeds, the save keeping the secret) are marked
    `fresh_secrets` and get random secrets, as the app's states do."""
    if request.node.get_closest_marker("fresh_secrets") is None:
        from app.core import state

        monkeypatch.setattr(state, "new_secret", lambda: None)
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
