"""Where everything lies on the Top This! table, for a window size and a number of seats.

Two columns. The left, top to bottom: the seats' panels (in as many rows as keep each panel wide
enough for its words), the pizza, the prompt. The right: the orders (two rows of three cards, the
deck in the last place), the tips, the bag and the buttons, the hand of the seat whose turn it is and
the flip buttons, each under its label. Declared in card units (app/ui/table_layout.py): the right
column in order cards, three side by side with room beside them for a declared card's ribbon, its
height left over as air between its groups; the left with the pizza as its one square "card", as
large as the room between the panels and the prompt allows, centred in it. Only where and how large
the pizza is drawn comes from here (`pizza`, `px`): the scene maps the physics world to the screen;
the world itself never changes."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF

from app.games.top_this import geometry as geo
from app.games.top_this.ui import art, art_cards  # (art first: it loads art_cards at its end)
from app.games.top_this.ui.items import OrderItem
from app.games.top_this.ui.seat_panel import PlayerPanelItem
from app.ui import table_layout as kit
from app.ui.items.card_art import min_text_px, text_width
from app.ui.items.markers import ButtonItem
from app.ui.items.text_box import readable, table_text_px

#: an order card's width over its height
ASPECT = 1 / 1.4
#: the narrowest a seat's panel may be before the panels take another row; the room between two
#: panels side by side (of the gap)
PANEL_MIN_W, PANEL_GAP = 150.0, 0.6
#: the least diameter of the pizza (pixels)
MIN_PIZZA = 50.0
#: of an order card's width: a hand disc's radius, a flip button's radius
HAND_R, FLIP_R = 0.27, 0.23
#: of its radius, how far under its band's top a disc's centre lies, and its band's height (the
#: hand's discs show their other face below-right of them)
DISC_TOP, HAND_BAND, FLIP_BAND = 1.3, 2.8, 2.7
#: under the "Orders" heading, room (of an order card's height) for what reaches above a card of the
#: first row: the hint ring (app/ui/items/hint_marker.py `reach`: at most 0.175 of a card's width) and
#: a declared card's lift and glow (0.16 of its width); the heading stays readable (issue 27)
HEADING_ROOM = 0.13
#: the row of the tips, the bag and the buttons (of an order card's height; at least ROW_LEAST px, and
#: at least ROW_LINES lines of the least text size: the buttons' words, at half a button's height)
ROW, ROW_LEAST, ROW_LINES = 0.5, 44.0, 4.0


@dataclasses.dataclass
class Layout:
    """Where the scene puts its items: boxes, and centres for the round ones."""
    gap: float
    rows: int  # the seats' panels' rows
    panel: tuple  # a panel's width, height, text sizes, hand row and split (PlayerPanelItem.set_size)
    panels: list[QPointF]
    pizza: QRectF  # the square the pizza is drawn in (its crust and a little room)
    board_rect: QRectF  # where the slingshot is drawn: between the panels and the prompt, left of the orders
    prompt: QRectF
    prompt_px: float
    prompt_lines: int
    labels: dict[str, QRectF]  # "orders", "hand", "flip"
    orders: list[QRectF]  # the places of the orders, the deck's last
    tips: QRectF
    bag: QRectF
    buttons: tuple[QRectF, QRectF]  # "Top This!" over "Pass"
    hand_r: float
    hand: list[QPointF]  # the centres of a hand of four discs (the hand a player draws up to)
    flip_r: float
    flips: list[QPointF]  # the flip buttons' centres

    def hand_at(self, i: int, n: int) -> QPointF:
        """The centre of disc `i` of a hand of `n`: a hand grown past four (toppings knocked off the pizza
        go to the player on the right) closes up between the first and the last place, overlapping."""
        if n <= len(self.hand):
            return self.hand[i]
        first, last = self.hand[0], self.hand[-1]
        return QPointF(first.x() + i * (last.x() - first.x()) / (n - 1), first.y())

    @property
    def px(self) -> float:
        """Pixels per millimetre of the pizza (of the physics world)."""
        return self.pizza.width() / (2 * geo.CRUST_R * 1.03)


def _panels(lw: float, H: float, seats: int, gap: float) -> tuple:
    """The panels' text sizes, columns and rows, and whether a panel's hand and counts take rows of
    their own: the text at readable sizes, the panels as wide as their words need."""
    name_px = max(min_text_px(), kit.clamp(14.0, H * 0.03, 22.0))
    small_px = readable(kit.clamp(12.0, H * 0.021, 16.0))
    cols = max(1, min(seats, int((lw + gap) // (PANEL_MIN_W + gap))))
    pw = (lw - (cols - 1) * gap) / cols
    stats_w = text_width(PlayerPanelItem.stats_text(9, 9), small_px) + name_px * 1.6
    hand_row = pw - stats_w < 4 * small_px * 1.2  # not even four discs fit beside the counts
    # counts too long even for a row of their own (German): the orders above the tips, so that the
    # hand keeps its row (beside the tips its discs shrank to dots)
    split = hand_row and stats_w - name_px * 1.6 > pw - name_px * 1.55
    ph = PlayerPanelItem.height_for(name_px, small_px, hand_row, split)
    return name_px, small_px, cols, -(-seats // cols), pw, ph, hand_row, split


def _right(rw: float, H: float, gap: float, lab: float) -> kit.Fit:
    """The right column solved for its width `rw`."""
    # beside the orders' outer cards, room for what a declared card paints past its sides (its ribbon
    # and glow, in its margin: OrderItem.MARGIN): the table's edge gives `gap` of it; where that is
    # short, the cards are as wide as leaves the rest (the ribbon's end was cut by 1.3 px at 1920x1080)
    reach = OrderItem.MARGIN
    if rw / (3 + 2 * reach) < (rw - 2 * gap) / 3:
        across, across_px = 3 + 2 * reach, 0.0  # (the gap is less than a card's reach)
    else:
        across, across_px = 3.0, 2 * gap
    return kit.solve(rw, H, [
        kit.Band("orders label", px=lab, cards=HEADING_ROOM, air=0.0), kit.Band("orders", cards=1.0, count=2, air=0.0),
        kit.Band("row", cards=ROW, least=max(ROW_LEAST, ROW_LINES * min_text_px())),
        kit.Band("hand label", px=lab), kit.Band("hand", cards=HAND_R * HAND_BAND * ASPECT, air=0.0),
        kit.Band("flip label", px=lab), kit.Band("flip", cards=FLIP_R * FLIP_BAND * ASPECT, air=0.0)],
        aspect=ASPECT, across=across, across_px=across_px, min_card=30.0, max_card=250.0, gap=gap)


def _row(rw: float, gap: float, row_h: float) -> tuple[float, float, float, float]:
    """The row's tips' width, the bag's and the buttons' left, the buttons' width (the column's left 0)."""
    tips_w = art_cards.tip_card_width(row_h)  # (wider than 0.68 of its height where its word needs it)
    bag_x = tips_w + gap * 1.8  # right of the tips
    button_x = bag_x + row_h + gap * 1.4
    return tips_w, bag_x, button_x, rw - gap * 0.3 - button_x


def button_least(words: str, height: float) -> float:
    """The width a button of `height` needs to show `words` whole at `min_text_px()` (ButtonItem)."""
    return ButtonItem.least_width(words, height)


def compute(W: float, H: float, seats: int, button_words: tuple[str, ...] = ()) -> Layout:
    """The table for `seats` in W x H; the right column is wider than its share where the buttons
    (`button_words`: Top This! over Pass) would not show their words at `min_text_px()` (a large
    text size)."""
    gap = kit.gap_for(W, H, 0.015, 6.0, 24.0)
    lab = max(kit.clamp(15.0, H * 0.032, 26.0), min_text_px() / 0.78, table_text_px() * 1.25 - 2)
    rw = kit.clamp(220.0, W * 0.3, 470.0)
    right = _right(rw, H, gap, lab)
    for _step in range(4):  # the row's height grows with the cards: a step or two settles it
        row_h = right.height("row")
        heights = (row_h * 0.5, row_h * 0.44)
        short = max((button_least(w, h) for w, h in zip(button_words, heights)), default=0.0) - _row(rw, gap, row_h)[3]
        if short <= 0.5 or rw >= W * 0.6:
            break
        rw = min(W * 0.6, rw + short)
        right = _right(rw, H, gap, lab)
    lw = W - rw - 3 * gap
    name_px, small_px, cols, rows, pw, ph, hand_row, split = _panels(lw, H, max(1, seats), gap * PANEL_GAP)
    prompt_px = kit.clamp(table_text_px(), H * 0.026, 20.0)
    lines = 3 if lw < 600 else 2
    # and room for one line more at the smallest size: a long (German) sentence takes it
    prompt_h = max(prompt_px * lines, table_text_px() * (lines + 1)) * 1.25 + 4
    left = kit.solve(lw, H, [
        kit.Band("seats", px=ph + gap * PANEL_GAP, count=rows, air=0.0, spaced=False),  # a row of panels
        kit.Band("pizza", cards=1.0), kit.Band("prompt", px=prompt_h)],
        aspect=1.0, across=1.0, min_card=MIN_PIZZA, max_card=max(W, H), gap=gap)
    d, prompt_y, seats_end = left.card, left.top("prompt"), left.bottom("seats")
    c, x0 = right.card, W - rw - gap
    grid_x = x0 + (rw - 3 * c - 2 * gap) / 2  # the orders' grid, centred in the column
    row_y, row_h, hand_r, flip_r = right.top("row"), right.height("row"), c * HAND_R, c * FLIP_R
    tips_w, bag_x, button_x, button_w = _row(rw, gap, row_h)
    bag_x, button_x = x0 + bag_x, x0 + button_x
    return Layout(
        gap, rows, panel=(pw, ph, name_px, small_px, hand_row, split),
        panels=[QPointF(gap + (k % cols) * (pw + gap * PANEL_GAP), left.top("seats", k // cols))
                for k in range(seats)],
        pizza=QRectF(gap + (lw - d) / 2, left.top("pizza"), d, d),
        board_rect=QRectF(0.0, seats_end, gap * 1.5 + lw, prompt_y - seats_end),
        prompt=QRectF(gap, prompt_y, lw, prompt_h), prompt_px=prompt_px, prompt_lines=lines,
        labels={k: QRectF(x0, right.top(f"{k} label"), rw, lab) for k in ("orders", "hand", "flip")},
        orders=[QRectF(grid_x + (i % 3) * (c + gap), right.top("orders", i // 3), c, c / ASPECT) for i in range(6)],
        tips=QRectF(x0 + gap * 0.3, row_y, tips_w, row_h), bag=QRectF(bag_x, row_y, row_h, row_h),
        buttons=(QRectF(button_x, row_y, button_w, row_h * 0.5),
                 QRectF(button_x, row_y + row_h * 0.54, button_w, row_h * 0.44)),
        hand_r=hand_r, hand=[QPointF(x0 + hand_r * 1.45 + i * (rw - hand_r * 2.9) / 3,
                                     right.top("hand") + hand_r * DISC_TOP) for i in range(4)],
        flip_r=flip_r, flips=[QPointF(x0 + flip_r * 1.5 + i * (rw - flip_r * 3) / 4,
                                      right.top("flip") + flip_r * DISC_TOP) for i in range(5)])
