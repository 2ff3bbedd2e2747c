"""Where everything lies on the Top oder Flop table, for a window size and a number of seats.

Columns: a left column (the deck and the discards beside the posters, the words "Top" and "Flop"
beside their rows, the seats' names beside their rows) and one column per film. Top to bottom:
each film's Top row, its poster (markers on its left, its value on its right), its Flop row; a line
for the prompt; a row per seat with its personal piles under the films; the hand of the seat at the
screen and the markers it may play. Declared in card units (app/ui/table_layout.py): the display's
card width `c` is the largest that fits both ways, never below the sizes at which a player still
reads the cards; the height left over makes the personal piles and the hand bigger, then air.

A film row's three places lie side by side, never over one another (their outlines would cross):
where the column is narrow, its cards are smaller rather than closer. A personal pile's card is as
wide as its seat's row lets it be with its shadow and glow inside the row (`mini`); where the height
is short, the film display's cards give way to MIN_MINI before the piles' cards go under it."""

from __future__ import annotations

import dataclasses

from app.core.i18n import _, ngettext
from app.ui import table_layout as kit
from app.games.top_oder_flop.ui.art import CHANGE_LABELS, captioned_least, laid_card_least
from app.games.top_oder_flop.ui.items import pile_card_width, pile_height
from app.games.top_oder_flop.ui.posters import LAST_TAKE, least_poster_height, least_poster_width
from app.ui.items.card_art import min_text_px, text_scale, text_width

ASPECT = 0.7
POSTER_ASPECT = 0.68
ROW_STEP = 1.05
#: the closest a film row's places lie (of a card's width): side by side, their outlines apart
TIGHT_STEP = 1.0
LIFT = 0.18
#: the least widths (pixels) of a display card, a personal pile's card and a hand card (a display
#: card goes down to MIN_MINI where the personal piles would otherwise go under it)
MIN_CARD, MIN_MINI, MIN_HAND = 26.0, 24.0, 36.0
#: a personal pile's card, of a display card's width (more where the height is left over)
PILE = 0.85
#: a personal pile's (and a seat panel's) room above and below it in its seat's row
PILE_INSET = 1.0
#: the most cards a hand holds
HAND_CARDS = 8


@dataclasses.dataclass
class Layout(kit.TableLayout):
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
    mini: float  # a personal pile's card width (its drawn rect inside the pile)
    hand_y: float
    hand_h: float
    hand_card: float
    deck_card: float
    #: the prompt's left edge and width (beside the hand when `beside`: a larger text size's short
    #: table), the width the hand's fan may take, and the prompt's most lines
    prompt_x: float = 0.0
    prompt_w: float = 0.0
    hand_w: float = 0.0
    beside: bool = False

    def __post_init__(self) -> None:
        if not self.prompt_w:
            self.prompt_x, self.prompt_w = self.gap, self.W - 2 * self.gap
        if not self.hand_w:
            self.hand_w = self.W - self.gap * 3 - self.left

    @property
    def prompt_lines(self) -> int:
        return 3 if self.beside else 2

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


def left_least() -> float:
    """The left column's least width: the markers' count under the markers ("2 markers left") on
    two lines at the least text size, bold (at 100 % it is under the column's least, 84 px)."""
    widest = 0.0
    for n in (1, 2):
        words = ngettext("{n} marker left", "{n} markers left", n).format(n=n).split()
        widest = max(widest, min(max(text_width(" ".join(words[:k]), min_text_px()),
                                     text_width(" ".join(words[k:]), min_text_px()))
                                 for k in range(1, len(words))) if len(words) > 1 else
                     text_width(words[0], min_text_px()))
    return widest * 1.04 + 2


def poster_least(col_w: float) -> tuple[float, float]:
    """The least width and height of a poster in a film column `col_w` wide: as wide as its titles'
    longest word needs (the column's 0.9, more of it only where the words need it), as high as both
    its sides need to draw every title and the turned side's caption at the least text size."""
    width = min(max(col_w * 0.9, min(col_w - 2.0, least_poster_width())), least_poster_width())
    return width, least_poster_height(round(width, 3), _(LAST_TAKE)) + 0.01


def compute(W: float, H: float, seats: int, hand: bool) -> Layout:
    gap = kit.gap_for(W, H)
    left = max(kit.clamp(84.0, W * 0.13, 230.0), left_least())
    col_gap = gap
    col_w = max(30.0, (W - 3 * gap - left - 4 * col_gap) / 5)
    # a film's row holds three cards side by side (TIGHT_STEP at the closest)
    across = 5 * (1 + 2 * TIGHT_STEP) / 0.98
    # the least cards: a laid card's strips and value read at the player's text size (larger than
    # the least widths from 125 %), a hand's change card says what it does (docs/rulings.md)
    laid = laid_card_least()
    min_card, min_mini = max(MIN_CARD, laid), max(MIN_MINI, laid)
    min_hand = max(MIN_HAND, laid)
    captioned = max(min_hand, captioned_least(tuple(_(label) for label in CHANGE_LABELS.values())))
    mini = pile_height(min_mini) + PILE_INSET * 2  # a personal pile's card at least min_mini wide
    drawn = pile_height(100.0) / (100.0 / ASPECT)  # a card's drawn height, of its height
    larger = text_scale() > 1.0
    least_w, least_h = poster_least(col_w)
    if not larger:  # at 100 % the table keeps issue 26's look (docs/rulings.md)
        least_w, least_h = col_w * 0.9, 0.0
    # a prompt that wraps at a larger text size keeps both its lines at the least size (three beside
    # the hand: LabelItem's letters are 0.78 of a line's height)
    prompt = min_text_px() * (2 / 0.78 + 0.05 if larger else 2.4)

    def bands(hand_card: float, beside: bool) -> list[kit.Band]:
        least_hand = hand_card / ASPECT * (1 + LIFT) + gap
        return [kit.Band("top", cards=1.0, air=1.0),
                kit.Band("poster", cards=2.1 * ASPECT / POSTER_ASPECT, px=-gap / 2, least=least_h - gap / 2, air=0.0),
                kit.Band("flop", cards=1.0, px=-gap / 2, air=0.0),
                kit.Band("prompt", cards=0.5 * ASPECT, least=prompt, count=0 if beside else 1, air=1.0),
                kit.Band("seat", cards=PILE * drawn, px=PILE_INSET * 2, least=mini, count=seats, air=0.0,
                         spaced=False, grow=(1 - PILE) * drawn),  # up to a display card's size
                kit.Band("hand", cards=1.15 * (1 + LIFT), px=gap, count=1 if hand else 0, air=1.0,
                         least=max(least_hand, min_text_px() * (3 / 0.78 + 0.05) + gap) if beside else least_hand,
                         grow=0.55 * (1 + LIFT))]  # up to 1.7 cards wide

    by_width = col_w * 0.98 / (1 + 2 * TIGHT_STEP)
    # a hand whose change cards say what they do where every band keeps its least height (from 125 %
    # it is larger than the least hand), their pictures alone where not; the second time the piles
    # take the height the display's cards give back
    # (at a larger text size a short table puts the prompt beside the hand before a band gives height back)
    tries = [(captioned, min_card, True, False)] if captioned > min_hand else []
    if larger and hand:
        tries += [(min_hand, min_card, True, False), (captioned, min_card, True, True), (min_hand, min_card, True, True)]
    for hand_card, least, whole, beside in tries + [(min_hand, min_card, False, False), (min_hand, min_mini, False, False)]:
        shown = bands(hand_card, beside)
        fit = kit.solve(W, H, shown, aspect=ASPECT, across=across, across_px=W - col_w * 5,
                        min_card=min(least, by_width), max_card=250.0, gap=gap)
        if (pile_card_width(fit.height("seat") - 2 * PILE_INSET) >= min_mini - 0.01
                and not (whole and any(fit.height(b.name) < b.least - 0.01 for b in shown if b.count))):
            break
    c = fit.card
    step = max(TIGHT_STEP, min(ROW_STEP, (col_w * 0.98 / c - 1) / 2))
    # a poster as tall as its band, at least as wide as its titles need (wider than POSTER_ASPECT then)
    poster_h = fit.height("poster") + gap / 2
    poster_w = min(max(col_w * 0.9, least_w), max(poster_h * POSTER_ASPECT, least_poster_width()))
    poster_h = min(poster_h, poster_w / POSTER_ASPECT)
    seat_h = fit.height("seat")
    mini = pile_card_width(seat_h - 2 * PILE_INSET)
    seat_y = fit.tops["seat"]
    hand_y, hand_h = (fit.top("hand"), fit.height("hand")) if hand else (H, 0.0)
    fan = W - 3 * gap - left  # eight cards side by side at most
    if beside:  # the hand's fan takes at most half the width, the prompt the rest
        fan /= 2
    hand_card = min((hand_h - gap) / (1 + LIFT) * ASPECT, fan / (1 + ROW_STEP * (HAND_CARDS - 1))) if hand else 0.0
    hand_card = max(min_hand, hand_card) if hand else 0.0
    col_x = [gap * 2 + left + i * (col_w + col_gap) for i in range(5)]
    deck_card = max(20.0, min((left - gap * 1.5) / 2 * 0.92, (poster_h - min_text_px() / 0.7 - 6) * ASPECT))
    prompt_y, prompt_h = (hand_y, hand_h - gap) if beside else (fit.top("prompt"), fit.height("prompt"))
    hand_w = hand_card * (1 + ROW_STEP * (HAND_CARDS - 1)) if beside else 0.0
    prompt_x = gap * 3 + left + hand_w if beside else 0.0
    return Layout(W, H, gap, left, col_x, col_w, c, step, fit.top("top"), fit.top("poster"), fit.top("flop"),
                  poster_w, poster_h, prompt_y, prompt_h, seat_y, seat_h, mini, hand_y, hand_h,
                  hand_card, deck_card, prompt_x, W - gap - prompt_x if beside else 0.0, hand_w, beside)
