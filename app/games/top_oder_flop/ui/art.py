"""Top oder Flop's card art, drawn with paths and gradients (our own design).

- An influence card ("3:AA/TT", "5:DD") is cream paper with a band of each film's colour at either
  end, its title in it (upside down at the far end, as the printed card is laid towards its film),
  and the value big in the middle, on a disc ringed in the two films' colours. Too small for a
  title, a band shows the film's initials (the codes are the titles' initials: "RR" Rauchende
  Revolver). `paint_face_for` draws it laid towards one film: that title upright and large at the
  top, the other small and faded at the bottom.
- A change card ("+3:up", "-3:move") is a strip of film: sprocket holes down both sides, the +3 or
  −3 big, and its move as a picture: a thumb down to a thumb up (Flop to Top), the reverse, or two
  opposite arrows (move a card); a label under it only when the caller passes one.
- The back is a cinema curtain with a golden film reel; `paint_back_for` shows a face-down card
  in a personal display: the back with its film's title strip (and, optionally, a value all saw).
- The films' posters live in posters.py; `TopOderFlopArt.paint_poster` paints them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient,
                           QTransform)

from app.core.i18n import N_
from app.core.text import signed_points
from app.games.top_oder_flop.ui.posters import (FILM_COLORS, FILM_TITLES, FILMS, POSTER_ASPECT, draw_lines, film_color,
                                                fit_lines, ink_on, paint_emblem, paint_poster)
from app.ui.items.card_art import (min_text_px, CardArt, card_outline, draw_text, paint_card_base, place, star_path,
                                   text_path, text_scale, text_width)
from app.ui.qt_table_pixmaps import cached

__all__ = ["ART", "CHANGE_LABELS", "FILMS", "FILM_COLORS", "FILM_TITLES", "Card", "TopOderFlopArt", "parse_code",
           "value_text"]

#: what each change card does, for a caller that labels it (translate with _() where it is shown)
CHANGE_LABELS: dict[str, str] = {"up": N_("Flop to Top"), "down": N_("Top to Flop"), "move": N_("Move one card")}
ACTS = ("up", "down", "move")
#: the two sides of a film in the Film Display, in Paul Tol's high-contrast pair (apart in any vision)
TOP_COLOR, FLOP_COLOR = QColor("#DDAA33"), QColor("#BB5566")
PAPER, INK = QColor("#fbf6ea"), QColor("#2a2420")
#: the least size (pixels) of a title strip's initials and of a change card's caption on the smallest
#: cards (a personal pile's card at 800x600, a hand card there): smaller than MIN_TEXT_PX rather than
#: cut by the card's edge or left out (issue 26); at the player's text size `least_px()`
LEAST_PX = 9.0
#: the room (pixels) between a strip's initials and its edge at the card's end (the card's clip and
#: border take 1) and its other edge (the line between the strip and the card's middle)
STRIP_EDGE, STRIP_INNER = 1.1, 0.3


@dataclass(frozen=True)
class Card:
    """A card code read: "influence" with its value and one or two films, or "change" with its
    value (+3 or -3) and its act ("up", "down", "move")."""

    kind: str
    value: int
    films: tuple[str, ...] = ()
    act: str | None = None


def parse_code(code: str) -> Card | None:
    """The card a code names, or None for a code that is no card of this game."""
    value, _sep, rest = code.partition(":")
    if code.startswith(("+3:", "-3:")) and rest in ACTS:
        return Card("change", int(value), act=rest)
    films = tuple(rest.split("/"))
    if not value.isdigit() or not all(f in FILMS for f in films):
        return None
    if (len(films) == 1 and value == "5") or (len(films) == 2 and value in "1234" and films[0] != films[1]):
        return Card("influence", int(value), films)
    return None


def value_badge(p: QPainter, rect: QRectF, text: str, fill: QColor, ring: QColor, ink: QColor,
                dashed: bool = False) -> None:
    """A value at a card's bottom right: a round badge where the card is wide enough for it (at most
    0.42 of its width), else a narrow pill with the sign over the number, which stays in the strip a
    card shows from under the one in front of it in a personal pile (a round badge of a narrow card
    was covered there, the sign of '−3' with it)."""
    w = rect.width()
    d = max(w * 0.36, text_width(text, min_text_px()) / 0.8 + 2)
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    p.save()
    p.setBrush(fill)
    if d <= w * 0.42:
        badge = QRectF(rect.right() - d - w * 0.06, rect.bottom() - d - w * 0.06, d, d)
        p.setPen(QPen(ring, max(1.0, d * 0.1), style))
        p.drawEllipse(badge)
        draw_text(p, badge.adjusted(d * 0.1, 0, -d * 0.1, 0), text, max(min_text_px(), d * 0.55), ink, role="value")
        p.restore()
        return
    lines = [text[0], text[1:]] if len(text) > 1 and text[0] in "+-\u2212" else [text]
    px, inset = min_text_px(), max(1.0, w * 0.04)
    row = px * 1.05
    pw = max(text_width(line, px) for line in lines) + 3
    pill = QRectF(rect.right() - pw - inset, rect.bottom() - row * len(lines) - 3 - inset, pw, row * len(lines) + 3)
    p.setPen(QPen(ring, max(1.0, pw * 0.08), style))
    p.drawRoundedRect(pill, pw * 0.45, pw * 0.45)
    for k, line in enumerate(lines):
        draw_text(p, QRectF(pill.left(), pill.top() + 1.5 + k * row, pw, row), line, px, ink, role="value")
    p.restore()


def value_text(value: int) -> str:
    """A value as a player reads it: 3, +3 on a change card is shown "+3", a negative one "−3"."""
    return signed_points(value)


def _card_value_text(card: Card) -> str:
    return signed_points(card.value, plus=card.kind == "change")


def _faded(color: QColor, amount: float = 0.45) -> QColor:
    """`color` moved `amount` of the way towards the paper's grey (the other film of a laid card)."""
    grey = QColor("#b9b2a6")
    return QColor.fromRgbF(*(c + (g - c) * amount for c, g in zip(color.getRgbF()[:3], grey.getRgbF()[:3])))


def _pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


# ---- symbols in the unit square ----------------------------------------------------------------
@lru_cache(maxsize=None)
def thumb_up_path() -> QPainterPath:
    """A fist with its thumb up, the cuff at the left."""
    fist = QPainterPath()
    fist.addRoundedRect(QRectF(0.3, 0.42, 0.6, 0.54), 0.13, 0.13)
    thumb = QPainterPath()
    thumb.moveTo(0.32, 0.5)
    thumb.lineTo(0.36, 0.16)
    thumb.cubicTo(0.37, 0.02, 0.55, 0.0, 0.56, 0.14)
    thumb.lineTo(0.58, 0.46)
    thumb.closeSubpath()
    cuff = QPainterPath()
    cuff.addRoundedRect(QRectF(0.06, 0.44, 0.2, 0.54), 0.04, 0.04)
    return fist.united(thumb).united(cuff)


@lru_cache(maxsize=None)
def thumb_down_path() -> QPainterPath:
    """The thumb up, upside down (the cuff stays at the left)."""
    return QTransform(1, 0, 0, -1, 0, 1).map(thumb_up_path())


def _arrow(p: QPainter, a: QPointF, b: QPointF, width: float, fill: QColor, edge: QColor) -> None:
    """A thick arrow from `a` to `b` (its head at `b`), outlined for contrast."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = min(length * 0.5, width * 2.4)
    neck = QPointF(b.x() - ux * head, b.y() - uy * head)
    half = width * 1.25
    shaft = QPainterPath()
    shaft.moveTo(QPointF(a.x() - uy * width / 2, a.y() + ux * width / 2))
    shaft.lineTo(QPointF(neck.x() - uy * width / 2, neck.y() + ux * width / 2))
    shaft.lineTo(QPointF(neck.x() - uy * half, neck.y() + ux * half))
    shaft.lineTo(b)
    shaft.lineTo(QPointF(neck.x() + uy * half, neck.y() - ux * half))
    shaft.lineTo(QPointF(neck.x() + uy * width / 2, neck.y() - ux * width / 2))
    shaft.lineTo(QPointF(a.x() + uy * width / 2, a.y() - ux * width / 2))
    shaft.closeSubpath()
    p.strokePath(shaft, _pen(edge, max(1.0, width * 0.45)))
    p.fillPath(shaft, fill)


@lru_cache(maxsize=64)
def initials_height(px: float) -> float:
    """The tallest glyphs of any film's initials at `px` (what a strip too small for a title shows)."""
    return max(text_path(film, px).boundingRect().height() for film in FILMS)


def least_px() -> float:
    """The least size of the smallest cards' words at the player's text size: LEAST_PX times it
    (9 px at 100 %, 18 px at 200 %: docs/rulings.md, "Top oder Flop at a larger text size")."""
    return LEAST_PX * text_scale()


def strip_least() -> float:
    """The least height of a film's strip at a card's end: its initials at `least_px()`, whole
    inside the card's edge."""
    return initials_height(least_px()) + STRIP_EDGE + STRIP_INNER


def laid_card_least() -> float:
    """The narrowest influence card that shows a strip at each end at `strip_least()` and its value
    between them at `min_text_px()` (a card is ASPECT as wide as it is tall)."""
    return (2 * strip_least() + min_text_px()) * TopOderFlopArt.aspect


@lru_cache(maxsize=256)
def _band_px(width: float, height: float, max_px: float) -> tuple[float, bool] | None:
    """One title size and weight for every film in a band of this size (the longest title sets
    them), so that the cards of a hand read alike; None when some title would be smaller than
    MIN_TEXT_PX."""
    box = QRectF(0, 0, width, height)
    for bold in (True, False):
        layouts = [fit_lines(title, box, max_px, weights=(bold,)) for title in FILM_TITLES.values()]
        if None not in layouts:
            return min(layout[1] for layout in layouts), bold
    return None


@dataclass(frozen=True)
class ChangeLook:
    """Where a change card's parts lie (in the card's own coordinates): its light `panel`, the
    value's height, the caption's `box` and lines (None: no caption) and whether the picture shows."""
    panel: QRectF
    value_h: float
    box: QRectF
    caption: tuple[list[str], float, bool] | None
    picture: bool


@lru_cache(maxsize=512)
def change_look(w: float, h: float, label: str | None) -> ChangeLook:
    """The first look of a change card `w` by `h` that shows its `label` whole: the caption under the
    picture at MIN_TEXT_PX or more (between the sprocket holes); on a small card the panel wide over
    the holes, a smaller value, the caption on up to three lines at `least_px()` or more under the
    picture or, where both do not fit, in its place (the words say what the picture does); the
    picture alone where no caption fits or none is given."""
    panel = QRectF(w * 0.13, h * 0.045, w * 0.74, h * 0.91)
    rest_top = panel.top() + h * 0.02 + h * 0.3
    if label:
        high = max(h * 0.15, min_text_px() * 2.5)
        box = QRectF(panel.left() + w * 0.03, panel.bottom() - high, panel.width() - w * 0.06, high - h * 0.01)
        caption = fit_lines(label, box, max(min_text_px(), h * 0.055))
        if caption is not None and box.top() > rest_top + (panel.bottom() - rest_top) * 0.45:
            return ChangeLook(panel, h * 0.3, box, caption, True)
        wide = QRectF(w * 0.05, h * 0.045, w * 0.9, h * 0.91)
        value_h = h * 0.25
        rest = QRectF(wide.left() + w * 0.02, wide.top() + h * 0.02 + value_h, wide.width() - w * 0.04,
                      wide.bottom() - wide.top() - h * 0.03 - value_h)
        for share, picture in ((0.55, True), (1.0, False)):
            box = QRectF(rest.left(), rest.bottom() - rest.height() * share, rest.width(), rest.height() * share)
            caption = fit_lines(label, box, max(least_px(), h * 0.055), max_lines=3, least=least_px())
            if caption is not None:
                return ChangeLook(wide, value_h, box, caption, picture)
    return ChangeLook(panel, h * 0.3, QRectF(), None, True)


@lru_cache(maxsize=8)
def captioned_least(labels: tuple[str, ...]) -> float:
    """The narrowest card (whole pixels from 20) on which every change card's caption of `labels`
    (translated) shows at `least_px()` or more (`change_look`): a hand card is never narrower."""
    w = 20.0
    while w < 400 and any(change_look(w, w / TopOderFlopArt.aspect, label).caption is None for label in labels):
        w += 1.0
    return w


class TopOderFlopArt(CardArt):
    aspect = 0.7
    poster_aspect = POSTER_ASPECT

    # ---- faces ---------------------------------------------------------------------------------
    @cached
    def paint_face(self, painter: QPainter, rect: QRectF, code: str, label: str | None = None) -> None:
        """The card as it is held: a two-film card with both titles the same size (the first upright).
        `label`: the words under a change card's picture (already translated), if any."""
        card = parse_code(code)
        if card is None:
            super().paint_face(painter, rect, code)
        elif card.kind == "change":
            self._change(painter, rect, card, label)
        else:
            self._influence(painter, rect, card, card.films[0], laid=False)

    @cached
    def paint_face_for(self, painter: QPainter, rect: QRectF, code: str, film: str, label: str | None = None) -> None:
        """The card laid towards `film`: that title upright and emphasised at the top, the other one
        smaller, faded and upside down at the bottom. A change card (or a film not on the card) is
        painted as by `paint_face`."""
        card = parse_code(code)
        if card is not None and card.kind == "influence" and film in card.films:
            self._influence(painter, rect, card, film, laid=True)
        else:
            self.paint_face(painter, rect, code, label)

    def _influence(self, p: QPainter, rect: QRectF, card: Card, first: str, laid: bool) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = rect.width(), rect.height()
        other = next((f for f in card.films if f != first), first)
        single = len(card.films) == 1
        frame = QColor("#b08a2e") if single else QColor("#5a5046")
        paint_card_base(p, rect, PAPER, frame)
        small = h < 100  # the value gets more of a small card
        if laid and not single:
            top_h, bottom_h = (h * 0.26, h * 0.18) if small else (h * 0.3, h * 0.19)
        else:
            top_h = bottom_h = h * (0.22 if small else 0.25)
        top_h, bottom_h = max(top_h, strip_least()), max(bottom_h, strip_least())  # the initials whole
        p.save()
        p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
        top = QRectF(rect.left(), rect.top(), w, top_h)
        bottom = QRectF(rect.left(), rect.bottom() - bottom_h, w, bottom_h)
        self._band(p, top, first, film_color(first), h, big=True)
        p.translate(rect.center())
        p.rotate(180)
        p.translate(-rect.center())
        flipped = QRectF(rect.left(), rect.top(), w, bottom_h)
        faded = laid and not single
        self._band(p, flipped, other, _faded(film_color(other)) if faded else film_color(other), h, big=not faded)
        p.restore()
        middle = QRectF(rect.left(), top.bottom(), w, bottom.top() - top.bottom())
        self._value_disc(p, middle, card, film_color(first), film_color(other), single)
        paint_card_base(p, rect, Qt.BrushStyle.NoBrush, frame)  # the border over the bands' edges
        p.restore()

    def _band(self, p: QPainter, band: QRectF, film: str, color: QColor, h: float, big: bool) -> None:
        """A film's strip at a card's end: its colour, its title (or initials when too small), its
        emblem beside a title when there is room."""
        g = QLinearGradient(band.topLeft(), band.bottomLeft())
        g.setColorAt(0, color.lighter(112))
        g.setColorAt(1, color.darker(108))
        p.fillRect(band, QBrush(g))
        p.setPen(QPen(color.darker(150), max(0.8, h * 0.006)))
        p.drawLine(band.bottomLeft(), band.bottomRight())
        ink = ink_on(color)
        w = band.width()
        inner = band.adjusted(w * 0.08, band.height() * 0.1, -w * 0.08, -band.height() * 0.08)
        max_px = max(min_text_px(), h * (0.075 if big else 0.055))
        emblem_side = min(inner.height() * 0.5, inner.width() * 0.11)
        narrow = inner.adjusted(emblem_side * 1.25, 0, -emblem_side * 1.25, 0)
        plain = _band_px(inner.width(), inner.height(), max_px)
        slim = _band_px(narrow.width(), narrow.height(), max_px)
        roomy = (big and plain is not None and slim is not None and slim[1] == plain[1] and slim[0] >= plain[0] * 0.85
                 and emblem_side >= 12)
        fitted = slim if roomy else plain
        if fitted is None:  # too small for any title: the initials, whole inside the strip (and the card)
            px = max(min_text_px(), min(inner.height() * 0.8, h * 0.11))
            room = band.adjusted(0, STRIP_EDGE, 0, -STRIP_INNER)  # the card's end is at the strip's top
            px = max(least_px(), min(px, math.floor(px * room.height() / initials_height(px))))  # (whole px)
            draw_text(p, room, film, px, ink, role="title")
            return
        box = narrow if roomy else inner
        draw_lines(p, box, fit_lines(FILM_TITLES[film], box, fitted[0], weights=(fitted[1],)), ink)
        if roomy:
            for x in (inner.left(), inner.right() - emblem_side):
                paint_emblem(p, QRectF(x, inner.center().y() - emblem_side / 2, emblem_side, emblem_side), film, ink)

    def _value_disc(self, p: QPainter, middle: QRectF, card: Card, first: QColor, other: QColor, single: bool) -> None:
        """The value on a white disc ringed half in each film's colour (a 5 on a golden burst)."""
        h = middle.height()
        d = min(middle.width() * 0.8, h * 1.0)
        disc = QRectF(0, 0, d, d)
        disc.moveCenter(middle.center())
        if single:
            burst = QRectF(0, 0, min(middle.width() * 0.98, h * 1.15), min(middle.width() * 0.98, h * 1.15))
            burst.moveCenter(middle.center())
            p.fillPath(place(star_path(12), burst), QColor("#f2c14e"))
        ring = max(1.2, d * 0.09)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(disc)
        arc = disc.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2)
        for color, start in ((first, 0), (other, 180)):
            p.setPen(QPen(color.darker(105), ring, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            p.drawArc(arc, start * 16, 180 * 16)
        p.setPen(QPen(INK, max(0.7, d * 0.02)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(disc)
        px = max(min_text_px(), d * 0.7)
        draw_text(p, disc, _card_value_text(card), px, INK, role="value")
        if d >= 70:  # a rating: as many small stars as the value, under the numeral
            n, s = card.value, d * 0.075
            row = QRectF(0, 0, n * s * 1.15, s)
            row.moveCenter(QPointF(disc.center().x(), disc.bottom() - d * 0.2))
            for k in range(n):
                p.fillPath(place(star_path(5), QRectF(row.left() + k * s * 1.15, row.top(), s, s)), QColor("#d9a21b"))

    # ---- change cards --------------------------------------------------------------------------
    def _change(self, p: QPainter, rect: QRectF, card: Card, label: str | None) -> None:
        """A strip of film with the value at the top and the move's picture under it; `label` (the
        move in words) under the picture, or on a small card in place of it (see `change_look`)."""
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = rect.width(), rect.height()
        look = change_look(w, h, label)
        paint_card_base(p, rect, QColor("#2b2830"), QColor("#121015"))
        # the film strip's sprocket holes down both edges (under a small card's wide panel)
        hole_w, hole_h, step = w * 0.065, max(1.5, h * 0.04), h * 0.08
        for x in (rect.left() + w * 0.035, rect.right() - w * 0.035 - hole_w):
            y = rect.top() + h * 0.07
            while y + hole_h < rect.bottom() - h * 0.06:
                p.fillPath(card_outline(QRectF(x, y, hole_w, hole_h)), QColor("#d8d2c4"))
                y += step
        panel = look.panel.translated(rect.topLeft())
        tint = {"up": "#fff3cf", "down": "#f7dfe2", "move": "#e3ecf5"}[card.act]
        g = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        g.setColorAt(0, QColor("#fffdf6"))
        g.setColorAt(1, QColor(tint))
        path = QPainterPath()
        path.addRoundedRect(panel, w * 0.05, w * 0.05)
        p.fillPath(path, QBrush(g))
        value = QRectF(panel.left(), panel.top() + h * 0.02, panel.width(), look.value_h)
        ink = QColor("#1d5e2c") if card.value > 0 else QColor("#a4161a")
        draw_text(p, value.adjusted(panel.width() * 0.02, 0, -panel.width() * 0.02, 0), _card_value_text(card),
                  max(min_text_px(), min(look.value_h, h * (0.3 if h < 100 else 0.26))), ink, role="value")
        rest = QRectF(panel.left(), value.bottom(), panel.width(), panel.bottom() - value.bottom())
        if look.caption is not None:
            box = look.box.translated(rect.topLeft())
            draw_lines(p, box, look.caption, QColor("#2a2420"), role="text")
            rest.setBottom(box.top())
        if look.picture:
            side = min(rest.width() * 0.92, rest.height() * 0.92)
            art = QRectF(0, 0, side, side)
            art.moveCenter(rest.center())
            self._act(p, art, card.act)
        p.restore()

    def _act(self, p: QPainter, box: QRectF, act: str) -> None:
        """The move a change card makes, in the unit of `box`."""
        s = box.width()
        edge = QColor("#2a2420")
        arrow_ink = QColor("#3b3640")

        def thumb(up: bool, x: float, y: float, color: QColor) -> None:
            r = QRectF(box.left() + x * s, box.top() + y * s, s * 0.46, s * 0.46)
            shape = place(thumb_up_path() if up else thumb_down_path(), r)
            p.strokePath(shape, _pen(edge, max(1.0, s * 0.035)))
            p.fillPath(shape, color)
            if s >= 40:  # the folded fingers
                creases = QPainterPath()
                for cy in (0.56, 0.7, 0.84):
                    cy = cy if up else 1 - cy
                    creases.moveTo(r.left() + r.width() * 0.62, r.top() + r.height() * cy)
                    creases.lineTo(r.left() + r.width() * 0.88, r.top() + r.height() * cy)
                p.strokePath(creases, _pen(edge, max(0.8, s * 0.018)))

        def at(x: float, y: float) -> QPointF:
            return QPointF(box.left() + x * s, box.top() + y * s)

        width = max(2.0, s * 0.11)
        if act == "up":  # from a thumb down (Flop) below left to a thumb up (Top) above right
            thumb(False, 0.0, 0.54, FLOP_COLOR)
            thumb(True, 0.54, 0.0, TOP_COLOR)
            _arrow(p, at(0.3, 0.7), at(0.72, 0.28), width, arrow_ink, QColor("#ffffff"))
        elif act == "down":  # from a thumb up above left to a thumb down below right
            thumb(True, 0.0, 0.0, TOP_COLOR)
            thumb(False, 0.54, 0.54, FLOP_COLOR)
            _arrow(p, at(0.3, 0.3), at(0.72, 0.72), width, arrow_ink, QColor("#ffffff"))
        else:  # two opposite arrows: a card may go either way
            mini = QRectF(0, 0, s * 0.26, s * 0.36)
            mini.moveCenter(at(0.5, 0.22))
            p.fillPath(card_outline(mini), QColor("#ffffff"))
            p.strokePath(card_outline(mini), _pen(edge, max(1.0, s * 0.03)))
            p.fillRect(mini.adjusted(mini.width() * 0.15, mini.height() * 0.12, -mini.width() * 0.15,
                                     -mini.height() * 0.62), TOP_COLOR)
            p.fillRect(mini.adjusted(mini.width() * 0.15, mini.height() * 0.62, -mini.width() * 0.15,
                                     -mini.height() * 0.12), FLOP_COLOR)
            _arrow(p, at(0.06, 0.56), at(0.94, 0.56), width, QColor("#3b6fb6"), QColor("#ffffff"))
            _arrow(p, at(0.94, 0.84), at(0.06, 0.84), width, QColor("#3b6fb6"), QColor("#ffffff"))

    # ---- backs ---------------------------------------------------------------------------------
    @cached
    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """A red cinema curtain in a golden frame, with a film reel (and the game's name when there
        is room)."""
        self._back(painter, rect, ribbon=True)

    def _back(self, p: QPainter, rect: QRectF, ribbon: bool) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = rect.width(), rect.height()
        curtain = QLinearGradient(rect.topLeft(), rect.topRight())
        folds = 7
        for k in range(folds * 2 + 1):
            curtain.setColorAt(k / (folds * 2), QColor("#8e1b26") if k % 2 else QColor("#4f0b14"))
        paint_card_base(p, rect, QBrush(curtain), QColor("#2a0508"), QColor("#e2b84f"))
        shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        shade.setColorAt(0, QColor(0, 0, 0, 110))
        shade.setColorAt(0.35, QColor(0, 0, 0, 0))
        shade.setColorAt(1, QColor(0, 0, 0, 80))
        p.fillPath(card_outline(rect), QBrush(shade))
        d = min(w * 0.62, h * 0.5)
        reel = QRectF(0, 0, d, d)
        reel.moveCenter(QPointF(rect.center().x(), rect.top() + h * 0.46))
        # the film running off the reel to the bottom right
        strip = QPainterPath()
        strip.moveTo(reel.center().x() + d * 0.42, reel.center().y() + d * 0.1)
        strip.cubicTo(reel.right() + d * 0.05, reel.bottom(), rect.center().x(), rect.bottom() - h * 0.2,
                      rect.right() - w * 0.16, rect.bottom() - h * 0.1)
        p.strokePath(strip, QPen(QColor("#1b1417"), max(2.0, d * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        dots = QPen(QColor("#e2b84f"), max(0.7, d * 0.04), Qt.PenStyle.DotLine, Qt.PenCapStyle.FlatCap)
        p.strokePath(strip, dots)
        gold = QRadialGradient(reel.center(), d / 2)
        gold.setColorAt(0, QColor("#fff0b0"))
        gold.setColorAt(0.7, QColor("#e2b84f"))
        gold.setColorAt(1, QColor("#a87a1e"))
        body = QPainterPath()
        body.addEllipse(reel)
        for k in range(5):  # five holes: five films
            a = math.radians(-90 + 72 * k)
            c = QPointF(reel.center().x() + d * 0.27 * math.cos(a), reel.center().y() + d * 0.27 * math.sin(a))
            hole = QPainterPath()
            hole.addEllipse(c, d * 0.13, d * 0.13)
            body = body.subtracted(hole)
        p.fillPath(body, QBrush(gold))
        p.strokePath(body, QPen(QColor("#5a3d05"), max(0.8, d * 0.025)))
        hub = QRectF(0, 0, d * 0.16, d * 0.16)
        hub.moveCenter(reel.center())
        p.setBrush(QColor("#5a3d05"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(hub)
        if ribbon and h >= 120:  # the game's name on a ribbon (a published name: never translated)
            band = QRectF(rect.left() + w * 0.14, rect.bottom() - h * 0.2, w * 0.72, h * 0.1)
            p.fillPath(card_outline(band), QColor("#e2b84f"))
            draw_text(p, band.adjusted(w * 0.04, 0, -w * 0.04, 0), "Top oder Flop", band.height() * 0.6,
                      QColor("#4f0b14"), role="decor")
        p.restore()

    @cached
    def paint_back_for(self, painter: QPainter, rect: QRectF, film: str, known_value: int | None = None) -> None:
        """A face-down card in a personal display: the back, under its film's title strip (as it
        lies over the lower part of that film's first card); with `known_value` (a value all saw),
        a small badge with it."""
        p = painter
        self._back(p, rect, ribbon=False)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = rect.width(), rect.height()
        p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
        strip = QRectF(rect.left(), rect.top(), w, max(h * 0.27, strip_least()))
        self._band(p, strip, film, film_color(film), h, big=True)
        seam = QLinearGradient(strip.bottomLeft(), QPointF(strip.left(), strip.bottom() + h * 0.05))
        seam.setColorAt(0, QColor(0, 0, 0, 120))
        seam.setColorAt(1, QColor(0, 0, 0, 0))
        p.fillRect(QRectF(rect.left(), strip.bottom(), w, h * 0.05), QBrush(seam))
        p.setClipping(False)
        paint_card_base(p, rect, Qt.BrushStyle.NoBrush, QColor("#2a0508"))
        if known_value is not None:
            value_badge(p, rect, value_text(known_value), QColor("#fbf6ea"), film_color(film).darker(140), INK)
        p.restore()

    # ---- posters -------------------------------------------------------------------------------
    @cached
    def paint_poster(self, painter: QPainter, rect: QRectF, film: str, last_take: bool = False,
                     caption: str | None = None) -> None:
        """The film's poster (see posters.paint_poster)."""
        paint_poster(painter, rect, film, last_take, caption)


ART = TopOderFlopArt()
