"""Who may sit at a hosted table (issue 28): the join code, the seats' tokens, and the limits that make
guessing either hopeless and flooding a host pointless.

- A join code is 10 letters of Crockford's base32 (50 bits: no I, L, O or U to misread), shown in two
  groups of five ("K7QX2-MPA9R"); a player may type it in either case, with or without the dash.
- A token (given with `seated`, sent back with `rejoin`) is 32 random bytes, URL-safe base64; the host
  keeps only its SHA-256, so a table file read by someone else gives no seat away.
- Failed joins are limited per address: 5 a minute, then the address waits, twice as long after each
  further failure, up to an hour; and per table, from all addresses together, 60 a minute (the host
  keeps a second `JoinLimits(TABLE_FAILS_ALLOWED)` under one key). At 60 tries a minute a 50-bit code
  takes on average over 10^7 years.
- A connection may send `RATE` messages a second, `BURST` at once; more is a flood (its connection
  closes, the table goes on).

Time is passed in (seconds, monotonic), so tests need no clock.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: Crockford's base32 alphabet
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 10
#: misread letters a player may type for the ones the code has
_READS_AS = str.maketrans({"I": "1", "L": "1", "O": "0"})

#: failed joins an address (and a table, from all addresses) may make in `WINDOW_S` seconds before it waits
FAILS_ALLOWED, TABLE_FAILS_ALLOWED, WINDOW_S = 5, 60, 60.0
FIRST_WAIT_S, LONGEST_WAIT_S = 60.0, 3600.0
#: messages a second a connection may send, and how many at once
RATE, BURST = 20.0, 40.0


def new_code() -> str:
    """A new join code: 10 random letters of ALPHABET, shown "ABCDE-FGHJK"."""
    letters = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return f"{letters[:5]}-{letters[5:]}"


def normal_code(typed: str) -> str:
    """A code as typed ("k7qx2 mpa9r", "K7QX2-MPA9R") in one spelling, to compare."""
    return "".join(ch for ch in typed.upper() if ch.isalnum()).translate(_READS_AS)


def same_code(typed: str, code: str) -> bool:
    """Whether `typed` is `code` (in constant time: the comparison tells nothing of how close it was)."""
    return hmac.compare_digest(normal_code(typed).encode(), normal_code(code).encode())


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """What the host keeps of a token: its SHA-256 in hex."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def same_token(token: str, digest: str) -> bool:
    return hmac.compare_digest(token_digest(token), digest)


class JoinLimits:
    """Failed joins per address: `allowed(address, now)` before a join is checked, `failed` after a
    wrong code or token, `succeeded` after a right one."""

    def __init__(self, fails_allowed: int = FAILS_ALLOWED) -> None:
        self.fails_allowed = fails_allowed
        self._fails: dict[str, list[float]] = {}
        self._waits: dict[str, tuple[float, float]] = {}  # address -> (until, how long the last wait was)

    def allowed(self, address: str, now: float) -> bool:
        until = self._waits.get(address, (0.0, 0.0))[0]
        return now >= until

    def wait_left(self, address: str, now: float) -> float:
        return max(0.0, self._waits.get(address, (0.0, 0.0))[0] - now)

    def failed(self, address: str, now: float) -> None:
        recent = [t for t in self._fails.get(address, []) if now - t < WINDOW_S]
        recent.append(now)
        self._fails[address] = recent
        if len(recent) > self.fails_allowed or address in self._waits:
            last = self._waits.get(address, (0.0, FIRST_WAIT_S / 2))[1]
            wait = min(LONGEST_WAIT_S, last * 2)
            self._waits[address] = (now + wait, wait)
        self._forget_old(now)

    def succeeded(self, address: str) -> None:
        self._fails.pop(address, None)
        self._waits.pop(address, None)

    def _forget_old(self, now: float) -> None:
        """Addresses whose failures and wait are long past are forgotten (the table stays small)."""
        if len(self._fails) < 1024:
            return
        for address in [a for a, times in self._fails.items() if now - times[-1] > LONGEST_WAIT_S
                        and self._waits.get(a, (0.0, 0.0))[0] <= now]:
            self._fails.pop(address, None)
            self._waits.pop(address, None)


class Bucket:
    """A connection's allowance of messages (a token bucket): `take(now)` is False for a flood."""

    def __init__(self, now: float, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self._level, self._at = burst, now

    def take(self, now: float) -> bool:
        self._level = min(self.burst, self._level + (now - self._at) * self.rate)
        self._at = now
        if self._level < 1.0:
            return False
        self._level -= 1.0
        return True
