"""Every event has a sentence (or is deliberately silent), in gender-neutral English."""

import random

from app.games.flip7 import GAME
from app.games.flip7 import events as ev
from app.games.flip7.log import describe
from tests.games.flip7.helpers import NAMES, new, play

N = NAMES


def test_sentences():
    assert describe(ev.CardDrawn(0, "7", "hit"), N) == "Ana drew a 7."
    assert describe(ev.CardDrawn(1, "8", "deal"), N) == "Ben was dealt an 8."
    assert describe(ev.CardDrawn(2, "flip3", "flip3"), N) == "Cleo flipped a Flip Three during the Flip Three."
    assert describe(ev.CardDrawn(0, "x2", "hit"), N) == "Ana drew an x2."
    assert describe(ev.Busted(1, 9), N) == "Ben busted on a second 9."
    assert describe(ev.Frozen(2, 0, 23), N) == "Cleo froze Ana at 23."
    assert describe(ev.Frozen(2, 2, 0), N) == "Cleo froze themself at 0."
    assert describe(ev.SecondChanceUsed(0, 5), N) == "Ana used their Second Chance against a second 5."
    assert describe(ev.SecondChanceKept(2), N) == "Cleo kept the Second Chance."
    assert describe(ev.SecondChancePassed(0, 3), N) == "Ana gave their extra Second Chance to Dee."
    assert describe(ev.PlayerScored(3, 82, 36, True, 10, False, False), N) == "Dee scored 82 (36 doubled + 10)."
    assert describe(ev.PlayerScored(3, 27, 23, False, 4, False, False), N) == "Dee scored 27 (23 + 4)."
    assert describe(ev.PlayerScored(3, 23, 23, False, 0, False, False), N) == "Dee scored 23."
    assert describe(ev.PlayerScored(3, 0, 20, False, 0, False, True), N) == "Dee scored 0 (busted)."
    assert describe(ev.PlayerScored(0, 97, 36, True, 10, True, False), N) == \
        "Ana scored 97 (36 doubled + 10 + 15 for Flip 7)."
    assert describe(ev.Flip3Started(0, 1), N) == "Ana gave Ben a Flip Three."
    assert describe(ev.Stayed(4, 17), N) == "Eli stayed at 17."
    assert describe(ev.Flip7(1), N) == "Ben made Flip 7! The round ends for everyone."
    assert describe(ev.RoundStarted(2, 1), N) == "Round 2: Ben deals."
    assert describe(ev.GameOver((2,), (100, 150, 210)), N) == "Cleo wins with 210!"
    assert describe(ev.ActionDiscarded(0, "second", "all_protected"), N).startswith(
        "Ana's extra Second Chance was discarded")
    assert describe(ev.DeckReshuffled(40), N) == \
        "The deck ran out: the 40 discarded cards were shuffled into a new deck."
    assert describe(ev.Flip3Ended(0, 3, False), N) is None


def test_no_gendered_words_and_every_event_of_real_games_is_handled():
    seen = set()
    for seed in range(12):
        s = GAME.new_state(5, seed=seed)
        rng = random.Random(seed)
        events = list(s.setup_events)
        while not s.is_over:
            events += s.apply(rng.choice(s.legal_actions()))
        for e in events:
            seen.add(type(e))
            text = describe(e, N)
            if text is not None:
                words = set(text.lower().replace("!", " ").replace(",", " ").split())
                assert not words & {"he", "she", "his", "her", "him", "himself", "herself"}, text
                assert "None" not in text and "Player" not in text, text
                # full sentences, as in every game's log
                assert text[0].isupper() and text.endswith((".", "!")), text
    assert {ev.CardDrawn, ev.Busted, ev.Frozen, ev.PlayerScored, ev.RoundScored, ev.GameOver} <= seen


def test_log_of_a_stacked_round():
    s = new("5 6 7 freeze")
    events = play(s, "h", 2)
    assert [describe(e, N) for e in events] == ["Ana drew a Freeze.", "Ana froze Cleo at 7."]
