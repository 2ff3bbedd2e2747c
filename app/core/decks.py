"""A stacked deck: the option "deck" (card codes, top first) that tests and lessons deal from, checked
once for every game that deals from a counted set of cards."""

from __future__ import annotations

from collections import Counter
from typing import Callable, Mapping

from app.core.i18n import _


def check_stacked_deck(value: object, contents: Mapping[str, int], not_a_card: Callable[[object], str]) -> list[str]:
    """The "deck" option as a list of codes, or ValueError saying what is wrong: not a list, a code
    that is not in `contents` (the sentence `not_a_card(code)`), or more copies of a card than
    `contents` (code -> copies in the game) holds."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(_("The stacked deck must be a list of card codes, top card first."))
    count: Counter = Counter()
    for code in value:
        if not isinstance(code, str) or code not in contents:
            raise ValueError(not_a_card(code))
        count[code] += 1
        if count[code] > contents[code]:
            raise ValueError(_("The stacked deck has {n} cards {code}, but the game has only {allowed}.").format(
                n=count[code], code=code, allowed=contents[code]))
    return list(value)


__all__ = ["check_stacked_deck"]
