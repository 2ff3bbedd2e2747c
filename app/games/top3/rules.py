"""Top 3's rules as a pure state machine (rulebook: seeds/top-3.txt; rulings: docs/rulings.md, "Top 3").

Each round three cards of the deck lie numbered 1, 2 and 3 and a category is turned up; every seat
secretly lays one of the six order cards and may add one of its bet cards. The engine runs the round
(app/core/simultaneous.py: the choices are taken one seat at a time, the lowest seat that has not
chosen first, and stay hidden until the last one); `_reveal` turns the values over, scores the orders
and the bet cards (scoring.py) and lays out the next round. After 15 rounds the most cards wins; ties
share.

A game uses 45 cards of the theme's pool: the option `deck` (card ids, top first), then the rest drawn
at random from the pool and shuffled. The category deck (`category_order`, all 15 at once) is five
cards reshuffled after every five rounds; the option `categories` stacks it. Why a move is refused is
written in explain.py; what a seat sees in `view` is built in view.py.
"""

from __future__ import annotations

from app.core import Game, IllegalAction, SimultaneousState, i18n, text
from app.core.i18n import _, ngettext
from app.games.top3 import INFO, cards, explain, scoring
from app.games.top3.actions import ACTIONS, ADVANCES, ORDERS, Choose
from app.games.top3.events import Chose, GameEnded, Revealed, RoundStarted
from app.games.top3.view import view as build_view

ROUNDS = 15
#: cards on the table each round, and so cards in a game
TABLE = 3
GAME_CARDS = ROUNDS * TABLE
#: rounds in one pass of the category deck
RUN = 5

#: the held bet cards (in ADVANCES order) -> the legal choices with them: built once per hand
_LEGAL: dict[tuple[str, ...], tuple[Choose, ...]] = {}


def legal_choices(held: tuple[str, ...]) -> tuple[Choose, ...]:
    """Every order card, alone or with one of the bet cards `held`."""
    found = _LEGAL.get(held)
    if found is None:
        found = _LEGAL[held] = tuple(Choose(order, advance) for order in ORDERS for advance in (None, *held))
    return found


def card_values(theme: str, table, category: str) -> list:
    """The values of the table's cards in `category`, as printed on the cards."""
    return [cards.card(theme, card_id).values[category] for card_id in table]


class Top3State(SimultaneousState):
    def _setup(self, rng):
        n = self.num_players
        self.theme: str = self.options.get("theme", "metropolen")
        listed = list(self.options.get("deck", []))
        on_top = set(listed)
        others = [c.id for c in cards.deck(self.theme) if c.id not in on_top]
        rng.shuffle(others)
        deck = listed + others[:GAME_CARDS - len(listed)]
        self.category_order: list[str] = deal_categories(self.theme, list(self.options.get("categories", [])), rng)
        self.round = 1
        self.table: list[str] = deck[:TABLE]
        #: the cards still face down, top first (after the table)
        self.deck: list[str] = deck[TABLE:]
        self.category: str = self.category_order[0]
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.discard: list[str] = []
        #: the bet cards each seat still holds (a laid one leaves at once)
        self.advances: list[list[str]] = [list(ADVANCES) for _ in range(n)]
        #: the bet cards each seat has laid in earlier rounds (out of the game)
        self.used: list[list[str]] = [[] for _ in range(n)]
        #: the Revealed event of every round scored (records: never changed)
        self.reveals: list[Revealed] = []
        #: per round scored: the cards each seat gained (orders and bet cards)
        self.round_scores: list[list[int]] = []
        self.by_orders = [0] * n
        self.by_advances = [0] * n
        self.over = False
        return [RoundStarted(self.round, tuple(self.table), self.category, self.theme)]

    def clone(self) -> "Top3State":
        """A copy sharing only what is never changed in place (records, the options)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.history, new.actors, new.setup_events = list(self.history), list(self.actors), list(self.setup_events)
        new.rng = self.rng.copy()
        new.table, new.deck, new.discard = list(self.table), list(self.deck), list(self.discard)
        new.category_order, new.choices, new.reveals = list(self.category_order), list(self.choices), list(self.reveals)
        new.won = [list(w) for w in self.won]
        new.advances = [list(a) for a in self.advances]
        new.used = [list(u) for u in self.used]
        new.round_scores = [list(r) for r in self.round_scores]
        new.by_orders, new.by_advances = list(self.by_orders), list(self.by_advances)
        return new

    def __deepcopy__(self, memo):
        return self.clone()

    @property
    def pending(self) -> list[dict | None]:
        """This round's choices by seat as {"order", "advance"} (None: not chosen yet): secrets."""
        return [None if c is None else {"order": c.order, "advance": c.advance} for c in self.choices]

    # ---- the round (run by the engine: app/core/simultaneous.py) --------------------------------------
    def _is_over(self):
        return self.over

    def _choices(self, seat):
        return legal_choices(tuple(self.advances[seat]))

    def _check(self, action):
        if action not in self._legal_actions():
            raise IllegalAction(explain.why_not(self, action))

    def _explain(self, action):
        return explain.why_not(self, action)

    def _chose(self, seat, action):
        if action.advance is not None:
            self.advances[seat].remove(action.advance)
        return [Chose(seat, action.order, action.advance)]

    def _reveal(self, choices) -> list:
        n = self.num_players
        values = card_values(self.theme, self.table, self.category)
        correct = tuple(sorted(scoring.correct_orders(values)))
        orders = tuple(c.order for c in choices)
        laid = tuple(c.advance for c in choices)
        right = tuple(order in correct for order in orders)
        awards, discarded = scoring.award_orders(self.table, values, right)
        for seat in range(n):
            self.won[seat] += awards[seat]
            self.by_orders[seat] += len(awards[seat])
        advance_right = scoring.advance_right(laid, right)
        paid, self.discard = scoring.pay_advances(self.discard + discarded, advance_right)
        for seat in range(n):
            if paid[seat] is not None:
                self.won[seat].append(paid[seat])
                self.by_advances[seat] += 1
            if laid[seat] is not None:
                self.used[seat].append(laid[seat])
        self.round_scores.append([len(awards[s]) + (paid[s] is not None) for s in range(n)])
        event = Revealed(self.round, tuple(self.table), self.category, tuple(values), correct, orders, laid, right,
                         tuple(tuple(a) for a in awards), tuple(discarded), tuple(advance_right), tuple(paid),
                         self.theme)
        self.reveals.append(event)
        if self.round >= ROUNDS:
            self.over = True
            return [event, GameEnded(tuple(self._winners()), tuple(self._totals()))]
        self.round += 1
        self.table, self.deck = self.deck[:TABLE], self.deck[TABLE:]
        self.category = self.category_order[self.round - 1]
        return [event, RoundStarted(self.round, tuple(self.table), self.category, self.theme)]

    # ---- the score ----------------------------------------------------------------------------
    def _totals(self):
        return [len(w) for w in self.won]

    def _winners(self):
        return scoring.winners(self._totals())

    def results(self) -> dict | None:
        """The end-of-game sheet's numbers, None before the end."""
        if not self.over:
            return None
        totals = self._totals()
        return {"by_orders": list(self.by_orders), "by_advances": list(self.by_advances), "totals": totals,
                "ranking": scoring.ranking(totals), "rounds": [list(r) for r in self.round_scores]}

    # ---- what a seat sees -------------------------------------------------------------------
    def _view(self, seat):
        return build_view(self, seat)

    def status(self) -> str:
        if self.over:
            win = self._winners()
            best = self._totals()[win[0]]
            if len(win) == 1:
                return ngettext("The game is over: {who} wins with {n} card.",
                                "The game is over: {who} wins with {n} cards.", best).format(
                    who=text.seat(win[0]), n=best)
            return ngettext("The game is over: {who} share the win with {n} card each.",
                            "The game is over: {who} share the win with {n} cards each.", best).format(
                who=i18n.join([text.seat(s) for s in win]), n=best)
        me = self._current_player()
        if self.advances[me]:
            return _("{who} chooses an order card and may add a bet card.").format(who=text.seat(me))
        return _("{who} chooses an order card.").format(who=text.seat(me))

    def _to_dict(self):
        return {
            "theme": self.theme, "round": self.round, "table": list(self.table), "deck": list(self.deck),
            "category": self.category, "category_deck": list(self.category_order),
            "won": [list(w) for w in self.won], "discard": list(self.discard),
            "advances": [list(a) for a in self.advances], "used": [list(u) for u in self.used],
            "pending": self.pending,
            "reveals": [r.to_dict() for r in self.reveals], "round_scores": [list(r) for r in self.round_scores],
            "by_orders": list(self.by_orders), "by_advances": list(self.by_advances), "over": self.over,
            "rng": self.rng.state,
        }

    # ---- checks for tests -----------------------------------------------------------------------
    def hidden_variants(self, seat: int) -> list["Top3State"]:
        """Positions that differ from this one only in what `seat` may not see: another seat's pending
        order or bet card, the deck's order, the order of the categories still to come."""
        from app.games.top3 import checks

        return checks.hidden_variants(self, seat)

    def check_invariants(self) -> None:
        from app.games.top3 import checks

        checks.check_invariants(self)


# ---- set-up and options ---------------------------------------------------------------------------
def deal_categories(theme: str, stacked: list[str], rng) -> list[str]:
    """The 15 categories in the order they are drawn: `stacked` first, each run of five completed with
    the categories it lacks, shuffled; every later run a newly shuffled category deck."""
    order: list[str] = []
    for start in range(0, ROUNDS, RUN):
        given = stacked[start:start + RUN]
        rest = [c for c in cards.categories(theme) if c not in given]
        rng.shuffle(rest)
        order += given + rest
    return order


def check_deck_option(value, theme: str) -> list[str]:
    """The option `deck` as a list of card ids, or ValueError with a sentence."""
    if isinstance(value, str) or not isinstance(value, (list, tuple)) or not all(isinstance(c, str) for c in value):
        raise ValueError(_("The stacked deck must be a list of card names."))
    known = {c.id for c in cards.deck(theme)}
    seen: set[str] = set()
    for card_id in value:
        if card_id not in known:
            raise ValueError(_("The stacked deck lists “{card}”, which is not a card of this deck.").format(card=card_id))
        if card_id in seen:
            raise ValueError(_("The stacked deck lists “{card}” twice.").format(card=cards.name(theme, card_id)))
        seen.add(card_id)
    if len(value) > GAME_CARDS:
        raise ValueError(_("The stacked deck lists {n} cards; a game uses only {most}.").format(
            n=len(value), most=GAME_CARDS))
    return list(value)


def check_categories_option(value, theme: str) -> list[str]:
    """The option `categories` as a list of category ids, or ValueError with a sentence."""
    if isinstance(value, str) or not isinstance(value, (list, tuple)) or not all(isinstance(c, str) for c in value):
        raise ValueError(_("The stacked categories must be a list of category names."))
    known = cards.categories(theme)
    for category in value:
        if category not in known:
            raise ValueError(_("“{category}” is not a category of this deck; its categories are {known}.").format(
                category=category, known=i18n.join(known)))
    if len(value) > ROUNDS:
        raise ValueError(_("The stacked categories list {n} categories; a game draws only {most}.").format(
            n=len(value), most=ROUNDS))
    for start in range(0, len(value), RUN):
        run = list(value[start:start + RUN])
        twice = next((c for i, c in enumerate(run) if c in run[:i]), None)
        if twice is not None:
            raise ValueError(_("The stacked categories list {category} twice in rounds {first} to {last}: "
                               "each category comes once in every five rounds.").format(
                category=cards.category_name(theme, twice), first=start + 1, last=start + RUN))
    return list(value)


def _validate_options(players: int, options: dict) -> None:
    theme = options.get("theme", "metropolen")
    if "deck" in options:
        options["deck"] = check_deck_option(options["deck"], theme)
    if "categories" in options:
        options["categories"] = check_categories_option(options["categories"], theme)


GAME = Game(info=INFO, state_class=Top3State, actions=ACTIONS, validate_options=_validate_options)

__all__ = ["GAME", "GAME_CARDS", "ROUNDS", "RUN", "Top3State", "card_values", "legal_choices"]
