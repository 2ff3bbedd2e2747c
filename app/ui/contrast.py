"""High contrast (issue 29): whether the player asked their system for it, and the table's look then.

Qt 6.10 tells it: `QGuiApplication.styleHints().accessibility().contrastPreference()` is
`Qt.ContrastPreference.HighContrast` while a high-contrast theme is on (Windows' contrast themes,
GNOME's and KDE's high-contrast settings, macOS' "Increase contrast"). Then the app keeps the system's
palette (no colour of its own over the widgets' text) and the table draws plainly: a dark felt of one
colour, texts outlined in opaque black. `TOP_FIVE_CONTRAST=high` (or `normal`) decides instead of the
system (a test, or a player whose system does not say it)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

#: the environment variable that overrides the system's preference: "high" or "normal"
ENV = "TOP_FIVE_CONTRAST"


#: the system's preference, asked once (a table paints often) and forgotten when it changes (`watch`)
_system: list[bool] = []


def high_contrast() -> bool:
    """True when high contrast is asked for: by TOP_FIVE_CONTRAST, else by the system (Qt's hint)."""
    forced = os.environ.get(ENV, "").strip().lower()
    if forced in ("high", "normal"):
        return forced == "high"
    if QGuiApplication.instance() is None:
        return False
    if not _system:
        style_hints = QGuiApplication.styleHints()  # held while its hints are asked (see `watch`)
        _system.append(style_hints.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast)
    return _system[0]


def watch(receiver) -> None:
    """Call `receiver()` when the system's contrast preference changes (while the app runs). The
    style hints are held in a name while their accessibility hints are used: PySide6 6.12 deletes
    the hints got through a chained call's temporary (`styleHints().accessibility()`)."""
    if QGuiApplication.instance() is None:
        return
    style_hints = QGuiApplication.styleHints()

    def changed(_pref) -> None:
        _system.clear()
        receiver()

    style_hints.accessibility().contrastPreferenceChanged.connect(changed)


def felt(color: QColor) -> QColor:
    """The felt at high contrast: the table's own colour, much darker and of one tone (no gradient)."""
    return QColor(color).darker(320)


#: a text's outline on the table at high contrast (else a translucent dark halo)
OUTLINE = QColor(0, 0, 0)


def note_style(color: str) -> str:
    """A status line's colour (a refusal's amber, an error's red) at the current contrast: at high
    contrast the system's text colour, bold, so that no colour of ours stands on the system's palette."""
    if high_contrast():
        return "#StatusLine { color: palette(text); font-weight: bold; }"
    return f"#StatusLine {{ color: {color}; }}"


def cover_style(name: str, normal: str) -> str:
    """The style sheet of a full-page cover (`name`: its object name): `normal`, or at high contrast
    the system's window colours, plain."""
    if high_contrast():
        return f"#{name} {{ background: palette(window); }} #{name} QLabel {{ color: palette(window-text); }}"
    return normal
