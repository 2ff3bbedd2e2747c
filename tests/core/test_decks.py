"""The stacked deck option, checked once (app/core/decks.py) for Top oder Flop and Top Pop."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.core.decks import check_stacked_deck
from app.games.top_oder_flop import cards as tof_cards
from app.games.top_pop import cards as pop_cards

CONTENTS = {"a": 2, "b": 1}


def _unknown(code) -> str:
    return f"{code!r} is no card here."


def test_a_stacked_deck_is_a_list_of_known_cards_no_more_often_than_the_game_has_them():
    assert check_stacked_deck(("a", "b", "a"), CONTENTS, _unknown) == ["a", "b", "a"]
    assert check_stacked_deck([], CONTENTS, _unknown) == []
    with pytest.raises(ValueError, match="^The stacked deck must be a list of card codes, top card first.$"):
        check_stacked_deck("ab", CONTENTS, _unknown)
    for wrong in ("c", 1, None, ["a"]):
        with pytest.raises(ValueError, match="is no card here"):
            check_stacked_deck(["a", wrong], CONTENTS, _unknown)
    with pytest.raises(ValueError, match="^The stacked deck has 2 cards b, but the game has only 1.$"):
        check_stacked_deck(["b", "a", "b"], CONTENTS, _unknown)
    with i18n.use("de"), pytest.raises(ValueError, match="^Der gelegte Stapel hat 3 Karten a, das Spiel hat aber nur 2"):
        check_stacked_deck(["a"] * 3, CONTENTS, _unknown)


def test_the_games_name_their_own_unknown_cards():
    with pytest.raises(ValueError, match="^'zz' is not a card of Top oder Flop.$"):
        tof_cards.check_deck_option(["zz"], 3)
    with pytest.raises(ValueError, match="^'zz' is not a card of this game of Top Pop.$"):
        pop_cards.check_deck_option(["zz"], 3, pop_cards.STANDARD)
    card = tof_cards.CODES[0]
    assert tof_cards.check_deck_option((card,), 3) == [card]
