"""Top 3's hints: for every kind of choice (an order card alone, with each bet card, and with no bet
card left) a position where the Hard bot makes it, and the sentence names the chance and the cards
won that the bot weighed (recounted here from its sampled worlds); never what the seat cannot see;
German in German."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games import hints, registry
from app.games.top3 import GAME, bots
from app.games.top3.actions import ADVANCES, ADVANCE_WORDS, ORDERS, Choose
from app.games.top3.hints import reason
from app.session.game_modules import bot_seed

TOP3 = registry.get("top3")
SEED = 7
#: (players, seed of the game) whose first round the Hard bot of seat 0 (seed 7) plays with this bet card
POSITIONS = {None: (2, 0), "everyone": (2, 3), "only_me": (2, 5), "nobody": (2, 11)}


def first_round(players: int, seed: int):
    state = GAME.new_state(players, seed, {"theme": "metropolen"})
    return state, state.view(0), state.legal_actions()


def recount(view: dict, action: Choose, seed: int = SEED) -> tuple[int, str]:
    """The percent the sentence must name and the cards won, from a Hard bot deciding anew."""
    bot = bots.HardBot(0, seed)
    assert bot.choose(view, legal_of(view)) == action
    o = ORDERS.index(action.order)
    players = len(view["chosen"])
    share = 0.0
    for (mask, others), w in bot.last["worlds"].items():
        right = bool(mask >> o & 1)
        if action.advance is None and right:
            share += w
        elif action.advance == "only_me" and right and others == 0:
            share += w
        elif action.advance == "everyone" and right and others == players - 1:
            share += w
        elif action.advance == "nobody" and not right and others == 0:
            share += w
    column = 0 if action.advance is None else 1 + ADVANCES.index(action.advance)
    return round(100 * share), f"{bot.last['ev'][o][column]:.1f}"


def legal_of(view: dict) -> list[Choose]:
    held = view["advances"][0] or ()
    return [Choose(order, advance) for order in ORDERS for advance in (None, *held)]


@pytest.mark.parametrize("bet", list(POSITIONS))
def test_each_bet_card_and_none_a_position_where_hard_plays_it_and_the_figures(bet):
    state, view, legal = first_round(*POSITIONS[bet])
    bots.RECENT.clear()
    found = hints.hint(TOP3, view, legal, 0, seed=SEED)
    assert found.action.advance == bet
    percent, cards_won = recount(view, found.action)
    order = "-".join(found.action.order)
    high, low = view["names"][int(found.action.order[0]) - 1], view["names"][int(found.action.order[2]) - 1]
    start = f"Lay {order} ({high} highest, {low} lowest)"
    if bet is None:
        assert found.sentence == (f"{start} without a bet card: it is right about {percent}% of the time and "
                                  f"wins about {cards_won} cards; keep your bet cards for a round that suits them.")
    else:
        words = {"only_me": "you are likely the only one right (about {p}%)",
                 "everyone": "this round looks easy, everyone is right about {p}% of the time",
                 "nobody": "this round looks hard, nobody is right about {p}% of the time"}[bet]
        assert found.sentence == (f"{start} with “{ADVANCE_WORDS[bet]}”: {words.format(p=percent)}, which wins about "
                                  f"{cards_won} cards on average.")


def test_with_no_bet_card_left_the_order_alone():
    state = GAME.new_state(2, 0, {"theme": "metropolen"})
    state.used[0], state.advances[0] = list(state.advances[0]), []
    state.check_invariants()
    view, legal = state.view(0), state.legal_actions()
    assert legal == [Choose(order) for order in ORDERS]
    found = hints.hint(TOP3, view, legal, 0, seed=SEED)
    percent, cards_won = recount(view, found.action)
    assert found.sentence.endswith(f": it is right about {percent}% of the time and wins about {cards_won} cards "
                                   "on average.")
    assert 0 < percent <= 100


def test_an_order_everyone_will_get_right_says_so():
    state = GAME.new_state(3, 3, {"theme": "metropolen"})  # population: Nairobi, Mexico City, Miami
    seed = bot_seed(3, 0)
    for held in (True, False):
        if not held:
            state.used[0], state.advances[0] = list(state.advances[0]), []
        view, legal = state.view(0), state.legal_actions()
        found = hints.hint(TOP3, view, legal, 0, seed=seed)
        assert found.action == Choose("213")
        percent, _cards = recount(view, found.action, seed)
        bot = bots.HardBot(0, seed)
        bot.choose(view, legal)
        everyone = round(100 * sum(w for (mask, others), w in bot.last["worlds"].items()
                                   if mask >> ORDERS.index("213") & 1 and others == 2))
        assert everyone >= 50
        start = "Lay 2-1-3 (Mexico City highest, Miami lowest)"
        if held:
            assert found.sentence == (f"{start} without a bet card: it is right about {percent}% of the time, but "
                                      f"everyone is right about {everyone}% of the time and then nobody scores; "
                                      "your bet cards are worth more later.")
        else:
            assert found.sentence == (f"{start}: it is right about {percent}% of the time, though everyone is "
                                      f"right about {everyone}% of the time and then nobody scores.")
        with i18n.use("de"):
            german = reason(view, found.action, 0)
        assert german != found.sentence and f"{everyone} %" in german


def test_the_sentence_is_the_deciding_bots_and_a_reason_alone_decides_anew_the_same_way():
    state, view, legal = first_round(3, 4)
    found = hints.hint(TOP3, view, legal, 0, seed=SEED)
    assert reason(view, found.action, 0) == found.sentence  # the bot's own numbers, kept
    bots.RECENT.clear()
    alone = reason(view, found.action, 0)
    bots.RECENT.clear()
    assert reason(view, found.action, 0) == alone and alone.startswith("Lay ")


def test_what_the_seat_cannot_see_does_not_change_the_sentence():
    state = GAME.new_state(3, 2, {"theme": "films"})
    state.apply(Choose("321", "only_me"))  # seat 0 chose, face down: seat 1 is to choose
    variants = state.hidden_variants(1)
    assert len(variants) >= 3
    legal = state.legal_actions()
    for action in (legal[0], legal[-1]):
        bots.RECENT.clear()
        expected = reason(state.view(1), action, 1)
        for variant in variants:
            bots.RECENT.clear()
            assert reason(variant.view(1), action, 1) == expected
    hinted = hints.hint(TOP3, state.view(1), legal, 1, seed=3).sentence
    for variant in variants:
        assert hints.hint(TOP3, variant.view(1), variant.legal_actions(), 1, seed=3).sentence == hinted


@pytest.mark.parametrize("bet", list(POSITIONS))
def test_every_sentence_is_german_in_german(bet):
    state, view, legal = first_round(*POSITIONS[bet])
    found = hints.hint(TOP3, view, legal, 0, seed=SEED)
    with i18n.use("de"):
        german = reason(view, found.action, 0)  # the view the bot read (its numbers are kept by it)
    assert german != found.sentence and german.strip()
    assert not any(word in german for word in (" the ", " you ", " cards ", "highest"))
    assert sorted(c for c in german if c.isdigit()) == sorted(c for c in found.sentence if c.isdigit())
