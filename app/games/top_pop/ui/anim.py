"""Top Pop's animations, one or more steps per event (`ANIMATIONS`, a Dispatch over every event class
of events.py; ui/motion.py moves the pieces): the starting caps fly from the middle into the supplies;
a placed card flies from the hand (the fan at the screen, or the placer's panel: face down when others
may not see it) into the row it goes to; taken caps fly from the middle into the supply; a stack's
caps fly one by one onto the card; a won card flies to its winner's score pile while the tallest
stack's caps fly to their new owner (or the middle) and the other stacks back to theirs; a drawn card
flies from the deck; a City Power that passes pops; a skipped step and the final round are said in
rising words; a card nobody won at the end fades away. The final view is drawn when all is done; the
table takes no clicks meanwhile (the toolkit's queue). The two-player game's events animate on its
own table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from app.core.dispatch import Dispatch, event_classes
from app.core.i18n import N_, _, ngettext
from app.games.top_pop import duo_events as duo
from app.games.top_pop import events as ev
from app.games.top_pop.ui import motion
from app.games.top_pop.ui.items import CityCard
from app.ui.items.animation import cheer_winners, fade, fly_card, pop
from app.ui.items.colors import GOLD

if TYPE_CHECKING:
    from app.games.top_pop.ui.scene import Scene

#: what rises from a seat's panel when a step of its turn had nothing to do (by the event's reason)
SKIPPED = {"no_card": N_("No card to place"), "empty_middle": N_("The middle is empty"),
           "no_stack": N_("No stack possible")}

#: the two-player table (ui/duo_table.py) has no steps of its own yet: each of its moves is drawn at once
#: from the view after it, the log line saying what happened
_DUO = "the two-player table is drawn at once from the view after the move; the log line says it"
ANIMATIONS = Dispatch("animation", silent={
    ev.DeckEmpty: "nothing moves: the deck is already drawn empty on the table and the log says so",
    ev.GameEnded: "the log says why the game ends; the leftover cards are won or fade away next",
    **{cls: _DUO for cls in event_classes(duo)},
})
on = ANIMATIONS.on


@on(ev.Dealt)
def _dealt(scene: "Scene", e: ev.Dealt, add) -> None:
    def step():
        tweens = [pop(panel, scene.duration(300), 1.05) for panel in scene.seat_items]
        for seat, n in enumerate(e.caps):
            tweens += motion.caps_from_middle(scene, seat, [seat] * n, delay_ms=60 * seat)
        return tweens

    add(step)


@on(ev.CardPlaced)
def _placed(scene: "Scene", e: ev.CardPlaced, add) -> None:
    add(lambda: motion.place_card(scene, e.player, e.seat, e.card, e.night))


@on(ev.CapsTaken)
def _taken(scene: "Scene", e: ev.CapsTaken, add) -> None:
    if e.count > 0:
        add(lambda: motion.caps_from_middle(scene, e.player, [e.company] * e.count))


@on(ev.StackPlaced)
def _stacked(scene: "Scene", e: ev.StackPlaced, add) -> None:
    add(lambda: motion.stack_caps(scene, e.player, e.seat, e.index, list(e.caps)))


@on(ev.CardWon)
def _won(scene: "Scene", e: ev.CardWon, add) -> None:
    moves = [(e.player, list(e.caps), e.to)] + [(owner, list(caps), owner) for owner, caps in e.returned]
    add(lambda: motion.win_card(scene, e.player, e.seat, e.index, e.card, moves))


@on(ev.CardRemoved)
def _removed(scene: "Scene", e: ev.CardRemoved, add) -> None:
    def step():
        row = scene.rows[e.seat]
        if not 0 <= e.index < len(row.cards):
            return None
        card = row.cards.pop(e.index)
        scene.loose.append(card)
        return [fade(card, 0.0, scene.duration(motion.FLY_MS))] + row.place_cards(scene.duration(motion.SHIFT_MS))

    add(step)


@on(ev.CardDrawn)
def _drawn(scene: "Scene", e: ev.CardDrawn, add) -> None:
    def step():
        deck = scene.deck
        card = CityCard(None, deck.card_size[0])
        card.setPos(deck.top_pos())
        scene.addItem(card)
        deck.set_state(max(0, deck.count - 1))
        card.setZValue(motion.FLYING_Z)
        if e.player == scene.me() and e.card is not None:
            card.art = scene.deck.art  # the deck's day back until it turns over (the face is the same art's)
            card.code = e.card
            scene.hand.add_cards([card])
            to = scene.hand.slots(scene.hand.codes())[-1]
            tweens = scene.hand.place_cards(scene.duration(motion.SHIFT_MS), skip=card)

            def land() -> None:
                card.art = scene.art
                card.set_face(e.card, True)
                scene.hand.place_cards()

            return tweens + [fly_card(card, to, scene.hand.card_size[0], scene.duration(motion.FLY_MS),
                                      turn_over=True, land=land)]
        card.art = scene.deck.art
        scene.loose.append(card)
        frame = scene.seat_items[e.player].frame()
        to = frame.center() - QPointF(scene.geo.card_w * 0.3, scene.geo.card_h * 0.3)
        return [fly_card(card, to, scene.geo.card_w * 0.6, scene.duration(motion.FLY_MS), land=card.hide)]

    add(step)


@on(ev.PowerPassed)
def _power(scene: "Scene", e: ev.PowerPassed, add) -> None:
    def step():
        chip = scene.powers.get(e.city)
        if chip is None or not chip.isVisible():
            return None
        chip.holder = e.player  # the tooltip comes with the final view
        chip.update()
        chip.setTransformOriginPoint(chip.boundingRect().center())
        return [pop(chip, scene.duration(420), 1.4)]

    add(step)


@on(ev.FinalRound)
def _final(scene: "Scene", e: ev.FinalRound, add) -> None:
    def step():
        scene.banner.set_lines(_("Final round"))
        scene.banner.setTransformOriginPoint(scene.banner.boundingRect().center())
        return [pop(scene.banner, scene.duration(600), 1.12),
                motion.float_text(scene, scene.seat_items[e.player].frame(), _("Final round"), GOLD, 1200)]

    add(step)


@on(ev.StepSkipped)
def _skipped(scene: "Scene", e: ev.StepSkipped, add) -> None:
    words = SKIPPED.get(e.reason)
    if words is not None:
        add(lambda: [motion.float_text(scene, scene.seat_items[e.player].frame(), _(words), GOLD)])


@on(ev.PowerScored)
def _power_scored(scene: "Scene", e: ev.PowerScored, add) -> None:
    words = ngettext("+{n} point", "+{n} points", e.points).format(n=e.points)
    add(lambda: [motion.float_text(scene, scene.seat_items[e.player].frame(), words, GOLD, 1000)])


@on(ev.GameOver)
def _game_over(scene: "Scene", e: ev.GameOver, add) -> None:
    add(lambda: cheer_winners(scene, e.winners, motion.float_text))


__all__ = ["ANIMATIONS"]
