"""Learn to play Top 3 (app/core/tutorial.py): two rounds on a stacked deck, one of each kind of
move: an order card alone, then an order card with a bet card.

The stacked position (a lesson's choice, not a ruling): the cities deck, two Easy players. Round 1,
mean temperature: Singapore (1), Rome (2), Oslo (3), so 1-2-3 is right, warmest first. Round 2,
tallest building: Dublin (1), Dubai (2), Paris (3), so 2-3-1 is right (not every answer is 1-2-3),
and a round everyone knows suits "Everyone is right". Every seat chooses every round, so the bots
cannot change what the learner is asked; the steps point at these choices, and any choice the
learner lays completes its step (there is one kind of move).
"""

from __future__ import annotations

from app.core.i18n import N_
from app.core.tutorial import Lesson, Step, the_move
from app.games.top3.actions import Choose

DECK = ["Singapore", "Rome", "Oslo", "Dublin", "Dubai", "Paris"]
CATEGORIES = ["mean_temperature", "tallest_building"]


LESSON = Lesson(
    game="top3",
    players=3,
    seed=6,
    options={"theme": "metropolen", "deck": list(DECK), "categories": list(CATEGORIES)},
    intro=N_("Top 3: each round, three cards and a category. Everyone secretly lays an order card, "
             "highest value first; right orders win cards. Most cards after 15 rounds wins."),
    steps=(
        Step(N_("Mean temperature, warmest first: Singapore (1), Rome (2), Oslo (3). Click the order "
                "card 1-2-3, then Confirm."),
             ("choose",), the_move(Choose("123"))),
        Step(N_("Tallest building: Dubai (2), Paris (3), Dublin (1). Click 2-3-1, then the bet card "
                "“Everyone is right” (everyone knows this one: a right bet wins a card), then Confirm."),
             ("choose",), the_move(Choose("231", "everyone"))),
    ),
    done=N_("You have played every kind of move: an order card, alone and with a bet card. Each bet card "
            "can be used once a game. Play a real game!"),
)
