"""The two-player game of Top Pop (rulebook: "Two-Player Version"; rulings: docs/rulings.md, "Top Pop"):
two advertising consultants play city cards to four soda companies and earn the companies' caps.

Module functions of the state (rules.py passes every engine hook on to them). Set-up as for four (the
33 cards of six cities, companies 0-3): five cards to the first player, six to the second, the deck's
next two cards face up under companies 0 and 1; the second player lays two seventh cards face down
and puts one card out of the game (three moves, any order), then the first player lays the other two
seventh cards. Then, turn about from the first player, each plays a card to an open company: the
`n`-th card the players give a company pays DUO_PAYS[n-1] of its caps (the face-up starting card is
not one of the six), and the player draws back to three while the deck has cards. The sixth card
closes the company with its seventh. When all four are closed each company's pile (its column and
its seventh) is scored against the others' (scoring.score), the companies' places give each cap its
value (scoring.cap_values), and the most points win, then the fewest caps, then the win is shared.
Why a move is refused is written in duo_explain.py.

State attributes: `start`, `hands[i]`, `deck` (top first), `columns[k]` (codes, the starting card
included, the seventh not), `column_by[k]` (who played each of them; None for a starting card),
`sevenths[k]` and `seventh_by[k]` (code and seat, or None), `discard` (code or None), `caps[i]`
(company -> caps earned), `company_caps[k]` (caps left), `phase`, `turn`, `results`.
"""

from __future__ import annotations

from collections import Counter

from app.core import IllegalAction, text
from app.core.checks import reversed_pile
from app.core.i18n import _, ngettext
from app.games.top_pop import cards, duo_explain, scoring
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.cards import (
    CAPS_PER_COMPANY,
    DUO_COLUMN_SIZE,
    DUO_COMPANIES,
    DUO_FACE_UP,
    DUO_FIRST_HAND,
    DUO_HAND_SIZE,
    DUO_PAYS,
    DUO_SECOND_HAND,
    TWO_PLAYER,
    is_night,
)
from app.games.top_pop.duo_events import (
    DuoCompanyClosed,
    DuoCompanyScored,
    DuoDealt,
    DuoDeckEmpty,
    DuoDiscarded,
    DuoDiscardRevealed,
    DuoDrawn,
    DuoGameEnded,
    DuoGameOver,
    DuoHandRevealed,
    DuoNightRevealed,
    DuoPlayed,
    DuoSeatScored,
    DuoSetupDone,
    DuoSeventhLaid,
    DuoSeventhRevealed,
    DuoStartingCard,
)

SETUP, PLAY, OVER = "setup", "play", "over"
COMPANIES = tuple(range(DUO_COMPANIES))
SEVENTHS_EACH = 2  # each player lays two seventh cards


def contents() -> Counter:
    """The 33 cards of the two-player game (the four-player deck)."""
    return cards.contents(2, TWO_PLAYER)


# ---- set-up ------------------------------------------------------------------------------------------
def setup(state, rng) -> list:
    start = state.options.get("start")
    state.start = rng.randbelow(2) if start is None else start
    stacked = list(state.options.get("deck", []))
    rest = list((contents() - Counter(stacked)).elements())
    rest.sort(key=cards.deck(2, TWO_PLAYER).index)
    rng.shuffle(rest)
    deck = stacked + rest  # top first
    first, second = state.start, 1 - state.start
    state.hands = [[], []]
    state.hands[first] = deck[:DUO_FIRST_HAND]
    state.hands[second] = deck[DUO_FIRST_HAND:DUO_FIRST_HAND + DUO_SECOND_HAND]
    deck = deck[DUO_FIRST_HAND + DUO_SECOND_HAND:]
    state.columns = [[] for _k in COMPANIES]
    state.column_by = [[] for _k in COMPANIES]
    events: list = [DuoDealt(state.start, tuple(tuple(h) for h in state.hands))]
    for k in DUO_FACE_UP:
        card = deck.pop(0)
        state.columns[k].append(card)
        state.column_by[k].append(None)
        events.append(DuoStartingCard(k, card))
    state.deck = deck
    state.sevenths = [None] * DUO_COMPANIES
    state.seventh_by = [None] * DUO_COMPANIES
    state.discard = None
    state.caps = [{k: 0 for k in COMPANIES} for _i in range(2)]
    state.company_caps = [CAPS_PER_COMPANY] * DUO_COMPANIES
    state.phase = SETUP
    state.turn = second
    state.results = None
    return events


def second_player(state) -> int:
    return 1 - state.start


def sevenths_laid(state, seat: int) -> int:
    return sum(1 for by in state.seventh_by if by == seat)


def played(state, k: int) -> int:
    """How many cards the players have given company `k` (its starting card is not one of them)."""
    return sum(1 for by in state.column_by[k] if by is not None)


def is_closed(state, k: int) -> bool:
    return played(state, k) >= DUO_COLUMN_SIZE


def next_pay(state, k: int) -> int | None:
    """The caps the next card played to company `k` pays (None when it is closed)."""
    n = played(state, k)
    if n >= DUO_COLUMN_SIZE:
        return None
    return min(DUO_PAYS[n], state.company_caps[k])


def step(state) -> str | None:
    if state.phase == OVER:
        return None
    if state.phase == PLAY:
        return "play"
    if state.turn == second_player(state) and sevenths_laid(state, state.turn) == SEVENTHS_EACH:
        return "discard"
    return "seventh"


# ---- turn order and legal moves ----------------------------------------------------------------------
def current_player(state):
    return state.turn


def is_over(state) -> bool:
    return state.phase == OVER


def legal_actions(state) -> list:
    if state.phase == OVER:
        return []
    seat = state.turn
    hand = list(dict.fromkeys(state.hands[seat]))
    if state.phase == PLAY:
        return [Play(c, k) for c in hand for k in COMPANIES if not is_closed(state, k)]
    out: list = []
    if sevenths_laid(state, seat) < SEVENTHS_EACH:
        out += [Seventh(c, k) for c in hand for k in COMPANIES if state.sevenths[k] is None]
    if seat == second_player(state) and state.discard is None:
        out += [Discard(c) for c in hand]
    return out


def check(state, action) -> None:
    if action not in legal_actions(state):
        raise IllegalAction(duo_explain.why_not(state, action))


# ---- moves -------------------------------------------------------------------------------------------
def apply(state, action) -> list:
    me = state.turn
    if isinstance(action, Seventh):
        state.hands[me].remove(action.card)
        state.sevenths[action.company] = action.card
        state.seventh_by[action.company] = me
        return [DuoSeventhLaid(me, action.company, action.card)] + _after_setup_move(state, me)
    if isinstance(action, Discard):
        state.hands[me].remove(action.card)
        state.discard = action.card
        return [DuoDiscarded(me, action.card)] + _after_setup_move(state, me)
    assert isinstance(action, Play)
    return _play(state, me, action.card, action.company)


def _after_setup_move(state, me: int) -> list:
    if me == second_player(state):
        if sevenths_laid(state, me) == SEVENTHS_EACH and state.discard is not None:
            state.turn = state.start
        return []
    if sevenths_laid(state, me) == SEVENTHS_EACH:
        state.phase, state.turn = PLAY, state.start
        return [DuoSetupDone(state.start)]
    return []


def _play(state, me: int, card: str, k: int) -> list:
    state.hands[me].remove(card)
    place = played(state, k) + 1
    pay = next_pay(state, k) or 0
    state.columns[k].append(card)
    state.column_by[k].append(me)
    state.company_caps[k] -= pay
    state.caps[me][k] += pay
    events: list = [DuoPlayed(me, card, k, is_night(card), place, pay)]
    if len(state.hands[me]) < DUO_HAND_SIZE:
        if state.deck:
            drawn = state.deck.pop(0)
            state.hands[me].append(drawn)
            events.append(DuoDrawn(me, drawn))
        else:
            events.append(DuoDeckEmpty(me))
    if is_closed(state, k):
        events.append(DuoCompanyClosed(k))
    if all(is_closed(state, c) for c in COMPANIES):
        return events + _end(state)
    state.turn = 1 - me
    return events


# ---- the end -----------------------------------------------------------------------------------------
def pile(state, k: int) -> list[str]:
    """Company `k`'s cards for scoring: its column (the starting card included) and its seventh."""
    return list(state.columns[k]) + ([state.sevenths[k]] if state.sevenths[k] is not None else [])


def _end(state) -> list:
    state.phase, state.turn = OVER, None
    events: list = [DuoGameEnded()]
    for k in COMPANIES:
        if state.sevenths[k] is not None:
            events.append(DuoSeventhRevealed(k, state.seventh_by[k], state.sevenths[k]))
    for k in COMPANIES:
        for i, (card, by) in enumerate(zip(state.columns[k], state.column_by[k])):
            if by is not None and is_night(card):
                events.append(DuoNightRevealed(k, i, by, card))
    if state.discard is not None:
        events.append(DuoDiscardRevealed(second_player(state), state.discard))
    for seat in (0, 1):
        if state.hands[seat]:
            events.append(DuoHandRevealed(seat, tuple(state.hands[seat])))
    piles = [scoring.pile(pile(state, k)) for k in COMPANIES]
    points = scoring.score(piles)
    places = scoring.places(points)
    values = scoring.cap_values(points)
    for k in COMPANIES:
        events.append(DuoCompanyScored(k, points[k], places[k], values[k]))
    seat_points = [{k: state.caps[s][k] * values[k] for k in COMPANIES} for s in (0, 1)]
    totals = [sum(p.values()) for p in seat_points]
    caps = [sum(state.caps[s].values()) for s in (0, 1)]
    for s in (0, 1):
        events.append(DuoSeatScored(s, tuple(seat_points[s][k] for k in COMPANIES), totals[s], caps[s]))
    majority = scoring.majority(piles)
    state.results = {
        "piles": [dict(p) for p in piles],
        "majority": [dict(m) for m in majority],
        "variety": [scoring.variety(p) for p in piles],
        "company_points": list(points),
        "company_places": list(places),
        "cap_values": list(values),
        "seat_points": seat_points,
        "totals": totals,
        "caps": caps,
        "ranking": scoring.ranking(totals, caps, fewer_caps_win=True),
    }
    win = scoring.winners(totals, caps, fewer_caps_win=True)
    events.append(DuoGameOver(tuple(totals), tuple(caps), tuple(win)))
    return events


def totals(state) -> list[int]:
    if state.results is not None:
        return list(state.results["totals"])
    return [0, 0]


def caps_count(state) -> list[int]:
    return [sum(state.caps[s].values()) for s in (0, 1)]


def winners(state) -> list[int]:
    return scoring.winners(totals(state), caps_count(state), fewer_caps_win=True)


# ---- what a seat sees --------------------------------------------------------------------------------
def view(state, seat) -> dict:
    over = state.phase == OVER
    columns = []
    for k in COMPANIES:
        column = []
        for card, by in zip(state.columns[k], state.column_by[k]):
            night = is_night(card)
            shown = over or by is None or not night or by == seat
            column.append({"card": card if shown else None, "night": night, "by": by})
        columns.append(column)
    sevenths = []
    for k in COMPANIES:
        by = state.seventh_by[k]
        if by is None:
            sevenths.append(None)
        else:
            sevenths.append({"by": by, "card": state.sevenths[k] if (over or by == seat) else None})
    discard = None
    if state.discard is not None:
        by = second_player(state)
        discard = {"by": by, "card": state.discard if (over or by == seat) else None}
    results = state.results
    return {
        "variant": TWO_PLAYER,
        "players": 2,
        "seat": seat,
        "current_player": state.turn,
        "start": state.start,
        "phase": state.phase,
        "step": step(state),
        "hand": list(state.hands[seat]) if seat is not None else None,
        "hand_counts": [len(h) for h in state.hands],
        "hands": [list(h) for h in state.hands] if over else None,
        "deck_count": len(state.deck),
        "companies": DUO_COMPANIES,
        "company_names": [cards.company_name(k) for k in COMPANIES],
        "columns": columns,
        "played": [played(state, k) for k in COMPANIES],
        "sevenths": sevenths,
        "discard": discard,
        "closed": [is_closed(state, k) for k in COMPANIES],
        "caps": [dict(c) for c in state.caps],
        "company_caps": {k: state.company_caps[k] for k in COMPANIES},
        "next_pay": [next_pay(state, k) for k in COMPANIES],
        "status": status(state),
        "is_over": over,
        "winners": state.winners(),
        "totals": totals(state),
        "caps_count": caps_count(state),
        "results": None if results is None else {
            "piles": [dict(p) for p in results["piles"]],
            "majority": [dict(m) for m in results["majority"]],
            "variety": list(results["variety"]),
            "company_points": list(results["company_points"]),
            "company_places": list(results["company_places"]),
            "cap_values": list(results["cap_values"]),
            "seat_points": [dict(p) for p in results["seat_points"]],
            "totals": list(results["totals"]),
            "caps": list(results["caps"]),
            "ranking": list(results["ranking"]),
        },
    }


def status(state) -> str:
    """What happens now, with seats as placeholders."""
    if state.phase == OVER:
        win = winners(state)
        return text.won_on_points(win, totals(state)[win[0]])
    who = text.seat(state.turn)
    if state.phase == PLAY:
        return _("{who} plays a card to a soda company.").format(who=who)
    left = SEVENTHS_EACH - sevenths_laid(state, state.turn)
    discard = state.turn == second_player(state) and state.discard is None
    if left and discard:
        return ngettext("{who} lays {n} more card face down as a company's seventh card and puts one card "
                        "out of the game.",
                        "{who} lays {n} cards face down as seventh cards, each under another company, and puts "
                        "one card out of the game.", left).format(who=who, n=left)
    if discard:
        return _("{who} puts one card out of the game.").format(who=who)
    return ngettext("{who} lays {n} more card face down as a company's seventh card.",
                    "{who} lays {n} cards face down as seventh cards, each under another company.", left).format(who=who, n=left)


def to_dict(state) -> dict:
    return {
        "start": state.start, "hands": [list(h) for h in state.hands], "deck": list(state.deck),
        "columns": [list(c) for c in state.columns], "column_by": [list(b) for b in state.column_by],
        "sevenths": list(state.sevenths), "seventh_by": list(state.seventh_by), "discard": state.discard,
        "caps": [[c[k] for k in COMPANIES] for c in state.caps], "company_caps": list(state.company_caps),
        "phase": state.phase, "turn": state.turn, "rng": state.rng.state,
    }


# ---- checks for tests --------------------------------------------------------------------------------
def _hidden_slots(state, seat: int) -> list[tuple]:
    """The places of the cards `seat` may not see: the deck, the other seat's hand, the sevenths it
    laid, its night cards in the columns and the discard when it made it."""
    other = 1 - seat
    slots: list[tuple] = [("hands", other, i) for i in range(len(state.hands[other]))]
    slots += [("sevenths", k) for k in COMPANIES if state.seventh_by[k] == other]
    slots += [("columns", k, i) for k in COMPANIES for i, (c, by) in enumerate(zip(state.columns[k], state.column_by[k]))
              if by == other and is_night(c)]
    if state.discard is not None and second_player(state) == other:
        slots.append(("discard",))
    return slots + [("deck", i) for i in range(len(state.deck))]


def _get(state, slot: tuple) -> str:
    where = getattr(state, slot[0])
    for i in slot[1:]:
        where = where[i]
    return where


def _set(state, slot: tuple, card: str) -> None:
    if slot == ("discard",):
        state.discard = card
        return
    where = getattr(state, slot[0])
    for i in slot[1:-1]:
        where = where[i]
    where[slot[-1]] = card


def hidden_variants(state, seat: int) -> list:
    """Positions that differ from this one only in what `seat` may not see: for each kind of hidden
    place (the other seat's hand, a seventh it laid, its night card in a column, the discard it made)
    its first card swapped with another hidden card (a night card for a night card in a column), and
    the deck's order."""
    if state.phase == OVER:
        return []
    slots = _hidden_slots(state, seat)
    out: list = []
    done: set = set()
    for slot in slots:
        if slot[0] in done or slot[0] == "deck":
            continue
        card = _get(state, slot)
        for partner in slots:
            new = _get(state, partner)
            nights = slot[0] == "columns" or partner[0] == "columns"
            if partner == slot or new == card or (nights and not (is_night(new) and is_night(card))):
                continue
            variant = state.clone()
            _set(variant, slot, new)
            _set(variant, partner, card)
            out.append(variant)
            done.add(slot[0])
            break
    return out + reversed_pile(state)


def check_invariants(state) -> None:
    held = Counter(state.deck + [c for h in state.hands for c in h] + [c for col in state.columns for c in col]
                   + [c for c in state.sevenths if c is not None] + ([state.discard] if state.discard else []))
    assert held == contents(), f"cards not accounted for: {held - contents()} / {contents() - held}"
    for k in COMPANIES:
        assert len(state.columns[k]) == len(state.column_by[k])
        starters = [by for by in state.column_by[k] if by is None]
        assert len(starters) == (1 if k in DUO_FACE_UP else 0) and (not starters or state.column_by[k][0] is None)
        n = played(state, k)
        assert n <= DUO_COLUMN_SIZE, f"company {k} has more than six cards from the players"
        paid = state.caps[0][k] + state.caps[1][k]
        assert paid + state.company_caps[k] == CAPS_PER_COMPANY, f"company {k}'s caps are not accounted for"
        assert paid == sum(DUO_PAYS[:n]), f"company {k} paid {paid} caps for {n} cards"
        assert (state.sevenths[k] is None) == (state.seventh_by[k] is None)
        if n:
            assert state.sevenths[k] is not None, "a card was played before every seventh was laid"
    for seat in (0, 1):
        assert sevenths_laid(state, seat) <= SEVENTHS_EACH
    if state.phase == SETUP:
        assert not any(played(state, k) for k in COMPANIES)
    else:
        assert all(s is not None for s in state.sevenths) and state.discard is not None
    if state.phase == PLAY:
        assert all(len(h) <= DUO_HAND_SIZE for h in state.hands)
        assert not state.deck or len(state.hands[1 - state.turn]) == DUO_HAND_SIZE or played_total(state) == 0
        assert legal_actions(state), "the player to move has no move"
    if state.phase == OVER:
        assert state.results is not None and all(is_closed(state, k) for k in COMPANIES)
        assert sum(caps_count(state)) == CAPS_PER_COMPANY * DUO_COMPANIES


def played_total(state) -> int:
    return sum(played(state, k) for k in COMPANIES)
