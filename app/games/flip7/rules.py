"""Flip 7's rules as a pure state machine (rulebook: seeds/flip-7.de.txt; rulings: docs/rulings.md).

A round: the dealer deals one card face up to each active player, starting left of the dealer and
ending with the dealer; action cards are resolved at once (the deal waits for a target choice). Then
the active players, starting left of the dealer, each hit or stay in turn. A scored round is followed
by the next round's deal inside the same `apply`, so the only decisions are hit, stay and target.
"""

from __future__ import annotations

import copy
from collections import Counter

from app.core import Game, IllegalAction, State, text
from app.core.i18n import _
from app.games.flip7 import INFO
from app.games.flip7.cards import (
    MODIFIERS,
    NUMBERS,
    check_deck_option,
    contents,
    decks_for,
    full_deck,
    title,
)
from app.games.flip7.actions import ACTIONS, Hit, Stay, Target
from app.games.flip7.events import (
    ActionDiscarded,
    ActionSetAside,
    Busted,
    CardDrawn,
    CardsCleared,
    DeckExhausted,
    DeckReshuffled,
    Flip3Ended,
    Flip3Started,
    Flip7,
    Frozen,
    GameOver,
    PlayerScored,
    RoundScored,
    RoundStarted,
    SecondChanceKept,
    SecondChancePassed,
    SecondChanceUsed,
    Stayed,
)
from app.games.flip7.lines import SHARED, Line, seats_after
from app.games.flip7.scoring import FLIP7_COUNT, is_flip7, ranking, score_parts, winner

STATUSES = ("active", "stayed", "busted", "frozen")
#: the moves are frozen records: the same instances serve every position (`legal_actions` copies the list)
_HIT_OR_STAY = (Hit(), Stay())
_HIT_ONLY = (Hit(),)
_TARGETS = tuple(Target(seat) for seat in range(64))
#: a number card's code -> its value ("7" -> 7); other cards are not in it
_NUMBER_VALUES = {str(n): n for n in range(13)}
_MODIFIER_CODES = frozenset(MODIFIERS)
#: a line of fewer numbers than this takes a new number without making Flip 7
_PLAIN_UP_TO = FLIP7_COUNT - 1


def _plain_scored(seat: int, total: int, busted: bool) -> PlayerScored:
    """The scoring of a line of numbers only (shared under a shorter key than its nine fields)."""
    return PlayerScored(seat, 0 if busted else total, total, False, 0, False, busted, 1)


def _who(seat: int) -> str:
    """A seat in a sentence: a placeholder the screen fills with the name (app/core/text.py)."""
    return text.seat(seat)


class Flip7State(State):
    def __deepcopy__(self, memo):
        """clone(): actions and events are frozen records, so the history is copied shallowly."""
        new = copy.copy(self)
        for key, value in self.__dict__.items():
            if key in ("history", "setup_events"):
                setattr(new, key, list(value))
            elif key == "rng":
                new.rng = value.copy()
            else:
                setattr(new, key, copy.deepcopy(value, memo))
        return new

    # ---- set-up ------------------------------------------------------------------------------
    def _setup(self, rng):
        n = self.num_players
        self.decks = decks_for(n)
        stacked = list(self.options.get("deck", []))
        if stacked:
            rest = list((Counter(full_deck(self.decks)) - Counter(stacked)).elements())
            rest.sort(key=full_deck(1).index)
        else:  # the same list, in code order, without counting
            rest = full_deck(self.decks)
        dealer = self.options.get("dealer")
        if dealer is None:
            dealer = rng.randbelow(n)
        rng.shuffle(rest)
        self.deck: list[str] = stacked + rest  # top first
        self.discards: list[str] = []
        self.players: list[Line] = [Line() for _ in range(n)]
        self.dealer: int = dealer
        self._after = seats_after(n)  # seat -> the seats after it in turn order
        self.round: int = 1
        self.scores: list[int] = [0] * n
        self.rounds: list[list[int]] = []
        self.turn: int = dealer  # whose hit/stay is (or was last) asked for
        self.turn_done = True  # the turn passes on before the next decision
        self.pending: dict | None = None  # {"card", "chooser", "options"} a target choice
        self.queue: list[list] = []  # [card, owner] action cards waiting to be resolved
        self.dealing = True
        self.deal_pos = 0  # how many seats the deal has passed
        self.flip3: dict | None = None
        self.round_ending = False
        self.over = False
        self.winner_seats: list[int] = []
        events: list = [RoundStarted(self.round, self.dealer)]
        #: the table before the deal (`setup_view`): every line empty, the full deck, nobody to play
        self._before_deal = dict(self._view(None), current_player=None)
        self._advance(events)
        return events

    # ---- the hooks ---------------------------------------------------------------------------
    def _current_player(self):
        if self.pending is not None:
            return self.pending["chooser"]
        return self.turn

    def _is_over(self):
        return self.over

    def _legal_actions(self):
        if self.pending is not None:
            return [_TARGETS[s] for s in self.pending["options"]]
        if self.may_stay(self.turn):
            return _HIT_OR_STAY
        return _HIT_ONLY

    def may_stay(self, seat: int) -> bool:
        """Ruling: a player may stay only with at least one card lying in front of them."""
        line = self.players[seat]
        return bool(line.numbers or line.modifiers or line.actions)

    def _check(self, action):
        if self.pending is None:  # the common moves, without comparing records (State.check has
            kind = type(action)  # made sure that `action` is of exactly a move's class)
            if kind is Hit or (kind is Stay and self.may_stay(self.turn)):
                return
        if isinstance(action, Target) and (type(action.player) is not int):
            raise IllegalAction(_("A Freeze, Flip Three or Second Chance goes to a seat number."))
        super()._check(action)

    def _explain(self, action):
        if self.pending is not None:
            card, chooser = self.pending["card"], self.pending["chooser"]
            name = title(card)
            if isinstance(action, Hit):
                return _("It is {who}'s turn to choose who gets the {title}, not to hit.").format(
                    who=_who(chooser), title=name)
            if isinstance(action, Stay):
                return _("It is {who}'s turn to choose who gets the {title}, not to stay.").format(
                    who=_who(chooser), title=name)
            seat = action.player
            if not 0 <= seat < self.num_players:
                return _("There is no such player: this table has {first} to {last}.").format(
                    first=_who(0), last=_who(self.num_players - 1))
            line = self.players[seat]
            if line.status != "active":
                return _("{who} is not active: a {title} can only go to a player still in the round.").format(
                    who=_who(seat), title=name)
            if card == "second" and seat == chooser:
                return _("{who} already has a Second Chance: the extra one must go to another active "
                         "player.").format(who=_who(chooser))
            if card == "second" and line.second_chance:
                return _("{who} already has a Second Chance: the extra one can only go to an active "
                         "player without one.").format(who=_who(seat))
            return _("{who} cannot receive the {title} now.").format(who=_who(seat), title=name)
        if isinstance(action, Target):
            return _("There is no card to give away now: {turn}").format(turn=self._turn_sentence())
        if isinstance(action, Stay):
            return _("Staying needs at least one card in front of you, and {who} has none: {turn}").format(
                who=_who(self.turn), turn=self._turn_sentence())
        return _("That move is not allowed now: {turn}").format(turn=self._turn_sentence())

    def _apply(self, action):
        """The hook `State.apply` calls: the step is written out in `apply_trusted` (the hot path, one
        call fewer per move), so the records it makes are taken back for `State.apply` to make."""
        events = self.apply_trusted(action)
        del self.history[-1], self.actors[-1]
        return events

    def apply_trusted(self, action):
        """`State.apply_trusted` written out for Flip 7 (no `_complete`, the current player read in
        place, the step itself here): the same events, position, history and seats."""
        events: list = []
        pending = self.pending
        self.history.append(action)
        kind = type(action)
        if kind is Hit:
            seat, deck = self.turn, self.deck
            self.actors.append(seat)
            card = deck.pop(0) if deck else self._draw(events)
            if card is not None:
                line = self.players[seat]
                numbers = line.numbers
                number = _NUMBER_VALUES.get(card)
                if number is None or number in numbers or len(numbers) >= _PLAIN_UP_TO or line.modifiers:
                    self._receive(seat, card, "hit", events)
                else:  # `_receive` of the common card, written out: a new number, no Flip 7 yet, no modifier
                    events.append(SHARED[CardDrawn, seat, card, "hit"])
                    numbers.append(number)
                    line.total += number
        elif kind is Target:
            self.actors.append(pending["chooser"])
            self._resolve_target(action.player, events)
            self._advance(events)
            return events
        else:
            self.actors.append(self.turn)
            line = self.players[self.turn]
            line.status = "stayed"
            events.append(SHARED[Stayed, self.turn, line.total])
        self.turn_done = True
        if self.round_ending or self.queue or self.pending is not None or self.dealing:
            self._advance(events)
            return events
        # `_advance` after a hit or a stay, written out: the turn passes to the next active player,
        # and the round ends when nobody is active
        players = self.players
        for seat in self._after[self.turn]:
            if players[seat].status == "active":
                self.turn, self.turn_done = seat, False
                return events
        self.round_ending = True
        self._advance(events)
        return events

    def _totals(self):
        return list(self.scores)

    def _winners(self):
        return list(self.winner_seats)

    # ---- the engine --------------------------------------------------------------------------
    def _active(self) -> list[int]:
        return [s for s, line in enumerate(self.players) if line.status == "active"]

    def _next_active(self, seat: int) -> int:
        players = self.players
        for s in self._after[seat]:
            if players[s].status == "active":
                return s
        raise AssertionError("no active player")  # the caller checks first

    def _advance(self, events: list) -> None:
        """Run the game on until someone must decide (or the game is over)."""
        n = self.num_players
        while not self.over:
            if self.round_ending:
                self._end_round(events)
                continue
            if self.pending is not None:
                return
            if self.queue:
                card, owner = self.queue.pop(0)
                self._present(card, owner, events)
                continue
            for line in self.players:  # is anyone active?
                if line.status == "active":
                    break
            else:
                self.round_ending = True
                continue
            if self.dealing:
                if self.deal_pos < n:
                    # one seat after the other while nothing comes between two cards: no card to
                    # resolve, no round end, and the seat dealt to still active (so is someone)
                    players, order = self.players, self._after[self.dealer]
                    while True:
                        seat = order[self.deal_pos]
                        self.deal_pos += 1
                        line = players[seat]
                        if line.status != "active":
                            break
                        deck = self.deck
                        card = deck.pop(0) if deck else self._draw(events)
                        if card is not None:
                            number = _NUMBER_VALUES.get(card)
                            if number is None or line.numbers or line.modifiers:
                                self._receive(seat, card, "deal", events)
                            else:  # `_receive` of the common deal, written out: a number to an empty line
                                events.append(SHARED[CardDrawn, seat, card, "deal"])
                                line.numbers.append(number)
                                line.total = number
                        if (self.deal_pos >= n or self.queue or self.round_ending or self.pending is not None
                                or line.status != "active"):
                            break
                    continue
                self.dealing = False
                self.turn, self.turn_done = self.dealer, True
            if self.turn_done:
                self.turn = self._next_active(self.turn)
                self.turn_done = False
            return

    def _draw(self, events: list) -> str | None:
        """The top card (callers on the hot path pop a non-empty deck themselves), reshuffling the
        discards into a new deck when it is empty; None when there is no card at all."""
        if not self.deck:
            if not self.discards:
                events.append(DeckExhausted())
                self.round_ending = True
                return None
            self.deck, self.discards = self.discards, []
            self.rng.shuffle(self.deck)
            events.append(DeckReshuffled(len(self.deck)))
        return self.deck.pop(0)

    def _receive(self, seat: int, card: str, why: str, events: list, aside: list | None = None) -> None:
        """`card` lands in front of `seat`: numbers may bust or make Flip 7, actions wait."""
        line = self.players[seat]
        events.append(SHARED[CardDrawn, seat, card, why])
        number = _NUMBER_VALUES.get(card)
        if number is not None:
            numbers = line.numbers
            if number in numbers:
                if line.second_chance:
                    line.second_chance = False
                    line.actions.remove("second")
                    self.discards += [card, "second"]
                    events.append(SHARED[SecondChanceUsed, seat, number])
                else:
                    numbers.append(number)
                    line.status = "busted"
                    line.total = 0
                    events.append(SHARED[Busted, seat, number])
                return
            numbers.append(number)
            if line.modifiers or len(numbers) >= FLIP7_COUNT:
                line.recount()
                if is_flip7(numbers):
                    events.append(SHARED[Flip7, seat])
                    self.round_ending = True
            else:
                line.total += number
        elif card in _MODIFIER_CODES:
            line.modifiers.append(card)
            line.recount()
        else:
            line.actions.append(card)
            if card == "second" and not line.second_chance:
                line.second_chance = True  # kept at once, even during a Flip Three
            elif aside is not None:
                aside.append([card, seat])
                events.append(SHARED[ActionSetAside, seat, card])
            else:
                self.queue.insert(0, [card, seat])

    def _present(self, card: str, owner: int, events: list) -> None:
        """Ask `owner` for a target for `card`, or settle it when there is no choice to make."""
        line = self.players[owner]
        if card == "second":
            if line.status == "active" and not line.second_chance:
                line.second_chance = True
                events.append(SHARED[SecondChanceKept, owner])
                return
            others = [s for s in self._active() if s != owner]
            options = [s for s in others if not self.players[s].second_chance]
            reason = "all_protected" if others else "nobody_else"
        else:
            options = self._active()
            reason = "no_target"
        if not options:
            line.actions.remove(card)
            self.discards.append(card)
            events.append(SHARED[ActionDiscarded, owner, card, reason])
            return
        self.pending = {"card": card, "chooser": owner, "options": options}

    def _resolve_target(self, seat: int, events: list) -> None:
        card, chooser = self.pending["card"], self.pending["chooser"]
        self.pending = None
        self.players[chooser].actions.remove(card)
        target = self.players[seat]
        target.actions.append(card)
        if card == "second":
            target.second_chance = True
            events.append(SHARED[SecondChancePassed, chooser, seat])
        elif card == "freeze":
            target.status = "frozen"
            events.append(SHARED[Frozen, chooser, seat, target.total])
        else:
            events.append(SHARED[Flip3Started, chooser, seat])
            self._flip_three(seat, events)

    def _flip_three(self, seat: int, events: list) -> None:
        aside: list[list] = []
        drawn = 0
        self.flip3 = {"target": seat, "left": 3}
        while drawn < 3 and self.players[seat].status == "active" and not self.round_ending:
            card = self._draw(events)
            if card is None:
                break
            drawn += 1
            self.flip3["left"] = 3 - drawn
            self._receive(seat, card, "flip3", events, aside)
        self.flip3 = None
        events.append(SHARED[Flip3Ended, seat, drawn, self.players[seat].status == "busted"])
        if not self.round_ending:
            self.queue[0:0] = aside  # resolved now, before anything that waited already

    def _end_round(self, events: list) -> None:
        self.round_ending = False
        self.pending = None
        self.queue = []
        points = []
        for seat, line in enumerate(self.players):
            numbers, busted = line.numbers, line.status == "busted"
            if line.modifiers or len(numbers) >= FLIP7_COUNT:
                total, doubled, bonus, flip7, busted, got, factor = score_parts(numbers, line.modifiers, busted)
                events.append(SHARED[PlayerScored, seat, got, total, doubled, bonus, flip7, busted, factor])
            else:  # `score_parts` of a line of numbers only, written out
                total = sum(numbers)
                got = 0 if busted else total
                events.append(SHARED[_plain_scored, seat, total, busted])
            points.append(got)
        self.scores = [t + p for t, p in zip(self.scores, points)]
        self.rounds.append(points)
        events.append(RoundScored(self.round, tuple(points), tuple(self.scores)))
        best = winner(self.scores)
        if best is not None:
            self.over = True
            self.winner_seats = [best]
            events.append(GameOver((best,), tuple(self.scores)))
            return  # the last round's cards stay on the table to be looked at
        discards = self.discards
        before = len(discards)
        for line in self.players:  # `line.cards()`, in place
            discards += [NUMBERS[n] for n in line.numbers]
            discards += line.modifiers
            discards += line.actions
        for line in self.players:  # the same lines, empty again (`Line()`, in place)
            line.numbers, line.modifiers, line.actions = [], [], []
            line.status, line.second_chance, line.total = "active", False, 0
        self.dealer = (self.dealer + 1) % self.num_players
        self.round += 1
        events.append(SHARED[CardsCleared, len(discards) - before, self.dealer])
        events.append(SHARED[RoundStarted, self.round, self.dealer])
        self.dealing, self.deal_pos = True, 0
        self.turn, self.turn_done = self.dealer, True

    # ---- views, snapshot, invariants ---------------------------------------------------------
    def phase(self) -> str:
        if self.over:
            return "over"
        return "target" if self.pending is not None else "play"

    def status_sentence(self) -> str:
        if self.over:
            best = self.winner_seats[0]
            return _("{who} wins with {points}.").format(who=_who(best), points=self.scores[best])
        if self.pending is not None:
            return _("{who} must choose who gets the {title}.").format(
                who=_who(self.pending["chooser"]), title=title(self.pending["card"]))
        return self._turn_sentence()

    def _turn_sentence(self) -> str:
        """What the player whose turn it is may do: exactly the legal moves when no card is pending."""
        if self.may_stay(self.turn):
            return _("{who} must hit or stay.").format(who=_who(self.turn))
        return _("{who} must hit.").format(who=_who(self.turn))

    def _view(self, seat):
        pending = None
        if self.pending is not None:
            pending = {"card": self.pending["card"], "chooser": self.pending["chooser"],
                       "options": list(self.pending["options"])}
        return {
            "game": "flip7",
            "current_player": self.current_player,
            "is_over": self.over,
            "winners": self.winners(),
            "totals": list(self.scores),
            "ranking": ranking(self.scores) if self.over else None,  # first to last place, when over
            "rounds": [list(r) for r in self.rounds],
            "status": self.status_sentence(),
            "round": self.round,
            "dealer": self.dealer,
            "phase": self.phase(),
            "pending": pending,
            "flip3": dict(self.flip3) if self.flip3 else None,
            "players": [
                {"numbers": list(p.numbers), "modifiers": list(p.modifiers), "actions": list(p.actions),
                 "status": p.status, "second_chance": p.second_chance, "line_points": p.points()}
                for p in self.players
            ],
            "deck_count": len(self.deck),
            "discards": list(self.discards),
            "decks": self.decks,
        }

    def _view_before_setup(self, seat):
        """Before the deal nothing is secret: every seat saw the same table (its status in the
        language of now, not of the set-up)."""
        dealer = self._before_deal["dealer"]
        return dict(copy.deepcopy(self._before_deal), status=_("{who} deals.").format(who=_who(dealer)))

    def _to_dict(self):
        return {
            "rng": self.rng.state,
            "deck": list(self.deck),
            "discards": list(self.discards),
            "players": [p.to_dict() for p in self.players],
            "dealer": self.dealer,
            "round": self.round,
            "scores": list(self.scores),
            "rounds": [list(r) for r in self.rounds],
            "turn": self.turn,
            "turn_done": self.turn_done,
            "pending": self.pending,
            "queue": [list(q) for q in self.queue],
            "dealing": self.dealing,
            "deal_pos": self.deal_pos,
            "over": self.over,
            "winners": list(self.winner_seats),
        }

    def card_count(self) -> int:
        """Cards in the deck, the discard pile and in front of the players (94 per deck)."""
        return len(self.deck) + len(self.discards) + sum(len(p.cards()) for p in self.players)

    def check_invariants(self) -> None:
        """Raise AssertionError if a card went missing or the position is inconsistent."""
        held = Counter(self.deck) + Counter(self.discards)
        for p in self.players:
            held += Counter(p.cards())
        if held != contents(self.decks):
            raise AssertionError(f"cards not accounted for: {held} != {contents(self.decks)}")
        for seat, p in enumerate(self.players):
            if p.status not in STATUSES:
                raise AssertionError(f"seat {seat} has status {p.status!r}")
            if p.second_chance and "second" not in p.actions:
                raise AssertionError(f"seat {seat} has a Second Chance that is not lying there")
            numbers = p.numbers[:-1] if p.status == "busted" else p.numbers
            if len(set(numbers)) != len(numbers):
                raise AssertionError(f"seat {seat} holds a duplicate without having busted")
        if not self.over:
            if self.pending is not None:
                if self.pending["card"] not in self.players[self.pending["chooser"]].actions:
                    raise AssertionError("the card being given is not in front of its chooser")
                if not self.pending["options"]:
                    raise AssertionError("a target choice without options")
            elif self.players[self.turn].status != "active":
                raise AssertionError(f"seat {self.turn} has the turn but is not active")


def _validate_options(players: int, options: dict) -> None:
    if "deck" in options:
        options["deck"] = check_deck_option(options["deck"], players)
    # "dealer" (a seat or None) is checked by its schema in INFO (app/games/flip7/__init__.py)


GAME = Game(info=INFO, state_class=Flip7State, actions=ACTIONS, validate_options=_validate_options)
