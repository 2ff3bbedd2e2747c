"""Small statistics for bot comparisons: Wilson intervals and z-tests on win rates (no SciPy)."""

from __future__ import annotations

import math


def normal_sf(z: float) -> float:
    """P(Z > z) for a standard normal Z."""
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def wilson_interval(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def one_sample_z(wins: float, n: int, p0: float) -> tuple[float, float]:
    """z and the one-sided p-value of "the true rate is above p0" (normal approximation)."""
    if n <= 0 or not 0 < p0 < 1:
        return (0.0, 1.0)
    z = (wins / n - p0) / math.sqrt(p0 * (1 - p0) / n)
    return (z, normal_sf(z))


def two_proportion_z(wins1: float, n1: int, wins2: float, n2: int) -> tuple[float, float]:
    """z and the one-sided p-value of "rate 1 is above rate 2" (pooled two-proportion z-test)."""
    if n1 <= 0 or n2 <= 0:
        return (0.0, 1.0)
    pooled = (wins1 + wins2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return (0.0, 1.0)
    z = (wins1 / n1 - wins2 / n2) / se
    return (z, normal_sf(z))
