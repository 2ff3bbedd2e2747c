"""Join codes, tokens and the limits on guessing and flooding (app/host/access.py, issue 28)."""

import re

from app.host import access as a


def test_a_join_code_is_ten_unambiguous_letters_and_reads_as_typed():
    codes = {a.new_code() for _ in range(2000)}
    assert len(codes) == 2000  # 50 bits: no two alike in 2,000
    assert all(re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}", c) for c in codes)
    code = "K7QX2-MPA91"
    assert a.same_code("k7qx2 mpa91", code) and a.same_code("K7QX2MPA91", code)
    assert a.same_code("k7qx2-mpa9I", code) and a.same_code("k7qx2-mpa9l", code)  # an I or l typed for a 1
    assert not a.same_code("K7QX2-MPA92", code) and not a.same_code("", code)


def test_a_token_is_kept_only_as_its_digest():
    token = a.new_token()
    assert len(token) >= 43 and token != a.new_token()
    digest = a.token_digest(token)
    assert token not in digest and len(digest) == 64
    assert a.same_token(token, digest) and not a.same_token(token + "x", digest)
    assert not a.same_token("\ud800", digest)  # a lone surrogate is just a wrong token


def test_failed_joins_make_an_address_wait_longer_each_time():
    limits = a.JoinLimits()
    for second in range(5):
        assert limits.allowed("10.0.0.9", second)
        limits.failed("10.0.0.9", second)
    assert limits.allowed("10.0.0.9", 5)
    limits.failed("10.0.0.9", 5)  # the 6th in a minute
    assert not limits.allowed("10.0.0.9", 6) and limits.wait_left("10.0.0.9", 6) == 59
    assert limits.allowed("10.0.0.7", 6)  # another address is not held up
    assert limits.allowed("10.0.0.9", 65)
    limits.failed("10.0.0.9", 65)
    assert limits.wait_left("10.0.0.9", 65) == 120  # twice as long
    now = 65.0
    for _ in range(10):
        now += limits.wait_left("10.0.0.9", now)
        limits.failed("10.0.0.9", now)
    assert limits.wait_left("10.0.0.9", now) == a.LONGEST_WAIT_S
    limits.succeeded("10.0.0.9")
    assert limits.allowed("10.0.0.9", now)


def test_a_table_counts_every_address_together():
    table = a.JoinLimits(a.TABLE_FAILS_ALLOWED)
    for i in range(60):
        table.failed("table", i * 0.5)
    assert table.allowed("table", 30)
    table.failed("table", 30)
    assert not table.allowed("table", 31)


def test_a_flood_is_seen_and_a_steady_pace_is_not():
    bucket = a.Bucket(now=0.0)
    assert all(bucket.take(0.0) for _ in range(40))  # a burst
    assert not bucket.take(0.0)
    assert bucket.take(0.05) and not bucket.take(0.05)  # 20 a second come back
    steady = a.Bucket(now=0.0)
    assert all(steady.take(t / 10) for t in range(1000))  # 10 a second for 100 s
    flood = a.Bucket(now=0.0)
    assert sum(flood.take(t / 1000) for t in range(1000)) < 70  # 1,000 in a second: 40 + 20
