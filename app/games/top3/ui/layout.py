"""Where everything lies on the Top 3 table, for a window size and a number of seats.

Top to bottom: a row of seat panels (each with the place its choice lies, its won pile and its bet
cards); the middle (the round counter over the category card, the round's three cards numbered 1, 2,
3 with a line above them for what the category's numbers are and, at the reveal, the ranking, and the
values' sources under them; the deck and, beside it, the discard pile, as wide as the theme's names
need); a line for the prompt with Confirm at its right end; for the seat at the screen its hand: the
six order cards and the bet cards it still holds.
Declared in card units (app/ui/table_layout.py): the round cards' width `c` is the largest that fits
both ways (at most MAX_CARD), never below the sizes at which a player still reads the cards; the
height left over is air around the middle and the prompt."""

from __future__ import annotations

import dataclasses
import functools

from app.core import i18n
from app.core.i18n import N_, _
from app.games.top3 import cards
from app.games.top3.actions import ADVANCE_WORDS
from app.games.top3.ui.art import name_least_width
from app.games.top3.ui.art_seat import bet_least_width, order_least_width
from app.games.top3.ui.look import ASPECT
from app.ui import table_layout as kit
from app.ui.items.card_art import MIN_TEXT_PX, min_text_px
from app.ui.items.text_box import table_text_px
from app.ui.items.markers import ButtonItem

#: the round cards' widest (a big window shows the cards large, not huge)
MAX_CARD = 250.0
#: a round card's narrowest, a hand card's narrowest
MIN_CARD, MIN_HAND = 64.0, 40.0
#: how far a picked hand card rises (of its height)
LIFT = 0.16
#: cards in the hand at most (six orders, three bets) and the gaps: between the round's cards, between
#: the hand's orders and bets (of a card's width)
HAND_CARDS, CARD_GAP, GROUP_GAP = 9, 0.14, 0.5
#: a hand's step from card to card (of a card's width)
STEP_X = 1.06
#: the deck's width, of a round card's (the discard pile's at least); the count's line under a pile, of
#: its card's height
PILE_SHARE, PILE_LABEL = 0.5, 0.13
#: how far a stack's layers may rise up to the left, of its width (PileItem: four offsets of 0.035)
PILE_LIFT = 0.14
#: the button's word (the scene writes it; its width comes from it)
CONFIRM = N_("Confirm")
#: the least side of a bet card's picture in a seat's panel (at 14 px a struck-through "nobody" was
#: hard to tell from "everyone"); its square has a pixel of margin around it
BET_ICON_PX = 18.0


@dataclasses.dataclass
class Layout(kit.TableLayout):
    seat_x: list[float]
    seat_y: float
    seat_w: float
    seat_h: float
    label_y: float  # the line over the middle: the round counter, the ranking
    label_h: float
    card: float  # a round card's width
    card_y: float
    card_x: list[float]  # the three places, left to right
    source_h: float
    cat_x: float
    deck_x: float
    deck_w: float
    discard_x: float
    discard_w: float  # at least as wide as the theme's names need, where the height allows
    piles_y: float
    prompt_y: float
    prompt_h: float
    hand_y: float
    hand_h: float
    hand_card: float  # an order card's width in the hand
    orders_x: float
    bets_x: float
    bets_w: float
    bet_card: float  # a bet card's width in the hand (at least as wide as its words need)
    bets_y: float
    button_x: float
    button_w: float
    button_h: float
    theme: str = "metropolen"  # whose names the discard pile has the room for

    @property
    def card_h(self) -> float:
        return self.card / ASPECT

    def place(self, k: int) -> tuple[float, float]:
        return self.card_x[k], self.card_y


def pile_extent(width: float) -> tuple[float, float]:
    """How far a stack `width` wide (items.Pile) reaches above its position (its layers rise up to the
    left: PileItem keeps four offsets for them) and below it (the card and the count's line under it)."""
    h = width / ASPECT
    return max(4.0, width * PILE_LIFT), h * 1.03 + max(min_text_px() / 0.7, h * PILE_LABEL)


def most_pile(room: float) -> float:
    """The widest stack whose extent (pile_extent) fits a height of `room`."""
    lo, hi = 1.0, room * ASPECT
    for _step in range(30):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sum(pile_extent(mid)) <= room else (lo, mid)
    return lo


def seat_rows(h: float) -> tuple[float, float, float]:
    """A seat's panel `h` high (items.SeatItem): its padding, its name row's and its bottom row's heights
    (the row of the laid cards takes the rest)."""
    return (max(3.0, min(h * 0.06, 9.0)), max(min_text_px() * 1.55, min(h * 0.2, 28.0)),
            max(BET_ICON_PX + 2.0, min(h * 0.14, 22.0)))


def laid_height(h: float) -> float:
    """The height of the row where a seat's panel `h` high lays its order and bet cards."""
    pad, name_h, bottom_h = seat_rows(h)
    return max(10.0, h - 3 * pad - name_h - bottom_h)


def seat_least(laid_w: float) -> float:
    """The lowest seat's panel whose laid cards are `laid_w` wide (where the panel is wide enough)."""
    h = 1.0
    while laid_height(h) * ASPECT < laid_w:
        h += 1.0
    return h


@functools.lru_cache(maxsize=8)
def _names_least(theme: str, language: str) -> float:
    return name_least_width(theme, [cards.name(theme, card_id) for card_id in cards.ids(theme)])


def names_least(theme: str) -> float:
    """The narrowest name side on which every card of `theme` shows its name in the player's language
    without a word broken ("Johannesburg", "Schneewittchen")."""
    return _names_least(theme, i18n.language())


def compute(W: float, H: float, seats: int, hand: bool, theme: str = "metropolen") -> Layout:
    seats = max(1, seats)
    gap = kit.gap_for(W, H)
    # the seats' row, the prompt (Confirm at its right end) and the hand: bands of their own heights;
    # the middle (the label line, the round's cards, their sources) is the band in card heights
    # the seats' panels at least as high as a laid order card needs to read whole ("2-…")
    seat_h = max(kit.clamp(96.0, H * 0.24, 170.0), seat_least(order_least_width()))
    prompt_h = kit.clamp(min_text_px() * 2.9, H * 0.06, 52.0)
    # the line over the middle: at least two lines of the table's sentences (the question, which may take
    # the table's width to its right edge: 200 %), beyond that what it had at 100 %
    label_h = max(kit.clamp(MIN_TEXT_PX * 4.3, H * 0.07, 64.0), table_text_px() * 1.25 * 2 + 6.0)
    source_h = max(min_text_px() * 2.9, min(H * 0.04, 42.0))
    # the bet cards at least as wide as their longest word needs ("Everyone" broke as "Eve-ryone")
    bet_least = bet_least_width([_(text) for text in ADVANCE_WORDS.values()])
    hand_h = max(kit.clamp(96.0, H * 0.2, 230.0), bet_least / ASPECT * (1 + LIFT) + gap) if hand else 0.0
    need = names_least(theme)
    bands = [kit.Band("seats", px=seat_h, air=0.0),
             kit.Band("middle", cards=1.0, px=label_h + source_h - gap, air=1.0),
             kit.Band("prompt", px=prompt_h, air=1.0),
             kit.Band("hand", px=hand_h, count=1 if hand else 0, air=0.0)]
    # the round's cards, the deck and the discard pile side by side (the discard pile at least `need`),
    # a gap more at each end for the round counter over the category card
    across = 4 + 2 * CARD_GAP + PILE_SHARE
    for _pass in range(2):  # where the middle's height holds a narrower discard pile, the cards take the rest
        fit = kit.solve(W, H, bands, aspect=ASPECT, across=across, across_px=gap * 12 + need * (1 + PILE_LIFT),
                        min_card=MIN_CARD, max_card=MAX_CARD, gap=gap)
        c = max(MIN_CARD, min(fit.card, (W - gap * 12) / (across + PILE_SHARE * (1 + PILE_LIFT))))
        card_h = c / ASPECT
        room = card_h + source_h - 1.0  # under the line over the cards, down to the prompt's line
        if most_pile(room) >= need:
            break
        need = most_pile(room)
    seat_w = min((W - gap * (seats + 1)) / seats, 420.0)
    left = (W - seat_w * seats - gap * (seats - 1)) / 2
    seat_x = [left + i * (seat_w + gap) for i in range(seats)]
    seat_y = fit.top("seats")
    button_h = prompt_h * 0.9 if hand else 0.0
    # Confirm at least as wide as its word at the least text size (a button writes at half its height,
    # narrowed to its width: at 200 % "Bestätigen" shrank to 16.5 px in 132 px)
    words_w = ButtonItem.least_width(_(CONFIRM), button_h)
    button_w = max(kit.clamp(96.0, W * 0.14, 220.0), words_w) if hand else 0.0
    prompt_y = fit.top("prompt")
    hand_top = fit.top("hand") if hand else H - gap
    label_y = fit.top("middle")
    card_y = label_y + label_h
    # right of the round's cards the deck and, beside it, the discard pile: as wide as its names need
    # (never broken mid-word: "Istan-bul"), where the room under the line over the cards allows
    discard_w = min(max(need, c * PILE_SHARE), most_pile(room))
    deck_w = min(c * PILE_SHARE, discard_w)
    above = pile_extent(discard_w)[0]
    row_w = c * (4 + 2 * CARD_GAP) + deck_w + discard_w + above + gap * 8
    cat_x = (W - row_w) / 2
    first = cat_x + c + gap * 3
    card_x = [first + k * c * (1 + CARD_GAP) for k in range(3)]
    deck_x = card_x[2] + c + gap * 3
    discard_x = deck_x + deck_w + gap * 2 + above  # its layers rise up to the left
    piles_y = card_y + (room - sum(pile_extent(discard_w))) / 2 + above
    # the hand: six orders, then the bets
    by_h = (hand_h - gap) / (1 + LIFT) * ASPECT
    by_w = (W - gap * 2) / (HAND_CARDS + (HAND_CARDS - 2) * (STEP_X - 1) + GROUP_GAP)
    hand_card = max(MIN_HAND, min(by_h, by_w, c * 0.85)) if hand else 0.0
    bet_card = max(hand_card, bet_least) if hand else 0.0
    bets_w = bet_card * (1 + 2 * STEP_X)
    # the orders take the width the bets leave
    by_rest = (W - gap * 2 - bets_w) / (1 + 5 * STEP_X + GROUP_GAP)
    hand_card = max(MIN_HAND, min(hand_card, by_rest)) if hand else 0.0
    orders_w = hand_card * (1 + 5 * STEP_X)
    total = orders_w + hand_card * GROUP_GAP + bets_w
    orders_x = max(gap, (W - total) / 2)
    bets_x = orders_x + orders_w + hand_card * GROUP_GAP
    # its glow reaches button_h * 0.3 beyond it (ButtonItem): inside the table but for its faint last 4 px
    button_x = W - max(gap, button_h * 0.3 - 4.0) - button_w
    hand_y = hand_top + (hand_h - hand_card / ASPECT) - gap * 0.5 if hand else H
    bets_y = hand_top + (hand_h - bet_card / ASPECT) - gap * 0.5 if hand else H
    return Layout(W, H, gap, seat_x, seat_y, seat_w, seat_h, label_y, label_h, c, card_y, card_x, source_h, cat_x,
                  deck_x, deck_w, discard_x, discard_w, piles_y, prompt_y, prompt_h, hand_y, hand_h, hand_card, orders_x, bets_x,
                  bets_w, bet_card, bets_y, button_x, button_w, button_h, theme)
