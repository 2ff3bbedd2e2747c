"""A small seeded random number generator whose whole state is one JSON-able integer.

PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically Good Algorithms for
Random Number Generation", 2014; constants from the reference implementation pcg-random.org).
Written out in Python integers so that the same seed gives the same numbers on every OS and Python
version, which `random.Random` does not promise across versions.
"""

from __future__ import annotations

import sys
from array import array
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
        often and every draw below 2**32 takes one step of the generator: the same numbers, faster).
        A longer list takes its numbers from `_block`, many steps of the generator at once."""
        n = len(items)
        if n >= _BULK_FROM and n < 1 << 32:
            self._shuffle_in_blocks(items)
            return
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

    def _shuffle_in_blocks(self, items: MutableSequence[T]) -> None:
        """`shuffle` with the generator's outputs made `_BLOCK` at a time: the same draws, the same
        final state. A draw below 2**bits is the output's top `bits` bits (as in the loop above),
        here bits [rot + 32 - bits, rot + 32) of the output before its rotation, doubled."""
        jump_a, jump_c = _jumps()[_BLOCK]
        start = self.state
        words = _block(start)
        k, end = 0, 2 * _BLOCK
        i = len(items) - 1
        while i > 0:
            bits = (i + 1).bit_length()  # the same for every i down to 2**(bits-1) - 1
            shift, low = 32 - bits, (1 << bits) - 1
            last = max((1 << (bits - 1)) - 1, 1)
            for i in range(i, last - 1, -1):
                while True:
                    if k == end:
                        start = (jump_a * start + jump_c) & _MASK64
                        words = _block(start)
                        k = 0
                    j = (words[k] >> (words[k + 1] + shift)) & low
                    k += 2
                    if j <= i:
                        break
                items[i], items[j] = items[j], items[i]
            i = last - 1
        a, c = _jumps()[k >> 1]
        self.state = (a * start + c) & _MASK64

    def fork(self) -> "Rng":
        """An independent generator seeded from this one (advances this one)."""
        return Rng((self._next() << 32) | self._next())

    def copy(self) -> "Rng":
        return Rng(state=self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"


# ---- seeds that reveal nothing ---------------------------------------------------------------
#: a state's secret: this many random bytes, written as lowercase hex (app/core/state.py `State.secret`)
SECRET_BYTES = 16


def new_secret() -> str:
    """A fresh secret for a state (from the operating system's randomness, never from a seed)."""
    import secrets  # on first use: the launcher imports the engine's core, not this (test_lazy_startup)

    return secrets.token_hex(SECRET_BYTES)


def valid_secret(value: object) -> str | None:
    """`value` if it is a secret as `new_secret` writes them (a save's field is checked so), else None."""
    if isinstance(value, str) and len(value) == 2 * SECRET_BYTES and all(c in "0123456789abcdef" for c in value):
        return value
    return None


def keyed_seed(secret: str, *parts: int | str) -> int:
    """A 63-bit seed from `parts` (what it is for: "bot", a seat...) under the key `secret`: BLAKE2b in
    its keyed mode (a MAC), so that without the secret no seed tells anything about another, nor about
    the game's seed (a mix of the game's seed could be run backwards: issue 27)."""
    message = "/".join(str(part) for part in parts).encode("utf-8")
    import hashlib  # on first use, as secrets above

    digest = hashlib.blake2b(message, key=bytes.fromhex(secret), digest_size=8, person=b"top-five-seed").digest()
    return int.from_bytes(digest, "big") >> 1


# ---- many steps at once -----------------------------------------------------------------------
#: steps of the generator made together by `_block`, and the shortest list `shuffle` makes them for
_BLOCK = 64
_BULK_FROM = 16
_TABLES: list = []


def _jumps() -> list[tuple[int, int]]:
    """(a, c) for k = 0.._BLOCK: k steps from state s lead to (a * s + c) mod 2**64."""
    if not _TABLES:
        a, c = 1, 0
        for _ in range(_BLOCK + 1):
            _TABLES.append((a, c))
            a, c = (a * _MULT) & _MASK64, (c * _MULT + _INC) & _MASK64
    return _TABLES


_PACKED: list[tuple[int, ...]] = []


def _packed() -> tuple[int, ...]:
    """`_jumps`' a and c, and the masks `_block` needs, one per 128-bit lane of a big integer."""
    if not _PACKED:
        def lanes(values):
            return sum(v << (128 * k) for k, v in enumerate(values))
        steps = _jumps()[:_BLOCK]
        masks = (lanes([mask] * _BLOCK) for mask in (_MASK64, 0xFFFFFFFF, 31 << 64))
        _PACKED.append((lanes(a for a, _ in steps), lanes(c for _, c in steps), *masks))
    return _PACKED[0]


def _block(state: int) -> list[int]:
    """The next `_BLOCK` outputs from `state` on, as pairs in one list: [doubled, rot, doubled, rot,
    ...] where `doubled` is the output before its rotation written twice (x << 32 | x) and `rot`
    the rotation. Worked out lane by lane in big-integer arithmetic (each step's state in its own
    128-bit lane: no carry reaches the next one), so that Python does per draw only the shift."""
    pa, pc, l64, l32, rot = _packed()
    s = (state * pa + pc) & l64  # upper 64 bits of a lane 0: what a shift brings down stays there
    x = (((s >> 18) ^ s) >> 27) & l32  # ((old >> 18) ^ old) >> 27, lane by lane
    words = array("Q", (x | (x << 32) | ((s << 5) & rot)).to_bytes(16 * _BLOCK, "little"))  # rot: old >> 59
    if sys.byteorder == "big":
        words.byteswap()
    return words.tolist()
