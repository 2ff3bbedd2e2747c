"""A table declared in card units, fitted into the rectangle the window gives (issue 26, item 2).

In the spirit of KPatience's `setLayoutPos`/`setHeightPolicy`: a game lists its table top to bottom
as `Band`s, each as tall as some card heights plus some lines of text plus some pixels (a row per
seat is one band with `count` seats), and says how many card widths its widest row needs side by
side (`across`, plus pixels that do not scale). `solve` picks the card width: the largest at which
every band fits the height and the widest row fits the width at its natural step, at most
`max_card`; when even the least readable card (`min_card`) does not fit, the rows may close up
(`Fit.step`, never under `min_step`) rather than the cards shrinking below it; when it does not
fit the height (a short view), the bands held at a `least` height give it back, down to their
natural one. Height left over goes first to the bands that may grow (`grow`: bigger piles, a bigger hand), then between the bands
as air (a band's `air` weight), not into overlap: a row spreads its cards in
the room it has (`Fit.step`) and only overlaps them when the room is short.

A game keeps its own `Layout` dataclass (what its scene reads), a `TableLayout` (the table's size and
the gap between its parts) with its own places after them; this module only computes the numbers
every game computed by hand: the card size, the bands' tops, the steps."""

from __future__ import annotations

import dataclasses

from app.ui.items.card_art import min_text_px

#: a line of table text, in pixels per MIN_TEXT_PX (the letters and the room around them)
LINE = 1.5
#: the share of the height left over that growing bands may take (the rest is air between bands)
GROW_SHARE = 0.7


def clamp(lo: float, value: float, hi: float) -> float:
    return max(lo, min(hi, value))


def gap_for(W: float, H: float, share: float = 0.012, lo: float = 4.0, hi: float = 14.0) -> float:
    """The room between parts of the table: a share of the window's smaller side."""
    return clamp(lo, min(W, H) * share, hi)


@dataclasses.dataclass
class TableLayout:
    """What every game's `Layout` starts with: the table's width and height and the gap between its
    parts (`gap_for`); the game's dataclass adds its own places after them."""
    W: float
    H: float
    gap: float


@dataclasses.dataclass
class Band:
    """A horizontal band of the table: `cards` card heights + `lines` lines of text + `px` pixels
    tall (`count` times: a row per seat). `air`: its share of the height left over, above it."""
    name: str
    cards: float = 0.0
    lines: float = 0.0
    px: float = 0.0
    count: int = 1
    air: float = 1.0
    #: the band's least height in pixels (buttons stacked in it, a line of text)
    least: float = 0.0
    #: how many card heights more it may take of the height left over (bigger piles, a bigger hand)
    grow: float = 0.0
    #: a gap between its repeats (False: a seat's rows touch, each drawn with its own margin)
    spaced: bool = True

    def height(self, card_h: float) -> float:
        return max(self.least, self.cards * card_h + self.lines * min_text_px() * LINE + self.px)


@dataclasses.dataclass
class Fit:
    """The solved table: the card's width and height, where each band starts (a list per band: one
    top per `count`), each band's height, and the gap."""
    W: float
    H: float
    gap: float
    card: float
    aspect: float
    tops: dict[str, list[float]]
    heights: dict[str, float]
    spare: float  # height nobody took (0 unless every band is at its most)

    @property
    def card_h(self) -> float:
        return self.card / self.aspect

    def top(self, name: str, i: int = 0) -> float:
        return self.tops[name][i]

    def height(self, name: str) -> float:
        return self.heights[name]

    def bottom(self, name: str, i: int = -1) -> float:
        return self.tops[name][i] + self.heights[name]


def step(width: float, card: float, n: int, natural: float = 1.1, least: float = 0.25) -> float:
    """A row's step from card to card (in card widths) for `n` cards of width `card` in `width`:
    `natural` while they fit side by side, closer (overlapping) only as much as the room asks, never
    under `least`."""
    if n <= 1:
        return natural
    return clamp(least, (width - card) / (card * (n - 1)), natural)


def fitting_card(width: float, n: float, natural: float = 1.1) -> float:
    """The widest card of which `n` lie side by side at `natural` steps in `width`."""
    return width / (1 + natural * max(0.0, n - 1)) if n > 0 else width


def solve(W: float, H: float, bands: list[Band], *, aspect: float, across: float, across_px: float = 0.0,
          min_card: float = 24.0, max_card: float = 250.0, gap: float | None = None) -> Fit:
    """Fit `bands` (top to bottom) into W x H: the card width as large as the height and the width
    allow (`across` card widths + `across_px` pixels side by side), between `min_card` and
    `max_card`; the height left over is shared out as air by the bands' `air` weights."""
    gap = gap_for(W, H) if gap is None else gap
    shown = [b for b in bands if b.count > 0]
    gaps = gap * (sum(b.count if b.spaced else 1 for b in shown) + 1)
    by_width = (W - across_px) / across if across > 0 else max_card
    floored: set[str] = set()  # bands at their least height: they do not grow with the card
    card = max_card
    for _ in range(len(shown) + 1):
        per_card = sum(b.cards * b.count for b in shown if b.name not in floored) / aspect
        fixed = sum((b.least if b.name in floored else b.lines * min_text_px() * LINE + b.px) * b.count
                    for b in shown)
        by_height = (H - gaps - fixed) / per_card if per_card > 0 else max_card
        card = clamp(min_card, min(by_height, by_width), max_card)
        more = {b.name for b in shown if b.least and b.height(card / aspect) <= b.least + 1e-6}
        if more <= floored:
            break
        floored |= more
    card_h = card / aspect
    heights = {b.name: b.height(card_h) for b in shown}
    over = gaps + sum(heights[b.name] * b.count for b in shown) - H
    if over > 0:  # even the least card does not fit (a short view: a lesson's banner above the table):
        # the bands held at their least height give it back, down to their natural one, rather than
        # the table running past the bottom
        give = {b.name: heights[b.name] - (b.cards * card_h + b.lines * min_text_px() * LINE + b.px) for b in shown}
        room = sum(max(0.0, give[b.name]) * b.count for b in shown)
        for b in shown:
            if room > 0 and give[b.name] > 0:
                heights[b.name] -= give[b.name] * min(1.0, over / room)
    spare = max(0.0, H - gaps - sum(heights[b.name] * b.count for b in shown))
    growable = sum(b.grow * card_h * b.count for b in shown)
    if growable > 0 and spare > 0:  # up to GROW_SHARE of the spare height to the bands that may grow
        given = min(spare * GROW_SHARE, growable)
        for b in shown:
            heights[b.name] += given * b.grow * card_h / growable
        spare -= given
    # the spare height: first to the bands that may grow (up to their most), then as air
    weights = sum(b.air * b.count for b in shown)
    tops: dict[str, list[float]] = {}
    y = gap
    for b in shown:
        air = spare * b.air / weights if weights > 0 else 0.0
        share = air / max(1, b.count)
        tops[b.name] = []
        for k in range(b.count):
            y += share
            tops[b.name].append(y)
            y += heights[b.name] + (gap if b.spaced or k == b.count - 1 else 0.0)
    return Fit(W, H, gap, card, aspect, tops, heights, 0.0 if weights > 0 else spare)
