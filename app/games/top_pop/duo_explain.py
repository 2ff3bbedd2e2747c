"""Why a move of the two-player game of Top Pop is refused: one sentence in a player's words, with
seats as placeholders. The rules (duo.py) decide what is legal; this module only says why something
is not, checking in the order a player would ask (is that a card of the game, is it in my hand, is it
the time for this move, does that company still take it)."""

from __future__ import annotations

from app.core import i18n
from app.core.i18n import N_, _
from app.games.top_pop import cards, duo  # duo imports this module too: only used in calls
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.cards import DUO_COMPANIES, city_name, company_name, is_night

GENERIC = N_("That move is not allowed now.")


def _company_ok(k: object) -> bool:
    return isinstance(k, int) and not isinstance(k, bool) and 0 <= k < DUO_COMPANIES


def _basics(state, action) -> str | None:
    """A move of this game; the card is a card of the game and in the mover's hand; the company is
    one of the four."""
    if not isinstance(action, (Seventh, Discard, Play)):
        return _("The two-player game has no such move: you lay seventh cards at the start and then "
                 "play cards to the soda companies.")
    if isinstance(action, (Seventh, Play)) and not _company_ok(action.company):
        return _("There is no such soda company: the two-player game has four, {names}.").format(
            names=i18n.join([company_name(k) for k in range(DUO_COMPANIES)]))
    code = getattr(action, "card", None)
    if code is None:
        return None
    if not cards.is_card(code):
        return _("Top Pop has no card “{code}”.").format(code=code)
    if code not in cards.contents(2, cards.TWO_PLAYER):
        return _("The two-player game is played with the cards of a four-player game: "
                 "{city} is not among them.").format(city=city_name(code))
    if code not in state.hands[state.turn]:
        if is_night(code):
            return _("You do not have the {city} night card in your hand.").format(city=city_name(code))
        return _("You have no {city} card in your hand.").format(city=city_name(code))
    return None


def _setup(state, action) -> str | None:
    seat = state.turn
    second = seat == duo.second_player(state)
    if isinstance(action, Play):
        if second:
            return _("First the seventh cards are laid and a card is put out of the game: "
                     "no card is played to a company yet.")
        return _("First lay your two seventh cards: no card is played to a company yet.")
    if isinstance(action, Discard):
        if not second:
            return _("Only the second player puts a card out of the game; you lay two seventh cards.")
        if state.discard is not None:
            return _("You have already put a card out of the game.")
        return None
    if duo.sevenths_laid(state, seat) >= duo.SEVENTHS_EACH:
        return _("You have laid your two seventh cards already: now put one card out of the game.")
    if state.sevenths[action.company] is not None:
        return _("{company} already has its seventh card.").format(company=company_name(action.company))
    return None


def _play(state, action) -> str | None:
    if isinstance(action, Seventh):
        return _("The seventh cards were laid at the start: now you play a card to a soda company.")
    if isinstance(action, Discard):
        return _("A card is put out of the game only at the start: now you play a card to a soda company.")
    if duo.is_closed(state, action.company):
        return _("{company} is closed: it has received its six cards and its seventh.").format(
            company=company_name(action.company))
    return None


def why_not(state, action) -> str:
    """The sentence for an action the rules refuse now."""
    reason = _basics(state, action)
    if reason is None:
        if state.phase == "setup":
            reason = _setup(state, action)
        elif state.phase == "play":
            reason = _play(state, action)
    return reason or _(GENERIC)
