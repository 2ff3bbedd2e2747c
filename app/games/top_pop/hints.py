"""Why a move of Top Pop is good, in one sentence for the hint (app/games/hints.py asks the Hard bot for
the move, then `reason`), in every way to play.

The figures come from the seat's view only. Points are the rules' own scoring (scoring.py) of the
score piles the seat sees (a won night card it has not seen counts for no city); caps and stacks are
read off the view; the two-player figures come from the bots' model of the position (duo_search.py,
the cards the seat cannot see left unknown), the same model the bots rate moves with.
"""

from __future__ import annotations

from app.core import text
from app.core.i18n import _, ngettext
from app.games.top_pop import cards, duo_search, scoring
from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.games.top_pop.cards import card_name, city_name, colour_word, company_name


def piles(view: dict) -> list[dict[str, int]]:
    """Every seat's cards won by city, as far as the view shows them."""
    return [scoring.pile(c for c in won if c is not None) for won in view["won"]]


def points_for(view: dict, seat: int, code: str | None) -> int | None:
    """What winning `code` now would add to `seat`'s points (majorities and variety); None when the
    card is one the view does not show."""
    if code is None:
        return None
    now = piles(view)
    before = scoring.score(now)[seat]
    now[seat] = dict(now[seat])
    now[seat][cards.city(code)] = now[seat].get(cards.city(code), 0) + 1
    return scoring.score(now)[seat] - before


def best_other(view: dict, seat: int, code: str) -> tuple[int, int]:
    """(seat, points) of the other seat that winning `code` would give the most points."""
    n = view["players"]
    return max(((s, points_for(view, s, code)) for s in range(n) if s != seat), key=lambda p: (p[1], -p[0]))


def _in_front(view: dict, seat: int, where: int, j: int) -> tuple[str, dict]:
    """The card `j` in front of `where` as a sentence's words: its name and the placeholder fields."""
    code = view["fronts"][where][j]["card"]
    name = card_name(code) if code is not None else _("a face-down night card")
    return name, {"who": text.seat(where)}


def reason(view: dict, action, seat: int) -> str:
    if isinstance(action, Place):
        return _place(view, action, seat)
    if isinstance(action, Take):
        return _take(view, action, seat)
    if isinstance(action, Stack):
        return _stack(view, action, seat)
    if isinstance(action, Done):
        n = sum((view["supply"][seat] or {}).values())
        return ngettext("Stop stacking: no stack left is worth its caps, and you keep your {n} cap for later turns.",
                        "Stop stacking: no stack left is worth its caps, and you keep your {n} caps for later turns.",
                        n).format(n=n)
    if isinstance(action, Play):
        return _play(view, action, seat)
    if isinstance(action, Seventh):
        w = duo_search.world_from_view(view)
        gain = next((g for g, c, k in duo_search.seventh_options(w, seat)
                     if (c, k) == (action.card, action.company)), 0)
        return ngettext("Lay {card} face down as {company}'s seventh card: it adds {n} point to {company} "
                        "when its column closes.",
                        "Lay {card} face down as {company}'s seventh card: it adds {n} points to {company} "
                        "when its column closes.", gain).format(card=card_name(action.card),
                                                                company=company_name(action.company), n=gain)
    assert isinstance(action, Discard), action
    c = cards.city(action.card)
    n = sum(1 for code in view["hand"] or () if cards.city(code) == c)
    return ngettext("Put {card} out of the game: you hold {n} card of {city}, more than of any other city.",
                    "Put {card} out of the game: you hold {n} cards of {city}, more than of any other city.",
                    n).format(card=card_name(action.card), city=city_name(action.card), n=n)


def _place(view: dict, action: Place, seat: int) -> str:
    code = action.card
    mine = points_for(view, seat, code)
    other, theirs = best_other(view, seat, code)
    if view["phase"] == "setup":
        return _("Keep {card} in front of you: winning it would add {mine} points to your score now.").format(
            card=card_name(code), mine=mine)
    if action.seat == seat:
        return _("Place {card} in front of yourself: whoever else wins it gives you its caps; it is worth "
                 "{mine} points to you and {theirs} to {other}.").format(
            card=card_name(code), mine=mine, theirs=theirs, other=text.seat(other))
    k = action.seat
    if (view["middle"] or {}).get(k, 0) or (view["middle"] or {}).get(str(k), 0):
        return _("Place {card} in front of {who}: you take a {colour} cap for it; the card is worth {mine} "
                 "points to you and {theirs} to {other}.").format(
            card=card_name(code), who=text.seat(k), colour=colour_word(k), mine=mine, theirs=theirs,
            other=text.seat(other))
    return _("Place {card} in front of {who}: the card is worth {mine} points to you and {theirs} to "
             "{other}.").format(card=card_name(code), who=text.seat(k), mine=mine, theirs=theirs,
                                other=text.seat(other))


def _wanted(view: dict, seat: int, colour: int) -> tuple[int, int, int] | None:
    """(where, j, points) of the card worth most to `seat` whose tallest stack is of `colour`'s owner
    (a stack there must hold that colour), among those it could stack on."""
    best = None
    for where, row in enumerate(view["fronts"]):
        for j, front in enumerate(row):
            if front["tallest"] != colour or colour == seat:
                continue
            worth = points_for(view, seat, front["card"])
            if worth is not None and (best is None or worth > best[2]):
                best = (where, j, worth)
    return best


def _take(view: dict, action: Take, seat: int) -> str:
    k = action.company
    have = int((view["supply"][seat] or {}).get(k, 0))
    if k == seat:
        return ngettext("Take a {colour} cap: your own colour goes on top of every stack, and you have {n}.",
                        "Take a {colour} cap: your own colour goes on top of every stack, and you have {n}.",
                        have).format(colour=colour_word(k), n=have)
    wanted = _wanted(view, seat, k) if view["variant"] != cards.LITE else None
    if wanted is not None:
        where, j, worth = wanted
        name, who = _in_front(view, seat, where, j)
        if where == seat:
            return _("Take a {colour} cap: a stack on {card} in front of you must hold one, and winning it "
                     "would add {mine} points to your score.").format(colour=colour_word(k), card=name, mine=worth)
        return _("Take a {colour} cap: a stack on {card} in front of {who} must hold one, and winning it "
                 "would add {mine} points to your score.").format(colour=colour_word(k), card=name, mine=worth,
                                                                 **who)
    return ngettext("Take a {colour} cap: it makes your next stacks taller; you have {n} of that colour.",
                    "Take a {colour} cap: it makes your next stacks taller; you have {n} of that colour.",
                    have).format(colour=colour_word(k), n=have)


def _stack(view: dict, action: Stack, seat: int) -> str:
    front = view["fronts"][action.seat][action.card]
    mine = len(front["stacks"].get(seat, front["stacks"].get(str(seat), ())))
    height = mine + len(action.caps)
    others = max((len(c) for o, c in front["stacks"].items() if int(o) != seat), default=0)
    name, who = _in_front(view, seat, action.seat, action.card)
    worth = points_for(view, seat, front["card"])
    # the clauses start the sentence after the colon (German writes them with a capital)
    if others:
        lead = _("your stack of {height} tops the {others} there").format(height=height, others=others)
    else:
        lead = _("it is the only stack there")
    if worth is None:
        why = _("the card is one only its players have seen")
    else:
        why = _("winning it would add {mine} points to your score").format(mine=worth)
    n = len(action.caps)
    if action.seat == seat:
        return ngettext("Stack {n} cap on {card} in front of you: {lead}, and {why}.",
                        "Stack {n} caps on {card} in front of you: {lead}, and {why}.", n).format(
            n=n, card=name, lead=lead, why=why)
    return ngettext("Stack {n} cap on {card} in front of {who}: {lead}, and {why}.",
                    "Stack {n} caps on {card} in front of {who}: {lead}, and {why}.", n).format(
        n=n, card=name, lead=lead, why=why, **who)


def _play(view: dict, action: Play, seat: int) -> str:
    k = action.company
    w = duo_search.world_from_view(view)
    before = w.company_points()[k]
    w.play(action.card, k)
    after = w.company_points()[k]
    pay = view["next_pay"][k] or 0
    return ngettext("Play {card} to {company}: it pays you {n} cap, and {company} goes from {before} to "
                    "{after} points.",
                    "Play {card} to {company}: it pays you {n} caps, and {company} goes from {before} to "
                    "{after} points.", pay).format(card=card_name(action.card), company=company_name(k), n=pay,
                                                   before=before, after=after)

