"""Animations from the rules' real events: speed 0 finishes at once, otherwise later; the scene
is busy (and refuses clicks) meanwhile; and what the animations leave on the table is exactly the
position the rules reached (checked before the final redraw, so the steps themselves are tested)."""

from __future__ import annotations

from collections import Counter

from app.core.rng import Rng
from tests.ui.scene_helpers import GAME, Hit, click_item, make_table


def _start(qtbot, players=3, seed=4, options=None, size=(800, 600)):
    scene, view = make_table(qtbot, players, *size)
    state = GAME.new_state(players, seed, options)
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    return scene, view, state


def test_speed_zero_finishes_synchronously(qtbot):
    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9", "3"]})
    scene.set_speed(0)
    done = []
    scene.animationsFinished.connect(lambda: done.append(True))
    events = state.apply(Hit())
    scene.play_events(events, state.view(None))
    assert done == [True] and not scene.busy
    assert [c.code for c in scene.lines[1].cards] == ["5", "3"]


def test_animations_run_later_and_refuse_clicks_meanwhile(qtbot):
    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9", "3"]})
    scene.set_speed(1.0)
    refusals = []
    scene.refused.connect(refusals.append)
    intents = []
    scene.intent.connect(intents.append)
    events = state.apply(Hit())
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.play_events(events, state.view(None))
        assert scene.busy
        click_item(view, scene.deck)
        assert refusals == ["Wait for the cards to finish moving."] and intents == []
    assert not scene.busy
    assert [c.code for c in scene.lines[1].cards] == ["5", "3"]
    assert scene.deck.count == state.view(None)["deck_count"]


def test_position_shown_during_animation_waits_for_the_end(qtbot):
    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9", "3"]})
    events = state.apply(Hit())
    seat = state.current_player
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.play_events(events, state.view(None))
        scene.show_position(state.view(seat), state.legal_actions(), seat)
        assert not scene.deck.has_highlight("legal")  # not yet: the cards are still moving
    assert scene.deck.has_highlight("legal") and scene.legal == state.legal_actions()


def test_resize_during_animation_jumps_to_the_end(qtbot):
    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9", "3"]})
    done = []
    scene.animationsFinished.connect(lambda: done.append(True))
    events = state.apply(Hit())
    scene.play_events(events, state.view(None))
    assert scene.busy
    view.resize(1000, 700)
    qtbot.waitUntil(lambda: done == [True], timeout=2000)
    assert not scene.busy and [c.code for c in scene.lines[1].cards] == ["5", "3"]


def _table_codes(scene):
    return [[c.code for c in line.cards] for line in scene.lines]


def _view_codes(view):
    return [[str(n) for n in p["numbers"]] + p["modifiers"] + p["actions"] for p in view["players"]]


def test_every_event_of_a_played_game_animates_to_the_rules_position(qtbot):
    """Random games (with stacked action cards) animated move by move at high speed: after each
    move, the cards the steps moved match the rules' view, before the final redraw corrects anything."""
    seen_types: Counter = Counter()
    mismatches = []
    for players, seed, stack in ((4, 11, ["freeze", "flip3", "second", "second", "7", "7"]),
                                 (3, 5, ["flip3", "4", "4", "freeze", "x2", "+6", "second"])):
        scene, view, state = _start(qtbot, players, seed, {"dealer": 0, "deck": stack})
        scene.set_speed(0.01)
        before_redraw = []
        original = scene.draw_position

        def spy(original=original, scene=scene, before_redraw=before_redraw):
            before_redraw.append((_table_codes(scene), scene.deck_count, Counter(scene.discards)))
            original()

        scene.draw_position = spy
        rng = Rng(seed)
        for move in range(45):
            legal = state.legal_actions()
            if not legal:
                break
            hits = [a for a in legal if a.TYPE == "hit"]
            events = state.apply(hits[0] if hits and rng.random() < 0.75 else rng.choice(legal))
            seen_types.update(e.TYPE for e in events)
            after = state.view(None)
            before_redraw.clear()
            with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
                scene.play_events(events, after)
            codes, deck_count, discards = before_redraw[-1]
            if (codes, deck_count, discards) != (_view_codes(after), after["deck_count"], Counter(after["discards"])):
                mismatches.append((players, move, [e.TYPE for e in events]))
            assert _table_codes(scene) == _view_codes(after)
    assert mismatches == []
    for kind in ("card_drawn", "busted", "stayed", "frozen", "flip3_started", "round_scored", "cards_cleared"):
        assert seen_types[kind] > 0, (kind, seen_types)


def test_the_deal_overlaps_its_flights(qtbot):
    """Twelve cards dealt at normal speed take about one flight plus a short gap each (~1.4 s),
    not twelve flights one after another (~4.6 s)."""
    import copy
    import time

    from PySide6.QtWidgets import QApplication

    deck = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]
    state = GAME.new_state(12, 1, {"dealer": 0, "deck": deck})
    deals = [e for e in state.setup_events if e.TYPE == "card_drawn"]
    assert len(deals) == 12
    after = state.view(None)
    before = copy.deepcopy(after)
    for p in before["players"]:
        p.update(numbers=[], modifiers=[], actions=[])
    before["deck_count"] += 12
    scene, view = make_table(qtbot, 12, 1000, 700)
    scene.show_position(before, [], None)
    seen = []
    start = time.perf_counter()
    with qtbot.waitSignal(scene.animationsFinished, timeout=8000):
        scene.play_events(state.setup_events, after)
        QApplication.processEvents()
        seen.append(sum(1 for line in scene.lines for card in line.cards if card.isVisible()))
    elapsed = time.perf_counter() - start
    assert seen[0] < 12  # they do not all appear at once
    # animations run on their planned durations: twelve flights one after another cannot finish in
    # under ~4.6 s however fast the machine, overlapping ones take ~1.4 s (slack for a loaded machine)
    assert elapsed < 4.5, elapsed
    assert [[c.code for c in line.cards] for line in scene.lines] == [[str((s - 1) % 12 + 1)] for s in range(12)]


def test_reshuffle_carries_the_discards_back_to_the_deck(qtbot):
    """An empty deck: the discards become the deck, then the drawn card flies to its line."""
    import copy

    from app.games.flip7.events import CardDrawn, DeckReshuffled

    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9"]})
    before = copy.deepcopy(state.view(None))
    before.update(deck_count=0, discards=["1", "2", "3", "4", "6", "8"])
    scene.show_position(before, [], None)
    seat = before["current_player"]
    after = copy.deepcopy(before)
    after.update(deck_count=5, discards=[])
    after["players"][seat]["numbers"] = before["players"][seat]["numbers"] + [6]
    spy = []
    original = scene.draw_position
    scene.draw_position = lambda: (spy.append((scene.deck_count, list(scene.discards),
                                               [c.code for c in scene.lines[seat].cards])), original())
    scene.set_speed(0.05)
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.play_events([DeckReshuffled(6), CardDrawn(seat, "6", "hit")], after)
    deck_count, discards, codes = spy[-1]  # what the steps left, just before the final redraw
    assert (deck_count, discards) == (5, [])
    assert codes == [str(n) for n in before["players"][seat]["numbers"]] + ["6"]


def _codes_of(view):
    return [[str(n) for n in p["numbers"]] + p["modifiers"] + p["actions"] for p in view["players"]]


def test_the_rules_give_the_table_before_the_deal():
    """`State.setup_view`: what each player saw before the setup events, from the rules (the screen
    no longer takes the deal back itself): every line empty, the dealt cards still in the deck,
    nobody to play; dealing the setup's cards onto it gives the dealt lines."""
    for players in (3, 5, 8, 24):
        for seed in range(12):
            state = GAME.new_state(players, seed)
            after = state.view(None)
            dealt = [e for e in state.setup_events if e.TYPE == "card_drawn"]
            before = state.setup_view(None)
            assert all(codes == [] for codes in _codes_of(before))
            assert before["deck_count"] == after["deck_count"] + len(dealt)
            assert before["current_player"] is None and before["pending"] is None
            assert before["discards"] == after["discards"] and before["totals"] == after["totals"]
            assert before["status"] == "{p%d} deals." % state.setup_events[0].dealer  # a seat placeholder (app/core/text.py)
            lines = [[] for _ in range(players)]
            for e in dealt:
                lines[e.player].append(e.card)
            assert sorted(map(sorted, lines)) == sorted(map(sorted, _codes_of(after)))
            assert all(state.setup_view(seat) == before for seat in range(players))  # no secrets yet
            before["players"][0]["numbers"].append(99)  # a copy: the next reader sees the table as it was
            assert state.setup_view(0)["players"][0]["numbers"] == []
    moved = GAME.new_state(3, 1)
    moved.apply(moved.legal_actions()[0])
    assert moved.setup_view(None) == GAME.new_state(3, 1).setup_view(None)  # still the table before the deal


def test_first_deal_on_an_empty_table_animates_from_the_table_before_it(qtbot):
    """Nothing drawn yet (a new game): the scene draws the table before the deal, deals the cards over
    time (a resize as the window settles starts the deal again at the new size), and ends on the view."""
    state = GAME.new_state(6, 3)
    after = state.view(None)
    dealt = sum(1 for e in state.setup_events if e.TYPE == "card_drawn")
    scene, view = make_table(qtbot, 6, 800, 600)
    assert scene.view is None
    drawn = []
    original = scene.draw_position
    scene.draw_position = lambda: (drawn.append((_table_codes(scene), scene.view and scene.view["deck_count"])),
                                   original())
    done = []
    scene.animationsFinished.connect(lambda: done.append(True))
    scene.set_speed(1.0)
    scene.play_events(state.setup_events, after, state.setup_view(None))
    assert scene.busy and not done
    assert drawn[0] == ([[]] * 6, after["deck_count"] + dealt)
    assert "deals the cards" in scene.prompt_label.text
    qtbot.wait(500)
    view.resize(900, 640)  # the deal starts again at the new size
    assert scene.busy and (scene.width, scene.height) == (900, 640)
    assert sum(c.isVisible() for line in scene.lines for c in line.cards) == 0
    visible, decks = [], []
    qtbot.waitUntil(lambda: visible.append(sum(c.isVisible() for line in scene.lines for c in line.cards))
                    or decks.append(scene.deck.count) or bool(done), timeout=8000)
    assert done == [True] and len(set(visible)) >= 3, sorted(set(visible))
    assert len(set(decks)) >= 3, sorted(set(decks))  # the deck shrinks card by card as they leave it
    assert _table_codes(scene) == _codes_of(after) and scene.deck.count == after["deck_count"]
    assert "deals" not in scene.prompt_label.text


def test_prompt_while_cards_move_is_not_the_stale_one(qtbot):
    scene, view, state = _start(qtbot, options={"dealer": 0, "deck": ["5", "7", "9", "3"]})
    seat = state.current_player
    assert scene.prompt_label.text.startswith(f"{scene.names[seat]}: click the deck")
    events = state.apply(Hit())
    with qtbot.waitSignal(scene.animationsFinished, timeout=5000):
        scene.play_events(events, state.view(None))
        assert scene.busy and "click the deck" not in scene.prompt_label.text
        # the player whose card moves, still lit, not the next one before the card has landed
        assert scene.prompt_label.text == f"{scene.names[seat]}'s turn"
        assert [line.seat for line in scene.lines if line.has_highlight("current")] == [seat]
    assert state.current_player != seat and scene.prompt_label.text.startswith(scene.names[state.current_player])


def test_bust_stamp_stays_inside_its_line_while_it_lands(qtbot):
    """A bust animated at several sizes: at every frame, the BUST stamp (tilted, popping) lies inside
    the line's panel, and it is big enough to read (at least a third of the card row's height)."""
    from app.games.flip7.ui.items import STAMP_PEAK

    for players, size in ((4, (800, 600)), (4, (1600, 1000)), (12, (800, 600)), (3, (1600, 1000))):
        dealt = [str(12 - k) for k in range(players)]  # seat 1 gets the first card and draws it again
        scene, view, state = _start(qtbot, players, 4, {"dealer": 0, "deck": dealt + dealt[:1]}, size)
        seat = state.current_player
        events = state.apply(Hit())
        assert "busted" in [e.TYPE for e in events]
        line = scene.lines[seat]
        scene.set_speed(0.5)
        frames, outside = [], []

        def sample():
            if line.stamp.isVisible():
                frames.append(line.stamp.scale())
                rect = line.stamp.sceneBoundingRect()
                if not line.frame().contains(rect):
                    outside.append((rect, line.frame()))
            return not scene.busy

        scene.play_events(events, state.view(None))
        qtbot.waitUntil(sample, timeout=5000)
        assert len(frames) >= 3 and max(frames) > 1 + (STAMP_PEAK - 1) * 0.5, frames  # seen landing
        assert outside == []
        area = line.stamp_area()
        assert line.stamp.boundingRect().height() >= area.height() * 0.33
        assert line.frame().contains(line.stamp.sceneBoundingRect())  # and at rest
