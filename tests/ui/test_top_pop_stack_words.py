"""The stack prompt counts the colours it asks for among the caps it asks for (issue 27): starting a
stack over Ben's 1-cap stack needs 2 caps in all, one of them blue and Ana's own on top; the old
"needs a blue cap, at least 2 more caps" read as three. English and German."""

from __future__ import annotations

import pytest
from app.core import i18n
from app.games.top_pop.actions import Done, Stack
from tests.ui import top_pop_views as tv
from tests.ui.test_top_pop_stacking import click, table

WORDS = {
    "en": ("Stack on a Chicago card: at least 2 caps, counting a blue one and yours on top (tallest: 1). "
           "Pick caps from your supply.",
           "Stack on a Chicago card: at least 1 more cap, counting yours on top (tallest: 1). "
           "Pick caps from your supply."),
    "de": ("Turm für eine Karte aus Chicago: Er braucht mindestens 2 Kronkorken, einen blauen und deinen obenauf "
           "mitgezählt (höchster: 1). Wähle aus deinem Vorrat.",
           "Turm für eine Karte aus Chicago: Er braucht mindestens 1 Kronkorken mehr, deinen obenauf mitgezählt "
           "(höchster: 1). Wähle aus deinem Vorrat."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_stack_over_a_one_cap_stack_says_how_many_caps_in_all(qtbot, lang):
    with i18n.use(lang):
        scene, view, _sent = table(qtbot)
        v = tv.view(3, 0, "stack")
        v["fronts"][2] = [{"card": "CHI", "night": False, "stacks": {1: [1]}, "tallest": 1}]  # Ben's 1 cap
        scene.show_position(v, [Stack(2, 0, (1, 0)), Stack(2, 0, (1, 1, 0)), Stack(2, 0, (0, 1, 0)), Done()], 0)
        click(view, scene.rows[2].cards[0])
        assert scene.chooser.pick.target == (2, 0)
        assert scene.prompt.text == WORDS[lang][0]
        click(view, scene.supply[1])  # the blue one
        assert scene.prompt.text == WORDS[lang][1]
