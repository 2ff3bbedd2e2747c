"""Why a move of Top Pop's standard or lite game is refused: one sentence in a player's words, with
seats as placeholders. The rules (standard.py) decide what is legal; this module only says why
something is not, checking in the order a player would ask (is it my step, my card, that card, my
caps, ...)."""

from __future__ import annotations

from collections import Counter

from app.core import text
from app.core.i18n import _, ngettext
from app.games.top_pop import cards
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.cards import colour_word


def _step_first(state) -> str:
    """What the current player does now, as a refusal of anything else."""
    step = state.step
    if state.phase == "setup":
        return _("At set-up you place one card from your hand in front of yourself.")
    if step == "place":
        if state.variant == cards.LITE:
            return _("First place the card you drew in front of a player.")
        return _("First place a card from your hand in front of a player.")
    if step == "take":
        return _("First take a cap from the middle.")
    return _("Now you place stacks of caps on cards, or end your turn.")


def _seat(state, seat: int) -> str | None:
    if not 0 <= seat < state.num_players:
        return ngettext("There is no such player: this game has {n} player.",
                        "There is no such player: this game has {n} players.", state.num_players).format(
            n=state.num_players)
    return None


def _place(state, action: Place) -> str | None:
    if state.step != "place":
        return _step_first(state)
    if not cards.is_card(action.card):
        return _("Top Pop has no card “{code}”.").format(code=action.card)
    if action.card not in state.hands[state.turn]:
        if state.variant == cards.LITE:
            return _("{card} is not the card you drew.").format(card=_start(action.card))
        return _("{card} is not in your hand.").format(card=_start(action.card))
    wrong = _seat(state, action.seat)
    if wrong:
        return wrong
    if state.phase == "setup" and action.seat != state.turn:
        return _("At set-up you place the card in front of yourself, not in front of another player.")
    return None


def _start(code: str) -> str:
    """A card's name at the start of a sentence."""
    name = cards.card_name(code)
    return name[:1].upper() + name[1:]


def _take(state, action: Take) -> str | None:
    if state.step != "take":
        return _step_first(state)
    if action.company not in state.middle:
        return ngettext("There is no such colour of caps: this game has {n} colour.",
                        "There is no such colour of caps: this game has {n} colours.", state.num_players).format(
            n=state.num_players)
    if state.middle.get(action.company, 0) <= 0:
        return _("The middle has no {colour} cap left.").format(colour=colour_word(action.company))
    return None


def _stack(state, action: Stack) -> str | None:
    if state.step != "stack":
        return _step_first(state)
    me = state.turn
    wrong = _seat(state, action.seat)
    if wrong:
        return wrong
    row = state.fronts[action.seat]
    if not 0 <= action.card < len(row):
        who = text.seat(action.seat)
        if not row:
            return _("There is no card in front of {who}.").format(who=who)
        return ngettext("There is no such card: {who} has {n} card in front of them.",
                        "There is no such card: {who} has {n} cards in front of them.", len(row)).format(
            who=who, n=len(row))
    if not action.caps:
        return _("A stack needs at least one cap.")
    have = state.supply[me]
    for k, n in sorted(Counter(action.caps).items()):
        if not 0 <= k < state.num_players:
            return ngettext("There is no such colour of caps: this game has {n} colour.",
                            "There is no such colour of caps: this game has {n} colours.", state.num_players).format(
                n=state.num_players)
        if have.get(k, 0) < n:
            return ngettext("You have only {n} {colour} cap in your supply.",
                            "You have only {n} {colour} caps in your supply.", have.get(k, 0)).format(
                n=have.get(k, 0), colour=colour_word(k))
    front = row[action.card]
    leader = front.tallest()
    mine = front.stacks.get(me)
    if leader == me:
        return _("Your stack on this card is already the tallest: you have one stack per card, "
                 "and you add to it only when another stack is taller.")
    if action.caps[-1] != me:
        return _("Your stack must have a cap of your colour ({colour}) on top.").format(colour=colour_word(me))
    if state.variant != cards.LITE and leader is not None and leader not in action.caps:
        if mine:
            return _("You must add a {colour} cap: {colour} has the tallest stack on this card.").format(
                colour=colour_word(leader))
        return _("You need a {colour} cap in this stack: {colour} has the tallest stack on this card.").format(
            colour=colour_word(leader))
    tallest = front.height(exclude=me)
    height = len(mine or ()) + len(action.caps)
    if height <= tallest:
        if mine:
            return ngettext("Your stack would be {height} cap tall; it must be taller than {tallest}.",
                            "Your stack would be {height} caps tall; it must be taller than {tallest}.",
                            height).format(height=height, tallest=tallest)
        return ngettext("A stack here must be taller than the tallest one: more than {n} cap.",
                        "A stack here must be taller than the tallest one: more than {n} caps.", tallest).format(
            n=tallest)
    return None


def _done(state, action: Done) -> str | None:
    if state.step != "stack":
        return _step_first(state)
    return None


_BY_KIND = {Place: _place, Take: _take, Stack: _stack, Done: _done}


def why_not(state, action) -> str:
    """The sentence for an action the rules refuse now."""
    fn = _BY_KIND.get(type(action))
    reason = fn(state, action) if fn is not None else _("That is not a move of the standard or lite game.")
    return reason or _("That move is not allowed now.")
