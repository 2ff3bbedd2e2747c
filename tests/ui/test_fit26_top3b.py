"""A Top 3 seat's panel shows its won pile as a card with its count's badge on a corner, and the
pictures of the bet cards it still holds large enough to tell apart (issue 26).

At 800x600 with four players the won pile lay in the bottom row, 17 px high: a card 12 px wide
under a badge 19 px across (only the badge and a sliver of the card were seen), and the bet cards'
pictures were 15 px squares ("nobody", struck through, hard to tell from "everyone").

What is checked is what the panel paints (the card backs, the count's text on its badge, the
pictures), recorded while it paints and mapped to the scene: for the table of an 800x600 window
(589x504; maximised under a window manager 589x485; framed 584x464), of 1280x800 (945x704) and of
1920x1080 (1553x984), with 2 to 4 players, in English and German, for piles of 1 to 6 cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from app.core import i18n
from app.games.top3.actions import ADVANCES
from app.games.top3.ui import art, items, layout

VIEWS = {"800x600": (589, 504), "800x600-maximised": (589, 485), "800x600-framed": (584, 464),
         "1280x800": (945, 704), "1920x1080": (1553, 984)}
#: the most of a pile's card its badge may cover, the least side of a pile's card, of a bet's picture
MOST_COVERED, CARD_LEAST, ICON_LEAST = 0.35, 18.0, 18.0


def covered(card: QRectF, badge: QRectF, steps: int = 60) -> float:
    """The share of `card` under the round `badge` (counted on a grid of points)."""
    inside = 0
    cx, cy, r = badge.center().x(), badge.center().y(), badge.width() / 2
    for i in range(steps):
        for j in range(steps):
            x = card.left() + card.width() * (i + 0.5) / steps
            y = card.top() + card.height() * (j + 0.5) / steps
            inside += (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    return inside / steps ** 2


def painted_panel(monkeypatch, panel) -> tuple[list[QRectF], QRectF | None, list[QRectF]]:
    """The won pile's card backs, its count's badge and the bet pictures `panel` paints, in the scene."""
    backs, badges, icons = [], [], []
    paint_back, draw_text, paint_icon = art.paint_card_back, art.draw_text, items.look.paint_bet_icon

    def back(p, rect, theme):
        backs.append(QRectF(rect))
        paint_back(p, rect, theme)

    def text(p, rect, words, *args, **kw):
        if kw.get("role") == "value" and words == str(panel.won):  # the count, on its badge
            h = rect.height()
            badges.append(QRectF(rect.center().x() - h / 2, rect.top(), h, h))
        return draw_text(p, rect, words, *args, **kw)

    def icon(p, rect, *args, **kw):
        icons.append(QRectF(rect))
        paint_icon(p, rect, *args, **kw)

    monkeypatch.setattr(art, "paint_card_back", back)
    monkeypatch.setattr(art, "draw_text", text)
    monkeypatch.setattr(items.look, "paint_bet_icon", icon)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    panel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    monkeypatch.undo()
    to_scene = panel.mapRectToScene
    return [to_scene(r) for r in backs], (to_scene(badges[0]) if badges else None), [to_scene(r) for r in icons]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("view", list(VIEWS), ids=list(VIEWS))
def test_the_won_pile_is_a_card_under_a_corner_badge_and_the_bet_pictures_read(qtbot, monkeypatch, lang, view):
    found, sizes = [], set()
    with i18n.use(lang):
        for players in (2, 3, 4):
            g = layout.compute(*VIEWS[view], players, True)
            scene = QGraphicsScene(0, 0, g.W, g.H)
            panel = items.SeatItem(0, "Ana", "#b0241e")
            scene.addItem(panel)
            panel.set_size(g.seat_w, g.seat_h)
            panel.setPos(g.seat_x[-1], g.seat_y)
            frame = QRectF(panel.mapToScene(QPointF(0, 0)), QRectF(0, 0, g.seat_w, g.seat_h).size())
            laid = [panel.laid_rect(k) for k in (0, 1)]
            for won in range(1, 7):
                panel.set_state(won, list(ADVANCES), False, False, "metropolen")
                backs, badge, icons = painted_panel(monkeypatch, panel)
                here = f"{players} players, {won} won"
                if len(backs) != won or badge is None:
                    found.append(f"{here}: {len(backs)} backs, badge {badge}")
                    continue
                bottom, top = backs[0], backs[-1]
                sizes.add((round(top.width(), 1), round(top.height(), 1), round(badge.width(), 1)))
                for name, card in (("bottom", bottom), ("top", top)):
                    share = covered(card, badge)
                    if share > MOST_COVERED:
                        found.append(f"{here}: the badge {badge.getRect()} covers {share:.0%} of the {name} card "
                                     f"{card.getRect()}")
                if min(top.width(), top.height()) < CARD_LEAST:
                    found.append(f"{here}: the pile's card is {top.width():.1f}x{top.height():.1f} px")
                for name, r in (("card", bottom.united(top)), ("badge", badge)):
                    if not frame.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r):
                        found.append(f"{here}: the pile's {name} {r.getRect()} out of the panel {frame.getRect()}")
                    found += [f"{here}: the pile's {name} over a laid card's place" for place in laid
                              if r.intersects(place)]
                if len(icons) != len(ADVANCES):
                    found.append(f"{here}: {len(icons)} of {len(ADVANCES)} bet pictures shown")
                for icon in icons:
                    if min(icon.width(), icon.height()) < ICON_LEAST - 0.01:
                        found.append(f"{here}: a bet picture {icon.width():.1f} px")
                    if any(icon.intersects(r) for r in (bottom.united(top), badge, *laid)):
                        found.append(f"{here}: a bet picture {icon.getRect()} under the pile or a laid card")
                    if not frame.contains(icon):
                        found.append(f"{here}: a bet picture out of the panel")
                sizes.add(("icon", round(icons[0].width(), 1) if icons else 0))
    assert found == [], f"{len(found)} problems (sizes {sorted(sizes, key=str)}):\n" + "\n".join(found[:30])
