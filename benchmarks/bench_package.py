"""Installer sizes and the frozen app's start beside the app run from source.

Sizes: the PyInstaller folder (files, symlinks not counted twice), the .deb and the .tar.gz in dist/
(built first with packaging/build_linux.py when the folder is missing). Start: wall time of a whole
process, median of several interleaved runs after one warm-up each, offscreen, for
- `--smoke-test --start-only`: make the QApplication, open the main window, let it paint, exit;
- `--version`: the interpreter and the bootloader alone (the frozen app answers it in its first runtime
  hook, packaging/rthook_version.py, before PyInstaller's PySide6 hook loads Qt).
Targets (issue 4, issue 14): folder <= 80 MB, .deb <= 25 MB, frozen start to the main window <= 1.3 x
source, frozen `--version` <= 2 x source.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
FOLDER = DIST / "top-five"
RUNS = 7
MB = 1000 * 1000


def _folder_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _one(paths: list[Path]) -> Path | None:
    return max(paths, key=lambda p: p.stat().st_mtime) if paths else None


def _time(cmd: list[str], env: dict) -> float:
    started = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {done.returncode}: {done.stdout[-500:]}{done.stderr[-500:]}")
    return elapsed


def _compare(frozen: list[str], source: list[str], env: dict) -> tuple[list[float], list[float]]:
    _time(frozen, env), _time(source, env)  # warm-up: page cache, fontconfig cache
    f, s = [], []
    for _ in range(RUNS):  # interleaved, so load from elsewhere hits both alike
        f.append(_time(frozen, env))
        s.append(_time(source, env))
    return f, s


def _build_if_missing() -> str:
    if (FOLDER / "top-five").is_file():
        return ""
    if importlib.util.find_spec("PyInstaller") is None:
        return "not built"
    sys.path.insert(0, str(ROOT / "packaging"))
    import build_linux

    started = time.monotonic()
    build_linux.main([])
    return f"built for this benchmark in {time.monotonic() - started:.0f} s"


def run() -> str:
    lines = ["## Installers (`bench_package`)", ""]
    if not sys.platform.startswith("linux"):
        return "\n".join(lines + ["Linux only (the .deb and .tar.gz are built on Linux)."]) + "\n"
    note = _build_if_missing()
    if note == "not built":
        return "\n".join(lines + ["Not measured: dist/top-five is missing and PyInstaller is not installed; "
                                  "run `make package` first."]) + "\n"
    deb = _one(list(DIST.glob("top-five_*.deb")))
    tarball = _one(list(DIST.glob("top-five-*.tar.gz")))
    folder = _folder_bytes(FOLDER)
    lines += [f"Built {time.strftime('%Y-%m-%d %H:%M', time.localtime((FOLDER / 'top-five').stat().st_mtime))}"
              + (f" ({note})" if note else "") + ".", "",
              "| artefact | size | target |", "|---|---:|---:|",
              f"| folder `dist/top-five` | {folder / MB:.1f} MB | <= 80 MB |"]
    if deb:
        lines.append(f"| `{deb.name}` | {deb.stat().st_size / MB:.1f} MB | <= 25 MB |")
    if tarball:
        lines.append(f"| `{tarball.name}` | {tarball.stat().st_size / MB:.1f} MB | |")
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TOP_FIVE_DATA_DIR": data}
        exe, py = str(FOLDER / "top-five"), sys.executable
        rows = []
        for label, args in (("open the main window (`--smoke-test --start-only`), target <= 1.3",
                             ["--smoke-test", "--start-only"]),
                            ("`--version` (no Qt), target <= 2", ["--version"])):
            f, s = _compare([exe, *args], [py, "-m", "app", *args], env)
            fm, sm = statistics.median(f), statistics.median(s)
            rows.append(f"| {label} | {fm * 1000:.0f} ms ({min(f) * 1000:.0f}-{max(f) * 1000:.0f}) | "
                        f"{sm * 1000:.0f} ms ({min(s) * 1000:.0f}-{max(s) * 1000:.0f}) | {fm / sm:.2f} |")
    lines += ["", f"Start, wall time of the whole process, median of {RUNS} interleaved runs (min-max), "
              f"offscreen, {os.cpu_count()} cores:", "",
              "| start | frozen `dist/top-five/top-five` | source `python -m app` | frozen / source |",
              "|---|---:|---:|---:|", *rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run())
