"""The Linux package's pieces: desktop entry, MIME type, icons, .deb layout and control file."""

import configparser
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "packaging"
sys.path.insert(0, str(PKG))
import build_linux  # noqa: E402
import make_icons  # noqa: E402


def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PKG / "linux/top-five.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_fields():
    entry = _desktop()
    assert entry["Type"] == "Application" and entry["Name"] == "Top Five"
    assert entry["Exec"].split()[0] == "top-five" and entry["Terminal"] == "false"
    assert entry["Icon"] == "top-five"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    mime = ET.parse(PKG / "linux/top-five-mime.xml").getroot()
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    types = [t.get("type") for t in mime.iter(f"{ns}mime-type")]
    assert entry["MimeType"] == f"{types[0]};"
    assert [g.get("pattern") for g in mime.iter(f"{ns}glob")] == ["*.topfive"]


def test_desktop_entry_and_mime_type_speak_german():
    entry = _desktop()
    assert entry["Name[de]"] == "Top Five"  # the name stays as it is
    for key in ("GenericName", "Comment", "Keywords"):
        assert entry[f"{key}[de]"] and entry[f"{key}[de]"] != entry[key], key
    assert "Computer" in entry["Comment[de]"] and " the " not in entry["Comment[de]"]
    assert entry["Keywords[de]"].endswith(";") and "Kartenspiel" in entry["Keywords[de]"].split(";")
    mime = ET.parse(PKG / "linux/top-five-mime.xml").getroot()
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    comments = {c.get(lang): c.text for c in mime.iter(f"{ns}comment")}
    assert comments == {None: "Top Five saved game", "de": "Top-Five-Spielstand"}


def test_windows_installer_speaks_english_and_german():
    nsi = (PKG / "windows/top-five.nsi").read_text(encoding="utf-8")
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', nsi, re.M)
    assert languages == ["English", "German"]
    strings: dict[str, set[str]] = {}
    for name, language in re.findall(r"^LangString (\w+) \$\{LANG_(\w+)\}", nsi, re.M):
        strings.setdefault(name, set()).add(language)
    assert strings and all(langs == {"ENGLISH", "GERMAN"} for langs in strings.values()), strings
    used = set(re.findall(r"\$\((\w+)\)", nsi))
    assert used == set(strings)
    # no sentence for the player left in one language only
    assert not re.search(r'MessageBox \w+ "[^$]', nsi) and "saved game\"" not in nsi.split("LangString")[-1]


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS not installed")
def test_windows_installer_compiles(tmp_path):
    source = tmp_path / "top-five"
    source.mkdir()
    (source / "top-five.exe").write_bytes(b"MZ")
    done = subprocess.run(["makensis", "-V2", "-WX", "-DVERSION=1.2.3", f"-DSOURCE_DIR={source}",
                           f"-DOUTFILE={tmp_path / 'top-five-1.2.3-setup.exe'}", "top-five.nsi"],
                          cwd=PKG / "windows", capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "top-five-1.2.3-setup.exe").stat().st_size > 0


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates():
    done = subprocess.run(["desktop-file-validate", str(PKG / "linux/top-five.desktop")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_icons_are_pngs_of_their_size_and_ico_icns_hold_them():
    for size in make_icons.HICOLOR_SIZES:
        data = (PKG / f"icons/top-five-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == (size, size)
    ico = (PKG / "icons/top-five.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
    icns = (PKG / "icons/top-five.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kinds.append(icns[pos:pos + 4])
        pos += struct.unpack(">I", icns[pos + 4:pos + 8])[0]
    assert pos == len(icns) and set(kinds) == set(make_icons.ICNS_TYPES.values())


def test_control_file():
    text = build_linux.control_text("1.2.3", "amd64", 4242)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "top-five" and fields["Version"] == "1.2.3"
    assert fields["Installed-Size"] == "4242" and fields["Architecture"] == "amd64"
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert depends[0] == "libc6 (>= 2.34)"
    for lib in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0", "libxkbcommon-x11-0",
                "libegl1", "libgl1", "libfontconfig1", "libdbus-1-3"):
        assert lib in depends
    assert "libssl3 | libssl3t64" in depends  # OpenSSL is the system's (wss://, issue 28)


def test_deb_layout_from_a_fake_folder(tmp_path):
    folder = tmp_path / "top-five"
    (folder / "_internal").mkdir(parents=True)
    exe = folder / "top-five"
    exe.write_text("#!/bin/sh\necho hi\n")
    exe.chmod(0o700)
    (folder / "_internal/lib.so").write_bytes(b"x" * 5000)
    stage = build_linux.stage_deb(folder, tmp_path / "stage", "1.0", "amd64")
    assert (stage / "opt/top-five/top-five").stat().st_mode & 0o777 == 0o755
    link = stage / "usr/bin/top-five"
    assert link.is_symlink() and str(link.readlink()) == "/opt/top-five/top-five"
    assert (stage / "usr/share/applications/top-five.desktop").is_file()
    assert (stage / "usr/share/mime/packages/top-five.xml").is_file()
    for size in make_icons.HICOLOR_SIZES:
        assert (stage / f"usr/share/icons/hicolor/{size}x{size}/apps/top-five.png").is_file()
    assert (stage / "usr/share/icons/hicolor/scalable/apps/top-five.svg").is_file()
    control = (stage / "DEBIAN/control").read_text()
    assert "Installed-Size: " in control
    if shutil.which("dpkg-deb"):
        deb = build_linux.build_deb(stage, tmp_path / "t.deb")
        listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
        assert "root/root" in listing and "./opt/top-five/top-five" in listing
        assert "./usr/bin/top-five -> /opt/top-five/top-five" in listing
    tarball = build_linux.build_tarball(folder, tmp_path / "t.tar.gz")
    import tarfile

    with tarfile.open(tarball) as tar:
        assert sorted(tar.getnames()) == ["top-five", "top-five/_internal", "top-five/_internal/lib.so",
                                          "top-five/top-five"]
