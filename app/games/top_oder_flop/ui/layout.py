"""Where everything lies on the Top oder Flop table, for a window size and a number of seats.

Columns: a left column (the deck and the discards beside the posters, the words "Top" and "Flop"
beside their rows, the seats' names beside their rows) and one column per film. Top to bottom:
each film's Top row, its poster (markers on its left, its value on its right), its Flop row; a line
for the prompt; a row per seat with its personal piles under the films; the hand of the seat at the
screen and the markers it may play. Sizes follow the display's card width `c`, the largest that
fits both ways, never below the sizes at which a player still reads the cards."""

from __future__ import annotations

import dataclasses

from app.ui.items.card_art import MIN_TEXT_PX

ASPECT = 0.7
POSTER_ASPECT = 0.68
ROW_STEP = 1.05
#: a row's cards may overlap this much (of a card's width) where the table has the height for bigger cards
TIGHT_STEP = 0.8
LIFT = 0.18
#: the least widths (pixels) of a display card, a personal pile's card and a hand card
MIN_CARD, MIN_MINI, MIN_HAND = 26.0, 24.0, 36.0
#: the most cards a hand holds
HAND_CARDS = 8


@dataclasses.dataclass
class Layout:
    W: float
    H: float
    gap: float
    left: float  # the left column's width
    col_x: list[float]  # each film column's left edge
    col_w: float
    card: float  # a display card's width
    step: float  # a row's step from card to card, of a card's width
    top_y: float
    poster_y: float
    flop_y: float
    poster_w: float
    poster_h: float
    prompt_y: float
    prompt_h: float
    seat_y: list[float]
    seat_h: float
    mini: float  # a personal pile's card width
    hand_y: float
    hand_h: float
    hand_card: float
    deck_card: float

    @property
    def row_h(self) -> float:
        return self.card / ASPECT

    @property
    def x0(self) -> float:
        return self.gap

    def poster_x(self, i: int) -> float:
        return self.col_x[i] + (self.col_w - self.poster_w) / 2

    def row_x(self, i: int) -> float:
        return self.col_x[i] + (self.col_w - self.card * (1 + 2 * self.step)) / 2


def _heights(c: float, col_w: float, seats: int, hand: bool, gap: float) -> dict:
    poster_w = min(col_w * 0.78, c * 2.1)
    mini = max(MIN_MINI, c * 0.72)
    parts = {
        "row": c / ASPECT,
        "poster": poster_w / POSTER_ASPECT,
        "poster_w": poster_w,
        "prompt": max(MIN_TEXT_PX * 2.4, c * 0.5),
        "mini": mini,
        "seat": mini / ASPECT + 4,
        "hand_card": max(MIN_HAND, c * 1.15) if hand else 0.0,
    }
    parts["hand"] = parts["hand_card"] / ASPECT * (1 + LIFT) + gap if hand else 0.0
    parts["total"] = (2 * parts["row"] + parts["poster"] + gap + parts["prompt"] + seats * parts["seat"]
                      + parts["hand"] + 5 * gap)
    return parts


def compute(W: float, H: float, seats: int, hand: bool) -> Layout:
    gap = max(4.0, min(14.0, min(W, H) * 0.012))
    left = max(84.0, min(230.0, W * 0.13))
    col_gap = gap
    col_w = max(30.0, (W - 3 * gap - left - 4 * col_gap) / 5)
    c_w = col_w * 0.98 / (1 + 2 * TIGHT_STEP)
    lo, hi = 1.0, max(2.0, c_w)
    if _heights(hi, col_w, seats, hand, gap)["total"] <= H:
        c = hi
    else:
        for _ in range(40):
            mid = (lo + hi) / 2
            if _heights(mid, col_w, seats, hand, gap)["total"] <= H:
                lo = mid
            else:
                hi = mid
        c = lo
    c = max(min(MIN_CARD, c_w), c)
    step = max(TIGHT_STEP, min(ROW_STEP, (col_w * 0.98 / c - 1) / 2))
    parts = _heights(c, col_w, seats, hand, gap)
    spare = max(0.0, H - parts["total"])
    # room to spare: bigger hand cards and personal piles, then air between the parts
    mini, seat_h, hand_card, hand_h = parts["mini"], parts["seat"], parts["hand_card"], parts["hand"]
    if seats:
        grow = min(spare * 0.5 / seats, c * 1.0 / ASPECT + 4 - seat_h, col_w * 0.35 / ASPECT)
        if grow > 0:
            seat_h += grow
            mini = (seat_h - 4) * ASPECT
            spare -= grow * seats
    if hand:
        fan = W - 3 * gap - left  # eight cards side by side at most
        widest = fan / (1 + ROW_STEP * (HAND_CARDS - 1))
        grow = min(spare * 0.7, min(c * 1.7, widest) / ASPECT * (1 + LIFT) - hand_h + gap)
        if grow > 0:
            hand_h += grow
            hand_card = (hand_h - gap) / (1 + LIFT) * ASPECT
            spare -= grow
    air = spare / 6
    y = gap + air
    top_y = y
    poster_y = top_y + parts["row"] + gap / 2
    flop_y = poster_y + parts["poster"] + gap / 2
    prompt_y = flop_y + parts["row"] + gap + air
    seat_y0 = prompt_y + parts["prompt"] + gap + air
    seat_y = [seat_y0 + i * seat_h for i in range(seats)]
    hand_y = seat_y0 + seats * seat_h + gap + air
    col_x = [gap * 2 + left + i * (col_w + col_gap) for i in range(5)]
    deck_card = max(20.0, min((left - gap * 1.5) / 2 * 0.92, (parts["poster"] - MIN_TEXT_PX / 0.7 - 6) * ASPECT))
    return Layout(W, H, gap, left, col_x, col_w, c, step, top_y, poster_y, flop_y, parts["poster_w"], parts["poster"],
                  prompt_y, parts["prompt"], seat_y, seat_h, mini, hand_y, hand_h, hand_card, deck_card)
