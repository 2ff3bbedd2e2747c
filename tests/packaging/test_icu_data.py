"""packaging/icu_data.py: the trimmed ICU data library of the Linux bundle, and the runtime hook that
answers the frozen `--version` (packaging/rthook_version.py)."""

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import icu_data  # noqa: E402


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/coll/de.res", True),
        ("icudt73l/coll/de__PHONEBOOK.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/coll/fr.res", False),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/coll/es__TRADITIONAL.res", False),
        ("icudt73l/zone/en_GB.res", True),
        ("icudt73l/zone/tzdbNames.res", True),
        ("icudt73l/zone/ja.res", False),
        ("icudt73l/de_AT.res", True),
        ("icudt73l/root.res", True),
        ("icudt73l/pool.res", True),
        ("icudt73l/res_index.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/likelySubtags.res", True),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/nfkc.nrm", True),
        ("icudt73l/fr.res", False),
        ("icudt73l/zh_Hant_TW.res", False),
        ("icudt73l/ibm-5348_P100-1997.cnv", False),
        ("icudt73l/rfc3491.spp", False),
        ("icudt73l/confusables.cfu", False),
        ("icudt73l/unames.icu", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/brkitr/de.res", False),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/curr/de.res", False),
        ("icudt73l/unit/en.res", False),
    ],
)
def test_keep_item(name, kept):
    assert icu_data.keep_item(name) is kept


def _package(items):
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + b"\x14\x00\x00\x00\x00\x00\x02\x00CmnD\x01\x00\x00\x00"
    header += b"\0" * (32 - len(header))
    return icu_data.write_common(header, items)


def test_common_data_round_trip_and_trim_keeps_items_aligned_and_intact():
    items = [("icudt73l/brkitr/cjdict.dict", b"D" * 100), ("icudt73l/coll/de.res", b"G" * 33),
             ("icudt73l/coll/fr.res", b"F" * 7), ("icudt73l/pool.res", b"P" * 16)]
    data = _package(items)
    header, read = icu_data.read_common(data)
    assert [n for n, _ in read] == [n for n, _ in items]
    assert [item.rstrip(b"\0") for _, item in read] == [item for _, item in items]
    trimmed = icu_data.trim_common(data)
    _, kept = icu_data.read_common(trimmed)
    assert [(n, item.rstrip(b"\0")) for n, item in kept] == [("icudt73l/coll/de.res", b"G" * 33),
                                                            ("icudt73l/pool.res", b"P" * 16)]
    count = struct.unpack_from("<I", trimmed, len(header))[0]
    offsets = [struct.unpack_from("<II", trimmed, len(header) + 4 + 8 * i)[1] for i in range(count)]
    assert all((len(header) + o) % 16 == 0 for o in offsets)  # ICU maps items in place: 16-byte aligned
    with pytest.raises(ValueError):
        icu_data.read_common(b"\0" * 64)


def _wheel_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted(Path(PySide6.__file__).parent.glob("Qt/lib/libicudata.so.*"))
    return found[0] if found else None


CHECK = r"""
from PySide6.QtCore import QCollator, QDateTime, QLocale, QTimeZone
words = ["Zebra", "Äpfel", "apfel", "Öl", "Ofen", "Straße", "strasse", "ábc", "abd"]
when = QDateTime.fromSecsSinceEpoch(1700000000)
for name in ("de_DE", "en_GB"):
    locale = QLocale(name)
    print(sorted(words, key=QCollator(locale).sortKey), locale.toUpper("straße"), locale.toLower("ÄÖÜ"),
          QTimeZone(b"Europe/Berlin").displayName(when, QTimeZone.NameType.LongName, locale))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or _wheel_icu_data() is None
                    or not (shutil.which("as") and shutil.which("ld")),
                    reason="Linux PySide6 wheel with ICU and binutils needed")
def test_trimmed_library_gives_qt_the_same_german_and_english(tmp_path):
    source = _wheel_icu_data()
    out = icu_data.trimmed_library(source, tmp_path / source.name)
    assert out.stat().st_size < 5_000_000 < source.stat().st_size
    symbol, data = icu_data.data_symbol(out.read_bytes())
    assert symbol == icu_data.data_symbol(source.read_bytes())[0]
    names = {n.split("/", 1)[1] for n, _ in icu_data.read_common(data)[1]}
    assert {"coll/de.res", "coll/ucadata.icu", "zone/de.res", "de.res", "zoneinfo64.res"} <= names
    assert not any(n.startswith("brkitr/") or n.endswith(".cnv") for n in names)
    # the same build twice gives the same bytes
    again = icu_data.trimmed_library(source, tmp_path / "again" / source.name)
    assert again.read_bytes() == out.read_bytes()

    def run(library_dir=None):
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        if library_dir:  # LD_LIBRARY_PATH comes before the wheel's RUNPATH ($ORIGIN)
            env["LD_LIBRARY_PATH"] = str(library_dir)
        return subprocess.run([sys.executable, "-c", CHECK], env=env, capture_output=True, text=True,
                              check=True, timeout=60).stdout

    full, trimmed = run(), run(tmp_path)
    assert "Mitteleuropäische Normalzeit" in trimmed and "STRASSE" in trimmed
    assert "'ábc', 'abd', 'apfel', 'Äpfel', 'Ofen', 'Öl'" in trimmed
    assert trimmed == full


@pytest.mark.parametrize(("args", "printed", "code"), [(["--version"], "top-five ", 0), (["--smoke-test"], "", 0)])
def test_runtime_hook_answers_version_only(args, printed, code):
    hook = ROOT / "packaging" / "rthook_version.py"
    done = subprocess.run([sys.executable, "-c", f"import runpy, sys; sys.argv = ['top-five', *{args!r}]; "
                           f"runpy.run_path({str(hook)!r}, run_name='__main__')"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    from app import __version__

    assert done.returncode == code
    assert done.stdout == (f"{printed}{__version__}\n" if printed else "")
