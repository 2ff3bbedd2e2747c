"""Flip 7's cards: codes, the deck's contents, and their names in sentences. Pure data."""

from __future__ import annotations

from collections import Counter

from app.core.i18n import N_, _, pgettext

#: number cards "0".."12"; card n appears n times (0 and 1 once each)
NUMBERS: tuple[str, ...] = tuple(str(n) for n in range(13))
#: score modifier cards, once each
MODIFIERS: tuple[str, ...] = ("+2", "+4", "+6", "+8", "+10", "x2")
#: action cards, three each
ACTIONS: tuple[str, ...] = ("freeze", "flip3", "second")
CODES: tuple[str, ...] = NUMBERS + MODIFIERS + ACTIONS

#: an action card's name, in English (marked: translate where shown, `title(code)`)
ACTION_TITLES = {"freeze": N_("Freeze"), "flip3": N_("Flip Three"), "second": N_("Second Chance")}

#: cards in one deck (94)
DECK_SIZE = 94
#: above this many players a second deck is shuffled in
ONE_DECK_MAX_PLAYERS = 18


def copies(code: str) -> int:
    """How many copies of `code` one deck holds."""
    if code in NUMBERS:
        return max(int(code), 1)
    if code in MODIFIERS:
        return 1
    if code in ACTIONS:
        return 3
    raise ValueError(f"{code!r} is not a Flip 7 card.")


def decks_for(players: int) -> int:
    return 2 if players > ONE_DECK_MAX_PLAYERS else 1


_FULL: dict[int, tuple[str, ...]] = {}


def full_deck(decks: int = 1) -> list[str]:
    """Every card of `decks` decks, in code order (unshuffled): a new list each call."""
    cards = _FULL.get(decks)
    if cards is None:
        cards = _FULL[decks] = tuple(code for code in CODES for _ in range(copies(code) * decks))
    return list(cards)


def contents(decks: int = 1) -> Counter:
    return Counter(full_deck(decks))


def is_number(code: str) -> bool:
    return code in NUMBERS


def is_modifier(code: str) -> bool:
    return code in MODIFIERS


def title(code: str) -> str:
    """An action card's name in the current language: "Flip Three" ("Drei ziehen")."""
    return _(ACTION_TITLES[code])


def card_name(code: str) -> str:
    """The card with its article, for sentences: "a 7", "an 8", "a +4", "an x2", "a Freeze"
    (German: "eine 7", "die Karte „Freeze“")."""
    if code in ACTION_TITLES:
        return pgettext("an action card in a sentence", "a {title}").format(title=title(code))
    if code in ("8", "11", "x2"):
        return pgettext("a number or bonus card in a sentence", "an {card}").format(card=code)
    return pgettext("a number or bonus card in a sentence", "a {card}").format(card=code)


def check_deck_option(deck: object, players: int) -> list[str]:
    """The "deck" option (codes, top first) as a list, or ValueError saying what is wrong."""
    if not isinstance(deck, (list, tuple)):
        raise ValueError("The Flip 7 'deck' option must be a list of card codes, top card first.")
    decks = decks_for(players)
    count: Counter = Counter()
    for code in deck:
        if not isinstance(code, str) or code not in CODES:
            raise ValueError(f"{code!r} is not a Flip 7 card; the cards are {', '.join(CODES)}.")
        count[code] += 1
        allowed = copies(code) * decks
        if count[code] > allowed:
            raise ValueError(
                f"The stacked deck has {count[code]} cards {code!r}, but "
                f"{'two decks hold' if decks == 2 else 'the deck holds'} only {allowed}."
            )
    return list(deck)
