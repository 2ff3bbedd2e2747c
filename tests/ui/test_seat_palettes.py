"""Issue 29, colour vision: the seats' colours (app/ui/seat_palettes.py) under simulated protanopia,
deuteranopia and tritanopia, the palette option (View > Seat colours) and what tells the seats apart
where colour does not (their names on the table's panels).

The simulation is ColorAide's (requirements-dev.txt): the matrices of Machado, Oliveira and Fernandes
(2009), severity 1 (a full dichromat), in linear sRGB; the difference is CIEDE2000. The ruling on what
the colours must carry is in docs/rulings.md ("Seat colours and colour vision").
"""

from __future__ import annotations

import itertools

import pytest
from coloraide import Color
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from app.games import registry
from app.persistence import SeatConfig, settings
from app.session.game_session import GameSession
from app.ui import seat_palettes
from app.ui.items.seat_panel import SeatPanelItem
from app.ui.qt_seat_palette_menu import SeatPaletteMenu
from app.ui.qt_table_screen import TableScreen

#: the least CIEDE2000 difference between two seats' colours (issue 29's threshold)
THRESHOLD = 10.0
DEFICIENCIES = ("protan", "deutan", "tritan")
#: the most seats any game takes (Flip 7's 24)
MOST_SEATS = max(info.max_players for info in registry.infos())
#: the pairs of the standard palette that fall below the threshold under a simulated deficiency
#: (docs/rulings.md): the standard palette is kept for normal vision, the names carry these seats
STANDARD_CLASHES = {
    "protan": {("Red", "Brown"), ("Blue", "Purple"), ("Green", "Orange"), ("Green", "Olive"), ("Orange", "Olive")},
    "deutan": {("Red", "Green"), ("Red", "Brown"), ("Blue", "Purple"), ("Orange", "Olive"), ("Teal", "Pink")},
    "tritan": {("Green", "Teal"), ("Orange", "Pink")},
}


def simulated(hex_: str, deficiency: str | None) -> Color:
    color = Color(hex_)
    if deficiency is None:
        return color
    return color.filter(deficiency, 1.0, method="machado", space="srgb-linear").clip()


def closest(colors: list[str], deficiency: str | None) -> tuple[float, str, str]:
    """(the least CIEDE2000 difference between two of `colors` as seen with `deficiency`, the pair)."""
    seen = [simulated(c, deficiency) for c in colors]
    return min((seen[i].delta_e(seen[j], method="2000"), colors[i], colors[j])
               for i, j in itertools.combinations(range(len(colors)), 2))


def clashes(key: str, deficiency: str | None) -> set[tuple[str, str]]:
    names = dict((hex_, name) for name, hex_ in seat_palettes.palette(key))
    colors = list(names)
    seen = [simulated(c, deficiency) for c in colors]
    return {(names[colors[i]], names[colors[j]]) for i, j in itertools.combinations(range(len(colors)), 2)
            if seen[i].delta_e(seen[j], method="2000") < THRESHOLD}


def test_the_simulation_tells_what_a_dichromat_confuses():
    """The check itself can fail: red and green, far apart for normal vision, are alike to a deuteranope
    (and the palettes' colours pass through unchanged without a deficiency)."""
    assert closest(["#ff0000", "#00ff00"], None)[0] > 50
    assert closest(["#d1352b", "#2e9d4a"], "deutan")[0] < THRESHOLD
    assert simulated("#d55e00", None).to_string(hex=True) == "#d55e00"


@pytest.mark.parametrize("deficiency", [None, *DEFICIENCIES])
def test_the_colour_vision_palette_keeps_every_seat_apart_for_every_table(deficiency):
    """Every count of seats a game allows: the seats colour carries (all ten the palette has, CARRIES)
    stay CIEDE2000 >= 10 apart, with normal vision and under each simulated deficiency."""
    key = "colour_vision"
    assert seat_palettes.CARRIES[key] == len(seat_palettes.COLOUR_VISION) == 10
    for count in range(2, MOST_SEATS + 1):
        colors = seat_palettes.seat_colors(count, key)[:min(count, seat_palettes.CARRIES[key])]
        difference, a, b = closest(colors, deficiency)
        assert difference >= THRESHOLD, (count, deficiency, a, b, difference)


def test_the_standard_palette_keeps_every_seat_apart_for_normal_vision():
    for count in range(2, MOST_SEATS + 1):
        colors = seat_palettes.seat_colors(count, "standard")[:min(count, seat_palettes.CARRIES["standard"])]
        difference, a, b = closest(colors, None)
        assert difference >= THRESHOLD, (count, a, b, difference)


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_the_standard_palettes_clashes_are_the_ones_the_ruling_names(deficiency):
    """The standard palette is not for colour-blind players: the pairs it confuses are written down
    (docs/rulings.md); a change of the palette that adds or removes one must change the ruling."""
    assert clashes("standard", deficiency) == STANDARD_CLASHES[deficiency]
    assert clashes("colour_vision", deficiency) == set()


def test_every_palette_is_a_choice_of_the_settings_with_a_title_and_a_count():
    assert tuple(seat_palettes.PALETTES) == settings.SEAT_PALETTES
    assert set(seat_palettes.TITLES) == set(seat_palettes.CARRIES) == set(settings.SEAT_PALETTES)
    assert all(len(colors) == len(seat_palettes.STANDARD) for colors in seat_palettes.PALETTES.values())


def test_a_seat_colour_is_the_same_seat_in_every_palette():
    """The n-th colour of a palette is shown as the n-th of the palette in use; another colour as it is."""
    for (_s, standard), (_c, vision) in zip(seat_palettes.STANDARD, seat_palettes.COLOUR_VISION):
        assert seat_palettes.shown(standard, "colour_vision") == vision
        assert seat_palettes.shown(vision, "standard") == standard
        assert seat_palettes.shown(standard.upper(), "standard") == standard
    assert seat_palettes.shown("#123456", "colour_vision") == "#123456"
    assert seat_palettes.current() == "standard"  # the default
    assert seat_palettes.seat_colors(3) == ["#d1352b", "#2f6fd0", "#2e9d4a"]
    settings.put(settings.SEAT_PALETTE, "colour_vision")
    assert seat_palettes.seat_colors(3) == ["#d55e00", "#0072b2", "#009e73"]
    assert seat_palettes.color_name("#d1352b") == "Vermilion"
    assert len(set(seat_palettes.seat_colors(MOST_SEATS))) == MOST_SEATS


@pytest.mark.parametrize("edited", ["deuteranopia", "", 3, None, ["colour_vision"], {"a": 1}])
def test_a_hand_edited_palette_is_the_standard_one(edited):
    settings.put(settings.SEAT_PALETTE, edited)
    assert settings.seat_palette() == "standard"
    assert seat_palettes.current() == "standard"


def _screen(qtbot, game_id: str, players: int) -> tuple[TableScreen, GameSession]:
    seats = [SeatConfig(name, color, "normal")
             for name, color in zip(("Ana", "Ben", "Cleo", "Dan", "Eva"), seat_palettes.seat_colors(players))]
    session = GameSession.new(registry.get(game_id), seats, 7, {}, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(1000, 700)
    screen.show()
    return screen, session


def _panels(screen: TableScreen) -> list[SeatPanelItem]:
    panels = [item for item in screen.scene.items() if isinstance(item, SeatPanelItem)]
    return sorted(panels, key=lambda item: item.seat)


@pytest.mark.parametrize("game_id", ["flip7", "top_oder_flop", "top_this"])
def test_the_menu_redraws_the_table_and_its_panels_name_every_seat(qtbot, game_id):
    """Choosing the colour-vision palette redraws the seat panels and the score sheet's heads at once;
    whatever the palette, each seat's panel names its player (the seats never differ by colour alone)."""
    screen, session = _screen(qtbot, game_id, 3)
    panels = _panels(screen)
    assert [p.name for p in panels] == ["Ana", "Ben", "Cleo"]
    assert [p.color.name() for p in panels] == ["#d1352b", "#2f6fd0", "#2e9d4a"]
    window = QWidget()  # stands for the main window: the menu redraws its `_table`
    qtbot.addWidget(window)
    window._table = screen
    menu = SeatPaletteMenu(window)
    assert menu.choice_actions["standard"].isChecked()
    menu.choice_actions["colour_vision"].trigger()
    assert settings.seat_palette() == "colour_vision"
    vision = ["#d55e00", "#0072b2", "#009e73"]
    assert [p.color.name() for p in _panels(screen)] == vision
    assert [p.name for p in _panels(screen)] == ["Ana", "Ben", "Cleo"]
    heads = [screen.sheet.horizontalHeaderItem(c) for c in range(3)]
    assert [h.background().color().name() for h in heads] == vision
    assert [h.text() for h in heads] == ["Ana", "Ben", "Cleo"]
    menu.choice_actions["standard"].trigger()
    assert [p.color.name() for p in _panels(screen)] == ["#d1352b", "#2f6fd0", "#2e9d4a"]


def test_a_table_opened_with_the_colour_vision_palette_shows_its_colours(qtbot):
    settings.put(settings.SEAT_PALETTE, "colour_vision")
    seats = [SeatConfig(n, c, "normal") for n, c in (("Ana", "#d1352b"), ("Ben", "#2f6fd0"), ("Cleo", "#123456"))]
    session = GameSession.new(registry.get("flip7"), seats, 7, {}, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    assert screen.colors == ["#d55e00", "#0072b2", "#123456"]  # a colour of no palette stays
    assert [QColor(c).name() for c in screen.sheet.colors] == screen.colors
