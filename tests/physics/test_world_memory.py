"""A simulated flick keeps no memory (issue 27: pymunk 7.3's `pymunk.batch.Buffer` never freed its
two C arrays, about 2 KB with every table: Top This!'s engine grew 30 MB in 200 games)."""

from __future__ import annotations

import random

from app.physics.world import PizzaTable, simulate_flick
from tests.support.memory import c_heap_growth

LAYOUT = {i: (x, y, "onions") for i, (x, y) in enumerate((-90 + 30 * (i % 7), -90 + 30 * (i // 7)) for i in range(28))}


def test_a_simulated_flick_frees_its_c_memory() -> None:
    rng = random.Random(3)

    def flick() -> None:
        simulate_flick(LAYOUT, 99, "olives", 0.0, -170.0, rng.uniform(-300, 300), 1800.0)

    assert c_heap_growth(flick, times=400, warm=100) < 500  # bytes per flick; 2,000 before


def test_a_table_read_and_let_go_frees_its_arrays() -> None:
    def table() -> None:
        t = PizzaTable(LAYOUT)
        t.positions()

    assert c_heap_growth(table, times=400, warm=100) < 500  # bytes per table; 1,600 before
