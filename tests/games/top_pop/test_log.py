"""Top Pop's log lines say "themselves" when a seat stacks on, or wins, a card in front of itself, and
name the other seat otherwise."""

from __future__ import annotations

from app.games.top_pop import events as ev
from app.games.top_pop.log import describe

NAMES = ["Ana", "Ben"]


def test_a_stack_on_ones_own_card_is_in_front_of_themselves():
    own = describe(ev.StackPlaced(player=0, seat=0, index=0, caps=(0,), extended=False, height=1), NAMES)
    other = describe(ev.StackPlaced(player=0, seat=1, index=1, caps=(1, 0), extended=False, height=2), NAMES)
    added = describe(ev.StackPlaced(player=0, seat=0, index=0, caps=(1, 0), extended=True, height=3), NAMES)
    assert own == "Ana put a stack of 1 red cap on card 1 in front of themselves."
    assert "in front of Ben" in other and "card 2" in other
    assert "in front of themselves" in added and "3 tall" in added


def test_a_card_won_from_in_front_of_oneself_says_themselves():
    def won(seat, end=False):
        return describe(ev.CardWon(player=0, seat=seat, index=0, card="NYC", night=False, known_by=(),
                                   caps=(0,), to=None if seat == 0 else seat, returned=(), end=end), NAMES)

    assert won(0).startswith("Ana won a New York card from in front of themselves;")
    assert won(0, end=True).startswith("At the end, Ana won a New York card from in front of themselves;")
    assert won(1).startswith("Ana won a New York card from in front of Ben;")
