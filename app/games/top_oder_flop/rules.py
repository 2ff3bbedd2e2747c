"""Top oder Flop's rules as a pure state machine (rulebook: seeds/top-oder-flop.txt; rulings:
docs/rulings.md, "Top oder Flop").

Set-up: eight cards and one or two markers each; then two opening rounds, from the start player
clockwise, in which every seat lays one influence card face up into its personal display (the second
for another film). Then each turn the current seat plays one influence card, one change card or one
marker; every play but one from the hand into the personal display draws a card. A film ends (Last
Take) with three cards on both sides, a Stop on both sides, or three cards on one side and a Stop on
the other. The game ends at once when the last film ends or a seat has no cards and no markers.
Why a move is refused is written in explain.py.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from app.core import Game, IllegalAction, State, text
from app.core.checks import reversed_pile
from app.core.i18n import _
from app.games.top_oder_flop import INFO, cards, explain, scoring
from app.games.top_oder_flop.actions import ACTIONS, Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import FILMS, SIDE_SIZE, SIDES, films_of, is_change, value
from app.games.top_oder_flop.events import (
    CardDrawn,
    CardMoved,
    CardReplaced,
    Dealt,
    DeckEmpty,
    DisplayPlayed,
    FilmFinished,
    FilmScored,
    GameEnded,
    GameOver,
    InfluenceRevealed,
    LeftoverScored,
    MarkerPlayed,
    OpeningSkipped,
    PersonalPlayed,
    TurnSkipped,
)

OPENING, PLAY, OVER = "opening", "play", "over"
OPENING_ROUNDS = 2


@dataclasses.dataclass
class Film:
    """One film of the film display: cards on its Top and Flop sides (codes, in the order placed),
    the markers on each side (faces) and whether it has ended (Last Take)."""

    top: list[str] = dataclasses.field(default_factory=list)
    flop: list[str] = dataclasses.field(default_factory=list)
    top_markers: list[str] = dataclasses.field(default_factory=list)
    flop_markers: list[str] = dataclasses.field(default_factory=list)
    finished: bool = False

    def cards(self, side: str) -> list[str]:
        return self.top if side == "top" else self.flop

    def markers(self, side: str) -> list[str]:
        return self.top_markers if side == "top" else self.flop_markers

    def stopped(self, side: str) -> bool:
        return "stop" in self.markers(side)

    def doubled(self, side: str) -> bool:
        return "x2" in self.markers(side)

    def open(self, side: str) -> bool:
        """Cards and markers may still go on or off this side."""
        return not self.finished and not self.stopped(side)

    def lowest(self, side: str) -> list[str]:
        """The distinct codes of the side's lowest cards (several when values tie)."""
        cards_ = self.cards(side)
        if not cards_:
            return []
        low = min(value(c) for c in cards_)
        return list(dict.fromkeys(c for c in cards_ if value(c) == low))

    def value(self) -> int:
        return scoring.film_value([value(c) for c in self.top], [value(c) for c in self.flop],
                                  self.doubled("top"), self.doubled("flop"))

    def ends(self) -> bool:
        full = {s: len(self.cards(s)) >= SIDE_SIZE for s in SIDES}
        stop = {s: self.stopped(s) for s in SIDES}
        return ((full["top"] and full["flop"]) or (stop["top"] and stop["flop"])
                or (full["top"] and stop["flop"]) or (full["flop"] and stop["top"]))

    def to_dict(self) -> dict:
        return {"top": list(self.top), "flop": list(self.flop), "top_markers": list(self.top_markers),
                "flop_markers": list(self.flop_markers), "finished": self.finished}


def replacements(film: Film, side: str, incoming: str) -> list[tuple[str | None, str | None]]:
    """The (replace, take) pairs with which `incoming` may land on `side` of `film`: (None, None) on a
    side with room; on a full side one pair per lowest card lower than `incoming` and film it shows."""
    if len(film.cards(side)) < SIDE_SIZE:
        return [(None, None)]
    return [(low, take) for low in film.lowest(side) if value(incoming) > value(low) for take in films_of(low)]


def destinations(act: str, film: str, side: str, moved: str) -> list[tuple[str, str]]:
    """Where a change card of `act` may send `moved` (a lowest card of `side` of `film`)."""
    to_sides = {"up": ("top",), "down": ("flop",), "move": SIDES}[act]
    return [(f, s) for f in films_of(moved) for s in to_sides if (f, s) != (film, side)]


class TopOderFlopState(State):
    def _setup(self, rng):
        n = self.num_players
        start = self.options.get("start")
        self.start: int = rng.randbelow(n) if start is None else start
        stacked = list(self.options.get("deck", []))
        rest = list((cards.CONTENTS - Counter(stacked)).elements())
        rest.sort(key=cards.DECK.index)
        rng.shuffle(rest)
        deck = stacked + rest  # top first
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (self.start + i) % n
            self.hands[seat] = deck[i * cards.HAND_SIZE:(i + 1) * cards.HAND_SIZE]
        self.deck: list[str] = deck[n * cards.HAND_SIZE:]
        self.markers: list[int] = [cards.MARKERS[n]] * n
        #: seat -> film -> codes in the order placed (the first face up)
        self.personal: list[dict[str, list[str]]] = [{} for _ in range(n)]
        #: seat -> film -> whether everyone knows each card (face up, or taken by replacement)
        self.known: list[dict[str, list[bool]]] = [{} for _ in range(n)]
        self.films: dict[str, Film] = {f: Film() for f in FILMS}
        self.discard: list[str] = []
        self.phase = OPENING
        self.opening_round = 0
        self.opening_turns = 0  # seats done in this opening round
        self.turn = self.start
        self.end_reason: str | None = None
        self.ended_by: int | None = None
        self.results: dict | None = None
        self._legal_cache: list | None = None
        events = [Dealt(self.start, tuple(tuple(h) for h in self.hands), tuple(self.markers))]
        events += self._open_next()
        return events

    # ---- turn order ---------------------------------------------------------------------------
    def _current_player(self):
        return self.turn

    def _is_over(self):
        return self.phase == OVER

    def first_opening_film(self, seat: int) -> str | None:
        """The film of `seat`'s first opening card (None before it, or when it laid none)."""
        if self.phase != OPENING or self.opening_round == 0:
            return None
        return next(iter(self.personal[seat]), None)

    def _opening_choices(self, seat: int) -> list[Personal]:
        first = self.first_opening_film(seat)
        return [Personal(c, f) for c in dict.fromkeys(self.hands[seat]) if not is_change(c)
                for f in films_of(c) if f != first]

    def _open_next(self) -> list:
        """Move the opening on to the next seat that can lay a card (skipping those that cannot), or
        start the game proper after the second round."""
        events: list = []
        n = self.num_players
        while self.phase == OPENING:
            if self.opening_turns == n:
                self.opening_round += 1
                self.opening_turns = 0
                if self.opening_round == OPENING_ROUNDS:
                    self.phase, self.turn = PLAY, self.start
                    events += self._skip_stuck()
                    break
            seat = (self.start + self.opening_turns) % n
            self.turn = seat
            if self._opening_choices(seat):
                break
            events.append(OpeningSkipped(seat, self.opening_round + 1))
            self.opening_turns += 1
        return events

    def _skip_stuck(self) -> list:
        """Pass over seats that can make no move at all; end the game when nobody can."""
        events: list = []
        for _tries in range(self.num_players):
            self._legal_cache = self._play_actions(self.turn)
            if self._legal_cache:
                return events
            events.append(TurnSkipped(self.turn))
            self.turn = (self.turn + 1) % self.num_players
        return events + self._end("stuck", None)

    # ---- legal moves ----------------------------------------------------------------------------
    def _legal_actions(self):
        if self._legal_cache is None:
            if self.phase == OPENING:
                self._legal_cache = self._opening_choices(self.turn)
            else:
                self._legal_cache = self._play_actions(self.turn)
        return self._legal_cache

    def _play_actions(self, seat: int) -> list:
        out: list = []
        mine = self.personal[seat]
        for c in dict.fromkeys(self.hands[seat]):
            if is_change(c):
                out += [Personal(c, f) for f in FILMS if mine.get(f)]
                out += self._change_actions(c)
                continue
            out += [Personal(c, f) for f in films_of(c)]
            for f in films_of(c):
                film = self.films[f]
                for side in SIDES:
                    if film.open(side):
                        out += [Display(c, f, side, r, t) for r, t in replacements(film, side, c)]
        if self.markers[seat] > 0:
            for f in FILMS:
                film = self.films[f]
                for side in SIDES:
                    if film.open(side):
                        if not film.doubled(side):
                            out.append(Marker("x2", f, side))
                        out.append(Marker("stop", f, side))
        return out

    def _change_actions(self, card: str) -> list:
        act = cards.act(card)
        from_sides = {"up": ("flop",), "down": ("top",), "move": SIDES}[act]
        out = []
        for f in FILMS:
            film = self.films[f]
            for side in from_sides:
                if not film.open(side):
                    continue
                for moved in film.lowest(side):
                    for f2, s2 in destinations(act, f, side, moved):
                        dest = self.films[f2]
                        if dest.open(s2):
                            out += [Change(card, f, side, moved, f2, s2, r, t) for r, t in replacements(dest, s2, moved)]
        return out

    def _check(self, action):
        if action not in self._legal_actions():
            raise IllegalAction(explain.why_not(self, action))

    # ---- moves ----------------------------------------------------------------------------------
    def _apply(self, action):
        self._legal_cache = None
        me = self.turn
        hand = self.hands[me]
        events: list = []
        if isinstance(action, Personal):
            hand.remove(action.card)
            face_up = self._to_personal(me, action.card, action.film, known=False)
            events.append(PersonalPlayed(me, action.card, action.film, face_up, self.phase == OPENING))
            if self.phase == OPENING:
                self.opening_turns += 1
                return events + self._open_next()
            return events + self._end_turn(me)
        if isinstance(action, Display):
            hand.remove(action.card)
            film = self.films[action.film]
            events.append(DisplayPlayed(me, action.card, action.film, action.side))
            events += self._land(me, action.card, action.film, action.side, action.replace, action.take)
        elif isinstance(action, Change):
            hand.remove(action.card)
            self.discard.append(action.card)
            self.films[action.film].cards(action.side).remove(action.moved)
            events.append(CardMoved(me, action.card, action.moved, action.film, action.side,
                                    action.to_film, action.to_side))
            events += self._land(me, action.moved, action.to_film, action.to_side, action.replace, action.take)
        else:
            assert isinstance(action, Marker)
            self.markers[me] -= 1
            film = self.films[action.film]
            film.markers(action.side).append(action.face)
            events.append(MarkerPlayed(me, action.face, action.film, action.side))
        events += self._draw(me)
        for f in FILMS:
            film = self.films[f]
            if not film.finished and film.ends():
                film.finished = True
                events.append(FilmFinished(f, film.value()))
        return events + self._end_turn(me)

    def _land(self, me: int, card: str, f: str, side: str, replace: str | None, take: str | None) -> list:
        """`card` onto `side` of `f`, pushing `replace` off into `me`'s personal display under `take`."""
        row = self.films[f].cards(side)
        events = []
        if replace is not None:
            assert take is not None
            row.remove(replace)
            face_up = self._to_personal(me, replace, take, known=True)
            events.append(CardReplaced(me, replace, f, side, take, face_up))
        row.append(card)
        return events

    def _to_personal(self, seat: int, card: str, film: str, known: bool) -> bool:
        """Lay `card` under `film` in `seat`'s display; True when it lies face up (the film's first)."""
        pile = self.personal[seat].setdefault(film, [])
        flags = self.known[seat].setdefault(film, [])
        pile.append(card)
        flags.append(known or len(pile) == 1)
        return len(pile) == 1

    def _draw(self, me: int) -> list:
        if not self.deck:
            return [DeckEmpty(me)]
        card = self.deck.pop(0)
        self.hands[me].append(card)
        return [CardDrawn(me, card)]

    def _end_turn(self, me: int) -> list:
        if all(film.finished for film in self.films.values()):
            return self._end("films", None)
        if not self.hands[me] and self.markers[me] == 0:
            return self._end("out", me)
        self.turn = (me + 1) % self.num_players
        return self._skip_stuck()

    # ---- the end ----------------------------------------------------------------------------
    def influence(self, seat: int, film: str) -> int:
        return sum(value(c) for c in self.personal[seat].get(film, ()))

    def _end(self, reason: str, who: int | None) -> list:
        self.phase, self.turn = OVER, None
        self.end_reason, self.ended_by = reason, who
        n = self.num_players
        events: list = [GameEnded(reason, who)]
        for seat in range(n):
            for f in FILMS:
                if self.personal[seat].get(f):
                    events.append(InfluenceRevealed(seat, f, tuple(self.personal[seat][f]), self.influence(seat, f)))
        leftover = [cards.POINTS_PER_LEFTOVER * (len(self.hands[s]) + self.markers[s]) for s in range(n)]
        for seat in range(n):
            events.append(LeftoverScored(seat, len(self.hands[seat]), self.markers[seat], leftover[seat]))
        films = []
        totals = list(leftover)
        for f in FILMS:
            film = self.films[f]
            influence = [self.influence(s, f) for s in range(n)]
            awards = scoring.award(film.value(), influence)
            totals = [t + a for t, a in zip(totals, awards)]
            films.append({"film": f, "value": film.value(), "top": sum(value(c) for c in film.top),
                          "flop": sum(value(c) for c in film.flop), "top_x2": film.doubled("top"),
                          "flop_x2": film.doubled("flop"), "influence": influence, "awards": awards})
            events.append(FilmScored(f, film.value(), tuple(influence), tuple(awards)))
        self.results = {"films": films, "leftover": [
            {"cards": len(self.hands[s]), "markers": self.markers[s], "points": leftover[s]} for s in range(n)],
            "totals": totals}
        events.append(GameOver(tuple(totals), tuple(scoring.winners(totals))))
        return events

    def _totals(self):
        if self.results is not None:
            return list(self.results["totals"])
        return [0] * self.num_players

    def _winners(self):
        return scoring.winners(self._totals())

    # ---- what a seat sees -----------------------------------------------------------------------
    def _view(self, seat):
        n = self.num_players
        over = self.phase == OVER
        personal = []
        for s in range(n):
            shown = {}
            for f, pile in self.personal[s].items():
                flags = self.known[s][f]
                shown[f] = [{"code": c if (over or s == seat or k) else None, "face_up": i == 0, "known": k}
                            for i, (c, k) in enumerate(zip(pile, flags))]
            personal.append(shown)
        films = {}
        for f in FILMS:
            film = self.films[f]
            films[f] = {**film.to_dict(), "title": cards.title(f), "value": film.value()}
        return {
            "phase": self.phase,
            "opening_round": self.opening_round + 1 if self.phase == OPENING else None,
            "opening_film": self.first_opening_film(seat) if seat is not None else None,
            "current_player": self.current_player,
            "start": self.start,
            "seat": seat,
            "films": films,
            "film_order": list(FILMS),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "markers": list(self.markers),
            "personal": personal,
            "influence": ({f: self.influence(seat, f) for f in self.personal[seat]} if seat is not None else None),
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "status": self._status(),
            "is_over": over,
            "end_reason": self.end_reason,
            "ended_by": self.ended_by,
            "winners": self.winners(),
            "totals": self.totals(),
            "results": None if self.results is None else {
                "films": [dict(r, influence=list(r["influence"]), awards=list(r["awards"])) for r in self.results["films"]],
                "leftover": [dict(r) for r in self.results["leftover"]],
                "totals": list(self.results["totals"]),
                "ranking": scoring.ranking(self.results["totals"]),
            },
        }

    def _status(self) -> str:
        if self.phase == OVER:
            win = self.winners()
            return text.won_on_points(win, self._totals()[win[0]])
        who = text.seat(self.turn)
        if self.phase == OPENING:
            if self.opening_round == 0 or self.first_opening_film(self.turn) is None:
                return _("{who} lays a first influence card face up into their personal display.").format(who=who)
            return _("{who} lays a second influence card face up, for another film.").format(who=who)
        return _("{who} plays an influence card, a change card or a marker.").format(who=who)

    def _to_dict(self):
        return {
            "start": self.start, "hands": [list(h) for h in self.hands], "markers": list(self.markers),
            "personal": [{f: list(p) for f, p in d.items()} for d in self.personal],
            "known": [{f: list(k) for f, k in d.items()} for d in self.known],
            "films": {f: film.to_dict() for f, film in self.films.items()},
            "deck": list(self.deck), "discard": list(self.discard), "phase": self.phase,
            "opening_round": self.opening_round, "opening_turns": self.opening_turns, "turn": self.turn,
            "end_reason": self.end_reason, "ended_by": self.ended_by, "rng": self.rng.state,
        }

    # ---- checks for tests -----------------------------------------------------------------------
    def hidden_variants(self, seat: int) -> list["TopOderFlopState"]:
        """Positions that differ from this one only in what `seat` may not see: another seat's hand
        card or face-down personal card swapped with a card of the deck, and the deck's order."""
        if self.phase == OVER:
            return []
        out = []
        for other in range(self.num_players):
            if other == seat:
                continue
            for i, card in enumerate(self.hands[other]):
                swap = next((j for j, d in enumerate(self.deck) if d != card), None)
                if swap is not None:
                    variant = self.clone()
                    variant.hands[other][i], variant.deck[swap] = self.deck[swap], card
                    variant._legal_cache = None
                    out.append(variant)
                    break
            for f, pile in self.personal[other].items():
                for i, (card, known) in enumerate(zip(pile, self.known[other][f])):
                    if known:
                        continue
                    swap = next((j for j, d in enumerate(self.deck)
                                 if d != card and (is_change(d) or f in films_of(d))), None)
                    if swap is not None:
                        variant = self.clone()
                        variant.personal[other][f][i], variant.deck[swap] = self.deck[swap], card
                        variant._legal_cache = None
                        out.append(variant)
                        break
        return out + reversed_pile(self)

    def check_invariants(self) -> None:
        held = Counter(self.deck) + Counter(self.discard)
        for hand in self.hands:
            held += Counter(hand)
        for mine in self.personal:
            for pile in mine.values():
                held += Counter(pile)
        for film in self.films.values():
            held += Counter(film.top) + Counter(film.flop)
            for side in SIDES:
                assert len(film.cards(side)) <= SIDE_SIZE, "more than three cards on a side"
                assert film.markers(side).count("x2") <= 1 and film.markers(side).count("stop") <= 1
        assert held == cards.CONTENTS, f"cards not accounted for: {held - cards.CONTENTS} / {cards.CONTENTS - held}"
        used = sum(len(film.top_markers) + len(film.flop_markers) for film in self.films.values())
        assert used + sum(self.markers) == cards.MARKERS[self.num_players] * self.num_players


def _validate_options(players: int, options: dict) -> None:
    if "deck" in options:
        options["deck"] = cards.check_deck_option(options["deck"], players)


GAME = Game(info=INFO, state_class=TopOderFlopState, actions=ACTIONS, validate_options=_validate_options)
