#!/usr/bin/env bash
# Unpack the built .deb into a temporary folder (no installation, no root) and run the frozen app
# from there: `--version` must print the project's version, `--smoke-test` must pass offscreen and
# `top-five host` must serve a game to a scripted client (packaging/smoke_host.py).
# Usage: packaging/smoke_deb.sh [path/to/top-five_*.deb]   (default: the one in dist/)
set -euo pipefail
cd "$(dirname "$0")/.."
deb="${1:-$(ls -t dist/top-five_*.deb 2>/dev/null | head -n 1)}"
[ -n "$deb" ] && [ -f "$deb" ] || { echo "no .deb found: run 'make package' first" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp/root"
exe="$tmp/root/opt/top-five/top-five"
py="${PYTHON:-.venv/bin/python}"  # Python >= 3.11 (tomllib)
command -v "$py" >/dev/null || py=python3
want="$("$py" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
got="$("$exe" --version)"
[ "$got" = "top-five $want" ] || { echo "--version printed '$got', expected 'top-five $want'" >&2; exit 1; }
echo "$got (from $deb)"
# every library a bundled binary links against must be in the bundle or be one the .deb depends on
# (or, for the Wayland plugins, libwayland-*, which any Wayland session has; OpenSSL: libssl3): catches trimming that
# went too far in plugins the offscreen smoke test never loads (xcb, wayland)
system='^(libxcb(-[a-z-]+)?\.so\.[0-9]+|libxkbcommon(-x11)?\.so\.0|libX11(-xcb)?\.so\.6|libEGL\.so\.1|libGL\.so\.1|libOpenGL\.so\.0|libGLX\.so\.0|libfontconfig\.so\.1|libfreetype\.so\.6|libdbus-1\.so\.3|libssl\.so\.3|libcrypto\.so\.3|libwayland-(client|cursor|egl)\.so\.[0-9]+)$'
missing="$(find "$tmp/root/opt/top-five" -name '*.so*' -type f -exec ldd {} \; 2>/dev/null \
  | awk '/not found/ {print $1}' | sort -u | grep -Ev "$system" || true)"
[ -z "$missing" ] || { echo "libraries missing from the bundle: $missing" >&2; exit 1; }
echo "linked libraries: all bundled or provided by the .deb's dependencies"
# a private, empty user-data folder: the smoke test never touches the real one
TOP_FIVE_DATA_DIR="$tmp/userdata" QT_QPA_PLATFORM=offscreen "$exe" --smoke-test
# the headless host (issue 28): a game over ws:// and one over wss:// played to the end by a scripted client
TOP_FIVE_DATA_DIR="$tmp/userdata" "$py" packaging/smoke_host.py "$exe"
