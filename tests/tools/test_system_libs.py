"""`make run`/`make test` install (root) or name (otherwise) the system libraries Qt needs."""

from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


system_libs = _load("system_libs", ROOT / "tools" / "system_libs.py")


class FakeSystem:
    """dpkg-query, apt-get and ldd as a machine with `installed` packages would answer."""

    def __init__(self, installed: set[str], lists_fresh: bool = True, ldd_missing: tuple[str, ...] = ()):
        self.installed = set(installed)
        self.lists_fresh = lists_fresh
        self.ldd_missing = ldd_missing
        self.calls: list[list[str]] = []

    def __call__(self, cmd):
        cmd = list(cmd)
        self.calls.append(cmd)
        if cmd[0] == "sudo":
            cmd = cmd[1:]
        if cmd[0] == "dpkg-query":
            ok = cmd[-1] in self.installed
            return subprocess.CompletedProcess(cmd, 0 if ok else 1, "installed" if ok else "", "")
        if cmd[:2] == ["apt-get", "update"]:
            self.lists_fresh = True
            return subprocess.CompletedProcess(cmd, 0, "", "")
        if cmd[:2] == ["apt-get", "install"]:
            if not self.lists_fresh:
                return subprocess.CompletedProcess(cmd, 100, "", "E: Unable to locate package")
            self.installed.update(c for c in cmd[2:] if not c.startswith("-"))
            return subprocess.CompletedProcess(cmd, 0, "", "")
        if cmd[0] == "ldd":
            lines = [f"\t{lib} => not found" for lib in self.ldd_missing]
            return subprocess.CompletedProcess(cmd, 0, "\n".join(lines + ["\tlibc.so.6 => /lib/libc.so.6"]), "")
        raise AssertionError(f"unexpected command {cmd}")


def _has(tool: str) -> bool:
    return True


def test_the_list_is_the_debs_depends():
    build_linux = _load("build_linux_for_test", ROOT / "packaging" / "build_linux.py")
    names = [d.split()[0] for d in build_linux.DEPENDS]
    assert names == system_libs.packages()
    # the two whose absence stopped a fresh machine's first `make run` are on it
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0"} <= set(names)
    assert "libc6 (>= 2.34)" in build_linux.DEPENDS  # version bounds stay in the .deb only


def test_root_installs_exactly_what_is_missing():
    wanted = system_libs.packages()
    fake = FakeSystem(set(wanted) - {"libxcb-icccm4", "libxcb-keysyms1"})
    out = io.StringIO()
    assert system_libs.ensure(fake, root=True, out=out, has=_has, plugin=Path("/x/libqxcb.so")) == 0
    installs = [c for c in fake.calls if c[:2] == ["apt-get", "install"]]
    assert installs == [["apt-get", "install", "-y", "--no-install-recommends", "libxcb-icccm4", "libxcb-keysyms1"]]
    assert fake.installed >= set(wanted)
    assert "libxcb-icccm4 libxcb-keysyms1" in out.getvalue()


def test_root_updates_stale_package_lists_once():
    fake = FakeSystem(set(), lists_fresh=False)
    assert system_libs.ensure(fake, root=True, out=io.StringIO(), has=_has, plugin=Path("/x")) == 0
    kinds = [" ".join(c[:2]) for c in fake.calls if c[0] == "apt-get"]
    assert kinds == ["apt-get install", "apt-get update", "apt-get install"]


def test_not_root_prints_the_exact_command_and_stops():
    fake = FakeSystem(set(system_libs.packages()) - {"libxcb-keysyms1"})
    out = io.StringIO()
    assert system_libs.ensure(fake, root=False, out=out, has=_has, plugin=Path("/x")) == 1
    assert "sudo apt-get install -y --no-install-recommends libxcb-keysyms1" in out.getvalue()
    assert not any(c[0] in ("apt-get", "sudo") for c in fake.calls)  # nothing was run for the user


def test_nothing_missing_is_silent():
    fake = FakeSystem(set(system_libs.packages()))
    out = io.StringIO()
    assert system_libs.ensure(fake, root=False, out=out, has=_has, plugin=Path("/x")) == 0
    assert out.getvalue() == ""


def test_other_distributions_get_the_missing_library_names():
    fake = FakeSystem(set(), ldd_missing=("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-icccm.so.4"))
    out = io.StringIO()
    no_dpkg = lambda tool: tool == "ldd"  # noqa: E731 - Fedora, Arch: no dpkg, ldd only
    assert system_libs.ensure(fake, root=True, out=out, has=no_dpkg, plugin=Path("/x/libqxcb.so")) == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in out.getvalue()


def test_this_machine_has_what_qt_needs():
    """After `make test`'s own check ran, the real xcb plugin resolves every library."""
    if not sys.platform.startswith("linux"):
        return
    plugin = system_libs.xcb_plugin()
    assert plugin is not None
    assert system_libs.unresolved_libraries(plugin) == []


def test_a_library_renamed_by_the_time_t_transition_counts_under_its_new_name():
    assert "libssl3" in system_libs.packages()  # the .deb: libssl3 | libssl3t64
    fake = FakeSystem(set(system_libs.packages()) - {"libssl3"} | {"libssl3t64"})  # Ubuntu 24.04
    out = io.StringIO()
    assert system_libs.ensure(fake, root=False, out=out, has=_has, plugin=Path("/x")) == 0
    assert out.getvalue() == ""
    fake = FakeSystem(set(system_libs.packages()) - {"libssl3"})
    assert system_libs.missing_packages(system_libs.packages(), fake) == ["libssl3"]
