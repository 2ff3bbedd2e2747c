"""The Top 3 table played as a player plays it: clicks (and double-clicks) on the table view's viewport.
A whole game against computer players by clicks to the end-of-game screen (order cards alone and
with bet cards, Confirm and the double-click), a refused click showing the rules' own sentence, the
chosen card laid face down with its owner's tag, the won piles and the score sheet following the
reveals, and the end-of-game sheet's rows."""

from __future__ import annotations

import random

import pytest

from app.games.top3.actions import Choose
from app.games.top3.ui import sheet
from tests.ui.top3_helpers import choose_by_clicks, click_item, table_game, wait_ready


@pytest.mark.parametrize("players, theme, seed", [(2, "metropolen", 5), (4, "films", 8)])
def test_a_whole_game_by_clicks_against_computer_players(qtbot, players, theme, seed):
    levels = ["easy", "normal", "easy"][:players - 1]  # the game's own computer players (app/games/top3/bots.py)
    screen, session = table_game(qtbot, ["human", *levels], seed, {"theme": theme}, bots_module=None)
    scene, rng = screen.scene, random.Random(seed)
    kinds, rounds = set(), 0
    while not session.is_over:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        view = scene.view
        assert view["seat"] == 0 and view["mine"] is None
        shown_bets = [a for a, card in scene.bet_cards.items() if card.isVisible()]
        assert shown_bets == list(session.state.advances[0])  # the hand holds the bet cards left
        assert [c.name for c in scene.cards] == view["names"]
        legal = session.legal_actions()
        bets = [a for a in legal if a.advance is not None]
        action = rng.choice(bets) if bets and rng.random() < 0.4 else rng.choice([a for a in legal if a.advance is None])
        double = action.advance is None and rng.random() < 0.5
        choose_by_clicks(screen, action, double=double)
        kinds.add(("bet" if action.advance else "order", "double" if double else "confirm"))
        rounds += 1
        assert rounds <= 15
    assert rounds == 15 and {("bet", "confirm"), ("order", "double"), ("order", "confirm")} <= kinds
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=10000)
    view = session.view()
    assert screen.end.winner_names() == [session.names[w] for w in view["winners"]]
    assert screen.end.sheet.rowCount() == 15 + 2 + 1  # the rounds, orders and bet cards, the total
    session.close(wait_ms=2000)


def test_the_chosen_cards_lie_face_down_with_their_owners_tag_and_a_refused_click_says_why(qtbot):
    screen, session = table_game(qtbot, ["human", "easy"], 6)
    wait_ready(qtbot, screen, session)
    scene, view = screen.scene, screen.view
    session.set_bot_delay(60000)  # the computer player thinks for a long time
    click_item(view, scene.confirm)  # Confirm before an order card: the table's own note
    assert screen.note() == ("First pick an order card.", "refused") and session.state.history == []
    choose_by_clicks(screen, Choose("231", "only_me"))
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    order_card, bet_card = scene.laid[0]
    assert order_card.isVisible() and not order_card.face_up and order_card.secret == "2-3-1"
    assert bet_card.isVisible() and not bet_card.face_up and bet_card.code == "only_me"
    assert not scene.order_cards["231"].isVisible() and not scene.bet_cards["only_me"].isVisible()
    assert scene.seat_items[0].chosen and not scene.seat_items[1].chosen
    # the other cards are shown but offer nothing now: a click gets the session's sentence why
    card = scene.order_cards["132"]
    assert card.isVisible() and card.dimmed and not card.has_highlight("legal")
    click_item(view, card)
    expected = session.explain(Choose("132"))
    assert expected and screen.note() == (expected, "refused")
    assert len(session.state.history) == 1
    session.close(wait_ms=2000)


def test_won_piles_and_the_score_sheet_follow_the_reveals(qtbot):
    screen, session = table_game(qtbot, ["human", "easy", "easy"], 9)
    scene = screen.scene
    for _ in range(4):
        wait_ready(qtbot, screen, session)
        choose_by_clicks(screen, session.legal_actions()[0])
    wait_ready(qtbot, screen, session)
    view = session.view()
    assert [p.won for p in scene.seat_items] == view["won_counts"]
    assert screen.sheet.rowCount() == len(view["round_scores"]) + 1 == 5
    assert [int(screen.sheet.cell_text(4, c)) for c in range(3)] == view["totals"]
    assert screen.scene.round_label.text == "Round 5 of 15"
    assert scene.discard.count == len(view["discard"]) and scene.deck.count == view["deck_count"]
    session.close(wait_ms=2000)


def test_the_end_of_game_sheet_counts_cards_for_orders_and_for_bet_cards():
    from app.games.top3.rules import GAME

    state = GAME.new_state(3, 12)
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(None)
    names = ["Ana", "Bo", "Cleo"]
    rows = sheet.rows(view, names)
    results = view["results"]
    assert rows == [("Cards for order cards", [str(n) for n in results["by_orders"]]),
                    ("Cards for bet cards", [str(n) for n in results["by_advances"]])]
    places = sheet.standings(view, names)
    assert places["columns"] == ["Place", "Order cards", "Bet cards"]
    totals = view["totals"]
    assert [totals[s] for s in places["ranking"]] == sorted(totals, reverse=True)
    assert sheet.rows(GAME.new_state(3, 12).view(0), names) == [] and sheet.standings(state.view(0), names)
