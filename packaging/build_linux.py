"""Build the Linux packages: PyInstaller folder, `.deb` (dpkg-deb) and `.tar.gz`. `make package` runs it.

    .venv/bin/python packaging/build_linux.py [--skip-freeze] [--dist DIR]

Outputs in dist/ (by default): `top-five/` (the one-folder app), `top-five_<version>_<arch>.deb`,
`top-five-<version>-linux-<machine>.tar.gz`. The .deb installs the folder to /opt/top-five, links
/usr/bin/top-five to it, and adds the desktop entry, the hicolor icons and a MIME type for saved
games (*.topfive); the system's triggers refresh the desktop, MIME and icon caches.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = "top-five"
INSTALL_DIR = "/opt/top-five"

#: runtime libraries the bundle leaves to the system (see trim.SYSTEM_LIBRARIES): one list, shared with
#: `make run`'s check of the libraries Qt needs (tools/system_libs.py)
DEPENDS_FILE = HERE / "linux" / "depends.txt"


def read_depends(path: Path = DEPENDS_FILE) -> tuple[str, ...]:
    """The .deb's Depends: the lines of packaging/linux/depends.txt without comments and blanks."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return tuple(line for line in lines if line)


DEPENDS = read_depends()

# English only, as Debian has it: a control file holds one description; its translations are the
# Debian Description Translation Project's, not the package's. The desktop entry has German.
DESCRIPTION = """\
Tabletop games at one computer
 Top Five lets friends play tabletop games (Flip 7, Top This! and Top oder Flop) at one
 computer, passing the mouse, or against computer players."""


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def deb_architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def control_text(ver: str, arch: str, installed_kib: int) -> str:
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {ver}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Top Five <top-five@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(DEPENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}\n"
    )


def freeze(dist: Path, work: Path) -> None:
    """Run PyInstaller on packaging/top-five.spec into dist/top-five."""
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(HERE / "top-five.spec")]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


def _folder_kib(path: Path) -> int:
    total = 0
    for p in path.rglob("*"):
        if p.is_file() and not p.is_symlink():
            total += p.stat().st_size
    return (total + 1023) // 1024


def stage_deb(folder: Path, stage: Path, ver: str, arch: str) -> Path:
    """Lay out the .deb's file tree in `stage` (erased first)."""
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / INSTALL_DIR.lstrip("/")
    shutil.copytree(folder, opt, symlinks=True)
    (stage / "usr/bin").mkdir(parents=True)
    os.symlink(f"{INSTALL_DIR}/top-five", stage / "usr/bin/top-five")
    share = stage / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(HERE / "linux/top-five.desktop", share / "applications/top-five.desktop")
    (share / "mime/packages").mkdir(parents=True)
    shutil.copy2(HERE / "linux/top-five-mime.xml", share / "mime/packages/top-five.xml")
    for png in sorted((HERE / "icons").glob("top-five-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        target = share / f"icons/hicolor/{size}x{size}/apps/top-five.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target)
    scalable = share / "icons/hicolor/scalable/apps/top-five.svg"
    scalable.parent.mkdir(parents=True)
    shutil.copy2(HERE / "icons/top-five.svg", scalable)
    doc = share / f"doc/{PACKAGE}"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Top Five\nCopyright: the Top Five authors. All rights reserved.\n"
        "Bundled: Qt 6 and PySide6 (LGPL-3.0), Python (PSF-2.0), pymunk and Chipmunk2D (MIT),\n"
        "platformdirs (MIT), ICU (Unicode-3.0).\n",
        encoding="utf-8",
    )
    debian = stage / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control_text(ver, arch, _folder_kib(stage)), encoding="utf-8")
    for p in stage.rglob("*"):  # dpkg wants sane modes whatever the umask was
        if p.is_symlink():
            continue
        p.chmod(0o755 if p.is_dir() or os.access(p, os.X_OK) else 0o644)
    return stage


def build_deb(stage: Path, out: Path) -> Path:
    cmd = ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(out)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return out


def build_tarball(folder: Path, out: Path) -> Path:
    """The folder as top-five/ in a .tar.gz (symlinks kept, owner root)."""

    def owner_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=PACKAGE, filter=owner_root)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--skip-freeze", action="store_true", help="reuse dist/top-five as it is")
    args = parser.parse_args(argv)
    ver, arch = version(), deb_architecture()
    started = time.monotonic()
    if not args.skip_freeze:
        freeze(args.dist, args.work)
    folder = args.dist / PACKAGE
    if not (folder / "top-five").is_file():
        raise SystemExit(f"{folder}/top-five is missing: run without --skip-freeze")
    for old in list(args.dist.glob(f"{PACKAGE}_*.deb")) + list(args.dist.glob(f"{PACKAGE}-*.tar.gz")):
        old.unlink()
    deb = build_deb(stage_deb(folder, args.work / "deb-root", ver, arch), args.dist / f"{PACKAGE}_{ver}_{arch}.deb")
    tarball = build_tarball(folder, args.dist / f"{PACKAGE}-{ver}-linux-{platform.machine()}.tar.gz")
    mib = 1024 * 1024
    print(f"folder  {folder}: {_folder_kib(folder) / 1024:.1f} MiB")
    print(f"deb     {deb}: {deb.stat().st_size / mib:.1f} MiB")
    print(f"tar.gz  {tarball}: {tarball.stat().st_size / mib:.1f} MiB")
    print(f"packaged in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
