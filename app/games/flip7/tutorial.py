"""Learn to play Flip 7 (app/core/tutorial.py): three steps on a stacked deck, one of each kind of
move: flip a card (hit), give the Flip Three you flipped (target), bank your points (stay).

The stacked deck (a lesson's choice, not a ruling): Ben deals, so you are dealt first and start.
You are dealt a 5, Ana an 8, Ben a 3; your first hit flips a Flip Three, which you give before
anyone else moves. Then come seven different numbers, so whoever gets the Flip Three and whatever
the bots do before your next turn (each draws at most one card), nobody flips an action card that
could freeze you, and you still have your 5 to bank: the Stay step always comes. The 8 on top of
them busts Ana if she takes the Flip Three, as the step suggests.
"""

from __future__ import annotations

from app.core.i18n import N_
from app.core.tutorial import Lesson, Step, the_move
from app.games.flip7.actions import Target

#: top first: the deal (you, Ana, Ben), your hit, then the Flip Three's and the bots' cards
DECK = ["5", "8", "3", "flip3", "8", "9", "10", "11", "12", "7", "6"]


LESSON = Lesson(
    game="flip7",
    players=3,
    seed=7,
    options={"deck": list(DECK), "dealer": 2},
    intro=N_("Flip 7: flip cards one at a time and score their numbers. A number you already have busts "
             "you for the round. First to 200 points wins."),
    steps=(
        Step(N_("You were dealt a 5: a number card scores its value. Click the deck to flip another card."),
             ("hit",)),
        Step(N_("A Flip Three: whoever gets it must flip three cards at once. Click {p1}'s line to give it "
                "to {p1}: with three cards, a repeated number is likely."),
             ("target",), the_move(Target(1))),
        Step(N_("Every card you flip risks a bust, which scores nothing. Click Stay to bank the points in "
                "front of you."),
             ("stay",)),
    ),
    done=N_("You have played every kind of move: flip, give an action card and stay. Freeze and Second "
            "Chance are given the same way. Play a real game!"),
)
