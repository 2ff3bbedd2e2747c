"""Hand-made two-player views (the BRIEF's view shapes) and a minimal table scene that hands the
two-player game to `DuoTable`, for the tests of tests/ui/test_top_pop_duo*.py."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.core.i18n import _
from app.games.top_pop.ui.duo_table import PROMPTS, DuoTable
from app.ui.table_scene import TableScene

NAMES = ["Ana", "Ben"]
COLORS = ["#d1352b", "#2f6fd0"]


def skip_without_the_games_german() -> None:
    """Skip a German test while the game's catalogue (the lead's, written at the end) lacks the table's
    lines: then it checks that every line a player reads is German."""
    with i18n.use("de"):
        if _(PROMPTS["play"]) == PROMPTS["play"]:
            pytest.skip("the game's German catalogue (app/games/top_pop/resources/locale/de.po) is not written yet")


class DuoScene(TableScene):
    """The least a table scene does for the two-player game: its view goes to a DuoTable, its
    clicks too."""

    def __init__(self, game=None, names=NAMES, colors=COLORS) -> None:
        super().__init__(game, names, colors)
        self.duo = DuoTable(self)

    def draw_position(self) -> None:
        if self.view is not None:
            self.duo.show(self.view, self.legal)

    def on_click(self, key) -> None:
        self.duo.clicked(key)

    def click_item(self, item) -> bool:
        """As ui/scene.py does: the topmost item under the pointer goes to the DuoTable."""
        return self.duo.clicked(item)


def play_view(seat=0) -> dict:
    """A game in play: company 0 with its starting card and three played (one a night card of Ben's),
    company 2 closed."""
    night_of_ben = {"card": None if seat == 0 else "LV:night", "night": True, "by": 1}
    return {
        "variant": "two_player", "players": 2, "seat": seat, "current_player": 0, "start": 0, "phase": "play",
        "step": "play", "hand": ["NYC", "SF", "STL:night"] if seat == 0 else ["LV", "LV", "SF"],
        "hand_counts": [3, 3], "deck_count": 9, "companies": 4,
        "columns": [
            [{"card": "NYC", "night": False, "by": None}, {"card": "SF", "night": False, "by": 0},
             night_of_ben, {"card": "NYC", "night": False, "by": 0}],
            [{"card": "LV", "night": False, "by": None}, {"card": "STL", "night": False, "by": 1}],
            [{"card": c, "night": False, "by": i % 2} for i, c in enumerate(["SF", "SF", "LV", "NYC", "STL", "LV"])],
            [],
        ],
        "sevenths": [{"by": 1, "card": "SF" if seat == 1 else None}, {"by": 1, "card": "NYC" if seat == 1 else None},
                     {"by": 0, "card": "LV" if seat == 0 else None}, {"by": 0, "card": "STL" if seat == 0 else None}],
        "closed": [False, False, True, False],
        "caps": [{0: 8, 1: 0, 2: 8, 3: 0}, {0: 3, 1: 4, 2: 7, 3: 0}],
        "company_caps": {0: 4, 1: 11, 2: 0, 3: 15}, "next_pay": [2, 3, None, 4],
        "status": "It is {p0}'s turn: play a card to a company.", "is_over": False, "winners": [],
        "totals": [0, 0], "caps_count": [16, 14], "results": None,
    }


def setup_view(step="seventh", seat=1) -> dict:
    """The second player's set-up: two sevenths and a discard to do (any order)."""
    v = play_view(seat)
    v.update({"phase": "setup", "step": step, "current_player": 1, "hand": ["NYC", "SF", "SF", "LV", "STL", "NYC"],
              "hand_counts": [5, 6], "deck_count": 20,
              "columns": [[{"card": "LV", "night": False, "by": None}], [{"card": "NYC", "night": False, "by": None}],
                          [], []],
              "sevenths": [None] * 4, "closed": [False] * 4, "caps": [{}, {}],
              "company_caps": {k: 15 for k in range(4)}, "next_pay": [4, 4, 4, 4],
              "status": "{p1} lays two seventh cards and puts one card out of the game."})
    return v
