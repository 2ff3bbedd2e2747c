"""A move of Top Pop made in steps on the table, declared for the move builder (app/ui/move_builder.py):
pick a hand card, then the seat it goes in front of; click a colour in the middle; click a card to
stack on, then caps from your supply one by one (a ghost stack grows on the card), then confirm. A
click that leads nowhere is answered with the move it stands for, so that the rules say why not, or
with a note of the table.

Click keys: ("hand", code) a hand card (the scene's ("hand", i) by its code); ("seat", s) seat s's row
(a card in it stands for the row while a hand card is picked); ("front", s, j) the j-th card in front
of seat s; ("middle", k) the middle's caps of company k; ("supply", k) the caps of company k in the
supply of the seat at the screen; ("button", "done" | "confirm" | "cancel").

What the ghost stack still needs ("needs a blue cap and your colour goes on top"; to be taller than
the tallest: "at least 2 caps, counting a yellow one and yours on top (tallest: 1)") is read
from the legal stacks that the caps picked so far can still become, and from the heights of the
stacks on the card in the view (`needs_text`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.ui.move_builder import Field, Form, MoveBuilder

PICK_FIRST = N_("First pick a card from your hand.")
CARD_FIRST = N_("First click a lit card to stack on.")
CAPS_FIRST = N_("First pick caps from your supply for the stack.")
#: "the stack needs a cap of this colour" by company (a sentence each: the colour's word agrees in German)
NEEDS_COLOUR = (N_("needs a red cap"), N_("needs a blue cap"), N_("needs a yellow cap"), N_("needs a green cap"),
                N_("needs a purple cap"))
OWN_ON_TOP = N_("your colour goes on top")
#: the same, counted among the caps a stack needs to be tall enough ("at least 2 caps, counting a yellow one")
ONE_OF_COLOUR = (N_("a red one"), N_("a blue one"), N_("a yellow one"), N_("a green one"), N_("a purple one"))
YOURS_ON_TOP = N_("yours on top")
CONFIRM = ("button", "confirm")

FORMS = (Form(Place, (Field("card", lambda a: ("hand", a.card), match=lambda k: k[0] == "hand", target=False,
                            fresh=True),
                      Field("seat", lambda a: ("seat", a.seat), match=lambda k: k[0] in ("seat", "front")))),
         Form(Take, (Field("company", lambda a: ("middle", a.company)),)),
         Form(Stack, (Field("target", lambda a: ("front", a.seat, a.card), stays_lit=True),
                      Field("ghost", lambda a: tuple(("supply", k) for k in a.caps), multi=True,
                            match=lambda k: k[0] == "supply")), confirm=CONFIRM),
         Form(Done, (Field("done", lambda a: ("button", "done"), target=False),)))


def make_chooser(me: Callable[[], int | None]) -> MoveBuilder:
    """The builder of a move of the seat `me()` (the seat at the screen)."""
    builder = MoveBuilder(FORMS, lambda b, key: candidate(b, key, me()), note,
                          aliases=lambda b, key: [("seat", key[1])] if key[0] == "front" and b.pick.card else [])
    builder.hand_lit = lambda code: hand_lit(builder, code)  # a hand card that goes somewhere is lit
    return builder


def stage(chooser: MoveBuilder) -> str:
    """"idle", "place" (a hand card is picked) or "stack" (a card to stack on is picked)."""
    if chooser.pick.card is not None:
        return "place"
    return "stack" if chooser.pick.target is not None else "idle"


def hand_lit(chooser: MoveBuilder, code: str) -> bool:
    return chooser.offers(card=("hand", code))


def note(chooser: MoveBuilder, key: tuple) -> str | None:
    """The table's note for a click that leads nowhere (None: the rules say why)."""
    p = chooser.pick
    if key[0] == "seat" and p.card is None:
        return _(PICK_FIRST)
    if key == CONFIRM:
        return _(CARD_FIRST) if p.target is None else _(CAPS_FIRST) if not p.ghost else None
    if key[0] == "supply" and p.target is None and any(isinstance(a, Stack) for a in chooser.legal):
        return _(CARD_FIRST)
    return None


def candidate(chooser: MoveBuilder, key: tuple, me: int | None):
    """The move a click stands for when it is not offered, for the rules to say why."""
    kind, p = key[0], chooser.pick
    ghost = tuple(p.ghost or ())
    if kind == "hand":
        return Place(key[1], me if me is not None else 0)
    if kind in ("seat", "front") and p.card is not None:
        return Place(p.card, key[1])
    if kind == "front":
        return Stack(key[1], key[2], ghost or ((me,) if me is not None else (0,)))
    if kind == "middle":
        return Take(key[1])
    if kind == "supply":
        if p.target is None:
            return Stack(me or 0, 0, (key[1],))
        return Stack(*p.target, (*ghost, key[1]))
    if key == CONFIRM:
        return Stack(*p.target, ghost)
    if key == ("button", "done"):
        return Done()
    return None


# ---- what the ghost still needs --------------------------------------------------------------------
def needs_text(chooser: MoveBuilder, view: dict, me: int | None) -> str:
    """What the ghost stack still lacks, in words (translated); "" when it is complete or when
    nothing can complete it. When it must grow taller, the colours it needs are counted in the caps
    it needs ("at least 2 caps, counting a yellow one and yours on top (tallest: 1)": not "a
    yellow cap, at least 2 more caps", which read as three caps; issue 27)."""
    p = chooser.pick
    if p.target is None or chooser.ready() is not None:
        return ""
    options = chooser.options()
    if not options:
        return ""
    have = Counter(p.ghost or ())
    missing = [Counter(a.caps) - have for a in options]
    colours = [k for k in sorted({k for m in missing for k in m})
               if k != me and all(m[k] > 0 for m in missing) and k < len(NEEDS_COLOUR)]
    on_top = me is not None and all(m[me] > 0 for m in missing)
    stacks = _stacks_on(view, *p.target)
    own = len(stacks.get(me, [])) if me is not None else 0
    tallest = max((len(c) for o, c in stacks.items() if o != me), default=0)
    picked = len(p.ghost or ())
    more = tallest + 1 - own - picked
    if not (tallest and more > 0):  # no height to reach: the colours alone
        return i18n.join([_(NEEDS_COLOUR[k]) for k in colours] + ([_(OWN_ON_TOP)] if on_top else []))
    height = (ngettext("at least {n} more cap", "at least {n} more caps", more) if own or picked
              else ngettext("at least {n} cap", "at least {n} caps", more)).format(n=more)
    counted = [_(ONE_OF_COLOUR[k]) for k in colours] + ([_(YOURS_ON_TOP)] if on_top else [])
    if counted:
        height = _("{caps}, counting {which}").format(caps=height, which=i18n.join(counted))
    return _("{needs} (tallest: {n})").format(needs=height, n=tallest)


def _stacks_on(view: dict, seat: int, index: int) -> dict[int, list[int]]:
    fronts = (view or {}).get("fronts") or []
    try:
        card = fronts[seat][index]
    except (IndexError, TypeError):
        return {}
    return {int(o): list(c) for o, c in (card.get("stacks") or {}).items()}
