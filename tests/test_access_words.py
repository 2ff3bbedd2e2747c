"""The table in words (issue 29) over many random positions of Top 3 and Top This!: `describe` and
`move_words` of each game's access part never raise, every part has a role and states the tree knows,
a name, a key of its own in the whole tree, the moves' words are one per legal move; and Top 3's tree
of one seat holds nothing of another seat's secret choice (the two-worlds method, in words)."""

from __future__ import annotations

import random
import re

import pytest

from app.core import i18n
from app.core.access import ROLES, STATES
from app.games.top3 import access as top3_access
from app.games.top3.rules import GAME as TOP3
from app.games.top_this import access as top_this_access
from app.games.top_this.rules import GAME as TOP_THIS

NAMES = ["Ana", "Bo", "Cleo", "Dev", "Eve"]
#: the click keys each game's scene gives its things (ui/scene.py, ui/keys.py)
CLICKS = {"top3": {"order", "bet"}, "top_this": {"disc", "hand", "order", "flip", "deck", "tips", "bag"}}


def _check(module, kind: str, view: dict, legal: list, names: list[str]) -> str:
    parts = module.describe(view, names)
    keys = set()
    for top in parts:
        for part in top.walk():
            assert part.role in ROLES and set(part.states) <= set(STATES)
            assert part.name.strip(), part
            assert part.key not in keys, f"two parts have the key {part.key!r}"
            keys.add(part.key)
            assert part.click is None or part.click[0] in CLICKS[kind], part
    words = [module.move_words(a, view, names) for a in legal]
    assert all(w.strip() for w in words)
    assert len(set(words)) == len(words), sorted(w for w in words if words.count(w) > 1)
    return "\n".join(p.text() for p in parts)


def _positions(game, seeds, players, steps: int = 10_000):
    """(state, seat to view) along random games: the seat to play at each step, and the public view."""
    for seed in seeds:
        state = game.new_state(players[seed % len(players)], seed, {})
        rng = random.Random(seed)
        for _step in range(steps):
            legal = state.legal_actions()
            yield state, state.current_player, legal
            if not legal:
                break
            state.apply(rng.choice(legal))


@pytest.mark.parametrize("language", ["en", "de"])
def test_top3_words_at_random_positions(language):
    with i18n.use(language):
        for state, seat, legal in _positions(TOP3, range(4), [2, 3, 4]):
            _check(top3_access, "top3", state.view(seat), legal, NAMES[:state.num_players])
            _check(top3_access, "top3", state.view(None), [], NAMES[:state.num_players])


@pytest.mark.parametrize("language", ["en", "de"])
def test_top_this_words_at_random_positions(language):
    seen_flicks = 0
    with i18n.use(language):
        for state, seat, legal in _positions(TOP_THIS, range(3), [2, 3, 5]):
            _check(top_this_access, "top_this", state.view(seat), legal, NAMES[:state.num_players])
            seen_flicks += sum(a.TYPE == "flick" for a in legal)
    assert seen_flicks > 100  # the flicks (the sample the rules list) were worded, each its own words


def _seat_text(module, view, names, seat: int) -> str:
    node = next(p for p in module.describe(view, names) if p.key == ("seat", seat))
    return node.text()


ORDER_WORDS = re.compile(r"\d-\d-\d")


def test_top3_tree_of_a_seat_holds_no_other_seats_choice():
    """Whenever another seat has chosen, a seat's tree is the same in every world that differs only in
    what it may not see (that seat's order and bet card, the deck, the categories to come), and that
    seat's part in it names no order card; the chooser's own tree does name its choice (the check can
    fail)."""
    compared = 0
    for state, _seat, _legal in _positions(TOP3, range(3), [3, 4]):
        names = NAMES[:state.num_players]
        chosen = [s for s, c in enumerate(state.pending) if c is not None]
        if not chosen or state.over:
            continue
        for viewer in range(state.num_players):
            words = "\n".join(p.text() for p in top3_access.describe(state.view(viewer), names))
            for world in state.hidden_variants(viewer):
                assert "\n".join(p.text() for p in top3_access.describe(world.view(viewer), names)) == words
                compared += 1
            for other in chosen:
                secret = top3_access.choice_words(state.pending[other])
                seat_words = _seat_text(top3_access, state.view(viewer), names, other)
                if other == viewer:
                    assert secret in seat_words
                else:
                    assert not ORDER_WORDS.search(seat_words) and secret not in seat_words
    assert compared > 50
