"""Where to click for a move of Top Pop (`target_of`, the hint ring and Learn to play), as a mixin of
its Scene, in every way to play.

A move is made in steps (ui/choice.py, ui/duo_table.py): `target_of(action)` names the NEXT click
that leads to `action` from the choice made so far, and the ring follows each click
(`follow_hint`), so clicking the ring's centre again and again makes the move:
- place: the hand card, then the row of the seat it goes in front of;
- take: the colour in the middle;
- stack: the card to stack on, then each cap of the stack from the supply, then Confirm (Cancel
  first when the caps picked so far are not the stack's);
- done: the Done button;
- two-player: the hand card, then the company (its column), or the spot that puts a card out of the
  game.
The rect is one whose centre a click reaches (app/ui/items/click_target.py)."""

from __future__ import annotations

from collections import Counter

from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.ui.next_click import NextClick


class Targets(NextClick):
    """Needs the Scene's `chooser`, `hand`, `duo`, `duo_active`, `me`, `target_item`, `legal`
    (app/ui/next_click.py)."""

    def offered(self, action) -> bool:
        if isinstance(action, Stack):
            caps = Counter(action.caps)
            return any(isinstance(a, Stack) and (a.seat, a.card) == (action.seat, action.card)
                       and Counter(a.caps) == caps for a in self.legal)
        return action in self.legal

    # ---- the next click ---------------------------------------------------------------------------
    def next_key(self, action) -> tuple | None:
        return self.duo_key(action) if self.duo_active else self.table_key(action)

    def table_key(self, action) -> tuple | None:
        """The next click towards `action` on the standard table."""
        p = self.chooser.pick
        if isinstance(action, Place):
            hand = [c.code for c in self.hand.cards]
            if action.card not in hand:
                return None
            if p.card != action.card:
                return ("hand", hand.index(action.card))
            return ("seat", action.seat)
        if isinstance(action, Take):
            return ("middle", action.company)
        if isinstance(action, Done):
            return ("button", "done")
        assert isinstance(action, Stack), action
        if p.target != (action.seat, action.card):
            return ("front", action.seat, action.card)
        want, have = Counter(action.caps), Counter(p.ghost)
        if have - want:
            return ("button", "cancel")  # caps picked that the stack has not: start again
        if have == want:
            return ("button", "confirm")
        used = Counter(p.ghost)
        for k in action.caps:  # the next cap, in the stack's order
            if used[k]:
                used[k] -= 1
                continue
            return ("supply", k)
        return None

    def duo_key(self, action) -> tuple | None:
        duo = self.duo
        if duo is None or not isinstance(action, (Seventh, Discard, Play)):
            return None
        hand = [c.code for c in duo.hand.cards]
        if action.card not in hand:
            return None
        if duo.picked != action.card:
            return ("duo", "hand", hand.index(action.card))
        if isinstance(action, Discard):
            return ("duo", "discard")
        return ("duo", "company", action.company)

    def item_for(self, key: tuple):
        if key[0] == "duo":
            duo = self.duo
            if key[1] == "hand":
                cards = duo.hand.cards
                return cards[key[2]] if 0 <= key[2] < len(cards) else None
            if key[1] == "discard":
                return duo.out
            return duo.columns[key[2]] if 0 <= key[2] < len(duo.columns) else None
        return self.target_item(key)

    def stands_for(self, got: tuple, key: tuple) -> bool:
        """A seat's row is reached through a card lying in it."""
        return key[0] == "seat" and got[0] == "front" and got[1] == key[1]
