"""`make run` installs only what the app needs and says what it does while pip works (issue 27):
before, it installed the test tools too and printed nothing for 22 s."""

from __future__ import annotations

import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _dry_run(target: str, tmp_path: pathlib.Path) -> str:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    done = subprocess.run(["make", "-n", "-C", str(ROOT), target, f"VENV={tmp_path / 'venv'}", "PYTHON=python3"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_make_run_installs_only_the_runtime_requirements_and_says_so(tmp_path):
    commands = _dry_run("run", tmp_path)
    installs = [line for line in commands.splitlines() if "pip install" in line]
    assert installs and all("-r requirements.txt" in line for line in installs), installs
    assert "requirements-dev.txt" not in commands
    said = [line for line in commands.splitlines() if line.lstrip().startswith("echo") and "requirements.txt" in line]
    assert said, "nothing tells the player what the install is doing"


def test_make_test_installs_the_test_tools_after_the_runtime(tmp_path):
    commands = _dry_run("test", tmp_path)
    order = [name for line in commands.splitlines() if "pip install" in line
             for name in ("requirements.txt", "requirements-dev.txt") if f"-r {name}" in line]
    assert order == ["requirements.txt", "requirements-dev.txt"], order
