from collections import Counter

import pytest

from app.core.rng import Rng


def test_same_seed_same_sequence_and_known_values():
    a, b = Rng(42), Rng(42)
    seq = [a.randbelow(1000) for _ in range(50)]
    assert seq == [b.randbelow(1000) for _ in range(50)]


def test_pinned_values_are_stable_literals():
    # literal values: if the generator changes, saved games would replay differently
    r = Rng(1)
    assert [r._next() for _ in range(3)] == LITERAL_SEED_1


LITERAL_SEED_1 = [1412771199, 1791099446, 124312908]


def test_state_round_trip_continues_the_sequence():
    a = Rng(7)
    for _ in range(10):
        a.random()
    b = Rng(state=a.state)
    assert [a.randbelow(97) for _ in range(20)] == [b.randbelow(97) for _ in range(20)]


def test_randbelow_is_uniform_enough():
    r = Rng(3)
    counts = Counter(r.randbelow(6) for _ in range(60000))
    assert set(counts) == set(range(6))
    for value in counts.values():
        assert 9400 < value < 10600


def test_shuffle_is_a_permutation_and_seed_dependent():
    items = list(range(52))
    a, b = items[:], items[:]
    Rng(1).shuffle(a)
    Rng(2).shuffle(b)
    assert sorted(a) == items and sorted(b) == items
    assert a != b and a != items


def test_randbelow_rejects_non_positive():
    with pytest.raises(ValueError):
        Rng(0).randbelow(0)


def test_random_in_unit_interval():
    r = Rng(9)
    values = [r.random() for _ in range(1000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_shuffle_is_fisher_yates_over_randbelow():
    """The written-out shuffle draws exactly what `randbelow(i + 1)` would: saved games stay the same."""
    for seed in range(60):
        fast, slow = Rng(seed), Rng(seed)
        size = seed * 3 % 130
        items, expected = list(range(size)), list(range(size))
        fast.shuffle(items)
        for i in range(size - 1, 0, -1):
            j = slow.randbelow(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected and fast.state == slow.state


def test_long_shuffles_draw_what_randbelow_draws_and_end_in_the_same_state():
    """Lists from 16 items on take their numbers 64 steps at a time (`_block`): lengths around a
    block's end and several blocks long give the same permutation and the same state as one step at
    a time, and the generator goes on with the same numbers after."""
    for seed in range(12):
        for size in (15, 16, 17, 46, 47, 48, 63, 64, 65, 94, 95, 128, 129, 300):
            fast, slow = Rng(seed * 7919 + size), Rng(seed * 7919 + size)
            items, expected = list(range(size)), list(range(size))
            fast.shuffle(items)
            for i in range(size - 1, 0, -1):
                j = slow.randbelow(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert items == expected and fast.state == slow.state, (seed, size)
            assert fast.randbelow(1000) == slow.randbelow(1000)
