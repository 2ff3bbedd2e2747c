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

from app.games.flip7.ui.art import Flip7Art
from app.ui import table_layout as kit
from app.ui.items.card_art import MIN_TEXT_PX, text_width

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
    W: float
    H: float
    gap: float
    pool: tuple[float, float, float, float]  # x, y, w, h: where the round's banner shows too
    pile_w: float
    deck_x: float
    discard_x: float
    pile_y: float
    stay: tuple[float, float, float, float]
    words_x: float
    words_w: float
    #: the round, the prompt and the info: (top, height, largest letters) each
    round_box: tuple[float, float]
    prompt_box: tuple[float, float, float]
    info_box: tuple[float, float, float]
    lines: list[tuple[float, float, float, float]]  # a player's line: x, y, w, h
    cols: int

    @property
    def margin(self) -> float:
        """The room around a line for its glow."""
        return self.gap / 2 - 1


def _grid(W: float, H: float, players: int, gap: float) -> tuple[int, int, kit.Fit]:
    """The columns, the rows and the solved table whose lines' cards are largest."""
    per_line = LINE_ASPECT / (ROW_SHARE * ASPECT)  # a line's least width, in card widths
    options = []
    for cols in range(1, max(1, players) + 1):
        rows = math.ceil(players / cols)
        bands = [kit.Band("pool", cards=1 / PILE_SHARE, least=POOL_LINES * kit.LINE * MIN_TEXT_PX,
                          grow=POOL_GROW, air=0.0),
                 kit.Band("line", cards=1 / ROW_SHARE, count=rows, air=1.0)]
        fit = kit.solve(W, H, bands, aspect=ASPECT, across=cols * per_line, across_px=(cols + 1) * gap,
                        min_card=8.0, max_card=H * LINE_MAX * ROW_SHARE * ASPECT, gap=gap)
        options.append((fit.card, cols * rows - players, cols, rows, fit))
    largest = max(o[0] for o in options)
    _card, _empty, cols, rows, fit = min((o for o in options if o[0] >= largest * 0.9), key=lambda o: (o[1], -o[0]))
    return cols, rows, fit


def compute(W: float, H: float, players: int, stay_words: str) -> Layout:
    gap = kit.gap_for(W, H)
    cols, rows, fit = _grid(W, H, players, gap)
    # the lines: rows of `cols`, the last one centred
    lh = fit.card_h / ROW_SHARE
    lw = min((W - (cols + 1) * gap) / cols, lh * LINE_MAX_ASPECT)
    lines = []
    for seat in range(players):
        r, c = divmod(seat, cols)
        in_row = min(cols, players - r * cols)
        x0 = (W - in_row * lw - (in_row - 1) * gap) / 2
        lines.append((x0 + c * (lw + gap), fit.top("line", r), lw, lh))
    # the pool: the piles right of the middle, the Stay button after them, the words left of them
    px, py, pw, h = gap, fit.top("pool"), W - 2 * gap, fit.height("pool")
    pile_w = h * PILE_SHARE * ASPECT
    lift = pile_w * 0.105  # a stack's layers rise up to the left
    bh = max(26.0, h * 0.3)
    # the Stay button at least as wide as its words at MIN_TEXT_PX (German 'Aufhören (S)' shrank to
    # 9.4 px at 800x600): the piles move left for it where the pool is narrow
    need = text_width(stay_words, MIN_TEXT_PX) + bh * 0.6 + 2
    deck_x = min(px + pw * 0.52 + lift, px + pw - gap * 6.5 - need - 2 * pile_w - lift)
    pile_y = py + h * 0.1 + lift * 0.5
    discard_x = deck_x + pile_w + gap * 2.5 + lift
    stay_x = discard_x + pile_w + gap * 3
    stay_w = max(need, min(kit.clamp(70.0, h * 1.05, 180.0), max(40.0, px + pw - stay_x - gap)))
    words_x = px + gap * 0.5
    return Layout(W, H, gap, (px, py, pw, h), pile_w, deck_x, discard_x, pile_y,
                  (stay_x, pile_y + h * PILE_SHARE / 2 - bh / 2, stay_w, bh), words_x, deck_x - lift - gap * 2 - words_x,
                  (py + h * 0.04, h * 0.2), (py + h * 0.25, h * 0.44, max(MIN_TEXT_PX, h * 0.16)),
                  (py + h * 0.7, h * 0.3, max(MIN_TEXT_PX, h * 0.11)), lines, cols)
