"""Top oder Flop's painted art (app/games/top_oder_flop/ui/art.py, posters.py): every card of the deck
paints at a small and a large size and at device pixel ratio 2; what a player must read (the value,
the titles, the Last Take caption) is drawn no smaller than MIN_TEXT_PX; cards that mean different
things look different; the posters are five different pictures with a different turned side."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from app.core import i18n
from app.games.top_oder_flop.ui import posters
from app.games.top_oder_flop.ui.art import ART, CHANGE_LABELS, FILM_COLORS, FILM_TITLES, FILMS, parse_code, value_text
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX

ORDER = ("AA", "TT", "RR", "DD", "CC")
SMALL, LARGE = (40, 57), (300, 430)


def deck_codes() -> list[str]:
    """Every card code of the game: 40 two-film cards (values 1-4 for each of the 10 pairs of films,
    named in the order AA, TT, RR, DD, CC), a 5 for each film, and the six change cards."""
    pairs = [f"{v}:{a}/{b}" for v in range(1, 5) for a, b in itertools.combinations(ORDER, 2)]
    fives = [f"5:{f}" for f in ORDER]
    changes = [f"{sign}3:{act}" for sign in "+-" for act in ("up", "down", "move")]
    assert len(pairs) == 40 and len(set(pairs + fives + changes)) == 51
    return pairs + fives + changes


CODES = deck_codes()


def expected_value(code: str) -> str:
    value = code.split(":")[0]
    return {"+3": "+3", "-3": "\u22123"}.get(value, value)


def render(paint, size: tuple[int, int], dpr: float = 1.0) -> QImage:
    w, h = size
    image = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, w, h))
    painter.end()
    return image


def _grid(image: QImage) -> list[tuple[int, int]]:
    """About 6000 pixels spread over the image (every pixel of a small one)."""
    step = max(1, int((image.width() * image.height() / 6000) ** 0.5))
    return [(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)]


def painted_share(image: QImage) -> float:
    """The share of pixels with paint on them."""
    grid = _grid(image)
    return sum(image.pixel(x, y) >> 24 > 200 for x, y in grid) / len(grid)


def colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x, y in _grid(image)}


def difference(a: QImage, b: QImage) -> float:
    """The mean difference of two images of one size, 0..255 per channel, on a grid of pixels."""
    total, n = 0, 0
    for x in range(0, a.width(), 2):
        for y in range(0, a.height(), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(ca.red() - cb.red()) + abs(ca.green() - cb.green()) + abs(ca.blue() - cb.blue())
            n += 3
    return total / n


def films_of(code: str) -> list[str]:
    card = parse_code(code)
    return list(card.films) if card.kind == "influence" else []


# ---- the deck ---------------------------------------------------------------------------------
def test_codes_are_read_as_the_cards_they_name():
    assert parse_code("3:AA/TT").films == ("AA", "TT") and parse_code("3:AA/TT").value == 3
    assert parse_code("5:DD").films == ("DD",)
    assert (parse_code("-3:move").kind, parse_code("-3:move").value, parse_code("-3:move").act) == ("change", -3, "move")
    for bad in ("5:AA/TT", "3:AA/AA", "0:AA/TT", "4:DD", "+3:left", "3:XX/TT", "+2:up", "", "AA"):
        assert parse_code(bad) is None, bad
    assert all(parse_code(code) is not None for code in CODES)
    assert FILMS == ORDER and set(FILM_TITLES) == set(ORDER)


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_paints_and_covers_its_card(qapp, size, dpr):
    for code in CODES:
        painters = [lambda p, r, c=code: ART.paint_face(p, r, c)]
        painters += [lambda p, r, c=code, f=film: ART.paint_face_for(p, r, c, f) for film in films_of(code)]
        for paint in painters:
            image = render(paint, size, dpr)
            assert image.width() == int(size[0] * dpr)
            # the rounded card fills nearly all of its rectangle (also at a pixel ratio of 2)
            assert painted_share(image) > 0.9, code
            assert image.pixelColor(image.width() // 2, image.height() - 3).alpha() > 200, code
            assert len(colours(image)) > 12, code


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_backs_paint(qapp, dpr):
    for paint in [ART.paint_back] + [lambda p, r, f=f: ART.paint_back_for(p, r, f) for f in FILMS] + \
            [lambda p, r, f=f: ART.paint_back_for(p, r, f, known_value=-3) for f in FILMS]:
        for size in (SMALL, LARGE):
            image = render(paint, size, dpr)
            assert painted_share(image) > 0.9 and len(colours(image)) > 12


def test_the_value_of_every_card_reads_at_40_pixels_wide(qapp):
    for code in CODES:
        painters = [lambda p, r, c=code: ART.paint_face(p, r, c)]
        painters += [lambda p, r, c=code, f=film: ART.paint_face_for(p, r, c, f) for film in films_of(code)]
        for paint in painters:
            with card_art.recording_text() as drawn:
                render(paint, SMALL)
            values = [(text, px) for text, px, role in drawn if role == "value"]
            assert values and values[0][0] == expected_value(code), (code, drawn)
            assert all(px >= MIN_TEXT_PX - 0.01 for _text, px, role in drawn if role != "decor"), (code, drawn)


def test_a_card_shows_no_words_but_its_titles_unless_the_caller_gives_a_label(qapp):
    """No English is baked into a card: what it draws is its value and its films' titles (or their
    initials); a change card's label is only what the caller passed."""
    for code, size in itertools.product(CODES, (SMALL, LARGE)):
        with card_art.recording_text() as drawn:
            render(lambda p, r: ART.paint_face(p, r, code), size)
        titles = " ".join(t for t, _px, role in drawn if role == "title")
        others = [t for t, _px, role in drawn if role not in ("title", "value")]
        assert others == [], (code, others)
        for film in films_of(code):
            assert film in titles.split() or all(word in titles.split() for word in FILM_TITLES[film].split()), (code, titles)
        if not films_of(code):
            assert titles == ""
    for label in ("Flop nach Top", "Eine Karte verschieben"):  # the German labels, the longest
        with card_art.recording_text() as drawn:
            render(lambda p, r: ART.paint_face(p, r, "-3:move", label=label), (150, 214))
        assert " ".join(t for t, _px, role in drawn if role == "text") == label
        assert all(px >= MIN_TEXT_PX for _t, px, _role in drawn)
    with card_art.recording_text() as drawn:  # too small for a label: none, rather than one too small to read
        render(lambda p, r: ART.paint_face(p, r, "-3:move", label="Eine Karte verschieben"), SMALL)
    assert [t for t, _px, role in drawn if role == "text"] == []
    assert set(CHANGE_LABELS) == {"up", "down", "move"}


def test_large_cards_show_whole_titles_small_ones_the_initials(qapp):
    with card_art.recording_text() as drawn:
        render(lambda p, r: ART.paint_face(p, r, "2:RR/CC"), LARGE)
    words = [t for t, _px, role in drawn if role == "title"]
    assert "Rauchende" in " ".join(words) and "Cops" in " ".join(words)
    with card_art.recording_text() as drawn:
        render(lambda p, r: ART.paint_face(p, r, "2:RR/CC"), SMALL)
    assert sorted(t for t, _px, role in drawn if role == "title") == ["CC", "RR"]
    with card_art.recording_text() as drawn:
        render(lambda p, r: ART.paint_back_for(p, r, "DD", known_value=4), SMALL)
    assert ("DD", "title") in [(t, role) for t, _px, role in drawn]
    assert [t for t, px, role in drawn if role == "value" and px >= MIN_TEXT_PX] == ["4"]
    assert value_text(-3) == "\u22123" and value_text(5) == "5"


# ---- cards that mean different things look different -------------------------------------------
def _face(code: str, size=SMALL, film: str | None = None) -> QImage:
    if film is None:
        return render(lambda p, r: ART.paint_face(p, r, code), size)
    return render(lambda p, r: ART.paint_face_for(p, r, code, film), size)


def test_every_two_cards_of_the_deck_look_different(qapp):
    images = {code: _face(code) for code in CODES}
    same = [(a, b) for a, b in itertools.combinations(CODES, 2) if difference(images[a], images[b]) < 1.0]
    assert same == []
    assert difference(images["3:AA/TT"], images["3:RR/CC"]) > 10.0


def _part(image: QImage, top: float, height: float) -> QImage:
    w, h = image.width(), image.height()
    return image.copy(QRect(int(w * 0.2), int(h * top), int(w * 0.6), int(h * height)))


def test_a_change_card_shows_its_sign_and_its_act_as_pictures(qapp):
    """The +3 and −3 differ where the value is; the three acts differ where the picture is (not only
    in their tint)."""
    for size in (SMALL, LARGE):
        images = {code: _face(code, size) for code in CODES if code[0] in "+-"}
        for act in ("up", "down", "move"):
            assert difference(_part(images[f"+3:{act}"], 0.05, 0.3), _part(images[f"-3:{act}"], 0.05, 0.3)) > 10.0
        for sign in "+-":
            for a, b in itertools.combinations(("up", "down", "move"), 2):
                pictures = _part(images[f"{sign}3:{a}"], 0.4, 0.45), _part(images[f"{sign}3:{b}"], 0.4, 0.45)
                assert difference(*pictures) > 30.0, (size, sign, a, b)


def test_a_card_laid_towards_a_film_shows_that_film_on_top(qapp):
    w, h = LARGE
    for code in ("3:AA/TT", "1:DD/CC", "4:TT/RR"):
        first, second = films_of(code)
        plain, towards_first, towards_second = _face(code, LARGE), _face(code, LARGE, first), _face(code, LARGE, second)
        assert difference(towards_first, towards_second) > 10.0
        assert difference(plain, towards_second) > 10.0
        for image, top, bottom in ((towards_first, first, second), (towards_second, second, first)):
            top_ink = image.pixelColor(int(w * 0.04), int(h * 0.2))
            bottom_ink = image.pixelColor(int(w * 0.04), int(h * 0.92))
            assert _close(top_ink, QColor(FILM_COLORS[top]), 45), (code, top, top_ink.name())
            assert not _close(bottom_ink, QColor(FILM_COLORS[top]), 45), (code, bottom, bottom_ink.name())
    # a card the caller lays towards a film not on it is the card as held
    assert difference(_face("3:AA/TT", LARGE, "CC"), _face("3:AA/TT", LARGE)) == 0.0


def _close(a: QColor, b: QColor, limit: int) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= limit


def test_backs_for_films_differ_and_a_known_value_shows(qapp):
    back = render(ART.paint_back, SMALL)
    fors = {f: render(lambda p, r, f=f: ART.paint_back_for(p, r, f), SMALL) for f in FILMS}
    assert all(difference(back, image) > 3.0 for image in fors.values())
    assert all(difference(fors[a], fors[b]) > 1.0 for a, b in itertools.combinations(FILMS, 2))
    known = render(lambda p, r: ART.paint_back_for(p, r, "AA", known_value=3), SMALL)
    assert difference(known, fors["AA"]) > 1.0


#: the colour vision of the common deficiencies, simulated (Machado, Oliveira and Fernandes 2009, severity 1,
#: on linear RGB)
VISION = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _lab(color: str, vision) -> tuple[float, float, float]:
    """`color` as seen with `vision`, in CIELAB (D65)."""
    c = QColor(color)
    lin = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (c.redF(), c.greenF(), c.blueF())]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in vision)
    x, y, z = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, \
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def test_film_colours_stay_apart_for_colour_blind_eyes_and_from_the_felt():
    """Every two films' colours differ by a CIE76 delta E of at least 15, also as seen with each of the
    three common colour-vision deficiencies, and none is near the green felt."""
    assert set(FILM_COLORS) == set(ORDER)
    felt = "#1f6b47"
    for name, vision in VISION.items():
        for a, b in itertools.combinations(ORDER, 2):
            de = math.dist(_lab(FILM_COLORS[a], vision), _lab(FILM_COLORS[b], vision))
            assert de >= 15, (name, a, b, round(de, 1))
        for f in ORDER:
            assert math.dist(_lab(FILM_COLORS[f], vision), _lab(felt, vision)) >= 12, (name, f)


# ---- posters --------------------------------------------------------------------------------------
def _poster(film: str, width: float, last_take: bool = False, caption: str | None = None) -> QImage:
    size = (int(width), int(round(width / posters.POSTER_ASPECT)))
    return render(lambda p, r: ART.paint_poster(p, r, film, last_take, caption=caption), size)


def test_each_poster_is_its_own_picture_and_turns_to_its_last_take(qapp):
    fronts = {f: _poster(f, 160) for f in FILMS}
    backs = {f: _poster(f, 160, last_take=True) for f in FILMS}
    for a, b in itertools.combinations(FILMS, 2):
        assert difference(fronts[a], fronts[b]) > 15.0, (a, b)
        assert difference(backs[a], backs[b]) > 1.0, (a, b)
    for f in FILMS:
        assert difference(fronts[f], backs[f]) > 15.0, f
        assert painted_share(fronts[f]) > 0.95 and len(colours(fronts[f])) > 200


@pytest.mark.parametrize("width", [70, 140, 400])
@pytest.mark.parametrize("language", ["en", "de"])
def test_poster_titles_and_the_caption_read_at_every_size(qapp, width, language):
    with i18n.use(language):
        caption = i18n._(posters.LAST_TAKE)
        for film, last_take in itertools.product(FILMS, (False, True)):
            with card_art.recording_text() as drawn:
                _poster(film, width, last_take)
            title = " ".join(t for t, _px, role in drawn if role == "title")
            assert title == FILM_TITLES[film], (film, width, drawn)
            assert all(px >= MIN_TEXT_PX - 0.01 for _t, px, _role in drawn), (film, width, drawn)
            if last_take:
                assert " ".join(t for t, _px, role in drawn if role == "text") == caption


def test_the_caption_is_the_callers(qapp):
    for width in (70, 200):  # the German caption, also on the smallest poster
        with card_art.recording_text() as drawn:
            _poster("RR", width, last_take=True, caption="Letzte Klappe")
        assert " ".join(t for t, _px, role in drawn if role == "text") == "Letzte Klappe"
        assert all(px >= MIN_TEXT_PX - 0.01 for _t, px, _role in drawn)
    assert difference(_poster("RR", 200, True, "Letzte Klappe"), _poster("RR", 200, True)) > 0.1
    with i18n.use("en"), card_art.recording_text() as drawn:
        _poster("RR", 200, last_take=True)
    assert " ".join(t for t, _px, role in drawn if role == "text") == "Last Take"
