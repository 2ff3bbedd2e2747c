"""packaging/top-five.spec, executed with stand-ins for PyInstaller's classes: the version check and
the trimming reach what COLLECT receives. (No PyInstaller needed: `make test` runs before it is installed.)"""

import re
import sys
import tempfile
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "top-five.spec"
P = "PySide6/Qt/plugins/"


class _Recorder:
    calls: dict = {}

    def __init__(self, *args, **kwargs):
        type(self).calls[type(self).__name__] = (args, kwargs)


def _run_spec(monkeypatch, binaries, datas, platform="linux", needed=None):
    class Analysis(_Recorder):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.binaries, self.datas, self.pure, self.scripts = list(binaries), list(datas), [], []

    names = {n: type(n, (_Recorder,), {}) for n in ("PYZ", "EXE", "COLLECT", "BUNDLE")}
    _Recorder.calls = {}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter=None: [f"{package}.games.flip7"]
    hooks.collect_data_files = lambda package: []
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_python_library_path = lambda: "/usr/lib/libpython3.12.so.1.0"
    bindepend.get_imports = lambda src: [(n, None) for n in (needed or {}).get(src, [])]
    depend = types.ModuleType("PyInstaller.depend")
    depend.bindepend = bindepend
    for name, module in {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.utils": types.ModuleType("x"),
                         "PyInstaller.utils.hooks": hooks, "PyInstaller.depend": depend,
                         "PyInstaller.depend.bindepend": bindepend}.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    import trim  # noqa: F401  (the spec imports it from packaging/)
    monkeypatch.setattr(sys.modules["trim"], "elf_needed", lambda src: (needed or {}).get(src, []))
    glb = {"SPECPATH": str(SPEC.parent), "workpath": tempfile.mkdtemp(prefix="spec-work-"), "Analysis": Analysis,
           "__name__": "__main__", **names}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), glb)
    return _Recorder.calls, glb


@pytest.fixture(autouse=True)
def _packaging_on_path(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "packaging"))


def test_spec_trims_what_collect_receives(monkeypatch):
    binaries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        (P + "platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        (P + "platformthemes/libqgtk3.so", "/s/libqgtk3.so", "BINARY"),
        ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"),
        ("libfontconfig.so.1", "/s/libfontconfig.so.1", "BINARY"),
    ]
    datas = [("PySide6/Qt/translations/qtbase_fr.qm", "/s/qtbase_fr.qm", "DATA"), ("resources/x.md", "/r/x.md", "DATA")]
    needed = {"/s/QtGui.abi3.so": ["libQt6Gui.so.6"], "/s/libqgtk3.so": ["libgtk-3.so.0"]}
    calls, glb = _run_spec(monkeypatch, binaries, datas, needed=needed)
    (exe, *collected), kwargs = calls["COLLECT"]
    kept = {e[0] for group in collected for e in group}
    assert kept == {"PySide6/QtGui.abi3.so", "PySide6/Qt/lib/libQt6Gui.so.6", P + "platforms/libqxcb.so",
                    "resources/x.md"}
    assert kwargs["strip"] is True and calls["EXE"][1]["console"] is False
    assert "BUNDLE" not in calls  # the .app only on macOS
    analysis_kwargs = calls["Analysis"][1]
    assert "app.games.flip7" in analysis_kwargs["hiddenimports"]
    assert "PySide6.QtNetwork" in analysis_kwargs["excludes"]
    # play from several computers (issue 28): TLS (ssl, and hashlib's OpenSSL) is in; websockets,
    # zeroconf (and what the sources of its compiled modules import) and ifaddr are collected
    assert not {"ssl", "_ssl", "_hashlib"} & set(analysis_kwargs["excludes"])
    assert "readline" in analysis_kwargs["excludes"]  # asked for by websockets' interactive client only
    assert {"websockets.games.flip7", "zeroconf.games.flip7", "ifaddr", "asyncio", "heapq"} <= set(
        analysis_kwargs["hiddenimports"])
    # our runtime hook (the frozen --version answers before PySide6 loads) is the only one we add
    assert [Path(h).name for h in analysis_kwargs["runtime_hooks"]] == ["rthook_version.py"]


def test_spec_bundles_zeroconf_as_its_python_source(monkeypatch):
    import importlib.util

    package = Path(importlib.util.find_spec("zeroconf").origin).parent
    compiled = sorted(package.rglob("*.so"))
    assert compiled, "zeroconf without compiled modules: nothing for the spec to swap"
    binaries = [(str(p.relative_to(package.parent)), str(p), "EXTENSION") for p in compiled]
    calls, glb = _run_spec(monkeypatch, binaries, [])
    (exe, *collected), _kwargs = calls["COLLECT"]
    assert not [e for group in collected for e in group if e[0].startswith("zeroconf/")]
    sources = {name: src for name, src, kind in calls["PYZ"][0][0] if kind == "PYMODULE"}
    assert sources["zeroconf._dns"] == str(package / "_dns.py")
    assert sources["zeroconf._services"] == str(package / "_services" / "__init__.py")
    assert len(sources) == len(compiled)


def test_spec_on_macos_makes_a_bundle_with_the_project_version_and_file_type(monkeypatch):
    calls, glb = _run_spec(monkeypatch, [], [], platform="darwin")
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    plist = calls["BUNDLE"][1]["info_plist"]
    assert plist["CFBundleShortVersionString"] == version
    assert plist["CFBundleDocumentTypes"][0]["CFBundleTypeExtensions"] == ["topfive"]
    assert plist["CFBundleLocalizations"] == ["en", "de"] and plist["CFBundleDevelopmentRegion"] == "en"
    assert calls["BUNDLE"][1]["icon"].endswith("top-five.icns")
    assert calls["COLLECT"][1]["strip"] is False


def test_spec_refuses_a_version_mismatch(monkeypatch, tmp_path):
    real = Path.read_text

    def fake_read_text(self, *args, **kwargs):
        text = real(self, *args, **kwargs)
        if self.name == "_version.py":
            return '__version__ = "9.9.9"\n'
        return text

    monkeypatch.setattr(Path, "read_text", fake_read_text)
    with pytest.raises(SystemExit, match="Version mismatch.*9.9.9"):
        _run_spec(monkeypatch, [], [])


def test_pyproject_and_app_version_agree():
    from app import __version__

    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    assert __version__ == version
