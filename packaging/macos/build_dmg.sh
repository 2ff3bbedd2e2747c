#!/usr/bin/env bash
# macOS: build "Top Five.app" with PyInstaller (the spec's BUNDLE), smoke-test it, optionally sign
# and notarise it, and wrap it in a .dmg with hdiutil. Run from anywhere on a Mac:
#     packaging/macos/build_dmg.sh            # PYTHON=python3.12 by default
# Signing and notarising hooks (all optional; without them the app is ad-hoc signed by PyInstaller,
# which runs on the building Mac but is stopped by Gatekeeper elsewhere until the user allows it):
#   TOP_FIVE_CODESIGN_IDENTITY  "Developer ID Application: Name (TEAMID)": signs the app (hardened
#                               runtime, packaging/macos/entitlements.plist) and the .dmg
#   TOP_FIVE_NOTARY_PROFILE     a `xcrun notarytool store-credentials` profile: notarises the .dmg
#                               and staples the ticket to it
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON="${PYTHON:-python3.12}"
VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
APP="dist/Top Five.app"
DMG="dist/top-five-${VERSION}-macos-$(uname -m).dmg"
IDENTITY="${TOP_FIVE_CODESIGN_IDENTITY:-}"
ENTITLEMENTS="packaging/macos/entitlements.plist"

if [ "${SKIP_FREEZE:-0}" != 1 ]; then
  TOP_FIVE_ENTITLEMENTS="$ENTITLEMENTS" \
    "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/top-five.spec
fi
[ -d "$APP" ] || { echo "$APP is missing" >&2; exit 1; }

# the frozen app must start, play and save offscreen before anything is shipped
got="$("$APP/Contents/MacOS/top-five" --version)"
[ "$got" = "top-five $VERSION" ] || { echo "--version printed '$got'" >&2; exit 1; }
TOP_FIVE_DATA_DIR="$(mktemp -d)" QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/top-five" --smoke-test

if [ -n "$IDENTITY" ]; then
  # hook: sign every nested binary, then the bundle, with the hardened runtime notarisation needs
  codesign --force --deep --timestamp --options runtime --entitlements "$ENTITLEMENTS" \
    --sign "$IDENTITY" "$APP"
  codesign --verify --deep --strict --verbose=2 "$APP"
fi

# ditto (not cp) keeps the Qt frameworks' symlinks and the extended attributes intact
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
ditto "$APP" "$stage/Top Five.app"
ln -s /Applications "$stage/Applications"
rm -f "$DMG"
hdiutil create -volname "Top Five ${VERSION}" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"

if [ -n "$IDENTITY" ]; then
  codesign --force --timestamp --sign "$IDENTITY" "$DMG"
fi
if [ -n "${TOP_FIVE_NOTARY_PROFILE:-}" ]; then
  # hook: Apple's notary service checks the signed .dmg; the ticket is stapled for offline Gatekeeper
  xcrun notarytool submit "$DMG" --keychain-profile "$TOP_FIVE_NOTARY_PROFILE" --wait
  xcrun stapler staple "$DMG"
  spctl --assess --type open --context context:primary-signature --verbose "$DMG"
fi
echo "built $DMG ($(du -h "$DMG" | cut -f1))"
