"""What a sentence shown to a player may not contain: the words and marks of the code behind it."""

import re

#: quotes around a name ('flick', "face"), a dotted name (flick.face), an index ([0]), a snake_case
#: name, a repr's marks (<...>, {...}) and words (None, True, nan), and the vocabulary of code and of
#: data formats (type, record, field, key, object, int, ...)
DEVELOPER_WORDS = re.compile(
    r"""['"`]\w[\w ]*['"`]|"|`|\b[A-Za-z_]\w*\.[A-Za-z_]\w*|\[\d*\]|\b\w+_\w+\b|[<>{}]|\bNone\b|\bTrue\b"""
    r"""|\bFalse\b|\bnan\b|\binf\b|\btypes?\b|\brecords?\b|\bfields?\b|\bkeys?\b|\bobjects?\b|\bdict\b"""
    r"""|\bstr\b|\bint\b|\bfloat\b|\bbool\b|\btuple\b|\battribute\b|\bexpecting\b|\bchar\b|\bTraceback\b"""
    r"""|\bline \d+ column\b|\berror\b|\bNoneType\b|\bnull\b""",
    re.IGNORECASE,
)
#: a class or variable name written in camelCase (IllegalAction, saveFormat)
CAMEL_CASE = re.compile(r"\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*")


def developer_words(sentence: str) -> list[str]:
    """The developer words in `sentence` (empty: a player can read it)."""
    return [m.group(0) for rx in (DEVELOPER_WORDS, CAMEL_CASE) for m in rx.finditer(sentence)]


def assert_player_sentence(sentence: str) -> None:
    """`sentence` starts with a capital, ends as a sentence ends and has no developer words."""
    assert sentence[:1].isupper(), sentence
    assert sentence.endswith((".", "!", "?")), sentence
    assert not developer_words(sentence), (sentence, developer_words(sentence))
