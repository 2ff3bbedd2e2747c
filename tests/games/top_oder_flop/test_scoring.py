"""Top oder Flop's scoring (app/games/top_oder_flop/scoring.py): a film's value and the majority
awards with every tie rule. Rulebook: the most influence gets the full value, the second most half
of it (rounded up); two tied second get a fourth each; two tied first add the full and the half value
and share it, everybody else gets nothing; fractions are always rounded to the players' benefit.
Rulings (docs/rulings.md): rounding up is towards plus infinity for negative values too; k >= 3 tied
first share the full and the half value, k >= 3 tied second share the half value; every seat takes
part, with influence 0 when it has no card on the film."""

import pytest

from app.games.top_oder_flop.scoring import award, film_value, half, ranking, winners


def _up(a: int, b: int) -> int:
    """a / b rounded up, towards plus infinity."""
    return -((-a) // b)


# ---- a film's value ----------------------------------------------------------------------------------
@pytest.mark.parametrize("top, flop, top_x2, flop_x2, value", [
    ([3, 5], [2, 3, 1], False, True, -4),  # the rulebook's Coole Cops: 8 - 2 x 6
    ([3, 1, 3], [], False, False, 7),  # Arabische Abenteuer in the example
    ([], [], False, False, 0),
    ([], [], True, True, 0),  # a times two on an empty side doubles nothing
    ([4, 2], [1], True, False, 11),
    ([4, 2], [1], True, True, 10),
    ([1], [5, 5, 5], False, False, -14),  # a value may be negative
])
def test_film_value_is_top_minus_flop_each_side_doubled_by_its_times_two(top, flop, top_x2, flop_x2, value):
    assert film_value(top, flop, top_x2, flop_x2) == value


def test_half_is_rounded_up_towards_plus_infinity():
    assert [half(v) for v in (7, 6, 1, 0, -1, -2, -5, -7)] == [4, 3, 1, 0, 0, -1, -2, -3]


# ---- the rulebook's cases ------------------------------------------------------------------------------
def test_the_most_influence_gets_the_full_value_the_second_most_half_of_it_rounded_up():
    assert award(7, [4, 2, 0]) == [7, 4, 0]
    assert award(8, [1, 6, 3, 2]) == [0, 8, 4, 0]
    assert award(-5, [3, 1, 0]) == [-5, -2, 0], "-2.5 is rounded up to -2, to the players' benefit"
    assert award(-1, [3, 1]) == [-1, 0]


def test_coole_cops_minus_four_stephan_first_bettina_on_zero_second_manuel_on_minus_one_nothing():
    assert award(-4, [0, 2, -1]) == [-2, -4, 0]


def test_arabische_abenteuer_seven_with_two_tied_first_six_each():
    assert award(7, [4, 4, 3]) == [6, 6, 0]  # (7 + 4) / 2 = 5.5, rounded up


@pytest.mark.parametrize("value, quarter", [(7, 2), (6, 2), (5, 2), (4, 1), (3, 1), (2, 1), (1, 1), (0, 0),
                                            (-1, 0), (-2, 0), (-3, 0), (-4, -1), (-5, -1), (-7, -1), (-9, -2)])
def test_two_tied_second_get_a_fourth_each_rounded_up(value, quarter):
    assert award(value, [9, 2, 2]) == [value, quarter, quarter]


def test_two_tied_second_get_the_rulebooks_fourth_for_every_value():
    for value in range(-40, 41):
        assert award(value, [5, 1, 1, 0]) == [value, _up(value, 4), _up(value, 4), 0], value


def test_two_tied_first_share_the_full_and_the_half_value_and_everybody_else_gets_nothing():
    assert award(10, [3, 3, 1]) == [8, 8, 0]  # (10 + 5) / 2 = 7.5
    assert award(-5, [3, 3, 1]) == [-3, -3, 0]  # (-5 + -2) / 2 = -3.5, rounded up
    assert award(4, [1, 0, 1, 0]) == [3, 0, 3, 0]
    for value in range(-40, 41):
        assert award(value, [2, 2, 1]) == [_up(value + _up(value, 2), 2)] * 2 + [0], value


# ---- rulings: ties of three or more, every seat takes part ---------------------------------------------
def test_three_or_more_tied_first_share_the_full_and_the_half_value():
    """Ruling: k tied first share ceil((v + ceil(v/2)) / k); nobody else gets anything."""
    assert award(7, [2, 2, 2]) == [4, 4, 4]  # 11 / 3 = 3.67
    assert award(7, [2, 2, 2, 0, 1]) == [4, 4, 4, 0, 0]
    assert award(-7, [2, 2, 2]) == [-3, -3, -3]  # (-7 + -3) / 3 = -3.33, rounded up
    assert award(10, [1, 1, 1, 1, 0]) == [4, 4, 4, 4, 0]  # 15 / 4 = 3.75
    assert award(12, [1, 1, 1, 1, 1]) == [4] * 5  # 18 / 5 = 3.6


def test_three_or_more_tied_second_share_the_half_value():
    """Ruling: k tied second share ceil(ceil(v/2) / k) (k = 2: the rulebook's fourth)."""
    assert award(7, [5, 1, 1, 1]) == [7, 2, 2, 2]  # 4 / 3 = 1.33
    assert award(-7, [5, 1, 1, 1]) == [-7, -1, -1, -1]  # -3 / 3
    assert award(9, [5, 1, 1, 1, 1]) == [9, 2, 2, 2, 2]  # 5 / 4 = 1.25
    assert award(-9, [5, -1, -1, -1, -1]) == [-9, -1, -1, -1, -1]  # -4 / 4
    assert award(2, [5, 0, 0, 0, 0]) == [2, 1, 1, 1, 1]  # 1 / 4, rounded up


def test_every_seat_takes_part_with_zero_influence_when_it_has_no_card_on_the_film():
    """Ruling: a seat without a card on a film has influence 0 and takes part (the rulebook's
    Bettina is second with zero). So when nobody has a card on a film, everyone ties first on zero."""
    assert award(6, [3, 0, 0]) == [6, 2, 2], "two seats without cards tie second"
    assert award(-6, [0, 0, -2]) == [-4, -4, 0]  # tied first on zero: (-6 + -3) / 2 = -4.5, rounded up
    assert award(7, [0, 0, 0]) == [4, 4, 4]
    assert award(-4, [0, 0, 0]) == [-2, -2, -2]


def test_a_film_of_value_zero_gives_nobody_anything_and_edge_cases():
    assert award(0, [5, 3, 3, 1]) == [0, 0, 0, 0]
    assert award(5, [3]) == [5]
    assert award(5, []) == []


def test_the_winner_has_the_most_victory_points_and_a_tie_shares_the_win():
    assert winners([3, 9, 5]) == [1]
    assert winners([3, 5, 5]) == [1, 2]
    assert winners([-2, -2]) == [0, 1]
    assert ranking([3, 5, 5, 1]) == [3, 1, 1, 4]
