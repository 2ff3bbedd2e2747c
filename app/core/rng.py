"""A small seeded random number generator whose whole state is one JSON-able integer.

PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically Good Algorithms for
Random Number Generation", 2014; constants from the reference implementation pcg-random.org).
Written out in Python integers so that the same seed gives the same numbers on every OS and Python
version, which `random.Random` does not promise across versions.
"""

from __future__ import annotations

from typing import MutableSequence, TypeVar

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407  # any odd constant; this is the reference default stream

T = TypeVar("T")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = int(state) & _MASK64
            return
        # the reference seeding: state = 0, step, add seed, step
        self.state = 0
        self._next()
        self.state = (self.state + (int(seed) & _MASK64)) & _MASK64
        self._next()

    def _next(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        if n == 1:
            return 0
        bits = n.bit_length()
        while True:
            value = 0
            got = 0
            while got < bits:
                value = (value << 32) | self._next()
                got += 32
            value >>= got - bits
            if value < n:
                return value

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included."""
        return low + self.randbelow(high - low + 1)

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        return ((self._next() << 21) ^ (self._next() >> 11)) / float(1 << 53)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: `randbelow(i + 1)` for each i, written out (decks are shuffled
        often and every draw below 2**32 takes one step of the generator: the same numbers, faster)."""
        n = len(items)
        if n >= 1 << 32:
            for i in range(n - 1, 0, -1):
                j = self.randbelow(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        state = self.state
        for i in range(n - 1, 0, -1):
            bound = i + 1
            shift = 32 - bound.bit_length()
            while True:
                old = state
                state = (old * _MULT + _INC) & _MASK64
                xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
                rot = old >> 59
                j = (((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF) >> shift
                if j < bound:
                    break
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> "Rng":
        """An independent generator seeded from this one (advances this one)."""
        return Rng((self._next() << 32) | self._next())

    def copy(self) -> "Rng":
        return Rng(state=self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"
