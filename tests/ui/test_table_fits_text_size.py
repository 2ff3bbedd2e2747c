"""The table fits its window at the largest text size (issue 29: View > Text size 200 %): every game,
English and German, the fewest and the most players, early and mid-game, at 1280x800 and 1920x1080:
no text on the table elided, cut, covered, out of sight or drawn below the least size at 200 %
(22 px: `card_art.min_text_px()`), and the window keeps its size. (At 800x600 a table at 200 % is
not asked to fit: docs/architecture.md says what it does there.)"""

from __future__ import annotations

import os

import pytest

from app.core import i18n
from app.games import registry
from app.ui.items import card_art
from tests.ui import layout_check
from tests.ui.test_table_fits import GERMAN, _look, _play, _seats, _settled, open_window

SIZES = [(1280, 800), (1920, 1080)]
SCALE = 2.0


def _checked(qtbot, window, where: str, size) -> list[str]:
    found = _excused(window, _look(qtbot, window, where, [size], card_art.min_text_px()))
    # these windows have the room for the whole 200 % (`card_art.fit_text_scale`: a smaller table's less)
    assert card_art.text_scale() == pytest.approx(SCALE), (where, size, card_art.text_scale())
    if type(window.table.scene).__module__ == "app.games.top_oder_flop.ui.scene":
        found += [f"{where} at {size[0]}x{size[1]}: {p}" for p in _small_words(window)]
    return found


def _excused(window, problems: list[str]) -> list[str]:
    """`problems` without the exceptions docs/rulings.md allows at 200 %: Top oder Flop ("Top oder Flop
    at a larger text size"): a finished film's turned poster in a column too narrow for its Flop side
    markers' lane beside titles at the least size leaves its caption and title out; Top 3 ("Top 3 at
    200 % in a 1280x800 window"): the discard pile breaks a name after a hyphen of its own; Top Pop
    ("Top Pop at a larger text size"): five seats in a table too short for their front cards at their
    least: the city codes of the cards in front of the seats and in their score piles."""
    scene = window.table.scene
    if type(scene).__module__ == "app.games.top3.ui.scene":
        return _top3_excused(scene, problems)
    if type(scene).__module__ == "app.games.top_pop.ui.scene":
        return _top_pop_excused(scene, problems)
    if type(scene).__module__ != "app.games.top_oder_flop.ui.scene":
        return problems
    from app.core.i18n import _
    from app.games.top_oder_flop.ui.posters import FILM_TITLES, LAST_TAKE, least_poster_width

    left = set()
    for film, poster in scene.posters.items():
        if poster.last_take and scene.poster_rect(film).width() < least_poster_width() - 0.01:
            left |= {f"PosterItem {_(LAST_TAKE)!r} not drawn: no room for it",
                     f"PosterItem {FILM_TITLES[film]!r} not drawn: no room for it"}
    return [p for p in problems if p.split(": ", 1)[1] not in left]


def _top3_excused(scene, problems: list[str]) -> list[str]:
    """Top 3: `problems` without a name of the theme broken after its own hyphen on the discard pile
    ("Mexiko-" / "Stadt": the pile is lower than that name needs whole at 18 px)."""
    from app.games.top3 import cards
    from app.games.top3.ui.art_base import JOIN, own_pieces

    theme = scene.theme()
    pieces = {piece for card_id in cards.ids(theme) for word in cards.name(theme, card_id).split()
              for piece in own_pieces(word)[:-1]}
    left = {f"Pile {piece.rstrip(JOIN)!r}: a word broken over two lines" for piece in pieces}
    return [p for p in problems if p.split(": ", 1)[1] not in left]


def _top_pop_excused(scene, problems: list[str]) -> list[str]:
    """Top Pop: a tight table (its panels in two lines, its front cards under their least) only with five
    seats in the 1280x800 window, and there the front and score pile cards' city codes only."""
    from app.games.top_pop import cards
    from app.games.top_pop.ui import layout

    g = scene.geo
    if not getattr(g, "tight", False):
        return problems
    assert len(scene.names) == 5 and g.H < 720, f"a tight table at {g.W:.0f}x{g.H:.0f}, {len(scene.names)} seats"
    assert g.card_w < layout.least_card(), "a tight table whose front cards are not under their least"
    left = {f"{kind} {city!r} not drawn: no room for it" for kind in ("FrontCard", "ScorePile")
            for city in cards.CITIES}
    return [p for p in problems if p.split(": ", 1)[1] not in left]


def _small_words(window) -> list[str]:
    """Top oder Flop: the words on its cards (a strip's title or initials, a change card's caption)
    drawn under the smallest cards' floor at the text size (`art.least_px()`: 18 px at 200 %)."""
    from app.games.top_oder_flop.ui.art import least_px
    from app.games.top_oder_flop.ui.items import FilmCard

    view = window.table.view
    return [f"FilmCard {item.code!r}: {text!r} at {px:.1f} px (< {least_px()})"
            for item in view.scene().items() if isinstance(item, FilmCard) and item.isVisible()
            for text, px, role in layout_check.drawn_texts(item, view)
            if role in ("title", "text") and px < least_px() - 0.05]


@pytest.fixture
def large_text():
    card_art.set_text_scale(SCALE)
    yield
    card_art.set_text_scale(1.0)


@pytest.mark.parametrize("game_id", sorted(GERMAN))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_table_fits_at_200_percent(qtbot, monkeypatch, large_text, game_id, lang):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    assert card_art.min_text_px() == pytest.approx(card_art.MIN_TEXT_PX * SCALE)
    found: list[str] = []
    with i18n.use(lang):
        window = open_window(qtbot, SIZES[-1])
        game = registry.get(game_id)
        for players in (GERMAN[game_id][0], GERMAN[game_id][-1]):
            window.start_game(game, _seats(players, human=True), seed=7)
            table = window.table
            qtbot.waitUntil(lambda: _settled(table), timeout=20000)
            where = f"{game_id} {lang} {players} players"
            found += [p for size in SIZES for p in _checked(qtbot, window, f"{where}, early", size)]
            _play(qtbot, window, 4)
            if not window.session.is_over:
                found += [p for size in SIZES for p in _checked(qtbot, window, f"{where}, mid-game", size)]
    assert found == [], f"{len(found)} problems:\n" + "\n".join(found)


@pytest.mark.parametrize("game_id", ["flip7", "top_this"])
def test_a_small_window_s_table_grows_its_text_only_as_far_as_its_room(qtbot, monkeypatch, large_text, game_id):
    """200 % chosen in an 800x600 window: the table's text is 14 px (127 %: `fit_text_scale`, the room of
    a 584x464 table), and at that size everything on it is whole (at 22 px Top This!'s pizza was gone);
    the player's choice is kept for a larger window."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    window = open_window(qtbot, (800, 600))
    window.start_game(registry.get(game_id), _seats(3, human=True), seed=7)
    table = window.table
    qtbot.waitUntil(lambda: _settled(table), timeout=20000)
    found = _look(qtbot, window, f"{game_id} 800x600", [(800, 600)], card_art.min_text_px())
    assert card_art.min_text_px() == 14.0 and card_art.chosen_text_scale() == SCALE
    assert found == [], "\n".join(found)
    assert _look(qtbot, window, f"{game_id} 1920x1080", [(1920, 1080)], 22.0) == []
    assert card_art.text_scale() == SCALE
