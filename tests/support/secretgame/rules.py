"""Secret Highcard: a tiny game with hidden cards, for tests of the session, saves and views.

Each round every player is dealt one hidden card (values 1-12) from a freshly shuffled deck; only its
owner sees it. In turn each player may first `Peek` at the top card of the deck (only they see it),
then either `Pass` (keep their card) or `Swap` it for the top card of the deck. When everyone has had
a turn, all cards are shown and the highest card scores its value (ties all score). After `rounds`
rounds (option, default 2) the highest total wins.

REVEALS: dealing, peeking, swapping and the showdown bring hidden or random information to light;
passing does not. Every event says who may see it (`VISIBLE`, or Dealt's own `seen_by`), as events of a
game with secrets must.
"""

from __future__ import annotations

import dataclasses

from app.core import Action, Event, Game, IllegalAction, State

DECK = tuple(v for v in range(1, 13) for _ in range(2))


@dataclasses.dataclass(frozen=True)
class Peek(Action):
    TYPE = "peek"
    WORDS = "a peek at the deck"


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    TYPE = "pass"
    WORDS = "a pass"


@dataclasses.dataclass(frozen=True)
class Swap(Action):
    TYPE = "swap"
    WORDS = "a swap"


@dataclasses.dataclass(frozen=True)
class Dealt(Event):
    TYPE = "dealt"
    REVEALS = True
    round: int
    cards: tuple[int | None, ...]

    def seen_by(self, seat):  # each seat sees its own card (the dealt cards are a list, not one player's)
        return Dealt(self.round, tuple(c if i == seat else None for i, c in enumerate(self.cards)))


@dataclasses.dataclass(frozen=True)
class Peeked(Event):
    TYPE = "peeked"
    REVEALS = True
    VISIBLE = "actor"  # the others learn that a peek was made, not the card
    SECRET_FIELDS = ("card",)
    player: int
    card: int | None


@dataclasses.dataclass(frozen=True)
class Passed(Event):
    TYPE = "passed"
    VISIBLE = "all"
    player: int


@dataclasses.dataclass(frozen=True)
class Swapped(Event):
    TYPE = "swapped"
    REVEALS = True
    VISIBLE = "actor"
    SECRET_FIELDS = ("old", "new")
    player: int
    old: int | None
    new: int | None


@dataclasses.dataclass(frozen=True)
class Showdown(Event):
    TYPE = "showdown"
    REVEALS = True
    VISIBLE = "all"
    round: int
    cards: tuple[int, ...]
    points: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class GameEnded(Event):
    TYPE = "game_ended"
    VISIBLE = "all"
    winners: tuple[int, ...]


class HighcardState(State):
    def _setup(self, rng):
        self.rounds_total = int(self.options.get("rounds", 2))
        self.round = 0
        self.turns_taken = 0
        self.hands: list[int] = []
        self.deck: list[int] = []
        self.peeked: int | None = None
        self.round_points: list[list[int]] = []
        self.last_showdown: list[int] | None = None
        self.over = False
        return [self._deal()]

    def _deal(self) -> Event:
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
        self.hands = [self.deck.pop() for _ in range(self.num_players)]
        self.turns_taken = 0
        self.peeked = None
        return Dealt(self.round, tuple(self.hands))

    def _current_player(self):
        return (self.round + self.turns_taken) % self.num_players

    def _is_over(self):
        return self.over

    def _legal_actions(self):
        return [Pass(), Swap()] if self.peeked is not None else [Peek(), Pass(), Swap()]

    def _explain(self, action):
        if isinstance(action, Peek):
            return "You have already peeked this turn."
        return "That move is not allowed now."

    def _apply(self, action):
        me = self._current_player()
        if isinstance(action, Peek):
            self.peeked = self.deck[-1]
            return [Peeked(me, self.peeked)]
        if isinstance(action, Swap):
            old, new = self.hands[me], self.deck.pop()
            self.hands[me] = new
            events: list[Event] = [Swapped(me, old, new)]
        else:
            events = [Passed(me)]
        self.peeked = None
        self.turns_taken += 1
        if self.turns_taken == self.num_players:
            best = max(self.hands)
            points = [h if h == best else 0 for h in self.hands]
            self.round_points.append(points)
            self.last_showdown = list(self.hands)
            events.append(Showdown(self.round, tuple(self.hands), tuple(points)))
            self.round += 1
            if self.round >= self.rounds_total:
                self.over = True
                events.append(GameEnded(tuple(self._winners())))
            else:
                events.append(self._deal())
        return events

    def _totals(self):
        return [sum(r[p] for r in self.round_points) for p in range(self.num_players)]

    def _winners(self):
        totals = self._totals()
        return [p for p, t in enumerate(totals) if t == max(totals)]

    def _view(self, seat):
        cur = self.current_player
        if self.over:
            status = "The game is over."
        else:
            status = "{p%d} must peek, pass or swap." % cur  # a seat as the rules write it
        return {
            "current_player": cur,
            "is_over": self.over,
            "winners": self.winners(),
            "totals": self.totals(),
            "rounds": [list(r) for r in self.round_points],
            "status": status,
            "round": self.round,
            "hands": [h if (p == seat or self.over) else None for p, h in enumerate(self.hands)],
            "deck_count": len(self.deck),
            "peeked": self.peeked if seat is not None and seat == cur else None,
            "showdown": None if self.last_showdown is None else list(self.last_showdown),  # the cards last shown
        }

    def hidden_variants(self, seat: int) -> list["HighcardState"]:
        """Positions that differ from this one only in what `seat` may not see (other seats' cards,
        the deck order): the random-play test checks that `view(seat)` cannot tell them apart."""
        if self.over:
            return []
        out = []
        for other in range(self.num_players):
            if other != seat:
                for value in (min(DECK) - 1, max(DECK) + 1):
                    variant = self.clone()
                    variant.hands[other] = value
                    out.append(variant)
        variant = self.clone()
        variant.deck.reverse()
        out.append(variant)
        return out

    def _to_dict(self):
        return {
            "round": self.round, "turns_taken": self.turns_taken, "hands": list(self.hands),
            "deck": list(self.deck), "peeked": self.peeked, "rounds": [list(r) for r in self.round_points],
            "over": self.over, "rng": self.rng.state,
        }


def _validate(players, options):
    rounds = options.get("rounds", 2)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 9:
        raise ValueError("Secret Highcard is played over 1 to 9 rounds.")


GAME = Game(id="secretgame", title="Secret Highcard", min_players=2, max_players=4,
            state_class=HighcardState, actions=[Peek, Pass, Swap], options=("rounds",),
            has_secrets=True, validate_options=_validate)
GAME.package = "tests.support.secretgame"


class OpenHighcardState(HighcardState):
    """The same game played with open cards: every view shows every hand, no hand-off needed."""

    def _view(self, seat):
        view = super()._view(seat)
        view["hands"] = list(self.hands)
        return view


OPEN_GAME = Game(id="opengame", title="Open Highcard", min_players=2, max_players=4,
                 state_class=OpenHighcardState, actions=[Peek, Pass, Swap], options=("rounds",),
                 has_secrets=False, validate_options=_validate)
OPEN_GAME.package = "tests.support.secretgame"

__all__ = ["GAME", "OPEN_GAME", "IllegalAction", "Peek", "Pass", "Swap"]
