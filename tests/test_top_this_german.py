"""Top This! in English and German (issue 9): seeded games are played once and everything a player
reads of them is worked out in both languages: every seat's log lines, every view's status and
tie-break words, the refusal of illegal moves (the rules' explain, and the words for a move that
cannot be read), the flick and outcome checks, the set-up options' sentences. Each German text must
differ from its English (names and numbers alone excepted), hold none of a few English words and
have every placeholder filled; and every message of the game's catalogue must have been read."""

from __future__ import annotations

import dataclasses
import importlib.util
import math
import random
import re
import sys
from pathlib import Path

import pytest

from app.core import IllegalAction, i18n, text
from app.core.rng import Rng
from app.games.top_this import GAME, INFO, flicks, geometry, log, scoring, setup
from app.games.top_this import events as ev
from app.games.top_this.actions import Flick, Flip, Pass, Remove, TopThis
from app.games.top_this.components import DISCS, ORDERS, TIPS, TOPPINGS
from app.physics import VMAX, DiscAt, FlickOutcome
from tests.games.top_this.make_hostile_flicks import edits, play
from tests.test_random_play import _illegal_candidates, _pick

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Ann", "Ben", "Cyd", "Dee", "Eve"]
#: English words a German text never has (the topping names: each has its German)
ENGLISH = (" the ", " is ", " and ", "player", "topping", "olives", "mushrooms", "onions", "peppers", "pepperoni")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
#: catalogue messages no walk here reaches, and why
UNREACHED = {
    "The rules cannot record what the physics made of that flick: {error}": "only when the physics breaks its bounds",
    "That move is not allowed now.": "the rules' last word for a move of no kind they know: the core refuses those first",
}


def _catalogue_ids() -> set:
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools" / "catalogues.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogues", module)
    spec.loader.exec_module(module)
    po, files = module.areas()["top_this"]
    # the hints' and the lesson's words are read in both languages by tests/games/top_this/test_hints.py
    # and tests/ui/test_tutorial_top_this.py (the lesson run by clicks in English and German)
    taught = {"hints.py", "tutorial.py"}
    pure = [f for f in files if "ui" not in f.relative_to(ROOT / "app" / "games" / "top_this").parts
            and f.name not in taught]
    table = set(module.extract([f for f in files if f not in pure])) - set(module.extract(pure))
    ids = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in module.load(po) if m.id}
    # the table's own words (app/games/top_this/ui) are read by tests/ui/test_top_this_table_german.py
    return {key for key in ids if (key[0], key[1]) not in {(c, i if isinstance(i, str) else i[0]) for c, i in table}}


def _bare(sentence: str) -> str:
    """The words of a sentence without the names and numbers (what must differ between languages)."""
    for name in NAMES:
        sentence = sentence.replace(name, " ")
    return re.sub(r"[\W\d_]+", " ", sentence).strip()


class Texts:
    """Pairs (English, German) of everything read, by where it was read."""

    def __init__(self) -> None:
        self.pairs: dict[tuple[str, str], str] = {}
        self.pending: list = []

    def both(self, where: str, make) -> None:
        """`make()` in English and in German (at the next `flush`); a refusal (IllegalAction,
        ValueError) is its sentence."""
        self.pending.append((where, make))

    def flush(self) -> None:
        """Works out the pending texts, all in English, then all in German."""
        out = {}
        for language in ("en", "de"):
            with i18n.use(language):
                out[language] = [self._read(make) for _where, make in self.pending]
        for (where, _make), en, de in zip(self.pending, out["en"], out["de"]):
            assert (en is None) == (de is None), (where, en, de)
            if en is not None:
                with i18n.use("de"):
                    de_filled = text.fill(de, NAMES)
                self.pairs.setdefault((text.fill(en, NAMES), de_filled), where)
        self.pending = []

    @staticmethod
    def _read(make):
        try:
            return make()
        except (IllegalAction, ValueError) as exc:
            return getattr(exc, "sentence", str(exc))

    def problems(self) -> list[str]:
        found = []
        for (en, de), where in sorted(self.pairs.items()):
            if _bare(en) and _bare(en) == _bare(de):  # (an amount alone, "$5", is checked on its own)
                found.append(f"{where}: the same in both languages: {de!r}")
            for word in ENGLISH:
                if word in f" {de.lower()} ":
                    found.append(f"{where}: English {word.strip()!r} in {de!r}")
            for sentence in (en, de):
                if PLACEHOLDER.search(sentence):
                    found.append(f"{where}: a placeholder left in {sentence!r}")
        return found


@pytest.fixture
def seen(messages_seen):
    """Every message looked up while the test runs (tests/conftest.py)."""
    return messages_seen


# ---- what is read while a game is played -------------------------------------------------------------

def _candidates(state, rng: random.Random) -> list:
    """Moves the rules refuse now: of every kind, with every kind of flaw, and some that cannot be read."""
    seat = state.current
    hand = state.hands[seat]
    others = [d for d in range(len(DISCS)) if d not in hand]
    disc = hand[0] if hand else 0
    x, y = geometry.crust_point(rng.uniform(0, 2 * math.pi))
    out: list = [
        Flick(rng.choice(others), DISCS[0].faces[0], x, y, -x, -y),
        Flick(disc, next(t for t in TOPPINGS if t not in DISCS[disc].faces), x, y, -x, -y),
        Flick(disc, DISCS[disc].faces[0], 0.0, 0.0, 10.0, 0.0),
        Flick(disc, DISCS[disc].faces[0], 179.0, 0.0, -10.0, 0.0),
        Flick(disc, DISCS[disc].faces[0], x, y, -x * VMAX, -y * VMAX),
        Flick(disc, DISCS[disc].faces[0], math.nan, y, 1.0, 1.0),
        Flip("anchovies"),
        *[Flip(t) for t in TOPPINGS if all(p[2] != t for p in state.board.values())][:1],
        TopThis(next(o for o in range(len(ORDERS)) if o not in state.slots)),
        *[TopThis(o) for o in state.slots if o is not None][:1],
        Remove(rng.choice(range(len(DISCS)))),
        Pass(),
        {"type": "flick", "disc": "x", "face": "olives", "x": 1, "y": 2, "vx": 0, "vy": 0},
        {"type": "flick", "disc": 1, "face": "olives", "x": 1, "y": 2, "vx": 0},
        {"type": "flick", "disc": 1, "face": "olives", "x": 1, "y": 2, "vx": 0, "vy": 0, "outcome": 3},
        {"type": "flip", "topping": 4}, {"type": "top_this"}, {"type": "remove", "disc": 1, "why": 2},
        {"type": "pass", "extra": 1}, {"type": "no-such-move"},
    ]
    if len(state.history) % 5 == 0:  # random values of every field (tests/test_random_play.py)
        out += rng.sample(_illegal_candidates(GAME, state, rng), 4)
    return out


def _explain(state, candidate, seat):
    action = GAME.parse_action(candidate) if isinstance(candidate, dict) else candidate
    return state.explain(action, seat)


def _play(players: int, seed: int, texts: Texts) -> None:
    from app.games.top_this import access

    state = GAME.new_state(players, seed)
    rng = random.Random(seed)
    events = list(state.setup_events)
    while True:
        for seat in range(players):
            for k, event in enumerate(GAME.events_for(events, seat)):
                texts.both(f"log of {type(event).__name__}", lambda e=event: log.describe(e, NAMES))
            texts.both("status", lambda s=seat: state.view(s)["status"])
            # the table in words, as a screen reader reads it (issue 29: app/games/top_this/access.py)
            texts.both("the table in words", lambda s=seat: "\n".join(
                f"{q.name} {q.description}" for p in access.describe(state.view(s), NAMES) for q in p.walk()))
        for action in state.legal_actions()[:40]:
            texts.both(f"move in words {action!r:.40}", lambda a=action: access.move_words(
                a, state.view(state.current), NAMES))
        if state.is_over:  # the tie-breakers are worked out once the game is over
            texts.both("tie-break sentence", lambda: state.view(None)["tie_breakers"]["sentence"])
            for column in range(len(state.view(None)["tie_breakers"]["columns"])):
                texts.both("tie-break column", lambda c=column: state.view(None)["tie_breakers"]["columns"][c])
            texts.flush()
            return
        candidates = _candidates(state, rng)
        for candidate in rng.sample(candidates, 6):
            texts.both(f"refusal of {candidate!r:.40}", lambda c=candidate: _explain(state, c, state.current))
        texts.both("refusal of another seat's move", lambda c=candidates[0]: _explain(state, c, (state.current + 1) % players))
        texts.flush()
        events = state.apply(_pick(state.legal_actions(), rng))


# ---- what a walk through the games seldom reaches ----------------------------------------------------

def _events() -> list:
    o = next(o.id for o in ORDERS if len(o.toppings) == 3)
    hit = FlickOutcome((DiscAt(4, 1.0, 2.0),), (), (3,), 20)
    return [ev.Dropped(((1, 0.0, 0.0, "olives"),), (2,)), ev.Dropped(((1, 0.0, 0.0, "olives"),), (2, 3)),
            ev.Dropped((), ()), ev.Drew(1, (3,)), ev.OrdersRevealed(((0, o), (1, 2))), ev.OrdersRevealed(((0, o),)),
            ev.Flicked(0, 4, "olives", 160.0, 0.0, -500.0, 0.0, hit),
            ev.Flicked(0, 4, "olives", 160.0, 0.0, -500.0, 0.0, FlickOutcome()),
            *[ev.Missed(0, 0, reason) for reason in ev.MISS_REASONS], ev.Landed(0, 0), ev.FellOff(1, (3,), 0),
            ev.Flipped(2, "olives", ((1, "onions"),)), ev.Flipped(2, "olives", ((1, "onions"), (2, "peppers"))),
            ev.Declared(2, o), ev.OrderCompleted(2, o, 4, (3,), 1), ev.TipTaken(2, 11, 3), ev.TopThisFailed(1, o),
            ev.Removed(1, 3), ev.Passed(0), *[ev.EndTriggered(r) for r in ("tips", "orders", "toppings", "?")],
            ev.GameOver((0, 2, 3), (9, 3, 9, 9)), ev.GameOver((1,), (9, 13))]


def _tie_piles() -> list:
    def orders(value):
        return [o.id for o in ORDERS if o.value == value]

    def tips(value):
        return [t.id for t in TIPS if t.value == value]

    two, three, four, five = orders(2), orders(3), orders(4), orders(5)
    return [
        [([five[0]], []), ([two[0], two[1]], [tips(1)[0]])],
        [([four[0]], [tips(1)[0]]), ([two[0], two[1]], [tips(1)[1]])],
        [([two[0], two[1]], [tips(2)[0]]), ([three[0], three[1]], []), ([two[2], two[3]], [tips(2)[1]])],
        [([five[0]], []), ([two[0], three[0]], []), ([two[1], three[1]], [])],  # the most orders of three
        [([five[0]], [tips(1)[0]]), ([four[0]], [tips(2)[0]]), ([three[0]], [tips(3)[0]])],  # the most tips
        [([five[0]], []), ([four[0]], [tips(1)[0]]), ([two[0], three[0]], []), ([two[1], three[1]], [])],
        [([five[0], two[0]], [tips(1)[0]]), ([four[0], three[0]], [tips(1)[1]])],
        [([two[0], two[1], two[2]], []), ([three[0], three[1]], []), ([four[0], two[3]], [])],  # one has the most
        [([four[0], four[1]], []), ([five[0], three[0]], []), ([five[1], three[1]], [])],  # all level: all share
    ]


def _outcome_flaws(board: dict, flick: Flick) -> list[FlickOutcome]:
    out = flick.outcome
    d = flick.disc
    others = sorted(board)
    a = others[0] if others else 44
    return [
        dataclasses.replace(out, moved=out.moved + out.moved[:1]), dataclasses.replace(out, fell=(a, a)),
        dataclasses.replace(out, touched=(a, a)), dataclasses.replace(out, touched=(99,)),
        FlickOutcome(out.moved, (out.moved[0].disc,) + out.fell, out.touched, out.frames),
        dataclasses.replace(out, touched=(d,)), FlickOutcome((), (), (), 3),
        dataclasses.replace(out, frames=True), dataclasses.replace(out, frames=-1),
        dataclasses.replace(out, frames=10**6), FlickOutcome((DiscAt(d, 500.0, 0.0),), (), (a,), 5),
        FlickOutcome((DiscAt(d, 0.0, 0.0),), (a,), (), 5),
        FlickOutcome((DiscAt(d, *board[a][:2]),), (), (a,), 5) if others else out,
    ]


def _bad_options() -> list[dict]:
    drop = dict(GAME.new_state(2, 5).options["drop"])
    key, (x, y, face) = next(iter(drop["board"].items()))
    other = DISCS[int(key)].other(face)
    return [
        {"drop": 3}, {"drop": {"discs": [1], "board": {}}}, {"drop": {**drop, "board": {**drop["board"], "44": [0, 160, DISCS[44].faces[0]]}}},
        {"drop": {**drop, "board": {**drop["board"], key: [x, y, other]}}},
        {"drop": {**drop, "board": {**drop["board"], key: [170.0 if x < 0 else -170.0, 0.0, face]}}},
        {"layout": {True: [0, 0, "olives"]}}, {"layout": {"99": [0, 0, "olives"]}}, {"layout": []},
        {"layout": {"1": [0, 0]}}, {"layout": {"1": ["a", 0, DISCS[1].faces[0]]}}, {"layout": {"1": [10**400, 0, "x"]}},
        {"layout": {"1": [math.inf, 0, DISCS[1].faces[0]]}}, {"layout": {"1": [0, 0, "anchovies"]}},
        {"layout": {"1": [500, 0, DISCS[1].faces[0]]}}, {"layout": {"1": [0, 0, DISCS[1].faces[0]], 1: [30, 0, DISCS[1].faces[0]]}},
        {"layout": {"1": [0, 0, DISCS[1].faces[0]], "2": [1, 0, DISCS[2].faces[0]]}},
        {"hands": [[1]]}, {"hands": [[1], "x"]}, {"hands": [[1, 1], []]}, {"hands": [[99], []]},
        {"layout": {"1": [0, 0, DISCS[1].faces[0]]}, "hands": [[1], []]},
        {"hands": [[2], []], "bag": [2]}, {"orders": [0, 0]}, {"tips": [0, 1]},
    ]


def _seldom(texts: Texts, monkeypatch) -> None:
    """Refusals a random game hardly ever meets: every broken physical bound (app/physics/bounds.py),
    a flick or a drop no screen can make, a crust without room."""
    board = {3: (150.0, 0.0, DISCS[3].faces[0])}
    flick = Flick(0, DISCS[0].faces[0], -160.0, 0.0, 300.0, 0.0, FlickOutcome((DiscAt(0, 0.0, 0.0),), (), (3,), 30))
    with monkeypatch.context() as patch:
        for kind in [*flicks._BREACHES, "a kind the bounds may add"]:
            for disc in (3, 0, 7):
                patch.setattr(flicks, "first_breach", lambda *a, k=kind, d=disc, **kw: type("B", (), {"kind": k, "disc": d}))
                texts.both(f"breach {kind}", lambda: flicks._reach_error(board, flick))
                texts.flush()
    nan = Flick(0, DISCS[0].faces[0], math.nan, 0.0, 1.0, 1.0)
    texts.both("flick at no point", lambda: flicks.flick_error(board, [0], nan))
    # the table in words (issue 29) where a game seldom goes: an empty pizza, a flick at its middle or
    # past everything, a pass, a topping to take off that is not on the pizza
    from app.games.top_this import access
    from app.games.top_this.actions import Pass, Remove

    empty = GAME.new_state(2, 3).view(0)
    texts.both("the empty pizza", lambda: "\n".join(  # the view made in each language: its status too
        p.name for p in access.describe({**GAME.new_state(2, 3).view(0), "board": []}, NAMES)))
    for vx, vy in ((300.0, 0.0), (0.0, 300.0)):  # from 9 o'clock: at the middle; upwards: towards an hour
        aimed = Flick(0, DISCS[0].faces[0], -160.0, 0.0, vx, vy)
        texts.both(f"a flick aimed {vx}, {vy}", lambda a=aimed: access.move_words(a, {**empty, "board": []}, NAMES))
    texts.both("pass in words", lambda: access.move_words(Pass(), empty, NAMES))
    texts.both("taking off what is gone", lambda: access.move_words(Remove(99), {**empty, "board": []}, NAMES))
    texts.both("placed at no point", lambda: geometry.placement_error(math.nan, 0.0))
    texts.both("drop off the pizza", lambda: setup._drop_error({5: [0.0, 0.0, "olives"]}, [(5, "olives", 500.0, 0.0, 1.0, 1.0)]))
    from app.games.top_this import rules

    state = GAME.new_state(2, 4)
    with monkeypatch.context() as patch:
        patch.setattr(rules, "sample_flicks", lambda *a, **kw: [])
        texts.both("no room on the crust", lambda: state.explain(TopThis(next(o for o in state.slots if o is not None))))
        texts.flush()


def test_top_this_reads_in_german_wherever_it_is_read_in_english(seen, monkeypatch):
    texts = Texts()
    for players, seed in ((2, 21), (3, 22), (5, 23)):
        _play(players, seed, texts)
    for event in _events():
        texts.both(f"log of {type(event).__name__}", lambda e=event: log.describe(e, NAMES))
    for reason in ev.MISS_REASONS:
        texts.both("miss note", lambda r=reason: log.miss_sentence(r))
    from app.games.top_this import rules

    for pile in rules.PILE_NOTES:
        texts.both("what a pile is for", lambda p=pile: rules.pile_note(p))
    for piles in _tie_piles():
        texts.both("tie-break sentence", lambda p=piles: scoring.tie_break_sentence(p))
        with i18n.use("de"):
            assert scoring.tie_breakers(piles)["cells"][0][0].endswith(" $")
    texts.both("summary", lambda: i18n._(INFO.summary))
    for option in INFO.options:
        texts.both("option label", lambda o=option: i18n._(o.label))
        texts.both("option description", lambda o=option: i18n._(o.description))
    for options in _bad_options():
        texts.both(f"options {options!r:.40}", lambda o=options: setup.deal(2, dict(o), Rng(5)))
    flicked = 0
    for seed in (1, 2, 3):
        for _move, board, flick in play(seed, moves=30).flicks:
            flicked += 1
            for outcome in [*edits(board, flick, random.Random(seed)).values(), *_outcome_flaws(board, flick)]:
                texts.both("outcome check", lambda b=board, f=flick, o=outcome: flicks.outcome_error(
                    b, dataclasses.replace(f, outcome=o)))
            texts.both("flick on a topping", lambda b=board: geometry.placement_error(160, 0, [(160, 10)]))
    _seldom(texts, monkeypatch)
    texts.flush()
    assert flicked >= 20 and len(texts.pairs) > 300
    problems = texts.problems()
    assert problems == [], "\n".join(problems[:40])
    unread = sorted(m for c, m in _catalogue_ids() - seen if m not in UNREACHED)
    assert unread == [], f"{len(unread)} messages of Top This! never read here: {unread[:20]}"
