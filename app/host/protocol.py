"""The messages between a host and a joined computer (issue 28): one JSON object per WebSocket text frame.

Joining computer to host: `join` {code, name, lang}, `rejoin` {token}, `act` {action}, `undo`, `redo`,
`leave`, and (added to the issue's list) `explain` {action}: why a move the player clicked is not
allowed. Host to joining computer: `seated`, `shown`, `refused`, `error`, `over`, and `explained`
{sentence} (the builders below).

Everything a host receives is hostile until `read` has made it one of the message records here: a
frame over 64 KiB, bytes that are not UTF-8, text that is not JSON (or JSON with NaN, a key twice, a
nesting too deep), an object of an unknown type, with a key too many or too few or a value of the wrong
kind: each is a `ProtocolError` with a sentence for the player and the close code of RFC 6455 for its
connection. Nothing received is evaluated or unpickled: `json.loads`, then these checks, then (for an
action) the game's own `parse_action`, which checks every field against its record.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Union

from app.core.i18n import LANGUAGES, N_, _
from app.persistence.seats import MAX_NAME, text_problem

#: the largest frame a joining computer may send (a move is well under 1 KiB)
MAX_FRAME = 64 * 1024
#: the longest join code and rejoin token read (a longer one cannot be right)
MAX_CODE, MAX_TOKEN = 32, 64

#: close codes (RFC 6455, section 7.4.1)
NORMAL, GOING_AWAY, INVALID_DATA, POLICY_VIOLATION, TOO_BIG = 1000, 1001, 1007, 1008, 1009


class ProtocolError(Exception):
    """A message that breaks the protocol: the host answers `error` with `sentence` (in the connection's
    language) and closes that connection with `code`."""

    def __init__(self, sentence: str, code: int = POLICY_VIOLATION) -> None:
        super().__init__(sentence)
        self.sentence = sentence
        self.code = code


# ---- what a joining computer sends ---------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Join:
    code: str
    name: str
    lang: str


@dataclasses.dataclass(frozen=True)
class Rejoin:
    token: str


@dataclasses.dataclass(frozen=True)
class Act:
    #: the move as the game's `parse_action` takes it (checked there, not here)
    action: dict


@dataclasses.dataclass(frozen=True)
class Explain:
    #: a move the player clicked that was not offered: the host answers `explained` with the rules' reason
    action: dict


@dataclasses.dataclass(frozen=True)
class Undo:
    pass


@dataclasses.dataclass(frozen=True)
class Redo:
    pass


@dataclasses.dataclass(frozen=True)
class Leave:
    pass


Message = Union[Join, Rejoin, Act, Explain, Undo, Redo, Leave]

#: type -> (record, its keys besides "type")
_KINDS: dict[str, tuple[type, tuple[str, ...]]] = {
    "join": (Join, ("code", "name", "lang")),
    "rejoin": (Rejoin, ("token",)),
    "act": (Act, ("action",)),
    "explain": (Explain, ("action",)),
    "undo": (Undo, ()),
    "redo": (Redo, ()),
    "leave": (Leave, ()),
}


def read(frame: bytes | str) -> Message:
    """The message in one text frame, or ProtocolError."""
    return parse(decode(frame))


def decode(frame: bytes | str) -> Any:
    """The JSON value of a frame: at most MAX_FRAME bytes of UTF-8, standard JSON only."""
    if isinstance(frame, str):
        try:
            frame = frame.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: not text
            raise ProtocolError(_("The message is not text (UTF-8)."), INVALID_DATA) from None
    if not isinstance(frame, (bytes, bytearray)):
        raise ProtocolError(_("The message is not text."), INVALID_DATA)
    if len(frame) > MAX_FRAME:
        raise ProtocolError(_("The message is longer than {limit} KiB.").format(limit=MAX_FRAME // 1024), TOO_BIG)
    try:
        text = bytes(frame).decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError(_("The message is not text (UTF-8)."), INVALID_DATA) from None
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_twice)
    except (ValueError, RecursionError):  # not JSON, NaN, a key twice, a number too long, nested too deep
        raise ProtocolError(_("The message is not one JSON object."), INVALID_DATA) from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _no_twice(pairs: list[tuple[str, Any]]) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ValueError("a key twice")
    return out


def parse(value: Any) -> Message:
    """`value` (a decoded frame) as a message record, or ProtocolError saying what is wrong."""
    if not isinstance(value, dict):
        raise ProtocolError(_("The message is not one JSON object."), INVALID_DATA)
    kind = value.get("type")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise ProtocolError(_("The message is of no kind this table knows."))
    record, keys = _KINDS[kind]
    if set(value) != {"type", *keys}:
        raise ProtocolError(_("The message has other details than its kind has."))
    fields = {key: value[key] for key in keys}
    if record is Join:
        _check_join(fields)
    elif record is Rejoin:
        _check_text(fields["token"], MAX_TOKEN, N_("The seat's token is not written the way it should be."))
    elif record in (Act, Explain) and not isinstance(fields["action"], dict):
        raise ProtocolError(_("The move is not written the way it should be."))
    return record(**fields)


def _check_text(value: Any, most: int, sentence: str) -> None:
    if not isinstance(value, str) or not value or len(value) > most or text_problem(value) is not None:
        raise ProtocolError(_(sentence))


def _check_join(fields: dict) -> None:
    _check_text(fields["code"], MAX_CODE, N_("The table's code is not written the way it should be."))
    name = fields["name"]
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or text_problem(name) is not None:
        raise ProtocolError(_("A player's name is 1 to {most} letters, without control characters.")
                            .format(most=MAX_NAME))
    if fields["lang"] not in LANGUAGES:
        raise ProtocolError(_("The language is not one of {languages}.").format(languages=", ".join(LANGUAGES)))


# ---- what the host sends ---------------------------------------------------------------------------
def encode(message: dict) -> str:
    """One frame's text: compact JSON, letters as they are (the same message is the same bytes)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def seated(seat: int, token: str, game: str, players: int, names: list[str]) -> dict:
    return {"type": "seated", "seat": seat, "token": token, "game": game, "players": players, "names": list(names)}


def explained(sentence: str) -> dict:
    return {"type": "explained", "sentence": sentence}


def refused(sentence: str) -> dict:
    return {"type": "refused", "sentence": sentence}


def error(sentence: str) -> dict:
    return {"type": "error", "sentence": sentence}


def over(totals: list[int], winners: list[int]) -> dict:
    return {"type": "over", "totals": list(totals), "winners": list(winners)}
