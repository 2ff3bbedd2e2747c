"""Where everything lies on the Top Pop table (standard and lite), for a window size and a number of
seats, declared in card units (app/ui/table_layout.py).

Top to bottom: a header band (the deck, the middle's caps by colour, the final-round banner, the City
Powers), a row per seat (its panel: colour, logo, name, supply, counts; the cards in front of it with
their towers of caps; its score pile by city), a line for the prompt, and for the seat at the screen
its hand, its supply to stack from and the buttons (Confirm, Cancel, Done). The card is as large as
the height allows and as the widest row of cards in front of a seat (`fronts` cards with their
towers side by side) allows: in a large window the rows spread, they do not overlap."""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QRectF

from app.core.i18n import N_, _
from app.games.top_pop.ui.art import TopPopArt
from app.games.top_pop.ui.items import HandRow, count_strip, panel_least
from app.ui import table_layout as kit
from app.ui.items.card_art import min_text_px, text_scale
from app.ui.items.hand import LIFT
from app.ui.items.hint_marker import HintMarker
from app.ui.items.markers import ButtonItem

#: a card's width over its height (the art's)
ASPECT = TopPopArt.aspect
#: a front card's step (of its width) while the row has the room
FRONT_STEP = 1.1
#: a front card with its towers of caps beside it, in card widths
FRONT_EXTENT = 1.45
#: a seat's row over its cards' height, and under them the line of their towers' counts (items.py)
ROW = 1.04
#: the header: card heights (the deck) and lines of text (the middle's label over its caps, their
#: counts under them); in a short table (`Layout.compact`) the label beside the caps, a line less
HEADER_CARDS, HEADER_LINES, COMPACT_HEADER_LINES = 0.42, 2.6, 1.3
#: the prompt: two lines
PROMPT_LINES = 2.0


#: the buttons stacked at the right of the hand, in this order (the scene writes their words)
BUTTONS = {"confirm": N_("Confirm"), "cancel": N_("Cancel"), "done": N_("Done")}


def prompt_least() -> float:
    """The least the prompt takes (two lines of the least text, at the player's text size)."""
    return min_text_px() * 2.75


def button_least() -> float:
    """A button (Confirm, Cancel, Done are stacked at the right of the hand) at its least: its words
    at the least text size (a button writes at half its height)."""
    return min_text_px() * 2


#: the score pile holds a small card per city (seven) and the night cards side by side
PILE_CARDS = 8
#: a small card of a score pile whose value and city code read side by side ("4 NYC": issue 26 saw
#: "4 N" in full screen)
PILE_CARD = 42.0
#: the least front card's width at 100 % text (its city code and value still read): `least_card()`
MIN_CARD = 34.0
def least_card() -> float:
    """The least front card at the player's text size: its city code and value grow with the text
    (issue 29: 34 px at 100 %, 68 px at 200 %, where a 34 px card cut "SEA" and "NYC")."""
    return MIN_CARD * text_scale()


def least_panel_w() -> float:
    """A seat's panel at its least width: its logo, the turn's pointer and a name of ten letters at the
    least text size (200 %: "Bene…" and "Ever…" were elided in 142 px; at 100 % the window's share
    is wider)."""
    return min_text_px() * 10.5


#: a short table at a larger text size (`Layout.tight`): the panels in two lines (the name and the
#: counts, then the supply), as wide as this many least texts
TIGHT_PANEL = 16.0


#: how much lower the outer cards of a hand's fan lie (of a card's height: app/ui/items/pile.py)
FAN_ARC = 0.06


@dataclasses.dataclass
class Layout(kit.TableLayout):
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
    #: a short table: the middle's label beside its caps (not over them), the rows touching
    compact: bool = False
    #: a short table at a larger text size: the panels in two lines, the front cards under their least
    #: (their codes left out: docs/rulings.md "Top Pop at a larger text size")
    tight: bool = False

    @property
    def card_h(self) -> float:
        return self.card_w / ASPECT


def fan_height(card_w: float, aspect: float = ASPECT, turn: float = HandRow.SPREAD, lift: float = LIFT) -> float:
    """How tall a hand's fan of cards `card_w` wide stands, from the top of a picked card risen `lift`
    (of a card's height) out of the fan down to the foot of the outer cards (lower on the arc, turned
    by `turn` degrees) with their glow or a lesson's ring (`HintMarker.reach`) around them."""
    h = card_w / aspect
    t = math.radians(turn)
    turned = (h * math.cos(t) + card_w * math.sin(t) - h) / 2
    around = max(max(2.0, card_w * 0.08), HintMarker.reach(QRectF(0, 0, card_w, h)))
    return h * (lift + 1 + FAN_ARC) + turned + around


def fan_card(band_h: float, aspect: float = ASPECT, turn: float = HandRow.SPREAD, lift: float = LIFT) -> float:
    """The widest hand card whose fan (`fan_height`) stands in `band_h`."""
    lo, hi = 0.0, band_h * aspect
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fan_height(mid, aspect, turn, lift) <= band_h else (lo, mid)
    return lo


def compute(W: float, H: float, seats: int, hand: bool, powers: bool, fronts: int = 4) -> Layout:
    """`fronts`: the most cards in front of one seat now (a row keeps room for them side by side)."""
    seats = max(1, seats)
    gap = kit.gap_for(W, H, 0.01, 4.0, 12.0)
    pile_w = kit.clamp(132.0, W * 0.17, 340.0)
    across = FRONT_EXTENT * max(4, fronts) + 0.2

    def panel_for(tight: bool) -> float:
        wide = max(kit.clamp(124.0, W * 0.15, 300.0), least_panel_w())
        if tight:  # two lines: the name and the counts side by side, the supply under them
            room = W - pile_w - across * MIN_CARD - 4 * 4.0
            wide = max(wide, min(TIGHT_PANEL * min_text_px(), room))
        return wide

    def fit_with(compact: bool, tight: bool = False) -> kit.Fit:
        # a seat's row: its cards and the line of their towers' counts, at least its panel's three lines.
        # A short table (`compact`): the middle's label beside its caps, the rows touching (each drawn a
        # pixel inside its band), the prompt at its least, the least gap: every band at its least
        # rather than the rows losing their counts' line or the prompt lying over the last row.
        # `tight` (compact at a larger text size, with no room for the least card): the panels in two
        # lines, the front cards under their least (docs/rulings.md "Top Pop at a larger text size")
        g = 4.0 if compact else gap
        least_card_w = MIN_CARD if tight else least_card()
        least = max(3 * button_least() + 2.5 * g, fan_height(least_card_w) + g)
        bands = [kit.Band("header", cards=HEADER_CARDS, lines=COMPACT_HEADER_LINES if compact else HEADER_LINES,
                          air=0.5),
                 kit.Band("row", cards=1.0 if compact else ROW, px=count_strip() + (3.0 if compact else 0.0),
                          least=panel_least(2 if tight else 3), count=seats, air=1.0, spaced=not compact),
                 kit.Band("prompt", lines=0.0 if compact else PROMPT_LINES, least=prompt_least(), air=0.5),
                 kit.Band("bottom", cards=1.3 if hand else 0.0, least=least if hand else 0.0,
                          count=1 if hand else 0, air=0.5)]
        across_px = panel_for(tight) + pile_w + 4 * g
        return kit.solve(W, H, bands, aspect=ASPECT, across=across, across_px=across_px, min_card=least_card_w,
                         max_card=190.0, gap=g)

    def over(fit: kit.Fit) -> bool:
        return max(fit.bottom(b) for b in fit.tops) + fit.gap > H + 0.5

    fit = fit_with(False)
    compact = over(fit)
    tight = False
    if compact:  # even the least card does not fit (five seats in a small window, a lesson's banner)
        fit = fit_with(True)
        if over(fit) and least_card() > MIN_CARD:  # a larger text size: five seats at 1280x800
            tight = True
            fit = fit_with(True, tight=True)
        gap = fit.gap
    panel_w = panel_for(tight)
    card_w = fit.card
    # the score pile takes the width the cards in front of the seats do not need, up to its eight small
    # cards side by side at a width that reads (a large window; the end, when the rows are empty)
    need = across * card_w + panel_w + 4 * gap
    pile_w = max(pile_w, min(PILE_CARDS * PILE_CARD * 1.08 + 8, W - need))
    header_y, header_h = fit.top("header"), fit.height("header")
    row_y, row_h = fit.tops["row"], fit.height("row")
    if compact:  # touching rows: each drawn a pixel inside its band
        row_y, row_h = [y + 1.0 for y in row_y], row_h - 2.0
    # at most 48 px tall, but never lower than its two lines at the least text size (200 %: a long
    # prompt went to 19 px in 48)
    prompt_y, prompt_h = fit.top("prompt"), min(fit.height("prompt"), max(48.0, prompt_least()))
    fronts_x = gap * 2 + panel_w
    pile_x = W - gap - pile_w
    fronts_w = pile_x - gap - fronts_x
    # the header: the deck, the middle (five colours), the banner, the City Powers (seven cities)
    deck_w = (header_h - min_text_px() * 1.8) * ASPECT
    middle_x = gap * 2 + deck_w + gap
    middle_w = min(W * 0.36, header_h * 0.62 * 5.6 + (min_text_px() * 5 if compact else 0.0))  # and its label beside
    powers_w = min(W * 0.34, header_h * 0.55 * 7.6) if powers else 0.0
    powers_x = W - gap - powers_w
    banner_x = middle_x + middle_w + gap
    banner_w = max(0.0, (powers_x if powers else W - gap) - gap - banner_x)
    # the seat at the screen: its hand, its supply, the buttons
    bottom_y, bottom_h = (fit.top("bottom"), fit.height("bottom")) if hand else (H, 0.0)
    # the buttons at least as wide as their words at the least text size (a button writes at half its
    # height, narrowed to its width)
    words_w = max(ButtonItem.least_width(_(word), button_least()) for word in BUTTONS.values())
    buttons_w = max(kit.clamp(110.0, W * 0.13, 240.0), words_w)
    # room for the glow of a tall button (ButtonItem: 0.3 of its height; the buttons stacked in the
    # bottom band as scene.py does: at 200 % in a short table 13 px, more than two least gaps)
    button_h = max(button_least(), min((bottom_h - gap) / 3, 44.0) - gap / 2)
    buttons_x = W - max(2 * gap, button_h * 0.3) - buttons_w
    tray_w = kit.clamp(150.0, W * 0.27, 420.0)
    tray_x = buttons_x - gap * 2 - tray_w
    hand_x = gap
    hand_w = tray_x - gap * 2
    hand_card = min(fan_card(bottom_h - gap), kit.fitting_card(hand_w, 6)) if hand else 0.0
    return Layout(W, H, gap, header_y, header_h, deck_w, middle_x, middle_w, banner_x, banner_w, powers_x,
                  powers_w, row_y, row_h, panel_w, fronts_x, fronts_w, pile_x, pile_w, card_w, prompt_y, prompt_h,
                  bottom_y, bottom_h, hand_x, hand_w, hand_card, tray_x, tray_w, buttons_x, buttons_w, compact, tight)
