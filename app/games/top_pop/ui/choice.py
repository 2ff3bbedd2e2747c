"""A move of Top Pop made in steps on the table, from the legal actions the scene was given (the scene
never decides legality): pick a hand card, then the seat it goes in front of; click a colour in the
middle; click a card to stack on, then caps from your supply one by one (a ghost stack grows on the
card), then confirm. Anything not offered is answered with the move it stands for, so that the rules
say why not.

Target keys (the scene's items carry them as `click_key`): ("hand", i) the i-th hand card; ("seat", s)
seat s's row; ("front", s, j) the j-th card in front of seat s; ("middle", k) the middle's caps of
company k; ("supply", k) the caps of company k in the supply of the seat at the screen; ("button",
"done" | "confirm" | "cancel").

`click(key)` answers ("intent", action), ("whynot", action), ("step", None) (the choice went on) or
("note", sentence) (about the table itself, translated).

What the ghost stack still needs ("needs a blue cap", "at least 2 more caps" (to be taller than the
tallest), "your colour goes on top") is read from the legal stacks that the caps picked so far can still become, and from the
heights of the stacks on the card in the view (`Chooser.needs`)."""

from __future__ import annotations

import dataclasses
from collections import Counter

from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games.top_pop.actions import Done, Place, Stack, Take

PICK_FIRST = N_("First pick a card from your hand.")
CARD_FIRST = N_("First click a lit card to stack on.")
CAPS_FIRST = N_("First pick caps from your supply for the stack.")
#: "the stack needs a cap of this colour" by company (a sentence each: the colour's word agrees in German)
NEEDS_COLOUR = (N_("needs a red cap"), N_("needs a blue cap"), N_("needs a yellow cap"), N_("needs a green cap"),
                N_("needs a purple cap"))
OWN_ON_TOP = N_("your colour goes on top")


@dataclasses.dataclass
class Pick:
    card: str | None = None  # a hand card to place
    target: tuple[int, int] | None = None  # (seat, index) of the card being stacked on
    ghost: list[int] = dataclasses.field(default_factory=list)  # caps picked for the stack, in order


def _counts(caps) -> Counter:
    return Counter(int(k) for k in caps)


class Chooser:
    def __init__(self) -> None:
        self.pick = Pick()
        self.legal: list = []
        self.seat: int | None = None
        self.view: dict = {}

    # ---- state ---------------------------------------------------------------------------------
    def set_position(self, view: dict, legal: list, seat: int | None) -> None:
        """A new position: the choice is kept while it still leads somewhere."""
        self.view, self.legal, self.seat = view or {}, list(legal), seat
        p = self.pick
        if p.card is not None and not self.places():
            self.cancel()
        elif p.target is not None and not self.completions():
            self.cancel()

    def cancel(self) -> bool:
        had = self.active
        self.pick = Pick()
        return had

    def back(self) -> bool:
        """Esc: drop the last cap of the ghost stack, else the whole choice."""
        if self.pick.ghost:
            self.pick.ghost.pop()
            return True
        return self.cancel()

    @property
    def active(self) -> bool:
        return self.pick.card is not None or self.pick.target is not None

    def stage(self) -> str:
        """"idle", "place" (a hand card is picked) or "stack" (a card to stack on is picked)."""
        if self.pick.card is not None:
            return "place"
        return "stack" if self.pick.target is not None else "idle"

    # ---- what the legal actions offer ----------------------------------------------------------
    def places(self, card: str | None = None) -> list[Place]:
        card = self.pick.card if card is None else card
        return [a for a in self.legal if isinstance(a, Place) and a.card == card]

    def stacks(self, target: tuple[int, int] | None = None) -> list[Stack]:
        target = self.pick.target if target is None else target
        return [a for a in self.legal if isinstance(a, Stack) and (a.seat, a.card) == target]

    def completions(self, ghost: list[int] | None = None) -> list[Stack]:
        """The legal stacks on the picked card that the ghost's caps can still become."""
        have = _counts(self.pick.ghost if ghost is None else ghost)
        return [a for a in self.stacks() if not have - _counts(a.caps)]

    def ready(self) -> Stack | None:
        """The legal stack made of exactly the ghost's caps (in the rules' order), if there is one."""
        have = _counts(self.pick.ghost)
        if not have:
            return None
        return next((a for a in self.stacks() if _counts(a.caps) == have), None)

    def targets(self) -> set:
        """The keys that light up now."""
        stage = self.stage()
        if stage == "place":
            return {("seat", a.seat) for a in self.places()}
        if stage == "stack":
            have = _counts(self.pick.ghost)
            keys = {("supply", k) for a in self.completions() for k, n in _counts(a.caps).items() if n > have[k]}
            keys |= {("front", a.seat, a.card) for a in self.legal if isinstance(a, Stack)}
            return keys
        keys = {("middle", a.company) for a in self.legal if isinstance(a, Take)}
        keys |= {("front", a.seat, a.card) for a in self.legal if isinstance(a, Stack)}
        return keys

    def hand_lit(self, code: str) -> bool:
        return bool(self.places(code))

    # ---- what the ghost still needs --------------------------------------------------------------
    def needs(self) -> list[str]:
        """What the ghost stack still lacks, in words (translated); [] when it is complete or when
        nothing can complete it."""
        if self.pick.target is None or self.ready() is not None:
            return []
        options = self.completions()
        if not options:
            return []
        have = _counts(self.pick.ghost)
        missing = [_counts(a.caps) - have for a in options]
        me = self.seat
        out = []
        for k in sorted({k for m in missing for k in m}):
            if k != me and all(m[k] > 0 for m in missing) and k < len(NEEDS_COLOUR):
                out.append(_(NEEDS_COLOUR[k]))
        seat, index = self.pick.target
        stacks = self._stacks_on(seat, index)
        own = len(stacks.get(me, [])) if me is not None else 0
        tallest = max((len(c) for o, c in stacks.items() if o != me), default=0)
        more = tallest + 1 - own - len(self.pick.ghost)
        if tallest and more > 0:  # taller than the tallest stack there
            out.append(ngettext("at least {n} more cap", "at least {n} more caps", more).format(n=more))
        if me is not None and all(m[me] > 0 for m in missing):
            out.append(_(OWN_ON_TOP))
        return out

    def needs_text(self) -> str:
        return i18n.join(self.needs())

    def _stacks_on(self, seat: int, index: int) -> dict[int, list[int]]:
        fronts = self.view.get("fronts") or []
        try:
            card = fronts[seat][index]
        except (IndexError, TypeError):
            return {}
        return {int(o): list(c) for o, c in (card.get("stacks") or {}).items()}

    # ---- clicks ----------------------------------------------------------------------------------
    def click(self, key: tuple) -> tuple[str, object]:
        kind = key[0]
        if kind == "hand":
            return self.choose_card(key[1])
        if kind == "seat" or (kind == "front" and self.pick.card is not None):
            return self._seat(key[1])  # a card in a row, while a hand card is picked: that row
        if kind == "front":
            return self._front(key[1], key[2])
        if kind == "middle":
            offered = [a for a in self.legal if isinstance(a, Take) and a.company == key[1]]
            if offered:
                self.cancel()
                return "intent", offered[0]
            return "whynot", Take(key[1])
        if kind == "supply":
            return self._cap(key[1])
        if kind == "button":
            return self._button(key[1])
        return "step", None

    def choose_card(self, code: str | None) -> tuple[str, object]:
        if code is None or code == self.pick.card:
            self.cancel()
            return "step", None
        if not self.places(code):
            self.cancel()
            return "whynot", Place(code, self.seat if self.seat is not None else 0)
        self.pick = Pick(card=code)
        return "step", None

    def _seat(self, seat: int) -> tuple[str, object]:
        if self.pick.card is None:
            return "note", _(PICK_FIRST)
        offered = [a for a in self.places() if a.seat == seat]
        if offered:
            self.cancel()
            return "intent", offered[0]
        return "whynot", Place(self.pick.card, seat)

    def _front(self, seat: int, index: int) -> tuple[str, object]:
        if self.pick.target == (seat, index):
            self.cancel()
            return "step", None
        if not self.stacks((seat, index)):
            return "whynot", Stack(seat, index, tuple(self.pick.ghost) or self._own())
        self.pick = Pick(target=(seat, index))
        return "step", None

    def _own(self) -> tuple[int, ...]:
        return (self.seat,) if self.seat is not None else (0,)

    def _cap(self, company: int) -> tuple[str, object]:
        if self.pick.target is None:
            if self._can_stack():
                return "note", _(CARD_FIRST)
            return "whynot", Stack(self.seat or 0, 0, (company,))
        ghost = self.pick.ghost + [company]
        if self.completions(ghost):
            self.pick.ghost = ghost
            return "step", None
        seat, index = self.pick.target
        return "whynot", Stack(seat, index, tuple(ghost))

    def _can_stack(self) -> bool:
        return any(isinstance(a, Stack) for a in self.legal)

    def _button(self, name: str) -> tuple[str, object]:
        if name == "cancel":
            self.cancel()
            return "step", None
        if name == "confirm":
            if self.pick.target is None:
                return "note", _(CARD_FIRST)
            action = self.ready()
            if action is not None:
                self.cancel()
                return "intent", action
            if not self.pick.ghost:
                return "note", _(CAPS_FIRST)
            seat, index = self.pick.target
            return "whynot", Stack(seat, index, tuple(self.pick.ghost))
        done = [a for a in self.legal if isinstance(a, Done)]
        if done:
            self.cancel()
            return "intent", done[0]
        return "whynot", Done()

