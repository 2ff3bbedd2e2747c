"""Renders every piece of Top 3's art to PNG sheets, to look at (a maintainer's tool, not run by the app).

    QT_QPA_PLATFORM=offscreen python tools/top3_art_sheet.py [out_dir] [--lang de]

Writes <out_dir>/top3_<width>.png (default /tmp/top3art) for card widths 60, 120 and 300: the name and
value sides of both themes (long German names among them), the backs, the category cards, the number
cards, every seat's order and bet cards in the four states, the markers, badges and won piles.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

CITIES = [("London", "London", "Vereinigtes Königreich"), ("Rio de Janeiro", "Rio de Janeiro", "Brasilien"),
          ("Copenhagen", "Kopenhagen", "Dänemark"), ("Moscow", "Moskau", "Russland"),
          ("Buenos Aires", "Buenos Aires", "Argentinien"), ("Auckland", "Auckland", "Neuseeland")]
FILMS = [("The Shawshank Redemption", "Die Verurteilten", "The Shawshank Redemption"), ("King Kong", "King Kong", ""),
         ("Snow White and the Seven Dwarfs", "Schneewittchen und die sieben Zwerge", ""),
         ("Titanic", "Titanic", ""), ("Spirited Away", "Chihiros Reise ins Zauberland", "Sen to Chihiro"),
         ("Jaws", "Der weiße Hai", "Jaws")]
CITY_VALUES = [("tallest_building", "Höchstes Gebäude", "310 m", "CTBUH / Wikipedia", "2013"),
               ("mean_temperature", "Mittlere Temperatur", "8,4 °C", "world-temperature-data (CHELSA)", "1981-2010"),
               ("days_off", "Freie Tage", "30 Tage", "Wikipedia / holidays", "2025"),
               ("travel_allowance", "Tagegeld für Dienstreisen", "598 $ pro Tag", "US Dept of State per diem", "2026"),
               ("population", "Einwohner", "8.961.989 Einwohner", "GeoNames", "2024")]
FILM_VALUES = [("year", "Erscheinungsjahr", "1994", "Wikipedia", "2025"),
               ("running_time", "Laufzeit", "142 min", "Wikipedia", "2025"),
               ("oscars", "Oscars", "11 Oscars", "Academy Awards Database", "2024"),
               ("worldwide_gross", "Einspielergebnis weltweit", "2.923,7 Mio. $", "Box Office Mojo", "2025"),
               ("budget", "Budget", "237,0 Mio. $", "Wikipedia", "2025")]
BETS = [("everyone", "Alle haben recht"), ("only_me", "Nur ich habe recht"), ("nobody", "Keiner hat recht")]


def pieces():
    """(label, painter(p, rect), aspect) for every drawing."""
    from app.games.top3.ui import art

    out = []
    for k, (cid, name, country) in enumerate(CITIES):
        out.append((lambda p, r, c=cid, n=name, d=country, k=k: art.paint_card_name(
            p, r, "metropolen", c, n, d, number=k % 3 + 1, highlight=k == 5), art.ASPECT))
    for k, (cid, title, original) in enumerate(FILMS):
        out.append((lambda p, r, c=cid, n=title, d=original, k=k: art.paint_card_name(
            p, r, "films", c, n, d, number=k % 3 + 1), art.ASPECT))
    for k, (cat, cname, value, source, year) in enumerate(CITY_VALUES):
        cid, name, _country = CITIES[k]
        out.append((lambda p, r, a=(cid, name, cat, cname, value, source, year), k=k: art.paint_card_value(
            p, r, "metropolen", *a, number=k % 3 + 1, highlight=k == 0), art.ASPECT))
    for k, (cat, cname, value, source, year) in enumerate(FILM_VALUES):
        cid, name, _o = FILMS[k]
        out.append((lambda p, r, a=(cid, name, cat, cname, value, source, year), k=k: art.paint_card_value(
            p, r, "films", *a, number=k % 3 + 1), art.ASPECT))
    for theme in art.THEMES:
        out.append((lambda p, r, t=theme: art.paint_card_back(p, r, t), art.ASPECT))
        out.append((lambda p, r, t=theme: art.paint_category_back(p, r, t), art.ASPECT))
    for cat, cname, *_rest in CITY_VALUES:
        out.append((lambda p, r, c=cat, n=cname: art.paint_category(p, r, "metropolen", c, n), art.ASPECT))
    for cat, cname, *_rest in FILM_VALUES:
        out.append((lambda p, r, c=cat, n=cname: art.paint_category(p, r, "films", c, n), art.ASPECT))
    for n in (1, 2, 3):
        out.append((lambda p, r, n=n: art.paint_number(p, r, n), art.ASPECT))
    for seat in range(4):
        for k, order in enumerate(art.ORDERS):
            state = art.STATES[k % 4] if k < 4 else "normal"
            out.append((lambda p, r, s=seat, o=order, st=state: art.paint_order(p, r, s, o, st), art.ASPECT))
        for k, (advance, text) in enumerate(BETS):
            out.append((lambda p, r, s=seat, a=advance, t=text, k=k: art.paint_bet(
                p, r, s, a, t, ("normal", "selected", "disabled")[k]), art.ASPECT))
        out.append((lambda p, r, s=seat: art.paint_seat_back(p, r, s), art.ASPECT))
        out.append((lambda p, r, s=seat: art.paint_chosen_marker(p, r, s), 1.0))
        out.append((lambda p, r, s=seat: art.paint_waiting_marker(p, r, s), 1.0))
    out.append((lambda p, r: art.paint_verdict(p, r, True), 1.0))
    out.append((lambda p, r: art.paint_verdict(p, r, False), 1.0))
    for count, theme in ((0, "metropolen"), (1, "films"), (4, "metropolen"), (17, "films")):
        out.append((lambda p, r, c=count, t=theme: art.paint_won_pile(p, r, c, t), 0.6))
    return out


def sheet(width: int, out: Path, columns: int = 12) -> Path:
    items = pieces()
    gap = 10
    cell_w, cell_h = width + gap, int(width / 0.6) + gap
    rows = (len(items) + columns - 1) // columns
    image = QImage(columns * cell_w + gap, rows * cell_h + gap, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6b4f"))
    p = QPainter(image)
    for i, (paint, aspect) in enumerate(items):
        x, y = gap + (i % columns) * cell_w, gap + (i // columns) * cell_h
        w = width if aspect <= 1 else width
        h = width / aspect
        if aspect == 1.0:
            w = h = width * 0.6
        paint(p, QRectF(x, y, w, h))
    p.end()
    path = out / f"top3_{width}.png"
    image.save(str(path))
    return path


def main(argv: list[str]) -> None:
    out = Path(argv[1]) if len(argv) > 1 and not argv[1].startswith("--") else Path("/tmp/top3art")
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication(argv[:1])
    for width in (60, 120, 300):
        print(sheet(width, out))


if __name__ == "__main__":
    main(sys.argv)
