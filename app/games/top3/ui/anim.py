"""Top 3's animations, one or more steps per event (`ANIMATIONS`, a Dispatch over every event class of
events.py). A choice: the picked cards fly from the hand into the seat's panel and turn face down (a
seat not at the screen: a face-down card drops into its place). The reveal: the three cards turn
over, showing their values with units and sources; they move into their ranking, highest first, and
the right order is said above them; every seat's order card and bet card turn face up with a badge
for right or wrong; the cards fly to the won piles and to the discard pile; bet cards that are right
are paid from the discard pile; a line per seat says what happened; then the next round's cards come
off the deck and its category turns up. The final view is drawn when all is done; the table takes no
clicks meanwhile (the toolkit's queue), and a click cuts the pauses short."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtGui import QTransform

from app.core import i18n
from app.core.dispatch import Dispatch
from app.core.i18n import _
from app.games.top3 import cards
from app.games.top3 import events as ev
from app.games.top3.actions import advance_name, order_name
from app.games.top3.scoring import ranked
from app.games.top3.ui.items import RoundCard
from app.ui.items.animation import Tween, call, fade, fly_card, move, pop

if TYPE_CHECKING:
    from app.games.top3.ui.scene import Scene

FLY_MS, TURN_MS, SHIFT_MS = 420, 460, 320

ANIMATIONS = Dispatch("animation")
on = ANIMATIONS.on


# ---- pieces --------------------------------------------------------------------------------------
def turn(scene: "Scene", item, halfway, delay_ms: float = 0.0, ms: float = TURN_MS) -> Tween:
    """`item` turns over where it lies, `halfway()` changing its face."""
    ms, delay = scene.duration(ms), scene.duration(delay_ms)
    total = ms + delay
    done = [False]

    def update(t: float) -> None:
        u = min(1.0, max(0.0, (t * total - delay) / ms)) if ms > 0 else 1.0
        if u <= 0.0:
            return
        if u >= 0.5 and not done[0]:
            done[0] = True
            halfway()
        cx = item.boundingRect().center().x()
        sx = max(abs(math.cos(math.pi * u)), 0.02)
        item.setTransform(QTransform().translate(cx, 0).scale(sx, 1).translate(-cx, 0))
        if u >= 1.0:
            item.resetTransform()

    return Tween(total, update, QEasingCurve.Type.Linear)


# ---- a choice ------------------------------------------------------------------------------------
@on(ev.Chose)
def _chose(scene: "Scene", e: ev.Chose, add) -> None:
    def step():
        panel = scene.seat_items[e.player]
        order_card, bet_card = scene.laid[e.player]
        tweens = []
        picks = [(0, "order", e.order, order_card)] + ([(1, "bet", e.advance, bet_card)] if e.advance else [])
        for k, kind, code, laid in picks:
            rect = panel.laid_rect(k)
            held = scene.hand_card(kind, code) if code is not None and e.player == scene.me() else None
            if held is not None:  # the seat at the screen: its card flies out of the hand, face down
                secret = order_name(code) if kind == "order" else advance_name(code)
                laid.set_look(code, held.text, True)
                laid.set_width(held.size[0])
                laid.setPos(held.pos())
                laid.show()
                held.hide()
                row = scene.orders if kind == "order" else scene.bets
                if held in row.cards:
                    row.cards.remove(held)

                def down(laid=laid, code=code, secret=secret) -> None:
                    laid.set_look(code, secret, False, secret=secret)

                tweens.append(scene.fly(laid, rect.topLeft(), rect.width(), FLY_MS, hidden=False, halfway=down,
                                        delay_ms=k * 90))
            elif k == 0:  # another seat: a card face down drops into its place
                laid.set_look(None, "", False)
                laid.set_width(rect.width())
                laid.setPos(rect.topLeft() - QPointF(0, rect.height() * 0.5))
                laid.setOpacity(0.0)
                laid.show()
                tweens += [move(laid, rect.topLeft(), scene.duration(SHIFT_MS)),
                           fade(laid, 1.0, scene.duration(SHIFT_MS))]
        panel.set_chosen(True)
        scene.prompt.set_text("")
        tweens += scene.orders.place_cards(scene.duration(SHIFT_MS)) + scene.bets.place_cards(scene.duration(SHIFT_MS))
        return tweens

    add(step)


# ---- the reveal ----------------------------------------------------------------------------------
def reveal_words(e: ev.Revealed) -> tuple[list[str], list[str], list[int]]:
    """The values as the cards print them (with units), the sources' lines, and the cards from the
    highest-ranked down (indices into the table)."""
    values = [cards.format_value(e.theme, e.category, v) for v in e.values]
    sources = []
    for card_id in e.table:
        name, year = cards.source(e.theme, card_id, e.category)
        sources.append(_("{source}, {year}").format(source=name, year=year) if year else name)
    return values, sources, ranked(e.values)


def ranking_text(e: ev.Revealed) -> str:
    orders = [order_name(o) for o in e.correct]
    if len(orders) == 1:
        return _("Highest first: the right order is {order}.").format(order=orders[0])
    return _("Highest first: the right orders are {orders}.").format(orders=i18n.join(orders))


def seat_lines(scene: "Scene", e: ev.Revealed) -> list[str]:
    """What happened to each seat, in a line each (and one more for a bet card laid)."""
    lines = []
    for s in range(len(e.orders)):
        name = scene.name(s)
        if e.right[s] and e.awards[s]:
            taken = i18n.join([cards.name(e.theme, c) for c in e.awards[s]])
            lines.append(_("{name}: right, takes {cards}.").format(name=name, cards=taken))
        elif e.right[s]:
            lines.append(_("{name}: right, but so was everyone: no card.").format(name=name))
        else:
            lines.append(_("{name}: wrong, no card.").format(name=name))
        bet = e.advances[s]
        if bet is None:
            continue
        words = {"name": name, "bet": advance_name(bet)}
        if e.advance_paid[s] is not None:
            words["card"] = cards.name(e.theme, e.advance_paid[s])
            lines.append(_("{name} bet “{bet}”: right, takes {card} from the discard pile.").format(**words))
        elif e.advance_right[s]:
            lines.append(_("{name} bet “{bet}”: right, but the discard pile is too small to pay.").format(**words))
        else:
            lines.append(_("{name} bet “{bet}”: wrong.").format(**words))
    return lines


@on(ev.Revealed)
def _revealed(scene: "Scene", e: ev.Revealed, add) -> None:
    values, sources, order = reveal_words(e)
    lines = seat_lines(scene, e)
    add(call(lambda: scene.prompt.set_text("")))
    category = (e.category, cards.category_name(e.theme, e.category))
    add(lambda: [turn(scene, card, lambda card=card, k=k: card.set_value(values[k], category, sources[k]), k * 150)
                 for k, card in enumerate(scene.cards)])
    add(lambda: [scene.hold(450)])
    add(lambda: _rank(scene, e, order))
    add(lambda: _turn_choices(scene, e))
    add(lambda: [scene.hold(1000)])
    add(lambda: _hand_out(scene, e))
    if any(bet is not None for bet in e.advances):
        add(lambda: _pay_bets(scene, e))
    add(lambda: _results(scene, lines))
    add(lambda: [scene.hold(2000 + 300 * len(lines))])
    add(lambda: [fade(item, 0.0, scene.duration(SHIFT_MS)) for item in (scene.banner, scene.rank_label,
                                                                      *[c for pair in scene.laid for c in pair])])
    add(call(lambda: _cleared(scene)))


def _rank(scene: "Scene", e: ev.Revealed, order: list[int]) -> list:
    scene.note_label.hide()
    scene.rank_label.setOpacity(1.0)
    scene.rank_label.set_text(ranking_text(e))
    tweens = [pop(scene.rank_label, scene.duration(420), 1.08)]
    for place, k in enumerate(order):
        x, y = scene.geo.place(place)
        tweens.append(move(scene.cards[k], QPointF(x, y), scene.duration(520)))
    return tweens


def _turn_choices(scene: "Scene", e: ev.Revealed) -> list:
    tweens = []
    for s, order in enumerate(e.orders):
        panel = scene.seat_items[s]
        order_card, bet_card = scene.laid[s]
        for k, card in ((0, order_card), (1, bet_card)):
            if not card.isVisible() and (k == 0 or e.advances[s] is not None):
                rect = panel.laid_rect(k)
                card.set_look(None, "", False)
                card.set_width(rect.width())
                card.setPos(rect.topLeft())
                card.setOpacity(1.0)
                card.show()

        def up(card=order_card, order=order, right=e.right[s]) -> None:
            card.set_look(order, order_name(order), True, verdict=right)

        tweens.append(turn(scene, order_card, up, s * 170))
        bet = e.advances[s]
        if bet is not None:
            def bet_up(card=bet_card, bet=bet) -> None:
                card.set_look(bet, advance_name(bet), True)

            tweens.append(turn(scene, bet_card, bet_up, s * 170 + 90))
    return tweens


def _hand_out(scene: "Scene", e: ev.Revealed) -> list:
    """The cards fly to the won piles of the seats that took them, the rest to the discard pile."""
    by_id = {card.code: card for card in scene.cards}
    scene.rank_label.set_text("")
    tweens, k = [], 0
    for s, taken in enumerate(e.awards):
        panel = scene.seat_items[s]
        for card_id in taken:
            card = by_id.get(card_id)
            if card is None:
                continue
            card.set_source(None)
            rect = panel.won_parts()[1]  # onto the pile's card

            def land(card=card, panel=panel) -> None:
                card.hide()
                panel.set_won(panel.won + 1)

            tweens.append(scene.fly(card, rect.topLeft(), rect.width(), FLY_MS, hidden=False, land=land,
                                        delay_ms=k * 110))
            k += 1
    pile = scene.discard
    for card_id in e.discarded:
        card = by_id.get(card_id)
        if card is None:
            continue
        card.set_source(None)

        def onto(card=card, card_id=card_id) -> None:
            card.hide()
            scene.onto_discard(card_id)

        tweens.append(scene.fly(card, pile.top_pos(), pile.card_size[0], FLY_MS, hidden=False, land=onto,
                                delay_ms=k * 110))
        k += 1
    return tweens


def _pay_bets(scene: "Scene", e: ev.Revealed) -> list:
    """Each bet card gets its badge; the right ones that are paid take a card from the discard pile."""
    tweens, k = [], 0
    pile = scene.discard
    for s, bet in enumerate(e.advances):
        if bet is None:
            continue
        bet_card = scene.laid[s][1]
        bet_card.set_verdict(bool(e.advance_right[s]))
        tweens.append(pop(bet_card, scene.duration(380), 1.15))
        paid = e.advance_paid[s]
        if paid is None:
            continue
        card = RoundCard(paid, pile.card_size[0])
        card.set_card(paid, cards.name(e.theme, paid), None)
        card.setPos(pile.top_pos())
        scene.addItem(card)
        scene.loose.append(card)
        panel = scene.seat_items[s]
        pile.set_state(max(0, pile.count - 1), pile.top_code)
        rect = panel.won_parts()[1]  # onto the pile's card

        def land(card=card, panel=panel) -> None:
            card.hide()
            panel.set_won(panel.won + 1)

        tweens.append(scene.fly(card, rect.topLeft(), rect.width(), FLY_MS, hidden=False, land=land,
                                delay_ms=300 + k * 140))
        k += 1
    return tweens


def _results(scene: "Scene", lines: list[str]) -> list:
    banner = scene.banner
    banner.setOpacity(1.0)
    banner.set_lines(lines)
    g = scene.geo
    banner.set_box(g.card_x[2] + g.card - g.card_x[0], g.card_h + g.source_h)
    h = banner.boundingRect().height() - 4
    banner.setPos(g.card_x[0], max(g.label_y, g.card_y + (g.card_h + g.source_h - h) / 2))
    banner.show()
    return [pop(banner, scene.duration(380), 1.04)]


def _cleared(scene: "Scene") -> None:
    scene.banner.hide()
    for pair in scene.laid:
        for card in pair:
            card.hide()
            card.setOpacity(1.0)
    scene.rank_label.setOpacity(1.0)
    scene.rank_label.set_text("")


# ---- the next round, the end ---------------------------------------------------------------------
@on(ev.RoundStarted)
def _round(scene: "Scene", e: ev.RoundStarted, add) -> None:
    def step():
        g, deck = scene.geo, scene.deck
        tweens = []
        for k, card in enumerate(scene.cards):
            card.set_card(e.table[k], cards.name(e.theme, e.table[k]), k + 1)
            card.set_value(None)
            card.resetTransform()
            card.setOpacity(1.0)
            card.set_width(deck.card_size[0])
            card.setPos(deck.top_pos())
            card.setZValue(20 + k)
            card.show()
            tweens.append(fly_card(card, QPointF(*g.place(k)), g.card, scene.duration(FLY_MS),
                                   delay_ms=scene.duration(130 * k)))
        deck.set_state(max(0, deck.count - len(e.table)))
        total = (scene.final_view or scene.view or {}).get("rounds", 15)
        scene.round_label.set_text(_("Round {n} of {total}").format(n=e.round, total=total))

        def new_category() -> None:
            scene.set_category(e.category, cards.category_name(e.theme, e.category),
                               cards.category_note(e.theme, e.category))

        tweens.append(turn(scene, scene.category, new_category))
        return tweens

    add(step)


@on(ev.GameEnded)
def _ended(scene: "Scene", e: ev.GameEnded, add) -> None:
    def step():
        scene.rank_label.setOpacity(1.0)
        scene.rank_label.set_text(scene.winners_text(list(e.winners)))
        tweens = [pop(scene.rank_label, scene.duration(600), 1.15)]
        for seat in e.winners:
            panel = scene.seat_items[seat]
            panel.set_highlight(won=True)
            panel.setTransformOriginPoint(panel.boundingRect().center())
            tweens.append(pop(panel, scene.duration(600), 1.06))
        return tweens

    add(step)


__all__ = ["ANIMATIONS", "ranking_text", "reveal_words", "seat_lines"]
