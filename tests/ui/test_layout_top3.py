"""Top 3's discard pile shows its top card's name whole (issue 26, item 2): at 800x600 its small card
broke the city's name with a hyphen ('Istan-bul', 'Lissa-bon'). The layout gives the pile the width
the theme's names need in the player's language (`layout.names_least`), and a name side that wide
writes every name of the theme whole at MIN_TEXT_PX; a narrower one draws a long word smaller
(never below WORD_MIN_PX) and never breaks it (tests/ui/test_fit26_top3.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from app.core import i18n
from app.games.top3 import cards
from app.games.top3.ui import layout
from app.games.top3.ui.art import paint_card_name
from app.games.top3.ui.art_base import WORD_MIN_PX
from app.games.top3.ui.look import ASPECT
from app.ui.items import card_art
from tests.ui.test_fit26_top3 import read

#: tables as large as the main window's at 800x600 (the view beside the side panel: 589x504), about
#: 1280x800 and 1920x1080
VIEWS = [(589, 504), (869, 704), (1553, 984)]


def _broken(theme: str, width: float, least: float = card_art.MIN_TEXT_PX) -> list[tuple[str, list[str]]]:
    """The names of `theme` a name side `width` wide does not write whole at `least` px at least: a
    word broken with a hyphen at a line's end, cut with '…', or drawn smaller."""
    image = QImage(int(width) + 8, int(width / ASPECT) + 8, QImage.Format.Format_ARGB32)
    found = []
    for card_id in cards.ids(theme):
        name = cards.name(theme, card_id)
        painter = QPainter(image)
        with card_art.recording_text() as painted:
            paint_card_name(painter, QRectF(0, 0, width, width / ASPECT), theme, card_id, name)
        painter.end()
        lines = [text for text, _px, _role in painted]
        small = any(px < least - 0.01 for _text, px, _role in painted)
        if small or not lines or read(lines) != " ".join(name.split()):  # a word's own hyphen may end a line
            found.append((name, lines))
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("theme", ["metropolen", "films"])
def test_a_name_side_as_wide_as_names_least_writes_every_name_whole(qtbot, lang, theme):
    with i18n.use(lang):
        least = layout.names_least(theme)
        assert _broken(theme, least) == []
        assert _broken(theme, least - 6), "names_least is not the least: a narrower card writes them all too"
        assert _broken(theme, least - 6, WORD_MIN_PX) == [], "a narrower card draws a long word smaller"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_discard_pile_has_the_room_for_the_city_names(qtbot, lang, players):
    """Cities in every window from 800x600 up; films from 1280x800 up (at 800x600 the middle's height
    holds a discard pile 87 px wide, a round card's width, where 'Schneewittchen' needs 99)."""
    with i18n.use(lang):
        for theme in ("metropolen", "films"):
            for W, H in VIEWS[0 if theme == "metropolen" else 1:]:
                g = layout.compute(W, H, players, True, theme)
                assert g.discard_w >= layout.names_least(theme) - 0.01, (theme, W, H, g.discard_w)
                piles = [(g.deck_x, g.deck_w), (g.discard_x, g.discard_w)]
                for x, w in piles:
                    above, below = layout.pile_extent(w)
                    assert g.card_x[2] + g.card < x and x + w <= W - g.gap + 0.5, (theme, W, H)
                    assert g.card_y <= g.piles_y - above and g.piles_y + below <= g.prompt_y, (theme, W, H)
                assert piles[0][0] + piles[0][1] < piles[1][0]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_laid_bet_card_at_800x600_shows_its_words_whole_or_its_picture(qtbot, lang, players):
    """The bet card laid in a seat's panel (41x58 at 800x600: "Everyone" needs a card 65 wide) writes
    its words whole, or shows its picture alone with its words in its tooltip; never cut or broken."""
    from app.games.top3.actions import ADVANCES, advance_name
    from app.games.top3.ui.items import PlayCard, SeatItem

    with i18n.use(lang):
        g = layout.compute(*VIEWS[0], players, True)
        panel = SeatItem(0, "Ana", "#b0241e")
        panel.set_size(g.seat_w, g.seat_h)
        w, h = panel.laid_size()
        assert w < 45  # the small card this test is about
        for advance in ADVANCES:
            card = PlayCard("bet", advance, "", 0, w, face_up=False)
            words = advance_name(advance)
            card.set_look(advance, words, True)
            image = QImage(int(w) + 40, int(h) + 40, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            with card_art.recording_text() as painted:
                card.paint(painter, None, None)
            painter.end()
            lines = [text for text, _px, role in painted if role == "text"]
            assert lines == [] or " ".join(lines).split() == words.split(), lines
            assert all(px >= card_art.MIN_TEXT_PX for _text, px, _role in painted)
            assert card.toolTip() == words
