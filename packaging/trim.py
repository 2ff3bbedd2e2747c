"""Trim a PyInstaller Analysis down to what Top Five uses (imported by top-five.spec; no PyInstaller
import here, so the tests can exercise it on plain lists).

A TOC entry is `(dest_name, src_name, typecode)`. Three steps:
1. `keep_qt_entry`: drop Qt plugins we do not use (network, TLS, GTK theme, extra image formats,
   EGL/KMS, evdev...) and every Qt translation (the app is in English only).
2. `drop_system_libraries`: on Linux, leave to the system the libraries that the .deb depends on
   (X11/xcb, xkbcommon, fontconfig/freetype, D-Bus): they must match the user's X server and font
   set-up, and the package manager installs them; and OpenSSL (libssl3), which gets its security
   updates from the distribution.
3. `prefer_pure_python`: a package compiled with Cython from its own Python source (zeroconf) is
   bundled as that source, not as its compiled modules (3.0 MB for zeroconf: the LAN discovery of
   issue 28 is not bound by speed; `twin_imports` tells Analysis what the source imports).
4. `prune_unreachable`: a plugin dropped after Analysis leaves behind the libraries it alone pulled
   in (GTK, cairo, Qt6Network, Qt6DBus...). Starting from everything Python or Qt loads by name
   (extension modules, kept plugins, the Python library), follow the linker's imports and drop the
   shared libraries nothing reaches, and symlinks that point at them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path, PurePosixPath
from typing import Callable, Iterable

Entry = tuple[str, str, str]

#: plugins kept, per folder under Qt's plugins/, by file stem without "lib" prefix and suffix.
#: A folder not listed is dropped entirely.
KEEP_PLUGINS: dict[str, set[str]] = {
    # windowing: X11, Wayland, headless (smoke test, CI), Windows, macOS
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa", "qdirect2d"},
    "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient"},
    # dead keys and compose sequences when typing player names
    "platforminputcontexts": {"composeplatforminputcontextplugin"},
    # the native widget style on Windows and macOS
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
    # our art is SVG (resources/icons) or painted; PNG is built into QtGui
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
}

#: libraries provided by the system (the .deb's Depends), never bundled on Linux
SYSTEM_LIBRARIES = re.compile(
    r"^lib(X11(-xcb)?|Xau|Xdmcp|Xext|Xrender|xcb(-[a-z-]+)?|xkbcommon(-x11)?|fontconfig|freetype|"
    r"expat|png16|brotli(common|dec)|bz2|dbus-1|systemd|gcrypt|gpg-error|lz4|cap|ssl|crypto)\.so(\.\d+)*$"
)

_PLUGIN_DIR = re.compile(r"(^|/)plugins/([^/]+)/([^/]+)$")
_TRANSLATION = re.compile(r"(^|/)translations/[^/]+\.qm$")
#: Qt's own words (standard buttons, file dialogs) in the languages of our catalogues (app/core/i18n.py)
KEEP_TRANSLATIONS = {"qtbase_de.qm"}
_LIBRARY = re.compile(r"(\.so(\.\d+)*|\.dylib|\.dll)$", re.IGNORECASE)


def _stem(filename: str) -> str:
    name = filename.split(".")[0]
    return name[3:] if name.startswith("lib") else name


def plugin_of(dest: str) -> tuple[str, str] | None:
    """('platforms', 'qxcb') for 'PySide6/Qt/plugins/platforms/libqxcb.so'; None if not a plugin."""
    m = _PLUGIN_DIR.search(dest.replace("\\", "/"))
    if m is None:
        return None
    return m.group(2), _stem(m.group(3))


def keep_qt_entry(entry: Entry) -> bool:
    dest = entry[0].replace("\\", "/")
    if _TRANSLATION.search(dest):
        return PurePosixPath(dest).name in KEEP_TRANSLATIONS
    plugin = plugin_of(dest)
    if plugin is None:
        return True
    folder, stem = plugin
    return stem in KEEP_PLUGINS.get(folder, set())


def drop_system_libraries(entries: Iterable[Entry], platform: str) -> list[Entry]:
    if not platform.startswith("linux"):
        return list(entries)
    return [e for e in entries if not SYSTEM_LIBRARIES.match(PurePosixPath(e[0]).name)]


def is_prunable(entry: Entry, python_library: str) -> bool:
    """A shared library loaded only because another binary imports it (so: safe to drop when
    nothing does). Extension modules, plugins and the Python library are loaded by name instead."""
    dest, src, typecode = entry
    name = PurePosixPath(dest.replace("\\", "/")).name
    if typecode != "BINARY" or plugin_of(dest) is not None:
        return False
    if name == python_library or name.lower().startswith(("python", "libpython")):
        return False
    if "/pymunk/" in "/" + dest.replace("\\", "/"):
        return False
    return bool(_LIBRARY.search(name)) or ".framework/" in dest


def prune_unreachable(
    binaries: list[Entry],
    imports_of: Callable[[str], Iterable[str]],
    python_library: str = "",
) -> tuple[list[Entry], list[Entry]]:
    """(kept, dropped): drop prunable libraries that no root reaches through `imports_of(src)`
    (the file names a binary links against, directly). A SYMLINK entry goes with its target."""
    by_name: dict[str, list[Entry]] = {}
    for e in binaries:
        if e[2] != "SYMLINK":
            by_name.setdefault(PurePosixPath(e[0].replace("\\", "/")).name.lower(), []).append(e)
    roots = [e for e in binaries if e[2] != "SYMLINK" and not is_prunable(e, python_library)]
    reached: set[tuple[str, str, str]] = set(roots)
    todo = list(roots)
    while todo:
        entry = todo.pop()
        for name in imports_of(entry[1]):
            for dep in by_name.get(PurePosixPath(name.replace("\\", "/")).name.lower(), []):
                if dep not in reached:
                    reached.add(dep)
                    todo.append(dep)
    dropped_dest = {e[0].replace("\\", "/") for e in binaries if e[2] != "SYMLINK" and e not in reached}
    kept, dropped = [], []
    for e in binaries:
        if e[2] == "SYMLINK":
            target = _normalise(str(PurePosixPath(e[0].replace("\\", "/")).parent / e[1].replace("\\", "/")))
            (dropped if target in dropped_dest else kept).append(e)
        else:
            (kept if e in reached else dropped).append(e)
    return kept, dropped


def _normalise(path: str) -> str:
    parts: list[str] = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if parts:
                parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED names of an ELF file (direct imports only, unlike ldd), via `readelf -d`."""
    import subprocess

    out = subprocess.run(["readelf", "-d", "-W", path], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def drop_dangling_symlinks(entries: Iterable[Entry], dropped: Iterable[Entry]) -> list[Entry]:
    """Remove SYMLINK entries (PyInstaller keeps them in `datas` too) that point at a dropped file,
    and on macOS every file of a framework whose binary was dropped (a framework folder without its
    binary would break codesign)."""
    dropped = list(dropped)
    gone = {e[0].replace("\\", "/") for e in dropped if e[2] != "SYMLINK"}
    frameworks = tuple(d[: d.index(".framework/") + len(".framework/")] for d in gone if ".framework/" in d)
    kept = []
    for e in entries:
        if frameworks and e[0].replace("\\", "/").startswith(frameworks):
            continue
        if e[2] == "SYMLINK":
            target = _normalise(str(PurePosixPath(e[0].replace("\\", "/")).parent / e[1].replace("\\", "/")))
            if target in gone:
                continue
        kept.append(e)
    return kept


#: packages bundled as their pure-Python source instead of their compiled (Cython) modules: each
#: compiled module of zeroconf has its source beside it, and zeroconf runs from the source alone
PURE_PYTHON_PACKAGES = ("zeroconf",)


def twin_source(src: str) -> Path | None:
    """The Python source a compiled module was built from, beside it: `_dns.py` for
    `_dns.cpython-312-x86_64-linux-gnu.so` (or `.pyd`); None when there is none."""
    path = Path(src)
    twin = path.with_name(path.name.split(".")[0] + ".py")
    return twin if twin.is_file() else None


def twin_imports(package_dir: Path) -> list[str]:
    """The modules the sources of a package's compiled modules import absolutely (`import a.b`: a.b;
    `from a.b import c`: a.b): Analysis cannot read a compiled module's imports, so these are given
    to it as hidden imports when the sources are bundled instead."""
    names: set[str] = set()
    for compiled in sorted(package_dir.rglob("*")):
        if compiled.suffix not in (".so", ".pyd") or (twin := twin_source(str(compiled))) is None:
            continue
        for node in ast.walk(ast.parse(twin.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(names - {"__future__"})


def prefer_pure_python(binaries: list[Entry], pure: list[Entry],
                       packages: Iterable[str] = PURE_PYTHON_PACKAGES) -> tuple[list[Entry], list[Entry]]:
    """(binaries, pure) with each compiled module of `packages` that has its source beside it
    replaced by that source (a PYMODULE entry: PYZ compiles it to bytecode)."""
    packages = tuple(packages)
    known = {e[0] for e in pure}
    kept, sources = [], []
    for entry in binaries:
        dest, src, typecode = entry
        parts = dest.replace("\\", "/").split("/")
        twin = twin_source(src) if typecode == "EXTENSION" and parts[0] in packages else None
        if twin is None:
            kept.append(entry)
            continue
        parts[-1] = parts[-1].split(".")[0]
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name not in known:
            sources.append((name, str(twin), "PYMODULE"))
    return kept, list(pure) + sources
