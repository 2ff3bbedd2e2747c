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
