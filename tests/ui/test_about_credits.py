"""The About box credits the sources of a game's data (Top 3's facts carry CC BY licences)."""

from app.core import i18n
from app.games.top3 import INFO as TOP3
from app.ui.qt_main_window import about_text


def test_about_box_names_every_credit_of_top3():
    text = about_text([TOP3])
    assert "Top 3: where the numbers come from" in text
    for needle in ("GeoRank.place", "CC BY 4.0", "GeoNames", "per diem", "DLu/oscar_data", "Wikipedia"):
        assert needle in text
    assert text.count("\n- ") == len(TOP3.credits)


def test_a_game_without_credits_adds_nothing():
    class Plain:
        title = "Plain"
        credits = ()

    assert about_text([Plain()]) == about_text([])


def test_the_credits_are_german_in_german():
    english = about_text([TOP3])
    with i18n.use("de"):
        german = about_text([TOP3])
    assert german != english
    assert "GeoRank.place" in german and "CC BY 4.0" in german
    assert "Top 3: Woher die Zahlen kommen" in german
    assert "where the numbers come from" not in german
    for line in TOP3.credits:  # every credit line in German: none left in English
        assert line not in german, line
    assert german.count("\n- ") == len(TOP3.credits)
