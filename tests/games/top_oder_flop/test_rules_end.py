"""Top oder Flop: films ending (Last Take), the end of the game, the points for cards and markers
left, and the rulings where the rulebook is silent (docs/rulings.md, "Top oder Flop"). Every refused
move of a random game has a sentence of its own."""

import dataclasses
import random
import re
from pathlib import Path

from app.core import text
from app.games.top_oder_flop import cards, log
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.events import (
    CardDrawn,
    DeckEmpty,
    DisplayPlayed,
    FilmFinished,
    GameEnded,
    GameOver,
    LeftoverScored,
    MarkerPlayed,
    PersonalPlayed,
    TurnSkipped,
)
from app.games.top_oder_flop.rules import GAME
from app.ui.qt_rules import rulings_section
from tests.games.top_oder_flop.test_rules_helpers import GENERIC, NAMES, game, give, lay, of, play, refused

# every way a film ends, in one game of three from seat 0 (Bettina, Stephan, Manuel in turn)
ENDINGS = [
    "D 5:AA AA top", "D 5:AA AA top", "D 5:AA AA top", "M stop AA flop",  # three cards, then a Stop opposite
    "M stop TT top", "D 5:TT TT flop", "D 5:TT TT flop", "D 5:TT TT flop",  # a Stop, then three cards opposite
    "M stop RR top", "M stop RR flop",  # a Stop on both sides
    "D 5:DD DD top", "D 5:DD DD top", "D 5:DD DD top", "D 4:DD/CC DD flop", "D 3:DD/CC DD flop",
    "D 2:DD/CC DD flop",  # three cards on both sides
    "D 5:CC CC top", "D 5:CC CC top", "D 5:CC CC top", "M stop CC flop",  # the last film: the game ends
]
AT = {"AA": 4, "TT": 8, "RR": 10, "DD": 16, "CC": 20}  # moves played when each film has ended


def test_a_film_ends_with_three_and_three_with_stop_and_stop_or_with_three_cards_and_a_stop():
    state = game(later=ENDINGS)
    done = 0
    for film, moves in AT.items():
        if film == "CC":
            break
        before = ENDINGS[done:moves - 1]
        play(state, *before)
        assert not state.films[film].finished, f"{film} ended too early"
        events = play(state, ENDINGS[moves - 1])
        value = state.films[film].value()
        assert of(events, FilmFinished) == [FilmFinished(film, value)]
        assert state.films[film].finished and state.view(None)["films"][film]["finished"]
        done = moves
    assert [state.films[f].value() for f in ("AA", "TT", "RR", "DD")] == [15, -15, 0, 6]
    assert log.describe(FilmFinished("TT", -15), NAMES) == "Tanjas Traum has ended (Last Take) with a value of \u221215."  # a minus sign


def test_a_film_is_checked_for_its_end_after_the_draw():
    """Ruling: after the move's draw (events: the move, the draw, then the film's end)."""
    state = game(ENDINGS[:3], later=ENDINGS[3:4])
    events = play(state, ENDINGS[3])
    assert [type(e) for e in events] == [MarkerPlayed, CardDrawn, FilmFinished]


def test_three_cards_and_a_stop_on_the_same_side_or_three_and_two_do_not_end_a_film():
    state = game(["D 5:AA AA top", "D 5:AA AA top", "D 5:AA AA top", "M stop AA top",
                  "D 4:AA/TT AA flop", "D 3:AA/TT AA flop"])
    film = state.films["AA"]
    assert film.top_markers == ["stop"] and len(film.top) == 3 and len(film.flop) == 2
    assert not film.finished
    assert state.current_player == 0 and Marker("x2", "AA", "flop") in state.legal_actions(), "the Flop side is open"


LAST_TAKE = ["D 3:AA/TT TT top", "D 5:AA AA top", "D 5:AA AA top", "D 5:AA AA top", "M stop AA flop"]
LAST_OPENING = ["P 1:TT/RR TT", "P 1:AA/DD AA", "P 1:RR/DD RR", "P 2:TT/DD DD", "P 2:RR/CC CC", "P 2:AA/CC AA"]


def test_last_take_nothing_more_on_or_off_the_film_but_cards_for_it_into_personal_displays():
    state = game(LAST_TAKE, later=["P 4:AA/TT AA"], opening=LAST_OPENING, keep={2: ["+3:move", "-3:up"]})
    assert state.films["AA"].finished and state.current_player == 2
    ended = "Arabische Abenteuer has ended (Last Take): nothing more goes on or off it."
    assert refused(state, "D 4:AA/TT AA flop") == ended
    assert refused(state, "M x2 AA flop") == ended
    assert refused(state, "M stop AA top") == ended
    assert refused(state, "C +3:move AA top 5:AA TT top") == ended
    assert refused(state, "C +3:move TT top 3:AA/TT AA flop") == ended
    legal = state.legal_actions()
    assert not [a for a in legal if isinstance(a, (Display, Marker)) and a.film == "AA"]
    assert not [a for a in legal if isinstance(a, Change) and "AA" in (a.film, a.to_film)]
    assert Personal("4:AA/TT", "AA") in legal and Personal("-3:up", "AA") in legal
    events = play(state, "P 4:AA/TT AA")
    assert events == [PersonalPlayed(2, "4:AA/TT", "AA", False, False)]
    assert state.influence(2, "AA") == 6


def test_a_card_pushed_off_the_display_may_be_taken_for_a_film_that_has_ended():
    """Ruling: a replaced card goes into the mover's display for either of its films, also one in
    Last Take (cards for it may still go into personal displays)."""
    state = game(LAST_TAKE + ["D 4:TT/RR TT top", "D 5:TT TT top", "M x2 CC top"],
                 later=["D 4:TT/DD TT top 3:AA/TT AA"], opening=LAST_OPENING)
    assert state.films["AA"].finished and state.current_player == 2
    assert Display("4:TT/DD", "TT", "top", "3:AA/TT", "AA") in state.legal_actions()
    events = play(state, "D 4:TT/DD TT top 3:AA/TT AA")
    assert state.personal[2]["AA"] == ["2:AA/CC", "3:AA/TT"] and state.known[2]["AA"] == [True, True]
    assert events[1].take == "AA" and state.influence(2, "AA") == 5


def test_the_game_ends_at_once_when_the_last_film_ends():
    state = game(ENDINGS[:-1], later=ENDINGS[-1:])
    assert state.current_player == 1 and not state.is_over
    events = play(state, ENDINGS[-1])
    assert GameEnded("films", None) in events and state.is_over
    assert state.current_player is None and state.legal_actions() == []
    assert state.view(2)["end_reason"] == "films" and state.view(2)["ended_by"] is None
    assert log.describe(GameEnded("films", None), NAMES) == "The last film has ended: the game ends."
    assert state.actors[-1] == 1 and len(state.history) == 6 + 20, "Manuel gets no more turn"
    assert refused_over(state)


def refused_over(state) -> bool:
    sentence = state.explain(Marker("x2", "AA", "top"))
    assert sentence == "The game is over: no more moves can be made."
    return True


# Bettina (seat 0) lays six cards into her display and is left with her two markers, plays them (each
# draws a card) and lays those two: then she has no cards and no markers; Stephan plays on the films.
OUT = ["P 1:AA/TT AA", "D 5:AA AA top", "P 2:AA/TT AA", "D 5:TT TT top", "P 3:AA/TT TT", "D 5:RR RR top",
       "P 1:RR/CC RR", "D 5:DD DD top", "P 2:RR/CC CC", "D 5:CC CC top", "P 3:RR/CC CC", "D 4:AA/TT AA top",
       "M x2 AA top", "D 4:TT/RR TT top", "M x2 TT top", "D 4:RR/DD RR top", "P 1:DD/CC DD", "D 4:DD/CC DD top",
       "P 2:DD/CC DD"]
OUT_OPENING = ["P 1:AA/RR AA", "P 2:AA/RR RR", "P 1:TT/DD TT", "P 2:TT/DD DD"]


def test_no_cards_but_a_marker_left_plays_on_and_no_cards_and_no_markers_ends_the_game_at_once():
    state = game(OUT[:11], later=OUT[11:], players=2, opening=OUT_OPENING)
    assert state.hands[0] == [] and state.markers[0] == 2 and not state.is_over
    play(state, OUT[11])
    assert {type(a) for a in state.legal_actions()} == {Marker}, "only a marker is left to play"
    play(state, *OUT[12:18])
    assert state.hands[0] == ["2:DD/CC"] and state.markers[0] == 0 and not state.is_over
    events = play(state, OUT[18])
    assert of(events, GameEnded) == [GameEnded("out", 0)]
    assert state.is_over and state.current_player is None and state.view(1)["ended_by"] == 0
    assert log.describe(GameEnded("out", 0), NAMES) == "Bettina has no cards and no markers left: the game ends."
    # two victory points for each card and each marker left
    assert len(state.hands[1]) == 6 and state.markers[1] == 2
    assert of(events, LeftoverScored) == [LeftoverScored(0, 0, 0, 0), LeftoverScored(1, 6, 2, 16)]
    assert state.results["leftover"] == [{"cards": 0, "markers": 0, "points": 0},
                                         {"cards": 6, "markers": 2, "points": 16}]
    assert log.describe(LeftoverScored(1, 6, 2, 16), NAMES) == (
        "Stephan scored 16 points for cards and markers left (6 cards and 2 markers).")
    assert log.describe(LeftoverScored(0, 0, 0, 0), NAMES) is None
    awards = [sum(f["awards"][s] for f in state.results["films"]) for s in (0, 1)]
    assert state.results["totals"] == [awards[0], awards[1] + 16] == state.totals()


# ---- rulings -------------------------------------------------------------------------------------
def test_an_empty_deck_means_no_draw():
    """Ruling: a play that would draw from an empty deck draws nothing (DeckEmpty, public). The deck
    is emptied by setting the state's fields (its cards moved to the discard pile): reaching it by
    play takes some fifty plays onto the films."""
    state = game(later=["D 5:TT TT top", "M x2 AA top"], keep={0: ["5:TT"]})
    state.discard += state.deck
    state.deck = []
    state.check_invariants()
    hand = len(state.hands[0])
    events = play(state, "D 5:TT TT top")
    assert events == [DisplayPlayed(0, "5:TT", "TT", "top"), DeckEmpty(0)]
    assert len(state.hands[0]) == hand - 1
    assert GAME.seen_by(events[1], 2) == DeckEmpty(0)
    assert log.describe(events[1], NAMES) == "The deck is used up: Bettina drew no card."
    assert of(play(state, "M x2 AA top"), DeckEmpty) == [DeckEmpty(1)]
    assert state.view(2)["deck_count"] == 0


def stuck_position():
    """Nobody but Bettina can move (she has a marker; everyone else only change cards, no card in a
    personal display, no marker; no card on the films, five times-two markers), the deck is empty.
    Set field by field: a played game does not get there."""
    state = game()
    for film in ("TT", "RR"):
        lay(state, film, top_markers=["x2"], flop_markers=["x2"])
    lay(state, "DD", top_markers=["x2"])
    change = [c for c in cards.DECK if cards.is_change(c)]
    for seat in range(3):
        state.deck += [c for pile in state.personal[seat].values() for c in pile]
        state.personal[seat], state.known[seat] = {}, {}
        give(state, seat, change[4 * seat:4 * seat + 4])
    state.markers = [1, 0, 0]
    state.discard += state.deck
    state.deck = []
    state._legal_cache = None
    state.check_invariants()
    return state


def test_a_seat_that_can_make_no_move_is_passed_over_and_nobody_able_to_move_ends_the_game():
    """Ruling: a seat with no legal move is passed over (TurnSkipped, public); when no seat can move
    the game ends ("stuck") and is scored as it stands."""
    state = stuck_position()
    assert {type(a) for a in state.legal_actions()} == {Marker}
    events = play(state, "M x2 AA top")
    assert events[:2] == [MarkerPlayed(0, "x2", "AA", "top"), DeckEmpty(0)]
    assert of(events, TurnSkipped) == [TurnSkipped(1), TurnSkipped(2), TurnSkipped(0)]
    assert of(events, GameEnded) == [GameEnded("stuck", None)] and state.is_over
    assert log.describe(TurnSkipped(1), NAMES) == "Stephan could make no move and was passed over."
    assert log.describe(GameEnded("stuck", None), NAMES) == "Nobody can make a move: the game ends."
    assert state.results["totals"] == [8, 8, 8]  # four cards left each


def test_a_seat_that_cannot_move_is_passed_over_and_the_next_one_plays():
    state = stuck_position()
    give(state, 2, ["5:CC"])
    events = play(state, "M x2 AA top")
    assert of(events, TurnSkipped) == [TurnSkipped(1)] and state.current_player == 2
    assert not state.is_over


def test_a_tie_in_victory_points_is_a_shared_win():
    """Ruling: the rulebook names no tie-break; equal totals at the top share the win."""
    state = stuck_position()
    events = play(state, "M x2 AA top")
    assert state.winners() == [0, 1, 2] and of(events, GameOver) == [GameOver((8, 8, 8), (0, 1, 2))]
    assert text.plain(state.view(0)["status"]) == (
        "The game is over: Player 1, Player 2 and Player 3 share the win with 8 points.")
    assert log.describe(GameOver((8, 8, 8), (0, 1, 2)), NAMES) == (
        "Bettina, Stephan and Manuel share the win with 8 points.")
    assert state.view(1)["results"]["ranking"] == [1, 1, 1]


def test_the_last_film_ending_as_the_mover_runs_out_ends_the_game_for_the_films():
    """Ruling: the films are checked first (after the draw), then whether the mover is out. Set
    field by field: four films ended, the deck empty, Bettina's last card ends the fifth."""
    state = game()
    for film in ("AA", "TT", "RR", "DD"):
        lay(state, film, top=[f"5:{film}"] * 3, flop_markers=["stop"], finished=True)
    lay(state, "CC", top=["5:CC", "5:CC"], flop_markers=["stop"])
    give(state, 0, ["4:DD/CC"])
    state.markers[0] = 0
    state.discard += state.deck
    state.deck = []
    state.check_invariants()
    events = play(state, "D 4:DD/CC CC top")
    assert of(events, GameEnded) == [GameEnded("films", None)]
    assert [type(e) for e in events[:3]] == [DisplayPlayed, DeckEmpty, FilmFinished]


# ---- every refusal says why ------------------------------------------------------------------------
FIELD_VALUES = {
    "film": list(cards.FILMS) + ["XX"], "to_film": list(cards.FILMS) + ["XX"], "take": list(cards.FILMS) + ["XX"],
    "side": ["top", "flop", "middle"], "to_side": ["top", "flop", "middle"], "face": ["x2", "stop", "x3"],
}


def _alternatives(state, action, name):
    if name in FIELD_VALUES:
        return FIELD_VALUES[name]
    codes = set(state.hands[state.turn]) | {"9:AA", "+3:up", "5:CC"}
    for film in state.films.values():
        codes |= set(film.top) | set(film.flop)
    values = sorted(codes)
    return values + [None] if name == "replace" else values


def test_every_refused_variant_of_a_legal_move_gets_a_sentence_of_its_own():
    """In random games, each field of some legal moves is changed to every other value it could take:
    whatever the rules refuse, explain() says why in a sentence of its own, and the state stays."""
    checked = 0
    for seed, players in [(1, 2), (2, 3), (3, 5), (4, 4)]:
        rng = random.Random(seed)
        state = GAME.new_state(players, seed)
        while not state.is_over:
            legal = state.legal_actions()
            if rng.random() < 0.3:
                for action in rng.sample(legal, min(2, len(legal))):
                    for field in dataclasses.fields(action):
                        for value in _alternatives(state, action, field.name):
                            if value == getattr(action, field.name):
                                continue
                            variant = dataclasses.replace(action, **{field.name: value})
                            if variant in legal:
                                continue
                            before = state.to_json()
                            sentence = state.explain(variant)
                            assert sentence and sentence != GENERIC, f"{variant}: {sentence}"
                            assert not state.is_legal(variant) and state.to_json() == before
                            checked += 1
            play(state, rng.choice(legal))
    assert checked > 2000


# ---- the rulings document --------------------------------------------------------------------------
ROOT = Path(__file__).resolve().parents[3]


def test_every_ruling_names_tests_that_exist_and_the_german_summary_has_them_all():
    """docs/rulings.md, section "Top oder Flop": every numbered ruling and component names at least
    one test, each test named is one of this folder's; resources/rules/de/rulings_top_oder_flop.md
    has the same rulings and component paragraphs."""
    section = rulings_section((ROOT / "docs" / "rulings.md").read_text(encoding="utf-8"), "top_oder_flop",
                              "Top oder Flop")
    assert section and "### Rules" in section
    rulings = re.split(r"\n(?=\d+\.\s+\*\*)", section.split("### Rules", 1)[1])
    rulings = [r for r in rulings if re.match(r"\s*\d+\.\s+\*\*", r)]
    parts = rulings + re.split(r"\n(?=\*\*)", section.split("### Rules", 1)[0])[1:]
    ours = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
    defined = set(re.findall(r"^def (test_\w+)", ours, re.M))
    for part in parts:
        named = re.findall(r"`(test_\w+)`", part)
        assert named, f"a ruling without a test: {part[:60]}"
        assert set(named) <= defined, f"tests that do not exist: {set(named) - defined}"
    german = (ROOT / "resources" / "rules" / "de" / "rulings_top_oder_flop.md").read_text(encoding="utf-8")
    numbers = [int(n) for n in re.findall(r"^(\d+)\.\s+\*\*", german, re.M)]
    assert numbers == list(range(1, len(rulings) + 1)) and len(rulings) >= 14
    assert len(re.findall(r"^\*\*", german, re.M)) == len(re.findall(r"^\*\*", section, re.M))
