"""A smaller ICU data library for the Linux bundle (imported by top-five.spec; no PyInstaller here).

The PySide6 wheel's Qt on Linux links ICU, whose data library `libicudata.so.<N>` is 32 MB: every
locale's names, currencies, units, calendars and collations, the dictionaries for Thai, Khmer, Lao,
Burmese and Chinese/Japanese word breaks, and 190 legacy character-set tables. Qt calls ICU for
four things only (the ICU symbols libQt6Core imports: `u_strToUpper/Lower`, `ucol_*`, `ucnv_*`,
`ucal_*`): locale-aware upper/lower case (built into libicuuc, no data), collation (`QCollator`:
the file dialog sorts names with it), character-set converters other than UTF-8/16/32 and Latin-1
(Qt's own), and time-zone display names. The app speaks English and German (app/core/i18n.py).

So the bundle keeps ICU's code and swaps in a data library that holds only:
- the general tables (locale aliases, likely subtags, plurals, supplemental and time-zone data,
  normalisation), except the legacy converters (`*.cnv`), StringPrep profiles (`*.spp`), the
  spoof checker's confusables (`*.cfu`) and the character names (`unames.icu`);
- the locale data of `root`, English and German (`en*`, `de*`) at the top, in `coll/` (with the
  root collation `coll/ucadata.icu`) and in `zone/`;
- nothing of `brkitr/`, `curr/`, `lang/`, `region/`, `unit/`, `translit/`, `rbnf/` (Qt never asks).

A locale that is not kept falls back to root as ICU always does for one it lacks (a collator for
"fr" sorts by the root collation). The data items are copied byte for byte from the wheel's own
library (so the same ICU version reads them); only the table of contents of ICU's "common data"
package is rebuilt, and the result is linked into a shared library with the same name, soname and
symbol (`icudt<N>_dat`) with binutils' `as` and `ld`, offline and reproducibly (same input, same
bytes).

    python packaging/icu_data.py SOURCE.so OUT.so     # what the spec does, by hand
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

LIBRARY_NAME = re.compile(r"^libicudata\.so\.(\d+)(\.\d+)*$")
SYMBOL = re.compile(rb"^icudt\d+_dat$")

#: locale data kept: root, English and German with their regional variants (de_AT, en_GB, de__PHONEBOOK)
KEPT_LOCALE = re.compile(r"^(root|de|en)(_[A-Za-z0-9]*)*\.res$")
#: a locale's data file (fr.res, zh_Hant_TW.res, es__TRADITIONAL.res), as opposed to a general table
LOCALE_FILE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$")
#: general tables whose names look like a locale's: the list of installed locales, the string pool
KEPT_TABLES = {"res_index.res", "pool.res"}
#: subtrees that keep the locales above; every other subtree is dropped whole
LOCALE_TREES = {"coll", "zone"}
#: general tables Qt never reaches: legacy converters, StringPrep, confusables, character names
DROPPED_GENERAL = re.compile(r"(\.cnv|\.spp|\.cfu|^unames\.icu)$")


def keep_item(name: str) -> bool:
    """Whether a data item, named as in the package's table of contents ('icudt73l/coll/de.res'), stays."""
    parts = name.split("/")[1:]  # without the package name 'icudt73l'
    if len(parts) == 1:
        if DROPPED_GENERAL.search(parts[0]):
            return False
    elif len(parts) != 2 or parts[0] not in LOCALE_TREES:
        return False
    item = parts[-1]
    return item in KEPT_TABLES or not LOCALE_FILE.match(item) or bool(KEPT_LOCALE.match(item))


# ---- ICU "common data" (CmnD): header, table of contents, 16-byte aligned items --------------------

def read_common(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(name, item bytes), ...]) of an ICU common data package (little-endian)."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package (CmnD)")
    (count,) = struct.unpack_from("<I", data, header_size)
    toc = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(toc):
        start = header_size + name_offset
        name = data[start:data.index(b"\0", start)].decode("ascii")
        end = header_size + toc[i + 1][1] if i + 1 < count else len(data)
        items.append((name, data[header_size + data_offset:end]))
    return data[:header_size], items


def write_common(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package with these items, in the given (sorted: ICU searches it by halves) order."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items) + len(names)
    first = toc_size + (-(len(header) + toc_size) % 16)  # items start 16-byte aligned in the file
    entries, offset, name_offset = [], first, 4 + 8 * len(items)
    for name, item in items:
        entries.append(struct.pack("<II", name_offset, offset))
        name_offset += len(name) + 1
        offset += len(item) + (-len(item) % 16)
    out = bytearray(header)
    out += struct.pack("<I", len(items)) + b"".join(entries) + names
    out += b"\0" * (first - toc_size)
    for _, item in items:
        out += item + b"\0" * (-len(item) % 16)
    return bytes(out)


def trim_common(data: bytes) -> bytes:
    header, items = read_common(data)
    return write_common(header, [(name, item) for name, item in items if keep_item(name)])


# ---- the shared library: read the data symbol, link a new one ----------------------------------

def data_symbol(library: bytes) -> tuple[str, bytes]:
    """(symbol name, its bytes) of `icudt<N>_dat` in an ELF64 little-endian shared library."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise ValueError("not an ELF64 little-endian file")
    shoff, = struct.unpack_from("<Q", library, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * shentsize) for i in range(shnum)]
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11:  # SHT_DYNSYM
            continue
        strtab = sections[link]
        for pos in range(offset, offset + size, entsize):
            st_name, _st_info, _other, shndx, value, st_size = struct.unpack_from("<IBBHQQ", library, pos)
            start = strtab[4] + st_name
            symbol = library[start:library.index(b"\0", start)]
            if SYMBOL.match(symbol) and 0 < shndx < shnum:
                section = sections[shndx]
                file_offset = section[4] + value - section[3]
                return symbol.decode("ascii"), library[file_offset:file_offset + st_size]
    raise ValueError("no icudt<N>_dat symbol")


def link_library(symbol: str, data: bytes, soname: str, out: Path) -> Path:
    """A shared library exporting `symbol` (16-byte aligned, read-only) holding `data`: as + ld."""
    with tempfile.TemporaryDirectory() as tmp:
        blob, source, obj = Path(tmp, "data.bin"), Path(tmp, "data.s"), Path(tmp, "data.o")
        blob.write_bytes(data)
        source.write_text(
            '\t.section .rodata\n\t.balign 16\n'
            f'\t.globl {symbol}\n\t.type {symbol}, @object\n\t.size {symbol}, {len(data)}\n'
            f'{symbol}:\n\t.incbin "{blob}"\n'
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(["as", "-o", str(obj), str(source)], check=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "--build-id=sha1", "-z", "noexecstack",
                        "-o", str(out), str(obj)], check=True)
    return out


def trimmed_library(source: Path, out: Path) -> Path:
    """Write to `out` the data library `source` (libicudata.so.<N>) holding only what `keep_item` keeps."""
    match = LIBRARY_NAME.match(source.name)
    if match is None:
        raise ValueError(f"{source.name} is not an ICU data library")
    symbol, data = data_symbol(source.read_bytes())
    return link_library(symbol, trim_common(data), f"libicudata.so.{match.group(1)}", out)


def replace_in(binaries: list[tuple[str, str, str]], workdir: Path) -> list[tuple[str, str, str]]:
    """A PyInstaller TOC (dest, src, typecode) whose ICU data library comes from a trimmed copy made in
    `workdir`; every other entry (and the symlinks to it) unchanged."""
    out = []
    for dest, src, typecode in binaries:
        if typecode == "BINARY" and LIBRARY_NAME.match(Path(src).name) and Path(src).is_file():
            src = str(trimmed_library(Path(src), workdir / Path(src).name))
        out.append((dest, src, typecode))
    return out


if __name__ == "__main__":
    src, dst = Path(sys.argv[1]), Path(sys.argv[2])
    trimmed_library(src, dst)
    print(f"{src} ({src.stat().st_size / 1e6:.1f} MB) -> {dst} ({dst.stat().st_size / 1e6:.1f} MB)")
