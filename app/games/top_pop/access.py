"""The Top Pop table in words, for a screen reader (app/core/access.py), made from the view alone.

Standard and lite: each player (score, company, cards in hand, cards won of those that end the game,
supply) with the cards in front of them (each card with its stacks of caps; a night card the reader
has not seen is "a night card you have not seen") and their cards won; the middle's caps; the hand and
the supply of the seat at the screen; the deck; the City Powers. The two-player game: each player
(hand, caps earned), the four companies' columns (their cards, the seventh card face down, what the
next card pays), the hand, the spot out of play, the deck.

The words of the seat panels, the cards in front and the score piles are the same as their tooltips
(ui/items.py calls the functions here)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from app.core import i18n, text
from app.core.access import Card, Part, default_move_words, first_upper, listed, pile, seat_part
from app.core.i18n import _, ngettext, pgettext
from app.games.top_pop import cards
from app.games.top_pop.cards import TWO_PLAYER, card_name, colour_word, company_name
from app.games.top_pop.log import caps_named


# ---- words shared with the table's tooltips (ui/items.py) ---------------------------------------------
def caps_words(caps: dict) -> str:
    """Caps by colour in words: "2 red, 1 blue"."""
    parts = [pgettext("caps of a colour", "{n} {colour}").format(n=n, colour=colour_word(k))
             for k, n in sorted(caps.items()) if n > 0]
    return i18n.join(parts) if parts else _("no caps")


def front_words(code: str | None, stacks: dict) -> str:
    """A card in front of a seat and its stacks: "a New York card (red: 2 caps and blue: 1 cap)"."""
    card = card_name(code) if code else _("a night card you have not seen")
    if not stacks:
        return card
    towers = [ngettext("{colour}: {n} cap", "{colour}: {n} caps", len(c)).format(colour=colour_word(int(o)), n=len(c))
              for o, c in stacks.items()]
    return pgettext("a card and its stacks", "{card} ({stacks})").format(card=card, stacks=i18n.join(towers))


def seat_words(seat: int, supply: dict, hand: int, won: int, to_end: int, start: bool) -> str:
    """A seat's panel: "Cherry Comet; 3 cards in hand; 1 of 6 cards won; supply: 2 red, 1 blue"."""
    in_hand = ngettext("{n} card in hand", "{n} cards in hand", hand).format(n=hand)
    won_words = pgettext("cards won of the cards that end the game", "{n} of {end} cards won").format(n=won, end=to_end)
    held = pgettext("a seat's supply", "supply: {caps}").format(caps=caps_words(supply))
    words = pgettext("a seat's panel", "{company}; {hand}; {won}; {supply}").format(
        company=company_name(seat), hand=in_hand, won=won_words, supply=held)
    if start:
        return pgettext("a seat's panel: the start player", "{counts}; the start player").format(counts=words)
    return words


def won_groups(won: Sequence[str | None]) -> list[tuple[str | None, int]]:
    """(city or None for night cards not seen here, how many), cities in the deck's order."""
    count = Counter(cards.city(c) if c else None for c in won)
    out = [(c, count[c]) for c in cards.CITIES if count[c]]
    if count[None]:
        out.append((None, count[None]))
    return out


def won_words(won: Sequence[str | None]) -> str:
    """A seat's cards won: "3 cards won: New York 2, 1 night card"."""
    head = ngettext("{n} card won", "{n} cards won", len(won)).format(n=len(won))
    parts = [pgettext("cards won of a city", "{city} {n}").format(city=cards.CITY_NAMES[c], n=k)
             if c else ngettext("{n} night card", "{n} night cards", k).format(n=k) for c, k in won_groups(won)]
    return pgettext("a score pile", "{head}: {cities}").format(head=head, cities=i18n.join(parts)) if parts else head


def power_words(city: str, sentence: str, holder: str | None) -> str:
    """A City Power: "New York: ... (held by Ana)"."""
    who = (pgettext("a city power's holder", "held by {name}").format(name=holder) if holder is not None
           else pgettext("a city power's holder", "held by nobody yet"))
    return pgettext("a city power's tooltip", "{city}: {power} ({who})").format(
        city=cards.CITY_NAMES[city], power=sentence, who=who)


def cap_count(company: int, n: int) -> str:
    return ngettext("{n} {colour} cap", "{n} {colour} caps", n).format(n=n, colour=colour_word(company))


def _counts(caps: dict | None) -> dict[int, int]:
    return {int(k): int(n) for k, n in (caps or {}).items() if n}


# ---- the standard and lite table --------------------------------------------------------------------
def _seat(seat: int, view: dict, names: Sequence[str]) -> Part:
    supply, hands = view.get("supply") or [], view.get("hand_counts") or []
    won, counts, totals = view.get("won") or [], view.get("won_counts") or [], view.get("totals") or []
    more = [seat_words(seat, _counts(supply[seat] if seat < len(supply) else {}),
                       int(hands[seat]) if seat < len(hands) else 0, int(counts[seat]) if seat < len(counts) else 0,
                       int(view.get("cards_to_end") or 6), seat == view.get("start"))]
    who = text.name(names, seat)
    fronts = (view.get("fronts") or [])
    row = fronts[seat] if seat < len(fronts) else []
    shown = [Card(("front", seat, j), front_words(f.get("card"), f.get("stacks") or {}), click=("front", seat, j))
             for j, f in enumerate(row)]
    title = pgettext("the cards in front of a player", "In front of {name}").format(name=who)
    mine = list(won[seat]) if seat < len(won) else []
    won_pile = Part(("won", seat), "pile", pgettext("a player's cards won", "{name}: {won}").format(
        name=who, won=won_words(mine)))
    return seat_part(seat, names, view, totals[seat] if seat < len(totals) else None, more,
                     (pile(("row", seat), title, shown, role="row", click=("seat", seat)), won_pile))


def _chips(key: str, title: str, caps: dict[int, int], companies: int) -> Part:
    """The caps of the middle or of the supply at the screen, a chip per colour (a click on one)."""
    kids = tuple(Part((key, k), "marker", cap_count(k, caps.get(k, 0)), click=(key, k)) for k in range(companies))
    return Part((key,), "pile", pgettext("caps of a place", "{place}: {caps}").format(
        place=title, caps=caps_words(caps)), parts=kids)


def _standard(view: dict, names: Sequence[str]) -> list[Part]:
    n = int(view.get("players") or len(view.get("hand_counts") or []))
    parts = [_seat(s, view, names) for s in range(n)]
    companies = min(n, len(cards.COMPANIES))
    parts.append(_chips("middle", pgettext("the caps in the middle of the table", "Middle"),
                        _counts(view.get("middle")), companies))
    me = view.get("seat")
    if me is not None:
        hand = [Card(("hand card", i), card_name(c), click=("hand", i)) for i, c in enumerate(view.get("hand") or [])]
        parts.append(pile(("hand",), _("Your hand"), hand))
        supply = view.get("supply") or []
        parts.append(_chips("supply", _("Your supply"), _counts(supply[me] if me < len(supply) else {}), companies))
    parts.append(Part(("deck",), "pile", listed(_("Deck"), [], int(view.get("deck_count", 0)))))
    if view.get("is_over"):
        parts.append(Part(("banner",), "text", _("Game over")))
    elif view.get("final_round"):
        parts.append(Part(("banner",), "text", _("Final round: no more placing or drawing.")))
    else:
        end = int(view.get("cards_to_end") or 6)
        parts.append(Part(("banner",), "text", ngettext("Winning {n} card ends the game.",
                                                        "Winning {n} cards ends the game.", end).format(n=end)))
    powers, sentences = view.get("powers"), view.get("power_texts") or {}
    if powers is not None:
        kids = tuple(Part(("power", c), "text", power_words(c, str(sentences.get(c, "")), text.name(names, powers.get(c))
                                                            if powers.get(c) is not None else None))
                     for c in cards.cities_for(n) if c in powers or c in sentences)
        parts.append(Part(("powers",), "pile", _("City Powers"), parts=kids))
    return parts


# ---- the two-player table ---------------------------------------------------------------------------
def _duo_card(card: dict) -> str:
    return card_name(card["card"]) if card.get("card") else _("a night card")


def company_words(k: int, played: int, closed: bool, pay: int | None) -> str:
    """A company's column of the two-player game in words (the tree and the column's tooltip)."""
    if closed:
        return _("{company}: closed, six cards played.").format(company=company_name(k))
    return ngettext("{company}: {n} card played, the next pays {pay}.",
                    "{company}: {n} cards played, the next pays {pay}.", played).format(
        company=company_name(k), n=played, pay=pay if pay is not None else 0)


def _company(k: int, view: dict) -> Part:
    column = list((view.get("columns") or [])[k]) if k < len(view.get("columns") or []) else []
    pays, closed = list(view.get("next_pay") or []), list(view.get("closed") or [])
    played = sum(1 for c in column if c.get("by") is not None)
    words = company_words(k, played, k < len(closed) and bool(closed[k]), pays[k] if k < len(pays) else None)
    shown = [Card(("column card", k, i), _duo_card(c)) for i, c in enumerate(column)]
    left = (view.get("company_caps") or {})
    caps = int(left.get(k, left.get(str(k), 0)))
    notes = [ngettext("{n} cap left", "{n} caps left", caps).format(n=caps)]
    seventh = (view.get("sevenths") or [None] * 4)[k]
    if seventh is not None:
        notes.append(pgettext("a company's seventh card", "seventh card face down: {card}").format(card=card_name(
            seventh["card"])) if seventh.get("card") else _("a seventh card face down"))
    column_part = pile(("column", k), company_name(k), shown, role="row")
    return Part(("company", k), "pile", words, ", ".join(notes), column_part.parts, click=("duo", "company", k))


def _duo(view: dict, names: Sequence[str]) -> list[Part]:
    totals, hands, caps = view.get("totals") or [], view.get("hand_counts") or [], view.get("caps") or []
    parts = []
    for s in range(2):
        held = _counts(caps[s] if s < len(caps) else {})
        in_hand = ngettext("{n} card in hand", "{n} cards in hand", int(hands[s]) if s < len(hands) else 0).format(
            n=int(hands[s]) if s < len(hands) else 0)
        earned = [ngettext("{n} cap of {company}", "{n} caps of {company}", n).format(n=n, company=company_name(k))
                  for k, n in sorted(held.items())]
        more = [_("{cards}; {caps}").format(cards=in_hand, caps=", ".join(earned)) if earned else in_hand]
        parts.append(seat_part(s, names, view, totals[s] if s < len(totals) else None, more))
    parts += [_company(k, view) for k in range(int(view.get("companies") or 4))]
    if view.get("seat") is not None:
        hand = [Card(("hand card", i), card_name(c), click=("duo", "hand", i)) for i, c in enumerate(view.get("hand") or [])]
        parts.append(pile(("hand",), _("Your hand"), hand))
    out = view.get("discard")
    if isinstance(out, dict):
        shown = [Card(("out card",), card_name(out["card"]))] if out.get("card") else 1
        parts.append(pile(("out",), _("Out of play"), shown, click=("duo", "discard")))
    parts.append(Part(("deck",), "pile", listed(_("Deck"), [], int(view.get("deck_count", 0)))))
    return parts


def describe(view: dict, names: Sequence[str]) -> list[Part]:
    """The table of `view`: what is happening, then the standard (or lite) table or the two-player one."""
    status = Part(("status",), "text", text.fill(str(view.get("status", "")), names))
    return [status, *(_duo(view, names) if view.get("variant") == TWO_PLAYER else _standard(view, names))]


# ---- the moves ---------------------------------------------------------------------------------------
def move_words(action, view: dict, names: Sequence[str]) -> str:
    """A legal move as a screen reader offers it, beginning with a capital (`_move_words`)."""
    return first_upper(_move_words(action, view, names))


def _move_words(action, view: dict, names: Sequence[str]) -> str:
    """A move as it is offered: "Place a New York card in front of Ben", "Take a red cap from the
    middle", "Stack 2 red caps and 1 blue cap on card 2 in front of Ben (a New York card)"."""
    kind = action.TYPE
    if kind == "place":
        if action.seat == view.get("seat"):
            return _("Place {card} in front of yourself").format(card=card_name(action.card))
        return _("Place {card} in front of {name}").format(card=card_name(action.card), name=text.name(names, action.seat))
    if kind == "take":
        return _("Take a {colour} cap from the middle").format(colour=colour_word(action.company))
    if kind == "stack":
        row = ((view.get("fronts") or [])[action.seat:action.seat + 1] or [[]])[0]
        card = row[action.card] if action.card < len(row) else {}
        words = {"caps": caps_named(action.caps), "number": action.card + 1, "name": text.name(names, action.seat),
                 "card": card.get("card") and card_name(card["card"]) or _("a night card you have not seen")}
        if action.seat == view.get("seat"):
            return _("Stack {caps} on card {number} in front of yourself ({card})").format(**words)
        return _("Stack {caps} on card {number} in front of {name} ({card})").format(**words)
    if kind == "done":
        return _("Done: place no more stacks")
    if kind == "seventh":
        return _("Lay {card} face down as the seventh card of {company}").format(
            card=card_name(action.card), company=company_name(action.company))
    if kind == "discard":
        return _("Put {card} out of the game").format(card=card_name(action.card))
    if kind == "play":
        pays = list(view.get("next_pay") or [])
        pay = pays[action.company] if action.company < len(pays) and pays[action.company] is not None else 0
        return ngettext("Play {card} to {company} (earns {n} cap)", "Play {card} to {company} (earns {n} caps)",
                        pay).format(card=card_name(action.card), company=company_name(action.company), n=pay)
    return default_move_words(action)


__all__ = ["cap_count", "caps_words", "describe", "front_words", "move_words", "power_words", "seat_words",
           "won_groups", "won_words"]
