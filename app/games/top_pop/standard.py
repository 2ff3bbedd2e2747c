"""Top Pop's standard and lite games as functions of the state (rules.py passes the engine's hooks on
here; rulebook: seeds/top-pop.txt; rulings: docs/rulings.md, "Top Pop").

A turn: 1. win every card where one's stack is the tallest (inside `apply`, at the start of the turn);
2. place a card from the hand (`place`; lite: the card drawn at the start of the turn, after step 1);
3. take a cap from the middle (`take`); 4. place or extend stacks (`stack`, then `done`); 5. draw
(standard only). A step with nothing to do is skipped with an event saying so. Winning the 6th card
(lite: 5th) begins the final round: hands and deck leave the game, no placing or drawing; the trigger
player finishes the turn and every other player has one more. Then the leftover cards go to their
tallest stacks (cards without stacks leave the game) and the score piles are scored.

The position lives on the state: `hands`, `fronts` (lists of Front), `supply`, `middle`, `won`,
`won_known` (per won card the seats that saw it; None: everyone), `removed` (out of the game), `deck`
(top first), `start`, `turn`, `phase`, `step`, `powers`. `returned` is each seat's hand as it left the
game at the final round: what that seat saw, shown in its own view only (docs/rulings.md, Top Pop 14);
the moves give it, so it is not in the snapshot (`to_dict`), and saves written before it load as they
did. Why a move is refused: explain.py.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from app.core import IllegalAction, text
from app.core.i18n import _, ngettext
from app.games.top_pop import cards, explain, powers, scoring, stacks
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.cards import CAPS_PER_COMPANY, CARDS_TO_END, LITE, SETUP_PLACES, START_CAPS, START_HANDS, city
from app.games.top_pop.events import (
    CardDrawn,
    CardPlaced,
    CardRemoved,
    CardWon,
    Dealt,
    DeckEmpty,
    FinalRound,
    GameEnded,
    GameOver,
    PowerScored,
    StackPlaced,
    StepSkipped,
)

SETUP, PLAY, FINAL, OVER = "setup", "play", "final", "over"
PLACE, TAKE, STACK = "place", "take", "stack"


@dataclasses.dataclass
class Front:
    """A card in front of a seat: its code, who placed it (`by`: a night card is seen by its placer and
    the seat it lies in front of) and the stacks on it (owner seat -> caps bottom first, in the order
    the stacks were placed)."""

    card: str
    by: int
    stacks: dict[int, list[int]] = dataclasses.field(default_factory=dict)

    @property
    def night(self) -> bool:
        return cards.is_night(self.card)

    def tallest(self) -> int | None:
        """The owner of the tallest stack (stacks never tie: a new or extended one must be taller)."""
        if not self.stacks:
            return None
        return max(self.stacks, key=lambda owner: len(self.stacks[owner]))

    def height(self, exclude: int | None = None) -> int:
        """The height of the tallest stack (of another owner than `exclude`); 0 without stacks."""
        return max((len(s) for o, s in self.stacks.items() if o != exclude), default=0)

    def __deepcopy__(self, memo) -> "Front":
        return Front(self.card, self.by, {o: list(s) for o, s in self.stacks.items()})

    def to_dict(self) -> dict:
        """JSON-stable (no number keys): the stacks as [owner, caps] pairs in the order placed."""
        return {"card": self.card, "by": self.by, "stacks": [[o, list(s)] for o, s in self.stacks.items()]}


def is_lite(state) -> bool:
    return state.variant == LITE


def colour_rule(state) -> bool:
    """The rule that a stack holds a cap of the tallest stack's colour (not in lite)."""
    return not is_lite(state)


def cards_to_end(state) -> int:
    return CARDS_TO_END[state.variant]


# ---- set-up -------------------------------------------------------------------------------------
def setup(state, rng) -> list:
    n = state.num_players
    start = state.options.get("start")
    state.start = rng.randbelow(n) if start is None else start
    contents = cards.contents(n, state.variant)
    stacked = list(state.options.get("deck", []))
    rest = list((contents - Counter(stacked)).elements())
    order = cards.deck(n, state.variant)
    rest.sort(key=order.index)
    rng.shuffle(rest)
    deck = stacked + rest  # top first
    state.hands = [[] for _ in range(n)]
    state.fronts = [[] for _ in range(n)]
    state.won = [[] for _ in range(n)]
    state.won_known = [[] for _ in range(n)]
    state.removed = []
    state.returned = [[] for _ in range(n)]  # each seat's hand as the final round took it
    state.unwon = []  # [seat, code] of the cards without stacks that left the game at the end
    state.middle = {k: CAPS_PER_COMPANY for k in range(n)}
    state.supply = [{} for _ in range(n)]
    state.powers = {c: None for c in cards.cities_for(n, state.variant)} if state.city_powers else {}
    state.phase, state.step, state.turn = SETUP, None, state.start
    state.takes_left = 0
    state.active = False  # something happened in this turn (the stalled end)
    state.idle = 0  # turns in a row in which nothing happened
    state.triggered_by = None
    state.last_seat = None
    state.end_reason = None
    state.results = None
    state._legal_cache = None
    caps = []
    for place in range(n):
        seat = (state.start + place) % n
        if not is_lite(state):
            state.hands[seat] = deck[:START_HANDS[place]]
            deck = deck[START_HANDS[place]:]
        state.middle[seat] -= START_CAPS[place]
        state.supply[seat] = {seat: START_CAPS[place]}
    for place in range(n):
        caps.append(START_CAPS[(place - state.start) % n])
    state.deck = deck
    events: list = [Dealt(state.start, tuple(tuple(h) for h in state.hands), tuple(len(h) for h in state.hands), tuple(caps))]
    if is_lite(state):  # the 3rd and 5th players' card: the deck's top card, in front of themselves
        for place in SETUP_PLACES:
            if place < n and state.deck:
                seat = (state.start + place) % n
                events += _place(state, seat, state.deck.pop(0), seat, setup=True)
        state.phase = PLAY
        return events + _begin_turn(state, state.start)
    return events + _next_setup(state, None)


def setup_seats(state) -> list[int]:
    """The seats that place a card in front of themselves at set-up, in order (3rd and 5th players)."""
    n = state.num_players
    return [(state.start + place) % n for place in SETUP_PLACES if place < n]


def _next_setup(state, done: int | None) -> list:
    seats = setup_seats(state)
    later = seats if done is None else seats[seats.index(done) + 1:]
    if later:
        state.phase, state.step, state.turn = SETUP, PLACE, later[0]
        return []
    state.phase = PLAY
    return _begin_turn(state, state.start)


# ---- the turn -----------------------------------------------------------------------------------
def current_player(state):
    return state.turn


def is_over(state) -> bool:
    return state.phase == OVER


def _begin_turn(state, seat: int) -> list:
    state.turn, state.active, state.step = seat, False, None
    events = _win_all(state, seat)
    if state.phase == FINAL:  # no step 2 (and no drawing) in the final round
        return events + _enter_take(state)
    if is_lite(state):
        events += _draw(state, seat)
    if not state.hands[seat]:
        return events + [StepSkipped(seat, PLACE, "no_card")] + _enter_take(state)
    state.step = PLACE
    return events


def _enter_take(state) -> list:
    seat = state.turn
    if not any(state.middle.values()):
        return [StepSkipped(seat, TAKE, "empty_middle")] + _enter_stack(state)
    state.step, state.takes_left = TAKE, powers.takes_in_step_3(state, seat)
    return []


def _enter_stack(state) -> list:
    state.step, state._legal_cache = STACK, None
    if len(legal_actions(state)) > 1:  # more than "done"
        return []
    state._legal_cache = None
    return [StepSkipped(state.turn, STACK, "no_stack")] + _end_turn(state)


def _draw(state, seat: int) -> list:
    if not state.deck:
        return [DeckEmpty(seat)]
    card = state.deck.pop(0)
    state.hands[seat].append(card)
    state.active = True
    return [CardDrawn(seat, card)]


def _end_turn(state) -> list:
    seat, n = state.turn, state.num_players
    events: list = []
    if state.phase == PLAY and not is_lite(state):
        events += _draw(state, seat)
    if state.phase == FINAL and seat == state.last_seat:
        return events + _end(state, "final")
    state.idle = 0 if state.active else state.idle + 1
    if state.phase == PLAY and state.idle >= n:
        return events + _end(state, "stalled")
    return events + _begin_turn(state, (seat + 1) % n)


# ---- winning cards (step 1, and the leftover cards at the end) -----------------------------------
def _win_all(state, seat: int) -> list:
    events: list = []
    n = state.num_players
    for k in range(n):
        where = (seat + k) % n
        j = 0
        while j < len(state.fronts[where]):
            if state.fronts[where][j].tallest() == seat:
                events += _win(state, seat, where, j, end=False)
            else:
                j += 1
    if state.phase == PLAY and len(state.won[seat]) >= cards_to_end(state) and state.triggered_by is None:
        events += _trigger(state, seat)
    return events


def _win(state, winner: int, where: int, j: int, end: bool) -> list:
    front = state.fronts[where].pop(j)
    state.active = True
    c = city(front.card)
    events_power = powers.pass_power(state, c, winner)
    known: list[int] | None = None
    if front.night and not events_power:
        known = sorted({front.by, where, winner})
    state.won[winner].append(front.card)
    state.won_known[winner].append(known)
    tallest = front.stacks.pop(winner)
    if where != winner:
        to: int | None = where
    else:
        to = winner if powers.own_caps_to_supply(state, winner) else None
    _add(state.middle if to is None else state.supply[to], tallest)
    returned = []
    for owner, caps in front.stacks.items():
        _add(state.supply[owner], caps)
        returned.append((owner, tuple(caps)))
    seen = tuple(range(state.num_players)) if known is None else tuple(known)
    events: list = [CardWon(winner, where, j, front.card, front.night, seen, tuple(tallest), to,
                            tuple(returned), end)]
    return events + events_power + powers.after_win(state, winner)


def _add(pool: dict, caps) -> None:
    for k in caps:
        pool[k] = pool.get(k, 0) + 1


def _trigger(state, seat: int) -> list:
    state.phase, state.triggered_by = FINAL, seat
    state.last_seat = (seat - 1) % state.num_players
    out = [c for hand in state.hands for c in hand] + state.deck
    state.removed += out
    state.returned = [list(hand) for hand in state.hands]  # each seat saw its own (its last draw too)
    state.hands = [[] for _ in range(state.num_players)]
    state.deck = []
    return [FinalRound(seat, len(state.won[seat]), len(out))]


def _end(state, reason: str) -> list:
    n = state.num_players
    first = (state.turn + 1) % n
    events: list = [GameEnded(reason, state.triggered_by)]
    state.phase, state.step, state.turn = OVER, None, None
    state.end_reason = reason
    for k in range(n):
        where = (first + k) % n
        while state.fronts[where]:
            front = state.fronts[where][0]
            owner = front.tallest()
            if owner is None:
                state.fronts[where].pop(0)
                state.removed.append(front.card)
                state.unwon.append([where, front.card])
                events.append(CardRemoved(where, 0, front.card))
            else:
                events += _win(state, owner, where, 0, end=True)
    piles = [scoring.pile(w) for w in state.won]
    majority = scoring.majority(piles)
    variety = [scoring.variety(p) for p in piles]
    extra = powers.end_points(state)
    for seat, points in enumerate(extra):
        if points:
            events.append(PowerScored("NO", seat, points))
    totals = [sum(m.values()) + v + e for m, v, e in zip(majority, variety, extra)]
    caps = caps_count(state)
    state.results = {"piles": piles, "majority": majority, "variety": variety, "powers": extra,
                     "totals": totals, "caps": caps, "ranking": scoring.ranking(totals, caps)}
    events.append(GameOver(tuple(tuple(w) for w in state.won), tuple(totals), tuple(caps),
                           tuple(scoring.winners(totals, caps))))
    return events


def caps_count(state) -> list[int]:
    return [sum(s.values()) for s in state.supply]


def totals(state) -> list[int]:
    if state.results is not None:
        return list(state.results["totals"])
    return [0] * state.num_players


def winners(state) -> list[int]:
    if state.results is None:
        return []
    return scoring.winners(state.results["totals"], state.results["caps"])


# ---- legal moves --------------------------------------------------------------------------------
def stack_needs(state, seat: int, front: Front) -> tuple[int, int | None] | None:
    """What a stack of `seat` on `front` must add: (at least this many caps, a colour it must hold or
    None); None when `seat` may not stack there (its stack is already the tallest)."""
    mine = len(front.stacks.get(seat, ()))
    leader = front.tallest()
    if leader == seat:
        return None
    need = max(1, front.height(exclude=seat) + 1 - mine)
    return need, (leader if colour_rule(state) else None)


def stack_allowed(state, seat: int, action: Stack) -> bool:
    """The rules of step 4 for one stack: any order of caps, only the top one must be `seat`'s colour."""
    if state.step != STACK or state.phase == OVER or not action.caps or action.caps[-1] != seat:
        return False
    if not 0 <= action.seat < state.num_players or not 0 <= action.card < len(state.fronts[action.seat]):
        return False
    have = state.supply[seat]
    if any(have.get(k, 0) < n for k, n in Counter(action.caps).items()):
        return False
    needs = stack_needs(state, seat, state.fronts[action.seat][action.card])
    if needs is None:
        return False
    need, must = needs
    return len(action.caps) >= need and (must is None or must in action.caps)


def canonical(seat: int, caps) -> tuple[int, ...]:
    """One order of a choice of caps: the other colours sorted, then the caps of `seat`'s colour."""
    return tuple(sorted(k for k in caps if k != seat)) + tuple(k for k in caps if k == seat)


def stack_actions(state, seat: int) -> list:
    places: list[tuple[int, int, tuple[int, int | None]]] = []
    for where, row in enumerate(state.fronts):
        for j, front in enumerate(row):
            needs = stack_needs(state, seat, front)
            if needs is not None:
                places.append((where, j, needs))
    return stacks.listed(state.supply[seat], seat, places)


def legal_actions(state) -> list:
    if state._legal_cache is None:
        state._legal_cache = _legal(state)
        state._legal_set = frozenset(state._legal_cache)
    return state._legal_cache


def _legal(state) -> list:
    if state.phase == OVER:
        return []
    me = state.turn
    if state.step == PLACE:
        seats = [me] if state.phase == SETUP else range(state.num_players)
        return [Place(c, s) for c in dict.fromkeys(state.hands[me]) for s in seats]
    if state.step == TAKE:
        return [Take(k) for k in sorted(state.middle) if state.middle[k] > 0]
    return stack_actions(state, me) + [Done()]


def check(state, action) -> None:
    legal_actions(state)
    if action in state._legal_set:
        return
    if isinstance(action, Stack) and stack_allowed(state, state.turn, action):
        return  # another order of a legal choice, or a taller stack than the list holds
    raise IllegalAction(explain.why_not(state, action))


# ---- moves --------------------------------------------------------------------------------------
def apply(state, action) -> list:
    state._legal_cache = None
    me = state.turn
    if isinstance(action, Place):
        state.hands[me].remove(action.card)
        setup_card = state.phase == SETUP
        events = _place(state, me, action.card, action.seat, setup=setup_card)
        if setup_card:
            return events + _next_setup(state, me)
        return events + _enter_take(state)
    if isinstance(action, Take):
        state.middle[action.company] -= 1
        state.supply[me][action.company] = state.supply[me].get(action.company, 0) + 1
        state.active = True
        state.takes_left -= 1
        events = [powers.CapsTaken(me, action.company, 1, 1, "step")]
        if state.takes_left > 0 and any(state.middle.values()):
            return events
        return events + _enter_stack(state)
    if isinstance(action, Stack):
        for k in action.caps:
            state.supply[me][k] -= 1
        front = state.fronts[action.seat][action.card]
        extended = me in front.stacks
        front.stacks.setdefault(me, []).extend(action.caps)
        state.active = True
        events = [StackPlaced(me, action.seat, action.card, tuple(action.caps), extended, len(front.stacks[me]))]
        if len(legal_actions(state)) > 1:
            return events
        state._legal_cache = None  # nothing more to stack: the turn goes on
        return events + _end_turn(state)
    assert isinstance(action, Done)
    return _end_turn(state)


def _place(state, me: int, card: str, seat: int, setup: bool) -> list:
    state.fronts[seat].append(Front(card, me))
    events: list = [CardPlaced(me, seat, len(state.fronts[seat]) - 1, card, cards.is_night(card), setup)]
    if setup:
        return events
    state.active = True
    if seat != me:
        wanted, reason = powers.bonus_caps(state, me)
        events += powers.take(state, me, seat, wanted, reason)
    return events + powers.after_place(state, me, seat)


# ---- what a seat sees ---------------------------------------------------------------------------
def sees_front(state, seat: int | None, where: int, front: Front) -> bool:
    return not front.night or state.phase == OVER or (seat is not None and seat in (front.by, where))


def sees_won(state, seat: int | None, known: list[int] | None) -> bool:
    return known is None or state.phase == OVER or (seat is not None and seat in known)


def view(state, seat) -> dict:
    n = state.num_players
    over = state.phase == OVER
    fronts = [[{"card": f.card if sees_front(state, seat, where, f) else None, "night": f.night, "by": f.by,
                "stacks": {o: list(s) for o, s in f.stacks.items()}, "tallest": f.tallest()}
               for f in row] for where, row in enumerate(state.fronts)]
    won = [[c if sees_won(state, seat, k) else None for c, k in zip(w, known)]
           for w, known in zip(state.won, state.won_known)]
    results = None
    if state.results is not None:
        r = state.results
        results = {"piles": [dict(p) for p in r["piles"]], "majority": [dict(m) for m in r["majority"]],
                   "variety": list(r["variety"]), "powers": list(r["powers"]), "totals": list(r["totals"]),
                   "caps": list(r["caps"]), "ranking": list(r["ranking"])}
    return {
        "variant": state.variant,
        "city_powers": state.city_powers,
        "players": n,
        "seat": seat,
        "current_player": state.turn,
        "start": state.start,
        "phase": state.phase,
        "step": state.step,
        "takes_left": state.takes_left if state.step == TAKE else 0,
        "hand": list(state.hands[seat]) if seat is not None else None,
        "hand_returned": list(state.returned[seat]) if seat is not None else None,
        "hand_counts": [len(h) for h in state.hands],
        "fronts": fronts,
        "supply": [{k: v for k, v in s.items() if v} for s in state.supply],
        "middle": {k: v for k, v in state.middle.items() if v},
        "won": won,
        "won_counts": [len(w) for w in state.won],
        "deck_count": len(state.deck),
        "cards_to_end": cards_to_end(state),
        "final_round": state.triggered_by is not None,
        "triggered_by": state.triggered_by,
        "last_seat": state.last_seat,
        "powers": dict(state.powers) if state.city_powers else None,
        "power_texts": {c: _(powers.POWERS[c]) for c in state.powers} if state.city_powers else None,
        "status": status(state),
        "is_over": over,
        "end_reason": state.end_reason,
        "winners": winners(state),
        "totals": totals(state),
        "caps_count": caps_count(state),
        "results": results,
        "unwon": [{"seat": w, "card": c} for w, c in state.unwon],
    }


def status(state) -> str:
    if state.phase == OVER:
        win = winners(state)
        return text.won_on_points(win, state.results["totals"][win[0]])
    who = text.seat(state.turn)
    if state.phase == SETUP:
        return _("{who} places a card from their hand in front of themselves.").format(who=who)
    if state.step == PLACE:
        if is_lite(state):
            return _("{who} places the card drawn in front of a player.").format(who=who)
        return _("{who} places a card from their hand in front of a player.").format(who=who)
    if state.step == TAKE:
        return ngettext("{who} takes a cap from the middle.", "{who} takes {n} caps from the middle.",
                        state.takes_left).format(who=who, n=state.takes_left)
    return _("{who} places stacks of caps, or ends the turn.").format(who=who)


def to_dict(state) -> dict:
    return {
        "start": state.start, "hands": [list(h) for h in state.hands],
        "fronts": [[f.to_dict() for f in row] for row in state.fronts],
        "supply": [[s.get(k, 0) for k in range(state.num_players)] for s in state.supply],
        "middle": [state.middle.get(k, 0) for k in range(state.num_players)],
        "won": [list(w) for w in state.won], "won_known": [[None if k is None else list(k) for k in w]
                                                          for w in state.won_known],
        "removed": list(state.removed), "unwon": [list(u) for u in state.unwon], "deck": list(state.deck), "powers": dict(state.powers),
        "phase": state.phase, "step": state.step, "turn": state.turn, "takes_left": state.takes_left,
        "active": state.active, "idle": state.idle, "triggered_by": state.triggered_by,
        "last_seat": state.last_seat, "end_reason": state.end_reason, "rng": state.rng.state,
    }


# ---- checks for tests (standard_checks.py) ---------------------------------------------------------
def hidden_variants(state, seat: int) -> list:
    from app.games.top_pop import standard_checks

    return standard_checks.hidden_variants(state, seat)


def check_invariants(state) -> None:
    from app.games.top_pop import standard_checks

    standard_checks.check_invariants(state)
