"""The seats' colours, owned here and nowhere else (issue 29, colour vision): the palettes a player
chooses from (View > Seat colours, app/ui/qt_seat_palette_menu.py), the colours new seats get, and the
colour a seat is shown in.

A seat keeps the colour chosen for it (in the saves, the settings and what a host sends its
guests). The n-th colour of any palette is the same seat colour in every palette ("Red" in the
standard palette is "Vermilion" in the colour-vision one): `shown` turns a palette colour into the
n-th colour of the palette in use, so the table, the score sheet, the log and the statistics chart
show every seat in the palette the player chose, on each screen its own, and draw again when it
changes. A colour from no palette ("Other colour…") is shown as it is.

Colour does not carry a seat alone: the table's seat panels name their player, the log and the score
sheet write the names, and the chart's lines have a marker and a dash pattern each
(app/ui/qt_statistics_chart.py). What colour carries is checked by tests/ui/test_seat_palettes.py
under simulated protanopia, deuteranopia and tritanopia (docs/rulings.md, "Seat colours and colour
vision").

Pure Python (no Qt): the palettes are data; the choice is read from the settings when asked. A game's
art does not import this module (it would import the game registry through the settings).
"""

from __future__ import annotations

import colorsys

from app.core.i18n import N_, _
from app.persistence import settings

#: the standard palette (name, marked: translated where shown; hex): bright, apart for normal
#: colour vision; several pairs look alike to a colour-blind player (docs/rulings.md)
STANDARD: tuple[tuple[str, str], ...] = (
    (N_("Red"), "#d1352b"),
    (N_("Blue"), "#2f6fd0"),
    (N_("Green"), "#2e9d4a"),
    (N_("Orange"), "#f08c1a"),
    (N_("Purple"), "#8a4fc4"),
    (N_("Teal"), "#17a2a8"),
    (N_("Pink"), "#e0609e"),
    (N_("Brown"), "#8c5a35"),
    (N_("Olive"), "#9aa323"),
    (N_("Grey"), "#6f7378"),
)

#: the palette for colour-vision deficiency: the eight colours of Okabe & Ito, "Color Universal
#: Design (CUD): How to make figures and presentations that are friendly to colorblind people"
#: (2002/2008, https://jfly.uni-koeln.de/color/), with two of Paul Tol's (wine and indigo of his
#: "muted" scheme, https://personal.sron.nl/~pault/, 2021) for the ninth and tenth seat. Each in the
#: place of the standard colour it stands for (vermilion for red...), yellow and black late: they are
#: the hardest to see on a white chart and on the felt. Any two stay CIEDE2000 >= 10 apart under
#: simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1).
COLOUR_VISION: tuple[tuple[str, str], ...] = (
    (N_("Vermilion"), "#d55e00"),
    (N_("Blue"), "#0072b2"),
    (N_("Bluish green"), "#009e73"),
    (N_("Orange"), "#e69f00"),
    (N_("Reddish purple"), "#cc79a7"),
    (N_("Sky blue"), "#56b4e9"),
    (N_("Wine"), "#882255"),
    (N_("Indigo"), "#332288"),
    (N_("Yellow"), "#f0e442"),
    (N_("Black"), "#000000"),
)

#: setting value -> its palette (the keys are the choices of settings.SEAT_PALETTES)
PALETTES: dict[str, tuple[tuple[str, str], ...]] = {"standard": STANDARD, "colour_vision": COLOUR_VISION}
#: setting value -> the menu's words for it (View > Seat colours)
TITLES: dict[str, str] = {"standard": N_("&Standard colours"),
                          "colour_vision": N_("Colours for &colour-vision deficiency")}
#: setting value -> how many seats its colours alone tell apart (CIEDE2000 >= 10 between any two,
#: tests/ui/test_seat_palettes.py): for normal vision in the standard palette, under the three
#: simulated deficiencies as well in the colour-vision one; beyond, the name (and the chart's marker
#: and dash) tells the seats apart
CARRIES: dict[str, int] = {"standard": len(STANDARD), "colour_vision": len(COLOUR_VISION)}


def current() -> str:
    """The palette chosen (a key of PALETTES; "standard" unless the player chose another)."""
    return settings.seat_palette()


def palette(key: str | None = None) -> tuple[tuple[str, str], ...]:
    """The (name, hex) pairs of palette `key` (None: the one in use)."""
    return PALETTES[key or current()]


def seat_colors(count: int, key: str | None = None) -> list[str]:
    """`count` distinct colours: palette `key`'s (None: the one in use) first, then evenly spread hues."""
    colors = [hex_ for _, hex_ in palette(key)[:count]]
    i = 0
    while len(colors) < count:
        h = (0.13 + i * 0.618034) % 1.0
        r, g, b = colorsys.hsv_to_rgb(h, 0.65, 0.75 if i % 2 else 0.9)
        c = f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"
        if c not in colors:
            colors.append(c)
        i += 1
    return colors


def _index(color: str) -> int | None:
    """Which seat colour `color` is (its place in any palette), or None for a colour of no palette."""
    wanted = color.strip().lower()
    for colors in PALETTES.values():
        for n, (_name, hex_) in enumerate(colors):
            if hex_ == wanted:
                return n
    return None


def shown(color: str, key: str | None = None) -> str:
    """How a seat of colour `color` is shown in palette `key` (None: the one in use): the colour in the
    same place of that palette; a colour of no palette as it is."""
    n = _index(color)
    return color if n is None else palette(key)[n][1]


def shown_all(colors: list[str], key: str | None = None) -> list[str]:
    key = key or current()  # the settings are read once, not once a seat
    return [shown(c, key) for c in colors]


def color_name(hex_: str) -> str:
    """The name of `hex_` in the palette in use, in the language in use (as shown), or `hex_` itself."""
    n = _index(hex_)
    return hex_ if n is None else _(palette()[n][0])


__all__ = ["CARRIES", "COLOUR_VISION", "PALETTES", "STANDARD", "TITLES", "color_name", "current", "palette",
           "seat_colors", "shown", "shown_all"]
