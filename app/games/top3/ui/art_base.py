"""What every drawing of Top 3's art shares (our own design, QPainter paths at the size shown).

- Text: `fit_text` lays a text out on up to `max_lines` lines at the largest size up to `max_px`
  that fits a box, never below MIN_TEXT_PX, except a word wider than the box: it is drawn smaller,
  down to WORD_MIN_PX, never broken with a hyphen it does not have (below that the text is elided);
  `draw_fitted` draws it.
- `frame100(rect)`: the transform that maps a 100 x 100 design frame onto `rect` (the icons and
  pictures are drawn in that frame, so their shapes keep their proportions at any size).
- `paint_state(p, rect, state)`: how a card in a hand looks when hovered, selected or disabled.
- `paint_badge(p, rect, n)`: the round number badge (1, 2, 3) on the table's cards.
- `mix`, `stable_seed`: colour mixing; a seed from a card id that is the same in every run.
"""

from __future__ import annotations

import itertools
import re
import zlib
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from app.ui.items.card_art import MIN_TEXT_PX, min_text_px, card_outline, draw_text, elide, text_scale, text_width

#: width / height of every card of the game (city, film, category, number, order and bet cards)
ASPECT = 0.7
#: the states a card in a hand may be drawn in
STATES = ("normal", "hover", "selected", "disabled")
PAPER = QColor("#fbf6ea")
INK = QColor("#22202a")
GOLD = QColor("#f2c14e")
SELECT = QColor("#4ee0ff")
#: line height of fitted text, of its pixel size
LEADING = 1.18


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """`a` moved `t` of the way to `b`."""
    return QColor.fromRgbF(*(x + (y - x) * t for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3])))


def stable_seed(text: str) -> int:
    """A number from `text`, the same in every run (Python's hash() is not)."""
    return zlib.crc32(text.encode("utf-8"))


def frame100(rect: QRectF) -> QTransform:
    """Maps the design frame (0..100 both ways) onto `rect`."""
    t = QTransform()
    t.translate(rect.left(), rect.top())
    t.scale(rect.width() / 100, rect.height() / 100)
    return t


def square(rect: QRectF, share: float = 1.0) -> QRectF:
    """The largest square in `rect` (times `share`), centred."""
    d = min(rect.width(), rect.height()) * share
    box = QRectF(0, 0, d, d)
    box.moveCenter(rect.center())
    return box


def pen(color: QColor, width: float) -> QPen:
    """A round-capped, round-joined pen."""
    p = QPen(color, width)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return p


# ---- text ---------------------------------------------------------------------------------------
#: a word wider than its box at MIN_TEXT_PX is drawn smaller, down to this (the regular weight), rather
#: than broken with a hyphen or cut: "Schneewittchen" on a film card 88 px wide (800x600) at 9.8 px.
#: The layout gives the cards the width at which every word of the decks reads at this size at least.
WORD_MIN_PX = 9.0


def word_min_px() -> float:
    """The least size of a long word on a card at the player's text size: WORD_MIN_PX times it, as
    the least text size is MIN_TEXT_PX times it (docs/rulings.md: 18 px at 200 %)."""
    return WORD_MIN_PX * text_scale()


def card_words_px() -> float:
    """The least size at which a small card keeps its words rather than showing its picture (a bet
    card) and at which the layout reserves a card's words (an order card's "2-1-3", a bet card's longest
    word): MIN_TEXT_PX at 100 %, and above it `word_min_px()` once that is the larger (11.25 px at 125 %,
    18 px at 200 %: docs/rulings.md "Top 3 at 200 % in a 1280x800 window")."""
    return max(MIN_TEXT_PX, word_min_px())


#: what fit_text does when a text does not fit at MIN_TEXT_PX: elide it, leave it out, or draw it
#: whole (draw_text then narrows it to the box: for a value, whose digits must never be cut)
OVERFLOWS = ("elide", "drop", "squeeze")
#: a piece of a word that ends with its own hyphen ("Extra-" of "Extra-Terrestrial"): a line may end
#: there; inside a line the pieces join up again. No word is broken where it has no hyphen of its own.
JOIN = "\x02"


def _widest(lines: list[str], px: float, bold: bool) -> float:
    return max(text_width(line, px, bold) for line in lines)


def _join(tokens: list[str]) -> str:
    """Words and pieces of words as one line reads."""
    out = ""
    for k, token in enumerate(tokens):
        if k and not tokens[k - 1].endswith(JOIN):
            out += " "
        out += token.rstrip(JOIN)
    return out


def _layouts(words: list[str], n: int, px: float, bold: bool) -> list[str]:
    """`words` on `n` lines, broken where the widest line is narrowest."""
    if n == 1:
        return [_join(words)]
    best: list[str] | None = None
    for cuts in itertools.combinations(range(1, len(words)), n - 1):
        bounds = (0, *cuts, len(words))
        lines = [_join(words[a:b]) for a, b in zip(bounds, bounds[1:])]
        if best is None or _widest(lines, px, bold) < _widest(best, px, bold):
            best = lines
    return best or [_join(words)]


def own_pieces(word: str) -> list[str]:
    """`word` in the pieces its own hyphens make ("Baden-Württemberg": "Baden-", "Württemberg"), each
    piece but the last ending with JOIN; a word without a hyphen (or one at its start or end) whole."""
    pieces = re.split(r"(?<=\w-)(?=\w)", word)
    return [piece + JOIN for piece in pieces[:-1]] + pieces[-1:]


def _block(n: int, px: float) -> float:
    """The height of `n` lines at `px`: the last one needs no leading below it."""
    return px * (1 + (n - 1) * LEADING)


def _fits(words: list[str], width: float, height: float, px: float, most: int, bold: bool) -> list[str] | None:
    for n in range(1, min(most, len(words)) + 1):
        if _block(n, px) > height:
            return None
        lines = _layouts(words, n, px, bold)
        if _widest(lines, px, bold) <= width:
            return lines
    return None


@lru_cache(maxsize=4096)
def _fit(text: str, width: float, height: float, max_px: float, max_lines: int, bold: bool,
         overflow: str, least: float) -> tuple[tuple[str, ...], float, bool]:
    words = text.split()
    if not words or width <= 0 or height < min_text_px():
        return (), 0.0, bold
    px = max(max_px, min_text_px())
    while True:  # shrink to fit
        lines = _fits(words, width, height, px, max_lines, bold)
        if lines:
            return tuple(lines), px, bold
        if px <= min_text_px():
            break
        px = max(min_text_px(), px * 0.93)
    # at MIN_TEXT_PX: the regular weight; above 100 % whole words smaller, down to card_words_px() (18 px
    # at 200 %: "1-2-3" on one line, "Nur ich habe recht" on three); then words broken after their own
    # hyphens, then (where a word is wider than the box) smaller, down to `least`
    lines = _fits(words, width, height, px, max_lines, False)
    if lines:
        return tuple(lines), px, False
    whole_least = max(least, card_words_px())
    small = px
    while small > whole_least:
        small = max(whole_least, min(small * 0.96, small * width / _widest(words, small, False)))
        lines = _fits(words, width, height, small, max_lines, False)
        if lines:
            return tuple(lines), small, False
    pieces = [piece for word in words for piece in own_pieces(word)]
    lines = _fits(pieces, width, height, px, max_lines, False)
    if lines:
        return tuple(lines), px, False
    if _widest(pieces, px, False) > width:
        small = px
        while small > least:
            small = max(least, min(small - 0.1, small * width / _widest(pieces, small, False)))
            lines = _fits(pieces, width, height, small, max_lines, False)
            if lines:
                return tuple(lines), small, False
    if overflow == "drop":
        return (), 0.0, bold
    if overflow == "squeeze":
        rows = max(n for n in range(1, min(max_lines, len(words)) + 1) if n == 1 or _block(n, px) <= height)
        return tuple(_layouts(words, rows, px, False)), px, False
    if _block(2, px) > height or max_lines == 1:
        return (elide(" ".join(words), px, width, False),), px, False
    return _elided(pieces, width, height, px, max_lines)


def _elided(pieces: list[str], width: float, height: float, px: float, max_lines: int
            ) -> tuple[tuple[str, ...], float, bool]:
    """As many lines as the height (and `max_lines`) hold, filled in order; the last one takes the
    rest, elided."""
    rows = max(n for n in range(1, max(1, min(max_lines, len(pieces))) + 1) if n == 1 or _block(n, px) <= height)
    lines: list[str] = []
    k = 0
    while len(lines) < rows - 1 and k < len(pieces):
        line = [pieces[k]]
        k += 1
        while k < len(pieces) and text_width(_join(line + [pieces[k]]), px, False) <= width:
            line.append(pieces[k])
            k += 1
        lines.append(elide(_join(line), px, width, False))
    if k < len(pieces):
        lines.append(elide(_join(pieces[k:]), px, width, False))
    return tuple(lines), px, False


def fit_text(text: str, width: float, height: float, max_px: float, max_lines: int = 2, bold: bool = True,
             overflow: str = "elide", least: float | None = None) -> tuple[list[str], float, bool]:
    """`text` as (lines, pixel size, bold): the fewest lines at the largest size up to `max_px` that
    fit `width` x `height`; when even MIN_TEXT_PX is too big, at MIN_TEXT_PX in the regular weight,
    then with words broken after their own hyphens, then, where a word is wider than `width`, smaller
    down to `least` (default `word_min_px()`; MIN_TEXT_PX for a text left out or shown otherwise rather than
    drawn smaller). A word is never broken where it has no hyphen. When nothing fits, `overflow` says
    what to do (see OVERFLOWS). ([], 0.0, bold) when not one line of MIN_TEXT_PX fits the height,
    there is no text, or a text to "drop" did not fit."""
    if overflow not in OVERFLOWS:
        raise ValueError(f"overflow must be one of {OVERFLOWS}, not {overflow!r}")
    least = word_min_px() if least is None else least
    lines, px, weight = _fit(text, round(width, 2), round(height, 2), round(max_px, 2), max_lines, bold, overflow,
                             least)
    return list(lines), px, weight


def min_height(text: str, width: float, max_lines: int = 2) -> float:
    """The least height `text` needs in a box `width` wide (at MIN_TEXT_PX, on as few lines as
    fit_text puts it)."""
    lines, px, _bold = fit_text(text, width, 10_000.0, min_text_px(), max_lines, overflow="squeeze")
    return _block(len(lines), px) if lines else 0.0


def draw_fitted(p: QPainter, box: QRectF, text: str, max_px: float, color: QColor, max_lines: int = 2,
                role: str = "text", bold: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                overflow: str = "elide", least: float | None = None) -> float:
    """`text` fitted into `box` (see fit_text), the lines centred as a block; the size drawn at
    (0.0 when nothing was drawn)."""
    lines, px, weight = fit_text(text, box.width(), box.height(), max_px, max_lines, bold, overflow, least)
    if not lines:
        return 0.0
    row = px * LEADING
    top = box.center().y() - _block(len(lines), px) / 2 - (row - px) / 2
    for k, line in enumerate(lines):
        draw_text(p, QRectF(box.left(), top + k * row, box.width(), row), line, px, color, bold=weight, align=align,
                  role=role)
    return px


# ---- card states and badges ------------------------------------------------------------------------
def paint_state(p: QPainter, rect: QRectF, state: str) -> None:
    """Over a card drawn in `rect`: "hover" a light sheen and a white rim, "selected" a thick
    cyan rim with a dark edge (it reads on every seat colour) and a corner tab, "disabled" a grey
    veil; "normal" nothing."""
    if state not in STATES:
        raise ValueError(f"state must be one of {STATES}, not {state!r}")
    if state == "normal":
        return
    w = rect.width()
    outline = card_outline(rect)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if state == "hover":
        sheen = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        sheen.setColorAt(0, QColor(255, 255, 255, 90))
        sheen.setColorAt(1, QColor(255, 255, 255, 10))
        p.fillPath(outline, sheen)
        p.strokePath(outline, QPen(QColor("#ffffff"), max(1.5, w * 0.04)))
    elif state == "selected":
        p.strokePath(outline, QPen(QColor("#0b2a36"), max(3.0, w * 0.1)))
        p.strokePath(outline, QPen(SELECT, max(2.0, w * 0.065)))
        d = max(8.0, w * 0.22)  # a tab in the top right corner: selected also without colour vision
        tab = QRectF(rect.right() - d * 0.9, rect.top() - d * 0.1, d, d)
        p.setBrush(SELECT)
        p.setPen(QPen(QColor("#0b2a36"), max(1.0, d * 0.08)))
        p.drawEllipse(tab)
        paint_check(p, tab.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2), QColor("#0b2a36"))
    else:
        p.fillPath(outline, QColor(70, 70, 76, 150))
        p.strokePath(outline, QPen(QColor("#55555c"), max(1.0, w * 0.03)))
    p.restore()


def paint_check(p: QPainter, box: QRectF, color: QColor, width: float | None = None) -> None:
    """A check mark filling `box`."""
    path = QPainterPath()
    path.moveTo(box.left() + box.width() * 0.08, box.top() + box.height() * 0.55)
    path.lineTo(box.left() + box.width() * 0.4, box.top() + box.height() * 0.86)
    path.lineTo(box.left() + box.width() * 0.94, box.top() + box.height() * 0.16)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(color, width if width is not None else max(1.2, box.width() * 0.2)))
    p.drawPath(path)
    p.restore()


def paint_cross(p: QPainter, box: QRectF, color: QColor, width: float | None = None) -> None:
    """An X filling `box`."""
    p.save()
    p.setPen(pen(color, width if width is not None else max(1.2, box.width() * 0.2)))
    m = box.width() * 0.12
    p.drawLine(QPointF(box.left() + m, box.top() + m), QPointF(box.right() - m, box.bottom() - m))
    p.drawLine(QPointF(box.right() - m, box.top() + m), QPointF(box.left() + m, box.bottom() - m))
    p.restore()


def badge_side(card_width: float) -> float:
    """The diameter of a card's number badge: the number reads at MIN_TEXT_PX on the smallest card."""
    return max(min_text_px() * 1.45, card_width * 0.2)


def paint_badge(p: QPainter, rect: QRectF, n: int, fill: QColor = INK, ink: QColor = PAPER) -> None:
    """The round badge with a card's number (1, 2 or 3), as large as fits in `rect`."""
    disc = square(rect)
    d = disc.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(fill)
    p.setPen(QPen(GOLD, max(1.0, d * 0.09)))
    p.drawEllipse(disc.adjusted(d * 0.05, d * 0.05, -d * 0.05, -d * 0.05))
    draw_text(p, disc, str(n), max(min_text_px(), d * 0.62), ink, role="index")
    p.restore()
