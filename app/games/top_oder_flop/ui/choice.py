"""A move of Top oder Flop made in steps on the table: what the player has picked so far (a hand card
or a marker face, then a card to move, a side, a card to replace, a film to take it for) and what may
come next. Everything comes from the legal actions the scene was given: a step is offered when some
legal action goes on with it; anything else is answered with the candidate move it stands for, so
that the rules say why not (the scene never decides legality nor writes a refusal).

Target keys (the scene's items carry them as `click_key`):
- ("personal", seat, film): a film's pile of a seat's personal display;
- ("side", film, side): the Top or Flop row of a film on the film display;
- ("card", film, side, code): a card lying on that row;
- ("film", film): a film's poster.

`click(key)` answers ("intent", action) (a whole legal move), ("whynot", action) (the candidate the
rules refuse), ("step", None) (the choice went on: draw the new targets) or ("note", sentence) (a
note about the table itself, already translated)."""

from __future__ import annotations

import dataclasses

from app.core.i18n import N_, _
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import FILMS, SIDES, act, films_of, is_change

PICK_FIRST = N_("First pick a card from your hand or a marker.")
CLICK_A_SIDE = N_("Click the Top or Flop row of a film for the marker.")
CLICK_A_PLACE = N_("Click the Top or Flop row of a film, or a pile of your personal display.")
ONLY_YOURS = N_("Cards go into your own personal display, in your row.")


@dataclasses.dataclass
class Pick:
    card: str | None = None
    face: str | None = None
    #: a change card's card to move: (film, side, code)
    moved: tuple[str, str, str] | None = None
    #: where the incoming card lands: (film, side)
    dest: tuple[str, str] | None = None
    #: the card it replaces there
    replace: str | None = None


class Chooser:
    """The steps of one move for the seat `seat`, from `legal` (its legal actions now)."""

    def __init__(self) -> None:
        self.pick = Pick()
        self.legal: list = []
        self.seat: int | None = None

    # ---- state ---------------------------------------------------------------------------------
    def set_legal(self, legal: list, seat: int | None) -> None:
        """New legal moves (a new position): the choice is kept while it still leads somewhere."""
        self.legal, self.seat = list(legal), seat
        if self.active and not self.options():
            self.cancel()

    def cancel(self) -> bool:
        """Drop the choice; True if there was one."""
        had = self.active
        self.pick = Pick()
        return had

    def back(self) -> bool:
        """Undo the last step of the choice (Escape): the film, the replaced card, the side, the card
        moved, then the card itself. True if there was something to undo."""
        p = self.pick
        for name in ("replace", "dest", "moved"):
            if getattr(p, name) is not None:
                setattr(p, name, None)
                return True
        return self.cancel()

    @property
    def active(self) -> bool:
        return self.pick.card is not None or self.pick.face is not None

    def stage(self) -> str:
        """"idle", "marker", "target" (where the picked card goes / which card a change card moves),
        "dest" (where the moved card goes), "replace" (which card it pushes off) or "take" (the film
        the pushed-off card is taken for)."""
        p = self.pick
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

    def options(self) -> list:
        """The legal actions that go on from the choice so far."""
        p = self.pick
        if p.face is not None:
            return [a for a in self.legal if isinstance(a, Marker) and a.face == p.face]
        if p.card is None:
            return []
        out = []
        for a in self.legal:
            if getattr(a, "card", None) != p.card or isinstance(a, Marker):
                continue
            if isinstance(a, Personal):
                if p.moved is None and p.dest is None:
                    out.append(a)
                continue
            if isinstance(a, Change):
                if p.moved is not None and (a.film, a.side, a.moved) != p.moved:
                    continue
                if p.dest is not None and (a.to_film, a.to_side) != p.dest:
                    continue
            elif p.dest is not None and (a.film, a.side) != p.dest:
                continue
            if p.replace is not None and a.replace != p.replace:
                continue
            out.append(a)
        return out

    def targets(self) -> set:
        """The keys that light up now."""
        stage, p = self.stage(), self.pick
        opts = self.options()
        if stage == "marker":
            return {("side", a.film, a.side) for a in opts}
        if stage == "target":
            keys = {("personal", self.seat, a.film) for a in opts if isinstance(a, Personal)}
            keys |= {("side", a.film, a.side) for a in opts if isinstance(a, Display)}
            keys |= {("card", a.film, a.side, a.moved) for a in opts if isinstance(a, Change)}
            return keys
        if stage == "dest":
            return {("side", a.to_film, a.to_side) for a in opts}
        if stage == "replace":
            return {("card", *p.dest, a.replace) for a in opts if a.replace is not None}
        if stage == "take":
            takes = {a.take for a in opts}
            return {("film", f) for f in takes} | {("personal", self.seat, f) for f in takes}
        return set()

    # ---- picking ---------------------------------------------------------------------------------
    def choose_card(self, code: str | None) -> tuple[str, object]:
        """The player picked `code` from the hand (None, or the picked card again: put it back)."""
        if code is None or code == self.pick.card:
            self.cancel()
            return "step", None
        return self._begin(Pick(card=code), _card_candidate(code))

    def choose_face(self, face: str) -> tuple[str, object]:
        if self.pick.face == face:
            self.cancel()
            return "step", None
        return self._begin(Pick(face=face), Marker(face, FILMS[0], SIDES[0]))

    def _begin(self, pick: Pick, candidate) -> tuple[str, object]:
        """Start a choice with `pick` if any legal move goes on from it; else the rules say why not."""
        self.pick = pick
        if self.options():
            return "step", None
        self.cancel()
        return "whynot", candidate

    def click(self, key: tuple) -> tuple[str, object]:
        kind = key[0]
        stage = self.stage()
        if stage == "idle":
            return "note", _(PICK_FIRST)
        if kind == "personal":
            return self._personal(key[1], key[2])
        if kind == "film":
            if stage == "take":
                return self._take(key[1])
            note = CLICK_A_SIDE if stage == "marker" else CLICK_A_PLACE
            return "note", _(note)
        if kind == "card":
            return self._card(key[1], key[2], key[3])
        if kind == "side":
            return self._side(key[1], key[2])
        return "step", None

    # ---- the steps -------------------------------------------------------------------------------
    def _reset_to(self, stage: str) -> None:
        """Go back to `stage` ("target" or "dest") to take another way there."""
        p = self.pick
        p.replace = None
        p.dest = None
        if stage == "target":
            p.moved = None

    def _personal(self, seat: int | None, film: str) -> tuple[str, object]:
        stage, p = self.stage(), self.pick
        if stage == "marker":
            return "note", _(CLICK_A_SIDE)
        if seat != self.seat:
            return "note", _(ONLY_YOURS)
        if stage == "take":
            return self._take(film)
        self._reset_to("target")
        return self._finish(Personal(p.card, film), [a for a in self.options()
                                                      if isinstance(a, Personal) and a.film == film])

    def _side(self, film: str, side: str) -> tuple[str, object]:
        stage, p = self.stage(), self.pick
        if stage == "marker":
            return self._finish(Marker(p.face, film, side), [a for a in self.options()
                                                             if (a.film, a.side) == (film, side)])
        change = is_change(p.card)
        if change and p.moved is None:
            return "whynot", Display(p.card, film, side)  # a change card moves a card: it is not laid
        if stage in ("replace", "take"):
            self._reset_to("dest" if change else "target")
        if change:
            m_film, m_side, moved = p.moved
            landing = [a for a in self.options() if (a.to_film, a.to_side) == (film, side)]
            candidate = Change(p.card, m_film, m_side, moved, film, side)
        else:
            landing = [a for a in self.options() if isinstance(a, Display) and (a.film, a.side) == (film, side)]
            candidate = Display(p.card, film, side)
        if not landing or any(a.replace is None for a in landing):
            return self._finish(candidate, landing)
        p.dest = (film, side)
        return "step", None

    def _card(self, film: str, side: str, code: str) -> tuple[str, object]:
        stage, p = self.stage(), self.pick
        if stage in ("replace", "take") and p.dest == (film, side):
            p.replace = None
            opts = [a for a in self.options() if a.replace == code]
            if not opts:
                return "whynot", self._with_replace(code, films_of(code)[0])
            takes = list(dict.fromkeys(a.take for a in opts))
            if len(takes) == 1:
                return "intent", opts[0]
            p.replace = code
            return "step", None
        if is_change(p.card or "") and stage in ("target", "dest"):
            movable = [a for a in self.legal if isinstance(a, Change) and a.card == p.card
                       and (a.film, a.side, a.moved) == (film, side, code)]
            if stage == "target" or (movable and ("side", film, side) not in self.targets()):
                if not movable:
                    return "whynot", _move_candidate(p.card, film, side, code)
                p.moved, p.dest, p.replace = (film, side, code), None, None
                return "step", None
        return self._side(film, side)

    def _take(self, film: str) -> tuple[str, object]:
        opts = [a for a in self.options() if a.take == film]
        if opts:
            return "intent", opts[0]
        return "whynot", self._with_replace(self.pick.replace, film)

    def _with_replace(self, replace: str, take: str):
        p = self.pick
        if is_change(p.card):
            m_film, m_side, moved = p.moved
            return Change(p.card, m_film, m_side, moved, p.dest[0], p.dest[1], replace, take)
        return Display(p.card, p.dest[0], p.dest[1], replace, take)

    def _finish(self, candidate, offered: list) -> tuple[str, object]:
        if offered:
            return "intent", offered[0]
        return "whynot", candidate


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
