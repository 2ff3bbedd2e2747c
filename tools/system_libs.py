"""Check, before `make run` and `make test`, that the system libraries Qt needs are installed.

On Debian and Ubuntu the list is the .deb's Depends (packaging/linux/depends.txt): every package that
`dpkg-query` does not report as installed is installed with apt-get when we are root (after an
`apt-get update` if the package lists are empty or stale), and otherwise the exact command is
printed and the make target stops. On every Linux, Qt's xcb platform plugin is then checked with
`ldd`, so that a library missing on another distribution is named too ("libxcb-icccm.so.4").
macOS and Windows need nothing: PySide6's wheels bring Qt whole. Standard library only.

`SKIP_SYSTEM_LIBS=1` skips the check (a machine whose libraries are managed some other way).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parents[1]
DEPENDS_FILE = ROOT / "packaging" / "linux" / "depends.txt"

Run = Callable[[Sequence[str]], "subprocess.CompletedProcess[str]"]


def _run(cmd: Sequence[str]) -> "subprocess.CompletedProcess[str]":
    return subprocess.run(list(cmd), capture_output=True, text=True)


def packages(path: Path = DEPENDS_FILE) -> list[str]:
    """The package names of depends.txt, without the .deb's version bounds and alternatives."""
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(re.split(r"[\s(]", line, maxsplit=1)[0])
    return names


def _installed(name: str, run: Run) -> bool:
    result = run(["dpkg-query", "-W", "-f=${db:Status-Status}", name])
    return result.returncode == 0 and result.stdout.strip() == "installed"


def missing_packages(names: Sequence[str], run: Run = _run) -> list[str]:
    """The packages of `names` that dpkg does not know as installed. A library renamed by the 64-bit
    time_t transition (libssl3: libssl3t64 on Ubuntu 24.04 and Debian 13, the .deb's `libssl3 |
    libssl3t64`) counts as installed under its new name too."""
    return [name for name in names if not (_installed(name, run) or _installed(name + "t64", run))]


def install_command(names: Sequence[str], root: bool) -> list[str]:
    return ([] if root else ["sudo"]) + ["apt-get", "install", "-y", "--no-install-recommends", *names]


def xcb_plugin() -> Path | None:
    """PySide6's xcb platform plugin in this Python's site-packages, found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(list(spec.submodule_search_locations)[0]) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.exists() else None


def unresolved_libraries(plugin: Path, run: Run = _run) -> list[str]:
    """The libraries `ldd` cannot find for `plugin` ("libxcb-icccm.so.4"), in order, once each."""
    result = run(["ldd", str(plugin)])
    found = re.findall(r"^\s*(\S+)\s+=>\s+not found", result.stdout, flags=re.MULTILINE)
    return list(dict.fromkeys(found))


def ensure(run: Run = _run, *, root: bool | None = None, out=sys.stdout,
           has: Callable[[str], bool] = lambda tool: shutil.which(tool) is not None,
           plugin: Path | None = None) -> int:
    """Install (root) or name (otherwise) what Qt lacks; 0 when nothing is left missing."""
    root = (os.geteuid() == 0) if root is None else root
    if has("dpkg-query") and has("apt-get"):
        missing = missing_packages(packages(), run)
        if missing:
            command = install_command(missing, root)
            if not root:
                print("Top Five needs these system libraries for Qt's window system plugin:", file=out)
                print("  " + " ".join(missing), file=out)
                print("Install them with:", file=out)
                print("  " + " ".join(command), file=out)
                print("(or run make as root, which installs them itself)", file=out)
                return 1
            print(f"installing the system libraries Qt needs: {' '.join(missing)}", file=out)
            result = run(command)
            if result.returncode != 0:  # a fresh machine's package lists may be empty: update once
                run(["apt-get", "update"])
                result = run(command)
            if result.returncode != 0:
                print(f"apt-get could not install {' '.join(missing)}:\n{result.stderr.strip()}", file=out)
                return 1
    plugin = plugin if plugin is not None else xcb_plugin()
    if plugin is not None and has("ldd"):
        unresolved = unresolved_libraries(plugin, run)
        if unresolved:
            print("Qt's xcb platform plugin cannot find: " + ", ".join(unresolved), file=out)
            print("Install the packages that provide them with your system's package manager.", file=out)
            return 1
    return 0


def main() -> int:
    if not sys.platform.startswith("linux") or os.environ.get("SKIP_SYSTEM_LIBS"):
        return 0
    return ensure()


if __name__ == "__main__":
    sys.exit(main())
