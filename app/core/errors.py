"""Errors the engine raises. Their messages are shown to players, so they are sentences."""

from app.core.text import plain


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left exactly as it was.

    `sentence` is the rules' sentence with seats as placeholders ("{p1} is not active ...", see
    app/core/text.py), to be filled with names where it is shown; `str()` reads "Player 2 is not
    active ..." (the CLI, error logs, tests)."""

    def __init__(self, sentence: str = "") -> None:
        super().__init__(sentence)
        self.sentence = str(sentence)

    def __str__(self) -> str:
        return plain(self.sentence)


class SaveFormatError(ValueError):
    """A save (or state JSON) that is malformed, truncated, of another game or of another version."""
