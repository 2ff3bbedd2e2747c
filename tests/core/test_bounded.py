"""app/core/bounded.py: the caches an engine keeps for the whole process have a bound (issue 27)."""

from __future__ import annotations

import random

import pytest

from app.core.bounded import BoundedCache, caches
from tests.support.memory import traced_growth

MB = 1 << 20


def test_a_bounded_cache_drops_its_older_half_when_full() -> None:
    cache = BoundedCache(4, "test")
    for k in range(4):
        cache[k] = str(k)
    cache[2] = "again"  # a key already there takes no room
    assert list(cache) == [0, 1, 2, 3]
    cache[4] = "4"
    assert list(cache) == [2, 3, 4]
    assert cache.put(5, "5") == "5" and cache.get_or_make(6, lambda: "6") == "6"
    assert len(cache) <= 4 and 6 in cache
    cache.update({10 + k: k for k in range(10)})
    assert len(cache) <= 4 and 19 in cache


def test_a_bound_below_two_is_refused() -> None:
    with pytest.raises(ValueError):
        BoundedCache(1)


def test_caches_lists_the_live_caches_by_name() -> None:
    cache = BoundedCache(10, "test.listed")
    assert cache in caches()


def test_top_oder_flop_award_cache_holds_little_however_many_estimates() -> None:
    """The estimate's award cache kept every (value, influence) it met up to 200,000 (60 MB)."""
    from app.games.top_oder_flop import bots

    rng = random.Random(5)

    def many() -> None:
        for k in range(30_000):
            bots.award(k + rng.random(), (rng.randrange(8), rng.randrange(8), rng.randrange(8)))

    assert traced_growth(many) < 3 * MB


def test_top_pop_stack_records_hold_little_however_many_games() -> None:
    """The stack records `legal_actions` shares were kept up to 200,000 (40 MB; random play 22 MB in 200 games)."""
    from app.games import registry

    game = registry.get("top_pop")

    def games() -> None:
        for seed in range(12):
            state, rng = game.new_state(4, seed), random.Random(seed)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))

    assert traced_growth(games) < 3 * MB


def test_every_engine_cache_is_bounded_to_a_few_megabytes() -> None:
    """Each cache that lives for the process says its bound; at ~300 bytes an entry, they hold little."""
    from app.games import registry

    for game in registry.all():  # every game's engine and bots imported: their caches made
        __import__(f"app.games.{game.id}.bots")
    for cache in caches():
        assert len(cache) <= cache.limit, cache.name
        assert cache.limit * 300 <= 3 * MB, cache.name
