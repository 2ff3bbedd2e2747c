"""Top Pop's painted art (app/games/top_pop/ui/art.py, caps.py): every card paints at a small and a
large size and at device pixel ratio 2; the number and the city read on the smallest card (nothing
smaller than MIN_TEXT_PX); cities differ in their landmark, not only their colour; a night card differs
from its day card; caps and badges of the five companies stay apart also for colour-blind eyes and
in grey (each has its own symbol)."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from app.games.top_pop import cards
from app.games.top_pop.ui import caps
from app.games.top_pop.ui.art import (ART, CAP_SIDE_ASPECT, CITY_COLORS, COMPANY_COLORS, COMPANY_SYMBOLS,
                                      paint_cap_side, paint_cap_top, paint_logo, paint_tower, tower_height)
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX

SMALL, LARGE = (40, 57), (300, 430)
CODES = [code for c in cards.CITIES for code in (c, cards.night(c))]
COMPANIES = range(len(cards.COMPANIES))


def render(paint, size: tuple[int, int], dpr: float = 1.0, ground: QColor | None = None) -> QImage:
    w, h = size
    image = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(ground if ground is not None else Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


def _grid(image: QImage) -> list[tuple[int, int]]:
    step = max(1, int((image.width() * image.height() / 6000) ** 0.5))
    return [(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)]


def painted_share(image: QImage) -> float:
    grid = _grid(image)
    return sum(image.pixel(x, y) >> 24 > 200 for x, y in grid) / len(grid)


def colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x, y in _grid(image)}


def difference(a: QImage, b: QImage, see=None) -> float:
    """The mean difference of two images of one size, 0..255 per channel; `see` maps a colour to
    what an eye sees (default: itself)."""
    total, n = 0.0, 0
    for x in range(0, a.width(), 2):
        for y in range(0, a.height(), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            va, vb = (see(ca), see(cb)) if see else (ca.getRgb()[:3], cb.getRgb()[:3])
            total += sum(abs(p - q) for p, q in zip(va, vb))
            n += 3
    return total / n


def _face(code: str, size=SMALL) -> QImage:
    return render(lambda p, r: ART.paint_face(p, r, code), size)


# ---- colour vision --------------------------------------------------------------------------------
#: the common colour-vision deficiencies, simulated (Machado, Oliveira and Fernandes 2009, severity 1, on
#: linear RGB)
VISION = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(c: QColor) -> list[float]:
    return [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (c.redF(), c.greenF(), c.blueF())]


def _encode(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def seen_with(vision):
    """A colour as an eye with `vision` sees it, as 0..255 sRGB."""
    def see(c: QColor) -> tuple[float, float, float]:
        lin = _linear(c)
        return tuple(_encode(sum(m * v for m, v in zip(row, lin))) for row in vision)
    return see


def grey(c: QColor) -> tuple[float, float, float]:
    """A colour's lightness only (no colour vision at all)."""
    y = _encode(sum(k * v for k, v in zip((0.2126, 0.7152, 0.0722), _linear(c))))
    return y, y, y


def _lab(color: str, vision) -> tuple[float, float, float]:
    lin = _linear(QColor(color))
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in vision)
    x, y, z = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, \
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# ---- cards ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_and_both_backs_paint_and_cover_the_card(qapp, size, dpr):
    painters = [(code, lambda p, r, c=code: ART.paint_face(p, r, c)) for code in CODES]
    painters += [("day back", ART.paint_back), ("night back", lambda p, r: ART.paint_back(p, r, night=True))]
    for name, paint in painters:
        image = render(paint, size, dpr)
        assert image.width() == int(size[0] * dpr)
        assert painted_share(image) > 0.9, name
        assert image.pixelColor(image.width() // 2, image.height() - 3).alpha() > 200, name
        assert len(colours(image)) > 12, name


@pytest.mark.parametrize("size", [SMALL, (63, 90), LARGE])
def test_the_number_and_the_city_read_on_every_card(qapp, size):
    """The number (how many cards the city has) first, large, then the city: its name where it fits,
    its code on a small card; nothing smaller than MIN_TEXT_PX."""
    for code in CODES:
        with card_art.recording_text() as drawn:
            _face(code, size)
        city = cards.city(code)
        values = [(t, px) for t, px, role in drawn if role == "value"]
        assert values == [(str(cards.CITY_COUNTS[city]), values[0][1])], (code, drawn)
        assert values[0][1] >= MIN_TEXT_PX * 1.2, (code, drawn)  # the number is the largest thing to read
        title = " ".join(t for t, _px, role in drawn if role == "title")
        assert title == (city if size[0] < 90 else cards.CITY_NAMES[city]), (code, size, title)
        assert all(px >= MIN_TEXT_PX - 0.01 for _t, px, role in drawn if role != "decor"), (code, drawn)
        assert [t for t, _px, role in drawn if role not in ("value", "title")] == [], (code, drawn)


def test_backs_show_no_words_but_the_games_name(qapp):
    for night, size in itertools.product((False, True), (SMALL, LARGE)):
        with card_art.recording_text() as drawn:
            render(lambda p, r: ART.paint_back(p, r, night=night), size)
        assert {t for t, _px, _role in drawn} <= {"Top", "Pop"}
        assert all(role == "decor" for _t, _px, role in drawn)


def test_every_two_cards_look_different_and_cities_differ_in_their_landmark(qapp):
    images = {code: _face(code) for code in CODES}
    for a, b in itertools.combinations(CODES, 2):
        assert difference(images[a], images[b]) > 6.0, (a, b)
    # the picture under the band differs also in grey, where the cities' colours do not help
    for size in (SMALL, LARGE):
        w, h = size
        for a, b in itertools.combinations(cards.CITIES, 2):
            picture = QRect(int(w * 0.1), int(h * 0.35), int(w * 0.8), int(h * 0.55))
            pa, pb = (_face(c, size).copy(picture) for c in (a, b))
            assert difference(pa, pb, grey) > 8.0, (size, a, b)


def test_a_night_card_is_its_city_at_night(qapp):
    """A night card differs much from its day card, but keeps its city's band (colour and number)."""
    for city in cards.CITIES:
        for size in (SMALL, LARGE):
            day, night = _face(city, size), _face(cards.night(city), size)
            assert difference(day, night) > 40.0, (city, size)
            w, h = size
            band_day, band_night = day.pixelColor(int(w * 0.5), int(h * 0.02) + 1), night.pixelColor(int(w * 0.5),
                                                                                                     int(h * 0.02) + 1)
            assert abs(band_day.hueF() - band_night.hueF()) < 0.05 or band_day.saturationF() < 0.2, city
            # the picture is light by day, dark by night
            def lightness(image: QImage) -> float:
                pts = [(int(w * fx / 10), int(h * fy / 20)) for fx in range(1, 10) for fy in range(7, 19)]
                return sum(image.pixelColor(x, y).lightness() for x, y in pts) / len(pts)
            assert lightness(day) > lightness(night) + 50, (city, size, lightness(day), lightness(night))
            assert lightness(night) < 90, (city, size)


def test_day_and_night_backs_differ_from_each_other_and_from_the_faces(qapp):
    for size in (SMALL, LARGE):
        day, night = render(ART.paint_back, size), render(lambda p, r: ART.paint_back(p, r, night=True), size)
        assert difference(day, night) > 40.0
        assert difference(day, night, grey) > 20.0  # a sun and a moon: apart without colour vision too
        for code in CODES:
            assert difference(_face(code, size), night) > 10.0, code


def test_city_colours_differ_for_normal_eyes():
    assert set(CITY_COLORS) == set(cards.CITIES)
    for a, b in itertools.combinations(cards.CITIES, 2):
        assert math.dist(_lab(CITY_COLORS[a], VISION["normal"]), _lab(CITY_COLORS[b], VISION["normal"])) >= 25, (a, b)


# ---- caps ----------------------------------------------------------------------------------------
def test_company_colours_stay_apart_for_colour_blind_eyes():
    """Every two companies' colours differ by a CIE76 delta E of at least 20, also as seen with each of
    the three common colour-vision deficiencies."""
    assert len(COMPANY_COLORS) == len(COMPANY_SYMBOLS) == len(cards.COMPANIES) == 5
    assert len(set(COMPANY_SYMBOLS)) == 5
    for name, vision in VISION.items():
        for a, b in itertools.combinations(COMPANIES, 2):
            de = math.dist(_lab(COMPANY_COLORS[a], vision), _lab(COMPANY_COLORS[b], vision))
            assert de >= 20, (name, a, b, round(de, 1))


def _cap(company: int, side: bool = False, size: int = 48, dpr: float = 1.0) -> QImage:
    if side:
        return render(lambda p, r: paint_cap_side(p, r, company), (size, round(size / CAP_SIDE_ASPECT)), dpr)
    return render(lambda p, r: paint_cap_top(p, r, company), (size, size), dpr)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_caps_paint_round_from_above_and_flat_from_the_side(qapp, dpr):
    for company in COMPANIES:
        for size in (12, 48, 160):
            top = _cap(company, size=size, dpr=dpr)
            share = painted_share(top)
            assert 0.65 < share < 0.85, (company, size, share)  # a disc (pi/4 of its square) with teeth
            assert top.pixelColor(0, 0).alpha() == 0  # the corners stay clear
            assert top.pixelColor(top.width() // 2, top.height() // 2).alpha() == 255
            side = _cap(company, side=True, size=size, dpr=dpr)
            assert painted_share(side) > 0.6, (company, size)


def test_a_cap_has_21_teeth(qapp):
    """Round the rim, just inside the teeth's tips, the paint comes and goes 21 times."""
    image = _cap(0, size=400)
    c, r = 200, 200 * 0.975
    inside = [image.pixelColor(int(c + r * math.cos(a)), int(c + r * math.sin(a))).alpha() > 128
              for a in (2 * math.pi * k / 2100 for k in range(2100))]
    changes = sum(1 for k in range(len(inside)) if inside[k] and not inside[k - 1])
    assert changes == caps.TEETH == 21


@pytest.mark.parametrize("side", [False, True])
def test_caps_stay_apart_by_colour_for_colour_blind_eyes(qapp, side):
    """Painted without their symbols (their colour alone), each two companies' caps differ as seen with
    each colour-vision deficiency (a red and a green of one lightness would not: about 6 under
    deuteranopia); with their symbols they differ also with no colour vision at all."""
    def cap(k: int, symbol: bool) -> QImage:
        if side:
            return render(lambda p, r: paint_cap_side(p, r, k, symbol=symbol), (60, 20))
        return render(lambda p, r: paint_cap_top(p, r, k, symbol=symbol), (60, 60))
    plain = {k: cap(k, False) for k in COMPANIES}
    for name, vision in VISION.items():
        see = seen_with(vision)
        for a, b in itertools.combinations(COMPANIES, 2):
            d = difference(plain[a], plain[b], see)
            assert d > 12.0, (name, a, b, round(d, 1))
    marked = {k: cap(k, True) for k in COMPANIES}
    for a, b in itertools.combinations(COMPANIES, 2):
        assert difference(marked[a], marked[b], grey) > 10.0, (a, b)


def test_the_symbols_differ_in_shape(qapp):
    """Each company's symbol, painted alike in black on white, differs from every other one."""
    white = QColor("#ffffff")
    images = [render(lambda p, r, k=k: caps.paint_symbol(p, r, k, QColor("#000000")), (40, 40), ground=white)
              for k in COMPANIES]
    for a, b in itertools.combinations(COMPANIES, 2):
        assert difference(images[a], images[b]) > 25.0, (a, b, COMPANY_SYMBOLS[a], COMPANY_SYMBOLS[b])


def test_a_tower_stands_bottom_first_with_the_last_cap_on_top(qapp):
    w = 60
    caps = [1, 2, 3, 0]
    h = tower_height(w, len(caps))
    assert tower_height(w, 1) == pytest.approx(w / CAP_SIDE_ASPECT) and tower_height(w, 0) == 0
    image = render(lambda p, r: paint_tower(p, r, caps), (w, int(h) + 20))
    assert image.pixelColor(w // 2, 5).alpha() == 0  # the room above the tower stays clear
    def near(y: int, company: int) -> bool:
        c, k = image.pixelColor(int(w * 0.3), y), QColor(COMPANY_COLORS[company])
        return abs(c.hueF() - k.hueF()) < 0.08 or abs(c.hueF() - k.hueF()) > 0.92
    top_cap_y = int(image.height() - h + w / CAP_SIDE_ASPECT * 0.6)
    assert near(top_cap_y, 0), image.pixelColor(int(w * 0.3), top_cap_y).name()
    assert near(image.height() - 6, 1), image.pixelColor(int(w * 0.3), image.height() - 6).name()
    # a tower too tall for its rect keeps its proportions and fits
    tall = render(lambda p, r: paint_tower(p, r, [0] * 15), (60, 80))
    assert tall.pixelColor(30, 1).alpha() > 0 and tall.pixelColor(30, 79).alpha() > 0
    assert tall.pixelColor(3, 75).alpha() == 0  # narrower than its rect


# ---- badges --------------------------------------------------------------------------------------
def test_badges_show_the_companys_name_where_it_fits(qapp):
    for company in COMPANIES:
        with card_art.recording_text() as drawn:
            render(lambda p, r: paint_logo(p, r, company), (180, 44))
        assert " ".join(t for t, _px, _role in drawn) == cards.COMPANIES[company][0]
        assert all(px >= MIN_TEXT_PX - 0.01 for _t, px, _role in drawn)
        sizes = {round(px, 2) for _t, px, _role in drawn}
        assert len(sizes) == 1
        for small in ((40, 40), (60, 20)):
            with card_art.recording_text() as drawn:
                image = render(lambda p, r: paint_logo(p, r, company), small)
            assert drawn == [] and painted_share(image) > 0.8
        with card_art.recording_text() as drawn:
            render(lambda p, r: paint_logo(p, r, company, name=False), (180, 44))
        assert drawn == []
    # one name size for every company on badges of one size
    sizes = set()
    for company in COMPANIES:
        with card_art.recording_text() as drawn:
            render(lambda p, r: paint_logo(p, r, company), (150, 40))
        sizes |= {round(px, 2) for _t, px, _role in drawn}
    assert len(sizes) == 1
    badges = [render(lambda p, r, k=k: paint_logo(p, r, k, name=False), (80, 40)) for k in COMPANIES]
    for a, b in itertools.combinations(COMPANIES, 2):
        assert difference(badges[a], badges[b], grey) > 3.0, (a, b)
