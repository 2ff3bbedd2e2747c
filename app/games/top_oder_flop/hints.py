"""Why a move of Top oder Flop is good, in one sentence for the hint (app/games/hints.py asks the Hard
bot for the move, then `reason`).

The figures come from the seat's view only: the position after the move is the rules' own (`_apply`
on a state dealt from the view, determinize.py); what it changes (the films' values, the seat's own
influence) does not depend on any card the seat cannot see, and the other seats' influence is only
what they show (face-up cards and cards everyone saw), with their face-down cards left out.
"""

from __future__ import annotations

from app.core import Rng
from app.core.i18n import _, ngettext
from app.core.text import signed_points
from app.games.top_oder_flop import cards
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import card_name, card_start, side_word, title
from app.games.top_oder_flop.determinize import determinize


def after(view: dict, action):
    """The state after `action`, dealt from `view` (the hidden cards at random: nothing the
    sentence names depends on them)."""
    state = determinize(view, Rng(0))
    state._apply(action)
    return state


def shown_by_others(view: dict, seat: int, film: str) -> int:
    """The most influence another seat shows on `film` (its cards whose value everyone knows)."""
    best = 0
    for s, mine in enumerate(view["personal"]):
        if s == seat:
            continue
        pile = mine.get(film, ())
        best = max(best, sum(cards.value(e["code"]) for e in pile if e["code"] is not None and e["known"]))
    return best


def _standing(view: dict, seat: int, film: str, mine: int) -> str:
    return _("you have {mine} influence there against at most {other} shown by the others").format(
        mine=mine, other=shown_by_others(view, seat, film))


def opening_support(hand: list, action: Personal) -> int:
    """What the rest of the hand shows for the opening card's film (the Normal bot's opening measure)."""
    return sum(cards.value(c) for c in hand if action.film in cards.films_of(c)) - cards.value(action.card)


def reason(view: dict, action, seat: int) -> str:
    if isinstance(action, Personal) and view.get("phase") == "opening":
        n = opening_support(view["hand"], action)
        if n > 0:
            return ngettext("Open with {card} for {film}: the rest of your hand holds {n} more point of "
                            "influence for that film.",
                            "Open with {card} for {film}: the rest of your hand holds {n} more points of "
                            "influence for that film.", n).format(card=card_name(action.card),
                                                                   film=title(action.film), n=n)
        return _("Open with {card} for {film}: it is your strongest card for a film you can still push.").format(
            card=card_name(action.card), film=title(action.film))
    state = after(view, action)
    films = view["films"]
    if isinstance(action, Personal):
        f = action.film
        return _("Lay {card} under {film} in your display: your influence there goes from {before} to {after} "
                 "against at most {other} shown by the others; the film is worth {value}.").format(
            card=card_name(action.card), film=title(f), before=(view["influence"] or {}).get(f, 0),
            after=state.influence(seat, f), other=shown_by_others(view, seat, f), value=signed_points(films[f]["value"]))
    if isinstance(action, Display):
        f = action.film
        if action.replace is not None:
            t = action.take
            return _("{card} on the {side} side of {film} pushes off {replaced} into your display for {take}: "
                     "{film} goes from {v0} to {v1} and your influence on {take} from {before} to {after}.").format(
                card=card_start(action.card), side=side_word(action.side), film=title(f),
                replaced=card_name(action.replace), take=title(t), v0=signed_points(films[f]["value"]),
                v1=signed_points(state.films[f].value()), before=(view["influence"] or {}).get(t, 0),
                after=state.influence(seat, t))
        return _("{card} on the {side} side of {film}: its value goes from {v0} to {v1}; {standing}.").format(
            card=card_start(action.card), side=side_word(action.side), film=title(f),
            v0=signed_points(films[f]["value"]), v1=signed_points(state.films[f].value()), standing=_standing(view, seat, f, state.influence(seat, f)))
    if isinstance(action, Change):
        return _change(view, action, seat, state)
    assert isinstance(action, Marker), action
    f = action.film
    standing = _standing(view, seat, f, state.influence(seat, f))
    if action.face == "x2":
        return _("Times two on the {side} side of {film}: its value goes from {v0} to {v1}; {standing}.").format(
            side=side_word(action.side), film=title(f), v0=signed_points(films[f]["value"]),
            v1=signed_points(state.films[f].value()), standing=standing)
    if state.films[f].finished:
        return _("A Stop on the {side} side of {film} ends the film at a value of {value}; {standing}.").format(
            side=side_word(action.side), film=title(f), value=signed_points(state.films[f].value()),
            standing=standing)
    return _("A Stop on the {side} side of {film}: nobody can change that side any more, with the film "
             "worth {value}; {standing}.").format(side=side_word(action.side), film=title(f),
                                                  value=signed_points(films[f]["value"]), standing=standing)


def _change(view: dict, action: Change, seat: int, state) -> str:
    films = view["films"]
    f, t = action.film, action.to_film
    what = dict(moved=card_name(action.moved), side=side_word(action.side), film=title(f),
                to_side=side_word(action.to_side), to_film=title(t), v0=signed_points(films[f]["value"]),
                v1=signed_points(state.films[f].value()), w0=signed_points(films[t]["value"]),
                w1=signed_points(state.films[t].value()))
    if action.replace is not None:
        return _("The change card moves {moved} from the {side} side of {film} to the {to_side} side of "
                 "{to_film}, pushing off {replaced} into your display for {take}: {film} goes from {v0} to "
                 "{v1}, {to_film} from {w0} to {w1}.").format(
            replaced=card_name(action.replace), take=title(action.take), **what)
    if f == t:
        return _("The change card moves {moved} from the {side} to the {to_side} side of {film}: its value "
                 "goes from {v0} to {v1}; {standing}.").format(
            standing=_standing(view, seat, f, state.influence(seat, f)), **what)
    return _("The change card moves {moved} from the {side} side of {film} to the {to_side} side of "
             "{to_film}: {film} goes from {v0} to {v1}, {to_film} from {w0} to {w1}.").format(**what)
