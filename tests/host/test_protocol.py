"""Reading what a joining computer sends (app/host/protocol.py, issue 28): every well-formed message
becomes its record; everything else is a ProtocolError with a sentence and a close code, never another
exception, whatever the bytes."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from app.core import i18n
from app.host import protocol as p


@pytest.mark.parametrize("message, record", [
    ({"type": "join", "code": "K7QX-2MPA9", "name": "Ana", "lang": "de"}, p.Join("K7QX-2MPA9", "Ana", "de")),
    ({"type": "rejoin", "token": "abc_DEF-123"}, p.Rejoin("abc_DEF-123")),
    ({"type": "act", "action": {"type": "hit"}}, p.Act({"type": "hit"})),
    ({"type": "explain", "action": {"type": "hit"}}, p.Explain({"type": "hit"})),
    ({"type": "undo"}, p.Undo()), ({"type": "redo"}, p.Redo()), ({"type": "leave"}, p.Leave()),
])
def test_each_kind_of_message_is_read(message, record):
    assert p.read(json.dumps(message)) == record
    assert p.read(json.dumps(message).encode()) == record


BAD = [
    (b"\xff\xfe{}", p.INVALID_DATA),                                     # not UTF-8
    ("{\"type\": \"undo\"".encode(), p.INVALID_DATA),                    # cut off
    (b"[1, 2]", p.INVALID_DATA), (b"\"undo\"", p.INVALID_DATA), (b"null", p.INVALID_DATA),
    (b'{"type": "undo", "type": "redo"}', p.INVALID_DATA),               # a key twice
    (b'{"type": "act", "action": {"x": NaN}}', p.INVALID_DATA),           # not standard JSON
    (b"[" * 100_000 + b"]" * 100_000, p.TOO_BIG),                        # over 64 KiB
    (b"[" * 30_000 + b"]" * 30_000, p.INVALID_DATA),                     # nested too deep
    (b'{"type": "act", "action": {"n": ' + b"9" * 5000 + b"}}", p.INVALID_DATA),  # a number too long
    (b'{"type": "shutdown"}', p.POLICY_VIOLATION), (b'{"type": 3}', p.POLICY_VIOLATION),
    (b'{"code": "x"}', p.POLICY_VIOLATION),
    (b'{"type": "undo", "please": true}', p.POLICY_VIOLATION),           # a key too many
    (b'{"type": "join", "code": "x", "name": "Ana"}', p.POLICY_VIOLATION),  # one too few
    (b'{"type": "join", "code": 7, "name": "Ana", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "x", "name": "", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "x", "name": "A\\u0000na", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "x", "name": "Ana\\u202e", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "x", "name": "' + b"A" * 25 + b'", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "x", "name": "Ana", "lang": "fr"}', p.POLICY_VIOLATION),
    (b'{"type": "join", "code": "' + b"x" * 33 + b'", "name": "Ana", "lang": "en"}', p.POLICY_VIOLATION),
    (b'{"type": "rejoin", "token": ["a"]}', p.POLICY_VIOLATION),
    (b'{"type": "act", "action": "__import__(\'os\')"}', p.POLICY_VIOLATION),
    (b'{"type": "act", "action": [1]}', p.POLICY_VIOLATION),
    (b'{"type": "explain", "action": "x"}', p.POLICY_VIOLATION),
]


@pytest.mark.parametrize("frame, code", BAD)
def test_a_broken_message_is_a_sentence_and_a_close_code(frame, code):
    with pytest.raises(p.ProtocolError) as caught:
        p.read(frame)
    assert caught.value.code == code
    assert caught.value.sentence.endswith(".") and "Traceback" not in caught.value.sentence


def test_the_sentence_is_in_the_language_of_the_connection():
    with i18n.use("en"):
        with i18n.speaking("de"), pytest.raises(p.ProtocolError) as german:
            p.read(b'{"type": "undo", "please": true}')
        with pytest.raises(p.ProtocolError) as english:
            p.read(b'{"type": "undo", "please": true}')
    assert german.value.sentence == "Die Nachricht hat andere Angaben, als ihre Art hat."
    assert english.value.sentence == "The message has other details than its kind has."


def test_a_lone_surrogate_in_text_is_refused():
    with pytest.raises(p.ProtocolError) as caught:
        p.read('{"type": "undo"}\ud800')
    assert caught.value.code == p.INVALID_DATA


def test_what_the_host_sends_is_compact_json_with_its_letters():
    text = p.encode(p.seated(1, "t0k", "top3", 3, ["Ana", "Jörg", "Cleo"]))
    assert text == '{"type":"seated","seat":1,"token":"t0k","game":"top3","players":3,"names":["Ana","Jörg","Cleo"]}'
    assert json.loads(p.encode(p.over([3, 5], [1]))) == {"type": "over", "totals": [3, 5], "winners": [1]}
    assert json.loads(p.encode(p.refused("Nicht jetzt."))) == {"type": "refused", "sentence": "Nicht jetzt."}
    assert json.loads(p.encode(p.error("No."))) == {"type": "error", "sentence": "No."}
    with pytest.raises(ValueError):
        p.encode({"type": "shown", "x": float("nan")})


def _read_or_refuse(frame) -> None:
    try:
        record = p.read(frame)
    except p.ProtocolError as problem:
        assert problem.sentence and problem.code in (p.INVALID_DATA, p.POLICY_VIOLATION, p.TOO_BIG)
    else:
        assert isinstance(record, (p.Join, p.Rejoin, p.Act, p.Undo, p.Redo, p.Leave))


GOOD = [b'{"type":"join","code":"K7QX-2MPA9","name":"Ana","lang":"en"}', b'{"type":"rejoin","token":"abc"}',
        b'{"type":"act","action":{"type":"display","card":"AA3","film":"AA","side":"top"}}',
        b'{"type":"undo"}', b'{"type":"leave"}']


def test_thousands_of_mangled_messages_are_each_read_or_refused():
    rng = random.Random(28)
    for _i in range(6000):
        frame = bytearray(rng.choice(GOOD))
        for _j in range(rng.randint(1, 6)):
            where = rng.randrange(len(frame) + 1)
            what = rng.choice(("flip", "cut", "insert", "repeat"))
            if what == "flip" and where < len(frame):
                frame[where] = rng.randrange(256)
            elif what == "cut":
                del frame[where:where + rng.randint(1, 8)]
            elif what == "insert":
                frame[where:where] = rng.choice((b"{", b"}", b"[", b'"', b"\\", b"\xc3", b"\x00", b"NaN", b",", b":"))
            else:
                frame[where:where] = frame[where:where + 16] * rng.randint(1, 50)
        _read_or_refuse(bytes(frame))


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12))
def test_any_json_value_is_read_or_refused(value):
    _read_or_refuse(json.dumps(value))
    _read_or_refuse(json.dumps({"type": "join", "code": value, "name": value, "lang": value}))
    _read_or_refuse(json.dumps({"type": "act", "action": value}))
