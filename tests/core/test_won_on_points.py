"""The status of a game won on points, written once (app/core/text.py) for Top oder Flop and Top Pop."""

from app.core import i18n
from app.core.text import fill, won_on_points


def test_one_winner_or_several_with_seats_as_placeholders():
    assert won_on_points([1], 45) == "The game is over: {p1} wins with 45 points."
    assert fill(won_on_points([0, 2], 30), ["Ana", "Ben", "Cleo"]) == "The game is over: Ana and Cleo share the win with 30 points."
    with i18n.use("de"):
        assert won_on_points([1], 45) == "Die Partie ist vorbei: {p1} gewinnt mit 45 Punkten."
        assert fill(won_on_points([0, 2], 30), ["Ana", "Ben", "Cleo"]) == (
            "Die Partie ist vorbei: Ana und Cleo teilen sich den Sieg mit 30 Punkten.")
