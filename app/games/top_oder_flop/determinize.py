"""A whole Top oder Flop position built from one seat's view: the cards that seat cannot see dealt at
random, consistently with everything it can see. For the Hard bot's search (a "determinization").
Pure: no Qt.

What a seat does not see are the other seats' hands, their face-down personal cards whose value
nobody saw, and the deck's order. The cards that fill those places (`unseen_cards`) are the full
deck minus the seat's own hand, the film display, the discard pile and every personal card it sees.
A face-down personal card must fit its film: an influence card showing that film, or a change card.
The state is made without replaying a game (the view holds no history): every attribute that
`TopOderFlopState._setup` sets is set from the view.
"""

from __future__ import annotations

from collections import Counter

from app.core import Rng
from app.games.top_oder_flop import cards
from app.games.top_oder_flop.cards import FILMS, films_of, is_change
from app.games.top_oder_flop.rules import OPENING, OPENING_ROUNDS, Film, TopOderFlopState


def unseen_cards(view: dict) -> Counter:
    """The cards `view`'s seat cannot see: in other seats' hands, face down in their personal
    displays (unknown ones), or in the deck."""
    seen = Counter(view["hand"])
    for film in view["films"].values():
        seen.update(film["top"])
        seen.update(film["flop"])
    seen.update(view["discard"])
    for mine in view["personal"]:
        for pile in mine.values():
            seen.update(entry["code"] for entry in pile if entry["code"] is not None)
    rest = cards.CONTENTS - seen
    if seen - cards.CONTENTS:
        raise ValueError(f"the view shows cards the game does not have: {dict(seen - cards.CONTENTS)}")
    return rest


def fits(code: str, film: str) -> bool:
    """Whether `code` may lie face down under `film` in a personal display."""
    return is_change(code) or film in films_of(code)


def _hidden_slots(view: dict) -> list[tuple[int, str, int]]:
    """(seat, film, index) of every personal card the seat does not know."""
    return [(s, f, i) for s, mine in enumerate(view["personal"]) for f, pile in mine.items()
            for i, entry in enumerate(pile) if entry["code"] is None]


def _match(slots: list[tuple[int, str, int]], pool: list[str], rng: Rng) -> dict[int, int]:
    """slot number -> pool index, every slot given a card that fits its film (Kuhn's augmenting
    paths over a random order; with the cards plentiful it is a random greedy pick)."""
    owner: dict[int, int] = {}  # pool index -> slot number
    chosen: dict[int, int] = {}
    order = list(range(len(pool)))
    for k in range(len(slots)):
        rng.shuffle(order)
        candidates = [j for j in order if fits(pool[j], slots[k][1])]
        if not _augment(k, slots, pool, candidates, owner, chosen, set()):
            raise ValueError("no dealing of the unseen cards fits the face-down cards of this view")
    return chosen


def _augment(k, slots, pool, candidates, owner, chosen, visited) -> bool:
    for j in candidates:
        if j in visited:
            continue
        visited.add(j)
        other = owner.get(j)
        if other is None or _augment(other, slots, pool,
                                     [i for i in range(len(pool)) if fits(pool[i], slots[other][1])],
                                     owner, chosen, visited):
            owner[j], chosen[k] = k, j
            return True
    return False


def determinize(view: dict, rng: Rng, cls: type[TopOderFlopState] = TopOderFlopState) -> TopOderFlopState:
    """A full state (of `cls`, a TopOderFlopState) that `view`'s seat cannot tell from the real one:
    its `view(seat)` equals `view`. Uses only the view and `rng`."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a determinization is made from a seat's view, not from the public one")
    if view["phase"] not in ("opening", "play"):
        raise ValueError("the game is over: nothing is hidden any more")
    n = len(view["hand_counts"])
    pool = sorted(unseen_cards(view).elements(), key=cards.DECK.index)
    slots = _hidden_slots(view)
    need = sum(c for s, c in enumerate(view["hand_counts"]) if s != seat) + len(slots) + view["deck_count"]
    if need != len(pool):
        raise ValueError(f"the view hides {need} cards but {len(pool)} are unseen")
    chosen = _match(slots, pool, rng)
    hidden = {slots[k]: pool[j] for k, j in chosen.items()}
    taken = set(chosen.values())
    rest = [c for j, c in enumerate(pool) if j not in taken]
    rng.shuffle(rest)

    state = object.__new__(cls)
    state.num_players = n
    state.seed = 0
    state.options = {"start": view["start"]}
    state.history, state.actors, state.setup_events = [], [], []
    state.rng = rng.fork()
    state.start = view["start"]
    state.hands = []
    at = 0
    for s in range(n):
        if s == seat:
            state.hands.append(list(view["hand"]))
        else:
            state.hands.append(rest[at:at + view["hand_counts"][s]])
            at += view["hand_counts"][s]
    state.deck = rest[at:]
    state.markers = list(view["markers"])
    state.personal, state.known = [], []
    for s, mine in enumerate(view["personal"]):
        state.personal.append({f: [hidden.get((s, f, i), e["code"]) for i, e in enumerate(pile)]
                               for f, pile in mine.items()})
        state.known.append({f: [e["known"] for e in pile] for f, pile in mine.items()})
    state.films = {f: Film(list(view["films"][f]["top"]), list(view["films"][f]["flop"]),
                           list(view["films"][f]["top_markers"]), list(view["films"][f]["flop_markers"]),
                           view["films"][f]["finished"]) for f in FILMS}
    state.discard = list(view["discard"])
    state.phase = view["phase"]
    state.turn = view["current_player"]
    if state.phase == OPENING:
        state.opening_round = view["opening_round"] - 1
        state.opening_turns = (state.turn - state.start) % n
    else:
        state.opening_round, state.opening_turns = OPENING_ROUNDS, 0
    state.end_reason, state.ended_by, state.results = None, None, None
    state._legal_cache = None
    return state


def copy_state(state: TopOderFlopState) -> TopOderFlopState:
    """A copy of `state` for a search (much faster than `clone`'s deepcopy); history, actors and
    setup events are left empty and the copy shares its rng with the original."""
    new = object.__new__(type(state))
    d = new.__dict__
    d.update(state.__dict__)
    new.history, new.actors, new.setup_events = [], [], []
    new.options = dict(state.options)
    new.hands = [list(h) for h in state.hands]
    new.deck = list(state.deck)
    new.markers = list(state.markers)
    new.personal = [{f: list(p) for f, p in mine.items()} for mine in state.personal]
    new.known = [{f: list(k) for f, k in mine.items()} for mine in state.known]
    new.films = {f: Film(list(m.top), list(m.flop), list(m.top_markers), list(m.flop_markers), m.finished)
                 for f, m in state.films.items()}
    new.discard = list(state.discard)
    new._legal_cache = None
    d.pop("_memo", None)
    return new


class SearchState(TopOderFlopState):
    """A TopOderFlopState for searches: the legal moves the rules work out at the end of a move (to
    see whether the next seat can move at all) are kept for `_legal_actions`, which would otherwise
    work them out a second time. Same rules, about twice as fast a playout."""

    _memo: tuple | None = None

    def _apply(self, action):
        self._memo = None
        return super()._apply(action)

    def _play_actions(self, seat: int) -> list:
        memo = self._memo
        if memo is not None and memo[0] == seat:
            return memo[1]
        out = super()._play_actions(seat)
        self._memo = (seat, out)
        return out
