"""Where to click for a move of Top oder Flop (`target_of`, the hint ring and Learn to play), as a
mixin of its Scene.

A move is made in several clicks (ui/choice.py): a hand card or a marker, then a row, a card to move,
a card to push off, a film. `target_of(action)` names the NEXT click that leads to `action` from the
choice made so far: the hand card while it is not picked (or a pick that leads elsewhere, to put it
back), then the row, the card or the poster. Each click redraws the choice (`show_choice`), and the
ring follows to the next place, so clicking the ring's centre again and again makes the move.

The rect is always one whose centre a click reaches (`key_at` there gives that place or one the
choice treats the same, such as a card lying on the row to click: app/ui/items/click_target.py), so
a card half hidden under its neighbour in the hand is ringed where it shows."""

from __future__ import annotations

from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.ui.choice import stage
from app.ui.next_click import NextClick


class Targets(NextClick):
    """Needs the Scene's `chooser`, `hand`, `picker`, `me`, `target_item` (app/ui/next_click.py)."""

    # ---- the next click -------------------------------------------------------------------------
    def next_key(self, action) -> tuple | None:
        """The click key that takes the choice made so far one step towards `action`."""
        me = self.me()
        p, now = self.chooser.pick, stage(self.chooser)
        if isinstance(action, Marker):
            if p.face != action.face:
                return ("marker", action.face)
            return ("side", action.film, action.side)
        hand = [c.code for c in self.hand.cards]
        if action.card not in hand:
            return None
        if p.card != action.card:
            return ("hand", hand.index(action.card))
        back = ("hand", hand.index(action.card))  # a click on the picked card puts it back
        if isinstance(action, Personal):
            return back if now == "take" else ("personal", me, action.film)
        if isinstance(action, Display):
            return self._landing(action, (action.film, action.side))
        assert isinstance(action, Change), action
        if p.moved != (action.film, action.side, action.moved):
            return back if now in ("replace", "take") else ("card", action.film, action.side, action.moved)
        return self._landing(action, (action.to_film, action.to_side))

    def _landing(self, action, dest: tuple[str, str]) -> tuple:
        """Where the card a Display or a Change lands: its row, then the card it pushes off, then the
        film that card is taken for."""
        p = self.chooser.pick
        if action.replace is None or p.dest != dest:
            return ("side", *dest)
        if p.replace == action.replace:
            return ("film", action.take)
        return ("card", *dest, action.replace)

    def item_for(self, key: tuple):
        kind = key[0]
        if kind == "hand":
            cards = self.hand.cards
            return cards[key[1]] if 0 <= key[1] < len(cards) else None
        if kind == "marker":
            return self.picker.get(key[1])
        return self.target_item(key)

    def stands_for(self, got: tuple, key: tuple) -> bool:
        """A row is reached through a card lying on it."""
        return key[0] == "side" and got[0] == "card" and tuple(got[1:3]) == key[1:3]
