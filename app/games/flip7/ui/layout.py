"""Where everything lies on the Flip 7 table, for a window size and a number of players.

Top to bottom: the pool (on the left the round, the prompt and the table's info; on the right the
deck, the discard pile and the Stay button), then a line per player (the name over the card row), in
as many columns as make the lines' cards largest (near ties: the grid with fewer empty cells). A
line is at least LINE_ASPECT times as wide as it is tall (room for ~10 fanned cards), at most
LINE_MAX_ASPECT. Declared in card units (app/ui/table_layout.py): the card is a line's card in full,
a line is 1 / ROW_SHARE cards tall; the pool's piles are cards as big, and it is at least as tall as
its words need (the round, three lines of prompt, two of info); height the lines leave makes the
pool bigger, then air between the rows."""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QPointF, QRectF

from app.games.flip7.ui.art import Flip7Art
from app.ui import table_layout as kit
from app.ui.items.card_art import min_text_px
from app.ui.items.markers import ButtonItem

ASPECT = Flip7Art.aspect
#: a line's name header and its padding (of the line's height): the card row is the rest
HEADER, PAD = 0.3, 0.05
ROW_SHARE = 1 - HEADER - 1.6 * PAD
LINE_ASPECT, LINE_MAX_ASPECT = 2.5, 6.5
#: a line is at most this share of the table's height (few players in a big window)
LINE_MAX = 0.3
#: the pool's piles are this share of its height (their cards as big as the lines' cards), its words
#: at least this many lines; it may grow by this many card heights
PILE_SHARE, POOL_LINES, POOL_GROW = 0.66, 6.0, 0.5


@dataclasses.dataclass
class Layout:
    gap: float
    pool: QRectF  # where the round's banner shows too
    pile_w: float
    deck: QPointF
    discard: QPointF
    stay: QRectF
    #: the round, the prompt and the info, each with its largest letters
    words: list[tuple[QRectF, float | None]]
    #: the round and the prompt where the prompt takes a line more (`Scene._fit`: a German prompt at
    #: text size 200 %): the round's box keeps its one line, the prompt has the rest above it
    roomy_words: list[tuple[QRectF, float | None]]
    lines: list[QRectF]  # a player's line
    cols: int

    @property
    def margin(self) -> float:
        """The room around a line for its glow."""
        return self.gap / 2 - 1


def _grid(W: float, H: float, players: int, gap: float) -> tuple[int, kit.Fit]:
    """The columns and the solved table whose lines' cards are largest."""
    per_line = LINE_ASPECT / (ROW_SHARE * ASPECT)  # a line's least width, in card widths
    options = []
    for cols in range(1, max(1, players) + 1):
        rows = math.ceil(players / cols)
        bands = [kit.Band("pool", cards=1 / PILE_SHARE, least=POOL_LINES * kit.LINE * min_text_px(),
                          grow=POOL_GROW, air=0.0),
                 kit.Band("line", cards=1 / ROW_SHARE, count=rows, air=1.0)]
        fit = kit.solve(W, H, bands, aspect=ASPECT, across=cols * per_line, across_px=(cols + 1) * gap,
                        min_card=8.0, max_card=H * LINE_MAX * ROW_SHARE * ASPECT, gap=gap)
        options.append((fit.card, cols * rows - players, cols, fit))
    largest = max(o[0] for o in options)
    _card, _empty, cols, fit = min((o for o in options if o[0] >= largest * 0.9), key=lambda o: (o[1], -o[0]))
    return cols, fit


def compute(W: float, H: float, players: int, stay_words: str) -> Layout:
    gap = kit.gap_for(W, H)
    cols, fit = _grid(W, H, players, gap)
    # the lines: rows of `cols`, the last one centred
    lh = fit.card_h / ROW_SHARE
    lw = min((W - (cols + 1) * gap) / cols, lh * LINE_MAX_ASPECT)
    lines = []
    for seat in range(players):
        r, c = divmod(seat, cols)
        in_row = min(cols, players - r * cols)
        lines.append(QRectF((W - in_row * lw - (in_row - 1) * gap) / 2 + c * (lw + gap), fit.top("line", r), lw, lh))
    # the pool: the piles right of the middle, the Stay button after them, the words left of them
    pool = QRectF(gap, fit.top("pool"), W - 2 * gap, fit.height("pool"))
    h = pool.height()
    pile_w = h * PILE_SHARE * ASPECT
    lift = pile_w * 0.105  # a stack's layers rise up to the left
    bh = max(26.0, h * 0.3)
    # the Stay button at least as wide as its words at `min_text_px()` (German 'Aufhören (A)' shrank to
    # 9.4 px at 800x600): the piles move left for it where the pool is narrow, and for its glow (it
    # reaches bh * 0.3 beyond it, into the table's margin beside the pool: at 200 % it reached out of
    # the table at 1280x800)
    need = ButtonItem.least_width(stay_words, bh)
    edge = max(gap, bh * 0.3 - gap)
    deck = QPointF(min(pool.left() + pool.width() * 0.52, pool.right() - gap * 5.5 - edge - need - 2 * pile_w - 2 * lift) + lift,
                   pool.top() + h * 0.1 + lift * 0.5)
    discard = deck + QPointF(pile_w + gap * 2.5 + lift, 0)
    stay_x = discard.x() + pile_w + gap * 3
    # as wide as its words at the button's full size (bh / 2) where the pool has room: German 'Aufhören (A)'
    # was drawn at half the size of 'Stay (S)' at 1920x1080
    full = ButtonItem.least_width(stay_words, bh, px=bh * ButtonItem.TEXT)
    room = pool.right() - stay_x - max(gap, bh * 0.3 + 1)  # its glow reaches bh * 0.3 beyond it
    stay_w = max(need, min(max(kit.clamp(70.0, h * 1.05, 180.0), full), max(40.0, room)))
    stay = QRectF(stay_x, deck.y() + h * PILE_SHARE / 2 - bh / 2, stay_w, bh)
    left, right = pool.left() + gap * 0.5, deck.x() - lift - gap * 2
    words = [(QRectF(left, pool.top() + h * top, right - left, h * tall), px)
             for top, tall, px in ((0.04, 0.2, None), (0.25, 0.44, max(min_text_px(), h * 0.16)),
                                   (0.7, 0.3, max(min_text_px(), h * 0.11)))]
    (round_box, _none), (prompt_box, prompt_px) = words[:2]
    round_box = QRectF(round_box.topLeft(), round_box.size())
    round_box.setHeight(min(round_box.height(), max(h * 0.13, min_text_px() / 0.78 + 1)))  # LabelItem's px
    prompt_box = QRectF(prompt_box.left(), round_box.bottom() + h * 0.01, prompt_box.width(),
                        prompt_box.bottom() - round_box.bottom() - h * 0.01)
    return Layout(gap, pool, pile_w, deck, discard, stay, words, [(round_box, None), (prompt_box, prompt_px)],
                  lines, cols)
