"""packaging/trim.py: which Qt parts the bundle keeps, and the pruning of orphaned libraries."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import trim  # noqa: E402

P = "PySide6/Qt/plugins/"


@pytest.mark.parametrize("dest, kept", [
    (P + "platforms/libqxcb.so", True),
    (P + "platforms/libqoffscreen.so", True),
    (P + "platforms/libqwayland.so", True),
    (P + "platforms/libqeglfs.so", False),
    (P + "platforms/libqvnc.so", False),
    (P + "platforms/qwindows.dll", True),
    (P + "platforms/libqcocoa.dylib", True),
    (P + "platformthemes/libqgtk3.so", False),
    (P + "tls/libqopensslbackend.so", False),
    (P + "networkinformation/libqnetworkmanager.so", False),
    (P + "imageformats/libqjpeg.so", False),
    (P + "imageformats/libqsvg.so", True),
    (P + "iconengines/libqsvgicon.so", True),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/translations/qtbase_de.qm", True),  # Qt's own buttons and dialogs in German
    ("PySide6/Qt/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/qt_help_de.qm", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("resources/rules/flip7.md", True),
])
def test_keep_qt_entry(dest, kept):
    assert trim.keep_qt_entry((dest, "/src/" + dest, "BINARY")) is kept


def test_system_libraries_left_to_the_system_on_linux_only():
    entries = [("libxcb-cursor.so.0", "/x", "BINARY"), ("libfontconfig.so.1", "/f", "BINARY"),
               ("libglib-2.0.so.0", "/g", "BINARY"), ("libX11.so.6", "/x11", "BINARY")]
    assert [e[0] for e in trim.drop_system_libraries(entries, "linux")] == ["libglib-2.0.so.0"]
    assert trim.drop_system_libraries(entries, "win32") == entries


def test_prune_follows_imports_from_roots_and_drops_orphans_with_their_symlinks():
    binaries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/s/libQt6Network.so.6", "BINARY"),  # only a dropped plugin used it
        ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"),
        (P + "platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),  # a plugin: a root
        ("libQt6XcbQpa.so.6", "/s/libQt6XcbQpa.so.6", "BINARY"),
        ("libpython3.12.so.1.0", "/s/libpython3.12.so.1.0", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    needed = {
        "/s/QtGui.abi3.so": ["libQt6Gui.so.6", "libc.so.6"],
        "/s/libQt6Gui.so.6": ["libQt6Core.so.6"],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/s/libQt6Network.so.6": ["libQt6Core.so.6"],
    }
    kept, dropped = trim.prune_unreachable(binaries, lambda src: needed.get(src, []), "libpython3.12.so.1.0")
    assert sorted(e[0] for e in dropped) == ["PySide6/Qt/lib/libQt6Network.so.6", "libQt6Network.so.6",
                                             "libgtk-3.so.0"]
    assert ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK") in kept
    assert len(kept) + len(dropped) == len(binaries)
    datas = [("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"), ("x.md", "/x.md", "DATA")]
    assert [e[0] for e in trim.drop_dangling_symlinks(datas, dropped)] == ["libQt6Gui.so.6", "x.md"]


def test_macos_framework_symlinks_survive_when_their_binary_is_kept():
    fw = "PySide6/Qt/lib/QtCore.framework/"
    binaries = [
        ("PySide6/QtCore.abi3.so", "/s/QtCore.abi3.so", "EXTENSION"),
        (fw + "Versions/A/QtCore", "/s/QtCore", "BINARY"),
        (fw + "QtCore", "Versions/Current/QtCore", "SYMLINK"),
        ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", "/s/QtNetwork", "BINARY"),
    ]
    kept, dropped = trim.prune_unreachable(binaries, lambda src: ["@rpath/QtCore.framework/Versions/A/QtCore"]
                                           if src == "/s/QtCore.abi3.so" else [])
    assert [e[0] for e in dropped] == ["PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork"]
    datas = [(fw + "Resources/Info.plist", "/s/core.plist", "DATA"),
             ("PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist", "/s/net.plist", "DATA"),
             ("PySide6/Qt/lib/QtNetwork.framework/QtNetwork", "Versions/Current/QtNetwork", "SYMLINK")]
    assert [e[0] for e in trim.drop_dangling_symlinks(datas, dropped)] == [fw + "Resources/Info.plist"]


def test_elf_needed_reads_direct_imports_only():
    lib = Path(sys.executable).resolve()
    names = trim.elf_needed(str(lib))
    assert isinstance(names, list)
    if sys.platform.startswith("linux"):
        assert any(n.startswith(("libc.so", "libpython")) for n in names), names


def test_openssl_is_left_to_the_system_on_linux():
    entries = [("libssl.so.3", "/s", "BINARY"), ("libcrypto.so.3", "/c", "BINARY"),
               ("python3.12/lib-dynload/_ssl.cpython-312-x86_64-linux-gnu.so", "/m", "EXTENSION")]
    assert [e[0] for e in trim.drop_system_libraries(entries, "linux")] == [entries[2][0]]
    assert trim.drop_system_libraries(entries, "win32") == entries  # Windows and macOS carry Python's own


def _package(tmp_path):
    """A package compiled from its own source, like zeroconf: pkg/_a.py + _a.*.so, pkg/sub/__init__.py +
    __init__.*.so, and pkg/_b.*.so without its source."""
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("from ._a import A\n")
    (root / "_a.py").write_text("from __future__ import annotations\nimport heapq\nfrom asyncio import sleep\n"
                                "from .sub import x\nimport ipaddress, logging.handlers\n")
    (root / "sub" / "__init__.py").write_text("from collections import deque\n")
    for so in ("_a.cpython-312-x86_64-linux-gnu.so", "sub/__init__.cpython-312-x86_64-linux-gnu.so",
               "_b.cpython-312-x86_64-linux-gnu.so"):
        (root / so).write_bytes(b"\x7fELF")
    return root


def test_twin_imports_are_what_the_sources_of_compiled_modules_import(tmp_path):
    root = _package(tmp_path)
    assert trim.twin_imports(root) == ["asyncio", "collections", "heapq", "ipaddress", "logging.handlers"]


def test_prefer_pure_python_swaps_compiled_modules_for_their_sources(tmp_path):
    root = _package(tmp_path)
    so = "cpython-312-x86_64-linux-gnu.so"
    binaries = [(f"pkg/_a.{so}", str(root / f"_a.{so}"), "EXTENSION"),
                (f"pkg/sub/__init__.{so}", str(root / "sub" / f"__init__.{so}"), "EXTENSION"),
                (f"pkg/_b.{so}", str(root / f"_b.{so}"), "EXTENSION"),  # no source beside it: stays
                (f"other/_a.{so}", str(root / f"_a.{so}"), "EXTENSION"),  # not a package of the list
                ("libfoo.so.1", "/s/libfoo.so.1", "BINARY")]
    pure = [("pkg", str(root / "__init__.py"), "PYMODULE")]
    kept, pure = trim.prefer_pure_python(binaries, pure, packages=("pkg",))
    assert [e[0] for e in kept] == [f"pkg/_b.{so}", f"other/_a.{so}", "libfoo.so.1"]
    assert pure == [("pkg", str(root / "__init__.py"), "PYMODULE"),
                    ("pkg._a", str(root / "_a.py"), "PYMODULE"),
                    ("pkg.sub", str(root / "sub" / "__init__.py"), "PYMODULE")]
