"""A move of Top oder Flop made in steps on the table, declared for the move builder
(app/ui/move_builder.py): a hand card or a marker face, then (a change card) the card it moves, the
row it lands on, the card it pushes off there and the film that card is taken for. The builder walks
the legal actions field by field; a click that leads nowhere is answered with the candidate move it
stands for (`candidate`), so that the rules say why not, or with a note of the table (`note`).

Click keys: ("hand", code) a hand card (the scene's ("hand", i) by its code); ("marker", face);
("personal", seat, film) a film's pile of a seat's personal display; ("side", film, side) the Top or
Flop row of a film; ("card", film, side, code) a card lying on that row (it stands for its row too);
("film", film) a film's poster (the pile of your own display for that film picks the same)."""

from __future__ import annotations

from collections.abc import Callable

from app.core.i18n import N_, _
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import FILMS, SIDES, act, films_of, is_change
from app.ui.move_builder import Field, Form, MoveBuilder

PICK_FIRST = N_("First pick a card from your hand or a marker.")
CLICK_A_SIDE = N_("Click the Top or Flop row of a film for the marker.")
CLICK_A_PLACE = N_("Click the Top or Flop row of a film, or a pile of your personal display.")
ONLY_YOURS = N_("Cards go into your own personal display, in your row.")


def _is(kind: str) -> Callable:
    return lambda key: key[0] == kind


def make_chooser(me: Callable[[], int | None]) -> MoveBuilder:
    """The builder of a move of the seat `me()` (the seat at the screen)."""
    card = Field("card", lambda a: ("hand", a.card), match=_is("hand"), target=False, fresh=True)
    made: list[MoveBuilder] = []  # the builder, for what its fields match (a card on the row landed on)
    replace = Field("replace", lambda a: ("card", *_landing(a), a.replace) if a.replace else None,
                    toggles=False, settles=True, value=lambda k: k[3],
                    match=lambda k: k[0] == "card" and made[0].pick.dest == (k[1], k[2]))
    take = Field("take", lambda a: ("film", a.take) if a.take else None, toggles=False,
                 also=lambda a: [("personal", me(), a.take)],
                 match=lambda k: k[0] == "film" or (k[0] == "personal" and k[1] == me()))
    forms = (Form(Marker, (Field("face", lambda a: ("marker", a.face), match=_is("marker"), target=False, fresh=True),
                           Field("dest", lambda a: ("side", a.film, a.side), toggles=False, match=_is("side")))),
             Form(Personal, (card, Field("dest", lambda a: ("personal", me(), a.film), match=_is("personal")))),
             Form(Display, (card, Field("dest", lambda a: ("side", a.film, a.side), toggles=False, match=_is("side")), replace, take)),
             Form(Change, (card, Field("moved", lambda a: ("card", a.film, a.side, a.moved), toggles=False,
                                 again=lambda: made[0].pick.dest is None),
                           Field("dest", lambda a: ("side", a.to_film, a.to_side), toggles=False, match=_is("side")), replace, take)))
    made.append(MoveBuilder(forms, lambda b, key: candidate(b, key, me()), lambda b, key: note(b, key, me()),
                            aliases=_row_of))
    return made[0]


def _row_of(chooser: MoveBuilder, key: tuple) -> list[tuple]:
    """A card lying on a row stands for its row too, except on the row a card lands on while a card
    to push off it is chosen."""
    if key[0] != "card" or (chooser.pick.replace is not None or chooser.pick.dest is not None) \
            and chooser.pick.dest == (key[1], key[2]):
        return []
    return [("side", key[1], key[2])]


def _landing(a) -> tuple[str, str]:
    return (a.to_film, a.to_side) if isinstance(a, Change) else (a.film, a.side)


def stage(chooser: MoveBuilder) -> str:
    """"idle", "marker", "target" (where the picked card goes / which card a change card moves),
    "dest" (where the moved card goes), "replace" (which card it pushes off) or "take" (the film
    the pushed-off card is taken for)."""
    p = chooser.pick
    if p.face is not None:
        return "marker"
    if p.card is None:
        return "idle"
    if p.replace is not None:
        return "take"
    if p.dest is not None:
        return "replace"
    if is_change(p.card) and p.moved is not None:
        return "dest"
    return "target"


def note(chooser: MoveBuilder, key: tuple, me: int | None) -> str | None:
    """The table's note for a click that leads nowhere (None: the rules say why)."""
    kind, p = key[0], chooser.pick
    if kind in ("hand", "marker"):
        return None
    if p.card is None and p.face is None:
        return _(PICK_FIRST)
    if p.face is not None:
        return _(CLICK_A_SIDE) if kind in ("personal", "film") else None
    if kind == "personal" and key[1] != me:
        return _(ONLY_YOURS)
    if kind == "film" and stage(chooser) != "take":
        return _(CLICK_A_PLACE)
    return None


def candidate(chooser: MoveBuilder, key: tuple, me: int | None):
    """The move a click stands for when it is not offered, for the rules to say why."""
    kind, p, now = key[0], chooser.pick, stage(chooser)
    if kind == "hand":
        return _card_candidate(key[1])
    if kind == "marker":
        return Marker(key[1], FILMS[0], SIDES[0])
    if p.face is not None:
        return Marker(p.face, key[1], key[2])
    if kind == "film" or (kind == "personal" and now == "take"):
        return _with_replace(p, p.replace, key[-1])
    if kind == "personal":
        return Personal(p.card, key[2])
    if kind == "card":
        film, side, code = key[1], key[2], key[3]
        if now in ("replace", "take") and p.dest == (film, side):
            return _with_replace(p, code, films_of(code)[0])
        if is_change(p.card) and now == "target":
            return _move_candidate(p.card, film, side, code)
    film, side = key[1], key[2]
    if is_change(p.card) and p.moved is not None:
        return Change(p.card, *p.moved, film, side)
    return Display(p.card, film, side)


def _with_replace(p, replace: str, take: str):
    if is_change(p.card):
        return Change(p.card, *p.moved, p.dest[0], p.dest[1], replace, take)
    return Display(p.card, p.dest[0], p.dest[1], replace, take)


def _card_candidate(code: str):
    """The move a click on a hand card stands for when nothing goes on from it: into the personal
    display for its (first) film, so that the rules say why (not your turn, not for an opening...)."""
    films = films_of(code)
    return Personal(code, films[0] if films else FILMS[0])


def _move_candidate(card: str, film: str, side: str, code: str) -> Change:
    """A change card moving `code` off `side` of `film`, to a place its action would send it."""
    to_side = {"up": "top", "down": "flop"}.get(act(card), "flop" if side == "top" else "top")
    films = films_of(code) or (film,)
    to_film = next((f for f in films if (f, to_side) != (film, side)), films[0])
    return Change(card, film, side, code, to_film, to_side)
