"""Top 3's painted art (app/games/top3/ui/art*.py): every drawing paints at a small, a middle and a
large size and at device pixel ratio 2; no text is smaller than MIN_TEXT_PX (a word wider than its
box: WORD_MIN_PX) or wider than its card, also for long German names on a card 60 pixels wide; a word
is never broken with a hyphen it does not have (issue 26: "Schnee-wittchen"); the seat
colours stay apart for colour-blind eyes and the seats differ also in grey (their shapes); the
states of a hand card, the six order cards, the three bet cards, the ten category icons and the
two verdicts all look different; a card's emblem is its own and the same every time."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from app.games.top3.ui import art
from app.games.top3.ui.art_base import WORD_MIN_PX, fit_text, own_pieces
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX, text_width
from tests.games.top_pop.test_art import VISION, _lab, colours, difference, grey, painted_share, seen_with

CARD_SIZES = [(60, 86), (120, 171), (300, 429)]
TOKEN_SIZES = [(14, 14), (32, 32), (120, 120)]
LONG_CITIES = [("Rio de Janeiro", "Rio de Janeiro", "Brasilien"), ("Copenhagen", "Kopenhagen", "Dänemark"),
               ("Buenos Aires", "Buenos Aires", "Argentinien"), ("London", "London", "Vereinigtes Königreich")]
LONG_FILMS = [("The Shawshank Redemption", "Die Verurteilten", "The Shawshank Redemption"),
              ("Snow White and the Seven Dwarfs", "Schneewittchen und die sieben Zwerge", ""),
              ("Jaws", "Der weiße Hai", "Jaws")]
VALUES = [("metropolen", "travel_allowance", "Tagegeld für Dienstreisen", "598 $ pro Tag", "US Dept of State per diem",
           "2026"),
          ("metropolen", "population", "Einwohner", "8.961.989 Einwohner", "GeoNames", "2024"),
          ("metropolen", "mean_temperature", "Mittlere Temperatur", "8,4 °C", "world-temperature-data", "1981-2010"),
          ("films", "worldwide_gross", "Einspielergebnis weltweit", "2.923,7 Mio. $", "Box Office Mojo", "2025"),
          ("films", "oscars", "Oscars", "11 Oscars", "Academy Awards Database", "2024")]
BETS = {"everyone": "Alle haben recht", "only_me": "Nur ich habe recht", "nobody": "Keiner hat recht"}
CATEGORY_NAMES = {"tallest_building": "Höchstes Gebäude", "mean_temperature": "Mittlere Temperatur",
                  "days_off": "Freie Tage", "travel_allowance": "Tagegeld für Dienstreisen", "population": "Einwohner",
                  "year": "Erscheinungsjahr", "running_time": "Laufzeit", "oscars": "Oscars",
                  "worldwide_gross": "Einspielergebnis weltweit", "budget": "Budget"}


def render(paint, size, dpr: float = 1.0, ground=None, margin: int = 0) -> QImage:
    """`paint(painter, rect)` into an image `size` large (plus a clear `margin` round it)."""
    w, h = size
    image = QImage(int((w + 2 * margin) * dpr), int((h + 2 * margin) * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(ground if ground is not None else Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(margin, margin, w, h))
    painter.end()
    return image


def cards() -> list[tuple[str, object]]:
    """(label, paint) for every card of the game, with the longest German texts."""
    out = []
    for k, (cid, name, country) in enumerate(LONG_CITIES):
        out.append((f"city {cid}", lambda p, r, c=cid, n=name, d=country, k=k: art.paint_card_name(
            p, r, "metropolen", c, n, d, number=k % 3 + 1)))
    for k, (cid, title, original) in enumerate(LONG_FILMS):
        out.append((f"film {cid}", lambda p, r, c=cid, n=title, d=original, k=k: art.paint_card_name(
            p, r, "films", c, n, d, number=k % 3 + 1)))
    for k, (theme, cat, cname, value, source, year) in enumerate(VALUES):
        cid, name = ("Rio de Janeiro", "Rio de Janeiro") if theme == "metropolen" else LONG_FILMS[1][:2]
        out.append((f"value {cat}", lambda p, r, a=(theme, cid, name, cat, cname, value, source, year), k=k:
                    art.paint_card_value(p, r, *a, number=k % 3 + 1)))
    for theme in art.THEMES:
        out.append((f"back {theme}", lambda p, r, t=theme: art.paint_card_back(p, r, t)))
        out.append((f"category back {theme}", lambda p, r, t=theme: art.paint_category_back(p, r, t)))
        for cat in art.THEME_CATEGORIES[theme]:
            out.append((f"category {cat}", lambda p, r, t=theme, c=cat: art.paint_category(p, r, t, c,
                                                                                           CATEGORY_NAMES[c])))
    out += [(f"number {n}", lambda p, r, n=n: art.paint_number(p, r, n)) for n in (1, 2, 3)]
    for seat in range(4):
        out += [(f"order {seat} {o}", lambda p, r, s=seat, o=o: art.paint_order(p, r, s, o)) for o in art.ORDERS]
        out += [(f"bet {seat} {a}", lambda p, r, s=seat, a=a: art.paint_bet(p, r, s, a, BETS[a])) for a in BETS]
        out.append((f"seat back {seat}", lambda p, r, s=seat: art.paint_seat_back(p, r, s)))
    return out


def tokens() -> list[tuple[str, object]]:
    out = []
    for seat in range(4):
        out.append((f"chosen {seat}", lambda p, r, s=seat: art.paint_chosen_marker(p, r, s)))
        out.append((f"waiting {seat}", lambda p, r, s=seat: art.paint_waiting_marker(p, r, s)))
    out += [("right", lambda p, r: art.paint_verdict(p, r, True)), ("wrong", lambda p, r: art.paint_verdict(p, r, False))]
    return out


# ---- everything paints ----------------------------------------------------------------------------
@pytest.mark.parametrize("size, dpr", [(CARD_SIZES[0], 1.0), (CARD_SIZES[0], 2.0), (CARD_SIZES[1], 1.0),
                                       (CARD_SIZES[2], 1.0), (CARD_SIZES[2], 2.0)])
def test_every_card_paints_and_covers_its_card(qapp, size, dpr):
    for label, paint in cards():
        image = render(paint, size, dpr)
        assert image.width() == int(size[0] * dpr), label
        assert painted_share(image) > 0.9, label
        assert image.pixelColor(image.width() // 2, image.height() - 3).alpha() > 200, label
        assert len(colours(image)) > 12, label


@pytest.mark.parametrize("size", TOKEN_SIZES)
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_markers_and_verdicts_paint_a_round_token(qapp, size, dpr):
    for label, paint in tokens():
        image = render(paint, size, dpr)
        share = painted_share(image)
        assert 0.45 < share < 0.95, (label, size, share)
        assert image.pixelColor(0, 0).alpha() == 0, label  # the corners stay clear
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() > 200, label


@pytest.mark.parametrize("count", [0, 1, 5, 17])
def test_a_won_pile_shows_its_count(qapp, count):
    for theme, size in itertools.product(art.THEMES, [(40, 70), (90, 150)]):
        with card_art.recording_text() as drawn:
            image = render(lambda p, r: art.paint_won_pile(p, r, count, theme), size)
        assert [t for t, _px, role in drawn if role == "value"] == [str(count)]
        assert all(px >= MIN_TEXT_PX - 0.01 for _t, px, _role in drawn)
        assert painted_share(image) > (0.05 if count == 0 else 0.5), (theme, size, count)
    one, many = (render(lambda p, r, n=n: art.paint_won_pile(p, r, n, "metropolen"), (90, 150)) for n in (1, 5))
    assert difference(one, many) > 3.0  # more cards, a higher stack


def test_text_is_drawn_twice_as_large_at_pixel_ratio_2(qapp):
    sizes = []
    for dpr in (1.0, 2.0):
        with card_art.recording_text() as drawn:
            render(lambda p, r: art.paint_order(p, r, 0, "132"), (120, 171), dpr)
        sizes.append([px for _t, px, _role in drawn])
    assert sizes[1] == pytest.approx([2 * px for px in sizes[0]])


# ---- text fits --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", CARD_SIZES)
def test_no_text_is_too_small_or_wider_than_its_card(qapp, size):
    """Every text is at least MIN_TEXT_PX (one with a word wider than three quarters of the card at
    that size, at least WORD_MIN_PX) and no wider than the card; nothing is painted outside the card
    (a text that ran over its edge would be)."""
    w, h = size
    for label, paint in cards():
        with card_art.recording_text() as drawn:
            image = render(paint, size, margin=12)
        words = [word for text, _px, role in drawn for word in text.split()]
        for text, px, role in drawn:
            long = role in ("title", "text") and max(text_width(word, MIN_TEXT_PX, False) for word in words) > w * 0.75
            if role != "decor":
                assert px >= (WORD_MIN_PX if long else MIN_TEXT_PX) - 0.01, (label, size, text, px)
            assert text_width(text, px, bold=False) <= w, (label, size, text, px)
        outside = [(x, y) for x in range(image.width()) for y in (2, image.height() - 3)] + \
            [(x, y) for y in range(image.height()) for x in (2, image.width() - 3)]
        assert all(image.pixelColor(x, y).alpha() == 0 for x, y in outside), (label, size)


def _read(drawn, role: str) -> str:
    """The words drawn in `role`, words broken after their own hyphens joined again."""
    return " ".join(t for t, _px, r in drawn if r == role).replace("- ", "-")


def _whole_or_cut(read: str, text: str) -> bool:
    """`read` is `text`, or (on a card smaller than the table ever lays out at 800x600) elided with
    '…': never a word broken with a hyphen it does not have."""
    return read == text or ("…" in read and read.count("-") == text.count("-"))


@pytest.mark.parametrize("size", CARD_SIZES)
def test_long_german_names_are_whole_never_broken(qapp, size):
    """Whole from the smallest cards the table lays out at 800x600 (84 px and wider: tests/ui/
    test_fit26_top3.py); on a card 60 pixels wide a name whose longest word does not fit at
    WORD_MIN_PX is elided, never broken with a hyphen."""
    whole = _whole_or_cut if size[0] < 80 else str.__eq__
    for cid, name, _country in LONG_CITIES:
        with card_art.recording_text() as drawn:
            render(lambda p, r: art.paint_card_name(p, r, "metropolen", cid, name, number=1), size)
        assert whole(_read(drawn, "title"), name), (size, drawn)
    with card_art.recording_text() as drawn:
        render(lambda p, r: art.paint_card_name(p, r, "films", "The Shawshank Redemption", "Die Verurteilten"), size)
    assert whole(_read(drawn, "title"), "Die Verurteilten"), (size, drawn)
    for cat, name in CATEGORY_NAMES.items():
        theme = "metropolen" if cat in art.THEME_CATEGORIES["metropolen"] else "films"
        with card_art.recording_text() as drawn:
            render(lambda p, r: art.paint_category(p, r, theme, cat, name), size)
        assert whole(_read(drawn, "title"), name), (size, cat, drawn)
    for advance, text in BETS.items():
        with card_art.recording_text() as drawn:
            render(lambda p, r: art.paint_bet(p, r, 3, advance, text), size)
        assert _read(drawn, "text") == text, (size, advance, drawn)


@pytest.mark.parametrize("size", CARD_SIZES)
def test_the_value_side_shows_the_whole_value_and_the_year(qapp, size):
    for theme, cat, cname, value, source, year in VALUES:
        with card_art.recording_text() as drawn:
            render(lambda p, r: art.paint_card_value(p, r, theme, "Rio de Janeiro", "Rio de Janeiro", cat, cname, value,
                                                     source, year, number=2), size)
        assert _read(drawn, "value") == value, (size, drawn)
        assert [t for t, _px, role in drawn if role == "index"] == ["2"]
        small = [t for t, _px, role in drawn if role == "small"]
        if size[0] >= 120 or len(year) <= 4:
            assert small[-1:] == [year], (size, drawn)
        if size[0] >= 300:
            squashed = "".join(small[:-1]).replace(" ", "").replace("-", "")
            assert squashed == source.replace(" ", "").replace("-", ""), (size, drawn)
        assert not any(t.endswith("…") for t, _px, _role in drawn if _role in ("value", "small")), drawn
        if size[0] >= 120:
            assert _read(drawn, "text") == cname, (size, drawn)


def test_a_country_or_an_original_title_is_left_out_rather_than_cut(qapp):
    with card_art.recording_text() as drawn:
        render(lambda p, r: art.paint_card_name(p, r, "metropolen", "London", "London", "Vereinigtes Königreich"),
               (60, 86))
    assert [t for t, _px, role in drawn if role == "text"] == []
    with card_art.recording_text() as drawn:
        render(lambda p, r: art.paint_card_name(p, r, "metropolen", "London", "London", "Vereinigtes Königreich"),
               (300, 429))
    assert _read(drawn, "text") == "Vereinigtes Königreich"
    with card_art.recording_text() as drawn:
        render(lambda p, r: art.paint_card_name(p, r, "films", "Jaws", "Der weiße Hai", "Jaws"), (300, 429))
    assert (_read(drawn, "title"), _read(drawn, "text")) == ("Der weiße Hai", "Jaws")


def test_fitting_shrinks_then_breaks_at_own_hyphens_then_shrinks_a_long_word_then_elides(qapp):
    lines, px, bold = fit_text("Rio de Janeiro", 200, 40, 20)  # (fonts need the application)
    assert (lines, px, bold) == (["Rio de Janeiro"], 20, True)
    lines, px, _bold = fit_text("Rio de Janeiro", 80, 60, 20)
    assert len(lines) == 2 and px <= 20 and all(text_width(line, px) <= 80 for line in lines)
    tail = text_width("Württemberg", MIN_TEXT_PX, False) + 1
    assert fit_text("Baden-Württemberg", tail, 40, 20) == (["Baden-", "Württemberg"], MIN_TEXT_PX, False)
    wide = text_width("Kopenhagen", MIN_TEXT_PX, False)
    lines, px, _bold = fit_text("Kopenhagen", wide - 4, 40, 20)
    assert lines == ["Kopenhagen"] and WORD_MIN_PX <= px < MIN_TEXT_PX
    assert fit_text("Kopenhagen", wide - 4, 40, 20, overflow="drop", least=MIN_TEXT_PX)[0] == []
    lines, px, _bold = fit_text("Kopenhagen", wide * WORD_MIN_PX / MIN_TEXT_PX - 4, 40, 20)
    assert px == MIN_TEXT_PX and lines[0].endswith("…") and "-" not in lines[0]
    lines, px, _bold = fit_text("Schneewittchen und die sieben Zwerge", 50, 40, 20, max_lines=3)
    assert lines[-1].endswith("…") and all(text_width(line, px, False) <= 50 for line in lines)
    assert fit_text("Vereinigtes Königreich", 50, 14, 12, 1, overflow="drop")[0] == []
    assert fit_text("8.961.989", 30, 14, 12, 1, overflow="squeeze")[0] == ["8.961.989"]
    assert fit_text("", 50, 50, 12) == ([], 0.0, True) and fit_text("a", 50, 5, 12)[0] == []
    with pytest.raises(ValueError):
        fit_text("a", 50, 50, 12, overflow="wrap")


def test_words_break_only_after_their_own_hyphens():
    assert own_pieces("Baden-Württemberg") == ["Baden-\x02", "Württemberg"]
    assert own_pieces("Extra-Terrestrial") == ["Extra-\x02", "Terrestrial"]
    assert own_pieces("Schneewittchen") == ["Schneewittchen"] and own_pieces("–") == ["–"]
    assert own_pieces("1-2-3") == ["1-\x02", "2-\x02", "3"]


# ---- seats ------------------------------------------------------------------------------------------
def test_seat_colours_stay_apart_for_colour_blind_eyes():
    assert len(art.SEAT_COLORS) == len(set(art.SEAT_SYMBOLS)) == 4
    assert [art.seat_color(k).name() for k in range(4)] == list(art.SEAT_COLORS)
    for name, vision in VISION.items():
        for a, b in itertools.combinations(art.SEAT_COLORS, 2):
            de = math.dist(_lab(a, vision), _lab(b, vision))
            assert de >= 20, (name, a, b, round(de, 1))
    hues = [QColor(c).hueF() for c in art.SEAT_COLORS]  # red, blue, green, yellow
    assert hues[0] < 0.05 or hues[0] > 0.95
    assert 0.55 < hues[1] < 0.7 and 0.25 < hues[2] < 0.45 and 0.1 < hues[3] < 0.18


def test_seats_differ_as_seen_with_any_vision_and_in_grey(qapp):
    """A seat's order cards, backs and markers differ from every other seat's as seen with each
    colour-vision deficiency, and also in grey: each seat has its own shape on them."""
    painters = [lambda p, r, s: art.paint_order(p, r, s, "213"), lambda p, r, s: art.paint_seat_back(p, r, s),
                lambda p, r, s: art.paint_bet(p, r, s, "nobody", BETS["nobody"])]
    for paint in painters:
        images = [render(lambda p, r, s=s: paint(p, r, s), (50, 72)) for s in range(4)]
        for a, b in itertools.combinations(range(4), 2):
            for vision in VISION.values():
                assert difference(images[a], images[b], seen_with(vision)) > 8.0, (a, b)
            assert difference(images[a], images[b], grey) > 2.0, (a, b)
    markers = [render(lambda p, r, s=s: art.paint_chosen_marker(p, r, s), (40, 40)) for s in range(4)]
    for a, b in itertools.combinations(range(4), 2):
        assert difference(markers[a], markers[b], grey) > 1.5, (a, b)
    white = QColor("#ffffff")
    shapes = [render(lambda p, r, s=s: art.paint_seat_symbol(p, r, s, QColor("#000000")), (40, 40), ground=white)
              for s in range(4)]
    for a, b in itertools.combinations(range(4), 2):
        assert difference(shapes[a], shapes[b]) > 12.0, (a, b)


def test_order_cards_read_their_order(qapp):
    images = {}
    for order in art.ORDERS:
        for size in CARD_SIZES:
            with card_art.recording_text() as drawn:
                image = render(lambda p, r: art.paint_order(p, r, 1, order), size)
            assert [t for t, _px, role in drawn if role == "value"] == ["-".join(order)], drawn
            if size[0] >= 120:  # the bars are labelled with the cards' numbers, ranked first on top
                assert [t for t, _px, role in drawn if role == "index"] == list(order)
            if size[0] == 60:
                images[order] = image
    assert art.order_text("312") == "3-1-2"
    for a, b in itertools.combinations(art.ORDERS, 2):
        assert difference(images[a], images[b]) > 1.0, (a, b)
    with pytest.raises(ValueError):
        art.paint_order(QPainter(), QRectF(0, 0, 10, 10), 0, "111")


def test_the_states_of_a_hand_card_differ(qapp):
    for paint in (lambda p, r, st: art.paint_order(p, r, 2, "123", st),
                  lambda p, r, st: art.paint_bet(p, r, 2, "everyone", BETS["everyone"], st),
                  lambda p, r, st: art.paint_seat_back(p, r, 2, st)):
        images = {st: render(lambda p, r, st=st: paint(p, r, st), (90, 129)) for st in art.STATES}
        for a, b in itertools.combinations(art.STATES, 2):
            assert difference(images[a], images[b]) > 2.0, (a, b)
        assert difference(images["normal"], images["selected"], grey) > 3.0  # its tab and rim, also in grey
    with pytest.raises(ValueError):
        art.paint_order(QPainter(), QRectF(0, 0, 10, 10), 0, "123", "pressed")


def test_a_face_down_card_does_not_tell_whether_it_is_an_order_or_a_bet(qapp):
    """There is one back for a seat's order and bet cards; it shows no words."""
    with card_art.recording_text() as drawn:
        render(lambda p, r: art.paint_seat_back(p, r, 0), (300, 429))
    assert drawn == []


def test_bet_cards_differ_in_their_picture(qapp):
    white = QColor("#ffffff")
    icons = {a: render(lambda p, r, a=a: art.paint_bet_icon(p, r, a), (60, 60), ground=white) for a in art.ADVANCES}
    for a, b in itertools.combinations(art.ADVANCES, 2):
        assert difference(icons[a], icons[b], grey) > 8.0, (a, b)
    with pytest.raises(ValueError):
        art.paint_bet_icon(QPainter(), QRectF(0, 0, 10, 10), "sometimes")


def test_right_and_wrong_differ_without_colour_vision(qapp):
    right, wrong = (render(lambda p, r, v=v: art.paint_verdict(p, r, v), (40, 40)) for v in (True, False))
    assert difference(right, wrong, grey) > 4.0  # a check and a cross
    for vision in VISION.values():
        assert difference(right, wrong, seen_with(vision)) > 8.0


# ---- cards and icons --------------------------------------------------------------------------------
def test_the_ten_category_icons_differ_in_shape(qapp):
    white, black = QColor("#ffffff"), QColor("#000000")
    assert len(art.CATEGORY_ICONS) == 10 and set(art.CATEGORY_COLORS) == set(art.CATEGORY_ICONS)
    assert sorted(art.THEME_CATEGORIES["metropolen"] + art.THEME_CATEGORIES["films"]) == sorted(art.CATEGORY_ICONS)
    icons = {c: render(lambda p, r, c=c: art.paint_category_icon(p, r, c, black), (48, 48), ground=white)
             for c in art.CATEGORY_ICONS + ("unknown",)}
    for a, b in itertools.combinations(icons, 2):
        assert difference(icons[a], icons[b], grey) > 6.0, (a, b)


def test_a_cards_emblem_is_its_own_and_the_same_every_time(qapp):
    for theme in art.THEMES:
        ids = ["London", "Paris", "Tokyo", "Rio de Janeiro", "King Kong", "Titanic"]
        images = {i: render(lambda p, r, i=i: art.paint_card_name(p, r, theme, i, "X"), (120, 171)) for i in ids}
        again = render(lambda p, r: art.paint_card_name(p, r, theme, "Paris", "X"), (120, 171))
        assert difference(images["Paris"], again) == 0.0
        for a, b in itertools.combinations(ids, 2):
            assert difference(images[a], images[b]) > 2.0, (theme, a, b)


def test_faces_backs_and_themes_look_different(qapp):
    size = (90, 129)
    city = render(lambda p, r: art.paint_card_name(p, r, "metropolen", "London", "London"), size)
    film = render(lambda p, r: art.paint_card_name(p, r, "films", "London", "London"), size)
    backs = [render(lambda p, r, t=t: art.paint_card_back(p, r, t), size) for t in art.THEMES]
    value = render(lambda p, r: art.paint_card_value(p, r, "metropolen", "London", "London", "population", "Einwohner",
                                                     "8.961.989"), size)
    lit = render(lambda p, r: art.paint_card_value(p, r, "metropolen", "London", "London", "population", "Einwohner",
                                                   "8.961.989", highlight=True), size)
    for a, b in itertools.combinations([city, film, value] + backs, 2):
        assert difference(a, b, grey) > 10.0
    assert difference(value, lit) > 2.0
    numbers = [render(lambda p, r, n=n: art.paint_number(p, r, n), size) for n in (1, 2, 3)]
    for a, b in itertools.combinations(numbers, 2):
        assert difference(a, b, grey) > 2.0
    with pytest.raises(ValueError):
        art.paint_card_back(QPainter(), QRectF(0, 0, 10, 10), "animals")
    with pytest.raises(ValueError):
        art.paint_number(QPainter(), QRectF(0, 0, 10, 10), 4)
