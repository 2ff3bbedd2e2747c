"""Flip 7's computer players: legality, determinism, strength, and their decisions in set positions."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from app.bots import play_out
from app.bots.stats import one_sample_z
from app.games.flip7 import GAME, cards
from app.games.flip7.bots import (
    LEVELS,
    NORMAL_STOP,
    EasyBot,
    HardBot,
    NormalBot,
    Odds,
    line_of,
    make_bot,
    points,
    remaining_cards,
)
from app.games.flip7.events import Hit, Stay, Target
from app.games.flip7.scoring import score_line


# ---- a hand-made view --------------------------------------------------------------------------
def seat(numbers=(), modifiers=(), actions=(), status="active", sc=False):
    actions = list(actions) + (["second"] if sc and "second" not in actions else [])
    busted = status == "busted"
    return {"numbers": list(numbers), "modifiers": list(modifiers), "actions": actions, "status": status,
            "second_chance": sc, "line_points": score_line(list(numbers), list(modifiers), busted).points}


def view_of(players, totals=None, discards=(), pending=None, current=0):
    """A view in the rules' format; the deck holds exactly the cards not on view."""
    visible = Counter(discards)
    for p in players:
        visible.update(str(n) for n in p["numbers"])
        visible.update(p["modifiers"] + p["actions"])
    full = cards.contents(1)
    assert not visible - full, "the test shows more cards than a deck holds"
    return {"game": "flip7", "round": 3, "dealer": 0, "phase": "target" if pending else "play",
            "current_player": current, "is_over": False, "winners": [],
            "totals": list(totals or [0] * len(players)), "rounds": [], "status": "",
            "pending": pending, "flip3": None, "players": players,
            "deck_count": sum((full - visible).values()), "discards": list(discards), "decks": 1}


def other_copies(*numbers):
    """Every copy but one of the given number cards (to discard all those a line does not hold)."""
    return [str(n) for n in numbers for _ in range(cards.copies(str(n)) - 1)]


HIT_STAY = [Hit(), Stay()]


# ---- whole games -----------------------------------------------------------------------------------
def test_bots_only_choose_legal_actions_and_count_the_deck_right():
    """Mixed tables of 3 to 6 players; at every decision the bot's count of the deck matches the
    real deck (every card not in it is on view), and the game always ends with one winner."""
    decisions = 0
    for game_no in range(36):
        players = 3 + game_no % 4
        levels = [LEVELS[(game_no + s) % 3] for s in range(players)]
        state = GAME.new_state(players, 900 + game_no)
        bots = [make_bot(level, s, game_no) for s, level in enumerate(levels)]
        while not state.is_over:
            who = state.current_player
            view = state.view(who)
            if view["deck_count"] > 0:
                assert remaining_cards(view) == Counter(state.deck)
            for p in view["players"]:
                if p["status"] != "busted":
                    assert points(line_of(p)) == p["line_points"]
            legal = state.legal_actions()
            action = bots[who].choose(view, legal)
            assert action in legal
            state.apply(action)
            decisions += 1
        assert len(state.winners()) == 1 and max(state.totals()) >= 200
    assert decisions > 36 * 30


def test_bots_are_deterministic_for_a_seed():
    def history(seed, bot_seed):
        state = GAME.new_state(4, seed)
        bots = [make_bot(level, s, bot_seed) for s, level in enumerate(["easy", "easy", "hard", "normal"])]
        return [a.to_dict() for a in play_out(state, bots).history]

    assert history(5, 77) == history(5, 77)
    # the Easy bots' own randomness depends on their seed
    assert any(history(s, 1) != history(s, 2) for s in range(3))


def test_make_bot_levels():
    for level, cls in (("easy", EasyBot), ("normal", NormalBot), ("hard", HardBot)):
        bot = make_bot(level, 2, 9)
        assert isinstance(bot, cls) and bot.level == level and bot.seat == 2
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("expert", 0, 0)


def test_hard_beats_normal_significantly():
    """One Hard bot against three Normal ones: its win rate against the fair share of 1/4."""
    games = 240
    wins = 0
    for g in range(games):
        state = GAME.new_state(4, 70_000 + g)
        bots = [make_bot("hard", 0, g)] + [make_bot("normal", s, g) for s in (1, 2, 3)]
        wins += play_out(state, bots).winners() == [0]
    z, p = one_sample_z(wins, games, 0.25)
    assert p < 0.001, f"Hard won {wins} of {games} (z = {z:.2f}, p = {p:.3g})"


# ---- Normal ----------------------------------------------------------------------------------------
def test_normal_stays_at_its_fixed_line_total():
    bot = NormalBot(0, 0)
    just_below = view_of([seat([12, 11], ["+2"]), seat([5])])  # 25
    assert just_below["players"][0]["line_points"] == NORMAL_STOP - 1
    assert bot.choose(just_below, HIT_STAY) == Hit()
    at_stop = view_of([seat([12, 10], ["+4"]), seat([5])])  # 26
    assert at_stop["players"][0]["line_points"] == NORMAL_STOP
    assert bot.choose(at_stop, HIT_STAY) == Stay()
    assert bot.choose(at_stop, [Hit()]) == Hit()  # only what is legal


def test_normal_aims_at_the_leader_and_helps_the_last():
    players = [seat([3]), seat([4]), seat([5]), seat([6])]
    totals = [50, 120, 80, 30]
    v = view_of(players, totals, pending={"card": "flip3", "chooser": 0, "options": [0, 1, 2, 3]})
    assert NormalBot(0, 0).choose(v, [Target(s) for s in range(4)]) == Target(1)
    v = view_of(players, totals, pending={"card": "second", "chooser": 0, "options": [1, 2, 3]})
    assert NormalBot(0, 0).choose(v, [Target(s) for s in (1, 2, 3)]) == Target(3)


# ---- Hard: hit or stay -------------------------------------------------------------------------------
def test_hard_stays_when_a_bust_is_likely():
    me = seat([12, 11, 10, 9, 8])  # 50 points; 45 of the deck's cards repeat one of these
    v = view_of([me, seat([1]), seat([2])])
    odds = Odds(remaining_cards(v))
    assert odds.bust_chance(line_of(me)) > 0.5
    assert HardBot(0, 0).choose(v, HIT_STAY) == Stay()
    assert NormalBot(0, 0).choose(v, HIT_STAY) == Stay()


def test_hard_hits_when_no_card_left_can_bust_it():
    me = seat([12, 11, 10, 9])  # 42, more than Normal's stop ...
    v = view_of([me, seat([1]), seat([2])], discards=other_copies(12, 11, 10, 9))
    assert Odds(remaining_cards(v)).bust_chance(line_of(me)) == 0  # ... but no 9-12 is left
    assert HardBot(0, 0).choose(v, HIT_STAY) == Hit()
    assert NormalBot(0, 0).choose(v, HIT_STAY) == Stay()


def test_hard_hits_with_a_second_chance_and_weighs_the_flip7_bonus():
    risky = seat([12, 11, 10, 9, 8], sc=True)  # same line as above, now protected
    assert HardBot(0, 0).choose(view_of([risky, seat([1]), seat([2])]), HIT_STAY) == Hit()
    # six numbers: the seventh gives +15; the bust chance and the line decide
    six = seat([0, 1, 2, 3, 4, 5])  # 15 points, only 2..5 can repeat (10 cards)
    assert HardBot(0, 0).choose(view_of([six, seat([7]), seat([8])]), HIT_STAY) == Hit()


def test_hard_expected_value_matches_a_hand_count():
    """One card then stop, counted by hand on a tiny deck: 2 (new), 5 (bust), +4."""
    me = seat([5, 7])
    odds = Odds(Counter({"2": 1, "5": 1, "+4": 1}))
    assert odds.hit(line_of(me), 1) == pytest.approx((14 + 0 + 16) / 3)
    assert odds.forced(line_of(me), 1) == pytest.approx((14 + 0 + 16) / 3)
    with_x2 = seat([5, 7], ["x2"])
    assert odds.hit(line_of(with_x2), 1) == pytest.approx((28 + 0 + 28) / 3)


def test_hard_plays_for_the_win_near_200():
    others = [seat([3], status="stayed"), seat([4], status="busted")]
    # an opponent has stayed on 205: staying on 190 would lose, so Hard hits whatever the risk
    behind = view_of([seat([12, 11, 10, 9, 8])] + others, totals=[140, 202, 150])
    assert HardBot(0, 0).choose(behind, HIT_STAY) == Hit()
    # 200 reached and ahead of everyone: bank it, even on a safe deck
    ahead = view_of([seat([12])] + others, totals=[190, 150, 150], discards=other_copies(12))
    assert Odds(remaining_cards(ahead)).bust_chance(line_of(seat([12]))) == 0
    assert HardBot(0, 0).choose(ahead, HIT_STAY) == Stay()
    # without the standings Hard would hit that safe line
    assert HardBot(0, 0, standings=False).choose(ahead, HIT_STAY) == Hit()


# ---- Hard: targets ---------------------------------------------------------------------------------
def freeze_view(players, totals, chooser=0, card="freeze"):
    options = [s for s, p in enumerate(players) if p["status"] == "active"]
    if card == "second":
        options = [s for s in options if s != chooser and not players[s]["second_chance"]]
    return view_of(players, totals, pending={"card": card, "chooser": chooser, "options": options},
                   current=chooser), [Target(s) for s in options]


def test_alone_every_bot_freezes_itself():
    players = [seat([4], actions=["freeze"]), seat([1], status="stayed"), seat([2], status="busted")]
    v, legal = freeze_view(players, [10, 20, 30])
    assert legal == [Target(0)]
    for level in LEVELS:
        assert make_bot(level, 0, 1).choose(v, legal) == Target(0)


def test_hard_freezes_the_leader_with_a_small_line_not_a_big_risky_line():
    players = [seat([6], actions=["freeze"]), seat([2]), seat([12, 11, 10, 9, 8])]
    v, legal = freeze_view(players, [100, 150, 140])
    assert HardBot(0, 0).choose(v, legal) == Target(1)
    # Normal freezes the leader too; swap the lines: Hard now leaves the risky leader to play on
    players = [seat([6], actions=["freeze"]), seat([12, 11, 10, 9, 8]), seat([2])]
    v, legal = freeze_view(players, [100, 150, 140])
    assert HardBot(0, 0).choose(v, legal) == Target(2)
    assert NormalBot(0, 0).choose(v, legal) == Target(1)


def test_hard_never_freezes_an_opponent_into_a_win():
    players = [seat([6], actions=["freeze"]), seat([2]), seat([3])]
    v, legal = freeze_view(players, [100, 197, 60])  # freezing seat 1 would bank 199: not a win yet
    assert HardBot(0, 0).choose(v, legal) == Target(1)
    players = [seat([6], actions=["freeze"]), seat([5]), seat([3])]
    v, legal = freeze_view(players, [100, 197, 60])  # 202 and ahead: freezing would end the game for them
    assert HardBot(0, 0).choose(v, legal) != Target(1)


def test_hard_flips_three_on_the_big_line_and_not_on_an_empty_one():
    players = [seat([5], actions=["flip3"]), seat([12, 11, 10, 9, 8]), seat([], ["+2"])]
    v, legal = freeze_view(players, [100, 90, 110], card="flip3")
    assert HardBot(0, 0).choose(v, legal) == Target(1)
    odds = Odds(remaining_cards(v))
    big = line_of(players[1])
    assert odds.forced(big, 3) < points(big) * 0.5  # three cards on 50 points: mostly a bust
    small = line_of(players[2])
    assert odds.forced(small, 3) > points(small)  # three cards on a +2 only help


def test_hard_passes_second_chance_to_the_weakest_threat():
    players = [seat([5], sc=True, actions=["second"]), seat([9, 10]), seat([1]), seat([12], sc=True)]
    v, legal = freeze_view(players, [100, 160, 40, 150], card="second")
    assert legal == [Target(1), Target(2)]
    assert HardBot(0, 0).choose(v, legal) == Target(2)


def test_easy_stays_sometimes_and_spreads_its_targets():
    bot = EasyBot(0, 3)
    v = view_of([seat([12, 10]), seat([1]), seat([2])])  # 22: inside Easy's stop range
    picks = Counter(bot.choose(v, HIT_STAY).TYPE for _ in range(200))
    assert picks["hit"] > 20 and picks["stay"] > 20
    v, legal = freeze_view([seat([3], actions=["flip3"]), seat([1]), seat([2])], [0, 0, 0], card="flip3")
    targets = Counter(bot.choose(v, legal).player for _ in range(300))
    assert set(targets) == {0, 1, 2} and targets[0] < targets[1] and targets[0] < targets[2]
    assert math.isclose(targets[1] / 300, 0.45, abs_tol=0.12)


def test_play_out_refuses_a_bot_that_cheats():
    class Cheat:
        level, seat = "cheat", 0

        def choose(self, view, legal):
            return Target(7)  # nobody may be targeted now, and there is no seat 7

    state = GAME.new_state(3, 4)
    with pytest.raises(ValueError, match="bot of seat .* chose Target"):
        play_out(state, [Cheat(), Cheat(), Cheat()])


def test_summarize_counts_busts_and_flip7s_per_player_round():
    """The summary's replay agrees with the scores announced while the games were played."""
    from app.games.flip7.bots import summarize

    busted, flip7, rounds = Counter(), Counter(), 0
    finals = []

    def watch(events):
        nonlocal rounds
        for e in events:
            if e.TYPE == "player_scored":
                busted[e.player] += e.busted
                flip7[e.player] += e.flip7
            rounds += e.TYPE == "round_scored"

    for g in range(6):
        state = GAME.new_state(3, 400 + g)
        finals.append(play_out(state, [make_bot("hard", s, g) for s in range(3)], on_events=watch))
    lines = summarize(finals)
    assert sum(busted.values()) > 10
    expected = ", ".join(f"seat {s} {busted[s] / rounds:.1%}" for s in range(3))
    assert lines["bust rate (busts per player-round)"] == expected
    assert lines["Flip 7 rate (per player-round)"] == ", ".join(f"seat {s} {flip7[s] / rounds:.1%}" for s in range(3))


def test_bots_count_each_x2_as_the_rules_score_it():
    from app.games.flip7.bots import line_of, points
    from app.games.flip7.scoring import score_line

    player = {"numbers": [12, 11, 10, 3], "modifiers": ["x2", "x2", "+4"], "second_chance": False}
    assert points(line_of(player)) == score_line([12, 11, 10, 3], ["x2", "x2", "+4"]).points == 36 * 4 + 4
