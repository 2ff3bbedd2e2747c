"""Where everything lies on Top Pop's two-player table, for a window size, declared in card units
(app/ui/table_layout.py), as ui/layout.py does for the standard game.

Top to bottom: a line for the prompt; the four company columns, each from its head (logo, name, the
caps it has left) through the starting card and the six places (each card over the one before so that
its top strip shows, the last one whole) to the seventh card, whole and a little apart at the foot;
under the columns the hand of the seat at the screen. At the left, beside the columns and down to the
table's foot: the two seats' panels, the deck, and apart from it the place of the card out of the game.
The card is as large as the height allows and as four columns side by side (a card and the badge
saying what its place pays) allow."""

from __future__ import annotations

import dataclasses

from app.games.top_pop.ui.duo_art import ASPECT, STRIP
from app.games.top_pop.ui.layout import fan_card
from app.ui import table_layout as kit
from app.ui.items.card_art import min_text_px

#: the six places of a column
PLACES = 6
#: a column's head (logo, name, caps left): card heights and lines of text
HEAD_CARDS, HEAD_LINES = 0.32, 1.4
#: between the sixth place's card and the seventh card, in card heights
SEVENTH_GAP = 0.12
#: a column below its head, in card heights: the starting card and the six places (strips, the last
#: card whole), then the seventh card whole
STACK_CARDS = PLACES * STRIP + 1
COLUMN_CARDS = HEAD_CARDS + STACK_CARDS + SEVENTH_GAP + 1
#: a place's badge (what it pays) beside the card: of the card's width, and at least `badge_px()`
BADGE = 0.3


def badge_px() -> float:
    """A place's badge at its least (pixels)."""
    return min_text_px() * 1.5


#: the hand's band: its cards on an arc, each turned up to HAND_TURN degrees (ui/layout.py `fan_height`)
HAND_CARDS, HAND_TURN = 1.22, 5.0
#: the least card whose city code and value still read
MIN_CARD = 30.0
COMPANIES = 4


@dataclasses.dataclass
class DuoLayout:
    W: float
    H: float
    gap: float
    card_w: float
    prompt_y: float
    prompt_h: float
    left_w: float  # the panels' column at the left (seats, deck, the card out of the game)
    cols_x: float
    col_w: float
    col_y: float
    col_h: float
    head_h: float
    pad: float  # in a column: under its head and under its seventh card
    seat_y: list[float]
    seat_h: float
    spot_y: float  # the deck and the card out of the game: their cards' top, width, the words' height
    spot_card: float
    spot_words: float
    deck_x: float
    out_x: float
    hand_y: float
    hand_h: float
    hand_card: float

    def column_x(self, k: int) -> float:
        return self.cols_x + k * (self.col_w + self.gap)

    @property
    def spot_w(self) -> float:
        """The room (width) of the deck's and the out spot's place, each: half the panels' column."""
        return (self.left_w - self.gap) / 2


def badge(card_w: float) -> float:
    """The diameter of a place's badge beside a card `card_w` wide."""
    return max(badge_px(), min(card_w / ASPECT * STRIP * 0.9, card_w * BADGE))


def compute(W: float, H: float, hand: bool) -> DuoLayout:
    """`hand`: keep the hand's band (a seat plays at this screen, now or after a hand-off)."""
    gap = kit.gap_for(W, H, 0.012, 5.0, 14.0)
    pad = gap * 0.5
    left_w = kit.clamp(176.0, W * 0.22, 320.0)  # a seat's name and "5 Karten" side by side
    bands = [kit.Band("prompt", px=kit.clamp(min_text_px() * 2.6, H * 0.06, 70.0), air=0.3),
             kit.Band("columns", cards=COLUMN_CARDS, lines=HEAD_LINES, px=2 * pad, air=1.0),
             kit.Band("hand", cards=HAND_CARDS, count=1 if hand else 0, air=0.6)]
    # four columns side by side: a card, its badge and a margin each; the panels' column at the left
    fit = kit.solve(W, H, bands, aspect=ASPECT, across=COMPANIES * (1.12 + BADGE),
                    across_px=left_w + gap * (3 + COMPANIES) + COMPANIES * 4, min_card=MIN_CARD, max_card=220.0,
                    gap=gap)
    card = fit.card
    cols_x = left_w + 2 * gap
    col_w = (W - cols_x - gap - (COMPANIES - 1) * gap) / COMPANIES
    # a narrow window: the card and its badge side by side in the column
    card = max(MIN_CARD * 0.8, min(card, (col_w - 6) / (1 + BADGE), col_w - 6 - badge_px()))
    ch = card / ASPECT
    col_y, col_h = fit.top("columns"), fit.height("columns")
    head_h = HEAD_CARDS * ch + HEAD_LINES * min_text_px() * kit.LINE
    # the panels' column: the seats from the columns' top, then the deck and the card out of the game
    seat_h = kit.clamp(min_text_px() * 5, col_h * 0.2, 110.0)
    seat_y = [col_y + s * (seat_h + gap) for s in range(2)]
    spot_y = seat_y[-1] + seat_h + 2 * gap
    spot_words = min_text_px() * 2.8  # two lines of the words under each
    room = H - gap - spot_y - spot_words
    spot_w = (left_w - gap) / 2
    spot_card = max(20.0, min(spot_w * 0.72, room * ASPECT, card))
    deck_x = gap + (spot_w - spot_card) / 2
    out_x = gap + spot_w + gap + (spot_w - spot_card) / 2
    if hand:
        hand_y, hand_h = fit.top("hand"), fit.height("hand")
        hand_card = min(fan_card(hand_h, ASPECT, HAND_TURN), kit.fitting_card(W - cols_x - gap, 5, 1.06))
    else:
        hand_y, hand_h, hand_card = H, 0.0, 0.0
    return DuoLayout(W, H, gap, card, fit.top("prompt"), fit.height("prompt"), left_w, cols_x, col_w, col_y, col_h,
                     head_h, pad, seat_y, seat_h, spot_y, spot_card, spot_words, deck_x, out_x, hand_y, hand_h,
                     hand_card)
