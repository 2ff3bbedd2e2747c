"""Learn to play Top oder Flop: a guided first game (app/core/tutorial.py) of two players, the learner
(seat 0, Sam, the start player) against an Easy computer player.

The learner's eight cards are stacked (the "deck" option: the start player's hand comes first); the
other hand and the deck are shuffled by the lesson's seed. The hand holds a 5 for Coole Cops, cards
for Draculas Diner and Coole Cops to push and to back in secret, and a "+3 move a card" change card,
so that every step has its move whatever the computer player does in between. Each step points at
the move the Normal computer player's estimate likes best among the moves of the step's kind (the
same estimate every level plays with, bots.py), so the ringed move is a sensible one:
1. and 2. the two opening cards (face up, for two films);
3. an influence card on a film's Top row (the film display; a card is drawn);
4. a card face down under a film of one's own (the personal display; no card is drawn);
5. the change card;
6. a times-two marker.
The lesson's choice of cards is not a rules ruling: any deal could be played so."""

from __future__ import annotations

from app.core.i18n import N_
from app.core.tutorial import Lesson, Step, picker
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.bots import NormalBot
from app.games.top_oder_flop.cards import is_change

#: the learner's hand (seat 0 starts): opening cards first, then cards to push, to back and to change
HAND = ["5:CC", "4:AA/DD", "4:TT/CC", "3:DD/CC", "+3:move", "2:RR/CC", "3:TT/DD", "1:AA/RR"]


def _normal(view: dict, moves: list):
    """Of `moves`, the one the Normal estimate likes best."""
    values = NormalBot(view["seat"], 0).values(view, moves)
    return moves[max(range(len(moves)), key=lambda i: (values[i], -i))]


#: a step's pick: of the legal moves `keep(action, view)` accepts, the Normal estimate's favourite
best = picker(_normal)


def _opening(a, view) -> bool:
    return isinstance(a, Personal) and view["phase"] == "opening"


def _secret(a, view) -> bool:
    """A card from the hand face down under a film the learner already backs."""
    return (isinstance(a, Personal) and view["phase"] == "play" and not is_change(a.card)
            and bool(view["personal"][view["seat"]].get(a.film)))


def _top_row(a, view) -> bool:
    return isinstance(a, Display) and a.side == "top" and a.replace is None


LESSON = Lesson(
    game="top_oder_flop",
    players=2,
    seed=7,
    options={"deck": list(HAND), "start": 0},
    intro=N_("Top oder Flop: back films in secret, then make them hits (Top) or flops. At the end the most "
             "influence on a film scores its value, the second most half of it. Follow the ring."),
    steps=(
        Step(N_("Lay your first influence card face up: click the ringed card, then your pile under its "
                "film. Your influence scores if that film does well."), ("personal",), best(_opening)),
        Step(N_("Lay a second card face up, for another film: click it, then the ringed pile."),
             ("personal",), best(_opening)),
        Step(N_("Push a film up: click the ringed card, then the film's Top row. Its points add to the "
                "film's value, and you draw a new card."), ("display",), best(_top_row)),
        Step(N_("Back a film in secret: lay a card under your pile of that film. It lies face down, so "
                "nobody knows your influence; you draw no card."), ("personal",), best(_secret)),
        Step(N_("Play your change card: click it, then the ringed card on a film, then where it goes. It "
                "moves the lowest card of a row."), ("change",),
             best(lambda a, view: isinstance(a, Change))),
        Step(N_("Play a marker: click the times-two marker, then the ringed row. It doubles that side of "
                "the film."), ("marker",), best(lambda a, view: isinstance(a, Marker) and a.face == "x2")),
    ),
    done=N_("You have played every kind of move: influence cards, a change card and a marker. Play a real game!"),
)
