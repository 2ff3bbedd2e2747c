"""Learn to play Top Pop: a guided first game (app/core/tutorial.py) of the standard game for three, the
learner (seat 0, Sam, the first player) against two Easy computer players.

The hands are stacked (the "deck" option lists each hand in turn order from the first player: 3, 3
and 4 cards); the rest of the deck is shuffled by the lesson's seed. At set-up the third player keeps
a card in front of itself, so that in the learner's first turn there are two cards to stack on:
after the first stack a second one is still possible, and Done is offered. Steps 1 to 4 are that
first turn (no computer player moves in between); step 5 is the place of the learner's second turn,
which every turn before the final round has (the hand is refilled after each turn):
1. a card placed in front of another player (it brings a cap of their colour);
2. a cap of one's own colour from the middle;
3. a one-cap stack on the card just placed;
4. Done (passed over, saying so, when the stack of step 3 left nothing to stack and so ended the turn by
   itself: a taller stack, or on another card, than the ring shows);
5. a card placed in front of oneself.
Where a step leaves a choice, it points at the move the Normal computer player's heuristic likes best
among the step's moves (bots.ranked_moves), so the ringed move is a sensible one.

The two-player game has moves of its own (seventh, discard, play) and its own table: it has a lesson
of its own, DUO_LESSON (the learner, Sam, is the second player against Ana, an Easy computer player):
1. and 2. two seventh cards laid face down under companies (the second player lays first);
3. a card set aside, out of the game;
(Ana, the first player, then lays the other two seventh cards and plays the first card)
4. a card played to a company (it pays caps at once, and the hand is refilled to three);
5. another card played (the n-th card a company gets pays less: 4, 3, 3, 2, 2, 1).
The hands are stacked (the "deck" option: the first player's five cards, the learner's six, then the
two face-up starting cards); the rest is shuffled by the seed. `LESSONS` offers both, the standard
game first. The lessons' choice of cards is not a rules ruling."""

from __future__ import annotations

from app.core.i18n import N_
from app.core.tutorial import Lesson, Step, picker
from app.games.top_pop.actions import Discard, Place, Play, Seventh, Stack, Take
from app.games.top_pop.bots import ranked_moves

#: the hands in turn order from the first player (the learner): 3, 3 and 4 cards
HANDS = ["NYC", "SF", "NYC", "LV", "STL", "SF", "LV", "CHI", "NYC", "SF"]


def _normal(view: dict, moves: list):
    """Of `moves`, the one the Normal heuristic likes best."""
    ranked = ranked_moves(view, moves)
    return ranked[0][2] if ranked else moves[0]


#: a step's pick: of the legal moves `keep(action, view)` accepts, the Normal heuristic's favourite
best = picker(_normal)


def _turn_over(before: dict, after: dict) -> bool:
    """The learner's turn has ended (by Done, or by itself when nothing was left to stack)."""
    return after["current_player"] != before["seat"]


def _smallest_stack(view: dict, legal: list):
    """A one-cap stack of one's own colour on the card the learner placed (else the smallest)."""
    stacks = [a for a in legal if isinstance(a, Stack)]
    if not stacks:
        return None
    me = view["seat"]
    placed = [a for a in stacks if a.caps == (me,) and view["fronts"][a.seat][a.card]["by"] == me]
    return (placed or sorted(stacks, key=lambda a: len(a.caps)))[0]


LESSON = Lesson(
    game="top_pop",
    players=3,
    seed=5,
    options={"deck": list(HANDS), "start": 0, "variant": "standard"},
    intro=N_("Top Pop: you run a soda company. Win city cards with the tallest stack of bottle caps on them; "
             "at the end, most cards of a city and many different cities score. Follow the ring."),
    steps=(
        Step(N_("Place a city card in front of another player: click the ringed card, then their row. That "
                "earns you a cap of their colour."), ("place",),
             best(lambda a, view: isinstance(a, Place) and a.seat != view["seat"])),
        Step(N_("Take a cap from the middle: click the ringed colour. Your own colour is always useful: it "
                "goes on top of every stack."), ("take",),
             best(lambda a, view: isinstance(a, Take) and a.company == view["seat"])),
        Step(N_("Stack caps on a card: click the ringed card, then the cap in your supply, then Confirm. If "
                "your stack is still the tallest when your next turn starts, you win the card."), ("stack",),
             _smallest_stack),
        Step(N_("Click Done to end your turn: you keep your other caps for later, and you draw a card."),
             ("done",), goal=_turn_over,
             passed=N_("Nothing was left that you could stack, so your turn ended by itself and you drew a "
                       "card.")),
        Step(N_("Now place a card in front of yourself: whoever wins it later gives you the caps of their "
                "stack."), ("place",), best(lambda a, view: isinstance(a, Place) and a.seat == view["seat"])),
    ),
    done=N_("You have placed cards, taken a cap, stacked and ended a turn: every kind of move of Top Pop. "
            "Play a real game!"),
    title=N_("Three players"),
)

#: the two-player game: Ana's five cards (she is the first player), the learner's six, two face up
DUO_DECK = ["CHI", "LV", "SF", "STL", "SEA", "SEA", "SEA", "CHI", "LV", "NYC", "SF:night", "CHI", "SEA"]

DUO_LESSON = Lesson(
    game="top_pop",
    players=2,
    seed=5,
    options={"deck": list(DUO_DECK), "start": 1, "variant": "two_player"},
    intro=N_("Top Pop for two: you are advertising consultants. Play city cards to four soda companies; each "
             "card earns you caps of that company. At the end the companies are ranked by their cards, and "
             "the caps of the best are worth most. Follow the ring."),
    steps=(
        Step(N_("Lay a seventh card: click the ringed card in your hand, then the ringed company's seventh "
                "place. It lies face down and counts for that company at the end."), ("seventh",),
             best(lambda a, view: isinstance(a, Seventh))),
        Step(N_("Lay your second seventh card under another company. Ana lays the other two after you."),
             ("seventh",), best(lambda a, view: isinstance(a, Seventh))),
        Step(N_("Set a card aside: click the ringed card, then the ringed place for the card out of the game. "
                "Nobody plays it, and Ana does not see which it is."), ("discard",),
             best(lambda a, view: isinstance(a, Discard))),
        Step(N_("Play a card to a company: click the ringed card, then the company. The company pays you caps "
                "at once, and you draw back to three cards."), ("play",),
             best(lambda a, view: isinstance(a, Play))),
        Step(N_("Play another card. The earlier a card comes, the more it pays: a company's first card 4 caps, "
                "then 3, 3, 2, 2, 1; the sixth closes it."), ("play",),
             best(lambda a, view: isinstance(a, Play))),
    ),
    done=N_("You have laid seventh cards, set a card aside and played cards to companies: every kind of move "
            "of the game for two. Play a real game!"),
    title=N_("Two players"),
)

#: the lessons offered by "Learn to play", the standard game first
LESSONS = (LESSON, DUO_LESSON)
