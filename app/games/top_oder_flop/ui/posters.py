"""Top oder Flop's five invented films (our own art): their titles, colours and emblems, and a
poster for each — a small vector illustration with the title under it — with its "Last Take" side
(the poster turned over when the film is finished: a clapperboard with the title).

An illustration is drawn in a frame 100 units wide (`_unit_frame`), so that its shapes keep their
proportions at any size; titles and captions are drawn in real pixels, never below MIN_TEXT_PX
(posters read from about 70 to 400 pixels wide).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from app.core.i18n import N_, _
from app.games.top_oder_flop.ui.poster_pictures import ILLUSTRATIONS, disc, paint_emblem, unit_frame
from app.ui.items.card_art import min_text_px, draw_text, ink_on, left_out, polygon, text_scale, text_width

#: the films, in the order the cards name them
FILMS: tuple[str, ...] = ("AA", "TT", "RR", "DD", "CC")
#: their titles: proper names, the same in every language (never translated)
FILM_TITLES: dict[str, str] = {"AA": "Arabische Abenteuer", "TT": "Tanjas Traum", "RR": "Rauchende Revolver",
                               "DD": "Draculas Diner", "CC": "Coole Cops"}
#: a colour per film (Paul Tol's "bright" scheme without its green: apart for the common colour-vision
#: deficiencies, and none of them the felt's green)
FILM_COLORS: dict[str, str] = {"AA": "#CCBB44", "TT": "#66CCEE", "RR": "#EE6677", "DD": "#AA3377", "CC": "#4477AA"}
POSTER_ASPECT = 0.68
#: the caption of a finished film's turned poster (the German rules: „Letzte Klappe“)
LAST_TAKE = N_("Last Take")


#: a poster narrower than this (pixels at text size 100 %, times the text size: `_narrow`) has thin
#: margins, which leave its titles 0.89 of its width
NARROW = 120.0


def _narrow(w: float) -> bool:
    return w < NARROW * text_scale()


def least_poster_width() -> float:
    """The narrowest poster on which every title (and the turned side's title) is drawn: its longest
    word at MIN_TEXT_PX, not bold, in the title box `paint_poster` and `_last_take` leave (0.89 of a
    narrow poster's width)."""
    word = max(text_width(w, min_text_px(), False) for title in FILM_TITLES.values() for w in title.split())
    return word / 0.89 + 1.0


def _front_band(w: float, h: float) -> QRectF:
    """The title band of a poster `w` by `h` at the origin (room for a title on two lines)."""
    m = w * (0.03 if _narrow(w) else 0.05)
    band_h = max(h * 0.24, min_text_px() * 2.75)
    return QRectF(m, h - m - band_h, w - 2 * m, band_h)


def picture_bottom(w: float, h: float) -> float:
    """How far down a poster `w` by `h` its picture goes (to its title band's top)."""
    return _front_band(w, h).top()


def _front_title(band: QRectF, w: float) -> QRectF:
    return band.adjusted(w * 0.02, band.height() * 0.04, -w * 0.02, -band.height() * 0.04)


def _slate(w: float, h: float) -> tuple[QRectF, float, QRectF, QRectF, QRectF, QRectF]:
    """The turned side of a poster `w` by `h` at the origin: the clapperboard, its arm's height, the
    slate, the caption's box, the title's box and the emblem's (empty on a narrow poster)."""
    small = _narrow(w)
    inner = QRectF(0, 0, w, h).adjusted(*(d * w * (0.03 if small else 0.05) for d in (1, 1, -1, -1)))
    side = 0.0 if small else w * 0.02
    board = QRectF(inner.left() + side, inner.top() + h * 0.15, inner.width() - 2 * side, inner.height() - h * 0.16)
    arm_h = h * 0.07
    slate = board.adjusted(0, arm_h, 0, 0)
    pad = w * (0.025 if small else 0.05)
    text = slate.adjusted(pad, pad, -pad, -pad)
    # the caption over a chalk line, the title under it, and (when there is room) the film's emblem
    shares = (0.47, 0.03, 0.5, 0.0) if small else (0.4, 0.06, 0.4, 0.14)  # small: two lines each
    cap_box = QRectF(text.left(), text.top(), text.width(), text.height() * shares[0])
    title_box = QRectF(text.left(), cap_box.bottom() + text.height() * shares[1], text.width(),
                       text.height() * shares[2])
    emblem = QRectF(text.left(), title_box.bottom(), text.width(), text.height() * shares[3])
    return board, arm_h, slate, cap_box, title_box, emblem


@lru_cache(maxsize=64)
def least_poster_height(w: float, caption: str) -> float:
    """The lowest poster `w` wide (whole pixels) on which every film's title and the turned side's
    `caption` (translated) and title are drawn at `min_text_px()` or more."""
    h = 40.0
    while h < 1000:
        front = _front_title(_front_band(w, h), w)
        _board, _arm, _slate_rect, cap_box, title_box, _emblem = _slate(w, h)
        if (fit_lines(caption, cap_box, max(min_text_px(), w * 0.13)) is not None
                and all(fit_lines(t, box, max(min_text_px(), w * k)) is not None
                        for t in FILM_TITLES.values() for box, k in ((front, 0.13), (title_box, 0.1)))):
            return h
        h += 1.0
    return h


def film_color(film: str) -> QColor:
    return QColor(FILM_COLORS[film])


def _splits(words: list[str], n: int):
    """Every way to break `words` into `n` non-empty lines."""
    if n == 1:
        yield [" ".join(words)]
        return
    for k in range(1, len(words) - n + 2):
        for rest in _splits(words[k:], n - 1):
            yield [" ".join(words[:k])] + rest


def fit_lines(text: str, box: QRectF, max_px: float, max_lines: int = 2,
              weights: tuple[bool, ...] = (True, False),
              least: float | None = None) -> tuple[list[str], float, bool] | None:
    """The biggest layout of `text` in `box` (lines, pixel size, bold) at most `max_px`, on one line
    or broken at spaces on up to `max_lines`; in the first of `weights` (bold or not) that makes it no
    smaller than `least` (min_text_px() unless told); None when none does."""
    least = min_text_px() if least is None else least
    words = text.split()
    for bold in weights:
        best = None
        for n in range(1, min(max_lines, len(words)) + 1):
            px = min(max_px, box.height() / (1.18 * n))
            for lines in _splits(words, n):
                widest = max(text_width(line, px, bold) for line in lines)
                fitted = min(px, px * box.width() / widest) if widest > 0 else px
                if best is None or fitted > best[1] + 0.25:
                    best = (lines, fitted, bold)
        if best is not None and best[1] >= least:
            return best
    return None


def draw_lines(p: QPainter, box: QRectF, layout: tuple[list[str], float, bool], color: QColor,
               outline: QColor | None = None, role: str = "title") -> None:
    lines, px, bold = layout
    row = box.height() / len(lines)
    for k, line in enumerate(lines):
        draw_text(p, QRectF(box.left(), box.top() + k * row, box.width(), row), line, px, color, outline,
                  max(1.0, px * 0.12) if outline is not None else 0.0, bold=bold, role=role)


# ---- emblems: one-colour silhouettes in the unit square -----------------------------------------
# ---- the poster -------------------------------------------------------------------------------
def paint_poster(p: QPainter, rect: QRectF, film: str, last_take: bool = False, caption: str | None = None) -> None:
    """The film's poster filling `rect` (portrait, about POSTER_ASPECT): its picture over its title,
    or turned over (`last_take`): a clapperboard with the title and `caption` (default: "Last Take",
    translated)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    color = film_color(film)
    outline = QPainterPath()
    outline.addRoundedRect(rect, w * 0.03, w * 0.03)
    p.fillPath(outline, QColor("#17141c"))
    m = w * (0.03 if _narrow(w) else 0.05)
    band = _front_band(w, h).translated(rect.topLeft())
    pic = QRectF(rect.left() + m, rect.top() + m, w - 2 * m, band.top() - m * 0.6 - rect.top() - m)
    if last_take:
        _last_take(p, rect, film, _(LAST_TAKE) if caption is None else caption)
    else:
        p.save()
        p.setClipRect(pic)
        H = unit_frame(p, pic)
        ILLUSTRATIONS[film](p, H)
        p.restore()
        p.setPen(QPen(color, max(1.0, w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(pic)
        g = QLinearGradient(band.topLeft(), band.bottomLeft())
        g.setColorAt(0, color.lighter(115))
        g.setColorAt(1, color.darker(115))
        p.fillRect(band, QBrush(g))
        title = _front_title(band, w)
        layout = fit_lines(FILM_TITLES[film], title, max(min_text_px(), w * 0.13))
        if layout is not None:
            ink = ink_on(color)
            draw_lines(p, title, layout, ink, QColor(0, 0, 0, 90) if ink.lightness() > 128 else None)
        else:
            left_out(FILM_TITLES[film], "title")
    p.setPen(QPen(QColor("#050407"), max(1.0, w * 0.01)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)
    p.restore()


def _last_take(p: QPainter, rect: QRectF, film: str, caption: str) -> None:
    """The turned poster: the film's colour, darkened, behind a clapperboard; on its slate in chalk
    the caption and the title, and the film's emblem."""
    w, h = rect.width(), rect.height()
    color = film_color(film)
    inner = rect.adjusted(*(d * w * (0.03 if _narrow(w) else 0.05) for d in (1, 1, -1, -1)))
    bg = QRadialGradient(inner.center(), inner.height() * 0.7)
    bg.setColorAt(0, color.darker(160))
    bg.setColorAt(1, color.darker(320))
    p.fillRect(inner, QBrush(bg))
    board, arm_h, slate, cap_box, title_box, emblem = (r.translated(rect.topLeft()) if isinstance(r, QRectF) else r
                                                       for r in _slate(w, h))
    # the clapper's arm, a little open, hinged at the left
    p.save()
    hinge = QPointF(board.left(), board.top())
    p.translate(hinge)
    p.rotate(-13)
    _stripes(p, QRectF(0, -arm_h, board.width(), arm_h), "#f4f1ea", "#1c1a20")
    p.restore()
    _stripes(p, QRectF(board.left(), board.top(), board.width(), arm_h), "#f4f1ea", "#1c1a20")
    path = QPainterPath()
    path.addRoundedRect(slate, w * 0.025, w * 0.025)
    p.fillPath(path, QColor("#2a2a30"))
    p.strokePath(path, QPen(QColor("#101014"), max(1.0, w * 0.012)))
    disc(p, hinge, max(1.0, w * 0.022), "#9aa0a8")
    cap = fit_lines(caption, cap_box, max(min_text_px(), w * 0.13))
    if cap is not None:
        draw_lines(p, cap_box, cap, QColor(color.lighter(125)), role="text")
    else:
        left_out(caption)
    line_y = (cap_box.bottom() + title_box.top()) / 2
    p.setPen(QPen(QColor(244, 241, 234, 140), max(1.0, w * 0.008)))
    p.drawLine(QPointF(cap_box.left(), line_y), QPointF(cap_box.right(), line_y))
    title = fit_lines(FILM_TITLES[film], title_box, max(min_text_px(), w * 0.1))
    if title is not None:
        draw_lines(p, title_box, title, QColor("#f4f1ea"))
    else:
        left_out(FILM_TITLES[film], "title")
    if not emblem.isEmpty():
        paint_emblem(p, emblem.adjusted(0, emblem.height() * 0.15, 0, -emblem.height() * 0.1), film, color.lighter(110))


def _stripes(p: QPainter, box: QRectF, light: str, dark: str) -> None:
    """A clapper's bar: slanted light and dark stripes."""
    p.save()
    path = QPainterPath()
    path.addRoundedRect(box, box.height() * 0.15, box.height() * 0.15)
    p.fillPath(path, QColor(dark))
    p.setClipPath(path)
    step = box.height() * 1.3
    x = box.left() - box.height()
    while x < box.right():
        p.fillPath(polygon((x, box.bottom()), (x + step * 0.5, box.bottom()), (x + step * 0.5 + box.height(), box.top()),
                         (x + box.height(), box.top())), QColor(light))
        x += step
    p.restore()
    p.strokePath(path, QPen(QColor("#101014"), max(0.8, box.height() * 0.06)))
