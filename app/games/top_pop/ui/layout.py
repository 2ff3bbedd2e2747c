"""Where everything lies on the Top Pop table (standard and lite), for a window size and a number of
seats.

Top to bottom: a header band (the deck, the middle's caps by colour, the final-round banner, the City
Powers), a row per seat (its panel: colour, logo, name, supply, counts; the cards in front of it with
their towers of caps; its score pile by city), a line for the prompt, and for the seat at the screen
its hand, its supply to stack from and the buttons (Confirm, Cancel, Done)."""

from __future__ import annotations

import dataclasses

from app.games.top_pop.ui.art import TopPopArt
from app.ui.items.card_art import MIN_TEXT_PX

#: a card's width over its height (the art's)
ASPECT = TopPopArt.aspect
#: a front card's step (of its width) while the row has the room
FRONT_STEP = 1.1


@dataclasses.dataclass
class Layout:
    W: float
    H: float
    gap: float
    header_y: float
    header_h: float
    deck_w: float
    middle_x: float
    middle_w: float
    banner_x: float
    banner_w: float
    powers_x: float
    powers_w: float
    row_y: list[float]
    row_h: float
    panel_w: float
    fronts_x: float
    fronts_w: float
    pile_x: float
    pile_w: float
    card_w: float
    prompt_y: float
    prompt_h: float
    bottom_y: float
    bottom_h: float
    hand_x: float
    hand_w: float
    hand_card: float
    tray_x: float
    tray_w: float
    buttons_x: float
    buttons_w: float

    @property
    def card_h(self) -> float:
        return self.card_w / ASPECT


def _clamp(lo: float, value: float, hi: float) -> float:
    return max(lo, min(hi, value))


def compute(W: float, H: float, seats: int, hand: bool, powers: bool) -> Layout:
    seats = max(1, seats)
    gap = _clamp(4.0, min(W, H) * 0.01, 12.0)
    header_h = _clamp(MIN_TEXT_PX * 5.2, H * 0.11, 130.0)
    prompt_h = _clamp(MIN_TEXT_PX * 3.1, H * 0.05, 44.0)
    bottom_h = _clamp(96.0, H * 0.19 - max(0.0, H - 700) * 0.03, 210.0) if hand else 0.0
    rows_h = H - header_h - prompt_h - bottom_h - gap * (4 + seats) - (gap if hand else 0)
    row_h = min(rows_h / seats, H * 0.24)
    spare = max(0.0, rows_h - row_h * seats)
    panel_w = _clamp(124.0, W * 0.16, 300.0)
    pile_w = _clamp(112.0, W * 0.16, 320.0)
    card_h = row_h - 2 * max(2.0, row_h * 0.05)
    card_w = card_h * ASPECT
    air = spare / (seats + 4)
    header_y = gap + air
    y0 = header_y + header_h + gap + air
    row_y = [y0 + i * (row_h + gap) for i in range(seats)]
    prompt_y = row_y[-1] + row_h + gap + air
    bottom_y = prompt_y + prompt_h + gap + air
    fronts_x = gap * 2 + panel_w
    pile_x = W - gap - pile_w
    fronts_w = pile_x - gap - fronts_x
    # the header: the deck, the middle (five colours), the banner, the City Powers (seven cities)
    deck_w = (header_h - MIN_TEXT_PX * 1.8) * ASPECT
    middle_x = gap * 2 + deck_w + gap
    middle_w = min(W * 0.36, header_h * 0.62 * 5.6)
    powers_w = min(W * 0.34, header_h * 0.55 * 7.6) if powers else 0.0
    powers_x = W - gap - powers_w
    banner_x = middle_x + middle_w + gap
    banner_w = max(0.0, (powers_x if powers else W - gap) - gap - banner_x)
    # the seat at the screen: its hand, its supply, the buttons
    buttons_w = _clamp(110.0, W * 0.13, 240.0)
    buttons_x = W - gap - buttons_w
    tray_w = _clamp(150.0, W * 0.27, 420.0)
    tray_x = buttons_x - gap - tray_w
    hand_x = gap
    hand_w = tray_x - gap * 2
    hand_card = min((bottom_h - gap) / (1.18 / ASPECT), hand_w / 5.5) if hand else 0.0
    return Layout(W, H, gap, header_y, header_h, deck_w, middle_x, middle_w, banner_x, banner_w, powers_x,
                  powers_w, row_y, row_h, panel_w, fronts_x, fronts_w, pile_x, pile_w, card_w, prompt_y, prompt_h,
                  bottom_y, bottom_h, hand_x, hand_w, hand_card, tray_x, tray_w, buttons_x, buttons_w)
