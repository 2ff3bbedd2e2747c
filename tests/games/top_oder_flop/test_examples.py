"""The rulebook's examples (seeds/top-oder-flop.txt), played through `apply` from a stacked deck:
Bettina, Stephan and Manuel (seats 0, 1 and 2; Bettina starts)."""

from app.games.top_oder_flop import log
from app.games.top_oder_flop.actions import Change
from app.games.top_oder_flop.events import (
    CardDrawn,
    CardMoved,
    CardReplaced,
    FilmFinished,
    FilmScored,
    GameEnded,
    InfluenceRevealed,
    LeftoverScored,
    PersonalPlayed,
)
from app.games.top_oder_flop.rules import GAME
from tests.games.top_oder_flop.test_rules_helpers import BETTINA, MANUEL, NAMES, STEPHAN, game, of, play, refused

# ---- "Ending Films" example: Bettina's and Stephan's change cards, Manuel's five ----------------------
OPENING = ["P 5:AA AA", "P 3:TT/CC TT", "P 4:RR/DD DD",  # Stephan has no card for Arabische Abenteuer
           "P 2:RR/CC RR", "P 2:RR/DD DD", "P 1:TT/RR RR"]
TABLE = [  # the film display of the example, laid in turn by Bettina, Stephan and Manuel
    "D 3:AA/TT AA top", "D 1:AA/DD AA top", "M stop AA flop",  # two cards on Top, a Stop on Flop
    "D 4:AA/TT TT top", "D 1:TT/CC TT top", "D 4:TT/RR TT flop",  # Tanjas Traum: a four and a one; a four
    "D 3:AA/RR RR top", "D 3:RR/DD RR flop",  # Rauchende Revolver: a three on each side
    "D 2:AA/DD DD top", "D 2:TT/DD DD top", "D 4:DD/CC DD top",  # Draculas Diner: two twos and a four
    "D 5:CC CC top",
]
BETTINA_MOVES = "C +3:move RR top 3:AA/RR AA top"
STEPHAN_MOVES = "C +3:up RR flop 3:RR/DD DD top 2:AA/DD AA"
MANUEL_PLAYS = "P 5:DD DD"


def example():
    return game(TABLE, later=[BETTINA_MOVES, STEPHAN_MOVES, MANUEL_PLAYS], opening=OPENING)


def test_bettina_must_move_a_lowest_card_to_a_film_it_shows_and_completes_arabische_abenteuer():
    """"Of course she would like to move the four from Tanjas Traum to Arabische Abenteuer, but that is
    not allowed — she would have to take the one from the Top side (always the lowest card). The Flop
    side also contains a four, but she cannot move that to Arabische Abenteuer (...). So she decides to
    take the three from the Top side of Rauchende Revolver (...). This completes Arabische Abenteuer,
    as there are three cards on the Top side, and the Flop side has a stop marker.\""""
    state = example()
    assert state.current_player == BETTINA
    assert refused(state, "C +3:move TT top 4:AA/TT AA top") == "Only the lowest card of a side can be moved: there it is 1."
    assert refused(state, "C +3:move TT flop 4:TT/RR AA top") == (
        "A 4 (Tanjas Traum/Rauchende Revolver) can only move to a film it shows: Tanjas Traum and Rauchende Revolver.")
    one = {(a.to_film, a.to_side) for a in state.legal_actions()
           if isinstance(a, Change) and a.card == "+3:move" and a.moved == "1:TT/CC"}
    assert one == {("TT", "flop"), ("CC", "top"), ("CC", "flop")}, "the one may go to its own films only"
    events = play(state, BETTINA_MOVES)
    assert events[0] == CardMoved(BETTINA, "+3:move", "3:AA/RR", "RR", "top", "AA", "top")
    assert isinstance(events[1], CardDrawn) and events[2] == FilmFinished("AA", 7)
    film = state.films["AA"]
    assert film.top == ["3:AA/TT", "1:AA/DD", "3:AA/RR"] and film.flop_markers == ["stop"] and film.finished
    assert state.discard == ["+3:move"]
    # Last Take: no further changes may be made to it
    assert refused(state, "M x2 AA top") == "Arabische Abenteuer has ended (Last Take): nothing more goes on or off it."
    assert log.describe(events[2], NAMES) == "Arabische Abenteuer has ended (Last Take) with a value of 7."


def test_stephan_moves_the_three_from_flop_to_top_replacing_the_two_with_arabische_abenteuer():
    """"He moves the three from the Flop side of Rauchende Revolver to the Top side of Draculas Diner.
    As this card is higher than the lowest cards lying there, he may replace either of the two 'two'
    cards. He decides to take the one with Arabische Abenteuer as its second title and places it in
    his Personal Display. As he does not have influence on Arabische Abenteuer yet, he places it face
    up.\""""
    state = example()
    play(state, BETTINA_MOVES)
    assert state.current_player == STEPHAN and "AA" not in state.personal[STEPHAN]
    to_dd = {(a.replace, a.take) for a in state.legal_actions() if isinstance(a, Change)
             and a.card == "+3:up" and a.moved == "3:RR/DD" and a.to_film == "DD"}
    assert to_dd == {("2:AA/DD", "AA"), ("2:AA/DD", "DD"), ("2:TT/DD", "TT"), ("2:TT/DD", "DD")}
    assert refused(state, "C +3:up RR flop 3:RR/DD DD top 4:DD/CC CC") == (
        "Only one of the lowest cards of that side can be replaced (a 2).")
    hand = len(state.hands[STEPHAN])
    events = play(state, STEPHAN_MOVES)
    assert events[:2] == [CardMoved(STEPHAN, "+3:up", "3:RR/DD", "RR", "flop", "DD", "top"),
                          CardReplaced(STEPHAN, "2:AA/DD", "DD", "top", "AA", True)]
    assert state.films["DD"].top == ["2:TT/DD", "4:DD/CC", "3:RR/DD"] and state.films["RR"].flop == []
    assert state.personal[STEPHAN]["AA"] == ["2:AA/DD"]
    for seat in (BETTINA, MANUEL, None):
        assert state.view(seat)["personal"][STEPHAN]["AA"] == [{"code": "2:AA/DD", "face_up": True, "known": True}]
    assert len(state.hands[STEPHAN]) == hand, "he drew a card for the change card"
    assert state.films["AA"].value() == 7, "the value of the film is fixed now"


def test_manuel_plays_a_five_for_draculas_diner_into_his_personal_display_and_draws_nothing():
    state = example()
    play(state, BETTINA_MOVES, STEPHAN_MOVES)
    assert state.current_player == MANUEL
    hand, deck = len(state.hands[MANUEL]), list(state.deck)
    events = play(state, MANUEL_PLAYS)
    assert events == [PersonalPlayed(MANUEL, "5:DD", "DD", False, False)]  # his second card there: face down
    assert state.deck == deck and len(state.hands[MANUEL]) == hand - 1, "He does not draw a new card."
    assert state.view(MANUEL)["influence"]["DD"] == 9
    assert state.view(BETTINA)["personal"][MANUEL]["DD"][1]["code"] is None


# ---- "End of the Game" example ---------------------------------------------------------------------------
END_OPENING = ["P 4:AA/DD AA", "P 2:DD/CC CC", "P 2:TT/CC CC",  # Stephan and Manuel: a two for Coole Cops
               "P 1:TT/RR TT", "P 4:AA/RR AA", "P 3:AA/TT AA"]  # Arabische Abenteuer: 4, 4 and 3
END = [
    "D 5:AA AA top", "M x2 CC flop", "D 2:AA/CC CC flop",
    "D 3:RR/CC CC top", "M x2 TT top", "D 3:TT/CC CC flop",
    "D 5:CC CC top", "D 1:TT/CC TT flop", "M x2 RR top",
    "M stop CC top", "D 1:RR/DD RR top", "D 1:DD/CC CC flop",  # Coole Cops ends: three on Flop, Stop on Top
    "D 2:AA/TT AA top", "P 5:TT TT", "M x2 DD top",
    "P 5:TT TT", "P 5:RR RR", "P -3:up CC",  # Manuel's minus three, face down on Coole Cops (Last Take)
    "P 5:RR RR", "P 5:DD DD", "P 5:TT TT",
    "P 5:DD DD", "P 4:TT/RR TT", "P 5:RR RR",
    "P 4:TT/DD DD", "P 3:TT/DD DD", "P 5:DD DD",
    "P 3:RR/DD RR", "P 2:TT/DD TT", "P 3:TT/RR RR",
    "P 2:TT/RR TT", "P 1:TT/DD DD", "P 2:RR/DD DD",
    "P +3:down TT",  # Bettina's last card: she keeps one marker, and the game goes on
    "P 4:RR/DD RR",  # Stephan's last card, and he has no marker left: the game ends at once
]


def end_example():
    return game(END[:-1], later=END[-1:], opening=END_OPENING, keep={MANUEL: ["4:RR/CC", "1:AA/RR"]})


def test_stephan_plays_his_last_card_with_no_marker_left_and_the_game_ends_at_once():
    """"Stephan plays his last card. As he also has no marker left, the game immediately ends. Bettina
    still has one marker and gains two victory points for it, Manuel still has two cards and gets four
    victory points.\""""
    state = end_example()
    assert state.current_player == STEPHAN and not state.is_over
    assert state.hands[BETTINA] == [] and state.markers[BETTINA] == 1
    assert state.hands[STEPHAN] == ["4:RR/DD"] and state.markers[STEPHAN] == 0
    assert len(state.hands[MANUEL]) == 2 and state.markers[MANUEL] == 0
    events = play(state, END[-1])
    assert of(events, GameEnded) == [GameEnded("out", STEPHAN)] and state.is_over
    assert state.current_player is None, "the game round is not finished"
    assert of(events, LeftoverScored) == [LeftoverScored(BETTINA, 0, 1, 2), LeftoverScored(STEPHAN, 0, 0, 0),
                                          LeftoverScored(MANUEL, 2, 0, 4)]
    assert [r["points"] for r in state.results["leftover"]] == [2, 0, 4]


def test_coole_cops_is_worth_minus_four_stephan_gets_it_and_bettina_on_zero_is_second():
    """"On the Top side are a three, a five and a stop marker — eight points in total. On the Flop side
    are a two, a three, a one and a times two marker, which makes twelve (2x6) points. (...) Manuel had
    also played a second card, which he reveals now: a minus three! So he ends up with minus one
    influence points on Coole Cops, and Stephan gets minus four victory points. And the minus two
    victory points for the second place go to Bettina, as zero influence points are more than minus
    one!\""""
    state = end_example()
    cc = state.films["CC"]
    assert cc.top == ["3:RR/CC", "5:CC"] and cc.top_markers == ["stop"]
    assert cc.flop == ["2:AA/CC", "3:TT/CC", "1:DD/CC"] and cc.flop_markers == ["x2"] and cc.finished
    assert state.view(BETTINA)["films"]["CC"]["value"] == -4
    assert state.view(BETTINA)["personal"][MANUEL]["CC"] == [
        {"code": "2:TT/CC", "face_up": True, "known": True}, {"code": None, "face_up": False, "known": False}]
    events = play(state, END[-1])
    assert InfluenceRevealed(MANUEL, "CC", ("2:TT/CC", "-3:up"), -1) in events
    assert "CC" not in state.personal[BETTINA]
    assert FilmScored("CC", -4, (0, 2, -1), (-2, -4, 0)) in events
    row = next(r for r in state.results["films"] if r["film"] == "CC")
    assert row == {"film": "CC", "value": -4, "top": 8, "flop": 6, "top_x2": False, "flop_x2": True,
                   "influence": [0, 2, -1], "awards": [-2, -4, 0]}
    assert log.describe(FilmScored("CC", -4, (0, 2, -1), (-2, -4, 0)), NAMES) == (
        "Coole Cops (value \u22124): Bettina \u22122 and Stephan \u22124.")  # minus signs, not hyphens


def test_arabische_abenteuer_worth_seven_gives_bettina_and_stephan_on_four_six_each():
    """"The film has a value of seven points. Bettina and Stephan both have four influence points and
    Manuel has only three. So Bettina and Stephan both get six victory points (7 + 4 (3.5 rounded up)
    = 11, and 11 : 2 = 5.5, rounded up to 6), and Manuel gets nothing.\""""
    state = end_example()
    events = play(state, END[-1])
    assert FilmScored("AA", 7, (4, 4, 3), (6, 6, 0)) in events
    totals = [2 + 6 - 2, 6 - 4, 4]  # so far: cards and markers left, AA, CC
    for row in state.results["films"]:
        if row["film"] in ("TT", "RR", "DD"):
            totals = [t + a for t, a in zip(totals, row["awards"])]
    assert state.results["totals"] == totals
    assert GAME.seen_by(events[-1], BETTINA) == events[-1]
